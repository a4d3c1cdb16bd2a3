"""The save file: the start of a game and every action, as a checked model.

A save names its format.  Reading one migrates it step by step to the current format (one
function per old format, each producing the next), then validates it: bounded numbers, strict
types, printable names, legal decks (5-1).  Anything else is a SaveError with one line naming
the key and the rule.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Annotated, Any, Callable, Literal, Mapping

from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictInt, StrictStr, StringConstraints,
                      ValidationError)

from ...carddb.decks import legality_problems, one_line
from ...carddb.loader import describe_validation
from ...carddb.schema import CardId, Card, clip, printable
from .errors import SaveError
from .seats import Prompt, Stop

FORMAT = 1                 # the format written today (Game.save_data)
MAX_SAVE_BYTES = 32 << 20  # the longest random games (100,000 actions) write about 2 MB
MAX_ACTIONS = 200_000
ACTION_MAX = 200           # the longest action in the notation is well under 100 characters
NAME_MAX = 40
REASON_MAX = 200           # a game's end, as the engine words it (Table.finish)
TURNS_MAX = 100_000        # more than MAX_ACTIONS allows
SEED_LIMIT = 1 << 63       # a 64-bit signed seed

Migration = Callable[[dict[str, Any]], dict[str, Any]]
# format N -> the same save in format N + 1.  Empty while format 1 is the only one ever written;
# a change to the format adds the function that carries format N saves over, and keeps it forever.
MIGRATIONS: dict[int, Migration] = {}


PlayerName = Annotated[StrictStr, StringConstraints(min_length=1, max_length=NAME_MAX), AfterValidator(printable)]
ActionText = Annotated[StrictStr, StringConstraints(min_length=1, max_length=ACTION_MAX), AfterValidator(printable)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NewGameOrigin(_Strict):
    """A game started with Game.new: both decks (card ids, top first before the shuffle) and names."""

    kind: Literal["new"]
    decks: list[Annotated[list[CardId], Field(max_length=1000)]] = Field(min_length=2, max_length=2)
    names: list[PlayerName] = Field(min_length=2, max_length=2)


Winner = Literal["p1", "p2", "draw"]
LevelWord = Annotated[StrictStr, StringConstraints(pattern=r"^[a-z]{1,20}$")]   # a computer level's name
RuleId = Annotated[StrictStr, StringConstraints(pattern=r"^[0-9]+(-[0-9]+)*$", max_length=20)]
ShortText = Annotated[StrictStr, StringConstraints(min_length=1, max_length=REASON_MAX), AfterValidator(printable)]


def _aware(when: datetime) -> datetime:
    if when.tzinfo is None:
        raise ValueError("a date needs its time zone (e.g. 2026-11-26T16:46:36Z)")
    return when


class Record(_Strict):
    """How a finished game ended, kept with its log in the history (engine/saves/history.py): the decks'
    names, who won, how (the engine's words and rule id: 9-2-3 no life left, 1-2-4 a concession...),
    after how many turns, and when.  The players' names are the origin's."""

    decks: list[ShortText] = Field(min_length=2, max_length=2)
    winner: Winner
    reason: ShortText
    rule: RuleId
    turns: StrictInt = Field(ge=0, le=TURNS_MAX)
    date: Annotated[datetime, AfterValidator(_aware)]


Pace = Literal["instant", "normal", "slow"]
PACES: tuple[Pace, ...] = ("instant", "normal", "slow")


class SaveV1(_Strict):
    format: Literal[1]
    seed: StrictInt = Field(ge=-SEED_LIMIT, lt=SEED_LIMIT)
    origin: NewGameOrigin
    actions: list[ActionText] = Field(max_length=MAX_ACTIONS)
    # Metadata, not the game: each player's stop settings (engine/model/seats.py).  Optional, so saves
    # written before they existed load with the defaults and need no new format.
    stops: Annotated[list[dict[Prompt, Stop]], Field(min_length=2, max_length=2)] | None = None
    # Metadata too: how a finished game ended, in a history file (engine/saves/history.py).  A history
    # entry is a save with this beside the log: saves and replays are one format.
    record: Record | None = None
    # Metadata too: the seats the computer plays (bss_tui/computer), 0 for p1 and 1 for p2, so a
    # resumed game goes on against it.  Saves without it resume with people in both seats.
    computer: Annotated[list[Annotated[StrictInt, Field(ge=0, le=1)]], Field(max_length=2)] | None = None
    # Metadata too: the computer's level at each of those seats ("p1"/"p2" -> a word of
    # bss_tui/computer/players.py, which reads it; the engine does not).  Saves without it, or a seat
    # missing from it, play the level the computer had before there were levels (normal).
    levels: dict[Literal["p1", "p2"], LevelWord] | None = None
    # Metadata too: how many of the actions stand for good (Game.kept: before the keyboard last
    # changed hands, or taken without asking), so a resumed game allows the same take-backs.
    kept: Annotated[StrictInt, Field(ge=0, le=MAX_ACTIONS)] | None = None
    # Metadata too: how fast the table shows the computer's actions one after another (the app's
    # setting, beside the stop settings).  Saves without it use the app's default.
    pace: Pace | None = None
    # Metadata too: the seats whose player turned hints on at the new-game form (the app's `?`;
    # between two people it needs both).  Saves without it: hints off for both.
    hints: Annotated[list[Annotated[StrictInt, Field(ge=0, le=1)]], Field(max_length=2)] | None = None


Save = SaveV1              # the model of the current format


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse(text: str) -> Any:
    """The JSON of a save file; SaveError (one line) when it is not JSON a save could be."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"larger than {MAX_SAVE_BYTES >> 20} MB; no save is that long")
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise SaveError("not a save: JSON nested too deeply") from None
    except ValueError as err:      # JSONDecodeError, Infinity/NaN, an int over 4300 digits
        reason = " ".join(str(err).split())[:80]
        if "integer string conversion" in reason:
            reason = "a number of more than 4300 digits"
        raise SaveError(f"not valid JSON ({reason})") from None


def migrate(data: Any) -> dict[str, Any]:
    """`data` carried to the current format, one migration at a time."""
    if not isinstance(data, dict):
        raise SaveError("a save is a JSON object with 'format', 'seed', 'origin' and 'actions'")
    fmt = data.get("format")
    oldest = min(MIGRATIONS, default=FORMAT)
    readable = f"format {FORMAT}" if oldest == FORMAT else f"formats {oldest} to {FORMAT}"
    if type(fmt) is not int:
        raise SaveError(f"format: missing or not a whole number (got {clip(fmt, 40)})")
    if fmt > FORMAT:
        raise SaveError(f"format {fmt} was written by a newer bss-tui; this one reads {readable}")
    if fmt < oldest:
        raise SaveError(f"format {fmt} is not a save format; this bss-tui reads {readable}")
    current: dict[str, Any] = data
    while fmt < FORMAT:
        current = MIGRATIONS[fmt](current)
        fmt += 1
        if current.get("format") != fmt:
            raise SaveError(f"the migration from format {fmt - 1} did not produce format {fmt}")
    return current


def read(data: Any) -> Save:
    """The save in `data` (any format this program knows), validated; SaveError otherwise."""
    current = migrate(data)
    try:
        return Save.model_validate(current)
    except ValidationError as err:
        raise SaveError(describe_validation(err)) from None


def decks_of(save: Save, cards: Mapping[str, Card]) -> list[list[Card]]:
    """Both decks as cards, each known and legal (5-1): a save cannot bring in a deck the new-game
    screen would refuse."""
    decks = []
    for i, ids in enumerate(save.origin.decks):
        unknown = next((cid for cid in ids if cid not in cards), None)
        if unknown is not None:
            raise SaveError(f"origin.decks.{i}: unknown card id {unknown}")
        deck = [cards[cid] for cid in ids]
        problems = legality_problems(deck, f"origin.decks.{i}")
        if problems:
            raise SaveError(one_line(problems, hint=""))
        decks.append(deck)
    return decks
