"""ctrl+z: the player at the keyboard takes back their own last action (the engine's Game.undo),
never across a hand-over and never past hidden information; the footer offers it only when it
works, and the autosave follows."""

from __future__ import annotations

import json
import random

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen


async def play_until(ui, pilot, wanted) -> None:
    """Play the seeded game by keys, one action at a time, until the player at the keyboard may take
    back their last action and `wanted(session)` holds (200 actions at most)."""
    app = pilot.app
    rng = random.Random(3)
    for _ in range(200):
        await ui.play(pilot, rng, stop_after=1)
        await ui.settle(pilot)
        if isinstance(app.screen, GameScreen) and app.session.can_undo and wanted(app.session):
            return


def undo_shortens_the_log(session) -> bool:
    """Whether taking back the last action takes lines out of the log."""
    taken_back = session.game.copy()
    taken_back.undo()
    return len(taken_back.events) < len(session.game.events)


async def test_ctrl_z_takes_back_own_action_and_never_crosses_a_hand_over(ui, autosave):
    app = BssApp(seed=7)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        # play by keys until the player at the keyboard has just done something they may take back
        await play_until(ui, pilot, lambda session: True)
        session = app.session
        assert session.can_undo, "no action that could be taken back in 200 key presses"
        screen = app.screen
        assert screen.check_action("undo", ()) is True           # the footer offers ctrl+z now
        before = list(session.game.log)
        holder = session.holder

        await pilot.press("ctrl+z")
        await ui.settle(pilot)
        assert session.game.log == before[:-1]
        assert session.holder == holder and session.game.decision.player == holder
        saved = json.loads(autosave.read_text(encoding="utf-8"))
        assert saved["actions"] == before[:-1], "the autosave follows the undo"

        # taking back further stops at the hand-over (or at a draw, a look, a shuffle, a burst)
        while session.can_undo:
            await pilot.press("ctrl+z")
            await ui.settle(pilot)
        stuck = list(session.game.log)
        refusal = session.game.undo_refusal()
        assert refusal is not None and screen.check_action("undo", ()) is False   # off the footer
        await pilot.press("ctrl+z")
        await ui.settle(pilot)
        assert session.game.log == stuck, "a refused undo changes nothing"
        last = session.game.entries[-1] if session.game.entries else None
        assert last is None or last.player != holder or last.revealed


def _after_an_automatic_decision(save_path):
    """A seeded game played through a Session (player 1 passes every "may" decision without
    asking) up to a moment where the last action is the decider's own and was taken automatically:
    the engine alone would let it be taken back; the rules of take-backs must not."""
    from bss_tui.engine.model.seats import Prompt, SeatStops, Stop, StopSettings
    from bss_tui.ui.screenshots import new_game
    from bss_tui.ui.session import Session

    stops = StopSettings((SeatStops().with_({p: Stop.PASS for p in Prompt if p.kind is not None}), SeatStops()))
    game = new_game()
    session = Session(game, save_path, stops=stops, computer=())
    session.begin()
    rng = random.Random(10)
    automatic: set[int] = set()
    while not game.finished:
        if session.needs_handover:
            session.take_keyboard()
        last = game.entries[-1] if game.entries else None
        if last is not None and len(game.log) - 1 in automatic and last.player == session.decider \
                and not last.revealed:
            assert session.save() == ""
            return session
        session.apply(rng.choice(list(game.decision.options)))
        automatic.update(range(len(game.log) - len(session.automatic), len(game.log)))
    raise AssertionError("no automatic decision followed by the same player's decision")


async def test_ctrl_z_after_a_resume_is_refused_where_it_is_refused_without_one(ui, autosave):
    """Issue 26: an automatic decision stands, resumed or not (savefile.Save.kept)."""
    session = _after_an_automatic_decision(autosave)
    refusal = session.undo_refusal()
    assert refusal is not None, "refused without a resume"
    log = list(session.game.log)

    app = BssApp()
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen) or app.session is not None, "resume")
        while not isinstance(app.screen, GameScreen) or app.session.holder is None:
            await pilot.press("space")
            await ui.settle(pilot)
        resumed = app.session
        assert resumed.game.log == log and resumed.game.kept == len(log)
        assert not resumed.can_undo and app.screen.check_action("undo", ()) is False
        await pilot.press("ctrl+z")
        await ui.settle(pilot)
        assert resumed.game.log == log, "the automatic decision stands after a resume too"


async def test_the_log_panel_follows_an_undo(ui, autosave):
    app = BssApp(seed=7)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        await play_until(ui, pilot, undo_shortens_the_log)
        log_panel = app.screen.query_one("#log")
        before = log_panel.count
        await pilot.press("ctrl+z")
        await ui.settle(pilot)
        events = len(app.session.view().log)
        assert events < before and log_panel.count == events, "the panel was written again for the shorter log"
