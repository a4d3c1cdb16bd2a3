"""Deck files and `bss-tui deck check` (5-1-1-1)."""

from pathlib import Path

from bss_tui.carddb.decks import shipped_decks
from bss_tui.carddb.loader import cards_dir
from bss_tui.cli import main

REAL = [n for n in shipped_decks() if n.startswith("st")]


def test_seven_preconstructed_decks_are_shipped():
    assert REAL == [f"st0{i}" for i in range(1, 8)]


def test_5_1_1_1_every_shipped_deck_passes(capsys):
    paths = [str(cards_dir() / "decks" / f"{n}.deck") for n in shipped_decks()]
    assert main(["deck", "check", *paths]) == 0
    out = capsys.readouterr().out
    assert out.count(": ok (") == len(paths)


def _deck(tmp_path: Path, lines: str) -> str:
    path = tmp_path / "d.deck"
    path.write_text(lines, encoding="utf-8")
    return str(path)


def test_5_1_1_1_a_49_card_deck_is_rejected(tmp_path, capsys):
    path = _deck(tmp_path, "# too small\n" + "".join(f"4 VAN-00{i}\n" for i in range(1, 10)) + "4 VAN-010\n"
                 "4 VAN-011\n4 VAN-012\n1 VAN-013\n")
    assert main(["deck", "check", path]) == 1
    out = capsys.readouterr().out
    assert "49 cards" in out and "50 to 60" in out and "5-1-1-1" in out


def test_5_1_1_1_five_copies_are_rejected(tmp_path, capsys):
    path = _deck(tmp_path, "5 VAN-001\n" + "".join(f"4 VAN-00{i}\n" for i in range(2, 10)) +
                 "4 VAN-010\n4 VAN-011\n4 VAN-012\n4 VAN-013\n")
    assert main(["deck", "check", path]) == 1
    out = capsys.readouterr().out
    assert "5 copies of Ember Whelp" in out and "at most 4" in out


def test_unknown_card_id_is_named_with_its_line(tmp_path, capsys):
    path = _deck(tmp_path, "4 VAN-001\n4 NOPE-404\n")
    assert main(["deck", "check", path]) == 1
    assert f"{path}:2: unknown card id NOPE-404" in capsys.readouterr().out


def test_every_problem_is_explained(tmp_path, capsys):
    """A bad line and an unknown id are both reported, one line each."""
    path = _deck(tmp_path, "four VAN-001\n4 NOPE-1\n")
    assert main(["deck", "check", path]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and "expected 'COUNT CARD-ID'" in lines[0] and "NOPE-1" in lines[1]


def test_2_1_2_additional_names_share_the_copy_limit(tmp_path, capsys, card_db):
    """2-1-2 / 5-1-1-1: the copy limit counts card names; an additional name is not a new card."""
    from bss_tui.carddb.decks import legality_problems
    base = card_db["VAN-001"]
    alias = base.model_copy(update={"id": "VAN-001A", "additional_name": "Alias"})
    deck = [base] * 3 + [alias] * 2 + [card_db["VAN-002"]] * 45
    assert any("5 copies of Ember Whelp" in p for p in legality_problems(deck, "x"))
