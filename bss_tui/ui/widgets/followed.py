"""An option list whose highlight the game screen follows at once."""

from __future__ import annotations

from typing import Callable

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
