"""Random play: full games with uniformly random legal actions (`bss-tui simulate`)."""

from __future__ import annotations

import itertools
import random
import time
from dataclasses import dataclass, field

from .carddb.decks import load_deck, preconstructed_decks
from .carddb.loader import CardDataError, cards_dir, load_cards
from .carddb.schema import Card
from .engine import Game

MAX_DECISIONS = 100_000   # a guard against a flow that never ends; no finished game comes near


@dataclass
class Summary:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    results: dict[str, int] = field(default_factory=dict)

    def lines(self) -> list[str]:
        rate = self.games / self.seconds if self.seconds else 0.0
        drate = self.decisions / self.seconds if self.seconds else 0.0
        mean = self.decisions / self.games if self.games else 0.0
        results = ", ".join(f"{k}: {v}" for k, v in sorted(self.results.items()))
        return [
            f"games: {self.games} in {self.seconds:.2f} s",
            f"games/s: {rate:.1f}",
            f"decisions/s: {drate:.0f}",
            f"mean decisions per game: {mean:.1f}",
            f"results: {results}",
        ]


def play_random_game(deck1: list[Card], deck2: list[Card], seed: int) -> Game:
    """One full game; the engine's seed and the chooser's seed both derive from `seed`."""
    g = Game.new(deck1, deck2, seed=seed)
    chooser = random.Random(seed ^ 0x5EED)
    n = 0
    while g.decision is not None:
        g.apply(chooser.choice(g.legal_actions()))
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"game with seed {seed} did not end after {MAX_DECISIONS} decisions")
    return g


def default_pairings(db: dict[str, Card], decks: list[str] | None = None) -> list[tuple[list[Card], list[Card]]]:
    names = decks or preconstructed_decks()
    if not names:
        raise CardDataError(f"{cards_dir() / 'decks'}: no deck files (*.deck) to play with; give --decks")
    loaded = [load_deck(n, db) for n in names]
    if len(loaded) == 1:
        return [(loaded[0], loaded[0])]
    return list(itertools.permutations(loaded, 2))


def simulate(games: int, seed: int, decks: list[str] | None = None) -> Summary:
    db = load_cards()
    pairings = default_pairings(db, decks)
    out = Summary()
    start = time.perf_counter()
    for i in range(games):
        d1, d2 = pairings[i % len(pairings)]
        g = play_random_game(d1, d2, seed * 1_000_003 + i)
        out.games += 1
        out.decisions += len(g.log)
        key = g.st.winner or "unfinished"
        out.results[key] = out.results.get(key, 0) + 1
    out.seconds = time.perf_counter() - start
    return out
