"""The declarative effect language (validated by pydantic, interpreted by the engine).

An effect is data: *when* it applies (kind, timing, window, while-period, level gate), *what it
costs* (8-4) and *what it does* (a list of actions over targets).  Card text shown to players is
rendered from these models (carddb/text.py), so what a card says is what it does.

Words: "you"/"opponent" are relative to the effect's controller; "this" is the card the effect is
printed on; the "event card" is the card the triggering event was about.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

Colour = Literal["red", "purple", "white", "yellow", "green", "blue"]
CardType = Literal["spirit", "nexus", "magic"]
Step = Literal["start", "core", "draw", "refresh", "main", "attack", "end"]
Side = Literal["you", "opponent", "any"]
TriggerEvent = Literal[
    "summoned",            # a spirit was summoned (10-6)
    "placed",              # a nexus was placed (10-7)
    "attacks", "blocks", "attacks_or_blocks",   # 7-1-1-2, 7-1-3-2, 10-11
    "blocked",             # a spirit's attack was blocked (the event card is the attacker)
    "destroyed",           # 10-1-3-3
    "life_lost",           # cores left a player's life (the event player lost life)
    "step_start",          # "at the start of the step" (6-x-1)
    "battle_end",          # 7-1-6-1
    "drew",                # a player drew cards
    "returned",            # a field card went back to its owner's hand or deck
    "exhausted",           # a field card was exhausted by an effect or a cost
    "summon_effect_resolved",   # a spirit's "when summoned" effect finished resolving
    "magic_resolved",      # a magic card's effect finished resolving (10-8-8)
    "crushed",             # cards were discarded from a deck by Crush (11-11)
]
Keyword = Literal["Awaken", "Confront", "Curse", "Crush", "Swift", "Armor", "Luster", "Raid", "A.T. Field"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardFilter(_Model):
    """Which cards qualify; every given part must hold.  `side` is whose field (or area)."""

    side: Side = "any"
    types: tuple[CardType, ...] = ()
    colours: tuple[Colour, ...] = ()
    families: tuple[str, ...] = ()
    name_contains: str | None = None
    name_not: str | None = None
    cost_min: int | None = None
    cost_max: int | None = None
    cost_as_event: bool = False        # the same cost as the event card (the destroyed spirit, ...)
    bp_min: int | None = None
    bp_max: int | None = None
    cores_min: int | None = None       # every core on the card, the soul core included
    cores_max: int | None = None
    exhausted: bool | None = None
    soul_core: bool | None = None
    other: bool = False                # not the effect's own card
    or_this: bool = False              # the effect's own card qualifies whatever the rest says
    keyword: Keyword | None = None     # 10-13: on the field only while that keyword is active
    has_effects: bool | None = None    # False: "with no effects listed"
    has_timing: TriggerEvent | None = None   # "with a 'when this spirit blocks' effect"


# ---- targets (8-5-3) ------------------------------------------------------------------------

class SelectTarget(_Model):
    """The controller selects cards when the effect resolves (8-5-3)."""

    kind: Literal["select"] = "select"
    count: int = Field(default=1, ge=1, le=60)
    mode: Literal["exact", "up_to", "any_number"] = "exact"   # 8-5-3-1, 8-5-3-2
    zone: Literal["field", "trash", "hand"] = "field"
    filter: CardFilter = CardFilter()
    alt: CardFilter | None = None      # ... or a card matching this instead ("a spirit or a nexus")
    total_cost_max: int | None = None  # "with a combined total of N or less cost"
    total_bp_max: int | None = None


class AllTarget(_Model):
    kind: Literal["all"] = "all"
    filter: CardFilter = CardFilter()


class ThisTarget(_Model):
    kind: Literal["this"] = "this"


class ThoseTarget(_Model):
    """The cards chosen by the previous targeted action of the same effect ("it", "them")."""

    kind: Literal["those"] = "those"


class EventTarget(_Model):
    """The card the triggering event was about (the spirit destroyed, summoned, blocked, ...)."""

    kind: Literal["event_card"] = "event_card"


class BattleTarget(_Model):
    """A spirit of the current battle."""

    kind: Literal["attacker", "blocker"]


Target = Annotated[
    Union[SelectTarget, AllTarget, ThisTarget, ThoseTarget, EventTarget, BattleTarget],
    Field(discriminator="kind"),
]

Duration = Literal["turn", "battle"]
CorePlace = Literal["void", "reserve", "life", "trash", "card"]


# ---- conditions -----------------------------------------------------------------------------

class Condition(_Model):
    """All given parts must hold.  "this" is the effect's card (its last known state, 8-10)."""

    this_has_soul_core: bool | None = None
    this_exhausted: bool | None = None
    this_on_field: bool | None = None
    your_turn: bool | None = None
    count_filter: CardFilter | None = None   # field cards matching this ...
    count_min: int | None = None             # ... at least this many
    count_max: int | None = None             # ... at most this many
    opponent_trash_min: int | None = None
    hand_max: int | None = None              # cards in your hand
    lost_life_this_turn: bool | None = None  # you lost life during this turn
    those_below_lv1: bool | None = None      # the previous action's cards fell below LV1
    first_attack_of_turn: bool | None = None  # the current battle is the turn's first attack


class _Directive(_Model):
    when: Condition | None = None     # "then, if ...": checked when this directive is reached


# ---- actions (effect directives, 8-2) ------------------------------------------------------

class Draw(_Directive):
    do: Literal["draw"] = "draw"
    count: int = Field(default=1, ge=0, le=60)
    player: Literal["you", "opponent"] = "you"


class Discard(_Directive):
    """Discard from hand (10-2-2); the discarding player chooses."""

    do: Literal["discard"] = "discard"
    count: int = Field(default=1, ge=0, le=60)
    player: Literal["you", "opponent"] = "you"


class Mill(_Directive):
    """Discard cards from the top of a deck (10-2-1)."""

    do: Literal["mill"] = "mill"
    count: int = Field(default=1, ge=0, le=60)
    player: Literal["you", "opponent"] = "opponent"


class ChangeBP(_Directive):
    do: Literal["bp"] = "bp"
    target: Target = SelectTarget()
    amount: int = Field(ge=-100_000, le=100_000)
    per: CardFilter | None = None     # amount times the number of field cards matching this
    duration: Duration = "turn"


class Destroy(_Directive):
    do: Literal["destroy"] = "destroy"
    target: Target = SelectTarget()


class Exhaust(_Directive):
    do: Literal["exhaust"] = "exhaust"
    target: Target = SelectTarget()


class Refresh(_Directive):
    do: Literal["refresh"] = "refresh"
    target: Target = SelectTarget()


class ReturnToHand(_Directive):
    do: Literal["return_to_hand"] = "return_to_hand"
    target: Target = SelectTarget()


class TrashToHand(_Directive):
    """Cards selected from the trash go to their owner's hand."""

    do: Literal["trash_to_hand"] = "trash_to_hand"
    target: SelectTarget = SelectTarget(zone="trash")


class MoveCores(_Directive):
    """Move cores between places.  `side` says whose reserve/life/trash is meant ("each": both
    players at once).  Cores taken off a card go to that card's controller's areas.  `soul` names
    the soul core (4-11-3: only then may it go to life or the void); otherwise, when it could be
    among the cores moved, its controller says whether it is (8-5-6).  `up_to`: the controller
    chooses how many, from 0 to count.  "event_cores": as many as the event card had."""

    do: Literal["move_cores"] = "move_cores"
    source: CorePlace
    dest: CorePlace
    count: Annotated[int, Field(ge=0, le=60)] | Literal["all", "all_but_one", "event_cores"] = 1
    up_to: bool = False
    side: Literal["you", "opponent", "owner", "each"] = "you"
    target: Target | None = None      # the card(s) when source or dest is "card"
    soul: bool = False
    ordinary: bool = False            # "cores that are not the soul core": never the soul core


class PaySoulCore(_Directive):
    """Send the soul core from this card (or from anywhere of yours) to the trash."""

    do: Literal["pay_soul_core"] = "pay_soul_core"
    from_this: bool = True


class CannotAct(_Directive):
    do: Literal["cannot"] = "cannot"
    what: Literal["attack", "block"]
    target: Target = SelectTarget()
    duration: Duration = "turn"


class RevealTake(_Directive):
    """Reveal (or only view) the top `count` cards of your deck; put matching ones into your hand
    ("one": exactly one if any matches, "all": every match, "up_to_one": may take one), and the
    rest to the bottom, the trash or back on top."""

    do: Literal["reveal_take"] = "reveal_take"
    count: int = Field(ge=0, le=60)
    view_only: bool = False
    take: Literal["one", "all", "up_to_one"] = "one"
    filter: CardFilter = CardFilter()
    rest: Literal["bottom", "trash", "top"] = "bottom"


class ArrangeTop(_Directive):
    """View the top `count` cards; any of them go to the bottom, the others stay on top."""

    do: Literal["arrange_top"] = "arrange_top"
    count: int = Field(ge=0, le=60)


class Summon(_Directive):
    """Summon a spirit card from the hand or the trash: free, paid from the reserve only, or paid
    as any summon is (cost and LV1 cores from the field, the reserve or both: 10-6-6, 10-6-7)."""

    do: Literal["summon"] = "summon"
    zone: Literal["hand", "trash"] = "hand"
    filter: CardFilter = CardFilter()
    pay: Literal["free", "reserve", "cost"] = "free"


class Protect(_Directive):
    """The target cannot be destroyed by the opponent's destruction effects / in battle, or have
    cores removed by the opponent's effects."""

    do: Literal["protect"] = "protect"
    target: Target = ThisTarget()
    against: tuple[Literal["opponent_destroy_effects", "battle", "opponent_core_removal"], ...]
    duration: Duration = "turn"


class SkipRefresh(_Directive):
    """The target does not refresh during its controller's next refresh step."""

    do: Literal["skip_refresh"] = "skip_refresh"
    target: Target = SelectTarget()


class MaxLevel(_Directive):
    """The target is treated as its highest level (8-8-1-3-2)."""

    do: Literal["max_level"] = "max_level"
    target: Target = SelectTarget()
    duration: Duration = "turn"


class AttackTax(_Directive):
    """The opponent cannot attack with a spirit unless they move a core from it to their reserve."""

    do: Literal["attack_tax"] = "attack_tax"
    duration: Duration = "turn"


Action = Annotated[
    Union[Draw, Discard, Mill, ChangeBP, Destroy, Exhaust, Refresh, ReturnToHand, TrashToHand,
          MoveCores, PaySoulCore, CannotAct, RevealTake, ArrangeTop, Summon, Protect, SkipRefresh,
          MaxLevel, AttackTax],
    Field(discriminator="do"),
]
Directive = _Directive   # the base of every verb's model: `do` names the verb


# ---- timings --------------------------------------------------------------------------------

class Trigger(_Model):
    event: TriggerEvent
    subject: Literal["this", "yours", "opponents", "any", "you", "opponent"] = "this"
    filter: CardFilter = CardFilter()
    by: Literal["any", "opponent", "you"] = "any"     # who caused it ("destroyed by opponent")
    cause: Literal["any", "battle", "effect", "effect_cores"] = "any"   # how it was destroyed
    destroyer: CardFilter | None = None   # the battling spirit that destroyed it (via BP)
    step: Step | None = None                            # for step_start
    turn: Literal["yours", "opponents", "any"] = "any"
    still_on_field: bool = False          # battle_end: the event card is still on the field
    outside_draw_step: bool = False       # drew: only draws outside the draw step
    soul_core_paid: bool = False          # magic_resolved: its cost included a soul core
    cards: CardFilter | None = None       # crushed: at least one discarded card matches


During = Literal[
    "always", "your_turn", "opponent_turn", "your_attack_step", "opponent_attack_step",
    "either_attack_step", "your_main_step", "attacking", "blocking",
    "attacking_or_blocking",    # in a battle where this spirit is the attacker or the blocker (10-11-2)
]


class Modifier(_Model):
    """What a constant effect applies continuously (8-1-4, 8-8)."""

    what: Literal[
        "bp",                 # amount
        "cannot_attack", "cannot_block", "must_attack",
        "keyword",            # grants `keyword` (with `amount` as its number: Raid 1, Crush +1)
        "unblockable_by",     # cannot be blocked by spirits matching `blockers`
        "unselectable",       # cannot be selected by the opponent's effects
        "extra_symbols",      # each symbol counts `amount` more for paying cards matching `paying`
        "symbol_colours",     # symbols also count as `colours` for paying cards matching `paying`
        "colours",            # the card is also of `colours` (only while paying for `paying` cards, if given)
        "cost_set",           # this card's cost is `amount` (a constant effect active in the hand)
        "blocks_as_attacks",  # "when this spirit blocks" effects also trigger when attacking
    ]
    target: AllTarget | ThisTarget | BattleTarget = ThisTarget()   # BattleTarget: while in this battle
    amount: int = Field(default=0, ge=-100_000, le=100_000)
    per: CardFilter | None = None     # bp: amount times the number of field cards matching this, now
    keyword: Keyword | None = None
    blockers: CardFilter | None = None
    paying: CardFilter | None = None
    colours: tuple[Colour, ...] = ()


class Substitute(_Model):
    """8-9: replace what a destruction does.  "replace": the card is not destroyed and `instead`
    happens (10-5); "to_hand": it is destroyed but goes to its owner's hand, not the trash."""

    event: Literal["destroyed"] = "destroyed"
    subject: Literal["this", "yours"] = "this"
    filter: CardFilter = CardFilter()
    by: Literal["any", "opponent", "effect", "battle"] = "any"
    mode: Literal["replace", "to_hand"] = "replace"
    instead: tuple[Action, ...] = ()


class Effect(_Model):
    kind: Literal["triggered", "activated", "constant", "magic", "burst", "substitution"]
    levels: tuple[int, ...] = ()      # level gate (2-10-2); empty = every level / off the field
    timing: Trigger | None = None     # triggered and burst effects
    windows: tuple[Literal["main", "flash"], ...] = ()   # activated and magic effects (8-1-3-1)
    during: During = "always"
    zone: Literal["field", "hand"] = "field"   # where a constant effect works
    condition: Condition | None = None
    optional: bool = False            # "you may" (8-1-8)
    cost: tuple[Action, ...] = ()     # effect cost (8-4): all or nothing
    actions: tuple[Action, ...] = ()
    modifiers: tuple[Modifier, ...] = ()     # constant effects
    substitute: Substitute | None = None     # substitution effects
    once_per_turn: bool = False
    then_use: Literal["flash", "main"] | None = None   # burst: then pay the card's cost to use it
    # The timing printed at the head of the effect (8-1-5-1: "when this spirit attacks or blocks")
    # when what it then waits for is another event (a destruction in that battle, ...).  Without
    # it, an effect with a timing about this card itself is headed by that timing.  It decides
    # which effects count as "a 'when this spirit blocks' effect" for filters (has_timing).
    heading: TriggerEvent | None = None
