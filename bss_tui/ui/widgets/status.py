"""The status line above the board: turn, step, who decides."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from .. import render
from ...engine.operations.view import TableView
from .palette import palette


class StatusLine(Static):
    COMPONENT_CLASSES = {"status--strong", "status--over", "status--decider"}
    table: reactive[TableView | None] = reactive(None)

    def watch_table(self, view: TableView | None) -> None:
        if view is not None:
            self.update(render.status_line(view, palette(self, "status", ("strong", "over", "decider"))))
