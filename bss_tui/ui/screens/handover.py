"""The hand-over screen: fully opaque, names the next player, waits for them."""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static


def handover_text(player: str) -> Text:
    """The whole text of every hand-over: who takes the keyboard, never why, so a hand-over
    for a burst or a block looks exactly like one for a new turn."""
    return Text.assemble((f"Pass the keyboard to {player}", "bold"), "\n\n",
                         f"{player}: press the ", ("space bar", "bold"), " when the other player is not looking.")


class HandOverScreen(ModalScreen[None]):
    """Shown whenever the deciding player changes.  Nothing private is on it or under it.

    One curtain serves a whole game (the game screen installs it, `prepare` names the next player):
    a screen that is removed when it is dismissed makes Textual lay the whole app out once more after
    the board is uncovered, where the board is meant to be drawn in one layout pass."""

    # Only the space bar (or a click): a doubled Enter meant for the last action cannot let the
    # next player's hidden cards appear while the previous player still holds the keyboard.
    BINDINGS = [
        Binding("space", "ready", "I am ready"),
    ]

    def __init__(self, player: str, taken: Callable[[], None]) -> None:
        super().__init__(id="handover")
        self.player = player
        self.taken = taken          # the board takes the next player's view, still covered

    def prepare(self, player: str, taken: Callable[[], None]) -> None:
        """The curtain for another hand-over: who takes the keyboard, and what the board then does."""
        self.taken = taken
        if player != self.player:
            self.player = player
            if self.is_mounted:
                self.query_one("#handover-text", Static).update(handover_text(player))

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(handover_text(self.player), id="handover-text")

    def on_screen_resume(self) -> None:
        self.app.clear_notifications()

    def on_click(self) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        """The next player is at the keyboard: the board under the curtain takes their view first,
        so that it is drawn whole in the frame that uncovers it."""
        if not self.is_current:          # a second space bar queued behind the first
            return
        self.taken()
        self.dismiss()
