"""What a card's effect is for, read from its printed effect (carddb/effects/): harm to the
opponent's field, help for one's own, or cards and cores for its user.  Used to decide whether a
magic card is worth its cost now and which card an effect's target should be."""

from __future__ import annotations

from enum import StrEnum

from ..carddb.effects import Effect
from ..carddb.schema import Card


class Intent(StrEnum):
    HARM = "harm"        # destroys, exhausts, weakens or removes opposing cards
    HELP = "help"        # raises BP, refreshes, protects one's own
    GAIN = "gain"        # draws cards, gains cores
    OTHER = "other"


def of_effect(effect: Effect) -> Intent:
    """The purpose its first directive with one declares (each verb of the language declares its own)."""
    for action in effect.actions:
        purpose = action.purpose()
        if purpose != "other":
            return Intent(purpose)
    return Intent.OTHER


def of_card(card: Card | None, number: int | None = None) -> Intent:
    """The intent of the card's effect `number` (1-based), or of its first magic effect."""
    if card is None:
        return Intent.OTHER
    if number is not None and 1 <= number <= len(card.effects):
        return of_effect(card.effects[number - 1])
    for effect in card.effects:
        if effect.kind == "magic":
            return of_effect(effect)
    return Intent.OTHER
