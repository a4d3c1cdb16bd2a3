"""The one decision the engine waits for, the choices sent back into the flows, and
the refusal that explains an action that is not legal.

The decision kinds are declared here once, each with the rule it comes from; explanations, the
views and the UI derive from this declaration.  A flow is a generator: it yields a `Decision` and
is sent back one of that decision's choices, always a frozen dataclass below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, Generator, Generic, TypeVar

from ...carddb.schema import Card
from .state import FieldCard, Pending


class Depends(StrEnum):
    """What a decision's options may depend on besides public information: whether a decision
    with one option may be taken without asking (engine/model/seats.py) and not tell anyone a secret."""

    PUBLIC = "public"          # the field, the cores, the counts: both players see them
    OWN_HAND = "own hand"      # the decider's hand: public only while the hand is empty (3-3-3)
    HIDDEN = "hidden"          # a face-down card, a deck or a hand whatever its size: never public


_P, _H, _X = Depends.PUBLIC, Depends.OWN_HAND, Depends.HIDDEN   # short names for the table below


class Kind(StrEnum):
    """Every kind of decision, with the rule that asks for it, what its options depend on and, for
    a decision its player may always decline ("may"), the answer that declines it."""

    rule: str
    depends: Depends
    decline: str

    def __new__(cls, value: str, rule: str, depends: Depends, decline: str = "") -> "Kind":
        member = str.__new__(cls, value)
        member._value_ = value
        member.rule = rule
        member.depends = depends
        member.decline = decline
        return member

    FIRST_PLAYER = "first_player", "5-2-6", _P   # the winner of the random draw chooses player one
    MULLIGAN = "mulligan", "5-2-7", _P
    MAIN = "main", "6-6-1-2-1", _H
    PAY = "pay", "10-6-6", _P                    # pick the cores that pay a cost (10-7-6, 10-8-6 too)
    PLACE_CORES = "place_cores", "10-6-7", _P    # put cores on the card just summoned or placed
    ATTACK = "attack", "6-7-3-2", _P
    FLASH = "flash", "7-1-2-1", _H, "pass"       # 7-1-4-1 after a block; field effects are public
    BLOCK = "block", "7-1-3-1", _P
    TRIGGER_ORDER = "trigger_order", "8-5-2-4", _X   # a set burst may be among the effects
    TARGET = "target", "8-5-3", _X               # may pick from a hand or a deck
    OPTIONAL = "optional", "8-1-8", _X, "no"     # "you may", a cost to pay (8-4), a substitution (8-9)
    BURST = "burst", "10-9-3", _X, "no"          # asked only when the face-down card's condition holds
    DISCARD = "discard", "10-2-2", _H
    CORE_CHOICE = "core_choice", "8-5-6", _P     # an ordinary core or the soul core
    AMOUNT = "amount", "1-3-5", _P               # how many, when an effect says "up to"
    CHOICE = "choice", "8-2-1", _P               # which of an effect's listed effects is done ("one of the following")
    LOOP = "loop", "12-1-1-2", _P                # how many more times an infinite loop runs (12-1-1-3: both players)


# ---- choices: what a flow is sent back ---------------------------------------------------------

Pick = tuple[str, bool]     # a core: (place, soul core?)


@dataclass(frozen=True, slots=True, eq=False)
class Choice:
    """Base of every choice; equality is identity (choices hold live cards)."""


@dataclass(frozen=True, slots=True, eq=False)
class Answer(Choice):
    yes: bool


@dataclass(frozen=True, slots=True, eq=False)
class FirstPlayer(Choice):
    seat: int


@dataclass(frozen=True, slots=True, eq=False)
class Finish(Choice):
    """Nothing more: end the step, pass, do not block, done choosing."""


@dataclass(frozen=True, slots=True, eq=False)
class Cancel(Choice):
    """Back out of a payment or a placement; nothing has changed (10-6-6)."""


@dataclass(frozen=True, slots=True, eq=False)
class Summon(Choice):
    card: Card
    swift: bool = False      # in a flash window, paid from the reserve only (11-9-1)


@dataclass(frozen=True, slots=True, eq=False)
class Place(Choice):
    card: Card


@dataclass(frozen=True, slots=True, eq=False)
class UseMagic(Choice):
    card: Card
    number: int


@dataclass(frozen=True, slots=True, eq=False)
class SetBurst(Choice):
    card: Card


@dataclass(frozen=True, slots=True, eq=False)
class Activate(Choice):
    source: FieldCard
    number: int


@dataclass(frozen=True, slots=True, eq=False)
class Awaken(Choice):
    spirit: FieldCard


@dataclass(frozen=True, slots=True, eq=False)
class MoveCore(Choice):
    src: str
    dst: str
    soul: bool
    text: str = ""      # its action text: the option builder lists a few dozen at every decision


@dataclass(frozen=True, slots=True, eq=False)
class Attack(Choice):
    spirit: FieldCard


@dataclass(frozen=True, slots=True, eq=False)
class Block(Choice):
    spirit: FieldCard


@dataclass(frozen=True, slots=True, eq=False)
class TakeCores(Choice):
    """Cores for a payment or a placement: one pick, or the default allocation (`auto`)."""

    picks: tuple[Pick, ...]
    auto: bool = False


@dataclass(frozen=True, slots=True, eq=False)
class ResolveFirst(Choice):
    item: Pending


@dataclass(frozen=True, slots=True, eq=False)
class PickCard(Choice):
    """A card selected by an effect: on the field, or in a hand, trash or deck."""

    card: FieldCard | Card


@dataclass(frozen=True, slots=True, eq=False)
class PickEffect(Choice):
    """A substitution effect chosen to replace a destruction (8-9-2)."""

    source: FieldCard
    number: int


@dataclass(frozen=True, slots=True, eq=False)
class CoreChoice(Choice):
    soul: bool


@dataclass(frozen=True, slots=True, eq=False)
class Amount(Choice):
    n: int


@dataclass(frozen=True, slots=True, eq=False)
class PickOption(Choice):
    """One of an effect's listed effects, by its 1-based number."""

    n: int


MainChoice = Summon | Place | UseMagic | SetBurst | Activate | Awaken | MoveCore | Finish
C = TypeVar("C", bound=Choice)
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Paying:
    """What a payment or a placement under way is for, so that the view can show the board as the
    chosen cores would leave it (nothing moves before the last choice, 10-6-6)."""

    amount: int                    # the cores to pay, or the fewest a placement needs
    card: Card | None = None       # the card paid for or given cores (None: a cost of something else)
    onto: FieldCard | None = None  # a placement onto a card already on the field (Awaken, 11-1-1)
    before: tuple[Pick, ...] = ()  # cores chosen earlier for the same card (its cost, while its
                                   # cores are placed): they go to the trash with the last choice


@dataclass(slots=True)
class Decision(Generic[C]):
    player: int
    kind: Kind
    options: dict[str, C]     # canonical action text -> the choice handed back to the flow
    prompt: str
    rule: str = ""
    # A payment or placement under way: the cores chosen so far (nothing has moved yet), so the
    # view can tell what each option makes of the whole payment (10-6-6, 9-3-2).
    paid: tuple[Pick, ...] = ()
    paying: Paying | None = None       # what that payment or placement is for

    def __post_init__(self) -> None:
        if not self.rule:
            self.rule = self.kind.rule


@dataclass(slots=True)
class Pool:
    """Cores a player could still use: per place, ordinary count and whether the soul core is there."""

    ordinary: dict[str, int] = field(default_factory=dict)
    soul: str | None = None

    def total(self) -> int:
        return sum(self.ordinary.values()) + (1 if self.soul else 0)

    def take(self, pick: Pick) -> None:
        place, soul = pick
        if soul:
            self.soul = None
        else:
            self.ordinary[place] -= 1


@dataclass(slots=True)
class Putting:
    """A card being summoned or placed (verbs/arrival.py `put_card`) or used as magic (flows/play.py
    `use_magic`) while its cost is paid and, for a summon or a placing, its cores are placed: what the
    rest of it needs.  Played by its player from the main step or a flash window (`outer`: the
    window's decision it was played at), a copy of a game waiting at one of those decisions goes on
    from there (flows/turn.py `game_flow_at`); by an effect (`outer` None), never.  `pool` is
    consumed by the payment and the placement as cores are chosen; `paid` holds the payment's cores
    once it is made, `cost` the cost then (0 when played free)."""

    seat: int
    card: Card
    verb: str                     # "summon", "place" or "use"
    source: str
    rule: str
    exhausted: bool
    own_when_summoned: bool
    swift: bool
    cost: int
    free: bool                    # an effect lets it be played without paying its cost ("pay free")
    ascend: FieldCard | None      # the spirit it ascends from (11-8)
    pool: Pool
    outer: "Point | None"
    paid: list[Pick] = field(default_factory=list)
    number: int = 0               # the magic effect used (10-8-3)


@dataclass(slots=True)
class Point:
    """A decision where a game can be entered again from its state alone (a copy of the game waiting
    there: flows/turn.py `game_flow_at`).  `at` is where: on the turn's spine, "main" (the main step,
    with the hand's options it keeps and whether a core move leaves them), "attack" (the attack
    step's choice of attacker), or a battle's point (flows/battle.py BATTLE_POINTS): "before_block"
    and "after_block" (a flash window), "block"; or inside a card played at the main step's or a
    flash window's decision, "pay" (its cost) and "place" (its cores), with `put`, what the rest of
    playing it needs.  Never changed once made (not frozen only because a frozen record is three
    times as slow to make, and one is made at most decisions)."""

    decision: Decision[Any]
    at: str
    hand: dict[str, MainChoice] | None = None
    movable: bool = False
    put: Putting | None = None


# A flow yields decisions, is sent choices and finally returns a T.
Flow = Generator[Decision[Any], Choice, T]


def decide(d: Decision[C]) -> Flow[C]:
    """Wait for `d`; the facade sends back only values of `d.options`, so the choice is a C."""
    choice = yield d
    return choice    # type: ignore[return-value]  # (typing.cast is a call at every decision)


def ask_yes_no(seat: int, kind: Kind, prompt: str, rule: str = "") -> Flow[bool]:
    answer = yield from decide(Decision(seat, kind, {"yes": Answer(True), "no": Answer(False)}, prompt, rule))
    return answer.yes


def core_choice(seat: int, prompt: str) -> Flow[bool]:
    """8-5-6: whoever controls the cores says whether the soul core is the one that moves."""
    choice = yield from decide(Decision(seat, Kind.CORE_CHOICE,
                                        {"core": CoreChoice(False), "soul": CoreChoice(True)}, prompt))
    return choice.soul


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not legal now: the rule and a line for the player.  The
    line may be given as a function, so that building the legal actions, which throws most
    refusals away, does not pay for wording them."""

    rule: str
    why: str | Callable[[], str]

    @property
    def message(self) -> str:
        return self.why if isinstance(self.why, str) else self.why()


