"""The app's flow driven by keys only: a whole seeded game from the title to the game-over
screen, and the small flows around it (help, a refused typed action, moving cores, conceding,
the too-small message, themes)."""

from __future__ import annotations

import random
import re

import pytest

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.dialogs import CommandScreen, ConfirmScreen, MoveCoresScreen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.help import HelpScreen
from bss_tui.ui.screens.title import TitleScreen
from bss_tui.ui.screens.toosmall import TooSmallScreen

GAME_SEED = 7          # with the attacking policy below this game ends in turn 4 (~56 decisions)
RULE_IN_PARENS = re.compile(r"\((\d+(?:-\d+)+)\)")


async def start_holding_keyboard(pilot, ui) -> GameScreen:
    """A new game with the default decks, the first hand-over passed: a decision is shown."""
    await ui.new_game(pilot)
    await pilot.press("space")
    await ui.wait_for(pilot, lambda: isinstance(pilot.app.screen, GameScreen), "the board")
    await ui.settle(pilot)
    return pilot.app.screen


# Half a minute of one worker: a whole game by keys from the title, in the default run since it runs
# on every core (tests/README.md).
async def test_full_game_by_keys_from_title_to_game_over(ui, autosave):
    app = BssApp(seed=GAME_SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await ui.new_game(pilot)
        assert autosave.exists(), "a new game is autosaved at once"
        result = await ui.play(pilot, random.Random(GAME_SEED))
        game = app.session.game
        assert game.finished and game.st.winner in ("p1", "p2")
        assert isinstance(app.screen, GameOverScreen)
        winner = game.name(0 if game.st.winner == "p1" else 1)
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        assert f"{winner} wins!" in shown
        assert game.st.end_reason in shown
        assert f"Turns played: {game.st.turn}" in shown
        assert result.handovers >= 2 and result.actions + result.automatic == len(game.log)
        assert not autosave.exists(), "a finished game leaves no autosave to resume"
        # n: back to the title, where there is nothing to resume
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        assert app.screen.can_resume is False


async def test_help_opens_with_f1_and_closes(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        await pilot.press("f1")
        await ui.settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "How to play bss-tui" in ui.screen_text(app)
        await pilot.press("escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen)

        game_screen = await start_holding_keyboard(pilot, ui)
        log_before = list(app.session.game.log)
        for open_key, close_key in (("f1", "escape"), ("f1", "f1"), ("question_mark", "q")):
            await pilot.press(open_key)
            await ui.settle(pilot)
            assert isinstance(app.screen, HelpScreen), open_key
            assert "ctrl+x" in ui.screen_text(app)
            await pilot.press(close_key)
            await ui.settle(pilot)
            assert app.screen is game_screen, close_key
        assert app.session.game.log == log_before, "help changes nothing"


@pytest.mark.parametrize("typed", ["attack A1", "summon ST01-001", "end"])
async def test_illegal_typed_action_says_not_allowed_with_rule(ui, typed):
    app = BssApp(seed=3)
    async with app.run_test(size=ui.SIZE) as pilot:
        await start_holding_keyboard(pilot, ui)
        game = app.session.game
        assert typed not in game.legal_actions()
        before = (list(game.log), game.view(0), game.view(1))
        await pilot.press("colon")
        await ui.settle(pilot)
        assert isinstance(app.screen, CommandScreen)
        await pilot.press(*typed, "enter")
        await ui.settle(pilot)
        assert isinstance(app.screen, GameScreen)
        shown = ui.visible_text(app)
        line = next((ln for ln in shown.splitlines() if "Not allowed" in ln), None)
        assert line is not None, shown
        prompt = " ".join(ui.widget_texts(app.screen))
        assert RULE_IN_PARENS.search(prompt[prompt.index("Not allowed"):]), prompt
        assert (list(game.log), game.view(0), game.view(1)) == before, "a refused action changes nothing"


async def test_move_cores_dialog_moves_n_cores(ui):
    app = BssApp(seed=GAME_SEED)

    def can_move_two(game) -> bool:
        d = game.decision
        if d is None or d.kind != "main":
            return False
        to_field = [a for a in d.options if a.startswith("move reserve ") and not a.endswith(" soul")]
        return len(to_field) >= 1 and game.st.players[d.player].reserve >= 3

    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        rng = random.Random(11)

        # play by keys until the player at the keyboard may move cores from the reserve
        for _ in range(40):
            await ui.play(pilot, rng, stop_after=1)
            await ui.settle(pilot)
            if isinstance(app.screen, GameScreen) and can_move_two(app.session.game):
                break
            assert not isinstance(app.screen, GameOverScreen), "the game ended before a core move"
        game = app.session.game
        assert can_move_two(game)
        seat = game.decision.player
        moves = [a for a in game.decision.options if a.startswith("move ")]
        dialog_places = sorted({m.split()[2] for m in moves} | {m.split()[1] for m in moves},
                               key=lambda p: (p != "reserve", p))
        target = next(p for p in dialog_places if p != "reserve")   # the dialog's default "to"
        assert f"move reserve {target}" in moves
        reserve = game.st.players[seat].reserve
        cores = game.st.by_label(target).cores
        log_len = len(game.log)

        await pilot.press("m")
        await ui.settle(pilot)
        assert isinstance(app.screen, MoveCoresScreen)
        # from (reserve) -> to (the first field card) -> how many: 2
        await pilot.press("tab", "tab")
        await pilot.press("end", "backspace", "2", "enter")
        await ui.settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert game.log[log_len:] == [f"move reserve {target}"] * 2
        assert game.st.players[seat].reserve == reserve - 2
        assert game.st.by_label(target).cores == cores + 2

        # an impossible move is refused in the dialog, citing the rule, and nothing moves
        await pilot.press("m")
        await ui.settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, MoveCoresScreen)
        await pilot.press("tab", "tab", "end", "backspace", "0", "enter")
        await ui.settle(pilot)
        assert app.screen is dialog
        assert "6-6-1-2-3" in ui.visible_text(app)
        await pilot.press("escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert len(game.log) == log_len + 2


async def test_concede_with_ctrl_x_then_y_ends_the_game(ui, autosave):
    app = BssApp(seed=5)
    async with app.run_test(size=ui.SIZE) as pilot:
        await start_holding_keyboard(pilot, ui)
        game = app.session.game
        holder = app.session.holder
        # n keeps playing
        await pilot.press("ctrl+x")
        await ui.settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "concede" in ui.visible_text(app)
        await pilot.press("n")
        await ui.settle(pilot)
        assert isinstance(app.screen, GameScreen) and not game.finished
        # y concedes
        await pilot.press("ctrl+x")
        await ui.settle(pilot)
        await pilot.press("y")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
        await ui.settle(pilot)
        assert game.finished
        assert game.log[-1] == f"concede p{holder + 1}"
        winner = game.name(1 - holder)
        shown = ui.visible_text(app)
        assert f"{winner} wins!" in shown
        assert f"{game.name(holder)} concedes" in shown
        assert not autosave.exists()


async def test_too_small_message_appears_and_goes(ui):
    app = BssApp(seed=2)
    async with app.run_test(size=ui.SIZE) as pilot:
        game_screen = await start_holding_keyboard(pilot, ui)
        for small in ((79, 40), (120, 23), (60, 20)):
            await pilot.resize_terminal(*small)
            await ui.settle(pilot)
            assert isinstance(app.screen, TooSmallScreen), small
            assert "Please enlarge the terminal to at least 80 x 24" in ui.screen_text(app)
            await pilot.resize_terminal(*ui.SIZE)
            await ui.settle(pilot)
            assert app.screen is game_screen, small
            assert "Please enlarge" not in ui.visible_text(app)
        # exactly 80 x 24 is big enough (the compact layout)
        await pilot.resize_terminal(80, 24)
        await ui.settle(pilot)
        assert app.screen is game_screen
        # keys do not reach the board under the message
        await pilot.resize_terminal(79, 30)
        await ui.settle(pilot)
        log_before = list(app.session.game.log)
        await pilot.press("e", "enter", "a")
        await ui.settle(pilot)
        assert app.session.game.log == log_before
        await pilot.resize_terminal(*ui.SIZE)
        await ui.settle(pilot)
        assert app.screen is game_screen


async def test_too_small_message_over_a_hand_over(ui):
    app = BssApp(seed=2)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        handover = app.screen
        assert isinstance(handover, HandOverScreen)
        await pilot.resize_terminal(79, 23)
        await ui.settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(*ui.SIZE)
        await ui.settle(pilot)
        assert app.screen is handover


async def test_too_small_message_when_started_small(ui):
    """Started below 80 x 24, the message is there from the start."""
    app = BssApp(seed=2)
    async with app.run_test(size=(79, 24)) as pilot:
        await ui.settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)


@pytest.mark.parametrize("theme", ["textual-light", "nord", "gruvbox", "dracula", "solarized-light"])
async def test_builtin_themes(ui, theme):
    app = BssApp(seed=4)
    async with app.run_test(size=ui.SIZE) as pilot:
        assert theme in app.available_themes
        app.theme = theme
        await ui.settle(pilot)
        assert "B A T T L E" in ui.visible_text(app)
        await ui.new_game(pilot)
        await ui.settle(pilot)
        assert "Pass the keyboard" in ui.visible_text(app)
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        await ui.settle(pilot)
        svg = app.export_screenshot()
        assert svg.startswith("<svg") and "Your hand" in ui.visible_text(app)
        await pilot.press("f1")
        await ui.settle(pilot)
        assert "How to play" in ui.visible_text(app)


async def test_typed_concede_only_for_the_player_at_the_keyboard(ui):
    """1-2-4: a player concedes for themselves; typing the other player's concession is refused."""
    app = BssApp(seed=3)
    async with app.run_test(size=ui.SIZE) as pilot:
        await start_holding_keyboard(pilot, ui)
        game = app.session.game
        other = 1 - app.session.holder
        await pilot.press("colon", *f"concede p{other + 1}", "enter")
        await ui.settle(pilot)
        assert not game.finished, f"{game.st.end_reason}: typed by {game.name(1 - other)}"
        assert isinstance(app.screen, GameScreen)
        assert "only for yourself" in ui.visible_text(app)


async def test_a_doubled_enter_does_not_skip_the_hand_over(ui):
    """Principle 8: Enter (the action key) never dismisses a hand-over; only the space bar does."""
    app = BssApp(seed=7)
    async with app.run_test(size=ui.SIZE) as pilot:
        await start_holding_keyboard(pilot, ui)
        chooser = app.session.holder
        await pilot.press("enter", "enter")        # choose the first player, then Enter again
        await ui.settle(pilot)
        if app.session.game.decision.player != chooser:
            assert isinstance(app.screen, HandOverScreen) and app.session.holder is None
