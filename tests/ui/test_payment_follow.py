"""Issue 26, part 4: a payment you can follow.  The board's counts and field cards change with
each core chosen (the engine's PaymentView: nothing moves before the last choice, 10-6-6), the
card being paid for has its line, the place-cores prompt names each level's cores and what the
chosen cores reach (10-6-7, 2-10-3), and Escape backs out of a payment like c, in a game and in a
lesson (where Escape otherwise goes back to the list)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from bss_tui.engine.saves import store as saves
from bss_tui.ui.widgets.counts import Counts
from bss_tui.ui.screens.lesson import LessonScreen
from bss_tui.ui.screens.practice import LessonListScreen
from bss_tui.ui.app import BssApp
from bss_tui.ui.screenshots import SCENES_BY_NAME
from bss_tui.ui.screens.title import TitleScreen
from bss_tui.lessons.library import load_all

from bss_tui.ui.widgets.field import FieldPane  # noqa: E402

SCENE = SCENES_BY_NAME["payment"]     # Ayla pays 2 for Dragron Captain (LV1 1 core, LV2 2, LV3 4)


def text(widget: Static) -> str:
    return " ".join(str(widget.render()).split())


def my_area(app) -> tuple[str, str]:
    """The keyboard holder's counts and field, as drawn."""
    area = app.screen.query_one("#me")
    pane = area.query_one(FieldPane)        # the rows or the tiles, then the payment's line
    shown = [w for w in pane.query(Static) if w.display and (w.parent is None or w.parent.display)]
    return text(area.query_one(Counts)), " ".join(text(w) for w in shown)


def prompt(app) -> str:
    return text(app.screen.query_one("#prompt", Static))


def reserve_on_screen(counts: str) -> int:
    words = counts.split()
    return int(words[words.index("Reserve") + 2])


async def test_the_counts_follow_each_core_chosen_and_the_prompt_names_the_levels(ui):
    app = SCENE.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("space")                  # take the keyboard: Ayla pays 2 for Dragron Captain
        await ui.settle(pilot)
        game = app.session.game
        reserve = game.st.players[0].reserve
        counts, field = my_area(app)
        assert reserve_on_screen(counts) == reserve
        assert "Paying for Dragron Captain: 0 of 2 chosen" in field
        await pilot.press("down", "enter")          # pay reserve: one core chosen
        await ui.settle(pilot)
        assert game.log[-1] == "pay reserve" and game.st.players[0].reserve == reserve, "nothing moved yet"
        counts, field = my_area(app)
        assert reserve_on_screen(counts) == reserve - 1, counts
        assert "Trash 0 cards, cores ● 1" in counts, "the chosen core is shown on its way to the trash"
        assert "Paying for Dragron Captain: 1 of 2 chosen" in field
        await pilot.press("a")                      # the rest the default way: now its cores
        await ui.settle(pilot)
        assert game.decision.kind == "place_cores"
        assert "Put cores on Dragron Captain (LV1 1 core, LV2 2, LV3 4): 0 chosen: below LV1" in prompt(app)
        counts, field = my_area(app)
        assert reserve_on_screen(counts) == reserve - 2
        assert "[new] Dragron Captain below LV1" in field and "(placing; LV1 1 core, LV2 2, LV3 4)" in field
        await pilot.press("home")
        while app.screen.query_one("#actions").highlighted_option.id != "put reserve":
            await pilot.press("down")
        await pilot.press("enter", "enter", "enter")     # three cores from the reserve
        await ui.settle(pilot)
        assert game.log[-3:] == ["put reserve"] * 3
        assert "3 chosen: LV2" in prompt(app)
        counts, field = my_area(app)
        assert reserve_on_screen(counts) == reserve - 5, counts
        assert "[new] Dragron Captain LV2 ●●●" in field, field
        await pilot.press("e")                      # done: the cores move for real
        await ui.settle(pilot)
        assert game.st.players[0].reserve == reserve - 5
        counts, field = my_area(app)
        assert reserve_on_screen(counts) == reserve - 5 and "[new]" not in field and "Dragron Captain LV2" in field


async def test_escape_cancels_a_payment_in_a_lesson_and_otherwise_goes_back_to_the_list(ui):
    lessons = [lesson.id for lesson in load_all()[0]]
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await pilot.press("p")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")
        await pilot.press(*["down"] * lessons.index("reduction"), "enter")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonScreen), "the lesson")
        await ui.settle(pilot, 4)
        game = app.screen.session.game
        await pilot.press("enter")                  # summon: the payment
        await ui.settle(pilot)
        assert game.decision.kind == "pay"
        await pilot.press("escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, LessonScreen), "Escape during a payment stays at the table"
        assert game.decision.kind == "main" and game.log[-1] == "cancel"
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")
