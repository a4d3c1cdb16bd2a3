"""The `bss-tui` verbs: exit codes and one-line errors for bad input (never a traceback)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bss_tui.cli import main

GOOD = """
title = "A spirit attacks unblocked"
rules = ["7-1-5-3-1"]
actions = ["attack A", "pass", "pass", "noblock"]

[position]
turn = 3
step = "attack"

[position.p1]
life = 5
deck = ["VAN-001"]

[[position.p1.field]]
label = "A"
card = "VAN-004"
cores = 1

[position.p2]
life = 5
deck = ["VAN-001"]

[expect]
"p2.life" = {life}
"""


def write(tmp_path: Path, text: str, name: str = "s.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_scenario_check_passes(tmp_path, capsys):
    """7-1-5-3-1: a good file exits 0 (Magma Titan's two symbols take two life)."""
    assert main(["scenario", "check", str(write(tmp_path, GOOD.format(life=3)))]) == 0
    assert capsys.readouterr().out.startswith("ok")


def test_scenario_check_reports_a_failed_expectation(tmp_path, capsys):
    assert main(["scenario", "check", str(write(tmp_path, GOOD.format(life=4)))]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "p2.life: expected 4, got 3" in out


def test_malformed_toml_is_one_line_exit_2(tmp_path, capsys):
    path = write(tmp_path, "title = [unclosed")
    assert main(["scenario", "check", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(path) in err[0] and "TOML" in err[0]


def test_unknown_key_is_named(tmp_path, capsys):
    path = write(tmp_path, GOOD.format(life=3) + '"p2.lives" = 3\n')
    assert main(["scenario", "check", str(path)]) == 2
    assert "expect.p2.lives" in capsys.readouterr().err


def test_unknown_position_key_is_named(tmp_path, capsys):
    path = write(tmp_path, GOOD.format(life=3).replace("turn = 3", "turn = 3\nphase = 1"))
    assert main(["scenario", "check", str(path)]) == 2
    assert "position.phase" in capsys.readouterr().err


def test_unknown_card_id_is_named(tmp_path, capsys):
    path = write(tmp_path, GOOD.format(life=3).replace('card = "VAN-004"', 'card = "NOPE-999"'))
    assert main(["scenario", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "NOPE-999" in err and "position.p1.field[0].card" in err


def test_illegal_action_names_the_rule(tmp_path, capsys):
    """7-1-1-1: attacking with an exhausted spirit is rejected, citing the rule.  The script said it
    was legal, so the file fails (exit 1, tests/scenarios/FORMAT.md), naming the action and why."""
    text = GOOD.format(life=3).replace("cores = 1", "cores = 1\nexhausted = true")
    assert main(["scenario", "check", str(write(tmp_path, text))]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "actions[0]: 'attack A' was refused" in out and "(7-1-1-1)" in out


def test_position_breaking_invariants_is_malformed(tmp_path, capsys):
    """9-3-2: a spirit below LV1 cannot be part of a position."""
    text = GOOD.format(life=3).replace("cores = 1", "cores = 0")
    assert main(["scenario", "check", str(write(tmp_path, text))]) == 2
    assert "LV1" in capsys.readouterr().err


def test_bad_test_card_names_file_card_and_field(tmp_path, capsys):
    text = GOOD.format(life=3) + '\n[[cards]]\nid = "T-1"\nname = "Broken"\ntype = "spirit"\ncost = -1\n'
    path = write(tmp_path, text)
    assert main(["scenario", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "T-1" in err and "cost" in err


def test_missing_file_exit_2(tmp_path, capsys):
    assert main(["scenario", "check", str(tmp_path / "nope.toml")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_no_traceback_from_the_real_command(tmp_path):
    """The installed entry point prints one line and exits 2 on a malformed file."""
    path = write(tmp_path, "title = [unclosed")
    proc = subprocess.run([sys.executable, "-m", "bss_tui.cli", "scenario", "check", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_simulate_prints_its_figures(capsys):
    assert main(["simulate", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for label in ("games/s:", "decisions/s:", "mean decisions per game:", "results:"):
        assert label in out


def test_cards_schema_is_json_schema(capsys):
    assert main(["cards", "schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "Card" and "effects" in schema["properties"]


def test_output_into_a_closed_pipe_is_quiet():
    """A listing piped into a reader that stops early (`| head -1`) ends without a traceback, and
    with a non-zero exit (issue 25: the output was not all written)."""
    reader = subprocess.Popen(["head", "-c", "1"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    out = subprocess.run([sys.executable, "-m", "bss_tui.cli", "scenario", "schema"], stdout=reader.stdin,
                         stderr=subprocess.PIPE, text=True, timeout=60)
    assert reader.stdin is not None
    reader.stdin.close()
    reader.wait(timeout=10)
    assert out.returncode in (0, 1) and "Traceback" not in out.stderr, out.stderr   # 0 when it all fit the pipe
