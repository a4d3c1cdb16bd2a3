"""Finding and reading lesson files: the shipped ones in cards/lessons (inside the installed
package: bss_tui/_cards/lessons), found the way carddb/cache.py finds the card data.  A malformed
file is one line naming the file and the key (LessonError; exit 2 on the command line)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from ..carddb.cache import cards_dir
from ..carddb.errors import CardDataError
from ..carddb.loader import load_cards, read_toml
from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.state import seat_of
from ..engine.model.state import State
from ..scenario.build import Builder, ScenarioError
from ..scenario.model import ScenarioFile, describe
from .model import GoalKind, LessonFile


LEARNER_NAME, OPPONENT_NAME = "Learner", "Coach"      # the seats' names at the table and in the log


class LessonError(Exception):
    """A lesson file that cannot be used: one line naming the file and the key."""


@dataclass(frozen=True)
class Lesson:
    path: Path
    data: LessonFile

    @property
    def id(self) -> str:
        return self.data.id

    @property
    def learner(self) -> int:
        return seat_of(self.data.learner)

    def goal_text(self) -> str:
        """The goal in words, its cards named as players see them ("Galaxy Dragon Andrometeos")."""
        goal, db = self.data.goal, load_cards()
        card = db.get(goal.card or "")
        entry = next((e for side in (self.data.position.p1, self.data.position.p2) for e in side.field
                      if e.label == goal.target), None)
        target = f"{db[entry.card].name} [{entry.label}]" if entry is not None and entry.card in db else None
        return goal.text(card=card.name if card else None, target=target)

    def game(self) -> Game:
        """The lesson's position as a fresh game (scenario.build: the scenario notation's builder)."""
        scenario = ScenarioFile.model_construct(position=self.data.position, seed=self.data.seed)
        try:
            return _NamedBuilder(self.path, scenario, load_cards(), self.learner).game()
        except ScenarioError as err:
            raise LessonError(str(err)) from None


class _NamedBuilder(Builder):
    """The scenario notation's builder, the seats named for a lesson (before the first event)."""

    def __init__(self, path: Path, data: ScenarioFile, db: dict[str, Card], learner: int) -> None:
        super().__init__(path, data, db)
        self.learner = learner

    def state(self) -> State:
        st = super().state()
        st.players[self.learner].name = LEARNER_NAME
        st.players[1 - self.learner].name = OPPONENT_NAME
        return st


def lessons_dir() -> Path:
    """The shipped lessons, beside the shipped card data."""
    return cards_dir() / "lessons"


def load(path: Path) -> Lesson:
    try:
        raw = read_toml(path, LessonError)
        data = LessonFile.model_validate(raw)
    except ValidationError as err:
        raise LessonError(f"{path}: {describe(err)}") from None
    lesson = Lesson(path, data)
    game = lesson.game()        # the position must build, and a destroy goal name a card of it
    goal = data.goal
    if goal.kind in (GoalKind.DESTROY, GoalKind.KEEP):
        target = game.st.by_label(goal.target or "")
        whose = "yours" if goal.kind == GoalKind.KEEP else "the opponent's"
        if target is None or (target.controller == lesson.learner) != (goal.kind == GoalKind.KEEP):
            raise LessonError(f"{path}: goal.target: {goal.target} is not a field card of {whose}")
    return lesson


def lesson_files(folder: Path | None = None) -> list[Path]:
    try:
        folder = folder or lessons_dir()
    except CardDataError as err:
        raise LessonError(str(err)) from None
    return sorted(folder.glob("*.toml"))


def load_all(folder: Path | None = None) -> tuple[list[Lesson], list[str]]:
    """Every lesson that can be read, in their order, and one line for each file that cannot."""
    lessons: list[Lesson] = []
    problems: list[str] = []
    for path in lesson_files(folder):
        try:
            lessons.append(load(path))
        except LessonError as err:
            problems.append(str(err))
    lessons.sort(key=lambda lesson: (lesson.data.order, lesson.id))
    return lessons, problems


__all__ = ["Lesson", "LessonError", "lessons_dir", "load", "load_all", "lesson_files"]
