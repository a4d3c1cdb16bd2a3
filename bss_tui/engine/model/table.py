"""The table: the game state, the game's seeded RNG and the events told so far.

Every engine function below the `Game` facade takes a Table, so no module needs the facade (which
sits on top of them all) to know what it works on: imports only go down.
"""

from __future__ import annotations

import random
from typing import Any

from ...carddb.schema import Card
from .decisions import Choice, Decision, Point
from .events import REVEALING, Event
from .loops import LoopWatch
from .state import FieldCard, Pending, Snapshot, State, seat_of


class GameRandom(random.Random):
    """The game's seeded RNG, counting what it draws, so that copies of a game taken between two
    draws share one reading of its state (reading the Mersenne Twister's 625 words takes a third of
    a structural copy's time).  The same numbers as random.Random: only the counting is added."""

    draws = 0
    _read: tuple[Any, ...] | None = None
    _read_at = -1

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self.draws += 1
        return super().getrandbits(k)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self.draws += 1
        super().setstate(state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Seeding changes the state as a draw does (the hard computer reseeds its copies' chance)."""
        self.draws += 1
        super().seed(a, version)

    def copy(self) -> "GameRandom":
        """Another RNG in the same state, which draws the same numbers from now on."""
        if self._read_at != self.draws:
            self._read = self.getstate()
            self._read_at = self.draws
        new = GameRandom.__new__(GameRandom)
        assert self._read is not None
        super(GameRandom, new).setstate(self._read)
        new._read, new._read_at, new.draws = self._read, self.draws, self.draws
        return new


class Table:
    """A game in progress without its flow: what the flows read and change."""

    def __init__(self, st: State, seed: int, origin: dict[str, Any]) -> None:
        self.st = st
        self.seed = seed
        self.rng = GameRandom(seed)
        self.origin = origin          # how to rebuild the start: a new game or a position
        self.events: list[Event] = []
        self.reveals = 0              # events so far that revealed something (events.REVEALING): undo
        self.decision: Decision[Choice] | None = None   # what the game waits for (None: finished)
        self.loop = LoopWatch()       # the chain of triggered effects resolving now, watched for a loop (12-1)
        # While one effect resolves (or one destruction moves its cards): the "when ..." effects its
        # events of the kinds triggers.AT_ONCE have set off so far, by (seat, name), so that they
        # activate once for all of them (8-6-3).  None between effects.
        self.at_once: dict[tuple[int, str], Pending] | None = None
        # The decision the turn's spine (main step, attack step, block, flash windows) or the payment or
        # placement of a card played there last asked, with what the flow keeps beside it: while
        # `decision` is that decision, the game can be copied without replaying it (flows/turn.py
        # `game_flow_at`).
        self.point: Point | None = None

    # The moment's bookkeeping lives in the state (so dumps and copies see it); these names are
    # what the rules call it.
    @property
    def pending(self) -> list[list[Pending]]:
        return self.st.pending

    @property
    def core_loss(self) -> dict[int, tuple[str, int, Card | None]]:
        return self.st.core_loss

    @property
    def last_state(self) -> dict[int, Snapshot]:
        return self.st.last_state

    def name(self, seat: int) -> str:
        return self.st.players[seat].name

    def emit(self, kind: str, rule: str, text: str, private_to: int | None = None,
             private_text: str = "", **data: Any) -> None:
        self.events.append(Event(kind, rule, text, private_to, private_text, data))
        if private_to is not None or kind in REVEALING:
            self.reveals += 1

    def finish(self, winner: str, reason: str, rule: str) -> None:
        st = self.st
        st.winner = winner
        st.end_reason = reason
        text = "The game is a draw" if winner == "draw" else f"{self.name(seat_of(winner))} wins"
        self.emit("game_over", rule, f"{text}: {reason}", winner=winner)

    def queue(self, batch: list[Pending]) -> None:
        """Triggered effects gathered from one moment wait together (8-5-2-4)."""
        if batch:
            self.st.pending.append(batch)

    def note_own_core_loss(self, seat: int, place: str) -> None:
        """The owner's own payment or core move took cores off a card (9-3-2, 9-4-2-3)."""
        holder = self.st.by_label(place) if place != "reserve" else None
        if holder is not None:
            self.st.core_loss[holder.uid] = ("self", seat, None)

    def bp_loss_cause(self, fc: FieldCard) -> tuple[str, int, Card | None] | None:
        """9-4-2-1: BP at 0 or less because of an effect -> destroyed by that effect (its player, its card)."""
        for mod in reversed(self.st.mods):
            if mod.uid == fc.uid and mod.kind == "bp" and mod.value < 0 and mod.by >= 0:
                return ("effect", mod.by, mod.source)
        return None
