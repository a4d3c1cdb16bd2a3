"""Card definitions: the facts printed on a card plus its effects in the effect language."""

from __future__ import annotations

from functools import cached_property

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .effects import CardType, Colour, During, Effect
from .effects import Keyword as KeywordName


class Level(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    level: int = Field(ge=1)
    cores: int = Field(ge=0)    # maintenance cost of the level (2-10-3)
    bp: int = Field(default=0, ge=0)


class Keyword(BaseModel):
    """A keyword effect of chapter 11, active at `levels` (all when empty) and during `during`.
    `value`: Crush's modifier, Raid's number of times; `colours`: Armor's colours."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: KeywordName
    value: int = 0
    colours: tuple[Colour, ...] = ()
    levels: tuple[int, ...] = ()
    during: During = "always"


class Card(BaseModel):
    """One card.  Symbols are colour names; a multicolour symbol is written "red/blue" (2-8-2-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    additional_name: str = ""
    type: CardType
    colours: tuple[Colour, ...] = ()
    cost: int = Field(ge=0)
    reduction: tuple[Colour, ...] = ()
    symbols: tuple[str, ...] = ()
    families: tuple[str, ...] = ()
    levels: tuple[Level, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    effects: tuple[Effect, ...] = ()

    @field_validator("symbols")
    @classmethod
    def _symbols_are_colours(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        allowed = {"red", "purple", "white", "yellow", "green", "blue"}
        for symbol in value:
            parts = symbol.split("/")
            if not all(p in allowed for p in parts):
                raise ValueError(f"symbol {symbol!r} is not a colour or 'colour/colour'")
        return value

    @model_validator(mode="after")
    def _levels_fit_type(self) -> "Card":
        if self.type in ("spirit", "nexus") and not self.levels:
            raise ValueError(f"a {self.type} needs at least one level")
        if self.type == "magic" and self.levels:
            raise ValueError("a magic card has no levels")
        numbers = [lv.level for lv in self.levels]
        if numbers != sorted(set(numbers)):
            raise ValueError("levels must be listed once each, lowest first")
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
    def has_burst(self) -> bool:
        return any(e.kind == "burst" for e in self.effects)

    @cached_property
    def hand_constants(self) -> tuple[Effect, ...]:
        """Constant effects that work while the card is in the hand (a cost that changes)."""
        return tuple(e for e in self.effects if e.kind == "constant" and e.zone == "hand")

    @cached_property
    def magic_effects(self) -> tuple[int, ...]:
        """1-based numbers of the card's magic effects (10-8-1: burst effects are not used)."""
        return tuple(i for i, e in enumerate(self.effects, 1) if e.kind == "magic")

    def has_keyword(self, name: str) -> bool:
        return any(k.name == name for k in self.keywords)
