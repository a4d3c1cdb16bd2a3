"""The card layer's error, in a module of its own so that the command line can catch it without
importing pydantic and the card models (start-up speed)."""

from __future__ import annotations


class CardDataError(Exception):
    """A card, deck or scenario file that cannot be used; the message is one line."""
