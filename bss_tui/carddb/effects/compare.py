"""Comparisons as values: what one measure of a card (its cost, BP, cores, level or symbols) is
compared with in a card filter.

A filter names the measure once (`cost = {le = 3}`, `bp = {le = {of = "event", plus = -5000}}`); the
value says how (`eq`, `lt`, `le`, `gt`, `ge`, the fields of `Compare`) and with what: a number, or a
reference.  The references are one small vocabulary shared by every measure, so that "the same cost
as the destroyed spirit" and "the same BP as the destroyed spirit" are one part of the language, read
by one comparison in the rules and said by one phrase in the card text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field, model_validator

from .base import _Model

# What a comparison may name instead of a number, each read for the measure being compared.
Reference = Literal[
    "event",     # the event card's (its last known state once it left the field, 8-10)
    "those",     # the cards the previous directive chose (on the field as they are now, elsewhere as printed)
    "yours",     # the effect controller's spirits on the field
    "life",      # the effect controller's life total, whatever the measure
]


class Of(_Model):
    """A reference moved by a fixed amount: `{of = "event", plus = -5000}` is the event card's BP less
    5000 (BSS04-104: "its BP is higher than the blocking spirit's BP by 5000 or more", the blocker's BP
    at most the attacker's less 5000); the one card of the reference data comparing with a margin."""

    of: Reference = Field(description="the reference moved (BSS04-104: \"event\")")
    plus: int = Field(default=0, ge=-100_000, le=100_000, description=(
        "added to the reference's value before comparing (BSS04-104: -5000, a margin of 5000)"))


class Every(_Model):
    """Each other spirit of that player's on the field, the card itself left out: the comparison must
    hold against every one of them, and holds when there is none to beat.  `cost = {ge = {every =
    "opponent"}}` costs the most (BSS03-093: "select their spirit that costs the most", ties included);
    `cost = {le = {every = "you"}}` costs the least (BSS05-110, CB01-044); `bp = {gt = {every =
    "opponent"}}` has more BP than each of the opponent's spirits (BSS02-093)."""

    every: Literal["you", "opponent"] = Field(description=(
        "whose spirits: \"you\" the effect controller's, \"opponent\" their opponent's"))


# A side of a comparison: a number, or what it is read from.
Operand = int | Reference | Of | Every


class Compare(_Model):
    """How a measure compares, every given part holding: `{le = 3}` 3 or less, `{ge = 2, le = 5}` 2 to 5,
    `{eq = 2}` exactly 2, `{lt = "event"}` less than the event card's, `{eq = "those"}` the same as one
    of the previous directive's cards, `{gt = {every = "opponent"}}` more than each of the opponent's
    other spirits.  Several values (those, yours) are compared through the highest of them, and `eq`
    with any of them: `{le = "those"}` is at most one of them, `{gt = "those"}` more than all of them;
    with no card to compare with, the comparison fails (`every` alone holds then).  "life" is the
    effect controller's life total, whatever the measure (BSS04-035: "your spirits that cost the same as
    your life total", the one card of the reference data comparing with it)."""

    eq: Operand | None = Field(default=None, description="equal to")
    lt: Operand | None = Field(default=None, description="less than")
    le: Operand | None = Field(default=None, description="at most")
    gt: Operand | None = Field(default=None, description="more than")
    ge: Operand | None = Field(default=None, description="at least")

    def items(self) -> Iterator[tuple[str, Operand]]:
        """Each comparison given, as (its name, what it compares with), in the fields' order."""
        for name in type(self).model_fields:
            operand = getattr(self, name)
            if operand is not None:
                yield name, operand

    def reads(self, reference: str) -> bool:
        """Whether a part compares with `reference` ("event": the comparison reads the event card)."""
        return any(operand == reference or isinstance(operand, Of) and operand.of == reference
                   for _, operand in self.items())

    @model_validator(mode="after")
    def _something_to_compare(self) -> "Compare":
        if next(self.items(), None) is None:
            raise ValueError(f"a comparison needs one of {', '.join(type(self).model_fields)}")
        return self


# The comparisons, declared once as Compare's fields: the rules' operators and the text's words are
# keyed by them.
COMPARISONS: tuple[str, ...] = tuple(Compare.model_fields)
