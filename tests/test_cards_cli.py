"""`bss-tui cards list` and `bss-tui cards show`: players finding cards at the command line."""

from __future__ import annotations

import pytest

from bss_tui.carddb.decks import COLOURS, KEYWORDS, card_set, pool_sets
from bss_tui.carddb.loader import load_cards
from bss_tui.cli import main
from bss_tui.ui.render import card_details


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], list[str]]:
    code = main(["cards", *args])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_list_is_every_card_sorted_by_id(capsys):
    code, out, _ = run(capsys, "list")
    db = load_cards()
    assert code == 0
    assert [line.split()[0] for line in out] == sorted(db)


def test_list_line_holds_id_name_type_colours_cost(capsys):
    _, out, _ = run(capsys, "list", "--set", "ST01")
    line = next(line for line in out if line.startswith("ST01-005 "))
    assert "Quicksand Dragon" in line and "spirit" in line and "red" in line and line.endswith("cost 3")


@pytest.mark.parametrize("set_id", pool_sets(load_cards()))
def test_list_by_set_counts_that_sets_cards(capsys, set_id):
    """Whatever sets cards/sets holds: each lists exactly its own cards."""
    _, out, _ = run(capsys, "list", "--set", set_id.lower())       # any letter case
    assert len(out) == sum(1 for c in load_cards().values() if card_set(c) == set_id)
    assert all(line.startswith(set_id + "-") for line in out)


def test_list_by_colour_keyword_and_type_together(capsys):
    _, out, _ = run(capsys, "list", "--colour", "red", "--keyword", "Confront", "--type", "spirit")
    db = load_cards()
    expected = sorted(c.id for c in db.values()
                      if "red" in c.colours and c.has_keyword("Confront") and c.type == "spirit")
    assert expected and [line.split()[0] for line in out] == expected


def test_a_multicolour_card_is_listed_under_each_colour(capsys):
    db = load_cards()
    multi = next(c for c in db.values() if len(c.colours) > 1)
    for colour in multi.colours:
        _, out, _ = run(capsys, "list", "--colour", colour)
        assert any(line.startswith(multi.id + " ") for line in out)


@pytest.mark.parametrize("flag,value,valid", [
    ("--set", "BSS99", "ST01"), ("--colour", "pink", ", ".join(COLOURS)),
    ("--keyword", "Flying", ", ".join(KEYWORDS)), ("--type", "ultimate", "spirit, nexus, magic")])
def test_unknown_filter_value_is_one_line_naming_the_valid_ones(capsys, flag, value, valid):
    code, out, err = run(capsys, "list", flag, value)
    assert code == 2 and out == [] and len(err) == 1
    assert repr(value) in err[0] and valid in err[0]


def test_filter_matching_nothing_is_not_an_error(capsys):
    code, out, err = run(capsys, "list", "--set", "VAN", "--keyword", "Confront")
    assert code == 0 and out == [] and err == ["no card matches"]


def test_show_is_the_inspectors_text(capsys):
    """The same text as the app's card inspector (one renderer): facts, effects, keywords explained."""
    card = load_cards()["ST01-001"]
    code, out, _ = run(capsys, "show", "ST01-001")
    assert code == 0
    assert "\n".join(out) == card_details(card).plain
    assert out[0] == "Nebula Dragon Andromeda"
    assert any(line.startswith("Confront (11-2):") for line in out)


def test_show_takes_any_letter_case(capsys):
    code, out, _ = run(capsys, "show", "st01-004")
    assert code == 0 and out[0] == "Raineedle"


@pytest.mark.parametrize("typed,suggested", [("ST01-0055", "ST01-005 Quicksand Dragon"),
                                             ("quicksand dragon", "ST01-005 Quicksand Dragon")])
def test_show_unknown_id_is_one_line_with_close_matches(capsys, typed, suggested):
    code, out, err = run(capsys, "show", typed)
    assert code == 2 and out == [] and len(err) == 1
    assert "close matches" in err[0] and suggested in err[0]


def test_show_unknown_id_without_anything_close(capsys):
    code, _, err = run(capsys, "show", "x" * 5000)
    assert code == 2 and len(err) == 1 and len(err[0]) < 200 and "cards list" in err[0]


def test_a_saved_deck_is_found_by_name(capsys, tmp_path, monkeypatch):
    """Decks saved by the deck builder (the user data directory's decks folder) work wherever a
    deck name does: `deck check NAME`, the new-game form, `simulate --decks`."""
    from bss_tui.carddb.decks import DATA_ENV, load_deck, save_deck
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    cards = load_deck("st01", load_cards())
    path = save_deck("My red", cards)
    assert path == tmp_path / "decks" / "My red.deck"
    assert main(["deck", "check", "My red"]) == 0
    assert capsys.readouterr().out.startswith("My red: ok, My red (red), 50 cards")


def test_save_deck_refuses_a_bad_file_name(tmp_path, monkeypatch):
    from bss_tui.carddb.decks import DATA_ENV, save_deck
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    with pytest.raises(ValueError, match="cannot hold /"):
        save_deck("a/b", [])
    assert not (tmp_path / "decks").exists()


# ---- the deck rules the deck builder asks (carddb/decks.py), without the screen ------------------

def test_add_refusal_names_each_limit_of_5_1_1_1():
    from bss_tui.carddb.decks import DECK_MAX, add_refusal
    db = load_cards()
    four = [db["ST01-004"]] * 4
    assert "at most 4 of one name (5-1-1-1)" in add_refusal(four, db["ST01-004"])
    assert add_refusal(four, db["ST01-005"]) == ""
    full = [card for card in db.values() if card_set(card) != "VAN"][:15] * 4       # 60 cards, 4 each
    assert len(full) == DECK_MAX and "at most 60 (5-1-1-1)" in add_refusal(full, db["ST02-001"])
    practice = next(card for card in db.values() if card_set(card) == "VAN")
    assert "practice cards" in add_refusal(four, practice)
    assert add_refusal([], practice) == "" and add_refusal([practice], practice) == ""


def test_a_saved_deck_reads_back_to_the_same_cards_and_name(tmp_path, monkeypatch):
    from bss_tui.carddb.decks import DATA_ENV, load_deck, read_deck, save_deck
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    cards = load_deck("st03", load_cards())
    path = save_deck("White # walls", cards)
    deck = read_deck(path, load_cards())
    assert deck.name == "White # walls" and deck.problems == []
    assert sorted(c.id for c in deck.cards) == sorted(c.id for c in cards)
    assert [p.name for p in path.parent.iterdir()] == ["White # walls.deck"]      # no temporary file left


@pytest.mark.parametrize("name,reason", [
    ("", "needs a name"), ("x" * 65, "at most 64"), ("a\x1bb", "control character U+001B"),
    ("a:b", "cannot hold :"), (" padded", "start or end with a space"), ("dots.", "end with a dot"),
    (".hidden", "start with a dot"), ("com1.txt", "device name"), ("vanilla-red", "shipped deck")])
def test_file_name_problem_gives_the_reason(name, reason):
    from bss_tui.carddb.decks import file_name_problem
    assert reason in file_name_problem(name)


def test_ordinary_names_are_file_names():
    from bss_tui.carddb.decks import file_name_problem
    assert [file_name_problem(n) for n in ("Red wall", "[b]mine", "Ünïcode 2", "a-b_c (v2)")] == [""] * 4
