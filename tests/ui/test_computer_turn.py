"""Issue 26, part 5: the computer's turn told.  Against the computer each of its actions shows in
a line above the board as it happens (played one by one on the table's timer), the summary of its
turn opens when the keyboard comes back, and the pace (instant, normal, slow) is a setting saved
with the game beside the stop settings.  What is told is the person's own view of the log: the
privacy of the line is checked in test_privacy.py."""

from __future__ import annotations

import json
import random
import time

from textual.widgets import RadioSet

from bss_tui.engine.saves import store
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.stops import StopsScreen
from bss_tui.ui.session import Session
from bss_tui.ui.widgets import computer_turn
from bss_tui.ui.widgets.computer_turn import ComputerLine, TurnSummaryScreen

SEED = 4          # the computer (p2) summons in turn 1 and attacks in turn 3 (test_computer_ui.py)


async def against_the_computer(pilot, ui) -> None:
    app = pilot.app
    await pilot.press("n")
    await ui.wait_for(pilot, lambda: app.screen.__class__.__name__ == "NewGameScreen", "the new-game screen")
    while app.focused is None or app.focused.id != "plays2":
        await pilot.press("tab")
    await pilot.press("enter", "down", "down", "enter", "ctrl+s")      # the normal computer
    await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
    await ui.settle(pilot)


async def test_each_action_of_the_computer_is_told_as_it_happens_and_its_turn_summed_up(ui, monkeypatch):
    app = BssApp(seed=SEED)
    told: list[tuple[str, bool, int]] = []        # (line, the computer still to play, actions so far)
    tell = ComputerLine.tell

    def telling(line: ComputerLine, text: str) -> None:
        session = app.session
        told.append((text, session.computer_to_play, len(session.game.log)))
        tell(line, text)

    monkeypatch.setattr(ComputerLine, "tell", telling)
    summaries: list[list[str]] = []

    def summed_up(app) -> None:
        screen = app.screen
        assert isinstance(screen, TurnSummaryScreen)
        assert app.session.holder == 0 == app.session.decider, "the summary opens when the keyboard comes back"
        summaries.append([text for _, text in screen.lines])
        shown = ui.visible_text(app)
        assert "While you waited (Computer's turn)" in shown and "back to the table" in shown

    async with app.run_test(size=ui.SIZE) as pilot:
        await against_the_computer(pilot, ui)
        assert app.session.pace == "normal", "the default pace shows the computer's actions one by one"
        line = app.screen.query_one(ComputerLine)
        assert line.display, "against the computer the line is above the board"
        result = await ui.play(pilot, random.Random(SEED), stop_after=25, on_summary=summed_up)
        texts = [t for t, _, _ in told]
        assert any(t.startswith("Computer: summons [B") for t in texts), texts
        assert any(t.startswith("Computer: attacks with [B") for t in texts), texts
        # as it happens: most lines are told while the computer still has more to do, each after
        # the actions before it
        assert sum(1 for _, busy, _ in told if busy) >= 3
        counts = [n for _, _, n in told]
        assert counts == sorted(counts)
        assert result.summaries >= 2 and len(summaries) == result.summaries
        first = summaries[0]
        assert any(t.startswith("Computer: summons") for t in first), first
        assert any(t.startswith("Turn ") and "Computer" in t for t in first), first
        # the line shows the last of them on screen, under its mark
        assert f"▸ {texts[-1]}"[:60] in " ".join(ui.visible_text(app).split())


async def test_an_instant_pace_plays_the_whole_turn_at_once_and_a_slow_one_step_by_step(ui, quick_computer,
                                                                                      monkeypatch):
    quick_computer["slow"] = 0.25
    app = BssApp(seed=SEED)
    told: list[tuple[float, bool]] = []            # (when, the computer still to play)
    tell = ComputerLine.tell

    def telling(line: ComputerLine, text: str) -> None:
        told.append((time.monotonic(), app.session.computer_to_play))
        tell(line, text)

    monkeypatch.setattr(ComputerLine, "tell", telling)
    async with app.run_test(size=ui.SIZE) as pilot:
        await against_the_computer(pilot, ui)
        session = app.session
        session.pace = "instant"
        busy: list[bool] = []
        result = await ui.play(pilot, random.Random(SEED), stop_after=12,
                               on_prompt=lambda app: busy.append(session.computer_to_play))
        assert result.summaries >= 1 and told, "instant: the turn is still summed up and told"
        assert not any(b for _, b in told) and not any(busy), "instant: the computer never waits for the timer"
        told.clear()
        session.pace = "slow"
        result = await ui.play(pilot, random.Random(SEED + 1), stop_after=30)
        assert result.summaries >= 1
        waits = [b[0] - a[0] for a, b in zip(told, told[1:]) if a[1]]
        assert len(waits) >= 2 and all(w >= 0.2 for w in waits), waits


async def test_the_pace_is_chosen_with_the_stop_settings_and_saved_with_the_game(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await against_the_computer(pilot, ui)
        await ui.play(pilot, random.Random(SEED), stop_after=1)
        await pilot.press("s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, StopsScreen), "the stop settings")
        pace = app.screen.query_one("#pace", RadioSet)
        assert pace.pressed_button.id == "pace-normal"
        pace.focus()
        await pilot.press("down", "enter")          # slow
        await pilot.press("ctrl+s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        assert app.session.pace == "slow"
        assert json.loads(autosave.read_text())["pace"] == "slow"
    resumed = Session(store.load_game(autosave), autosave)
    assert resumed.pace == "slow" and resumed.computer == (1,)


async def test_two_people_have_no_computer_line_and_no_pace_to_set(ui):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        await pilot.press("space")
        await ui.settle(pilot)
        assert not app.screen.query_one(ComputerLine).display
        await pilot.press("s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, StopsScreen), "the stop settings")
        assert not app.screen.query("#pace")
        assert computer_turn.PACE_SECONDS["instant"] == 0.0
