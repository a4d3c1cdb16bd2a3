"""An option list whose highlight the game screen follows at once."""

from __future__ import annotations

from typing import Callable

from textual import on
from textual.events import Resize
from textual.geometry import Size
from textual.widgets import OptionList

# What the screen does with a new highlight: the list and the highlighted row.
Follower = Callable[["FollowedList", int], None]


class FollowedList(OptionList):
    """An option list whose highlight the game screen follows (inspector, prompt) at once: by the
    OptionHighlighted message the screen would draw that a frame (about 17 ms) after the list."""

    def __init__(self, id: str, follower: Follower) -> None:
        self.follower = follower        # before the list's own set-up, which may highlight a row
        super().__init__(id=id, markup=False)

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if highlighted is not None:
            self.follower(self, highlighted)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """A new size from a layout: the rows are measured at the new width now, not when the list is
        next drawn, so that a new scrollable size (or a scroll bar that comes or goes) is laid out in
        the same frame (GameScreen._refresh_layout) rather than asking for a layout in the next one."""
        width = self.scrollable_content_region.width
        resized = super()._size_updated(size, virtual_size, container_size, layout)
        if self.scrollable_content_region.width != width:
            self._clear_caches()
        self._update_lines()
        return resized

    @on(Resize)
    def keep_rows(self, event: Resize) -> None:
        """Nothing more to do (the rows were measured in `_size_updated`): OptionList's own handler
        would clear its caches and draw the list again in a frame of its own."""
        event.prevent_default()
