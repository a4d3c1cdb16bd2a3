"""What a decision of a random game costs, against what the decision machinery alone costs and what
issue 27's aim (random games at 1.5x python-chess's) leaves for each decision, in one run.

    .venv/bin/pip install -e '.[bench]'        # python-chess
    .venv/bin/python tests/benchmarks/decision_floor.py [--games N]

Printed, all in CPU time:
- this engine: random starter games (peer_random.py's games), their decisions per game and the mean
  time per decision, uniform random choice included;
- the machinery alone: a chain of nested generators as deep as the main step's payment of a summon
  (game_flow -> play_turn -> play_steps -> main_step -> main_loop -> perform_option -> put_card ->
  _paid_and_put -> choose_payment -> decide, plus the facade's apply, _advance and _send), yielding a
  real `Decision` with a fresh options dict at every step and answered by the same random pick: what a
  decision would still cost if the rules did no work at all;
- python-chess: random games from the initial position, plies per game and time per ply;
- the mean time per decision this engine would need for its games to be 1.5x chess's per second.
A benchmark: it prints and asserts nothing; pytest does not collect it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import chess  # noqa: E402
from peer_random import chess_game, starter_pairings  # noqa: E402   (this folder: the same games)

from bss_tui.carddb.loader import load_cards  # noqa: E402
from bss_tui.engine.model.decisions import Cancel, Decision, Kind, TakeCores  # noqa: E402
from bss_tui.simulate import play_random_game  # noqa: E402
DEPTH = 13          # generator frames between the facade and the decision (see the docstring)
OPTIONS = {"pay auto": TakeCores((("reserve", False),), auto=True), "pay reserve": TakeCores((("reserve", False),)),
           "pay A1": TakeCores((("A1", False),)), "pay reserve soul": TakeCores((("reserve", True),)),
           "cancel": Cancel()}


def engine(games: int) -> tuple[float, float]:
    """Decisions per game and CPU seconds per decision over `games` random starter games."""
    pairings = starter_pairings()
    decisions, t = 0, time.process_time()
    for seed in range(1000, 1000 + games):
        d1, d2 = pairings[seed % len(pairings)]
        decisions += len(play_random_game(d1, d2, seed=seed).log)
    return decisions / games, (time.process_time() - t) / decisions


def _leaf() -> Generator[Decision[Any], Any, None]:
    paid = 0
    while True:
        options = dict(OPTIONS)
        yield Decision(0, Kind.PAY, options, f"Pay a card: {paid} of 3 cores chosen", "10-6-6", paid=())
        paid = (paid + 1) % 3


def _nest(depth: int) -> Generator[Decision[Any], Any, None]:
    if depth == 0:
        yield from _leaf()
    else:
        yield from _nest(depth - 1)


def machinery(decisions: int) -> float:
    """CPU seconds per decision of the machinery alone (see the docstring)."""
    flow = _nest(DEPTH)
    d = flow.send(None)
    rng, log = random.Random(1), []
    t = time.process_time()
    for _ in range(decisions):
        action = rng.choice(list(d.options))
        log.append(action)
        d = flow.send(d.options[action])
    return (time.process_time() - t) / decisions


def peer(games: int) -> tuple[float, float]:
    """python-chess: plies per game and CPU seconds per ply."""
    rng, plies, t = random.Random(1), 0, time.process_time()
    for _ in range(games):
        plies += chess_game(rng)
    return plies / games, (time.process_time() - t) / plies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A random game's decision against the machinery alone.")
    parser.add_argument("--games", type=int, default=150)
    args = parser.parse_args(argv)
    load_cards()                      # loading is left out of the figures
    per_game, ours = engine(args.games)
    floor = machinery(200_000)
    plies, theirs = peer(args.games)
    aim = plies * theirs / 1.5 / per_game
    print(f"this engine: {per_game:.0f} decisions a game, {ours * 1e6:.1f} us a decision")
    print(f"the machinery alone: {floor * 1e6:.1f} us a decision ({floor / ours:.0%} of it)")
    print(f"python-chess {chess.__version__}: {plies:.0f} plies a game, {theirs * 1e6:.1f} us a ply")
    print(f"for 1.5x chess's games per second: at most {aim * 1e6:.1f} us a decision "
          f"({1 - aim / ours:.0%} less than now; the rules' share, {(ours - floor) * 1e6:.1f} us, "
          f"{1 - (aim - floor) / (ours - floor):.0%} less)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
