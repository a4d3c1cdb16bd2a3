"""Results kept between decisions: values made once and shared (immutable choices, checked move
lists), held in plain dictionaries bounded so that a long process (the app, a test run, random
play over many games, whose labels and scenario cards differ) never grows them without end."""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

LIMIT = 4096       # far more than one game meets; a full table starts again from empty


def remember(table: dict[K, V], key: K, value: V, limit: int = LIMIT) -> V:
    """Keep `value` under `key` in `table` and return it."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value
