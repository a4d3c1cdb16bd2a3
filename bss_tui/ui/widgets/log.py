"""The end of the game log beside the board."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.events import Resize
from textual.geometry import Size
from textual.reactive import reactive
from textual.widgets import RichLog

from .. import render
from ...engine.operations.view import TableView

LOG_LINES = 60       # the most lines the panel keeps; the whole log is the `l` dialog


class GameLog(RichLog):
    """The end of the log the holder may read; nothing while the keyboard changes hands."""

    COMPONENT_CLASSES = {"log--rule"}
    table: reactive[TableView | None] = reactive(None)

    def __init__(self, id: str) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=20)
        self.reader: object = "unset"
        self.count = 0
        self.width_written = 0

    def watch_table(self) -> None:
        self.write_new()

    @on(Resize)
    def rewrite_after_resize(self) -> None:
        """A new size may show the log again or change its width: rewrite it after the layout.
        A log that grew shorter keeps its old scroll offset, hiding the newest lines: scroll
        to the end again."""
        self.call_after_refresh(self.write_new)
        self.call_after_refresh(self.scroll_end, animate=False)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """A new size from a layout: back to the end at once, drawn in the frame of that layout
        (GameScreen._refresh_layout), not by a scroll of its own in the next frame."""
        resized = super()._size_updated(size, virtual_size, container_size, layout)
        if resized:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        return resized

    def write_new(self) -> None:
        view = self.table
        if view is None:
            return
        lines = view.log
        width = self.scrollable_content_region.width
        if self.reader != view.viewer or width != self.width_written or len(lines) < self.count:
            # another reader, another width (lines are wrapped by hand) or a log an undo made
            # shorter: start again
            self.clear()
            self.reader = view.viewer
            self.width_written = width
            # what fills the panel, not more: a hand-over rewrites it, and the whole log is `l`
            self.count = max(0, len(lines) - min(LOG_LINES, max(20, self.scrollable_content_region.height)))
        if view.viewer is None:
            return                           # nobody is reading while the keyboard changes hands
        if not self.display or width < 20:
            self.reader = "unset"            # hidden (compact layout): written when it shows again
            return
        rule_style = self.get_component_rich_style("log--rule", partial=True)
        new = lines[self.count:]
        if new:       # one write for them all: a RichLog write renders and refreshes each time
            self.write(Text("\n").join(render.log_line(entry, width, rule_style) for entry in new), scroll_end=False)
            self.scroll_end(animate=False, immediate=True, x_axis=False)    # in this frame, not the next
        self.count = len(lines)
