"""Bad command lines and bad environments: one line on stderr (no usage block), exit 2."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bss_tui.carddb.loader import cards_dir
from bss_tui.cli import build_parser, main

from corpus import one_line

ARGV = {   # argv -> a fragment of the one line
    "games negative": (["simulate", "--games", "-1"], "--games: expected a whole number from 1 to 1000000, got '-1'"),
    "games zero": (["simulate", "--games", "0"], "--games: expected a whole number from 1"),
    "games superscript": (["simulate", "--games", "²"], "got '²'"),
    "games of 5000 digits": (["simulate", "--games", "9" * 5000], "--games: expected a whole number"),
    "games absurd": (["simulate", "--games", "10000000"], "from 1 to 1000000"),
    "games as a float": (["simulate", "--games", "1.5"], "--games"),
    "seed of 5000 digits": (["simulate", "--seed", "7" * 5000], "--seed: expected a whole number"),
    "seed beyond 64 bits": (["--seed", str(1 << 64), "lines"], "--seed: expected a whole number"),
    "seed as words": (["--seed", "seven"], "--seed"),
    "seed after lines": (["lines", "--seed", "x"], "lines: argument --seed"),
    "seed with an escape": (["--seed", "\x1b[2J"], "--seed"),
    "unknown verb": (["fly"], "invalid choice: 'fly'"),
    "unknown long verb": (["f" * 5000], "invalid choice"),
    "unknown option": (["--colour"], "unrecognized arguments: --colour"),
    "deck check without files": (["deck", "check"], "the following arguments are required: files"),
    "scenario without a verb": (["scenario"], "required"),
    "cards without a verb": (["cards"], "required"),
    "unknown shipped deck": (["simulate", "--decks", "st99"], "'st99': no such deck file or shipped deck"),
    "no sessions served": (["serve", "--max-sessions", "0"], "--max-sessions: expected a whole number from 1 to 64, got '0'"),
    "too many sessions served": (["serve", "--max-sessions", "65"], "--max-sessions: expected a whole number from 1 to 64"),
}


@pytest.mark.parametrize("case", list(ARGV))
def test_bad_command_line_is_one_line_exit_2(case, capsys):
    argv, fragment = ARGV[case]
    assert main(argv) == 2
    captured = capsys.readouterr()
    line = one_line(captured.err)
    assert line.startswith("bss-tui: ") and fragment in line, line
    assert captured.out == ""


@pytest.mark.parametrize("argv", [["--seed", "5", "lines"], ["lines", "--seed", "5"]])
def test_lines_takes_the_seed_before_or_after_the_verb(argv):
    args = build_parser().parse_args(argv)
    assert args.seed == 5 and args.func.__name__ == "cmd_lines"


def test_lines_without_a_seed_has_none():
    assert build_parser().parse_args(["lines"]).seed is None


def _cards_without(tmp_path: Path, folder: str) -> Path:
    root = tmp_path / "cards"
    shutil.copytree(cards_dir(), root)
    shutil.rmtree(root / folder)
    return root


def test_card_data_with_sets_but_no_decks(tmp_path, capsys, monkeypatch):
    """It was a ZeroDivisionError in `simulate` and an IndexError in `lines`."""
    monkeypatch.setenv("BSS_TUI_CARDS", str(_cards_without(tmp_path, "decks")))
    assert main(["simulate", "--games", "1"]) == 2
    assert "no deck files (*.deck) to play with" in one_line(capsys.readouterr().err)
    monkeypatch.setattr("builtins.input", lambda prompt="": "")
    assert main(["lines"]) == 2
    assert "no deck files" in one_line(capsys.readouterr().err)


def test_card_data_without_sets(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("BSS_TUI_CARDS", str(_cards_without(tmp_path, "sets")))
    assert main(["deck", "check", "st01"]) == 2
    assert "no sets/ folder there" in one_line(capsys.readouterr().err)


def test_simulate_negative_games_from_the_real_command():
    proc = subprocess.run([sys.executable, "-m", "bss_tui.cli", "simulate", "--games", "-1"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "--games" in one_line(proc.stderr)


@pytest.mark.parametrize("args, fragment", [(["--size", "100000x100000"], "at most 400x200"),
                                            (["--size", "0x24"], "like 80x24")])
def test_the_screenshot_script_refuses_an_absurd_size(args, fragment, capsys):
    """Issue 25: no memory exhausted by a huge size, one message, exit 2."""
    from bss_tui.ui.screenshots import main as screenshots
    assert screenshots(args) == 2
    assert fragment in capsys.readouterr().out


def test_the_screenshot_script_refuses_a_file_as_its_folder(tmp_path, capsys):
    from bss_tui.ui.screenshots import main as screenshots
    target = tmp_path / "a-file"
    target.write_text("x")
    assert screenshots([str(target)]) == 2
    out = capsys.readouterr().out
    assert "not a folder" in out and "Traceback" not in out
