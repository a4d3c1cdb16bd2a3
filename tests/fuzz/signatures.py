"""Seeded-game signatures: what the engine offered and said at every decision of many seeded
random games, one hash per game.

A refactor that must not change behaviour (the effect language's and the engine's third editions)
is checked by computing the signatures before and after and comparing them:

    python tests/fuzz/signatures.py 1500 > before.json   # on the old commit
    python tests/fuzz/signatures.py 1500 > after.json    # on the new one
    python tests/fuzz/signatures.py --compare before.json after.json

With `--copies` each game goes on, at random points (one decision in ten, drawn from an RNG of its
own, where the game waits at a point a structural copy enters again: a decision of the turn's spine,
or the payment or the placement of a card played from the hand there), from `Game.copy()` of
itself: a copy that is not exactly the game it copies changes the game's signature, so the
signatures with copies must equal those without.  (Elsewhere a copy is a replay of the log, the same as a save loaded: copying there
too makes the run quadratic in a game's length, minutes instead of one.)

A game's signature covers, at every decision, the deciding seat, the decision kind, every legal
action in order and the action taken, then every event's text and rule id, and the final state
(`dump`).  Games alternate between every ordered pairing of the shipped preconstructed decks and
two random legal decks from the whole pool, so every card can show up.  It is a tool, not a test:
the suite does not run it (1,500 games take about a minute on one core).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bss_tui.carddb.decks import load_deck, preconstructed_decks  # noqa: E402
from bss_tui.carddb.loader import load_cards  # noqa: E402
from bss_tui.engine import Game  # noqa: E402
from bss_tui.engine.operations.dump import dump  # noqa: E402
from bss_tui.simulate import random_pairing  # noqa: E402

BASE_SEED = 9_100_000
MAX_DECISIONS = 20_000


def game_decks(index: int, db: dict[str, Any], decks: dict[str, Any]) -> tuple[str, Any, Any]:
    """Even games: the shipped real decks, every ordered pairing in turn; odd: the whole pool."""
    seed = BASE_SEED + index
    if index % 2:
        d1, d2 = random_pairing(db, seed)
        return "pool", d1, d2
    names = sorted(preconstructed_decks())
    pairs = [(a, b) for a in names for b in names]
    a, b = pairs[(index // 2) % len(pairs)]
    return f"{a} vs {b}", decks[a], decks[b]


def signature(index: int, db: dict[str, Any], decks: dict[str, Any], copies: bool = False) -> str:
    label, d1, d2 = game_decks(index, db, decks)
    seed = BASE_SEED + index
    g = Game.new(d1, d2, seed=seed)
    chooser = random.Random(seed ^ 0x516)
    copying = random.Random(seed ^ 0xC0B)
    h = hashlib.sha256(label.encode())
    seen = 0
    while g.decision is not None and len(g.log) < MAX_DECISIONS:
        if copying.random() < 0.1 and copies and g.point is not None and g.decision is g.point.decision:
            g = g.copy()
        options = g.legal_actions()
        action = chooser.choice(options)
        d = g.decision
        h.update(json.dumps([d.player, str(d.kind), d.prompt, d.rule, options, action]).encode())
        g.apply(action)
        for e in g.events[seen:]:
            h.update(json.dumps([e.kind, e.rule, e.text, e.private_to, e.private_text]).encode())
        seen = len(g.events)
    h.update(json.dumps(dump(g), sort_keys=True, default=str).encode())
    return h.hexdigest()[:16]


def signatures(count: int, start: int = 0, copies: bool = False) -> dict[str, str]:
    db = load_cards()
    decks = {name: load_deck(name, db) for name in preconstructed_decks()}
    return {str(i): signature(i, db, decks, copies) for i in range(start, start + count)}


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compare"]:
        a = json.loads(Path(argv[1]).read_text())
        b = json.loads(Path(argv[2]).read_text())
        differ = sorted((k for k in a if a[k] != b.get(k)), key=int)
        print(f"{len(a)} games, {len(differ)} differ" + (f": {', '.join(differ[:40])}" if differ else ""))
        return 1 if differ or a.keys() != b.keys() else 0
    copies = "--copies" in argv
    argv = [a for a in argv if a != "--copies"]
    count = int(argv[0]) if argv else 100
    start = int(argv[1]) if len(argv) > 1 else 0
    print(json.dumps(signatures(count, start, copies), indent=0))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
