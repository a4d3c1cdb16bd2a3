"""The history: every finished game kept in the data directory, beside the autosave, one file a
game, for the Replays screen.

A history file is a save (engine/model/savefile.py: the start, every action) with a `Record` beside
it: the decks' names, who won, how (with the rule id), after how many turns and when.  It is
written atomically once, when the game ends (a concession too); a game in progress never is.
The newest MAX_GAMES readable games are kept; an entry that cannot be replayed is listed as
damaged with its reason and never removed, so nothing the player could want back is lost.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Mapping

from ...carddb.decks import find_deck, read_deck, shipped_decks, user_decks
from ...carddb.files import read_bounded, write_text_atomically
from ...carddb.schema import Card
from ..game import Game
from ..model.errors import SaveError
from ..model.savefile import MAX_SAVE_BYTES, Record, Save, parse, read
from .store import autosave_path

HISTORY = "history"             # the folder, beside the autosave
SUFFIX = ".json"
TMP_PREFIX = ".history-"        # a write a kill interrupted is never listed (it does not end in SUFFIX)
MAX_GAMES = 100                 # listing replays every game: about 3 s for 100 long ones
UNNAMED = "a deck of {} cards"  # a deck matching no shipped or saved deck (edited since, or a file)


def history_dir(save_path: Path | None = None) -> Path:
    """The history folder beside the autosave (`save_path`, or the usual one)."""
    return (save_path or autosave_path()).parent / HISTORY


# ---- writing -----------------------------------------------------------------------------------

def record_of(game: Game, deck_names: tuple[str, str], when: datetime) -> Record:
    """How the finished `game` ended; the rule is that of its game_over event (Table.finish)."""
    st = game.st
    rule = next(e.rule for e in reversed(game.events) if e.kind == "game_over")
    return Record.model_validate({"decks": list(deck_names), "winner": st.winner, "reason": st.end_reason,
                                  "rule": rule, "turns": st.turn, "date": when})


def deck_names(game: Game, cards: Mapping[str, Card]) -> tuple[str, str]:
    """Each deck's name: that of the shipped or saved deck with exactly its cards, if any."""
    known: dict[tuple[tuple[str, int], ...], str] = {}
    for name in [*shipped_decks(), *user_decks()]:
        deck = read_deck(find_deck(name), dict(cards))
        if not deck.problems:
            known.setdefault(_contents(c.id for c in deck.cards), deck.name)
    decks = game.origin["decks"]
    first, second = (known.get(_contents(ids)) or UNNAMED.format(len(ids)) for ids in decks)
    return first, second


def _contents(ids: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """A deck's cards whatever their order: each id with its count."""
    return tuple(sorted(Counter(ids).items()))


def record_game(game: Game, cards: Mapping[str, Card], folder: Path | None = None,
                when: datetime | None = None) -> Path | None:
    """Keep the finished `game` in the history (a game in progress, or a position's such as a
    lesson's, which no save can hold: nothing, None).  The file is named by its date and a digest
    of the log, so keeping the same game again changes nothing."""
    if not game.finished or game.origin.get("kind") != "new":
        return None
    folder = folder or history_dir()
    data = game.save_data()
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]
    try:
        done = next(folder.glob(f"*-{digest}{SUFFIX}"), None)
    except OSError:
        done = None
    if done is not None:
        return done
    when = when or datetime.now().astimezone()     # the player's local time, with its offset
    record = record_of(game, deck_names(game, cards), when)
    path = folder / f"{when.astimezone(timezone.utc):%Y%m%d-%H%M%S}-{digest}{SUFFIX}"
    text = json.dumps({**data, "record": record.model_dump(mode="json")})
    write_text_atomically(path, text, prefix=TMP_PREFIX, suffix=".tmp")
    prune(folder, cards, MAX_GAMES)
    return path


def prune(folder: Path, cards: Mapping[str, Card], keep: int = MAX_GAMES) -> list[Path]:
    """Remove the oldest entries beyond the newest `keep` that read as a save with a record; of
    those only the ones that still replay (read_entry): a damaged entry is never removed."""
    readable = [path for path in entries(folder) if _quick_read(path) is not None]
    removed = []
    for path in readable[keep:]:
        if read_entry(path, cards).save is None:
            continue
        try:
            path.unlink()
            removed.append(path)
        except OSError:
            continue         # gone already, or not ours to remove: the bound is kept next time
    return removed


# ---- reading -----------------------------------------------------------------------------------

def entries(folder: Path) -> list[Path]:
    """The history's files, newest first (their names start with the date)."""
    try:
        return sorted((p for p in folder.glob(f"*{SUFFIX}") if p.is_file()), key=lambda p: p.name, reverse=True)
    except OSError:
        return []


@dataclass(frozen=True)
class Entry:
    """One history file: its save (with its record) when it replays, else why not."""

    path: Path
    save: Save | None
    problem: str = ""

    @property
    def record(self) -> Record | None:
        return None if self.save is None else self.save.record


def _load(path: Path) -> Save:
    """The save in `path` with a record; SaveError (one line) when it cannot be."""
    try:
        text = read_bounded(path, MAX_SAVE_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"cannot be read: {' '.join(str(err).split())[:100]}") from None
    save = read(parse(text))
    if save.record is None:
        raise SaveError("record: missing (a save, not a finished game)")
    return save


def _quick_read(path: Path) -> Save | None:
    try:
        return _load(path)
    except SaveError:
        return None


def read_entry(path: Path, cards: Mapping[str, Card]) -> Entry:
    """The entry in `path`, checked in full: JSON, the save's validation, known cards and legal
    decks, and a log that still replays under today's rules to the recorded end."""
    try:
        save = _load(path)
        game = Game.from_save(save.model_dump(mode="json"), cards)
    except SaveError as err:
        return Entry(path, None, str(err))
    except Exception as err:   # noqa: BLE001 - one damaged file must never stop the list
        return Entry(path, None, f"{type(err).__name__} while replaying it: {' '.join(str(err).split())[:80]}")
    assert save.record is not None
    if game.st.winner != save.record.winner:
        now = "does not end" if game.st.winner is None else f"ends with the winner {game.st.winner}"
        return Entry(path, None, f"the log {now} under today's rules (recorded: {save.record.winner})")
    return Entry(path, save)


def read_history(folder: Path | None, cards: Mapping[str, Card]) -> list[Entry]:
    """Every entry of the history, newest first, damaged ones with their reason."""
    return [read_entry(path, cards) for path in entries(folder or history_dir())]
