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


HARMFUL = frozenset({"destroy", "exhaust", "return_to_hand", "to_deck", "cannot", "lose_effects"})
HELPFUL = frozenset({"refresh", "protect", "gain_keyword", "unblockable", "block_while_exhausted"})
GAINFUL = frozenset({"draw", "trash_to_hand", "reveal_take", "move_cores"})


def of_effect(effect: Effect) -> Intent:
    for action in effect.actions:
        verb = getattr(action, "do", "")
        if verb == "bp":
            amount = getattr(action, "amount", 0)
            if isinstance(amount, int):
                return Intent.HARM if amount < 0 else Intent.HELP
            return Intent.HELP
        if verb in HARMFUL:
            return Intent.HARM
        if verb in HELPFUL:
            return Intent.HELP
        if verb in GAINFUL:
            return Intent.GAIN
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
