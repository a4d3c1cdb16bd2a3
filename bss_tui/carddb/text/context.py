"""The context of one effect's sentence: what "this", "that card" and "it" name."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class _Ctx:
    this: str = "this spirit"         # the effect's own card
    event: str = "that card"          # the card the triggering event was about
    plural: bool = False              # whether "it"/"them" (the previous targets) is plural
    done: str = "changed"             # what the previous directive did to them ("destroyed"), for `changed`

    def pronoun(self) -> str:
        return "them" if self.plural else "it"


_THIS_NOUN = {"spirit": "this spirit", "nexus": "this nexus", "magic": "this card"}
