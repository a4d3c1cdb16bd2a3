"""The hard level (bss_tui/computer/search.py, sample.py, score.py): its samples of the hidden cards
depend only on what its seat sees and the seed, so its choices never change with the real hidden
cards; it plays only legal actions, the same way each time, and finishes games."""

from __future__ import annotations

import itertools
import random

import pytest

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.computer import Search, program
from bss_tui.computer.sample import resample
from bss_tui.computer.search import MOST_CANDIDATES, SEARCHED, candidates, rollout
from bss_tui.computer.score import WIN, score
from bss_tui.computer.sight import Sight
from bss_tui.computer import player
from bss_tui.engine import Game
from bss_tui.engine.operations.view import table_view
from hidden import hide_differently

CARDS = load_cards()
STARTERS = [load_deck(f"st0{i}", CARDS) for i in range(1, 8)]
PAIRINGS = list(itertools.permutations(range(7), 2))


def _hidden(g: Game) -> tuple[object, ...]:
    """Every hidden card of both seats, in order, and the state of the game's chance."""
    return tuple((tuple(c.id for c in p.hand), tuple(c.id for c in p.deck), p.burst and p.burst.id)
                 for p in g.st.players) + (g.rng.getstate(),)


def _positions(count: int, seat: int = 0):
    """Games at decisions of `seat`, played by the normal level, a few pairings."""
    for seed, (a, b) in enumerate(PAIRINGS[::7]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=seed)
        while g.decision is not None and count > 0:
            if g.decision.player == seat:
                yield g
                count -= 1
            g.apply(program(g, g.decision.player))


def _random_positions(a: int, b: int, count: int, seat: int = 0):
    """Games of two starter decks (by index) at decisions of `seat`, played at random (which looks
    at a deck's top cards more often than the normal level, whose next draw takes them)."""
    seed = 0
    while count > 0:
        g, chooser = Game.new(STARTERS[a], STARTERS[b], seed=seed), random.Random(seed)
        while g.decision is not None and count > 0:
            if g.decision.player == seat:
                yield g
                count -= 1
            g.apply(chooser.choice(g.legal_actions()))
        seed += 1


def test_a_sample_is_the_same_whatever_the_real_hidden_cards():
    """The opponent's hand, burst and deck order and the seat's own deck order are drawn again
    from their multisets in a fixed order: two games that differ only in hidden cards give the
    same sample for the same seed, and another seed another sample."""
    rng = random.Random(3)
    changed = compared = 0
    for g in _positions(60):
        real, other = g.copy(), hide_differently(g, 1, rng)
        changed += _hidden(real) != _hidden(other)
        resample(real, 0, 77)
        resample(other, 0, 77)
        assert _hidden(real) == _hidden(other)
        mine = real.st.players[0]
        assert [c.id for c in mine.hand] == [c.id for c in g.st.players[0].hand]      # its own hand is known
        assert (mine.burst is None) == (g.st.players[0].burst is None)
        them = real.st.players[1]
        assert len(them.hand) == len(g.st.players[1].hand) and len(them.deck) == len(g.st.players[1].deck)
        assert (them.burst is None) == (g.st.players[1].burst is None)
        again = g.copy()
        resample(again, 0, 78)
        compared += 1
        if len(g.st.players[1].deck) > 5:
            assert _hidden(again) != _hidden(real)
    assert compared == 60 and changed > 40


def test_a_sample_keeps_the_cards_the_seat_saw_go_into_the_opponents_hand():
    """PlayerState.known (public: seen entering the hand, 12-2) stays in the sampled hand; the rest of
    the hand is drawn again.  Over positions where the opponent's hand holds known cards."""
    rng = random.Random(4)
    found = 0
    for g in _positions(1200):
        known = [c.id for c in g.st.players[1].known]
        if not known or found == 20:
            continue
        found += 1
        for seed in (77, 78):
            sample = hide_differently(g, 1, rng)
            resample(sample, 0, seed)
            assert [c.id for c in sample.st.players[1].hand][:len(known)] == known
            assert [c.id for c in sample.st.players[1].known] == known
    assert found == 20


def test_a_sample_keeps_the_top_cards_of_a_deck_the_seat_knows():
    """Its own deck's top cards it looked at (PlayerState.top_known) and the opponent's both know
    (top_shown) stay on top, in order; the cards under them are drawn again."""
    rng = random.Random(5)
    found = 0
    for g in _random_positions(2, 3, 3000):      # ST03 looks at its deck's top cards
        mine = g.st.players[0].top_known
        if not mine or found == 20:
            continue
        found += 1
        g = g.copy()
        them = g.st.players[1]      # no starter puts one revealed card back on top: as if one had twice
        them.top_known = them.top_shown = theirs = min(2, len(them.deck))
        sample = hide_differently(g, 1, rng)
        resample(sample, 0, 77)
        for seat, n in ((0, mine), (1, theirs)):
            real, drawn = g.st.players[seat].deck, sample.st.players[seat].deck
            assert [c.id for c in drawn[len(drawn) - n:]] == [c.id for c in real[len(real) - n:]]
    assert found == 20


def test_a_sample_keeps_a_burst_revealed_to_both():
    """A set burst both saw (PlayerState.burst_shown, BSS05-136's reveal) stays set in the sample."""
    rng = random.Random(6)
    found = 0
    for g in _positions(1200):
        if g.st.players[1].burst is None or found == 10:
            continue
        found += 1
        g = g.copy()
        g.st.players[1].burst_shown = True        # as after BSS05-136 (no starter reveals a burst)
        sample = hide_differently(g, 1, rng)
        resample(sample, 0, 77)
        assert sample.st.players[1].burst is g.st.players[1].burst
    assert found == 10


def test_the_hard_choice_does_not_change_with_the_opponents_hidden_cards():
    """As the normal level's test (test_games.py), for the hard level with a fixed number of
    samples and seed: the searched decisions too."""
    hard = Search(budget=60.0, samples=1, seed=5, cards=CARDS)
    rng = random.Random(5)
    searched = 0
    for g in _positions(40):
        other = hide_differently(g, 1, rng)
        action = hard(g, 0)
        assert hard(other, 0) == action
        assert action in g.legal_actions()
        searched += g.decision is not None and g.decision.kind in SEARCHED
    assert searched >= 10


def test_the_same_view_and_seed_give_the_same_action_and_another_seed_may_differ():
    seen = set()
    for g in _positions(25):
        if g.decision.kind not in SEARCHED:
            continue
        first = Search(budget=60.0, samples=2, seed=1, cards=CARDS)(g, 0)
        assert Search(budget=60.0, samples=2, seed=1, cards=CARDS)(g.copy(), 0) == first
        seen.add(first)
    assert seen


def test_candidates_start_with_the_normal_choice_and_leave_out_free_core_moves():
    tried = 0
    for g in _positions(60):
        view = table_view(g, 0, log=False)
        normal = player.choose(view, CARDS)
        options = candidates(Sight(view, CARDS), normal)
        assert options[0] == normal and len(set(options)) == len(options) <= MOST_CANDIDATES
        assert all(not o.startswith("move ") for o in options[1:])
        tried += len(options) > 1
    assert tried > 10


def test_a_rollout_stops_at_the_end_of_the_next_turn_and_scores_a_win_highest():
    g = next(iter(_positions(1)))
    turn = g.st.turn
    done = rollout(g.copy(), turn, CARDS)
    assert done.decision is None or done.st.turn == turn + 2
    ended = g.copy()
    while ended.decision is not None:
        ended.apply(program(ended, ended.decision.player))
    winner = 0 if ended.st.winner == "p1" else 1
    assert score(ended, winner, CARDS) == WIN and score(ended, 1 - winner, CARDS) == -WIN


def test_hard_plays_a_whole_seeded_game_with_legal_actions_only():
    hard = Search(budget=60.0, samples=1, cards=CARDS)
    g = Game.new(STARTERS[0], STARTERS[3], seed=8)
    while g.decision is not None:
        seat = g.decision.player
        action = hard(g, seat) if seat == 1 else program(g, seat)
        assert action in g.legal_actions(), action
        g.apply(action)
    assert g.st.winner in ("p1", "p2", "draw")


@pytest.mark.parametrize("budget", [0.05])
def test_one_sample_is_taken_in_full_whatever_the_budget(budget):
    g = next(g for g in _positions(60) if g.decision.kind in SEARCHED
             and len(candidates(Sight(table_view(g, 0, log=False), CARDS), player.choose(table_view(g, 0, log=False), CARDS))) > 1)
    action = Search(budget=budget, cards=CARDS)(g, 0)
    assert action in g.legal_actions()
