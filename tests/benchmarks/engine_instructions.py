"""Engine cost in instructions: seeded random games under valgrind, in this checkout and others.

    .venv/bin/python tests/benchmarks/engine_instructions.py [--against PYTHON ...] [--games N]
                                                             [--decks starter|practice]

A virtual machine's speed drifts (the same program minutes apart by a third), which hides the
differences between engine versions in games/s; the number of instructions a program executes
does not drift.  For each interpreter (this checkout's `.venv/bin/python` first) it runs the games
of engine_compare.py (by default the starter decks in every pairing, seeds 1000.., uniform random legal
actions) under `valgrind --tool=callgrind`, once with N games and once with none, and prints the
difference: the instructions the games took, their decisions, and the ratio to the first.  Needs
valgrind; takes about a minute and a half per interpreter for 10 games.  A benchmark: it prints
and asserts nothing (pytest does not collect it).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from engine_compare import DECKS, PLAY, env_for

COLLECTED = re.compile(r"Collected : (\d+)")


def count(python: str, games: int, decks: str = "starter") -> tuple[int, int]:
    """Instructions of a process that loads the cards and plays `games` games, and the decisions."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, "-P", "-c", PLAY,
                          str(games), json.dumps(DECKS[decks])],
                         capture_output=True, text=True, check=False, timeout=3600, env=env_for(python))
    found = COLLECTED.search(out.stderr)
    if out.returncode != 0 or found is None:
        raise SystemExit(f"{python}: {out.stderr.strip().splitlines()[-1] if out.stderr.strip() else 'failed'}")
    decisions = int(re.findall(r'"decisions": (\d+)', out.stdout)[-1])
    return int(found.group(1)), decisions


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parents[2] / ".venv" / "bin" / "python"
    parser = argparse.ArgumentParser(description="Instructions for seeded random games, per engine version.")
    parser.add_argument("--against", action="append", default=[], metavar="PYTHON",
                        help="another checkout's interpreter (repeatable)")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--decks", choices=sorted(DECKS), default="starter")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("engine_instructions: valgrind is not installed", file=sys.stderr)
        return 2
    first = None
    print(f"{args.games} seeded games, {args.decks} decks (instructions of the games alone)")
    for python in [str(here)] + args.against:
        subprocess.run([python, "-P", "-c", PLAY, "1", "null"], capture_output=True, check=False,
                       env=env_for(python))   # warm caches: its card cache written before counting
        empty, _ = count(python, 0, args.decks)
        full, decisions = count(python, args.games, args.decks)
        spent = full - empty
        first = first or spent
        print(f"  {spent / 1e6:9,.0f} M  {decisions:6d} decisions  {spent / max(decisions, 1):9,.0f} per decision"
              f"  x{spent / first:.2f}  {python}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
