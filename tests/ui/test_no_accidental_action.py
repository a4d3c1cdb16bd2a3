"""No action taken by accident (issue 26): the actions list's highlight follows the action it was on
and never starts on, or wraps onto, an action that finishes; `e` asks once before ending the attack
step while a spirit could still attack (6-7-3-2) or the main step with hand cards playable (6-6-1-2-1),
unless the player's stop settings end such steps without asking."""

from __future__ import annotations

from textual.widgets import OptionList

from bss_tui.engine.model.seats import Prompt, SeatStops, Stop, StopSettings
from bss_tui.scenario import position_game
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.session import Session

SPIRIT = "BSS01-010"            # a vanilla spirit: 1000 BP at LV1

TWO_READY = {
    "turn": 3, "active": "p1", "step": "attack",
    "p1": {"life": 5, "deck": ["ST01-004"] * 3,
           "field": [{"label": "A", "card": SPIRIT, "cores": 1}, {"label": "B", "card": SPIRIT, "cores": 1}]},
    "p2": {"life": 5, "deck": ["ST01-004"] * 3},
}

MAIN_WITH_A_PLAY = {
    "turn": 3, "active": "p1", "step": "main",
    "p1": {"life": 5, "reserve": 4, "deck": ["ST01-004"] * 3, "hand": [SPIRIT]},
    "p2": {"life": 5, "deck": ["ST01-004"] * 3},
}


async def _board(pilot, ui) -> GameScreen:
    await ui.settle(pilot)
    await ui.wait_for(pilot, lambda: isinstance(pilot.app.screen, GameScreen) or pilot.app.screen.id != "game",
                      "the board or a hand-over")
    while not isinstance(pilot.app.screen, GameScreen):
        await pilot.press("space")                      # the hand-over to player 1
        await ui.settle(pilot)
    return pilot.app.screen


def _prompt(app) -> str:
    return app.screen.query_one("#prompt").message


def _highlighted(screen: GameScreen) -> str:
    actions = screen.query_one("#actions", OptionList)
    assert actions.highlighted is not None
    return actions.get_option_at_index(actions.highlighted).id or ""


async def test_enter_after_an_attack_attacks_with_the_other_spirit(ui, bss_data) -> None:
    app = BssApp(start=position_game(TWO_READY))
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await _board(pilot, ui)
        game = app.session.game
        assert list(game.decision.options) == ["attack A", "attack B", "end"]
        assert _highlighted(screen) == "attack A"
        await pilot.press("up")                         # no wrap onto "end"
        assert _highlighted(screen) == "attack A"
        await pilot.press("down", "enter")              # attack with B, the second row
        await ui.settle(pilot)
        # the battle needed nobody (no blocker, no hand): the attack step asks again, and the
        # highlight is on the other spirit, not on the row B had (now "end")
        assert game.log[0] == "attack B" and list(game.decision.options) == ["attack A", "end"]
        assert _highlighted(screen) == "attack A", "the highlight is never on a finishing action after a change"
        await pilot.press("down")                        # onto "end" by choice, then wrap back
        assert _highlighted(screen) == "end"
        await pilot.press("down")
        assert _highlighted(screen) == "attack A"
        await pilot.press("enter")
        await ui.settle(pilot)
        assert game.log.count("attack A") == 1


async def test_e_with_a_spirit_ready_asks_once(ui, bss_data) -> None:
    app = BssApp(start=position_game(TWO_READY))
    async with app.run_test(size=ui.SIZE) as pilot:
        await _board(pilot, ui)
        game = app.session.game
        await pilot.press("e")
        await ui.settle(pilot)
        assert game.log == [] and game.decision.kind == "attack"
        assert _prompt(app) == "End the attack step with 2 spirits ready to attack (6-7-3-2)? e again to confirm."
        await pilot.press("e")
        await ui.settle(pilot)
        assert game.log[:1] == ["end"], "the second e ends the step"


async def test_the_question_is_asked_again_after_another_action(ui, bss_data) -> None:
    app = BssApp(start=position_game(TWO_READY))
    async with app.run_test(size=ui.SIZE) as pilot:
        await _board(pilot, ui)
        game = app.session.game
        await pilot.press("e")
        await pilot.press("enter")                      # attack with A instead
        await ui.settle(pilot)
        assert game.log[0] == "attack A"
        await pilot.press("e")                          # B is still ready: asked again
        await ui.settle(pilot)
        assert game.log.count("end") == 0
        assert "1 spirit ready to attack" in _prompt(app)


async def test_e_in_the_main_step_with_a_playable_card_asks_once(ui, bss_data) -> None:
    app = BssApp(start=position_game(MAIN_WITH_A_PLAY))
    async with app.run_test(size=ui.SIZE) as pilot:
        await _board(pilot, ui)
        game = app.session.game
        assert f"summon {SPIRIT}" in game.decision.options
        await pilot.press("e")
        await ui.settle(pilot)
        assert game.log == [] and "1 card in hand still playable (6-6-1-2-1)" in _prompt(app)
        await pilot.press("e")
        await ui.settle(pilot)
        assert game.log[:1] == ["end"]


async def test_the_stop_setting_ends_the_step_without_asking(ui, bss_data) -> None:
    game = position_game(TWO_READY)
    stops = StopSettings().with_seat(0, SeatStops().with_({Prompt.END_STEP: Stop.PASS}))
    app = BssApp(start=game)
    async with app.run_test(size=ui.SIZE) as pilot:
        await _board(pilot, ui)
        app.session.stops = stops
        await pilot.press("e")
        await ui.settle(pilot)
        assert game.log[:1] == ["end"]


def test_the_setting_governs_no_engine_decision() -> None:
    """END_STEP is the table's own question: no decision of the engine is passed by it."""
    assert Prompt.END_STEP.kind is None
    session_stops = SeatStops().with_({Prompt.END_STEP: Stop.PASS})
    assert session_stops.passing() == {Prompt.END_STEP}
    assert isinstance(Session, type)
