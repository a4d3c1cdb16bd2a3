"""How good a position is for a seat, read from that seat's view (engine/operations/view.py): the
hard level scores the end of each look-ahead with it (search.py).  A win or a loss outweighs
everything (1-2-1); then life, each point of which brings the end nearer (7-1-5-2); then what
is on the field (its cards' costs, levels and BP), the cards in hand and the cores."""

from __future__ import annotations

from typing import Mapping

from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.state import seat_name
from ..engine.operations.view import FieldCardView, SideView, table_view

WIN = 1000.0
LIFE = 8.0            # a point of life
HAND = 1.0            # a card in hand
CORE = 0.5            # a core in the reserve or on a card
BP_UNIT = 2000        # a spirit's BP counts one point per this much
LEVEL = 1.0           # each level above the first


def score(game: Game, seat: int, cards: Mapping[str, Card]) -> float:
    """The position for `seat`: positive when it is ahead."""
    view = table_view(game, seat, log=False)
    if view.winner is not None:
        return 0.0 if view.winner == "draw" else (WIN if view.winner == seat_name(seat) else -WIN)
    return _side(view.players[seat], cards) - _side(view.players[1 - seat], cards)


def _side(side: SideView, cards: Mapping[str, Card]) -> float:
    cores = side.reserve + sum(fc.cores + fc.soul for fc in side.field) + (side.soul_core == "reserve")
    return LIFE * side.life + HAND * side.hand_count + CORE * cores + sum(_card(fc, cards) for fc in side.field)


def _card(fc: FieldCardView, cards: Mapping[str, Card]) -> float:
    card = cards.get(fc.id)
    cost = card.cost if card is not None else 0
    return 1.0 + cost + LEVEL * max(0, fc.level - 1) + (fc.bp or 0) / BP_UNIT
