"""Judging a lesson's goal from the game, after every action: reached, failed, or still open.
Every reason names what happened and cites the rule it rests on (rule ids only: the words are ours)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..engine import Game
from ..engine.model.state import seat_name
from ..engine.rules import derived
from .model import Goal, GoalKind

LOSS_RULE = "9-2-3"          # a player with no life left loses (1-2-1-1)


@dataclass(frozen=True)
class Outcome:
    reached: bool
    reason: str
    rule: str

    def line(self) -> str:
        return f"{'Goal reached' if self.reached else 'Goal failed'}: {self.reason} ({self.rule})"


def judge(goal: Goal, game: Game, learner: int, start_turn: int) -> Outcome | None:
    """The outcome once the game decides it, None while the goal is still open.  Every goal's
    deadline is the end of the turn the lesson starts in."""
    st = game.st
    kind = GoalKind.of(goal.kind)
    if st.winner is not None:
        return _game_over(goal, kind, st.winner == seat_name(learner), st.winner == "draw")
    turn_over = st.turn != start_turn
    return _CHECKS[kind](goal, game, learner, turn_over)


def _survive(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    life = game.st.life_total(learner)
    if life <= goal.life_above:
        return Outcome(False, f"your life fell to {life}, not above {goal.life_above}", goal.cited)
    return Outcome(True, f"the turn ended with your life at {life}", goal.cited) if turn_over else None


def _life(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    if not turn_over:
        return None
    life = game.st.life_total(learner)
    return Outcome(life > goal.life_above, f"the turn ended with your life at {life}", goal.cited)


def _destroy(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    if game.st.by_label(goal.target or "") is None:
        return Outcome(True, f"{goal.target} has left the field", goal.cited)
    if turn_over:
        return Outcome(False, f"the turn ended with {goal.target} still on the field", goal.cited)
    return None


def _keep(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    if game.st.by_label(goal.target or "") is None:
        return Outcome(False, f"your {goal.target} has left the field", goal.cited)
    return Outcome(True, f"the turn ended with {goal.target} still on your field", goal.cited) if turn_over else None


def _summon(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    st = game.st
    if any(fc.controller == learner and fc.card.id == goal.card and derived.level(st, fc) >= goal.level
           for fc in st.field):
        return Outcome(True, f"{_named(game, goal.card)} is on your field at LV{goal.level} or higher", goal.cited)
    if turn_over:
        return Outcome(False, f"the turn ended without {_named(game, goal.card)} on your field at LV{goal.level}",
                       goal.cited)
    return None


def _named(game: Game, card_id: str | None) -> str:
    """The card's name and id, as the learner reads it ("Galaxy Dragon Andrometeos (ST01-002)"),
    found among the cards of the game; its id alone if none is that card."""
    st = game.st
    cards = [fc.card for fc in st.field] + [c for p in st.players for c in (*p.hand, *p.trash, *p.deck)]
    for card in cards:
        if card.id == card_id:
            return f"{card.name} ({card_id})"
    return str(card_id)


def _win(goal: Goal, game: Game, learner: int, turn_over: bool) -> Outcome | None:
    """Only the end of the game reaches it (judge); the next turn under way fails it."""
    if not turn_over:
        return None
    return Outcome(False, f"the turn ended with your opponent's life at {game.st.life_total(1 - learner)}",
                   goal.cited)


_CHECKS: dict[GoalKind, Callable[[Goal, Game, int, bool], Outcome | None]] = {
    GoalKind.WIN: _win, GoalKind.DESTROY: _destroy, GoalKind.SUMMON: _summon, GoalKind.KEEP: _keep,
    GoalKind.SURVIVE: _survive, GoalKind.LIFE: _life,
}


def _game_over(goal: Goal, kind: GoalKind, won: bool, draw: bool) -> Outcome:
    if won and kind in (GoalKind.WIN, GoalKind.SURVIVE, GoalKind.LIFE, GoalKind.KEEP):
        return Outcome(True, "you won the game", goal.cited)
    if won:
        return Outcome(False, "the game ended before the goal was reached", goal.cited)
    return Outcome(False, "the game ended in a draw" if draw else "you lost the game", LOSS_RULE)


__all__ = ["Outcome", "judge"]
