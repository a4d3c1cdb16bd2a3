"""Game state: areas (chapter 3), pieces (4-8..4-12) and the turn/battle bookkeeping.

Plain slotted classes: this is the hot path.  Derived values (level, BP, symbols, costs) live in
`derived.py` and are never stored here.
"""

from __future__ import annotations

from dataclasses import dataclass, field as dc_field
from typing import Union

from ...carddb import effects as E
from ...carddb.schema import Card

STEPS = ("start", "core", "draw", "refresh", "main", "attack", "end")

# Where a player's soul core is: an area name or the uid of a field card it sits on.
SoulPlace = Union[str, int]


@dataclass(slots=True)
class FieldCard:
    """A spirit or nexus on the field (4-9, 4-10)."""

    uid: int
    card: Card
    owner: int
    controller: int
    label: str
    cores: int = 0            # ordinary cores on the card; the soul core is tracked by its owner
    exhausted: bool = False   # 4-4-1


@dataclass(slots=True)
class PlayerState:
    seat: int
    name: str
    deck: list[Card] = dc_field(default_factory=list)     # deck[-1] is the top card
    hand: list[Card] = dc_field(default_factory=list)
    trash: list[Card] = dc_field(default_factory=list)
    burst: Card | None = None
    life: int = 0
    reserve: int = 0
    trash_cores: int = 0
    soul: SoulPlace = "reserve"
    mulliganed: bool = False
    # The hand's cards its opponent knows are there: each entered the hand from where both players saw
    # it (the field, the trash, a reveal, 12-2) or was revealed in it, and has not been seen leaving.
    # What a player may believe of the other's hand, kept from public facts only (ops.enter_hand,
    # ops.leave_hand), never longer than the hand; the hard level's samples keep them (computer/sample.py).
    known: list[Card] = dc_field(default_factory=list)
    # How many of the deck's top cards its player knows, in order (looked at or revealed and put back
    # on top: 12-2, 12-3), and how many of those both players know; public facts too, kept by
    # ops.top_gone / top_put and reset by a shuffle.  0 <= top_shown <= top_known <= len(deck).
    top_known: int = 0
    top_shown: int = 0
    burst_shown: bool = False    # the set burst was revealed to both (12-2-1: BSS05-136) and is still set


# The duration of a constant effect's change read as a lasting effect: while its effect is on (8-1-4-2).
WHILE_ON = "while"


@dataclass(slots=True)
class Lasting:
    """A lasting effect (8-8-1-4): a change a resolved effect left for a while, its targets fixed as it
    resolved.  The change is the very model a constant effect applies (a `Modifier`, read by its key as
    a constant one is), or a triggered effect the card gained (gain_effect); rules/active.py's
    `lasting_on` reads it beside the constant effects, layer by layer (8-8-1)."""

    uid: int           # the field card it changes, or -1: a rule changed for its controller (`by`)
    change: E.Modifier | E.Effect
    value: int         # the change's amount, counted once as the effect resolved (8-8-1-4)
    duration: str      # until: "turn" | "battle" | "opponent_next_turn" | "next_refresh", or WHILE_ON
                       # for a constant effect's change, read as a lasting effect while its effect is on
    ts: int            # its timestamp: the order of the changes within a layer (8-8-1-3-1)
    by: int = -1       # seat whose effect made it
    holder: int = 0    # a field card's uid: it holds only while that card is on the field (BSS03-092)
    source: Card | None = None   # the card whose effect made it: a spirit its BP change destroys (9-4-2-1)
    # the nexus half of a lasting "families" change with an amount: a nexus among its targets is also a
    # spirit, with `value` BP (BSS05-113); a record of its own as the families half keeps its own stamp
    spirit: bool = False

    @property
    def kind(self) -> str:
        """What the rules read it by: its modifier's key ("bp", "cannot:attack"), "effect" for a
        triggered effect gained, "as_spirit" for the nexus half of a "families" change."""
        change = self.change
        if isinstance(change, E.Effect):
            return "effect"
        return "as_spirit" if self.spirit else change.key

    @property
    def constant(self) -> bool:
        """A constant effect's change (never in `State.mods`), not one a resolved effect left."""
        return self.duration == WHILE_ON

    @property
    def modifier(self) -> E.Modifier:
        """The change as a modifier: every lasting effect's but a gained triggered effect's."""
        change = self.change
        assert isinstance(change, E.Modifier), "a gained triggered effect is no modifier"
        return change

    @property
    def effect(self) -> E.Effect | None:
        """The triggered effect gained, or None for a modifier."""
        change = self.change
        return change if isinstance(change, E.Effect) else None


@dataclass(slots=True)
class Battle:
    attacker: int
    defender: int                 # seat of the attacked player
    blocker: int | None = None    # uid
    blocked: bool = False
    magic_used: list[Card] = dc_field(default_factory=list)   # by the attacker's controller (11-6-1)
    curse: bool = False
    luster: bool = False
    number: int = 0               # 1 for the turn's first attack, 2 for the second, ...
    links: list[int] = dc_field(default_factory=list)   # uids of the spirits Link linked to the attacker (11-18-1),
                                  # while linked: one, or more where an effect allows it (BSS06-002)
    block_links: list[int] = dc_field(default_factory=list)   # those linked to the blocker (BSS06-054)


@dataclass(slots=True)
class Snapshot:
    """Last known state of a card that left the field (8-10)."""

    uid: int
    card: Card
    owner: int
    controller: int
    label: str
    cores: int
    soul: bool
    level: int
    bp: int
    exhausted: bool
    keywords: frozenset[str]   # the keywords it had, at its level, printed or gained (10-13-1: BSS04-028)
    symbols: tuple[frozenset[str], ...]   # its symbols, each a colour set, gained ones too (2-8: CB01-015)
    by: int = -1          # seat that destroyed it, when it was destroyed
    cause: str = ""       # how: "battle", "effect", "effect_cores", "effect_bp"
    destroyer: "Subject | None" = None   # the battling spirit that destroyed it (live or last state)
    source: Card | None = None    # the card whose destruction effect, or battle, destroyed it
    families: tuple[str, ...] | None = None    # its spirit types as it left, when an effect gave it more
    attacking: bool = False   # it was the attacking spirit of the battle as it left (BSS06-096: "your attacking spirits")
    spirit: bool = False      # a nexus an effect made also a spirit, as it left (gain_family's spirit_bp: BSS05-113)
    cost_now: int | None = None   # its cost as it left, when an effect of its own set another (BSS06-054), 8-10

    @property
    def cost(self) -> int:
        """Its cost as it left the field (8-10): the printed one unless an effect of its own set another."""
        return self.card.cost if self.cost_now is None else self.cost_now


# A card an effect refers to: live on the field, or its last known state (8-10).
Subject = Union[FieldCard, Snapshot]


@dataclass(slots=True)
class Pending:
    """A triggered effect (or a keyword's trigger, or a burst) waiting to resolve (8-5-2-4)."""

    seat: int
    card: Card
    effect: E.Effect | None       # None for a keyword's own trigger (Crush, Raid, Curse, Luster)
    number: int
    source: Subject | None
    event_card: Subject | None
    key: str            # names it in the notation: "<label> <n>", "<label> <keyword>", "burst pN"
    keyword: str = ""
    value: int = 0
    activated: bool = False   # a burst its owner has already turned face up (8-5-2-1)
    soul_paid: bool = False   # the soul core paid for this card as it was summoned (the trigger's own event)
    cards: tuple[Card, ...] = ()   # the cards the event was about (crushed: those discarded), its first "those"
    others: tuple[Subject, ...] = ()   # the other cards, summoned or placed together, it fired for too (8-6-3)


@dataclass(slots=True)
class Watching:
    """A triggered effect a resolved effect left running for a while (the `watch` directive)."""

    seat: int                 # whose effect it is
    card: Card                # the card whose effect set it
    effect: E.Effect          # the watch's triggered effect, or its modifiers as a "constant" one on hand cards
    number: int               # the card's effect that set it
    those: tuple[int, ...]    # uids of the cards it watches (the timing's subject "those")
    duration: str             # "turn" | "battle"
    ts: int
    source: int = 0           # uid of the field card whose effect set it ("this" in its actions), 0: none
    # it ends the first time it works: hand modifiers once a card they change is played (BSS03-036,
    # BSS04-005), a triggered effect once it triggers ("the next time ...": PR-057)
    next_only: bool = False


# A count per player for the current turn, kept as (turn, count of p1, count of p2): a count from
# an earlier turn reads as 0 and restarts at the next event, so no step has to reset it.
TurnCount = tuple[int, int, int]


def _counted(counts: TurnCount, turn: int, seat: int) -> TurnCount:
    both = [counts[1], counts[2]] if counts[0] == turn else [0, 0]
    both[seat] += 1
    return (turn, both[0], both[1])


def _count_of(counts: TurnCount, turn: int, seat: int) -> int:
    return counts[1 + seat] if counts[0] == turn else 0


@dataclass(slots=True)
class State:
    players: list[PlayerState]
    field: list[FieldCard] = dc_field(default_factory=list)
    turn: int = 0
    active: int = 0
    player_one: int = 0
    step: str = "start"
    burst_set_this_turn: bool = False
    battle: Battle | None = None
    mods: list[Lasting] = dc_field(default_factory=list)
    watches: list[Watching] = dc_field(default_factory=list)     # triggered effects set for a while
    destroyed: TurnCount = (0, 0, 0)    # (turn, spirits p1 controlled destroyed in it, p2's)
    magic: TurnCount = (0, 0, 0)        # (turn, magic cards p1 used in it, p2's)
    drawn: TurnCount = (0, 0, 0)        # (turn, cards p1 drew in it by their own effects, p2's)
    summoned: tuple[int, tuple[Card, ...], tuple[Card, ...]] = (0, (), ())   # (turn, spirits p1 summoned in it, p2's)
    resolving: list[tuple[int, Card]] = dc_field(default_factory=list)   # magic waiting unseen (10-8-7)
    winner: str | None = None       # "p1" | "p2" | "draw"
    end_reason: str = ""
    next_uid: int = 1
    clock: int = 0                  # timestamps for chronological order (8-8-1-3-1)
    voided: int = 0                 # ordinary cores put into the void by effects
    from_void: int = 0              # ordinary cores taken from the void (core step, effects)
    once_used: set[tuple[int, int]] = dc_field(default_factory=set)   # (uid, effect number) this turn
    # "the first time ... each turn": (seat, card id, effect number) whose first matching event of this
    # turn has happened, for that seat's copies of the card, wherever they were (triggers.collect)
    first_seen: set[tuple[int, str, int]] = dc_field(default_factory=set)
    raid_used: dict[int, int] = dc_field(default_factory=dict)  # uid -> Raid uses this turn (11-12-1)
    label_counters: list[int] = dc_field(default_factory=lambda: [0, 0])
    # Bookkeeping of the moment, part of the state so that a dump or a copy misses nothing:
    pending: list[list[Pending]] = dc_field(default_factory=list)   # trigger batches waiting (8-5-2-4)
    # uid -> why it lost cores (9-3-2): ("self" or "effect", whose action or effect, the effect's card)
    core_loss: dict[int, tuple[str, int, Card | None]] = dc_field(default_factory=dict)
    last_state: dict[int, Snapshot] = dc_field(default_factory=dict)         # uid -> last known state (8-10)
    # uids management found below LV1 or at 0 BP by an opposing effect but a protection kept on the field
    # (1-3-3): told once, examined again at each checkpoint while they stay so (checkpoint.py)
    spared: set[int] = dc_field(default_factory=set)
    passes: int = 0                 # passes in a row in the open flash window (7-1-2-1)
    paying: Card | None = None      # the card whose summoning or placing cost is being worked out
    paying_zone: str = "hand"       # where that card lies: "hand", or "trash" etc. for a summon by an effect
    hand_costs_known: bool | None = None   # derived.hand_costs_change, fixed while hand options are listed
    attack_count: tuple[int, int] = (0, 0)    # (turn, attacks declared in it)
    life_start: dict[int, tuple[int, int]] = dc_field(default_factory=dict)    # seat -> (turn, life before its first change)
    attacks_ended: int = 0          # the turn whose attack step an effect ended (end_attack_step, 6-7-3-2)
    # the events the effects of the players' cards working off the field listen to (zone "trash" or
    # "hand_or_trash"), read once: no card joins the game later but tokens, which have none
    offfield_events: frozenset[str] | None = None
    # the cards of the game with a "first time each turn" effect, read once as offfield_events is
    first_time_cards: tuple[tuple[int, Card], ...] | None = None     # (owner's seat, card)

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def find(self, uid: int) -> FieldCard | None:
        for fc in self.field:
            if fc.uid == uid:
                return fc
        return None

    def by_label(self, label: str) -> FieldCard | None:
        for fc in self.field:
            if fc.label == label:
                return fc
        return None

    def field_of(self, seat: int) -> list[FieldCard]:
        return [fc for fc in self.field if fc.controller == seat]

    def has_soul(self, fc: FieldCard) -> bool:
        return self.players[fc.controller].soul == fc.uid

    def count_attack(self) -> int:
        """The number of this attack in the turn (1 for the first)."""
        turn, n = self.attack_count
        n = n + 1 if turn == self.turn else 1
        self.attack_count = (self.turn, n)
        return n

    def expire(self, duration: str) -> None:
        """The end of a turn or of a battle: the modifiers and the watching effects set to last
        until then end together (6-8-1-2, 7-1-6-2)."""
        self.mods = [m for m in self.mods if m.duration != duration]
        self.watches = [w for w in self.watches if w.duration != duration]

    def note_destroyed(self, seat: int) -> None:
        """A spirit `seat` controlled was destroyed: counted for this turn."""
        self.destroyed = _counted(self.destroyed, self.turn, seat)

    def destroyed_this_turn(self, seat: int) -> int:
        return _count_of(self.destroyed, self.turn, seat)

    def note_magic_used(self, seat: int) -> None:
        """`seat` used a magic card (10-8): counted for this turn."""
        self.magic = _counted(self.magic, self.turn, seat)

    def note_summoned(self, seat: int, card: Card) -> None:
        """`seat` summoned the spirit `card` (10-6): kept for this turn (summon_limit, BSS03-103)."""
        turn, one, two = self.summoned
        if turn != self.turn:
            one, two = (), ()
        self.summoned = (self.turn, one + (card,) if seat == 0 else one, two + (card,) if seat == 1 else two)

    def summoned_this_turn(self, seat: int) -> tuple[Card, ...]:
        turn, one, two = self.summoned
        return (one if seat == 0 else two) if turn == self.turn else ()

    def magic_used_this_turn(self, seat: int) -> int:
        return _count_of(self.magic, self.turn, seat)

    def note_drawn(self, seat: int, n: int) -> None:
        """`seat` drew `n` cards by an effect they control: counted for this turn."""
        for _ in range(n):
            self.drawn = _counted(self.drawn, self.turn, seat)

    def drawn_this_turn(self, seat: int) -> int:
        return _count_of(self.drawn, self.turn, seat)

    def life_total(self, seat: int) -> int:
        p = self.players[seat]
        return p.life + (1 if p.soul == "life" else 0)

    def note_life(self, seat: int) -> None:
        """Called before a core enters or leaves a player's life: keeps their life as the turn began."""
        if self.life_start.get(seat, (None, 0))[0] != self.turn:
            self.life_start[seat] = (self.turn, self.life_total(seat))

    def lost_life_net(self, seat: int) -> bool:
        """Whether the player has less life now than when this turn began (life lost and then
        regained in the same turn is not a loss: ST03-001 ruling)."""
        turn, life = self.life_start.get(seat, (None, 0))
        return turn == self.turn and self.life_total(seat) < life

    def total_cores(self, fc: FieldCard) -> int:
        return fc.cores + (1 if self.players[fc.controller].soul == fc.uid else 0)


def seat_name(seat: int) -> str:
    return f"p{seat + 1}"


def seat_of(name: str) -> int:
    return {"p1": 0, "p2": 1}[name]
