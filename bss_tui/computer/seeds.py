"""A seed drawn from what a seat sees: the easy level's chance and the hard level's samples come
from it, so the same view (and the same seed) always gives the same answer, and nothing hidden
from the seat can change it (the view holds nothing hidden)."""

from __future__ import annotations

import hashlib

from ..engine.operations.view import TableView


def view_seed(view: TableView, seed: int = 0) -> int:
    """A number fixed by the view and `seed`.  Python's own hash() of text changes from one process
    to the next, so the view's text goes through a digest instead; its frozen dataclasses hold only
    tuples, text and numbers, so their repr is the same in every run."""
    digest = hashlib.blake2b(f"{seed}|{view!r}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
