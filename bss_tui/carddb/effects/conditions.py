"""Conditions: small tests that compose with all / any / not (an effect's `condition`, a
directive's `when`)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from .base import During, _Model
from .counts import Amount, Count
from .filters import CardFilter


class ThisIs(_Model):
    """The effect's own card matches `filter` (its last known state once it left, 8-10)."""

    test: Literal["this"] = "this"
    filter: CardFilter


class ThoseAre(_Model):
    """One of the cards the previous targeted directive chose matches `filter` ("if it fell below
    LV1": ST07-004), or of the cards a `mill` discarded, by their printed facts ("if it is a nexus
    or magic card": BSS01-107)."""

    test: Literal["those"] = "those"
    filter: CardFilter
    changed: bool = Field(default=False, description=(
        "only among those the previous directive, an exhaust, refresh or destroy, changed (1-3-2-1): \"if you "
        "destroy a spirit with this effect\" (BSS03-094)"))


class EventIs(_Model):
    """The event card matches `filter`, by its last known state once it left the field (8-10): "if
    the destroyed spirit was an Angel spirit" (CB01-079, a burst that fires for any spirit of yours
    destroyed); the pair of `this` and `those` for the card the triggering event was about."""

    test: Literal["event"] = "event"
    filter: CardFilter


class CountIs(_Model):
    """A count lies within bounds; a bound is itself an amount, so that two counts can be compared
    ("if you have fewer cards in your hand than your opponent": BSS02-044).  With neither bound
    given, at least 1."""

    test: Literal["count"] = "count"
    count: Count
    at_least: Amount | None = None
    at_most: Amount | None = None


class DuringIs(_Model):
    """The moment is within a period of the `during` vocabulary ("if it is your opponent's turn")."""

    test: Literal["during"] = "during"
    period: During = Field(description="the periods of an effect's `during`, tested once (ST03-016)")


class SoulCorePaid(_Model):
    """The soul core was among the cores paid for the card whose effect this is ("if you spend a
    soul core as part of this card's cost": BSS01-119 and about twenty more cards of the reference
    data; a summon's trigger asks it with the trigger's `soul_core_paid`)."""

    test: Literal["soul_core_paid"] = "soul_core_paid"


class SoulCoreMoved(_Model):
    """The soul core was among the cores this effect has moved so far ("if you place a soul core
    into your reserve with this effect": BSS01-072; the pair of `soul_core_paid` for a core an
    effect moves, a phrase of several booster cards)."""

    test: Literal["soul_core_moved"] = "soul_core_moved"


class AllOf(_Model):
    """Every one of the conditions holds (ST07-004: a fall below LV1 and a Shinji nexus)."""

    test: Literal["all"] = "all"
    of: tuple[Condition, ...] = Field(min_length=2, description="the conditions, every one of which must hold")


class AnyOf(_Model):
    """At least one of the conditions holds ("if you have a Star Dragon or a Valiant Hero": the
    booster sets' either-or conditions)."""

    test: Literal["any"] = "any"
    of: tuple[Condition, ...] = Field(min_length=2, description="the conditions, one of which must hold")


class Not(_Model):
    """The condition does not hold (the booster sets' "if you do not have ...")."""

    test: Literal["not"] = "not"
    of: Condition = Field(description="the condition that must not hold")


Condition = Annotated[
    Union[ThisIs, ThoseAre, EventIs, CountIs, DuringIs, AllOf, AnyOf, Not, SoulCorePaid, SoulCoreMoved],
    Field(discriminator="test"),
]
# AllOf, AnyOf and Not name Condition before it exists: their deferred build (defer_build) finds it
# in this module when they are first used, so importing the language builds no validator.
