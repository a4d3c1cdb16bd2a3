"""Benchmarks (pytest-benchmark): reported, never asserted.

Run them with `pytest tests/benchmarks --benchmark-enable`; under the default `--benchmark-disable`
each benchmarked function still runs once, so these double as smoke tests.
"""

from __future__ import annotations

import itertools
import random

import pytest

from bss_tui.engine import Game
from bss_tui.carddb.decks import preconstructed_decks
from bss_tui.simulate import play_random_game

ROUNDS = 5
DECISIONS_PER_ROUND = 400


GAMES_PER_ROUND = 20


@pytest.mark.parametrize("decks", ["real", "practice"])
def test_bench_random_full_games(benchmark, shipped_deck_lists, decks):
    """The same batch of GAMES_PER_ROUND seeded random games every round (every pairing of the
    real decks, or of the vanilla practice decks; set-up included), so rounds are comparable:
    games/s = GAMES_PER_ROUND / mean."""
    real = preconstructed_decks()
    names = real if decks == "real" else [n for n in shipped_deck_lists if n not in real]
    pairings = list(itertools.permutations([shipped_deck_lists[n] for n in names], 2))
    decisions = []

    def batch():
        games = [play_random_game(*pairings[i % len(pairings)], seed=i) for i in range(GAMES_PER_ROUND)]
        decisions.append(sum(len(g.log) for g in games))
        return games

    games = benchmark.pedantic(batch, rounds=ROUNDS, iterations=1, warmup_rounds=1)
    assert all(g.st.winner is not None for g in games)
    benchmark.extra_info["games_per_round"] = GAMES_PER_ROUND
    benchmark.extra_info["decisions_per_round"] = decisions[-1]


def test_bench_legal_actions_and_apply(benchmark, shipped_deck_lists):
    """Throughput of the decision interface alone: legal_actions() then apply(), for up to
    DECISIONS_PER_ROUND decisions from a fresh game built outside the timed part."""
    red, blue = shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"]
    seeds = itertools.count(1)

    def setup():
        seed = next(seeds)
        return (Game.new(red, blue, seed=seed), random.Random(seed)), {}

    def decide(g, chooser):
        n = 0
        while g.decision is not None and n < DECISIONS_PER_ROUND:
            g.apply(chooser.choice(g.legal_actions()))
            n += 1
        return n

    n = benchmark.pedantic(decide, setup=setup, rounds=ROUNDS, iterations=1, warmup_rounds=0)
    assert n > 0
    benchmark.extra_info["decisions_per_round"] = DECISIONS_PER_ROUND
