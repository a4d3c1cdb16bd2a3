"""The board after a hand-over in one frame (issue 26, part 7).

What is counted here is frames, never milliseconds (the times are in tests/benchmarks): after the
space bar the board is laid out and drawn once, whatever changed size in it (the prompt, the action
list and its scroll bar, the hand), and the one curtain of a game is reused, then removed with the
game screen."""

from __future__ import annotations

import asyncio
import random

import pytest

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.title import TitleScreen

QUIET = 0.25        # seconds: any frame the space bar causes is drawn by then (a frame is 1/60 s)


def count_frames(app: BssApp) -> list[str]:
    """The screen drawn by each frame the app hands its driver from now on (see the frame clock
    of tests/benchmarks/test_bench_ui.py)."""
    frames: list[str] = []
    display = app._display

    def counted(screen, renderable) -> None:
        display(screen, renderable)
        if renderable is not None and not app._batch_count:
            frames.append(type(screen).__name__)

    app._display = counted      # type: ignore[method-assign]
    return frames


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_board_after_a_hand_over_is_one_frame(ui, size):
    app = BssApp(seed=7)
    async with app.run_test(size=size) as pilot:
        await ui.new_game(pilot)
        frames = count_frames(app)
        since: list[int] = []           # the frame count at the last hand-over's space bar
        curtains: set[int] = set()
        after_space: list[list[str]] = []

        def at_handover(app) -> None:
            curtains.add(id(app.screen))
            since.append(len(frames))

        async def at_prompt(app) -> None:
            if since:
                await asyncio.sleep(QUIET)
                after_space.append(frames[since.pop():])

        await ui.play(pilot, random.Random(7), on_handover=at_handover, on_prompt=at_prompt, stop_after=40)
        assert len(after_space) >= 4, after_space
        assert all(drawn == ["GameScreen"] for drawn in after_space), after_space
        assert len(curtains) == 1, "one hand-over screen serves the whole game"


async def test_the_curtain_goes_with_the_game(ui):
    app = BssApp(seed=5)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        curtain = app.screen
        assert isinstance(curtain, HandOverScreen) and app.is_screen_installed(curtain)
        await pilot.press("space")
        await ui.settle(pilot)
        await pilot.press("ctrl+x")
        await ui.settle(pilot)
        await pilot.press("y")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await ui.settle(pilot)
        assert not app.is_screen_installed(curtain)
        await ui.wait_for(pilot, lambda: not curtain.is_attached, "the curtain to be removed")
