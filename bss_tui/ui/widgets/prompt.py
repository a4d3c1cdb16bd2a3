"""The decision's prompt above the actions."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from .. import render
from ...engine.operations.view import ActionView, TableView


class Prompt(Static):
    """The decision's prompt, then what the highlighted payment option takes from where; or a
    refusal until the view changes."""

    table: reactive[TableView | None] = reactive(None)
    highlighted: reactive[ActionView | None] = reactive(None)
    message: reactive[str] = reactive("")

    def __init__(self, id: str) -> None:
        super().__init__(id=id, markup=False)
        self.shown: str | None = None
        self.hand_over = True        # two people share the keyboard; False when a program plays a seat

    def watch_table(self) -> None:
        self.message = ""
        self.highlighted = None          # the action list's highlight message names the new one
        self.refresh_text()

    def watch_highlighted(self) -> None:
        self.refresh_text()

    def watch_message(self) -> None:
        self.refresh_text()

    def refresh_text(self) -> None:
        self.set_class(bool(self.message), "-refusal")
        text = self.message or self.text_for(self.table)
        if text != self.shown:        # moving the highlight mostly changes nothing here: no new layout
            self.shown = text
            self.update(text)

    def text_for(self, view: TableView | None) -> str:
        d = view.decision if view is not None else None
        if d is None or d.options is None:
            waiting = "Waiting for the keyboard to change hands." if self.hand_over else "The computer is playing."
            return waiting if d else "The game is over."
        preview = render.payment_preview(self.highlighted) if self.highlighted is not None else ""
        return f"{d.prompt}\n{preview}" if preview else (d.prompt or "")
