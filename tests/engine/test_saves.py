"""Saves are the action log (principle 7): rebuilding gives the same game; bad saves say why."""

import pytest

from bss_tui.engine import Game, SaveError
from bss_tui.engine.dump import dump
from bss_tui.simulate import play_random_game


def test_save_rebuilds_the_same_game(card_db, shipped_deck_lists):
    """5-2-2: the seed fixes every shuffle, so the log replays to the identical state."""
    g = play_random_game(shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"], seed=11)
    assert dump(Game.from_save(g.save_data(), card_db)) == dump(g)


@pytest.mark.parametrize("mangle, words", [
    (lambda s: s.update(format=99), "format"),
    (lambda s: s["origin"]["decks"][0].__setitem__(0, "NOPE-1"), "NOPE-1"),
    (lambda s: s["actions"].append("attack Z9"), "actions["),
    (lambda s: s.update(seed="x"), "malformed"),
])
def test_bad_save_is_one_clear_line(card_db, shipped_deck_lists, mangle, words):
    g = Game.new(shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"], seed=2)
    g.apply("first p1")
    save = g.save_data()
    mangle(save)
    with pytest.raises(SaveError) as err:
        Game.from_save(save, card_db)
    assert words in str(err.value) and "\n" not in str(err.value)
