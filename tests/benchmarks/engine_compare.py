"""Engine speed, side by side: random games in this checkout and in others, in one run.

    .venv/bin/python tests/benchmarks/engine_compare.py [--against PYTHON ...] [--rounds N]
                                                        [--games N] [--decks starter|practice]

Each round starts one process per interpreter (this checkout's `.venv/bin/python` first, then every
`--against` interpreter, e.g. an older release's `.venv/bin/python`), in turn, so that a busy machine
slows all of them alike.  A process loads the cards, then plays `--games` seeded random games with
uniform random legal actions (bss_tui.simulate.play_random_game: the same games in every version
that plays by the same rules) and reports the games, the decisions and the CPU seconds the process
spent playing (loading is left out; CPU time rather than wall time, so that other work on the
machine slows the figures less).  Printed: per interpreter the median games/s and decisions/s over
the rounds, and the median over the rounds of its time for the games over the first interpreter's
(above 1: slower).  A benchmark: it prints figures and asserts nothing; pytest does not collect it
(its name does not start with test_).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# Named, not the default pairings: the shipped decks grow (the booster decks), and every version
# compared must play the same decks.
DECKS = {"starter": [f"st0{i}" for i in range(1, 8)], "practice": ["vanilla-red", "vanilla-blue"]}

# Run inside each interpreter: only APIs that every version since the first release has.
PLAY = """
import itertools, json, sys, time
from bss_tui.carddb.loader import load_cards
from bss_tui.simulate import default_pairings, play_random_game
games, decks = int(sys.argv[1]), json.loads(sys.argv[2])
db = load_cards()
pairings = default_pairings(db, decks)
decisions, start = 0, time.process_time()
for i in range(games):
    d1, d2 = pairings[i % len(pairings)]
    decisions += len(play_random_game(d1, d2, seed=1000 + i).log)
print(json.dumps({"games": games, "decisions": decisions, "seconds": time.process_time() - start}))
"""


def env_for(python: str) -> dict[str, str]:
    """The environment of an interpreter's runs: a card cache of its own.  The cache keeps one pool
    and removes the others (carddb/cache.py), so checkouts sharing one folder would validate their
    cards again in turn, and a count of instructions that subtracts a run without games from a run
    with them would count a validation in one and not the other."""
    digest = hashlib.sha256(python.encode()).hexdigest()[:12]
    return {**os.environ, "BSS_TUI_CACHE": str(Path(tempfile.gettempdir()) / f"bss-bench-cache-{digest}")}


def one_round(python: str, games: int, decks: list[str] | None) -> dict[str, float]:
    # -P: the working directory is not put on sys.path, so each interpreter imports its own
    # checkout (its editable install), not the bss_tui of the directory this runs from
    out = subprocess.run([python, "-P", "-c", PLAY, str(games), json.dumps(decks)], capture_output=True,
                         text=True, check=False, timeout=3600, env=env_for(python))
    if out.returncode != 0:
        raise SystemExit(f"{python}: {out.stderr.strip().splitlines()[-1] if out.stderr.strip() else 'failed'}")
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parents[2] / ".venv" / "bin" / "python"
    parser = argparse.ArgumentParser(description="Random games per second, this checkout against others.")
    parser.add_argument("--against", action="append", default=[], metavar="PYTHON",
                        help="another checkout's interpreter (repeatable)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--decks", choices=sorted(DECKS), default="starter")
    args = parser.parse_args(argv)
    pythons = [str(here)] + args.against
    runs: dict[str, list[dict[str, float]]] = {p: [] for p in pythons}
    for r in range(args.rounds):
        for p in pythons:
            runs[p].append(one_round(p, args.games, DECKS[args.decks]))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    print(f"{args.games} games a round, {args.rounds} rounds, {args.decks} decks (medians)")
    for p in pythons:
        gps = statistics.median(x["games"] / x["seconds"] for x in runs[p])
        dps = statistics.median(x["decisions"] / x["seconds"] for x in runs[p])
        # the ratio within each round, then its median: the machine's speed drifts over minutes, and
        # the runs of one round are seconds apart
        ratio = statistics.median(x["seconds"] / y["seconds"] for x, y in zip(runs[p], runs[pythons[0]]))
        print(f"  {gps:7.1f} games/s  {dps:9.0f} decisions/s  time x{ratio:.2f}  {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
