"""The autosave: the game's action log written after every action, atomically, to the user data
directory.  A save that cannot be read, for whatever reason, is kept (moved aside, never
overwritten) so the program always starts; temporary files left by a kill are cleaned up.
Used by the app and by `bss-tui lines`.  The format itself is engine/model/savefile.py."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Mapping

from ...carddb.files import DATA_ENV as DATA_ENV, data_dir as data_dir, read_bounded, write_text_atomically
from ...carddb.loader import load_cards
from ...carddb.schema import Card
from ..game import Game
from ..model import savefile
from ..model.errors import SaveError
from ..model.savefile import MAX_SAVE_BYTES, parse
from ..model.seats import StopSettings
from ..model.state import seat_of

AUTOSAVE = "autosave.json"
TMP_PREFIX, TMP_SUFFIX = ".autosave-", ".tmp"
STALE_TMP_SECONDS = 60     # older than any write in progress: a kill left it


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def write_atomically(path: Path, data: dict[str, Any]) -> None:
    """The save as JSON, never half written (carddb/files.py)."""
    write_text_atomically(path, json.dumps(data), prefix=TMP_PREFIX, suffix=TMP_SUFFIX)


def save_game(game: Game, path: Path | None = None, extra: Mapping[str, Any] | None = None) -> None:
    """The game's save data, with `extra` beside it (metadata of savefile.Save, e.g. stop settings)."""
    write_atomically(path or autosave_path(), {**game.save_data(), **(extra or {})})


class UnreadableSave(Exception):
    """The save exists but cannot be turned back into a game; it has been kept aside."""

    def __init__(self, message: str, kept_as: Path) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def clean_temporary_files(folder: Path) -> list[Path]:
    """Remove the temporary files of writes a kill interrupted (not one being written now)."""
    removed = []
    try:
        leftovers = list(folder.glob(f"{TMP_PREFIX}*{TMP_SUFFIX}"))
    except OSError:
        return []
    for tmp in leftovers:
        try:
            if time.time() - tmp.stat().st_mtime > STALE_TMP_SECONDS:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue        # gone already, or not ours to remove: harmless either way
    return removed


def read_save(path: Path, cards: dict[str, Card]) -> Game:
    """The game in the save file `path`; SaveError (one line) when it cannot be rebuilt."""
    try:
        text = read_bounded(path, MAX_SAVE_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(" ".join(str(err).split())[:120]) from None
    return Game.from_save(parse(text), cards)


def keep_aside(path: Path) -> Path:
    """Move the save to a name of its own (never over an earlier one) and return that name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
    n = 1
    while kept.exists():
        kept = path.with_name(f"{path.stem}.unreadable-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, kept)
    return kept


def load_game(path: Path | None = None) -> Game | None:
    """The saved game, or None when there is none.  A save that cannot be read is moved to a
    name of its own (kept, never overwritten) and UnreadableSave says why in one line."""
    path = path or autosave_path()
    clean_temporary_files(path.parent)
    if not path.exists():
        return None
    cards = load_cards()      # bad card data is the program's problem (CardDataError), not the save's
    try:
        return read_save(path, cards)
    except SaveError as err:
        reason = str(err)
    except Exception as err:   # noqa: BLE001 - a save must never stop the program from starting
        reason = f"{type(err).__name__} while replaying it: {' '.join(str(err).split())[:80]}"
    try:
        kept = keep_aside(path)
    except OSError as err:
        raise UnreadableSave(f"The autosave {path} cannot be read ({reason}) nor moved aside ({err}).",
                             path) from None
    raise UnreadableSave(f"The autosave {path} cannot be read ({reason}); it is kept as {kept.name}.", kept)


def clear_save(path: Path | None = None) -> None:
    (path or autosave_path()).unlink(missing_ok=True)


def saved_with(path: Path, game: Game) -> savefile.Save | None:
    """The save at `path` when it holds `game`, for the metadata beside its actions; None when the
    file holds another game or cannot be read (the game itself was read already)."""
    try:
        save = savefile.read(savefile.parse(read_bounded(path, MAX_SAVE_BYTES).decode("utf-8")))
    except (OSError, UnicodeDecodeError, SaveError):
        return None
    if save.seed != game.seed or save.origin.model_dump() != game.origin:
        return None
    return save


def saved_stops(path: Path, game: Game) -> StopSettings:
    """The stop settings saved with `game` at `path`; the defaults when the file holds another
    game, an older save without them, or cannot be read."""
    save = saved_with(path, game)
    return StopSettings() if save is None else StopSettings.from_data(save.stops)


def saved_computer(path: Path, game: Game) -> tuple[int, ...]:
    """The seats the computer plays in `game` saved at `path`; none (two people) for an older save
    without them, or one that cannot be read."""
    save = saved_with(path, game)
    return () if save is None or save.computer is None else tuple(sorted(set(save.computer)))


def saved_levels(path: Path, game: Game) -> dict[int, str]:
    """The computer's level (a word of bss_tui/computer/players.py) at each seat that has one saved
    with `game` at `path`; none for an older save, another game's or one that cannot be read."""
    save = saved_with(path, game)
    return {} if save is None or save.levels is None else {seat_of(name): word for name, word in save.levels.items()}


def saved_pace(path: Path, game: Game) -> savefile.Pace | None:
    """The computer's pace saved with `game` at `path` (savefile.Save.pace); None for a save
    without it, another game's or one that cannot be read."""
    save = saved_with(path, game)
    return None if save is None else save.pace


def saved_hints(path: Path, game: Game) -> tuple[int, ...]:
    """The seats that turned hints on in `game` saved at `path` (savefile.Save.hints); none for a
    save without them, another game's or one that cannot be read."""
    save = saved_with(path, game)
    return () if save is None or save.hints is None else tuple(sorted(set(save.hints)))


def saved_kept(path: Path, game: Game) -> int | None:
    """How many of `game`'s actions stand for good as saved at `path` (savefile.Save.kept); None
    for a save without it, another game's or one that cannot be read."""
    save = saved_with(path, game)
    return None if save is None or save.kept is None else min(save.kept, len(game.log))
