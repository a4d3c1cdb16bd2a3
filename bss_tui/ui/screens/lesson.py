"""A lesson at the table: the normal game screen, played by the learner alone (the opponent's seat
is the lesson's program, so no hand-over screen), with the lesson's goal above the board, its
explanation behind `g`, the next hint behind `h`, and a dialog once the goal is reached or failed."""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.model.seats import ALL_STOP
from ...lessons.goals import Outcome
from ...lessons.library import Lesson
from ...lessons.model import Plays
from ...lessons.play import LessonPlay
from ...lessons.progress import mark_solved
from ..session import Session
from ..widgets.log import GameLog
from .game import GameScreen

RETRY, LIST = "retry", "list"


class LessonSession(Session):
    """The game of one lesson: every action goes through the lesson's play, which judges the goal
    after each one; nothing is ever autosaved (the player's real game keeps its autosave)."""

    def __init__(self, play: LessonPlay) -> None:
        super().__init__(play.game, None, stops=ALL_STOP, programs=dict(play.programs))
        self.play = play

    def apply(self, action: str) -> str:
        self.automatic = self.play.apply(action)
        return ""

    def take_automatic(self) -> list[str]:
        self.automatic = self.play.advance()
        return self.automatic

    def save(self) -> str:
        return ""                 # a lesson has no autosave


def explanation(lesson: Lesson, hints_shown: int) -> Text:
    """The lesson in full: the goal, the explanation with its rules, how the opponent plays and
    the hints asked for so far."""
    data = lesson.data
    text = Text.assemble((data.title, "bold"), "\n\n", ("Goal: ", "bold"), f"{lesson.goal_text()} ",
                         (f"({data.goal.cited})", "dim"), "\n\n", " ".join(data.explanation.split()), "\n\n",
                         ("Rules: ", "bold"), ", ".join(data.rules), "\n",
                         ("Your opponent ", "bold"), Plays(data.opponent.plays).meaning, ".")
    for i, hint in enumerate(data.hints[:hints_shown]):
        text.append_text(Text.assemble("\n", (f"Hint {i + 1}: ", "bold"), hint))
    return text


class LessonInfoScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,g,q", "close", "Close")]

    def __init__(self, text: Text) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="lesson-dialog"):
            yield Static(self.text)
            yield Static("Press Escape to go back to the table.", classes="lesson-keys")

    def action_close(self) -> None:
        self.dismiss(None)


class LessonResultScreen(ModalScreen[str]):
    """Reached or failed, why, and the rule: try again, or back to the list."""

    BINDINGS = [Binding("r", "answer('retry')", "Try again"), Binding("escape,b", "answer('list')", "Lessons")]

    def __init__(self, outcome: Outcome, note: str = "") -> None:
        super().__init__()
        self.outcome = outcome
        self.note = note

    def compose(self) -> ComposeResult:
        heading = "Goal reached!" if self.outcome.reached else "Goal failed"
        with Vertical(id="lesson-dialog", classes="-reached" if self.outcome.reached else "-failed"):
            yield Static(Text(heading, style="bold"), id="lesson-result-heading")
            yield Static(Text(f"{self.outcome.reason[0].upper()}{self.outcome.reason[1:]} ({self.outcome.rule})."),
                         id="lesson-result-reason")
            if self.note:
                yield Static(Text(self.note), classes="lesson-note")
            yield Static("r: try again · b or Escape: back to the lessons", classes="lesson-keys")

    def action_answer(self, choice: str) -> None:
        self.dismiss(choice)


class LessonScreen(GameScreen):
    CSS_PATH = "../practice.tcss"
    BINDINGS = [
        Binding("h", "hint", "Hint"),
        Binding("g", "explain", "Lesson"),
        Binding("escape", "leave", "Lessons"),
    ]
    KEY_PRIORITY = GameScreen.KEY_PRIORITY[:5] + ("hint", "explain", "leave") + GameScreen.KEY_PRIORITY[5:]

    def __init__(self, lesson: Lesson, done: Callable[[str], None]) -> None:
        """`done` is called when the learner goes back to the list."""
        super().__init__(LessonSession(LessonPlay(lesson)))
        self.lesson = lesson
        self.done = done
        self.hints_shown = 0
        self.decided = False

    @property
    def play(self) -> LessonPlay:
        assert isinstance(self.session, LessonSession)
        return self.session.play

    def compose(self) -> ComposeResult:
        yield Static(self.goal_line(), id="lesson-goal")
        yield from super().compose()

    def goal_line(self) -> Text:
        data = self.lesson.data
        line = Text.assemble(("Goal: ", "bold"), self.lesson.goal_text(), (f" ({data.goal.cited})", "dim"),
                             ("  g: the lesson · h: a hint", "dim"))
        if self.hints_shown:
            line.append_text(Text.assemble("\n", (f"Hint {self.hints_shown}/{len(data.hints)}: ", "bold"),
                                           data.hints[self.hints_shown - 1]))
        return line

    def action_hint(self) -> None:
        if self.hints_shown >= len(self.lesson.data.hints):
            self.notify("That was the last hint: g shows the lesson and every hint so far.")
            return
        self.hints_shown += 1
        self.query_one("#lesson-goal", Static).update(self.goal_line())

    def action_explain(self) -> None:
        self.app.push_screen(LessonInfoScreen(explanation(self.lesson, self.hints_shown)))

    def action_leave(self) -> None:
        """Escape: backs out of a payment under way (as c does, 10-6-6), else back to the list."""
        if self._first("cancels") is not None:
            self.action_cancel_payment()
            return
        self.finish(LIST)

    def after_action(self) -> None:
        outcome = self.play.outcome
        if outcome is None:
            super().after_action()
            return
        if self.decided:
            return
        self.decided = True
        self.session.holder = None
        self.show()
        note = mark_solved(self.lesson.id) if outcome.reached else ""
        self.app.push_screen(LessonResultScreen(outcome, note), self.finish)

    def finish(self, choice: str | None) -> None:
        """After the result dialog: the lesson again from its start, or back to the list."""
        if choice == RETRY:
            self.restart()
            return
        self.app.pop_screen()
        self.done(LIST)

    def restart(self) -> None:
        """The same lesson from its position: a fresh play, the hints hidden again, the log cleared."""
        self.session = LessonSession(LessonPlay(self.lesson))
        self.hints_shown = 0
        self.decided = False
        self.query_one("#lesson-goal", Static).update(self.goal_line())
        log = self.query_one(GameLog)
        log.clear()
        log.reader, log.count = "unset", 0
        self._first_show()
