"""Card definitions: the facts printed on a card plus its effects in the effect language."""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Any

from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictInt, StringConstraints, field_validator,
                      model_validator)

from .effects import COLOURS, HAND_COST_KINDS, CardFilter, CardType, Colour, During, Effect, ThisTarget, TriggerEvent
from .effects import Keyword as KeywordName
from .terminal import unshown_character


# Bounds well beyond any printed card (the real pool tops out at cost 8, LV3, 7 cores, 11000 BP):
# they only catch typing slips and hostile files, never a legal card.
MAX_COST, MAX_LEVEL, MAX_LEVEL_CORES, MAX_BP, MAX_KEYWORD_VALUE = 30, 10, 20, 100_000, 10
NAME_MAX = 80
CARD_ID_PATTERN = r"^[A-Z0-9]+(-[A-Z0-9]+)+$"     # "ST01-004", "VAN-001A": no spaces, no lower case

# Whether a card of each type has levels (2-10): spirits and nexuses do, magic cards have none.
HAS_LEVELS: dict[str, bool] = {"spirit": True, "nexus": True, "magic": False}


def clip(value: object, limit: int = 80) -> str:
    """`value` as it can be quoted in a one-line message: repr, cut to about `limit` characters."""
    try:
        text = repr(value)
    except ValueError:          # an int beyond Python's 4300-digit str() limit
        return "(a number too long to show)"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def control_character(text: str) -> str | None:
    """The first character of `text` that must not reach a terminal (as U+XXXX), or None: control,
    escape, bidi and other invisible format characters (terminal.py decides which)."""
    return unshown_character(text)


def printable(text: str) -> str:
    """A validator: `text` unchanged, or ValueError naming its first control or invisible
    character, or saying it is blank (a name of spaces only shows as nothing)."""
    bad = control_character(text)
    if bad is not None:
        raise ValueError(f"holds the control character {bad}; text shown to players cannot")
    if not text.strip():
        raise ValueError("is blank; text shown to players needs a visible character")
    return text


# Text shown on screen: a name (card, family, player), one line of printable characters.
ShownText = Annotated[str, StringConstraints(min_length=1, max_length=NAME_MAX), AfterValidator(printable)]
CardId = Annotated[str, StringConstraints(max_length=32, pattern=CARD_ID_PATTERN)]


class Level(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    level: StrictInt = Field(ge=1, le=MAX_LEVEL)
    cores: StrictInt = Field(ge=0, le=MAX_LEVEL_CORES)    # maintenance cost of the level (2-10-3)
    bp: StrictInt = Field(default=0, ge=0, le=MAX_BP)


class Keyword(BaseModel):
    """A keyword effect of chapter 11, active at `levels` (all when empty) and during `during`.
    `value`: Crush's modifier, Raid's number of times; `colours`: Armor's colours.  Every keyword
    of chapter 11 the cards print is named, one card or many: "Armor" (11-5, ST03-002), "Luster"
    (11-6, ST04-005).  `filter`: the condition of Ascend (11-8-2: the spirit whose cores pay it),
    Immortal (11-4-2: the destroyed spirit) and "Link" (11-18-2: the attacking spirit it may link to,
    "Link: cost 4 or more" is `cost = {ge = 4}`; BSS06), in the card filter every other part uses.  "Astral"
    (11-14, BSS05 and PR) has its active timing in `during` (11-14-2); "Agile" (11-16, BSS06) works from
    the hand.  Chain (11-15) and Feast (11-17) are parts of effects, the verbs `chain` and `feast`, not
    entries here."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: KeywordName
    value: StrictInt = Field(default=0, ge=0, le=MAX_KEYWORD_VALUE)
    colours: tuple[Colour, ...] = ()
    levels: tuple[int, ...] = ()
    during: During = "always"
    filter: CardFilter | None = None
    alt: CardFilter | None = Field(default=None, description=(
        "Ascend: ... or an opposing spirit matching this, whose cores go to its controller's reserve (CB01-045: "
        "\"you may select one of your opponent's EVA-00 spirits to perform Ascend with this card\")"))

    @model_validator(mode="after")
    def _condition_where_needed(self) -> "Keyword":
        needs = self.name in ("Ascend", "Immortal", "Link")
        if needs != (self.filter is not None):
            raise ValueError("Ascend, Immortal and Link state their condition as a `filter` (11-8-2, 11-4-2, "
                             "11-18-2); other keywords have none")
        if self.alt is not None and (self.name != "Ascend" or self.alt.side != "opponent"):
            raise ValueError("`alt` is an Ascend's other condition, on an opposing spirit (side 'opponent': CB01-045)")
        return self


class Card(BaseModel):
    """One card.  Symbols are colour names; a multicolour symbol is written "red/blue" (2-8-2-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: CardId
    name: ShownText
    type: CardType
    colours: tuple[Colour, ...] = Field(default=(), max_length=6)
    cost: StrictInt = Field(ge=0, le=MAX_COST)
    reduction: tuple[Colour, ...] = Field(default=(), max_length=MAX_COST)
    symbols: tuple[str, ...] = Field(default=(), max_length=5)
    families: tuple[ShownText, ...] = Field(default=(), max_length=10)
    levels: tuple[Level, ...] = Field(default=(), max_length=MAX_LEVEL)
    keywords: tuple[Keyword, ...] = ()
    effects: tuple[Effect, ...] = ()
    left_out: str = Field(default="", max_length=300, description=(
        "what of the printed card is not played here, in our own words, when the reference data lost "
        "it (tests/cards/reference_damaged.json): shown with the card text so that no player takes the "
        "card for complete"))
    left_out_timings: tuple[TriggerEvent, ...] = Field(default=(), max_length=5, description=(
        "the timing each effect left out is printed under (8-1-5-1), when it works at every level: what a "
        "\"spirit with a 'when summoned' effect\" test still finds on the card (BSS01-014 against BSS02-042)"))

    @field_validator("symbols")
    @classmethod
    def _symbols_are_colours(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for symbol in value:
            parts = symbol.split("/")
            if not all(p in COLOURS for p in parts):
                raise ValueError(f"symbol {symbol!r} is not a colour or 'colour/colour'")
        return value

    @model_validator(mode="after")
    def _levels_fit_type(self) -> "Card":
        if HAS_LEVELS[self.type] and not self.levels:
            raise ValueError(f"a {self.type} needs at least one level")
        if not HAS_LEVELS[self.type] and self.levels:
            raise ValueError(f"a {self.type} card has no levels")
        numbers = [lv.level for lv in self.levels]
        if numbers != sorted(set(numbers)):
            raise ValueError("levels must be listed once each, lowest first")
        gates = [("keywords", i, k.levels) for i, k in enumerate(self.keywords, 1)]
        gates += [("effects", i, e.levels) for i, e in enumerate(self.effects, 1)]
        for where, i, levels in gates:
            missing = sorted(set(levels) - set(numbers))
            if missing:
                raise ValueError(f"{where} #{i} works at LV{missing[0]}, a level the card does not have (2-10-2)")
        return self

    @model_validator(mode="after")
    def _left_out_timings_need_left_out(self) -> "Card":
        if self.left_out_timings and not self.left_out:
            raise ValueError("left_out_timings names the timings of effects left out: say what is left out (left_out)")
        return self

    @model_validator(mode="after")
    def _all_text_printable(self) -> "Card":
        """Every string of the card (names, families, effect filters) may end up on screen."""
        for path, text in _strings(self.model_dump(), ()):
            bad = control_character(text)
            if bad is not None:
                where = ".".join(str(p) for p in path)
                raise ValueError(f"{where} holds the control character {bad}; text shown to players cannot")
        return self

    # Derived facts used in the engine's hot paths; computed once per card definition.
    @cached_property
    def symbol_colours(self) -> tuple[frozenset[str], ...]:
        return tuple(frozenset(s.split("/")) for s in self.symbols)

    @cached_property
    def reduction_counts(self) -> dict[str, int]:
        """How many reduction symbols of each colour the card has (2-7-3)."""
        out: dict[str, int] = {}
        for colour in self.reduction:
            out[colour] = out.get(colour, 0) + 1
        return out

    @cached_property
    def lv1_cores(self) -> int:
        return self.levels[0].cores if self.levels else 0

    @cached_property
    def lowest_bp(self) -> int:
        """The lowest BP printed at any of its levels (0 without levels)."""
        return min((lv.bp for lv in self.levels), default=0)

    @cached_property
    def lists_effects(self) -> bool:
        """Whether the printed card lists any effect or keyword (a "card with effects"), counting the
        effects the data lost and this card does not play (`left_out`): they are printed all the same."""
        return bool(self.effects or self.keywords or self.left_out)

    @cached_property
    def has_burst(self) -> bool:
        return any(e.kind == "burst" for e in self.effects)

    @cached_property
    def hand_constants(self) -> tuple[Effect, ...]:
        """Constant effects that work while the card is in the hand (a cost that changes)."""
        return tuple(e for e in self.effects if e.kind == "constant" and e.zone == "hand")

    @cached_property
    def trash_cost(self) -> int:
        """Its cost while it is in the trash: printed, unless an effect of its own working there sets
        it (BSS04-025)."""
        for e in self.effects:
            if e.zone == "trash":
                for m in e.modifiers:
                    if m.key == "cost_set" and isinstance(m.amount, int):
                        return m.amount
        return self.cost

    @cached_property
    def raises_others_level(self) -> bool:
        """A constant effect of it treats other cards as their highest level (BSS03-098)."""
        return any(m.key == "max_level" and not isinstance(m.target, ThisTarget)
                   for e in self.effects if e.kind == "constant" for m in e.modifiers)

    @cached_property
    def raises_own_level(self) -> bool:
        """A constant effect of its own may treat it as its highest level (8-8-1-3-2, BSS01-022)."""
        return any(m.key == "max_level" and isinstance(m.target, ThisTarget)
                   for e in self.effects if e.kind == "constant" for m in e.modifiers)

    @cached_property
    def magic_effects(self) -> tuple[int, ...]:
        """1-based numbers of the card's magic effects (10-8-1: burst effects are not used)."""
        return tuple(i for i, e in enumerate(self.effects, 1) if e.kind == "magic")

    @cached_property
    def activated(self) -> tuple[int, ...]:
        """1-based numbers of the card's activated effects (8-1-3)."""
        return tuple(i for i, e in enumerate(self.effects, 1) if e.kind == "activated")

    @cached_property
    def constants(self) -> tuple[Effect, ...]:
        """Its constant effects (8-1-4), the ones the engine looks at on every BP or cost query; those
        that work in the hand (`hand_constants`) do nothing on the field."""
        return tuple(e for e in self.effects if e.kind == "constant" and e.zone == "field")

    @cached_property
    def constant_kinds(self) -> frozenset[str]:
        """The modifier kinds its constant effects carry: a query about one kind (BP, symbols, a
        keyword) skips the field cards that have none of it without working out their level."""
        return frozenset(m.key for e in self.constants for m in e.modifiers)

    @cached_property
    def may_lower_bp(self) -> bool:
        """A constant effect of it may take a card's BP down: a "bp" change by a negative number or
        count (counts are never negative), or a set LV1 BP.  Without such a card on the field, no
        spirit printing BP above 0 loses it all (9-4-2), and the checkpoint works out no BP."""
        for effect in self.constants:
            for m in effect.modifiers:
                if m.key == "lv1_bp" or m.key == "bp" and (
                        m.amount < 0 if isinstance(m.amount, int) else m.amount.times < 0):
                    return True
        return False

    @cached_property
    def counts_symbols(self) -> bool:
        """A constant effect of it counts symbols more than once or as other colours (its own or
        others': ST01-002, BSS01-100)."""
        return not self.constant_kinds.isdisjoint(("extra_symbols", "symbol_colours", "paying_symbols"))

    @cached_property
    def changes_hand_costs(self) -> bool:
        """A constant effect of it changes what hand cards cost (effects.HAND_COST_KINDS)."""
        return not HAND_COST_KINDS.isdisjoint(self.constant_kinds)

    @cached_property
    def ascend(self) -> CardFilter | None:
        """The condition of its Ascend (11-8-2), or None when it has none: asked for every spirit
        in the hand at every decision."""
        return next((kw.filter for kw in self.keywords if kw.name == "Ascend" and kw.filter is not None), None)

    @cached_property
    def ascend_alt(self) -> CardFilter | None:
        """The other condition of its Ascend, on an opposing spirit (CB01-045), or None."""
        return next((kw.alt for kw in self.keywords if kw.name == "Ascend" and kw.alt is not None), None)

    @cached_property
    def trigger_events(self) -> frozenset[str]:
        """The events its triggered effects listen to (`triggered`)."""
        return frozenset(e.timing.event for _, e in self.triggered if e.timing is not None)

    @cached_property
    def triggered(self) -> tuple[tuple[int, Effect], ...]:
        """Its triggered effects with a timing that work on the field, each with its 1-based number (8-1-5)."""
        return tuple((i, e) for i, e in enumerate(self.effects, 1)
                     if e.kind == "triggered" and e.timing is not None and e.zone == "field")

    @cached_property
    def first_time_triggered(self) -> tuple[tuple[int, Effect], ...]:
        """Its "the first time ... each turn" effects (`first_time`), each with its number."""
        return tuple((i, e) for i, e in self.triggered if e.first_time)

    @cached_property
    def timing_events(self) -> frozenset[str]:
        """The events any of its effects with a timing listens to (a set burst's among them)."""
        return frozenset(e.timing.event for e in self.effects if e.timing is not None)

    @cached_property
    def offfield_triggered(self) -> tuple[tuple[int, Effect], ...]:
        """Its triggered effects that work while it lies in its owner's trash (zone "trash": BSS05-012) or
        in the hand or the trash (zone "hand_or_trash": CB01-061)."""
        return tuple((i, e) for i, e in enumerate(self.effects, 1)
                     if e.kind == "triggered" and e.timing is not None and e.zone in ("trash", "hand_or_trash"))

    @cached_property
    def offfield_trigger_events(self) -> frozenset[str]:
        """The events its effects working off the field listen to."""
        return frozenset(e.timing.event for _, e in self.offfield_triggered if e.timing is not None)

    @cached_property
    def level_by_cores(self) -> tuple[int, ...]:
        """The level reached with 0, 1, 2 ... cores, up to the top level's cost (2-10-3); more
        cores than that stay at the top level."""
        top = max((lv.cores for lv in self.levels), default=0)
        out = []
        for cores in range(top + 1):
            best = 0
            for lv in self.levels:
                if cores >= lv.cores:
                    best = lv.level
            out.append(best)
        return tuple(out)

    def has_keyword(self, name: str) -> bool:
        return any(k.name == name for k in self.keywords)

    # Cards are compared often (a card taken out of a hand of others); different ids settle it
    # at once, and the hash needs only the id, which equal cards share.
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if isinstance(other, Card) and self.id != other.id:
            return False
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash(self.id)


def _strings(value: Any, path: tuple[str | int, ...]) -> list[tuple[tuple[str | int, ...], str]]:
    """Every string inside a dumped model, with where it is."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, dict):
        return [found for k, v in value.items() for found in _strings(v, (*path, k))]
    if isinstance(value, (list, tuple)):
        return [found for i, v in enumerate(value) for found in _strings(v, (*path, i))]
    return []
