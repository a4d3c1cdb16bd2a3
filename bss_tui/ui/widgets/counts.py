"""A side's public counts (life, reserve, trash; deck, hand, burst)."""

from __future__ import annotations

from textual import on
from textual.events import Resize
from textual.widgets import Static

from .. import render
from ...engine.operations.view import SideView


class Counts(Static):
    """A side's public counts, in their short form when the full one would not fit the width."""

    def __init__(self, classes: str) -> None:
        super().__init__(classes=classes)
        self.shown: tuple[SideView, bool, render.Palette] | None = None

    def show(self, side: SideView, finished: bool, colours: render.Palette) -> None:
        self.shown = (side, finished, colours)
        self.update(render.resources(side, finished, colours, self.content_region.width))

    @on(Resize)
    def fit_new_width(self) -> None:
        if self.shown is not None:
            self.show(*self.shown)
