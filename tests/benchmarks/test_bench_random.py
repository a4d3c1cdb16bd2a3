"""Benchmarks (pytest-benchmark): reported, never asserted.

Run them with `pytest tests/benchmarks --benchmark-enable`; under the default `--benchmark-disable`
each benchmarked function still runs once, so these double as smoke tests.

Without pytest, `python tests/benchmarks/test_bench_random.py [--games N] [--seed S]` prints games/s
and decisions/s for the starter decks and for the practice decks (bss_tui.simulate.simulate).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys

import pytest

from bss_tui.engine import Game
from bss_tui.carddb.decks import preconstructed_decks, shipped_decks
from bss_tui.simulate import play_random_game, simulate

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


@pytest.mark.parametrize("actions", [50, 250])
def test_bench_game_copy(benchmark, shipped_deck_lists, actions):
    """Game.copy() of a game `actions` decisions in (starter decks ST01 v ST02): both points are
    main-step decisions, so a structural copy (a replay of the log elsewhere: copy_bench.py)."""
    g = Game.new(shipped_deck_lists["st01"], shipped_deck_lists["st02"], seed=3)
    chooser = random.Random(3)
    while len(g.log) < actions and g.decision is not None:
        g.apply(chooser.choice(g.legal_actions()))
    copied = benchmark(g.copy)
    assert copied.log == g.log and copied.dump() == g.dump()


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


# ---- figures without pytest ----------------------------------------------------------------------


def deck_groups() -> dict[str, list[str]]:
    """The decks of each figure: the starter decks, and the vanilla practice decks (the rest)."""
    real = preconstructed_decks()
    return {"starter": real, "practice": [n for n in shipped_decks() if n not in real]}


def figures(games: int, seed: int) -> list[str]:
    """One line per deck group: games/s and decisions/s over `games` random games."""
    lines = []
    for group, names in deck_groups().items():
        summary = simulate(games, seed, names)
        games_per_s = summary.games / summary.seconds
        decisions_per_s = summary.decisions / summary.seconds
        lines.append(f"{group:<9} {summary.games} games in {summary.seconds:.2f} s: {games_per_s:.1f} games/s, "
                     f"{decisions_per_s:,.0f} decisions/s ({', '.join(names)})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="games/s and decisions/s of random play")
    parser.add_argument("--games", type=int, default=ROUNDS * GAMES_PER_ROUND,
                        help=f"games per deck group (default {ROUNDS * GAMES_PER_ROUND})")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    print("\n".join(figures(args.games, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
