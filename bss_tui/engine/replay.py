"""Stepping through a finished game's action log, forward and back, one action at a time.

A game is its start and its actions (principle 7), so a step back rebuilds the position by
replaying the log from the start: a game cannot be copied but by replaying it (Game.copy), so a
snapshot would cost as much to take as this.  Replaying is fast enough (a 1,000-action game in
about 40 ms, README "Replays"), and the views of the last VIEWS_KEPT steps shown are kept, so going
back over steps just seen costs nothing.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Mapping

from ..carddb.schema import Card
from .game import Game
from .savefile import Save, decks_of
from .view import RevealedView, revealed_view

VIEWS_KEPT = 64     # each holds the log up to its step: a few hundred kB for a long game


class Replay:
    """A finished game's log with a cursor: `step` actions of `total` have been played."""

    def __init__(self, save: Save, cards: Mapping[str, Card]) -> None:
        self.actions = list(save.actions)
        self.step = 0
        self._decks = decks_of(save, cards)
        self._names = (save.origin.names[0], save.origin.names[1])
        self._seed = save.seed
        self._game = self._start()       # the game after `_played` actions (not always `step`)
        self._played = 0
        self._views: OrderedDict[int, RevealedView] = OrderedDict()

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
        """The position at the cursor, nothing hidden (the game is over): a view kept from an
        earlier visit, or the game brought to the cursor (forward by playing the next actions,
        back by replaying the log from the start)."""
        kept = self._views.get(self.step)
        if kept is not None:
            self._views.move_to_end(self.step)
            return kept
        if self.step < self._played:
            self._game, self._played = self._start(), 0
        for action in self.actions[self._played:self.step]:
            self._game.apply(action)
        self._played = self.step
        view = self._views[self.step] = revealed_view(self._game)
        if len(self._views) > VIEWS_KEPT:
            self._views.popitem(last=False)
        return view
