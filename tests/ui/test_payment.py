"""A payment shows, before it happens, which cores it takes from where (10-6-6), and a core
choice that would leave a spirit below LV1 asks first, naming the spirit and rule 9-3-2;
declining changes nothing."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from bss_tui.engine.saves import store as saves
from bss_tui.ui.screens.dialogs import ConfirmScreen
from bss_tui.ui.screenshots import SCENES_BY_NAME

SCENE = SCENES_BY_NAME["payment"]     # Ayla pays 2 for Dragron Captain; the soul core is on A1


def prompt_text(app) -> str:
    return " ".join(str(app.screen.query_one("#prompt", Static).render()).split())


async def at_the_payment(pilot, ui) -> None:
    await pilot.press("space")                 # take the keyboard
    await ui.settle(pilot)


async def test_the_prompt_previews_the_highlighted_payment(ui):
    app = SCENE.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_the_payment(pilot, ui)
        actions = app.screen.query_one("#actions", OptionList)
        assert actions.get_option_at_index(actions.highlighted).id == "pay auto"
        assert "pay auto: 2 from the reserve" in prompt_text(app)
        assert "below LV1" not in prompt_text(app)
        await pilot.press("down", "down")
        await ui.settle(pilot)
        text = prompt_text(app)
        assert "pay A1 soul: the soul core from A1 Quicksand Dragon" in text, text
        assert "Quicksand Dragon falls below LV1 and is destroyed (9-3-2)" in text, text
        # one core chosen: the preview counts it in the whole payment
        await pilot.press("up", "enter")                # pay reserve
        await ui.settle(pilot)
        assert app.session.game.log[-1] == "pay reserve"
        await pilot.press("home")
        await ui.settle(pilot)
        assert "pay auto: 2 from the reserve" in prompt_text(app)


async def test_declining_the_9_3_2_confirmation_changes_nothing(ui):
    app = SCENE.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_payment(pilot, ui)
        game = app.session.game
        before = (list(game.log), game.view(0))
        await pilot.press("down", "down", "enter")       # pay A1 soul
        await ui.settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question == ("Quicksand Dragon falls below LV1 and is destroyed (9-3-2). Pay anyway?")
        await pilot.press("n")
        await ui.settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert (list(game.log), game.view(0)) == before
        actions = app.screen.query_one("#actions", OptionList)
        assert actions.get_option_at_index(actions.highlighted).id == "pay A1 soul"


async def test_confirming_pays_and_the_spirit_is_destroyed(ui):
    app = SCENE.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_the_payment(pilot, ui)
        game = app.session.game
        await pilot.press("down", "down", "enter", "y")
        await ui.settle(pilot)
        assert game.log[-1] == "pay A1 soul"
        await pilot.press("a")                           # the rest from the reserve
        await ui.settle(pilot)
        await pilot.press("a")                           # the placement on Dragron Captain
        await ui.settle(pilot)
        assert game.log[-2:] == ["pay auto", "put auto"], game.log[-3:]
        field = [fc["name"] for fc in game.view(0)["players"][0]["field"]]
        assert "Quicksand Dragon" not in field and "Dragron Captain" in field      # destroyed (9-3-2)


async def test_escape_cancels_a_payment_like_c(ui):
    """Issue 26: Escape backs out of a payment (10-6-6) as c does, the choices made so far undone."""
    app = SCENE.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_the_payment(pilot, ui)
        game = app.session.game
        assert game.decision.kind == "pay"
        await pilot.press("down", "enter")              # one core chosen
        await ui.settle(pilot)
        await pilot.press("escape")
        await ui.settle(pilot)
        assert game.decision.kind == "main" and game.log[-1] == "cancel"
