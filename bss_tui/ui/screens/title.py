"""The title screen: new game, resume the autosaved game, the deck builder, replays, help, quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

TITLE_ART = """\
[b]B A T T L E   S P I R I T S   S A G A[/b]
hot-seat · two players · one terminal
every rule enforced (Comprehensive Rules v1.7.0)"""


class TitleScreen(Screen[None]):
    """The app's default screen; a choice is posted to the app as a `Chosen` message."""

    class Chosen(Message):
        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    BINDINGS = [
        Binding("n", "choose('new')", "New game"),
        Binding("r", "choose('resume')", "Resume"),
        Binding("d", "choose('decks')", "Deck builder"),
        Binding("p", "choose('practice')", "Practice"),
        Binding("y", "choose('replays')", "Replays"),
        Binding("f1,question_mark", "choose('help')", "Help"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(self, can_resume: bool = False, message: str = "") -> None:
        super().__init__(id="title")
        self.can_resume = can_resume
        self.message = message
        self.saved = ""

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(TITLE_ART, id="title-art")
            with Center():
                yield OptionList(
                    Option("New game", id="new"),
                    Option(self.resume_label(), id="resume", disabled=not self.can_resume),
                    Option("Deck builder", id="decks"),
                    Option("Practice: lessons and puzzles", id="practice"),
                    Option("Replays", id="replays"),
                    Option("Help", id="help"),
                    Option("Quit", id="quit"),
                    id="title-menu")
            with Center():
                yield Static(self.message, id="title-message")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide "Resume" from the footer when there is nothing to resume."""
        if action == "choose" and parameters and parameters[0] == "resume":
            return self.can_resume
        return True

    def set_state(self, can_resume: bool, message: str, saved: str = "") -> None:
        """Whether a saved game can be resumed, what it is (`saved`: players, turn, when), and a
        note to show (an unreadable save...)."""
        changed = (can_resume, message, saved) != (self.can_resume, self.message, self.saved)
        self.can_resume = can_resume
        self.message = message
        self.saved = saved
        if self.is_mounted and changed:
            self.refresh_bindings()
            menu = self.query_one("#title-menu", OptionList)
            (menu.enable_option if can_resume else menu.disable_option)("resume")
            menu.replace_option_prompt("resume", self.resume_label())
            self.query_one("#title-message", Static).update(message)

    def resume_label(self) -> str:
        return f"Resume: {self.saved}" if self.can_resume and self.saved else "Resume the saved game"

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.action_choose(event.option.id)

    def action_choose(self, choice: str) -> None:
        if choice == "resume" and not self.can_resume:
            self.query_one("#title-message", Static).update("There is no saved game to resume.")
            return
        self.post_message(self.Chosen(choice))
