"""The card whose cost is being worked out, and where it lies ("while you summon ...": 2-4, 2-7-3).

`paying_for` is the one place the rules write to the state around a reading: the cost of a card is
asked for by the play flows, and the card paid for changes what colours field cards have (a
"colours" modifier "while paying for ...") deep inside every filter, condition and count the cost
reads.  Until the cost functions take the card paid for as an argument all the way down (every
reader of colours would have to pass it), the flows set it here for the length of one reading and
put back what was there; nothing else writes it."""

from __future__ import annotations

from ...carddb.effects import Modifier
from ...carddb.schema import Card
from ..model.state import State
from .printed import card_matches


class paying_for:
    """While the cost of summoning or placing `card` is worked out ("while you summon ..."), the card
    lying in `zone` ("hand", or "trash", "deck_top" ... for a summon by an effect): what is worded for
    a card summoned from the hand does not help one paid for from elsewhere (BSS01-117, BSS03-012).
    A class rather than a generator-based context manager: the legal-action builder enters it for
    every hand card at every decision."""

    __slots__ = ("st", "card", "zone", "old", "old_zone")

    def __init__(self, st: State, card: Card, zone: str = "hand") -> None:
        self.st = st
        self.card = card
        self.zone = zone
        self.old: Card | None = None
        self.old_zone = "hand"

    def __enter__(self) -> None:
        self.old, self.old_zone = self.st.paying, self.st.paying_zone
        self.st.paying, self.st.paying_zone = self.card, self.zone

    def __exit__(self, *exc: object) -> None:
        self.st.paying, self.st.paying_zone = self.old, self.old_zone


def from_hand(st: State, card: Card | None = None) -> bool:
    """Whether the card paid for (or `card`, when it is that card) lies in the hand: any card whose
    cost is not being worked out by a summon from elsewhere (the hand's costs shown are the hand's)."""
    return st.paying_zone == "hand" or card is not None and st.paying is not card


def paid_matches(st: State, m: Modifier, paying: Card | None) -> bool:
    """A modifier's `paying` part holds for the card paid for: any card when it names none, the cards
    its filter lets through otherwise, and those only from the hand when it says `from_hand` (BSS03-012)."""
    if m.paying is None:
        return True
    return paying is not None and card_matches(paying, m.paying) and (not m.from_hand or from_hand(st))
