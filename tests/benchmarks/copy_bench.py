"""Game.copy() beside python-chess's Board.copy(), in one run (issue 27).

    .venv/bin/pip install -e '.[bench]'        # python-chess, the peer the issue names
    .venv/bin/python tests/benchmarks/copy_bench.py [--rounds N] [--games N]

Printed, each a median over `--rounds` rounds of many copies (CPU time of the process):
- chess: `Board.copy()` of a random 80-ply game with its move stack (the default, stack=True);
- Game.copy() of a game (starter decks ST01 v ST02, seed 3, uniform random play) after 50 and after
  250 decisions: at the first decision from there at a point (model/decisions.py Point: the turn's
  spine, main step, attack step, block, flash windows, and the payment and placement of a card
  played from the hand there: the structural copy), and at the first one elsewhere (a target, an
  order of effects, a burst...: a replay of the log);
- over `--games` random games of the starter decks (every ordered pairing in turn), the share of
  decisions at which the structural copy applies (by point, and the kinds of the others), and the
  mean time of a copy taken at every decision, structural, replayed and all together (what a search
  copying at every node would pay).
A benchmark: it prints figures and asserts nothing; pytest does not collect it (its name does not
start with test_).
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
from collections import Counter
import sys
import time
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import chess  # noqa: E402

from bss_tui.carddb.decks import load_deck  # noqa: E402
from bss_tui.carddb.schema import Card  # noqa: E402
from bss_tui.carddb.loader import load_cards  # noqa: E402
from bss_tui.engine import Game  # noqa: E402

STARTERS = ["st01", "st02", "st03", "st04", "st05", "st06", "st07"]


def per_call_us(fn: Callable[[], object], rounds: int, budget: float = 0.2) -> tuple[float, float]:
    """Median and best over `rounds` of the CPU time per call, in microseconds; each round makes as
    many calls as fit in about `budget` seconds."""
    t = time.process_time()
    fn()
    once = max(time.process_time() - t, 1e-6)
    reps = max(1, int(budget / once))
    out = []
    for _ in range(rounds):
        t = time.process_time()
        for _ in range(reps):
            fn()
        out.append((time.process_time() - t) / reps * 1e6)
    return statistics.median(out), min(out)


def chess_board() -> chess.Board:
    board = chess.Board()
    rng = random.Random(3)
    while board.ply() < 80:
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            board = chess.Board()
            continue
        board.push(rng.choice(moves))
    return board


def at_point(g: Game) -> bool:
    """Whether `g` waits at a point, where its copy is structural."""
    return g.point is not None and g.decision is g.point.decision


def at_payment(g: Game) -> bool:
    """Whether `g` waits at the payment or the placement of a card played from the hand."""
    return at_point(g) and g.point is not None and g.point.put is not None


# where a copy is timed: the first decision after n that is at a point of the spine, at a payment or
# placement, or elsewhere
WHERE: dict[str, Callable[[Game], bool]] = {
    "at a point of the spine": lambda g: at_point(g) and not at_payment(g),
    "at a payment or placement": at_payment,
    "elsewhere": lambda g: not at_point(g),
}


def bss_game(decks: dict[str, list[Card]], decisions: int, where: Callable[[Game], bool]) -> Game:
    g = Game.new(decks["st01"], decks["st02"], seed=3)
    chooser = random.Random(3)
    while g.decision is not None and (len(g.log) < decisions or not where(g)):
        g.apply(chooser.choice(g.legal_actions()))
    return g


def share_and_means(decks: dict[str, list[Card]], games: int) -> None:
    """Print where the structural copy applies over `games` random games, and the mean CPU time of a
    copy taken at every decision."""
    pairs = list(itertools.permutations(STARTERS, 2))
    points: Counter[str] = Counter()
    others: Counter[str] = Counter()
    spent = {True: 0.0, False: 0.0}
    for i in range(games):
        a, b = pairs[i % len(pairs)]
        g = Game.new(decks[a], decks[b], seed=1000 + i)
        chooser = random.Random(i)
        while g.decision is not None:
            spine = at_point(g)
            if spine:
                assert g.point is not None
                points[g.point.at] += 1
            else:
                others[str(g.decision.kind)] += 1
            t = time.process_time()
            g.copy()
            spent[spine] += time.process_time() - t
            g.apply(chooser.choice(g.legal_actions()))
    fast, slow = sum(points.values()), sum(others.values())
    total = fast + slow
    print(f"{games} random starter-deck games, {total} decisions: the structural copy applies at {fast} "
          f"({100 * fast / total:.1f}%: " + ", ".join(f"{k} {v}" for k, v in points.most_common()) + "); "
          "the others: " + ", ".join(f"{k} {v}" for k, v in others.most_common()))
    print(f"a copy at every decision: structural {spent[True] / max(fast, 1) * 1e6:.0f} us on average, "
          f"replayed {spent[False] / max(slow, 1) * 1e6:.0f} us, all {sum(spent.values()) / total * 1e6:.0f} us")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    db = load_cards()
    decks = {name: load_deck(name, db) for name in STARTERS}
    board = chess_board()
    med, best = per_call_us(board.copy, args.rounds)
    print(f"chess {chess.__version__} Board.copy(), {board.ply()} plies with the move stack: "
          f"median {med:.1f} us (best {best:.1f})")
    for n in (50, 250):
        for where, found in WHERE.items():
            g = bss_game(decks, n, found)
            d = g.decision
            kind = "finished" if d is None else str(d.kind)
            how = "structural" if at_point(g) else "replay"
            med, best = per_call_us(g.copy, args.rounds)
            print(f"Game.copy() {n} decisions in, at the first decision {where} ({len(g.log)} taken, "
                  f"a {kind} decision, {how}): median {med:.1f} us (best {best:.1f})")
    share_and_means(decks, args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
