"""The validated card pool, kept between runs: validating every card with pydantic is most of the
start-up time, and it grows with the pool (1,089 cards in the end).  The cache is a pickle of the
cards by id, in the user cache directory, keyed by the card files' contents and the code that reads
them: any change to a set file, the schema or the effect language, or another bss-tui, pydantic or
Python version gives another key, so a stale pool is never used.  A cache that cannot be read or
written is ignored (the cards are validated as if there were none); it is only ever a shortcut."""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Callable

import pydantic
from platformdirs import user_cache_dir

from . import effects, schema
from .schema import Card

CACHE_ENV = "BSS_TUI_CACHE"        # a folder for the cache; "off" turns it off


def cache_dir() -> Path | None:
    where = os.environ.get(CACHE_ENV)
    if where == "off":
        return None
    return Path(where) if where else Path(user_cache_dir("bss-tui"))


def key_of(files: list[Path]) -> str:
    """A digest of the set files (names and bytes) and of everything that shapes the cards read
    from them."""
    h = hashlib.sha256()
    for part in (sys.version, pydantic.VERSION):
        h.update(part.encode())
    for module in (schema, effects):                     # the models the pickle is made of
        h.update(Path(module.__file__ or "").read_bytes())
    for path in files:
        h.update(path.name.encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:32]


def cached(files: list[Path], build: Callable[[], dict[str, Card]]) -> dict[str, Card]:
    """The pool built by `build()` from `files`, from the cache when it holds this very pool."""
    folder = cache_dir()
    try:
        key = key_of(files)
    except OSError:
        return build()                 # a file that cannot be read: build() says which, in one line
    path = folder / f"cards-{key}.pickle" if folder is not None else None
    if path is not None:
        try:
            with path.open("rb") as f:
                pool = pickle.load(f)
            if isinstance(pool, dict) and all(isinstance(c, Card) for c in pool.values()):
                return pool
        except Exception:              # missing, truncated, foreign: build it again
            pass
    pool = build()
    if path is not None:
        _write(path, pool)
    return pool


def _write(path: Path, pool: dict[str, Card]) -> None:
    """Atomically (a temporary file renamed), replacing older pools; failures are ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".cards-", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(pool, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        for old in path.parent.glob("cards-*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass
