"""The program that plays a lesson's opponent seat: its scripted replies first, each at the first
of its decisions where the reply is legal, then its way of playing (model.Plays) for the rest.
It chooses from the decision's options alone: it never looks at the learner's hidden cards."""

from __future__ import annotations

from typing import Callable

from ..engine import Game
from ..engine.decisions import Finish, Kind
from .model import Opponent, Plays

Program = Callable[[Game, int], str]


def program(spec: Opponent) -> Program:
    """A fresh program (its own copy of the script) for one play of the lesson."""
    replies = [" ".join(r.split()) for r in spec.replies]
    plays = Plays(spec.plays)

    def answer(game: Game, seat: int) -> str:
        d = game.decision
        assert d is not None and d.player == seat      # asked only at its own decisions
        if replies and replies[0] in d.options:
            return replies.pop(0)
        if plays is Plays.BLOCKS and d.kind is Kind.BLOCK:
            block = next((text for text in d.options if text.startswith("block ")), None)
            if block is not None:
                return block
        return passive(game)

    return answer


def passive(game: Game) -> str:
    """Decline when the decision may be declined, else finish (pass, end, no block, done), else
    the first option (a choice the rules force on the player, such as the target of an effect)."""
    d = game.decision
    assert d is not None
    if d.kind.decline and d.kind.decline in d.options:
        return d.kind.decline
    finish = next((text for text, choice in d.options.items() if isinstance(choice, Finish)), None)
    return finish if finish is not None else next(iter(d.options))


__all__ = ["Program", "program", "passive"]
