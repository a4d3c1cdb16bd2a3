"""The program that plays a lesson's opponent seat: its scripted replies first, each at the first
of its decisions where the reply is legal, then its way of playing (model.Plays) for the rest.
It chooses from the decision's options alone: it never looks at the learner's hidden cards."""

from __future__ import annotations

from typing import Callable

from ..engine import Game
from ..engine.model.decisions import Finish, Kind
from .model import Opponent, Plays

Program = Callable[[Game, int], str]


class Script:
    """The program of one play of a lesson: its own copy of the scripted replies (`left`: those not
    played yet), then the lesson's way of playing."""

    def __init__(self, spec: Opponent) -> None:
        self.left = [" ".join(r.split()) for r in spec.replies]
        self.plays = Plays(spec.plays)

    def __call__(self, game: Game, seat: int) -> str:
        d = game.decision
        assert d is not None and d.player == seat      # asked only at its own decisions
        if self.left and self.left[0] in d.options:
            return self.left.pop(0)
        if self.plays is Plays.BLOCKS and d.kind is Kind.BLOCK:
            block = next((text for text in d.options if text.startswith("block ")), None)
            if block is not None:
                return block
        return passive(game)


def program(spec: Opponent) -> Script:
    """A fresh program (its own copy of the script) for one play of the lesson."""
    return Script(spec)


def passive(game: Game) -> str:
    """Decline when the decision may be declined, else finish (pass, end, no block, done), else
    the first option (a choice the rules force on the player, such as the target of an effect)."""
    d = game.decision
    assert d is not None
    if d.kind.decline and d.kind.decline in d.options:
        return d.kind.decline
    finish = next((text for text, choice in d.options.items() if isinstance(choice, Finish)), None)
    return finish if finish is not None else next(iter(d.options))


__all__ = ["Program", "Script", "program", "passive"]
