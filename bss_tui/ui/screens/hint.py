"""The hint dialog (`?`): the move suggested for the decision of the player at the keyboard, what it
does and why with its rules (computer/hints.py); Enter takes it, Escape leaves it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...computer.hints import Hint


class HintScreen(ModalScreen[bool]):
    """Dismissed with True to take the suggested move."""

    BINDINGS = [Binding("enter", "answer(True)", "Take it"), Binding("escape,question_mark", "answer(False)", "Dismiss")]

    def __init__(self, hint: Hint) -> None:
        super().__init__()
        self.hint = hint

    def compose(self) -> ComposeResult:
        hint = self.hint
        with Vertical(id="hint-dialog"):
            yield Static(Text.assemble(("Suggested: ", "bold"), hint.action), classes="hint-action")
            yield Static(Text(f"{hint.text[:1].upper()}{hint.text[1:]}."), classes="hint-why")
            yield Static("Enter: take this move · Escape: leave it", classes="hint-keys")

    def action_answer(self, take: bool) -> None:
        self.dismiss(take)
