"""The hand-over screen: fully opaque, names the next player, waits for them (principle 8)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static


class HandOverScreen(ModalScreen[None]):
    """Shown whenever the deciding player changes.  Nothing private is on it or under it."""

    # Only the space bar (or a click): a doubled Enter meant for the last action cannot let the
    # next player's hidden cards appear while the previous player still holds the keyboard.
    BINDINGS = [
        Binding("space", "ready", "I am ready"),
    ]

    def __init__(self, player: str, reason: str) -> None:
        super().__init__(id="handover")
        self.player = player
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(
                    f"[b]Pass the keyboard to {self.player}[/b]\n\n{self.reason}\n\n"
                    f"{self.player}: press the [b]space bar[/b] when the other player is not looking.",
                    id="handover-text")

    def on_mount(self) -> None:
        self.app.clear_notifications()

    def on_click(self) -> None:
        self.dismiss()

    def action_ready(self) -> None:
        self.dismiss()
