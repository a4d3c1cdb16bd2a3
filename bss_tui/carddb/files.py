"""The player's data folder, atomic writes to it, and the one way every file the program reads is
read.  The autosave (engine/saves/store.py) and the decks the player saves (carddb/decks.py) both live
there and are both written so that a kill mid-write never leaves half a file.  Every file read (card
sets, decks, scenarios, lessons, saves, the history, the lesson progress, the card cache) goes
through `read_bounded`: only a regular file, and never more than its kind's bound, so a FIFO, a
device such as /dev/zero or a huge file is one clear refusal, never a hang or a memory error."""

from __future__ import annotations

import os
import stat
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


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them; OSError saying why not (not a
    regular file, larger than the bound), before anything else is read."""
    # O_NONBLOCK: opening a FIFO would otherwise wait for a writer forever; a regular file reads
    # the same either way
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError("not a regular file")
        if info.st_size > limit:
            raise OSError(f"larger than {_size(limit)}")
        data = f.read(limit + 1)
    if len(data) > limit:           # it grew while being read
        raise OSError(f"larger than {_size(limit)}")
    return data


def _size(limit: int) -> str:
    return f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit >> 10} KB" if limit >= 1 << 10 else f"{limit} bytes"
