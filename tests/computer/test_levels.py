"""The computer's levels (bss_tui/computer/players.py, levels.py): one vocabulary, one program per
level, the old word "computer" read as normal; the easy level's chance comes from the view."""

from __future__ import annotations

import itertools

import pytest

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.computer import IN_APP, LEVELS, SIMULATED, Player, Search, parse_pair, player_of, program, program_of
from bss_tui.computer import easy, player
from bss_tui.engine import Game
from bss_tui.engine.operations.view import table_view

CARDS = load_cards()
STARTERS = [load_deck(f"st0{i}", CARDS) for i in range(1, 8)]


def test_the_levels_are_offered_in_the_app_and_the_simulator():
    assert LEVELS == (Player.EASY, Player.NORMAL, Player.HARD)
    assert IN_APP == (Player.PERSON, *LEVELS)
    assert SIMULATED == (*LEVELS, Player.RANDOM)


@pytest.mark.parametrize("word", ["computer", "Computer", " normal "])
def test_the_old_word_computer_means_normal(word):
    assert player_of(word) == Player.NORMAL
    assert parse_pair(f"{word},random", SIMULATED) == (Player.NORMAL, Player.RANDOM)


def test_a_word_that_names_no_kind_is_refused():
    with pytest.raises(ValueError):
        player_of("brutal")
    with pytest.raises(ValueError, match="unknown kind of player 'person'"):
        parse_pair("hard,person", SIMULATED)


def test_each_level_has_its_own_program_and_nothing_else_has_one():
    assert program_of(Player.NORMAL) is player.program
    assert program_of(Player.EASY) is easy.program
    hard = program_of(Player.HARD, budget=0.25)
    assert isinstance(hard, Search) and hard.budget == 0.25
    for kind in (Player.PERSON, Player.RANDOM):
        with pytest.raises(ValueError):
            program_of(kind)


def _game_of(level_programs, seed: int, a: int = 2, b: int = 5) -> Game:
    g = Game.new(STARTERS[a], STARTERS[b], seed=seed)
    while g.decision is not None:
        seat = g.decision.player
        action = level_programs[seat](g, seat)
        assert action in g.legal_actions()
        g.apply(action)
    return g


def test_easy_plays_whole_games_the_same_way_twice_and_not_as_normal():
    """Its chance is drawn from the view: the same game twice is the same log; some of its
    choices differ from the normal level's (else it would be normal under another name)."""
    logs = [_game_of((easy.program, player.program), seed=21).log for _ in range(2)]
    assert logs[0] == logs[1] and len(logs[0]) > 30
    differ = 0
    for i, (a, b) in enumerate(list(itertools.permutations(range(7), 2))[:6]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=i)
        while g.decision is not None:
            seat = g.decision.player
            view = table_view(g, seat, log=False)
            action = easy.choose(view, CARDS)
            differ += action != player.choose(view, CARDS)
            g.apply(action)
    assert differ > 10


def test_easy_loses_to_normal_more_often_than_not():
    """A weaker level: over a few seeded games, seats swapped each game, normal wins most."""
    normal_wins = 0
    for i in range(8):
        seats = (easy.program, program) if i % 2 == 0 else (program, easy.program)
        g = _game_of(seats, seed=100 + i, a=i % 7, b=(i + 3) % 7)
        normal_seat = 1 if i % 2 == 0 else 0
        normal_wins += g.st.winner == f"p{normal_seat + 1}"
    assert normal_wins >= 5
