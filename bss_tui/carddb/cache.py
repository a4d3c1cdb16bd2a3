"""The validated card pool, kept between runs: validating every card with pydantic is most of the
start-up time, and it grows with the pool (1,089 cards in the end).  The cache is JSON data (each
card as pydantic dumped it, by id) in the user cache directory, keyed by the card files' contents
and the code that reads them: any change to a set file, the schema or the effect language, or another
pydantic or Python version gives another key, so a stale pool is never used.  The key is also inside
the file, and a file is read only up to a size bound.  Data cannot run code when read (a pickle
could: a file planted in the cache folder would have run at the next start); rebuild.py turns it
back into the models.  Only a pool that validated is ever written, so a current cache also means the
card files are good.  A cache that cannot be read, parsed or rebuilt is ignored and written anew; it
is only ever a shortcut.

This module imports neither pydantic nor the card models (the app asks it, before its first frame,
whether the cards need validating); loader.py reads and writes the pool itself."""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import json
import sys
import tempfile
from pathlib import Path

from platformdirs import user_cache_dir

from .errors import CardDataError
from .files import read_bounded

CACHE_ENV = "BSS_TUI_CACHE"        # a folder for the cache; "off" turns it off
CARDS_ENV = "BSS_TUI_CARDS"
HERE = Path(__file__).resolve().parent
# What the data is read into: the card schema, every module of the effect language, the rebuild.
MODELS = (HERE / "schema.py", *sorted((HERE / "effects").glob("*.py")), HERE / "rebuild.py")
FORMAT = 2                         # 1 was a pickle, never read again
MAX_BYTES = 64 << 20               # the whole pool dumps to about 3 MB
MAX_SET_BYTES = 4 << 20            # the set files' own bound (loader.MAX_FILE_BYTES)


def cards_dir() -> Path:
    """The card data: $BSS_TUI_CARDS if set (a folder with sets/ and decks/), else the data
    shipped inside the installed package, or cards/ beside it in a checkout."""
    override = os.environ.get(CARDS_ENV)
    if override:
        path = Path(override)
        if not (path / "sets").is_dir():
            raise CardDataError(f"{CARDS_ENV}={override}: no sets/ folder there")
        return path
    here = HERE.parent
    for candidate in (here / "_cards", here.parent / "cards"):
        if (candidate / "sets").is_dir():
            return candidate
    raise CardDataError(f"card data not found (looked in {here / '_cards'} and {here.parent / 'cards'})")


def set_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.toml"))


def cache_dir() -> Path | None:
    where = os.environ.get(CACHE_ENV)
    if where == "off":
        return None
    return Path(where) if where else Path(user_cache_dir("bss-tui"))


def key_of(files: list[Path]) -> str:
    """A digest of the set files (names and bytes) and of everything that shapes the cards read
    from them.  OSError when a file cannot be read."""
    h = hashlib.sha256()
    for part in (sys.version, importlib.metadata.version("pydantic"), str(FORMAT)):
        h.update(part.encode())
    for path in (*MODELS, *files):
        h.update(path.name.encode() + b"\0" + read_bounded(path, MAX_SET_BYTES) + b"\0")
    return h.hexdigest()[:32]


def path_for(files: list[Path]) -> Path | None:
    """Where the pool of these files is (or would be) kept; None without a cache."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return folder / f"cards-{key_of(files)}.json"
    except OSError:
        return None               # a file that cannot be read: validation says which, in one line


def is_current(directory: Path | None = None) -> bool:
    """Whether the cache holds the pool of these card files (so they validated): then loading
    cannot fail and may wait until after the first frame."""
    try:
        path = path_for(set_files(directory or cards_dir() / "sets"))
    except CardDataError:
        return False
    return path is not None and path.is_file()


def read(path: Path | None) -> dict[str, object] | None:
    """The cards' data kept at `path` (by id), or None when there is none fit to use: missing, not a
    regular file, too large, not JSON, or written under another key."""
    if path is None:
        return None
    try:
        data = json.loads(read_bounded(path, MAX_BYTES))
    except (OSError, ValueError, RecursionError):     # missing, truncated, foreign
        return None
    if not isinstance(data, dict) or data.get("key") != path.stem.removeprefix("cards-"):
        return None
    cards = data.get("cards")
    return cards if isinstance(cards, dict) else None


def write(path: Path | None, cards: dict[str, object]) -> None:
    """The cards' data (by id), atomically (a temporary file renamed), replacing older pools;
    failures are ignored."""
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".cards-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"key": path.stem.removeprefix("cards-"), "cards": cards}, f, separators=(",", ":"))
        os.replace(tmp, path)
        for old in (*path.parent.glob("cards-*.json"), *path.parent.glob("cards-*.pickle")):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass
