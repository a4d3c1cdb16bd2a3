"""One player's side of the board: the counts and the field's pane, under the player's name."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.reactive import reactive

from .. import render
from ...carddb.schema import Card
from ...engine.operations.view import SideView, TableView
from .counts import Counts
from .field import FieldPane
from .palette import palette
from .payment import paying_side, payment_line


class PlayerArea(Vertical):
    """One player's side: its title on the border, the counts (life, reserve, trash; deck, hand,
    burst), and the field's pane (widgets/field.py)."""

    COMPONENT_CLASSES = {"area--key", "area--life", "area--burst", "area--label", "area--ready", "area--exhausted",
                         "area--tag-exhausted", "area--attacking", "area--blocking", "area--dim", "area--more"}
    STYLES = ("key", "life", "burst", "label", "ready", "exhausted", "tag-exhausted", "attacking", "blocking", "dim",
              "more")
    table: reactive[TableView | None] = reactive(None)

    def __init__(self, mine: bool, id: str, cards: dict[str, Card]) -> None:
        super().__init__(id=id)
        self.mine = mine          # the holder's own side (below), else the opponent's
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield Counts(classes="area-resources")          # grows when a line wraps: never clipped
        yield FieldPane(self.cards, classes="area-field-box")

    def watch_table(self, view: TableView | None) -> None:
        if view is None:
            return
        me = render.my_seat(view)
        seat = me if self.mine else 1 - me
        side = view.players[seat]
        if not self.mine:
            title = f"{side.name} (opponent)"
        else:
            title = f"{side.name} ({'at the keyboard' if view.viewer is not None else 'next to play'})"
        self.show(side, title, view)

    def show(self, side: SideView, title: str, view: TableView) -> None:
        colours = palette(self, "area", self.STYLES)
        side, payment = paying_side(view, side)      # a payment under way: the counts follow each core
        self.border_title = Content(title)           # a player name is not markup
        self.query_one(Counts).show(side, view.winner is not None, colours)
        note = payment_line(payment, colours) if payment is not None else None
        self.query_one(FieldPane).show(side, view.battle, colours, note)
