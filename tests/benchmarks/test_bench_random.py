"""Benchmarks (pytest-benchmark): reported, never asserted.

Run them with `pytest tests/benchmarks --benchmark-enable`; under the default `--benchmark-disable`
each benchmarked function still runs once, so these double as smoke tests.
"""

from __future__ import annotations

import itertools
import random

from bss_tui.engine import Game
from bss_tui.simulate import play_random_game

ROUNDS = 5
DECISIONS_PER_ROUND = 400


def test_bench_random_full_games(benchmark, shipped_deck_lists):
    """One full random game (vanilla-red against vanilla-blue) per round, set-up included."""
    red, blue = shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"]
    seeds = itertools.count(1)
    decisions = []

    def one_game():
        g = play_random_game(red, blue, next(seeds))
        decisions.append(len(g.log))
        return g

    g = benchmark.pedantic(one_game, rounds=ROUNDS, iterations=1, warmup_rounds=0)
    assert g.st.winner is not None
    benchmark.extra_info["mean_decisions_per_game"] = sum(decisions) / len(decisions)


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
