"""Counts and amounts: a number read from the game, wherever the language has a number.

A count is a SOURCE (which cards, or which place or record of the game) read by a MEASURE (what is
counted there: how many, their cores, their symbols, their cost, ...), times what each is worth.
Both are small vocabularies shared by every count, so a new count is a new pair of existing words
more often than a new word; `MEASURES_OF` says which measures each source can be read by."""

from __future__ import annotations

from types import MappingProxyType
from typing import Annotated, Literal, Mapping

from pydantic import Field, ValidationInfo, field_validator

from .base import _Model
from .filters import CardFilter

CountSource = Literal["field", "hand", "trash", "life", "burst", "event", "own", "those",
                      "life_lost", "attacks", "destroyed", "magic_used", "drawn"]
CountMeasure = Literal["number", "cores", "symbols", "cost", "keyword",
                       "distinct_costs", "distinct_colours", "distinct_names"]

# Which measures read each source.  Cards have cores (on the field), symbols and costs; several cards
# also have how many different costs, colours or names; a field card has its keywords' numbers.  A
# place or record that holds only a number (life, attacks, spirits destroyed this turn ...) has that
# number alone.  A pair outside this table is refused at load, so no count means nothing.
_DIFFERENT: frozenset[str] = frozenset({"distinct_costs", "distinct_colours", "distinct_names"})
_NUMBER: frozenset[str] = frozenset({"number"})
MEASURES_OF: Mapping[str, frozenset[str]] = MappingProxyType({
    "field": frozenset({"number", "cores", "symbols", "cost", "keyword"}) | _DIFFERENT,
    "hand": frozenset({"number", "symbols", "cost"}) | _DIFFERENT,
    "trash": frozenset({"number", "cores", "symbols", "cost"}) | _DIFFERENT,
    "those": frozenset({"number", "cores", "symbols", "cost"}) | _DIFFERENT,
    "burst": frozenset({"number", "symbols", "cost"}),
    "event": frozenset({"number", "cores", "symbols", "cost", "keyword"}),
    "own": frozenset({"number", "cores", "symbols", "cost", "keyword"}),
    "life": _NUMBER, "life_lost": _NUMBER, "attacks": _NUMBER, "destroyed": _NUMBER, "magic_used": _NUMBER,
    "drawn": _NUMBER,
})


class Count(_Model):
    """A number read from the game when it is needed (as a directive is performed; for a constant
    effect, whenever the value is looked at): the `measure` of the source `of`, each one counted
    worth `times` ("+1000 BP for each ...": times 1000).

    The sources (`of`).  "field": the field cards matching `filter` (seen from the effect's
    controller).  "hand": the cards in `player`'s hand matching `filter` by their printed facts
    (ST07-012).  "trash": the cards in `player`'s trash matching `filter` by their printed facts ("a
    Siegwurm spirit card in your trash": BSS02-006, ST06-002), and the cores there, the soul core
    included (BSS02-114 moves one only when there is one to move).  "life": the cores in `player`'s
    life, the soul core included ("when you have 3 or fewer life": BSS02-003).  "burst": the burst
    card `player` has set, none without one (BSS01-112: "if you have a burst card set").  "event":
    the event card, as it is now on the field or as it was last seen there (ST01-013: the cores the
    destroyed spirit had).  "own": the card the number is for: for a modifier each card it applies
    to ("1000 BP for each core on them": BSS02-114), elsewhere the effect's own card while it is on
    the field.  "those": the cards the previous targeted directive chose, or a `mill` discarded, or
    (before any directive of a "crushed" trigger) the cards Crush discarded, that match `filter`,
    read the moment the next directive begins ("for each spirit card discarded this way": BSS02-022;
    those left below LV1, `level_max` 0, 9-3-2-1: BSS01-034).  "life_lost": how much less life
    `player` has than when the turn began, never below 0 (life lost and then regained is no loss:
    ST03-001 ruling).  "attacks": which attack of the turn the current battle is (1 for the first, 0
    with no battle: ST05-012).  "destroyed": how many spirits `player` controlled were destroyed this
    turn (BSS02-027).  "magic_used": how many magic cards `player` has used this turn, from the hand
    or after a burst (10-8; BSS01-099's "the first magic card you use each turn" is none used yet).
    "drawn": how many cards `player` drew this turn by effects that player controlled (BSS03-056:
    "if your opponent used an effect they control to draw a card this turn"; the draw step's draw
    is no effect).

    The measures (`measure`, `MEASURES_OF` says which each source offers).  "number": how many
    the source holds (cards; for "life" and "life_lost" cores, for "attacks" the attack's number).
    "cores": the cores on its cards, the soul core included, and for "trash" the cores lying there.
    "symbols": the symbols on its cards as counted now (2-8), a two-colour symbol counting for
    either of its colours (2-8-2-1); the filter's `colours`, when it names some, say which symbols
    count rather than which cards (BSS04-035: "as many as you have yellow symbols"; EX01-006: "if
    you have three or more red symbols").  "cost": its cards' costs added up, a field card's the cost
    it counts as there (2-6), any other card's the printed one (BSS04-086: "equal to that spirit's
    cost"; BSS05-136: the set burst's cost).  "keyword": the number of the keyword the filter's
    `keyword` names on its field cards, read as a "with [keyword]" criterion reads it (10-13-1), 0
    without it (BSS03-115: "the number specified in its Gale effect").  "distinct_costs": how many
    different costs its cards have ("if all the spirits on your field cost the same": BSS01-116).
    "distinct_colours": how many of its cards can each have a symbol of a colour no other of them is
    counted with, a two-colour symbol being one of its colours, the player's pick (2-8-2-2; L01-001:
    "for each of your spirits with a different coloured symbol").  "distinct_names": how many different card
    names its cards have (PR-072: "if they all have different card names")."""

    of: CountSource
    measure: CountMeasure = "number"
    filter: CardFilter = CardFilter()
    player: Literal["you", "opponent"] = "you"
    times: int = Field(default=1, ge=-100_000, le=100_000)
    changed: bool = Field(default=False, description=(
        "\"those\" only: only the cards the previous directive, an exhaust, refresh or destroy, changed "
        "(1-3-2-1): \"for each spirit destroyed by this effect\" leaves out a protected one (BSS05-092)"))

    @field_validator("measure")
    @classmethod
    def _measure_of_source(cls, measure: str, info: ValidationInfo) -> str:
        source = info.data.get("of")        # absent when `of` itself was refused
        offered = MEASURES_OF.get(source) if isinstance(source, str) else None
        if offered is not None and measure not in offered:
            raise ValueError(f"a count of {source!r} has no measure {measure!r}; it has {', '.join(sorted(offered))}")
        return measure

    def cards_filter(self) -> CardFilter:
        """The filter the source's cards are matched by: all of `filter`, but for the "symbols"
        measure, whose colours pick the symbols that count, not the cards."""
        if self.measure == "symbols" and self.filter.colours:
            return self.filter.model_copy(update={"colours": ()})
        return self.filter


# A number wherever the language has one: a constant, or a count read from the game.
Amount = Annotated[int, Field(ge=-100_000, le=100_000)] | Count
CardAmount = Annotated[int, Field(ge=0, le=60)] | Count      # how many cards or cores
