"""Practice: the list of lessons (solved ones marked), the highlighted lesson's goal and
explanation beside it; Enter plays it at the table (screens/lesson.py).  A lesson file that cannot
be read is listed below with its one line, and a progress file that cannot be read is moved aside:
neither stops the list from opening."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...lessons.library import Lesson, LessonError, load_all
from ...lessons.progress import read_solved
from .lesson import LessonScreen, explanation

SOLVED, OPEN = "✓", "·"


class LessonListScreen(Screen[None]):
    CSS_PATH = "../practice.tcss"
    AUTO_FOCUS = "#lesson-list"
    BINDINGS = [Binding("escape,q", "leave", "Back")]

    def __init__(self) -> None:
        super().__init__(id="practice")
        try:
            self.lessons, self.problems = load_all()
        except LessonError as err:
            self.lessons, self.problems = [], [str(err)]
        if not self.lessons and not self.problems:
            self.problems.append("No lesson files were found.")
        self.solved, note = read_solved()
        if note:
            self.problems.append(note)

    def compose(self) -> ComposeResult:
        yield Static(id="practice-heading")
        with Horizontal(id="practice-body"):
            yield OptionList(*[Option(self.label(i), id=lesson.id) for i, lesson in enumerate(self.lessons)],
                             id="lesson-list", markup=False)
            with VerticalScroll(id="lesson-about-box"):
                yield Static(id="lesson-about")
        yield Static("\n".join(self.problems), id="practice-problems", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#practice-problems").display = bool(self.problems)
        self.refresh_heading()

    def label(self, index: int) -> str:
        lesson = self.lessons[index]
        return f"{SOLVED if lesson.id in self.solved else OPEN} {index + 1:>2}. {lesson.data.title}"

    def refresh_heading(self) -> None:
        done = sum(1 for lesson in self.lessons if lesson.id in self.solved)
        self.query_one("#practice-heading", Static).update(
            f"[b]Practice[/b]: {len(self.lessons)} lessons, {done} solved ({SOLVED}).  "
            "Enter plays the highlighted lesson; Escape goes back.")

    def lesson_at(self, index: int | None) -> Lesson | None:
        return self.lessons[index] if index is not None and 0 <= index < len(self.lessons) else None

    @on(OptionList.OptionHighlighted, "#lesson-list")
    def show_lesson(self, event: OptionList.OptionHighlighted) -> None:
        lesson = self.lesson_at(event.option_index)
        if lesson is not None:
            self.query_one("#lesson-about", Static).update(explanation(lesson, 0))

    @on(OptionList.OptionSelected, "#lesson-list")
    def play_lesson(self, event: OptionList.OptionSelected) -> None:
        lesson = self.lesson_at(event.option_index)
        if lesson is not None:
            self.start(lesson)

    def start(self, lesson: Lesson) -> None:
        def done(_choice: str) -> None:
            self.solved, _ = read_solved()
            menu = self.query_one("#lesson-list", OptionList)
            for i in range(len(self.lessons)):
                menu.replace_option_prompt_at_index(i, self.label(i))
            self.refresh_heading()

        self.app.push_screen(LessonScreen(lesson, done))

    def action_leave(self) -> None:
        self.app.pop_screen()
