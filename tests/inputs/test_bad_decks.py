"""Malformed and illegal deck files, through `bss-tui deck check` (every problem, one line each:
exit 2 when a line or the file is unusable, 1 when only 5-1 is broken) and through
`bss-tui simulate --decks` (one line, exit 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.carddb.loader import cards_dir
from bss_tui.cli import main

from corpus import one_line

LEGAL = (cards_dir() / "decks" / "st01.deck").read_text(encoding="utf-8")   # 50 cards, 2-4 copies each

# One bad line added to a legal deck: exactly one problem, the line's.  (line, fragment)
BAD_LINES = {
    "superscript two": ("² ST01-005", "expected 'COUNT CARD-ID', got '² ST01-005'"),
    "arabic-indic four": ("٤ ST01-005", "expected 'COUNT CARD-ID'"),
    "full-width four": ("４ ST01-005", "expected 'COUNT CARD-ID'"),
    "a trillion copies": ("1000000000000 ST01-004", "count 1000000000000 is not 1 to 60 (5-1-1-1)"),
    "5000-digit count": ("9" * 5000 + " ST01-004", "count 99999999999999999... is not"),
    "zero copies": ("0 ST01-004", "count 0 is not 1 to 60"),
    "sixty-one copies": ("61 ST01-004", "count 61 is not 1 to 60"),
    "negative count": ("-1 ST01-004", "expected 'COUNT CARD-ID'"),
    "plus sign": ("+1 ST01-004", "expected 'COUNT CARD-ID'"),
    "fraction": ("1.5 ST01-004", "expected 'COUNT CARD-ID'"),
    "count in words": ("four ST01-004", "expected 'COUNT CARD-ID'"),
    "count glued to a letter": ("4x ST01-004", "expected 'COUNT CARD-ID'"),
    "count only": ("4", "expected 'COUNT CARD-ID', got '4'"),
    "id only": ("ST01-004", "expected 'COUNT CARD-ID'"),
    "three words": ("1 ST01-004 extra", "expected 'COUNT CARD-ID'"),
    "id with a space": ("1 ST01 004", "expected 'COUNT CARD-ID'"),
    "unknown id": ("1 NOPE-404", "unknown card id NOPE-404"),
    "id in lower case": ("1 st01-004", "unknown card id 'st01-004'"),
    "id with an escape": ("1 ST01-004\x1b[2J", "unknown card id 'ST01-004\\x1b[2J'"),
    "very long id": ("1 " + "X" * 5000, "unknown card id 'XXXXXXXX"),
    "very long line": ("x" * 100_000, "expected 'COUNT CARD-ID', got 'xxxxxxxx"),
    "a NUL byte": ("1 ST01\x00-004", "unknown card id 'ST01\\x00-004'"),
}

# Whole files that break 5-1 only (exit 1 from deck check).  (content, fragments, one per line)
ILLEGAL = {
    "forty-nine cards": (LEGAL.replace("2 ST01-001", "1 ST01-001"), ["49 cards; a deck holds 50 to 60 (5-1-1-1)"]),
    "sixty-one cards": (LEGAL + "4 ST02-004\n4 ST02-005\n3 ST02-006\n", ["61 cards"]),
    "ten cards": ("4 ST01-004\n4 ST01-005\n2 ST01-006\n", ["10 cards"]),
    "empty file": ("", ["0 cards"]),
    "only comments": ("# nothing\n# here\n", ["0 cards"]),
    "five copies": (LEGAL.replace("2 ST01-001", "1 ST01-001").replace("4 ST01-004", "5 ST01-004"),
                    ["5 copies of Raineedle; at most 4 of one name (5-1-1-1)"]),
    "fifty copies": ("50 ST01-004\n", ["50 copies of Raineedle"]),
    "a practice card in a real deck": (LEGAL.replace("2 ST01-001", "1 ST01-001\n1 VAN-001"),
                                       ["1 practice card (set VAN) among real cards"]),
    "split copies over two lines": (LEGAL.replace("4 ST01-004", "4 ST01-004\n1 ST01-004").replace("2 ST01-001", "1 ST01-001"),
                                    ["5 copies of Raineedle"]),
    "everything at once": ("60 ST01-004\n1 VAN-001\n", ["61 cards", "60 copies", "practice cards"]),
}

# Files that cannot be read at all.  (bytes or None for a folder, fragment)
UNREADABLE = {
    "not UTF-8": (b"\xff\xfe\xfa 4 ST01-004\n", "cannot be read"),
    "latin-1 comment": ("# caf\xe9\n".encode("latin-1") + LEGAL.encode(), "cannot be read"),
    "larger than 4 MB": (b"# " + b"x" * (5 << 20) + b"\n", "larger than 4 MB"),
    "a folder": (None, "cannot be read"),
}


def _file(tmp_path: Path, content: str | bytes | None, name: str = "bad.deck") -> Path:
    path = tmp_path / name
    if content is None:
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _simulate_refuses(path: Path, capsys, fragment: str) -> None:
    assert main(["simulate", "--games", "1", "--decks", f"{path},st02"]) == 2
    captured = capsys.readouterr()
    line = one_line(captured.err)
    assert fragment in line, line
    assert captured.out == ""


@pytest.mark.parametrize("case", list(BAD_LINES))
def test_a_bad_line_is_one_line_naming_file_and_line_exit_2(case, tmp_path, capsys):
    text, fragment = BAD_LINES[case]
    path = _file(tmp_path, LEGAL + text + "\n")
    line_no = LEGAL.count("\n") + 1
    assert main(["deck", "check", str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert f"{path}:{line_no}: " in line and fragment in line, line
    _simulate_refuses(path, capsys, fragment)


@pytest.mark.parametrize("case", list(ILLEGAL))
def test_an_illegal_deck_names_every_broken_rule_exit_1(case, tmp_path, capsys):
    text, fragments = ILLEGAL[case]
    path = _file(tmp_path, text)
    assert main(["deck", "check", str(path)]) == 1
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == len(fragments) and captured.out == "", lines
    for line, fragment in zip(lines, fragments):
        assert str(path) in line and fragment in line, line
    _simulate_refuses(path, capsys, fragments[0])


@pytest.mark.parametrize("case", list(UNREADABLE))
def test_an_unreadable_deck_file_is_one_line_exit_2(case, tmp_path, capsys):
    content, fragment = UNREADABLE[case]
    path = _file(tmp_path, content)
    assert main(["deck", "check", str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(path) in line and fragment in line, line
    _simulate_refuses(path, capsys, fragment)


def test_parse_problems_and_5_1_problems_come_in_one_report(tmp_path, capsys):
    path = _file(tmp_path, "² ST01-005\n60 ST01-004\n1 VAN-001\n4 NOPE-1\n")
    assert main(["deck", "check", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert [("expected" in l, "unknown" in l, "a deck holds" in l, "copies" in l, "practice" in l) for l in lines] == [
        (True, False, False, False, False), (False, True, False, False, False), (False, False, True, False, False),
        (False, False, False, True, False), (False, False, False, False, True)]


def test_a_missing_deck_is_one_line(tmp_path, capsys):
    assert main(["deck", "check", str(tmp_path / "nope.deck")]) == 2
    assert "cannot be read" in one_line(capsys.readouterr().err)
    assert main(["simulate", "--decks", "nope-" + "x" * 500]) == 2
    assert "no such deck file or shipped deck" in one_line(capsys.readouterr().err)


def test_too_many_card_lines_stop_the_reading(tmp_path, capsys):
    path = _file(tmp_path, "1 ST01-004\n" * 1001)
    assert main(["deck", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "more than 1000 card lines" in err and "Traceback" not in err


def test_good_files_still_pass_bom_comments_tabs_and_a_name(tmp_path, capsys):
    body = LEGAL.replace("4 ST01-004", "4\tST01-004   # tab, then spaces")
    path = _file(tmp_path, "\ufeff# name: Dragons\n" + body)
    assert main(["deck", "check", str(path), "st02"]) == 0
    out = capsys.readouterr().out
    assert "ok, Dragons (red), 50 cards" in out and "ok, st02 (purple), 50 cards" in out
