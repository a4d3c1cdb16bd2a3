"""Malformed card data: each case is one change to a good card; `bss-tui simulate` (which loads
the cards first) must stop with one line naming the file, the card and the field, exit 2."""

from __future__ import annotations

import pytest

from bss_tui.carddb.loader import load_cards
from bss_tui.cli import main

from corpus import card_data, one_line

GOOD = '''
[[cards]]
id = "BAD-001"
name = "Test Drake"
type = "spirit"
colours = ["red"]
cost = 3
reduction = ["red"]
symbols = ["red"]
families = ["Practice"]
levels = [{level = 1, cores = 1, bp = 3000}, {level = 2, cores = 3, bp = 5000}]
keywords = [{name = "Crush", value = 1, levels = [1, 2]}]

[[cards.effects]]
kind = "triggered"
levels = [1, 2]
timing = {event = "summoned"}
actions = [{do = "draw", count = 1}, {do = "apply", modifiers = [{what = "bp", amount = 1000}], target = {kind = "this"}}]
'''

ESC = "\\u001b"          # written into TOML as an escape: the file holds the ESC character itself

# (old text, new text, a fragment the one line must hold)
CASES = {
    "id with a space": ('id = "BAD-001"', 'id = "BAD 001"', "id: String should match pattern"),
    "id in lower case": ('id = "BAD-001"', 'id = "bad-001"', "id: String should match pattern"),
    "id empty": ('id = "BAD-001"', 'id = ""', "id: String should match pattern"),
    "id very long": ('id = "BAD-001"', 'id = "BAD-' + "1" * 5000 + '"', "id: String should have at most 32"),
    "id a number": ('id = "BAD-001"', "id = 1", "id: Input should be a valid string"),
    "name with a newline": ('name = "Test Drake"', 'name = "Test\\nDrake"', "name: holds the control character U+000A"),
    "name with a terminal escape": ('name = "Test Drake"', f'name = "Test{ESC}[2JDrake"', "U+001B"),
    "name with a bell": ('name = "Test Drake"', 'name = "Test\\u0007"', "U+0007"),
    "name with a C1 control": ('name = "Test Drake"', 'name = "Test\\u009b2J"', "U+009B"),
    "name with a bidi override": ('name = "Test Drake"', 'name = "Test\\u202eekarD"', "U+202E"),
    "name with a line separator": ('name = "Test Drake"', 'name = "Test\\u2028Drake"', "U+2028"),
    "name with a zero-width joiner": ('name = "Test Drake"', 'name = "Test\u200dDrake"', "U+200D"),
    "name with a right-to-left mark": ('name = "Test Drake"', 'name = "Test\u200fDrake"', "U+200F"),
    "name with a byte-order mark": ('name = "Test Drake"', 'name = "\ufeffTest Drake"', "U+FEFF"),
    "name of spaces only": ('name = "Test Drake"', 'name = "   "', "name: is blank"),
    "name too long": ('name = "Test Drake"', 'name = "' + "D" * 5000 + '"', "name: String should have at most 80"),
    "name empty": ('name = "Test Drake"', 'name = ""', "name: String should have at least 1"),
    "name a number": ('name = "Test Drake"', "name = 7", "name: Input should be a valid string"),
    "family with a tab": ('families = ["Practice"]', 'families = ["Prac\\ttice"]', "families.0"),
    "family with an escape": ('families = ["Practice"]', f'families = ["{ESC}[31m"]', "U+001B"),
    "eleven families": ('families = ["Practice"]', "families = [" + ", ".join(['"F"'] * 11) + "]", "families"),
    "cost negative": ("cost = 3", "cost = -1", "cost: Input should be greater than or equal to 0"),
    "cost absurd": ("cost = 3", "cost = 1000000", "cost: Input should be less than or equal to 30"),
    "cost as text": ("cost = 3", 'cost = "3"', "cost: Input should be a valid integer"),
    "cost as a float": ("cost = 3", "cost = 2.5", "cost: Input should be a valid integer"),
    "cost as a boolean": ("cost = 3", "cost = true", "cost: Input should be a valid integer"),
    "cost of 5000 digits": ("cost = 3", "cost = " + "9" * 5000, "a number of more than 4300 digits"),
    "bp negative": ("bp = 3000", "bp = -1000", "levels.0.bp: Input should be greater than or equal to 0"),
    "bp absurd": ("bp = 3000", "bp = 999999999", "levels.0.bp: Input should be less than or equal to 100000"),
    "level zero": ("level = 1,", "level = 0,", "levels.0.level"),
    "level absurd": ("level = 2,", "level = 99,", "levels.1.level"),
    "level cores negative": ("cores = 1,", "cores = -1,", "levels.0.cores"),
    "level cores absurd": ("cores = 3,", "cores = 500,", "levels.1.cores"),
    "levels out of order": ("{level = 1, cores = 1, bp = 3000}, {level = 2, cores = 3, bp = 5000}",
                            "{level = 2, cores = 3, bp = 5000}, {level = 1, cores = 1, bp = 3000}", "lowest first"),
    "spirit without levels": ("levels = [{level = 1, cores = 1, bp = 3000}, {level = 2, cores = 3, bp = 5000}]",
                              "levels = []", "needs at least one level"),
    "magic with levels": ('type = "spirit"', 'type = "magic"', "a magic card has no levels"),
    "unknown type": ('type = "spirit"', 'type = "trap"', "type: Input should be"),
    "unknown colour": ('colours = ["red"]', 'colours = ["pink"]', "colours.0"),
    "unknown symbol colour": ('symbols = ["red"]', 'symbols = ["red/pink"]', "symbols"),
    "six symbols": ('symbols = ["red"]', 'symbols = ["red", "red", "red", "red", "red", "red"]', "symbols"),
    "unknown key": ('cost = 3', 'cost = 3\nbogus = 1', "bogus: Extra inputs are not permitted"),
    "Crush negative": ('value = 1', 'value = -3', "keywords.0.value"),
    "Crush absurd": ('value = 1', 'value = 1000000', "keywords.0.value"),
    "keyword at a level the card lacks": ("levels = [1, 2]}]", "levels = [3]}]", "keywords #1 works at LV3"),
    "effect at a level the card lacks": ('kind = "triggered"\nlevels = [1, 2]', 'kind = "triggered"\nlevels = [1, 4]',
                                         "effects #1 works at LV4, a level the card does not have (2-10-2)"),
    "draw count negative": ('{do = "draw", count = 1}', '{do = "draw", count = -1}', "count"),
    "draw count absurd": ('{do = "draw", count = 1}', '{do = "draw", count = 1000000}', "count"),
    "mill count negative": ('{do = "draw", count = 1}', '{do = "mill", count = -5}', "count"),
    "reveal count absurd": ('{do = "draw", count = 1}', '{do = "reveal_take", count = 100000}', "count"),
    "core move count negative": ('{do = "draw", count = 1}', '{do = "move_cores", source = "void", dest = "reserve", count = -2}', "count"),
    "select count zero": ('target = {kind = "this"}', 'target = {kind = "select", count = 0}', "count"),
    "select count absurd": ('target = {kind = "this"}', 'target = {kind = "select", count = 99999}', "count"),
    "BP change absurd": ("amount = 1000", "amount = 1000000000", "amount"),
    "filter text with an escape": ('target = {kind = "this"}', f'target = {{kind = "select", filter = {{name_contains = "{ESC}[2J"}}}}',
                                   "name_contains holds the control character U+001B"),
    "unknown effect verb": ('{do = "draw", count = 1}', '{do = "win_the_game"}', "actions.0"),
}

RAW_CASES = {
    "not TOML": ("[[cards]\n", "not valid TOML"),
    "nested too deeply": ("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "BAD.toml"),
    "not UTF-8": (b"\xff\xfe\xfa not text", "cannot be read"),
    "cards not an array": ('cards = "all of them"\n', "key 'cards' must be an array of tables"),
    "a card that is not a table": ("cards = [1, 2]\n", "a card must be a table"),
    "an id defined twice": (GOOD + GOOD, "BAD-001 is defined twice"),
}


def test_the_good_card_is_good(tmp_path):
    root = card_data(tmp_path, GOOD)
    assert "BAD-001" in load_cards(str(root / "sets"))


@pytest.mark.parametrize("case", list(CASES))
def test_bad_card_is_one_line_exit_2(case, tmp_path, capsys, monkeypatch):
    old, new, fragment = CASES[case]
    assert GOOD.count(old) >= 1, old
    root = card_data(tmp_path, GOOD.replace(old, new, 1))
    monkeypatch.setenv("BSS_TUI_CARDS", str(root))
    assert main(["simulate", "--games", "1"]) == 2
    captured = capsys.readouterr()
    line = one_line(captured.err)
    assert "BAD.toml" in line and fragment in line, line
    assert captured.out == ""


@pytest.mark.parametrize("case", list(RAW_CASES))
def test_bad_card_file_is_one_line_exit_2(case, tmp_path, capsys, monkeypatch):
    text, fragment = RAW_CASES[case]
    monkeypatch.setenv("BSS_TUI_CARDS", str(card_data(tmp_path, text)))
    assert main(["deck", "check", "st01"]) == 2
    line = one_line(capsys.readouterr().err)
    assert "BAD.toml" in line and fragment in line, line


def test_a_set_file_with_a_byte_order_mark_is_read(tmp_path):
    root = card_data(tmp_path, b"\xef\xbb\xbf" + GOOD.encode())
    assert "BAD-001" in load_cards(str(root / "sets"))
