"""Malformed, hostile or illegal autosaves.  Each goes through the save loader the app and
`bss-tui lines` use: the file is ALWAYS moved aside (kept byte for byte under a name of its own),
the reason is one line, and the program starts.  The parsed ones also go through Game.from_save."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from bss_tui.carddb.loader import cards_dir, load_cards
from bss_tui.engine import Game, SaveError
from bss_tui.engine.model.savefile import parse
from bss_tui.engine.saves import store as saves

from corpus import one_line

SAVED = json.loads((Path(__file__).resolve().parents[1] / "engine" / "saves" / "format-1.json")
                   .read_text(encoding="utf-8"))
DECK = SAVED["origin"]["decks"][0]           # ST01, 50 cards
OTHER = SAVED["origin"]["decks"][1]


def save(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(SAVED))
    origin = changes.pop("origin", None)
    if origin is not None:
        data["origin"].update(origin)
    data.update(changes)
    return data


def without(key: str, inside: str | None = None) -> dict[str, Any]:
    data = save()
    (data[inside] if inside else data).pop(key)
    return data


def dumped(data: Any) -> str:
    return json.dumps(data)


BAD_TEXT = {   # the file's text -> a fragment of the one-line reason
    "deeply nested JSON": ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    "deeply nested object": ('{"a":' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
    "seed Infinity": (dumped(save()).replace(f'"seed": {SAVED["seed"]}', '"seed": Infinity'), "Infinity is not a JSON number"),
    "seed -Infinity": (dumped(save()).replace(f'"seed": {SAVED["seed"]}', '"seed": -Infinity'), "-Infinity is not a JSON number"),
    "seed NaN": (dumped(save()).replace(f'"seed": {SAVED["seed"]}', '"seed": NaN'), "NaN is not a JSON number"),
    "seed of 5000 digits": (dumped(save()).replace(f'"seed": {SAVED["seed"]}', '"seed": ' + "7" * 5000), "a number of more than 4300 digits"),
    "empty file": ("", "not valid JSON"),
    "truncated": (dumped(save())[:200], "not valid JSON"),
    "not JSON at all": ("\x00\x13 this is not a save {{{", "not valid JSON"),
    "a byte-order mark": ("\ufeff" + dumped(save()), "not valid JSON"),
    "trailing garbage": (dumped(save()) + " x", "not valid JSON"),
}

BAD_DATA = {   # the parsed save -> a fragment of the one-line reason
    "a JSON array": ([1, 2, 3], "a save is a JSON object"),
    "a JSON string": ("save", "a save is a JSON object"),
    "null": (None, "a save is a JSON object"),
    "format missing": (without("format"), "format: missing or not a whole number"),
    "format as text": (save(format="1"), "format: missing or not a whole number (got '1')"),
    "format as a float": (save(format=1.0), "format: missing or not a whole number"),
    "format as a boolean": (save(format=True), "format: missing or not a whole number"),
    "format from the future": (save(format=2), "format 2 was written by a newer bss-tui"),
    "format zero": (save(format=0), "format 0 is not a save format"),
    "format negative": (save(format=-1), "format -1 is not a save format"),
    "seed 11.7": (save(seed=11.7), "seed: Input should be a valid integer"),
    "seed 11.0": (save(seed=11.0), "seed: Input should be a valid integer"),
    "seed as text": (save(seed="5"), "seed: Input should be a valid integer"),
    "seed a boolean": (save(seed=True), "seed: Input should be a valid integer"),
    "seed null": (save(seed=None), "seed: Input should be a valid integer"),
    "seed beyond 64 bits": (save(seed=1 << 70), "seed: Input should be less than"),
    "seed missing": (without("seed"), "seed: Field required"),
    "actions null": (save(actions=None), "actions: Input should be a valid list"),
    "actions a string": (save(actions="first p1"), "actions: Input should be a valid list"),
    "actions numbers": (save(actions=[1, 2]), "actions.0: Input should be a valid string"),
    "an action null": (save(actions=[None]), "actions.0: Input should be a valid string"),
    "an empty action": (save(actions=[""]), "actions.0: String should have at least 1"),
    "an action of 1 MB": (save(actions=["x" * 1_000_000]), "actions.0: String should have at most 200"),
    "an action with an escape": (save(actions=["first p1\x1b[2J"]), "actions.0: holds the control character U+001B"),
    "an illegal action": (save(actions=["attack A7"]), "actions[0] 'attack A7'"),
    "a legal then an illegal action": (save(actions=SAVED["actions"][:3] + ["summon NOPE-1"]), "actions[3]"),
    "actions missing": (without("actions"), "actions: Field required"),
    "names [1, 2]": (save(origin={"names": [1, 2]}), "origin.names.0: Input should be a valid string"),
    "names 'ab'": (save(origin={"names": "ab"}), "origin.names: Input should be a valid list"),
    "three names": (save(origin={"names": ["A", "B", "C"]}), "origin.names: List should have at most 2"),
    "one name": (save(origin={"names": ["A"]}), "origin.names: List should have at least 2"),
    "an empty name": (save(origin={"names": ["", "B"]}), "origin.names.0: String should have at least 1"),
    "a name with a newline": (save(origin={"names": ["A\nB", "C"]}), "U+000A"),
    "a name with a terminal escape": (save(origin={"names": ["\x1b]0;pwned\x07", "C"]}), "U+001B"),
    "a name with a bidi override": (save(origin={"names": ["\u202eevil", "C"]}), "U+202E"),
    "a name of 200 characters": (save(origin={"names": ["N" * 200, "C"]}), "String should have at most 40"),
    "names missing": (save(origin={"names": None}), "origin.names"),
    "ten-card deck": (save(origin={"decks": [DECK[:10], OTHER]}), "origin.decks.0: 10 cards; a deck holds 50 to 60 (5-1-1-1)"),
    "sixty-one-card deck": (save(origin={"decks": [DECK, OTHER + OTHER[:11]]}), "origin.decks.1: 61 cards"),
    "fifty copies": (save(origin={"decks": [["ST01-004"] * 50, OTHER]}), "origin.decks.0: 50 copies of Raineedle"),
    "a practice card in a real deck": (save(origin={"decks": [DECK[:-1] + ["VAN-001"], OTHER]}),
                                       "origin.decks.0: 1 practice card (set VAN)"),
    "an unknown card": (save(origin={"decks": [DECK[:-1] + ["NOPE-404"], OTHER]}), "origin.decks.0: unknown card id NOPE-404"),
    "a card id with a space": (save(origin={"decks": [DECK[:-1] + ["ST01 004"], OTHER]}), "origin.decks.0.49: String should match pattern"),
    "a card id that is a number": (save(origin={"decks": [DECK[:-1] + [4], OTHER]}), "origin.decks.0.49: Input should be a valid string"),
    "one deck": (save(origin={"decks": [DECK]}), "origin.decks: List should have at least 2"),
    "three decks": (save(origin={"decks": [DECK, OTHER, DECK]}), "origin.decks: List should have at most 2"),
    "a deck of 100,000 cards": (save(origin={"decks": [["ST01-004"] * 100_000, OTHER]}), "origin.decks.0: List should have at most 1000"),
    "decks null": (save(origin={"decks": None}), "origin.decks: Input should be a valid list"),
    "a scenario position": (save(origin={"kind": "position"}), "origin.kind: Input should be 'new'"),
    "origin missing": (without("origin"), "origin: Field required"),
    "origin a list": (save(origin=None) | {"origin": []}, "origin: Input should be a valid dictionary"),
    "an unknown top-level key": (save(cheat=1), "cheat: Extra inputs are not permitted"),
    "an unknown origin key": (save(origin={"life": [99, 99]}), "origin.life: Extra inputs are not permitted"),
}


def _write(folder: Path, content: str | bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / saves.AUTOSAVE
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _refused_and_kept(path: Path, content: bytes, fragment: str) -> None:
    with pytest.raises(saves.UnreadableSave) as err:
        saves.load_game(path)
    message = one_line(str(err.value))
    assert fragment in message, message
    assert "kept as autosave.unreadable-" in message
    assert not path.exists(), "the unreadable save is moved aside so the next start is clean"
    kept = list(path.parent.glob("autosave.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert saves.load_game(path) is None, "the next start finds no save and starts normally"


@pytest.mark.parametrize("case", list(BAD_TEXT))
def test_bad_save_text_is_moved_aside_with_one_line(case, bss_data):
    text, fragment = BAD_TEXT[case]
    path = _write(bss_data, text)
    _refused_and_kept(path, text.encode("utf-8"), fragment)


@pytest.mark.parametrize("case", list(BAD_DATA))
def test_bad_save_is_refused_by_from_save_and_moved_aside(case, bss_data):
    data, fragment = BAD_DATA[case]
    with pytest.raises(SaveError) as err:
        Game.from_save(data, load_cards())
    assert fragment in one_line(str(err.value)), str(err.value)
    text = json.dumps(data)
    path = _write(bss_data, text)
    _refused_and_kept(path, text.encode("utf-8"), fragment)


@pytest.mark.parametrize("content, fragment", [
    (b"\xff\xfe\xfa not text", "can't decode"),
    (b"", "not valid JSON"),
])
def test_unreadable_bytes_are_moved_aside(content, fragment, bss_data):
    path = _write(bss_data, content)
    _refused_and_kept(path, content, fragment)


def test_a_folder_where_the_save_should_be_is_reported(bss_data):
    (bss_data / saves.AUTOSAVE).mkdir(parents=True)
    with pytest.raises(saves.UnreadableSave) as err:
        saves.load_game()
    assert "Is a directory" in one_line(str(err.value))
    assert saves.load_game() is None


def test_an_engine_failure_during_replay_still_moves_the_save_aside(bss_data, monkeypatch):
    """Whatever goes wrong while replaying (here a bug stood in by a RuntimeError), the app starts."""
    path = _write(bss_data, json.dumps(SAVED))
    def broken(*args: Any, **kwargs: Any) -> Game:
        raise RuntimeError("replay bug")
    monkeypatch.setattr(Game, "from_save", broken)
    with pytest.raises(saves.UnreadableSave) as err:
        saves.load_game(path)
    assert "RuntimeError while replaying it: replay bug" in one_line(str(err.value))
    assert not path.exists()


def test_the_good_save_loads(bss_data):
    path = _write(bss_data, json.dumps(SAVED))
    game = saves.load_game(path)
    assert game is not None and game.log == SAVED["actions"]


def test_leftover_temporary_files_are_cleaned_but_not_a_write_in_progress(bss_data):
    bss_data.mkdir(parents=True)
    stale = bss_data / ".autosave-abc123.tmp"
    fresh = bss_data / ".autosave-def456.tmp"
    other = bss_data / "notes.tmp"
    for p in (stale, fresh, other):
        p.write_text("{")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert saves.load_game() is None
    assert not stale.exists() and fresh.exists() and other.exists()


def test_parse_refuses_a_save_over_the_size_limit(monkeypatch):
    from bss_tui.engine.model import savefile
    monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", 100)
    with pytest.raises(SaveError, match="larger than"):
        savefile.parse("[" + "1," * 100 + "1]")
    assert parse("[1]") == [1]


def test_game_from_save_needs_no_extra_card_data():
    """The corpus reads the real shipped cards (not a test folder)."""
    assert (cards_dir() / "sets" / "ST01.toml").exists()
