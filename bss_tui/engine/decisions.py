"""The one decision the engine waits for (principle 1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Decision kinds, documented in README:
KINDS = (
    "first_player",   # 5-2-6: the winner of the random draw chooses who is player one
    "mulligan",       # 5-2-7
    "main",           # 6-6-1-2-1
    "pay",            # 10-6-6 / 10-7-6 / 10-8-6: pick the cores that pay a cost
    "place_cores",    # 10-6-7 / 10-7-7: put cores on the card just summoned or placed
    "attack",         # 6-7-3-2
    "flash",          # 7-1-2-1 / 7-1-4-1
    "block",          # 7-1-3-1
    "trigger_order",  # 8-5-2-4
    "target",         # 8-5-3
    "optional",       # 8-1-8 / 8-4
    "burst",          # 10-9-3
    "discard",        # 10-2-2
    "core_choice",    # 8-5-6: an ordinary core or the soul core
    "amount",         # 1-3-5: how many, when an effect says "up to"
)


@dataclass(slots=True)
class Decision:
    player: int
    kind: str
    options: dict[str, Any]   # canonical action text -> payload handed back to the flow
    prompt: str
    rule: str


def core_choice(seat: int, prompt: str) -> Decision:
    """8-5-6: whoever controls the cores says whether the soul core is the one that moves."""
    return Decision(seat, "core_choice", {"core": False, "soul": True}, prompt, "8-5-6")
