"""Shared fixtures.  Each fixture below is named for what it holds; add new ones beside them."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

# The validated card pool is cached between runs (bss_tui/carddb/cache.py): the tests keep theirs
# in a folder of their own, never in the user's cache, removed when the run ends (every run made
# one, and they piled up in the temporary folder).  Set before any card is loaded.
if "BSS_TUI_CACHE" not in os.environ:
    os.environ["BSS_TUI_CACHE"] = tempfile.mkdtemp(prefix="bss-tui-test-cache-")
    atexit.register(shutil.rmtree, os.environ["BSS_TUI_CACHE"], ignore_errors=True)

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
