"""ctrl+z: the player at the keyboard takes back their own last action (the engine's Game.undo),
never across a hand-over and never past hidden information; the footer offers it only when it
works, and the autosave follows."""

from __future__ import annotations

import json
import random

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen


async def test_ctrl_z_takes_back_own_action_and_never_crosses_a_hand_over(ui, autosave):
    app = BssApp(seed=7)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        rng = random.Random(3)
        # play by keys until the player at the keyboard has just done something they may take back
        for _ in range(200):
            await ui.play(pilot, rng, stop_after=1)
            await ui.settle(pilot)
            if isinstance(app.screen, GameScreen) and app.session.can_undo:
                break
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
