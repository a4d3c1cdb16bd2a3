"""Stepping through a finished game's action log, forward and back, one action at a time.

A game is its start and its actions, and a game cannot be copied but by replaying
it (Game.copy), so the steps are kept as views instead: the position after each step passed
(both sides, decks; RevealedView without its log) and one log for all of them (the log at a step
is a prefix of the log at a later one).  Going back to a step kept is a look-up; a step not kept
is rebuilt by replaying the log from the start, keeping the views of the WINDOW steps before it
(a jump forward keeps those too), so going on back costs a replay once every WINDOW steps.  The figures
are in tests/benchmarks/README.md.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from typing import Mapping

from ...carddb.schema import Card
from ..game import Game
from ..model.savefile import Save, decks_of
from ..operations.view import LogEntry, RevealedView, revealed_log, revealed_view

FRAMES_KEPT = 4096   # a step's view without its log is a few kB: a very long game's stay bounded
WINDOW = 128         # the steps kept before the one a replay or a jump goes to (about 0.3 ms each)


class Replay:
    """A finished game's log with a cursor: `step` actions of `total` have been played."""

    def __init__(self, save: Save, cards: Mapping[str, Card], keep: int = FRAMES_KEPT) -> None:
        """`keep`: how many steps' views to keep."""
        self.actions = list(save.actions)
        self.step = 0
        self._decks = decks_of(save, cards)
        self._names = (save.origin.names[0], save.origin.names[1])
        self._seed = save.seed
        self._game = self._start()       # the game after `_played` actions (not always `step`)
        self._played = 0
        self._frames: OrderedDict[int, tuple[RevealedView, int]] = OrderedDict()   # step -> view, log length
        self._keep = keep
        self._log: list[LogEntry] = []     # the log as far as the game has been played

    def _start(self) -> Game:
        return Game.new(self._decks[0], self._decks[1], seed=self._seed, names=self._names)

    @property
    def total(self) -> int:
        return len(self.actions)

    @property
    def next_action(self) -> str | None:
        """The action the next step plays (None at the end)."""
        return self.actions[self.step] if self.step < self.total else None

    @property
    def last_action(self) -> str | None:
        """The action the last step played (None at the start)."""
        return self.actions[self.step - 1] if self.step else None

    def go(self, step: int) -> None:
        """Move the cursor to `step` (clamped to 0..total)."""
        self.step = max(0, min(step, self.total))

    def view(self) -> RevealedView:
        """The position at the cursor, nothing hidden (the game is over), with the log up to it."""
        frame = self._frames.get(self.step)
        if frame is None:
            frame = self._play_to(self.step)
        else:
            self._frames.move_to_end(self.step)
        shown, events = frame
        return replace(shown, table=replace(shown.table, log=tuple(self._log[:events])))

    def _play_to(self, step: int) -> tuple[RevealedView, int]:
        """Bring the game to `step` (back: replaying the log from the start), keeping the views of
        the WINDOW steps before it."""
        if step < self._played:
            self._game, self._played = self._start(), 0
        for action in self.actions[self._played:step]:
            if self._played >= step - WINDOW:
                self._keep_frame()
            self._game.apply(action)
            self._played += 1
        return self._keep_frame()

    def _keep_frame(self) -> tuple[RevealedView, int]:
        g = self._game
        if len(g.events) > len(self._log):
            self._log += revealed_log(g, since=len(self._log))
        frame = self._frames[self._played] = (revealed_view(g, log=False), len(g.events))
        self._frames.move_to_end(self._played)
        while len(self._frames) > self._keep:
            self._frames.popitem(last=False)
        return frame
