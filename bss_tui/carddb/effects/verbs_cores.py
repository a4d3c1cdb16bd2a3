"""The verbs that move or pay cores."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import CoreDest, CoreSource
from .counts import CardAmount
from .directive import _BothPlayers, _ByPlayer, _Directive, _Until
from .targets import Target


class MoveCores(_BothPlayers, _Until):
    """Move cores between places: `source` and `dest` are each "void", "reserve", "life", "trash"
    or "card" (the target), one vocabulary both ways (and one place each way only, below), so the booster sets' "from the void into your
    life" (BSS01-001) and "into the void" need no new verb.  `side` says whose reserve/life/trash is meant (`both`: each player's
    at once, which no card of the pool does; the rules' scenarios need it for what nothing else
    reaches, both players' last life lost at once, a draw, 1-2-3).  Cores taken off a card go to that card's controller's areas.  `soul` names
    the soul core (4-11-3: only then may it go to life or the void); otherwise, when it could be
    among the cores moved, its controller says whether it is (8-5-6).  `up_to`: the controller
    chooses how many, from 0 to count.  "all": every core there; every core of a card but some: `leave`
    (ST02-001's "all but one core" is leave 1).  `side` "owner": the target card's owner (ST02-014).  `dest` "this": the cores
    taken off the target go onto this card, both the controller's ("place all the cores from one of
    your token spirits onto this spirit": BSS02-041).  `source` "soul_core": your soul core and no
    other core, from your reserve or whichever of your field cards holds it, onto the target card ("place
    a soul core from your reserve or one of your spirits onto it": CB01-047), or into your trash or the
    void, which is how a card pays it ("send your soul core to your trash": ST03-013; "send your soul
    core to the void", from your trash too: BSS01-001); with `target` "this" only the soul core on this
    card goes ("send the soul core on this spirit to your trash": ST01-007); nothing moves while it is
    elsewhere (never from your life)."""
    PURPOSE = "gain"

    do: Literal["move_cores"] = "move_cores"
    source: CoreSource
    dest: CoreDest
    count: CardAmount | Literal["all"] = 1
    up_to: bool = False
    side: Literal["you", "opponent", "owner"] = "you"
    target: Target | None = None      # the card(s) when source or dest is "card"; "this" with source "soul_core" into an area
    soul: bool = Field(default=False, description=(
        "the effect names the soul core: off a card it is the first core moved when the card has it, nobody "
        "choosing (BSS05-089: \"remove a soul core from that spirit and place it onto ...\", CB01-071); only so named may "
        "it go to life or the void (4-11-3)"))
    ordinary: bool = Field(default=False, description=(
        "\"cores that are not the soul core\": never the soul core (ST07-011)"))
    onto: Target | None = Field(default=None, description=(
        "with `source` and `dest` both \"card\": the card the cores taken off the target go onto, chosen after "
        "it (BSS05-104: \"remove any number of cores from this nexus and place them onto the blocked spirit\"); "
        "the general form of dest \"this\", between one player's own cards"))
    leave: int | None = Field(default=None, ge=1, le=20, description=(
        "instead of a count, with `source` \"card\": every core of the card but this many (ST02-001: \"all "
        "but one core\", BSS02-077: \"all but three cores\")"))

    @model_validator(mode="after")
    def _leave_is_off_a_card(self) -> "MoveCores":
        if self.leave is not None and self.source != "card":
            raise ValueError("'leave' counts the cores left on a card: source 'card'")
        if self.onto is not None and (self.source, self.dest) != ("card", "card"):
            raise ValueError("'onto' names the card the cores go onto from another card: source and dest 'card'")
        if self.source == "soul_core" and self.dest not in ("card", "trash", "void"):
            raise ValueError("'soul_core' goes onto a card (dest 'card': CB01-047) or is paid into the trash or "
                             "the void (ST03-013, BSS01-001)")
        if self.source == "soul_core" and self.count != 1:
            raise ValueError("'soul_core' moves one core, the soul core: count 1")
        if self.source == "soul_core" and self.dest != "card" and self.target is not None and \
                self.target.kind != "this":
            raise ValueError("the soul core paid into an area comes from this card (target 'this') or from "
                             "wherever it is (no target)")
        if self.dest == "this" and self.source != "card":
            raise ValueError("'this' is a destination for cores taken off the target card: source 'card', dest 'this' "
                             "(cores onto this card from an area: dest 'card' with target 'this')")
        return self


class PayCores(_ByPlayer):
    """Pay one core as a cost is paid (10-6-6): one of the player's cores from the reserve or their
    field cards, their choice, to the trash; the usual effect cost of "you may pay a core to ..."
    (BSS01-051).  Payable only while a core is there (8-4-2-3).  `player` "opponent": the opponent
    pays, from their reserve or field ("unless your opponent pays one core": CB01-051, an option of a
    `one_of` the opponent chooses).  Every card of the pool pays one core at a time; the engine pays
    a core tax of several cores itself (`verbs.cores_effects.pay_cores`, CB01-044)."""

    do: Literal["pay_cores"] = "pay_cores"
