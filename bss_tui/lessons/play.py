"""One play of a lesson: the game from its position, the opponent's program, the goal judged after
every action.  The app's lesson session and `bss-tui practice check` take the decisions that need
no person the same way (engine/model/seats.py), so a solution checked here plays the same in the app."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from ..engine import Game, IllegalAction
from ..engine.model import seats
from ..engine.model.seats import ALL_STOP
from ..file_checks import check_each
from .goals import Outcome, judge
from .library import Lesson, LessonError, load
from .opponent import Program, program


class LessonPlay:
    """The learner plays every decision of their seat, with the default stop settings (asked at
    every flash window); the opponent's seat is played by the lesson's program."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game = lesson.game()
        self.start_turn = self.game.st.turn
        self.script = program(lesson.data.opponent)
        self.programs: dict[int, Program] = {1 - lesson.learner: self.script}
        self.outcome: Outcome | None = None
        self.opening = self.advance()

    def advance(self) -> list[str]:
        """The opponent's and the forced decisions, until the learner is asked (or nobody is):
        the actions taken."""
        taken = seats.take_automatic_and_programs(self.game, ALL_STOP, self.programs, self.apply_judged)
        self.judge()
        return taken

    def apply_judged(self, action: str) -> None:
        """Any action; the first outcome stands (the table plays on until the learner is asked)."""
        self.game.apply(action)
        self.judge()

    def judge(self) -> None:
        if self.outcome is None:
            self.outcome = judge(self.lesson.data.goal, self.game, self.lesson.learner, self.start_turn)

    def apply(self, action: str) -> list[str]:
        """One action of the learner (IllegalAction passes through), then the rest of the table:
        the actions taken without the learner."""
        self.apply_judged(action)
        return self.advance()

    @property
    def learner_decides(self) -> bool:
        d = self.game.decision
        return self.outcome is None and d is not None and d.player == self.lesson.learner


def play_line(lesson: Lesson, actions: list[str], which: str) -> Outcome | None:
    """The outcome after the learner plays `actions`; LessonError when one cannot be played."""
    return _played(lesson, actions, which).outcome


def _played(lesson: Lesson, actions: list[str], which: str) -> LessonPlay:
    run = LessonPlay(lesson)
    for i, action in enumerate(actions):
        if not run.learner_decides:
            raise LessonError(f"{lesson.path}: {which}[{i}]: {action!r} comes after the lesson is decided "
                              f"({run.outcome.line() if run.outcome else 'nobody decides'})")
        try:
            run.apply(action)
        except IllegalAction as err:
            raise LessonError(f"{lesson.path}: {which}[{i}]: {action!r} is illegal: {err}") from None
    return run


def misbehaviour(lesson: Lesson) -> str:
    """Why the lesson does not behave ("" when it does): its solution must reach the goal and its
    wrong line fail it.  LessonError when a line cannot be played, or a scripted reply of the
    opponent is played in neither line (replies are taken in order, each when first legal, so the
    first one left in both was never legal: a mistake in the file)."""
    solution = _played(lesson, lesson.data.solution, "solution")
    wrong = _played(lesson, lesson.data.wrong, "wrong")
    replies = [" ".join(r.split()) for r in lesson.data.opponent.replies]
    played = {action for run in (solution, wrong) for action in run.game.log}
    used = max(len(replies) - len(run.script.left) for run in (solution, wrong))
    never = [r for r in replies[used:] if r not in played]      # taken without the script (forced) counts
    if never:
        raise LessonError(f"{lesson.path}: opponent.replies[{replies.index(never[0])}]: {never[0]!r} is never "
                          "legal in the solution or the wrong line, so the opponent can never play it")
    solved, failed = solution.outcome, wrong.outcome
    if solved is None or not solved.reached:
        return f"the solution does not reach the goal ({solved.line() if solved else 'still open'})"
    if failed is None or failed.reached:
        return f"the wrong line does not fail ({failed.line() if failed else 'still open'})"
    return ""


def check_files(paths: list[Path], out: TextIO | None = None) -> int:
    """`bss-tui practice check`: one line per lesson; 0 all behave, 1 one misbehaves, 2 malformed."""
    def judge(path: Path) -> tuple[str, list[str]]:
        lesson = load(path)
        why = misbehaviour(lesson)
        return lesson.data.title, [why] if why else []

    return check_each(paths, judge, LessonError, out)


__all__ = ["LessonPlay", "play_line", "misbehaviour", "check_files"]
