"""Shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmallScreen(ModalScreen[None]):
    def compose(self) -> ComposeResult:
        yield Static(f"Please enlarge the terminal to at least {MIN_WIDTH} x {MIN_HEIGHT} characters "
                     f"(100 x 30 or more shows the whole board; 120 x 40 is roomiest).", id="toosmall-text")
