"""The autosave's `computer` and `levels` keys (engine/model/savefile.py): the seats the computer plays
and its level at each.  Optional, so older saves load; a bad value is one line naming the key, and
the app keeps such a save aside."""

from __future__ import annotations

import json

import pytest

from bss_tui.computer import Player, Search, program_of
from bss_tui.engine import Game
from bss_tui.engine.saves import store
from bss_tui.engine.model.errors import SaveError
from bss_tui.ui.session import Session


@pytest.fixture
def game(shipped_deck_lists):
    g = Game.new(shipped_deck_lists["st01"], shipped_deck_lists["st02"], seed=2)
    g.apply("first p1")
    return g


@pytest.mark.parametrize("value", [[0], [1], [0, 1], [], None])
def test_the_computers_seats_are_read_back(game, card_db, tmp_path, value):
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {} if value is None else {"computer": value})
    assert store.read_save(path, card_db).log == game.log
    assert store.saved_computer(path, game) == tuple(value or ())


@pytest.mark.parametrize("value", [[2], [-1], ["p2"], [0, 1, 1], 1, "computer"])
def test_a_bad_computer_key_is_one_line_and_the_save_is_kept_aside(game, card_db, tmp_path, value):
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {"computer": value})
    with pytest.raises(SaveError) as err:
        store.read_save(path, card_db)
    assert "computer" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(store.UnreadableSave):
        store.load_game(path)
    assert not path.exists() and len(list(tmp_path.glob("autosave.unreadable-*.json"))) == 1


def test_the_seats_of_another_game_are_not_taken(game, shipped_deck_lists, tmp_path):
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {"computer": [1]})
    other = Game.new(shipped_deck_lists["st01"], shipped_deck_lists["st02"], seed=3)
    assert store.saved_computer(path, other) == ()
    assert json.loads(path.read_text())["computer"] == [1]


# ---- the computer's level at each seat (savefile.Save.levels; ui/session.py reads the words) ----

@pytest.mark.parametrize("value", [{"p2": "hard"}, {"p1": "easy", "p2": "normal"}, {}, None])
def test_the_levels_are_read_back(game, card_db, tmp_path, value):
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {"computer": [0, 1]} | ({} if value is None else {"levels": value}))
    assert store.read_save(path, card_db).log == game.log
    assert store.saved_levels(path, game) == {int(name[1]) - 1: word for name, word in (value or {}).items()}


@pytest.mark.parametrize("value", [{"p3": "hard"}, {"p1": "Hard!"}, {"p1": 2}, ["hard"], "hard"])
def test_a_bad_levels_key_is_one_line(game, card_db, tmp_path, value):
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {"computer": [0], "levels": value})
    with pytest.raises(SaveError) as err:
        store.read_save(path, card_db)
    assert "levels" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("saved, level", [(None, "normal"), ("computer", "normal"), ("hard", "hard"),
                                          ("easy", "easy"), ("person", "normal"), ("later", "normal")])
def test_a_resumed_game_plays_its_saved_level_and_an_old_save_plays_normal(game, tmp_path, saved, level):
    """A save from before the levels (no `levels`) or with the old word "computer" plays the
    normal level; a word that is no level (a later version's) plays normal rather than stop."""
    path = tmp_path / "autosave.json"
    store.save_game(game, path, {"computer": [1]} | ({} if saved is None else {"levels": {"p2": saved}}))
    session = Session(game, path)
    assert session.computer == (1,) and session.levels == {1: Player(level)}
    program = session.programs[1]
    assert isinstance(program, Search) if level == "hard" else program is program_of(Player(level))
    session.save()
    assert json.loads(path.read_text())["levels"] == {"p2": level}
