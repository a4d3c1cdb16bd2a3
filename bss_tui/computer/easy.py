"""The easy level: the normal heuristics (player.py), except that at a third of its main-step,
attack and block decisions it plays a card from its hand, attacks or blocks at random among the
options that move the game on (or passes).  The chance is drawn from the view (seeds.py), so the
same position still gets the same answer; only options that use up a card, a spirit's attack or
the step are drawn, so a position never comes back to itself in a loop."""

from __future__ import annotations

import random
from typing import Mapping

from ..carddb.loader import load_cards
from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.decisions import Kind
from ..engine.operations.view import TableView, table_view
from . import player
from .seeds import view_seed
from .sight import Sight

CHANCE = 1 / 3       # how often a decision of the kinds below is drawn at random
DRAWN_KINDS = frozenset({Kind.MAIN, Kind.ATTACK, Kind.BLOCK})


def choose(view: TableView, cards: Mapping[str, Card]) -> str:
    decision = view.decision
    normal = player.choose(view, cards)
    if decision is None or decision.kind not in DRAWN_KINDS:
        return normal
    rng = random.Random(view_seed(view))
    if rng.random() >= CHANCE:
        return normal
    sight = Sight(view, cards)
    drawn = [a.text for a in view.actions if sight.moves_on(a)]
    return rng.choice(drawn) if drawn else normal


def program(game: Game, seat: int, cards: Mapping[str, Card] | None = None) -> str:
    """A seat program (ui/session.py Program) of the easy level."""
    return choose(table_view(game, seat, log=False), cards if cards is not None else load_cards())
