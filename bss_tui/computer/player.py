"""The computer player's decisions, one function per decision kind (engine/model/decisions.py Kind).

`choose` sees only a TableView, the seat's own view, and the card definitions; `program` builds
that view from a game for the seats that a program plays (ui/session.py, simulate.py).  It is
deterministic: the same view gives the same action, so games against it replay exactly."""

from __future__ import annotations

from typing import Callable, Mapping

from . import battle, choices, cores, main
from ..carddb.loader import load_cards
from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.decisions import Kind
from ..engine.model.state import seat_name
from ..engine.operations.view import TableView, table_view
from .sight import Sight

Decide = Callable[[Sight], str]

# Each kind of decision and who decides it; a kind missing here would fail the test that walks Kind.
BY_KIND: dict[str, Decide] = {
    Kind.FIRST_PLAYER: choices.first_player,
    Kind.MULLIGAN: choices.mulligan,
    Kind.MAIN: main.choose,
    Kind.PAY: cores.pay,
    Kind.PLACE_CORES: cores.place,
    Kind.ATTACK: battle.attack,
    Kind.FLASH: battle.flash,
    Kind.BLOCK: battle.block,
    Kind.TRIGGER_ORDER: choices.first_option,
    Kind.TARGET: choices.target,
    Kind.OPTIONAL: choices.yes,
    Kind.BURST: choices.yes,
    Kind.DISCARD: choices.discard,
    Kind.CORE_CHOICE: choices.core_choice,
    Kind.AMOUNT: choices.most,
    Kind.CHOICE: choices.first_option,
    Kind.LOOP: choices.first_option,       # "loop 0": end a loop at once
}


class NotMyDecision(ValueError):
    """The view holds no decision for its viewer: nothing to choose."""


def choose(view: TableView, cards: Mapping[str, Card]) -> str:
    """The action the viewer takes, from its view alone."""
    decision = view.decision
    if decision is None or decision.options is None or decision.player != view.viewer or not decision.options:
        raise NotMyDecision(f"{view.viewer} has no decision to take")
    return BY_KIND[decision.kind](Sight(view, cards))


def program(game: Game, seat: int, cards: Mapping[str, Card] | None = None) -> str:
    """A seat program (ui/session.py Program): the seat's view of `game`, then `choose`.  The view
    leaves out the game log, which the computer does not read: building it made every decision
    slower as the game went on."""
    view = table_view(game, seat, log=False)
    assert view.viewer == seat_name(seat)
    return choose(view, cards if cards is not None else load_cards())
