"""The effect being resolved: who controls it, what card it is on, what triggered it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...carddb import effects as E
from ...carddb.schema import Card
from .state import FieldCard, Snapshot, Subject
from .table import Table

__all__ = ["Ctx", "Subject", "live"]


@dataclass(slots=True)
class Ctx:
    seat: int                        # who controls the effect
    card: Card                       # the card the effect is printed on
    effect: E.Effect
    number: int                      # the effect's 1-based number on the card
    source: Subject | None = None    # the field card it belongs to (or its last known state)
    event_card: Subject | None = None
    those: list[FieldCard | Card] = field(default_factory=list)   # the previous targeted action's cards
    chosen: list[FieldCard | Card] = field(default_factory=list)  # the last `choose` directive's cards
    changed: list[FieldCard] = field(default_factory=list)   # those the last exhaust, refresh or destroy changed (1-3-2-1)
    soul_paid: bool = False
    paying: bool = False        # performing the effect's cost (8-4): core losses are self-inflicted
    soul_moved: bool = False    # a move_cores of this effect moved the soul core (condition soul_core_moved)
    back_to_hand: bool = False  # trash_to_hand "this" on a magic card: to the hand once resolved (BSS05-121)

    def chooser_of(self, part: E.Chosen) -> int:
        """The seat that makes a choice the text leaves to "you" (the controller) or "opponent"."""
        return self.seat if part.chooser == "you" else 1 - self.seat

    def this(self, g: Table) -> Subject | None:
        """The effect's own card: live while it is on the field, else its last state (8-10)."""
        src = self.source
        if isinstance(src, FieldCard):
            found = g.st.find(src.uid)
            if found is not None:
                return found
            return g.last_state.get(src.uid)
        return src


def live(g: Table, subject: object) -> FieldCard | None:
    """The field card a subject refers to, if it is still on the field."""
    if isinstance(subject, (FieldCard, Snapshot)):
        return g.st.find(subject.uid)
    return None
