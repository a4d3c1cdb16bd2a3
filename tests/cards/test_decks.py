"""Deck files and `bss-tui deck check` (5-1-1-1)."""

import random
from pathlib import Path

from bss_tui.carddb.decks import PRACTICE_SET, card_set, deck_problems, random_deck, shipped_decks
from bss_tui.carddb.loader import cards_dir, load_cards
from bss_tui.cli import main

REAL = [n for n in shipped_decks() if n.startswith("st")]


def test_seven_preconstructed_decks_are_shipped():
    assert REAL == [f"st0{i}" for i in range(1, 8)]


def test_5_1_1_1_every_shipped_deck_passes(capsys):
    paths = [str(cards_dir() / "decks" / f"{n}.deck") for n in shipped_decks()]
    assert main(["deck", "check", *paths]) == 0
    out = capsys.readouterr().out
    assert out.count(": ok, ") == len(paths)
    assert f"st01.deck: ok, st01 (red), 50 cards" in out
    assert "st07.deck: ok, st07 (red, purple, yellow), 50 cards" in out


def _deck(tmp_path: Path, lines: str) -> str:
    path = tmp_path / "d.deck"
    path.write_text(lines, encoding="utf-8")
    return str(path)


def test_5_1_1_1_a_49_card_deck_is_rejected(tmp_path, capsys):
    path = _deck(tmp_path, "# too small\n" + "".join(f"4 VAN-00{i}\n" for i in range(1, 10)) + "4 VAN-010\n"
                 "4 VAN-011\n4 VAN-012\n1 VAN-013\n")
    assert main(["deck", "check", path]) == 1
    out = capsys.readouterr().err
    assert "49 cards" in out and "50 to 60" in out and "5-1-1-1" in out


def test_5_1_1_1_five_copies_are_rejected(tmp_path, capsys):
    path = _deck(tmp_path, "5 VAN-001\n" + "".join(f"4 VAN-00{i}\n" for i in range(2, 10)) +
                 "4 VAN-010\n4 VAN-011\n4 VAN-012\n4 VAN-013\n")
    assert main(["deck", "check", path]) == 1
    out = capsys.readouterr().err
    assert "5 copies of Ember Whelp" in out and "at most 4" in out


def test_unknown_card_id_is_named_with_its_line(tmp_path, capsys):
    """An unusable line makes the file malformed: exit 2."""
    path = _deck(tmp_path, "4 VAN-001\n4 NOPE-404\n")
    assert main(["deck", "check", path]) == 2
    assert f"{path}:2: unknown card id NOPE-404" in capsys.readouterr().err


def test_every_problem_is_explained_at_once(tmp_path, capsys):
    """5-1-1-1: unusable lines and the deck rules in one report, one line each, in file order."""
    path = _deck(tmp_path, "four VAN-001\n4 NOPE-1\n5 VAN-002\n4 ST01-004\n")
    assert main(["deck", "check", path]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert captured.out == ""
    assert len(lines) == 5, lines
    assert "expected 'COUNT CARD-ID'" in lines[0] and "NOPE-1" in lines[1]
    assert "9 cards" in lines[2] and "5 copies of Cinder Lancer" in lines[3] and "practice cards" in lines[4]


def test_a_deck_file_with_a_byte_order_mark_is_read(tmp_path, capsys):
    path = tmp_path / "bom.deck"
    path.write_bytes("\ufeff# name: Red starter\n".encode() + (cards_dir() / "decks" / "st01.deck").read_bytes())
    assert main(["deck", "check", str(path)]) == 0
    assert "ok, Red starter (red), 50 cards" in capsys.readouterr().out


def test_a_deck_is_named_by_its_name_line_else_its_file(tmp_path, card_db):
    from bss_tui.carddb.decks import read_deck
    body = (cards_dir() / "decks" / "st06.deck").read_text(encoding="utf-8")
    named = tmp_path / "x.deck"
    named.write_text("# name: Tide and Stone\n" + body, encoding="utf-8")
    plain = tmp_path / "plain.deck"
    plain.write_text(body, encoding="utf-8")
    escape = tmp_path / "esc.deck"
    escape.write_text("# name: \x1b[2JGotcha\n" + body, encoding="utf-8")
    assert read_deck(named, card_db).label == "Tide and Stone (blue)"
    assert read_deck(plain, card_db).name == "plain"
    assert read_deck(escape, card_db).name == "esc", "a name that cannot be shown falls back to the file"


def test_practice_cards_only_with_practice_cards(card_db):
    from bss_tui.carddb.decks import legality_problems
    mixed = [card_db["VAN-001"]] + [card_db[f"ST01-0{n:02d}"] for n in range(1, 17) for _ in range(3)] + \
        [card_db["ST01-004"]]
    assert [p for p in legality_problems(mixed, "m") if "practice" in p] == \
        ["m: 1 practice card (set VAN) among real cards; practice cards make a deck only with each other"]


def test_random_decks_are_legal_real_and_repeatable():
    """Issue 15 part 4: the whole-pool random decks keep 5-1-1-1 (50 cards, at most four of a
    name), never hold practice cards, and the same seed gives the same deck."""
    pool = list(load_cards().values())
    rng = random.Random(5)
    decks = [random_deck(pool, rng) for _ in range(300)]
    assert all(deck_problems(d) == [] for d in decks)
    assert not any(card_set(c) == PRACTICE_SET for d in decks for c in d)
    assert len({tuple(c.id for c in d) for d in decks}) == 300
    again = random.Random(5)
    assert [c.id for c in random_deck(pool, again)] == [c.id for c in decks[0]]
