"""The keyboard holder's hand, as a list the game screen follows."""

from __future__ import annotations

from textual import on
from textual.events import Resize
from textual.reactive import reactive
from textual.widgets.option_list import Option

from .. import render
from ...carddb.schema import Card
from ...engine.operations.view import CardView, TableView
from .followed import FollowedList, Follower


class HandList(FollowedList):
    """The holder's hand (or, while the keyboard changes hands, only its size)."""

    table: reactive[TableView | None] = reactive(None)

    def __init__(self, cards: dict[str, Card], id: str, follower: Follower) -> None:
        super().__init__(id, follower)
        self.cards = cards
        self.hand: tuple[CardView, ...] = ()
        self.labels_width = 0           # the width the labels were made for

    def watch_table(self, view: TableView | None) -> None:
        if view is None:
            return
        side = view.players[render.my_seat(view)]
        self.clear_options()
        self.hand = side.hand or ()
        if side.hand is None:
            count = "1 card" if side.hand_count == 1 else f"{side.hand_count} cards"
            self.add_option(Option(f"({count}, hidden)", disabled=True))
            return
        self.labels_width = width = self.scrollable_content_region.width
        for card in side.hand:
            full = self.cards.get(card.id)
            self.add_option(Option(render.hand_label(card.name, card.id, full.type if full else None,
                                                     full.cost if full else None, width)))

    @on(Resize)
    def fit_new_width(self) -> None:
        """The labels take the form that fits the new width (a cost is never cut)."""
        if self.table is not None and self.hand and self.scrollable_content_region.width != self.labels_width:
            highlighted = self.highlighted
            self.watch_table(self.table)
            self.highlighted = highlighted

    def card_at(self, index: int | None) -> CardView | None:
        return self.hand[index] if index is not None and 0 <= index < len(self.hand) else None
