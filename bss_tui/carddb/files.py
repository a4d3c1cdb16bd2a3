"""The player's data folder and atomic writes to it: the autosave (engine/store.py) and the decks
the player saves (carddb/decks.py) both live there and are both written so that a kill mid-write
never leaves half a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from platformdirs import user_data_dir

DATA_ENV = "BSS_TUI_DATA"
SERVED_ENV = "BSS_TUI_SERVED"     # set by `bss-tui serve` for the apps it starts (bss_tui/serve.py)


def data_dir() -> Path:
    """$BSS_TUI_DATA if set, else the platform's user data directory."""
    return Path(os.environ.get(DATA_ENV) or user_data_dir("bss-tui", appauthor=False))


def served() -> bool:
    """Whether this app runs for a browser tab: its player may not be the machine's owner."""
    return bool(os.environ.get(SERVED_ENV))


def inside(path: Path, *folders: Path) -> bool:
    """Whether `path`, symbolic links followed, is in one of `folders` (or is one)."""
    try:
        real = path.expanduser().resolve()
        return any(real.is_relative_to(folder.resolve()) for folder in folders)
    except (OSError, RuntimeError, ValueError):      # a loop of links; a NUL in the path
        return False


def write_text_atomically(path: Path, text: str, prefix: str, suffix: str = ".tmp") -> None:
    """Write `text` to a temporary file beside `path` (named `prefix`...`suffix`, so a cleaner can
    find one a kill left behind), flush it to disk, then rename it over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
