"""Shared fixtures.  Each fixture below is named for what it holds; add new ones beside them."""

from __future__ import annotations

import pytest

from bss_tui.carddb.decks import load_deck, shipped_decks
from bss_tui.carddb.loader import load_cards


@pytest.fixture(scope="session")
def card_db():
    """Every shipped card, by id."""
    return load_cards()


@pytest.fixture(scope="session")
def shipped_deck_lists(card_db):
    """Every shipped preconstructed deck, by name ("vanilla-red" -> list of Card)."""
    return {name: load_deck(name, card_db) for name in shipped_decks()}
