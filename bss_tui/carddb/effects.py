"""The declarative effect language (validated by pydantic, interpreted by the engine).

An effect is data: *when* it applies (kind, timing, window, while-period, level gate), *what it
costs* (8-4) and *what it does* (a list of actions over targets).  Card text shown to players is
rendered from these models, so what a card says is what it does.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

Colour = Literal["red", "purple", "white", "yellow", "green", "blue"]
CardType = Literal["spirit", "nexus", "magic"]
Step = Literal["start", "core", "draw", "refresh", "main", "attack", "end"]
Side = Literal["you", "opponent", "any"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardFilter(_Model):
    """Which cards qualify.  `side` is relative to the effect's controller."""

    side: Side = "any"
    types: tuple[CardType, ...] = ()
    colours: tuple[Colour, ...] = ()
    families: tuple[str, ...] = ()
    cost_min: int | None = None
    cost_max: int | None = None
    bp_min: int | None = None
    bp_max: int | None = None
    cores_min: int | None = None
    cores_max: int | None = None
    exhausted: bool | None = None
    soul_core: bool | None = None
    other: bool = False          # excludes the effect's own card
    keyword: str | None = None


# ---- targets (8-5-3) ------------------------------------------------------------------------

class SelectTarget(_Model):
    """The controller selects cards when the effect resolves (8-5-3)."""

    kind: Literal["select"] = "select"
    count: int = 1
    mode: Literal["exact", "up_to", "any_number"] = "exact"   # 8-5-3-1, 8-5-3-2
    zone: Literal["field", "trash", "hand"] = "field"
    filter: CardFilter = CardFilter()


class AllTarget(_Model):
    kind: Literal["all"] = "all"
    zone: Literal["field"] = "field"
    filter: CardFilter = CardFilter()


class ThisTarget(_Model):
    """The card the effect belongs to."""

    kind: Literal["this"] = "this"


class ThoseTarget(_Model):
    """The cards chosen by the previous targeted action of the same effect ("it", "them")."""

    kind: Literal["those"] = "those"


class EventTarget(_Model):
    """The card the triggering event was about (the spirit that was destroyed, attacked, ...)."""

    kind: Literal["event_card"] = "event_card"


Target = Annotated[
    Union[SelectTarget, AllTarget, ThisTarget, ThoseTarget, EventTarget], Field(discriminator="kind")
]

Duration = Literal["turn", "battle"]
CorePlace = Literal["void", "reserve", "life", "trash", "card"]


# ---- actions (effect directives, 8-2) ------------------------------------------------------

class Draw(_Model):
    do: Literal["draw"] = "draw"
    count: int = 1
    player: Literal["you", "opponent"] = "you"


class Discard(_Model):
    """Discard from hand (10-2-2); the discarding player chooses."""

    do: Literal["discard"] = "discard"
    count: int = 1
    player: Literal["you", "opponent"] = "you"


class Mill(_Model):
    """Discard cards from the top of a deck (10-2-1)."""

    do: Literal["mill"] = "mill"
    count: int = 1
    player: Literal["you", "opponent"] = "opponent"


class ChangeBP(_Model):
    do: Literal["bp"] = "bp"
    target: Target = SelectTarget()
    amount: int
    duration: Duration = "turn"


class Destroy(_Model):
    do: Literal["destroy"] = "destroy"
    target: Target = SelectTarget()


class Exhaust(_Model):
    do: Literal["exhaust"] = "exhaust"
    target: Target = SelectTarget()


class Refresh(_Model):
    do: Literal["refresh"] = "refresh"
    target: Target = SelectTarget()


class ReturnToHand(_Model):
    do: Literal["return_to_hand"] = "return_to_hand"
    target: Target = SelectTarget()


class TrashToHand(_Model):
    """Cards selected from the trash go to their owner's hand."""

    do: Literal["trash_to_hand"] = "trash_to_hand"
    target: SelectTarget = SelectTarget(zone="trash")


class MoveCores(_Model):
    """Move cores between places.  `count` may be "all" or "all_but_one" when taking from cards.

    `side` says whose reserve/life/trash is meant.  `soul` names the soul core explicitly
    (4-11-3: only such effects may put a soul core into life or the void).
    """

    do: Literal["move_cores"] = "move_cores"
    source: CorePlace
    dest: CorePlace
    count: int | Literal["all", "all_but_one"] = 1
    side: Literal["you", "opponent", "owner", "each"] = "you"   # "each": both players at once
    target: Target | None = None      # the card(s) when source or dest is "card"
    soul: bool = False


class PaySoulCore(_Model):
    """Send the soul core from this card (or from anywhere of yours) to the trash."""

    do: Literal["pay_soul_core"] = "pay_soul_core"
    from_this: bool = True


class CannotAct(_Model):
    do: Literal["cannot"] = "cannot"
    what: Literal["attack", "block"]
    target: Target = SelectTarget()
    duration: Duration = "turn"


Action = Annotated[
    Union[Draw, Discard, Mill, ChangeBP, Destroy, Exhaust, Refresh, ReturnToHand, TrashToHand,
          MoveCores, PaySoulCore, CannotAct],
    Field(discriminator="do"),
]


# ---- conditions -----------------------------------------------------------------------------

class Condition(_Model):
    """All given parts must hold.  "this" means the effect's card (its last known state, 8-10)."""

    this_has_soul_core: bool | None = None
    your_turn: bool | None = None
    count_min: int | None = None           # at least this many field cards match `count_filter`
    count_max: int | None = None
    count_filter: CardFilter | None = None


# ---- timings --------------------------------------------------------------------------------

TriggerEvent = Literal[
    "summoned", "placed", "attacks", "blocks", "attacks_or_blocks", "destroyed",
    "life_lost", "step_start", "battle_end", "drew",
]


class Trigger(_Model):
    event: TriggerEvent
    subject: Literal["this", "yours", "opponents", "any", "you", "opponent"] = "this"
    filter: CardFilter = CardFilter()
    by: Literal["any", "opponent", "you"] = "any"     # who caused it ("destroyed by opponent")
    step: Step | None = None                            # for step_start
    turn: Literal["yours", "opponents", "any"] = "any"


During = Literal[
    "always", "your_turn", "opponent_turn", "your_attack_step", "opponent_attack_step",
    "either_attack_step", "attacking", "blocking",
]


class Modifier(_Model):
    """What a constant effect applies continuously (8-1-4, 8-8)."""

    what: Literal["bp", "cannot_attack", "cannot_block", "keyword"]
    target: AllTarget | ThisTarget = ThisTarget()
    amount: int = 0
    keyword: str | None = None


class Substitute(_Model):
    """8-9: replace an event with another.  Only destruction is substitutable for now."""

    event: Literal["destroyed"] = "destroyed"
    subject: Literal["this", "yours"] = "this"
    filter: CardFilter = CardFilter()
    by: Literal["any", "opponent", "effect", "battle"] = "any"
    instead: tuple[Action, ...] = ()  # the card stays on the field (10-5) unless these move it


class Effect(_Model):
    kind: Literal["triggered", "activated", "constant", "magic", "burst", "substitution"]
    levels: tuple[int, ...] = ()      # level gate (2-10-2); empty = every level / off the field
    timing: Trigger | None = None     # triggered and burst effects
    windows: tuple[Literal["main", "flash"], ...] = ()   # activated and magic effects (8-1-3-1)
    during: During = "always"
    condition: Condition | None = None
    optional: bool = False            # "you may" (8-1-8)
    cost: tuple[Action, ...] = ()     # effect cost (8-4): all or nothing
    actions: tuple[Action, ...] = ()
    modifiers: tuple[Modifier, ...] = ()     # constant effects
    substitute: Substitute | None = None     # substitution effects
    once_per_turn: bool = False
    then_flash: bool = False          # burst: "you may then pay this card's cost to use its flash effect"
