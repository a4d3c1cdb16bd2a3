"""Random games per second beside python-chess's, in one run (issue 27's peer).

    .venv/bin/pip install -e '.[bench]'        # python-chess
    .venv/bin/python tests/benchmarks/peer_random.py [--rounds N] [--seconds S]

Each round plays, in turn in this one process, uniform random games for about `--seconds` of CPU
time: this engine with the starter decks (every ordered pairing of st01-st07 in turn, seeded,
bss_tui.simulate.play_random_game, as engine_compare.py plays them), then chess from the initial
position until `Board.is_game_over()` (checkmate, stalemate, insufficient material, the 75-move rule,
fivefold repetition), a random legal move at each ply.  Printed: per round both rates and their ratio
(this engine's games/s over chess's), then the medians.  CPU time of the process, not wall time, so
that other work on the machine slows the figures less; the rounds alternate so that a drift of the
machine's speed touches both.  A benchmark: it prints and asserts nothing; pytest does not collect it.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import chess  # noqa: E402

from bss_tui.carddb.decks import load_deck  # noqa: E402
from bss_tui.carddb.loader import load_cards  # noqa: E402
from bss_tui.carddb.schema import Card  # noqa: E402
from bss_tui.simulate import play_random_game  # noqa: E402

STARTERS = ["st01", "st02", "st03", "st04", "st05", "st06", "st07"]


def starter_pairings() -> list[tuple[list[Card], list[Card]]]:
    """Every ordered pairing of the starter decks; game `seed` plays pairing `seed % len(...)`."""
    cards = load_cards()
    return list(itertools.permutations([load_deck(name, cards) for name in STARTERS], 2))


def chess_game(rng: random.Random) -> int:
    """One python-chess random game from the initial position to `is_game_over()`; its plies."""
    board = chess.Board()
    while not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
    return len(board.move_stack)


def ours(seconds: float, start: int) -> tuple[float, int]:
    """Games per CPU second over about `seconds`, and the next seed."""
    pairings = starter_pairings()
    games, seed, t = 0, start, time.process_time()
    while time.process_time() - t < seconds:
        d1, d2 = pairings[seed % len(pairings)]
        play_random_game(d1, d2, seed=seed)
        games, seed = games + 1, seed + 1
    return games / (time.process_time() - t), seed


def theirs(seconds: float, rng: random.Random) -> float:
    """python-chess random games per CPU second over about `seconds`."""
    games, t = 0, time.process_time()
    while time.process_time() - t < seconds:
        chess_game(rng)
        games += 1
    return games / (time.process_time() - t)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Random games per second beside python-chess's.")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=8.0, help="CPU seconds per engine per round")
    args = parser.parse_args(argv)
    load_cards()                      # loading is left out of the figures
    rng, seed = random.Random(1), 1000
    rows: list[tuple[float, float]] = []
    for r in range(args.rounds):
        mine, seed = ours(args.seconds, seed)
        peer = theirs(args.seconds, rng)
        rows.append((mine, peer))
        print(f"round {r + 1}: bss-tui {mine:.1f} games/s, chess {chess.__version__} {peer:.1f} games/s, "
              f"ratio {mine / peer:.2f}")
    print(f"median: bss-tui {statistics.median(m for m, _ in rows):.1f} games/s, "
          f"chess {statistics.median(p for _, p in rows):.1f} games/s, "
          f"ratio {statistics.median(m / p for m, p in rows):.2f} (aim 1.5)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
