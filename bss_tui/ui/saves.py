"""The autosave: the game's action log written after every action, atomically, to the user data
directory.  A save that cannot be read is kept (moved aside), never overwritten."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from ..carddb.loader import load_cards
from ..engine import Game, SaveError

DATA_ENV = "BSS_TUI_DATA"
AUTOSAVE = "autosave.json"


def data_dir() -> Path:
    """$BSS_TUI_DATA if set, else the platform's user data directory."""
    return Path(os.environ.get(DATA_ENV) or user_data_dir("bss-tui", appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def write_atomically(path: Path, data: dict[str, Any]) -> None:
    """Write to a temporary file beside `path`, then rename it over: never half a save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".autosave-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_game(game: Game, path: Path | None = None) -> None:
    write_atomically(path or autosave_path(), game.save_data())


class UnreadableSave(Exception):
    """The save exists but cannot be turned back into a game; it has been kept aside."""

    def __init__(self, message: str, kept_as: Path) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def load_game(path: Path | None = None) -> Game | None:
    """The saved game, or None when there is none.  A save that cannot be read is moved to a
    name of its own (kept, never overwritten) and UnreadableSave says why in one line."""
    path = path or autosave_path()
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Game.from_save(data, load_cards())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, SaveError) as err:
        kept = path.with_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        n = 1
        while kept.exists():
            kept = kept.with_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
            n += 1
        os.replace(path, kept)
        raise UnreadableSave(f"The autosave {path} cannot be read ({err}); it is kept as {kept.name}.", kept) from None


def clear_save(path: Path | None = None) -> None:
    (path or autosave_path()).unlink(missing_ok=True)
