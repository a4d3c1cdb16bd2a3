"""Structured events: every change the engine makes is told with the rule id it applies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


# Events after which an action cannot be taken back: they showed someone hidden information or
# used the game's randomness (a draw, a look, a shuffle, a reveal, a burst).  An event with a
# private text reveals too.
REVEALING = frozenset({"draw", "view", "reveal", "shuffle", "mill", "take", "burst", "first_player_draw",
                       "crush"})


@dataclass(slots=True)
class Event:
    kind: str                 # short machine name: "draw", "summon", "destroy", ...
    rule: str                 # rule id applied, e.g. "7-1-5-2-1"
    text: str                 # what everybody may read
    private_to: int | None = None   # seat that may read `private_text` instead of `text`
    private_text: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def text_for(self, seat: int | None) -> str:
        """The line this seat may read (None = spectator: public text only)."""
        if self.private_to is not None and seat == self.private_to and self.private_text:
            return self.private_text
        return self.text

    def as_dict(self, seat: int | None) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "text": self.text_for(seat)}
