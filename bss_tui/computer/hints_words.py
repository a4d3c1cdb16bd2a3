"""The words hints are made of (computer/hints.py): what an explainer returns and how it names
cards and cores.  Names come from the seat's own view only: a field card's label and name, a card of
the seat's own hand or options by its name."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.operations.view import ActionView, FieldCardView
from .sight import Sight


@dataclass(frozen=True)
class Reason:
    """What an action does, why, and the rules that say so (empty: the decision's own rule)."""

    does: str
    why: str
    rules: tuple[str, ...] = ()


def cores(n: int) -> str:
    return f"{n} core{'s' if n != 1 else ''}"


def free_cores(n: int) -> str:
    return f"{n} free core{'s' if n != 1 else ''}"


def field_name(fc: FieldCardView | None, label: str = "") -> str:
    """"B1 Dragron Captain"; the bare label when the card is not on the view's field."""
    return f"{fc.label} {fc.name}" if fc is not None else label


def hand_name(sight: Sight, action: ActionView) -> str:
    """The name of the card an action plays (from the action itself, else the card pool)."""
    if action.names:
        return action.names[0]
    card = sight.card(action.card_id)
    return card.name if card is not None else action.text


def plain(action: ActionView, rule: str) -> Reason:
    """An action with nothing clever to say about it: what it is, and the rule of its decision."""
    return Reason(action.text, "one of the actions this decision allows", (rule,))
