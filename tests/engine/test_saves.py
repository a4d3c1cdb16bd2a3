"""Saves are the action log: rebuilding gives the same game; bad saves say why;
every save format ever written keeps loading (tests/engine/saves/ is the migration test bed)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bss_tui.engine import Game, SaveError
from bss_tui.engine.model import savefile
from bss_tui.engine.operations.dump import dump
from bss_tui.simulate import play_random_game

SAVES = Path(__file__).resolve().parent / "saves"


def test_save_rebuilds_the_same_game(card_db, shipped_deck_lists):
    """5-2-2: the seed fixes every shuffle, so the log replays to the identical state."""
    g = play_random_game(shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"], seed=11)
    assert dump(Game.from_save(g.save_data(), card_db)) == dump(g)


def _position(g: Game) -> dict[str, Any]:
    d = dump(g)
    keep = {k: d[k] for k in ("turn", "active", "player_one", "step", "winner", "players", "field", "decision")}
    return json.loads(json.dumps(keep))        # tuples as lists, as in the committed file


@pytest.mark.parametrize("fmt", sorted(int(p.stem.split("-")[1]) for p in SAVES.glob("format-*.json")
                                       if not p.stem.endswith(".position")))
def test_every_format_ever_written_loads_and_resumes_to_the_same_position(card_db, fmt):
    """A save written by the bss-tui of format `fmt` (ST01 vs ST02, 180 actions, turn 16) loads
    forever: migrated to today's format it replays to the position recorded when it was written,
    and the game goes on from there."""
    save = json.loads((SAVES / f"format-{fmt}.json").read_text(encoding="utf-8"))
    expected = json.loads((SAVES / f"format-{fmt}.position.json").read_text(encoding="utf-8"))
    g = Game.from_save(save, card_db)
    assert _position(g) == expected
    assert g.save_data()["format"] == savefile.FORMAT and g.log == save["actions"]
    g.apply(g.legal_actions()[0])
    assert dump(Game.from_save(g.save_data(), card_db)) == dump(g)


def test_the_current_format_has_a_fixture():
    assert (SAVES / f"format-{savefile.FORMAT}.json").exists(), \
        "commit a save of the new format (and keep the old ones) when the format changes"


def test_an_old_format_is_carried_over_by_its_migration(card_db, monkeypatch):
    """The chain: a format-0 save (a made-up older layout, players under "players") goes through
    its migration to format 1 and loads; a migration that does not produce the next format is refused."""
    def from_0(data: dict[str, Any]) -> dict[str, Any]:
        origin = {"kind": "new", "decks": data["decks"], "names": data["players"]}
        return {"format": 1, "seed": data["seed"], "origin": origin, "actions": data["log"]}
    monkeypatch.setitem(savefile.MIGRATIONS, 0, from_0)
    new = json.loads((SAVES / "format-1.json").read_text(encoding="utf-8"))
    old = {"format": 0, "seed": new["seed"], "decks": new["origin"]["decks"], "players": new["origin"]["names"],
           "log": new["actions"]}
    assert Game.from_save(old, card_db).log == new["actions"]
    monkeypatch.setitem(savefile.MIGRATIONS, 0, lambda data: data)
    with pytest.raises(SaveError, match="did not produce format 1"):
        Game.from_save(old, card_db)


@pytest.mark.parametrize("mangle, words", [
    (lambda s: s.update(format=99), "format 99 was written by a newer"),
    (lambda s: s.update(format=0), "format 0 is not a save format"),
    (lambda s: s["origin"]["decks"][0].__setitem__(0, "NOPE-1"), "NOPE-1"),
    (lambda s: s["actions"].append("attack Z9"), "actions["),
    (lambda s: s.update(seed="x"), "seed"),
])
def test_bad_save_is_one_clear_line(card_db, shipped_deck_lists, mangle, words):
    g = Game.new(shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"], seed=2)
    g.apply("first p1")
    save = g.save_data()
    mangle(save)
    with pytest.raises(SaveError) as err:
        Game.from_save(save, card_db)
    assert words in str(err.value) and "\n" not in str(err.value)
