"""Counts and amounts: a number read from the game, wherever the language has a number."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .base import _Model
from .filters import CardFilter


class Count(_Model):
    """A number read from the game when it is needed (as a directive is performed; for a constant
    effect, whenever the value is looked at), each one counted worth `times` ("+1000 BP for each
    ...": times 1000).  `of` says what is counted.  "cards": the field cards matching `filter`
    (seen from the effect's controller).  "hand": the cards in `player`'s hand (ST07-012).
    "trash": the cards in `player`'s trash (ST06-002).  "life_lost": how much less life `player`
    has than when the turn began, never below 0 (life lost and then regained is no loss: ST03-001
    ruling).  "attacks": which attack of the turn the current battle is (1 for the first, 0 with no
    battle: ST05-012).  "event_cores": the cores the event card had, its soul core included
    (ST01-013).  "life": the cores in `player`'s life, the soul core included (the booster sets'
    "when you have 3 or fewer life": BSS02-003, BSS02-005).  "burst": 1 while `player` has a burst
    set, else 0 (BSS01-112: "if you have a burst card set").  "own_cores": the cores on the card the
    number is for, the soul core included: for a modifier each card it applies to ("1000 BP for each
    core on them": BSS02-114), elsewhere the effect's own card ("for each core on this spirit").
    "trash_cores": the cores in `player`'s trash, the soul core included (the pair of "life": BSS02-114
    moves one only when there is one to move).  `player` says whose hand, trash, life
    or burst: "you" or "opponent" (the effect's controller's opponent).  For "hand" and "trash",
    `filter` keeps the cards matching it by their printed facts ("a Siegwurm spirit card in your
    trash": BSS02-006).  "costs": how many different costs the field cards matching `filter` have
    (at most 1: "if all the spirits on your field cost the same", BSS01-116).
    "those": the cards the previous targeted directive chose, or a `mill` discarded, or (before any directive
    of a "crushed" trigger) the cards Crush discarded, that match `filter` (read the moment the next directive begins): "for each spirit
    card discarded this way" (BSS02-022), "for each spirit destroyed by this effect", those left
    below LV1 (`level = {le = 0}`, 9-3-2-1: BSS01-034).  "destroyed": how many spirits `player`
    controlled were destroyed this turn ("if one or more of your spirits has been destroyed this
    turn": BSS02-027).  "magic_used": how many magic cards `player` has used this turn, from the hand
    or after a burst (10-8; BSS01-099's "the first magic card you use each turn" is none used yet).
    "event_symbols": the symbols on the event card as it is counted now (2-8), the pair of "event_cores"
    (BSS04-025: "for each symbol on that spirit", the blocked spirit).  "symbols": the symbols on the field
    cards matching `filter`, as counted now, only those of the filter's `colours` when it names some
    (BSS04-035: "as many as you have yellow symbols"; EX01-006: "if you have three or more red
    symbols"), a two-colour symbol counting for either of its colours (2-8-2-1).  "symbol_colours": how
    many different colours the symbols of those cards have (the pair of "costs": L01-001, "for each of your
    spirits with a different coloured symbol").
    "own_symbols": the symbols of the card the number is for, read as "own_cores" is (for a modifier
    each card it applies to: BSS04-104, "1000 BP for each symbol they have"; the pair of "own_cores").
    "those_cost": the costs of the cards the previous targeted directive chose that match `filter`,
    added up (on the field, the cost they count as there, 2-6; else printed): "discard cards from the top
    of your opponent's deck equal to that spirit's cost" (BSS04-086; BSS05-136 and PR-074 say the same).
    "drawn": how many cards `player` drew this turn by effects that player controlled (BSS03-056: "if your
    opponent used an effect they control to draw a card this turn"; the draw step's draw is no effect).
    "burst_cost": the cost of the burst card `player` has set, 0 with none (BSS05-136: "discard a number of
    cards ... equal to its cost"; the pair of "burst").
    "event_keyword": the number of the event card's keyword named by the filter's `keyword` (its Gale
    number), read as a "with [keyword]" criterion reads it (10-13-1: a Gale working while the spirit attacks
    counts once its level holds), 0 without it; the pair of "event_cores" and "event_symbols" for a keyword's
    number (BSS03-115: "place cores ... equal to the number specified in its Gale effect").
    "those_names": how many different card names the cards of "those" matching `filter` have, the pair of
    "costs" for names among the previous directive's cards (PR-072: "if they all have different card names",
    as many names as cards discarded)."""

    of: Literal["cards", "hand", "trash", "life_lost", "attacks", "event_cores", "life", "burst", "costs",
                "own_cores", "trash_cores", "those", "destroyed", "magic_used", "event_symbols", "symbols",
                "those_cost", "own_symbols", "drawn", "burst_cost",
                "symbol_colours", "event_keyword", "those_names"]
    filter: CardFilter = CardFilter()
    player: Literal["you", "opponent"] = "you"
    times: int = Field(default=1, ge=-100_000, le=100_000)
    changed: bool = Field(default=False, description=(
        "\"those\" only: only the cards the previous directive, an exhaust, refresh or destroy, changed "
        "(1-3-2-1): \"for each spirit destroyed by this effect\" leaves out a protected one (BSS05-092)"))


# A number wherever the language has one: a constant, or a count read from the game.
Amount = Annotated[int, Field(ge=-100_000, le=100_000)] | Count
CardAmount = Annotated[int, Field(ge=0, le=60)] | Count      # how many cards or cores
