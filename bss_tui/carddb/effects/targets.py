"""Targets (8-5-3): which cards a verb is done to."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from .base import _Chosen, _Model
from .counts import Count
from .filters import CardFilter


class SelectTarget(_Chosen):
    """The controller selects cards when the effect resolves (8-5-3).  `mode` "exact": `count`
    of them, every one that can be (8-5-3-1); "up_to": from none to `count` (8-5-3-2, ST04-014);
    "any_number": as many as the player likes, within the totals (ST06-014, BSS01-001).  `zone`
    "field", "trash" or "hand" ("hand": cards of your hand that a verb then moves: BSS01-080 puts two of
    them at the bottom of the deck)."""

    kind: Literal["select"] = "select"
    count: Annotated[int, Field(ge=1, le=60)] | Count = Field(default=1, description=(
        "how many: a number or an amount (\"one of your opponent's spirits for each nexus\": BSS01-051, BSS01-085)"))
    mode: Literal["exact", "up_to", "any_number"] = "exact"
    zone: Literal["field", "trash", "hand", "those"] = Field(default="field", description=(
        "where the cards are chosen from: \"those\" is among the cards the previous directive chose or a mill "
        "discarded (CB01-045: \"select one card from among the discarded cards\")"))
    filter: CardFilter = CardFilter()
    alt: CardFilter | None = Field(default=None, description=(
        "... or a card matching this instead (\"a spirit with 3000 BP or less, or a nexus\")"))
    total_cost_max: int | None = Field(default=None, description=(
        "the chosen cards' costs add up to at most this (\"a combined total cost of N or less\")"))
    total_bp_max: int | None = Field(default=None, description=(
        "the chosen cards' BP add up to at most this (BSS01-001: \"a combined total of 10000 BP or less\")"))
    distinct_names: bool = Field(default=False, description=(
        "no two of the chosen cards share a name (CB01-080: \"four Angel spirit cards with different names\")"))
    selects: bool = Field(default=True, description=(
        "False: the text picks the card without the word \"select\" (BSS02-127: \"return one of your opponent's "
        "attacking spirits\"; BSS06-055), so the choice is not a selection and neither Armor (11-5-1) nor "
        "\"cannot be selected\" keeps a card out of it"))


class AllTarget(_Model):
    kind: Literal["all"] = "all"
    filter: CardFilter = CardFilter()
    alt: CardFilter | None = Field(default=None, description=(
        "... and every card matching this too, each card once (BSS01-135: \"your spirits with Luster or "
        "Blessed\"; the pair of a selection's `alt`)"))
    zone: Literal["field", "trash"] = Field(default="field", description=(
        "where the cards are: \"trash\" for every matching card of a trash, chosen by no one (BSS02-058: "
        "\"return all yellow magic cards from your trash\"); the pair of a selection's `zone`"))


class ThisTarget(_Model):
    kind: Literal["this"] = "this"


class ThoseTarget(_Model):
    """The cards chosen by the previous targeted action of the same effect ("it", "them")."""

    kind: Literal["those"] = "those"
    chosen: bool = Field(default=False, description=(
        "the cards the effect's last `choose` chose, even when directives since have had cards of their own "
        "(BSS04-086: the opponent selects a spirit, cards as many as its cost are discarded, then \"that "
        "spirit\" is destroyed, in the printed order)"))
    changed: bool = Field(default=False, description=(
        "only those the previous directive, an exhaust or a refresh, changed: one already exhausted is not "
        "'the spirit exhausted by this effect' (1-3-2-1; PR-053, ST03-014)"))


class EventTarget(_Model):
    """The card the triggering event was about (the spirit destroyed, summoned, blocked, ...)."""

    kind: Literal["event_card"] = "event_card"


class BattleTarget(_Model):
    """A spirit of the current battle: the "attacker", the "blocker", or the one this card's Link has
    "linked" it to (11-18-1: the attacker, or the blocker when a "may:link_to_blocker" allows it, BSS06-054):
    the "linked spirit" of BSS06's "while this spirit is linked" effects."""

    kind: Literal["attacker", "blocker", "linked"]


Target = Annotated[
    Union[SelectTarget, AllTarget, ThisTarget, ThoseTarget, EventTarget, BattleTarget],
    Field(discriminator="kind"),
]
