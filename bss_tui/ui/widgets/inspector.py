"""The card inspector beside the board."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...carddb.schema import Card
from .. import render
from .palette import palette


class Inspector(Static):
    """A card in full; its styles also serve the card dialogs (CardScreen, VisibleCardsScreen)."""

    COMPONENT_CLASSES = {"inspector--name", "inspector--term"}

    def details(self, card: Card) -> Text:
        return render.card_details(card, palette(self, "inspector", ("name", "term")))
