"""Issue 25: a string from data or typed by a player never reaches the terminal raw.  One sanitiser
(carddb/terminal.py `shown`) serves every output path; names are refused at validation when they hold
control, escape or invisible characters or are blank.  Each output path has its test here: the
check commands' titles and failures, an error line naming a file, a deck file's name, the `lines`
game's echo of a typed line, lesson texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.carddb.terminal import shown, unshown_character
from bss_tui.cli import main

# ESC sequences (CSI, OSC 0 retitling the terminal, OSC 52 writing the clipboard), 8-bit C1 CSI,
# bidi override, zero-width joiner, byte-order mark, bell
HOSTILE = ["\x1b[2J", "\x1b]0;owned\x07", "\x1b]52;c;aGk=\x1b\\", "\x9b31m", "\u202e", "\u200d", "\ufeff", "\x07"]
RAW = ("\x1b", "\x9b", "\x9d", "\u202e", "\u200d", "\ufeff", "\x07")


def clean(text: str) -> bool:
    return not any(ch in text for ch in RAW)


@pytest.mark.parametrize("bad", HOSTILE)
def test_shown_removes_sequences_and_invisible_characters(bad: str) -> None:
    out = shown(f"Dra{bad}gon")
    assert clean(out) and out.startswith("Dra") and out.endswith("gon")
    assert unshown_character(f"Dra{bad}gon") is not None


def test_shown_cuts_a_long_value_and_keeps_ordinary_text() -> None:
    assert shown("x" * 5000, 50) == "x" * 49 + "…"
    assert shown("Siegwurm Nova (BSS01-001) ◆●") == "Siegwurm Nova (BSS01-001) ◆●"
    assert shown("two\nlines", lines=True) == "two\nlines" and shown("two\nlines") == "two lines"


SCENARIO = '''title = "A title{bad}"
actions = []
[position]
turn = 3
active = "p1"
step = "main"
[position.p1]
deck = ["ST01-004"]
[position.p2]
deck = ["ST01-004"]
'''


@pytest.mark.parametrize("bad", ["\\u001b]0;owned\\u0007", "\\u202e", "\\u200d"])
def test_a_scenario_title_with_escapes_is_malformed_and_the_line_is_clean(bad, tmp_path, capsys) -> None:
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.replace("{bad}", bad), encoding="utf-8")
    assert main(["scenario", "check", str(path)]) == 2
    captured = capsys.readouterr()
    assert clean(captured.err) and clean(captured.out) and "title" in captured.err


def test_a_file_name_with_an_escape_is_shown_clean_in_the_error_line(tmp_path, capsys) -> None:
    path = tmp_path / "evil\x1b]0;owned\x07.toml"
    path.write_text("not toml [", encoding="utf-8")
    assert main(["scenario", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert clean(err) and len(err.strip().splitlines()) == 1 and "evil" in err


def test_a_deck_file_name_with_an_escape_is_listed_clean(tmp_path) -> None:
    from bss_tui.carddb.decks import read_deck
    from bss_tui.carddb.loader import load_cards

    path = tmp_path / "my\x1b[31mdeck\u202e.deck"
    path.write_text("4 ST01-004\n", encoding="utf-8")
    deck = read_deck(path, load_cards())
    assert clean(deck.label) and "deck" in deck.label


def test_a_lesson_text_with_an_escape_is_malformed(tmp_path, capsys) -> None:
    from bss_tui.carddb.loader import cards_dir

    text = (cards_dir() / "lessons" / "01-reduction.toml").read_text(encoding="utf-8")
    path = tmp_path / "bad.toml"
    path.write_text(text.replace("hints = [", 'hints = ["\\u001b]52;c;aGk=\\u0007", ', 1), encoding="utf-8")
    assert main(["practice", "check", str(path)]) == 2
    captured = capsys.readouterr()
    assert clean(captured.err) and clean(captured.out) and "hints" in captured.err


def test_lines_echoes_a_typed_line_clean(tmp_path, monkeypatch) -> None:
    from bss_tui.engine.saves import store as saves
    from bss_tui.play_cli import run

    monkeypatch.setenv(saves.DATA_ENV, str(tmp_path / "data"))
    typed = iter(["keep", "keep", "summon \x1b]0;owned\x07\u202e", "q"])
    shown_lines: list[str] = []
    run(seed=1, read=lambda prompt: "" if prompt == "" else next(typed), write=shown_lines.append)
    echoed = [line for line in shown_lines if line.startswith("Not allowed")]
    assert echoed and all(clean(line) for line in echoed)
