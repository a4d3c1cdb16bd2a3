"""The hand-over screen: fully opaque, names the next player, waits for them (principle 8)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static


class HandOverScreen(ModalScreen[None]):
    """Shown whenever the deciding player changes.  Nothing private is on it or under it."""

    BINDINGS = [
        Binding("enter,space", "ready", "I am ready"),
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
                    f"{self.player}: press [b]Enter[/b] when the other player is not looking.",
                    id="handover-text")

    def on_mount(self) -> None:
        self.app.clear_notifications()

    def on_click(self) -> None:
        self.dismiss()

    def action_ready(self) -> None:
        self.dismiss()
