"""The table at every terminal size, and the small things a new player meets: a whole game by
keys at 80 x 24 with every public count on screen at every decision, the compact layout's keys,
the highlight that stays, the move dialog's card names, the inspector's glossary, the reserve
count with the soul core, the title's description of the save."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest
from textual.widgets import OptionList, Select

from bss_tui.carddb.loader import load_cards
from bss_tui.engine.saves import store as saves
from bss_tui.engine.operations.view import SideView
from bss_tui.ui import render, screenshots
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.dialogs import CardScreen, LogScreen, MoveCoresScreen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screenshots import SCENES_BY_NAME

COMPACT = (80, 24)


def counts_on_screen(app, ui) -> None:
    """Both players' public counts are on the terminal (not only held by a widget), and every
    field card is on screen (a row "[A1] ...", or a tile whose border says "A1") or counted by
    its pane's "+N more, Tab" line."""
    game = app.session.game
    shown = " ".join(ui.visible_text(app).split())
    view = game.view(None)
    for side in view["players"]:
        for key, word in (("deck_count", "Deck"), ("hand_count", "Hand")):
            assert f"{word} {side[key]}" in shown, (word, side["name"], shown)
        assert "Life " in shown and "Reserve " in shown and "Trash " in shown and "Burst " in shown
    more = sum(int(n) for n in re.findall(r"\+(\d+) more, Tab", shown))
    missing = [fc["label"] for side in view["players"] for fc in side["field"]
               if f"[{fc['label']}]" not in shown and f"─ {fc['label']} ─" not in shown]
    assert len(missing) == more, (missing, more, shown)


async def test_a_whole_game_by_keys_at_80x24_with_every_count_on_screen(ui):
    app = BssApp(seed=21)
    checks = 0

    def on_prompt(app_) -> None:
        nonlocal checks
        if checks < 400:
            counts_on_screen(app_, ui)
            checks += 1

    async with app.run_test(size=COMPACT) as pilot:
        await ui.new_game(pilot)
        assert not app.screen_stack[-2].query_one("#inspector-box").display   # the compact layout
        result = await ui.play(pilot, random.Random(21), on_prompt=on_prompt)
        assert app.session.game.finished
        assert result.actions + result.automatic == len(app.session.game.log) and checks > 20


@pytest.mark.parametrize("size,compact", [((80, 24), True), ((99, 40), True), ((120, 29), True),
                                          ((100, 30), False), ((120, 40), False), ((160, 50), False)])
async def test_the_layout_follows_the_terminal(ui, size, compact):
    scene = SCENES_BY_NAME["main"]
    app = scene.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=size) as pilot:
        await scene.drive(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.compact is compact
        assert screen.query_one("#log").display is not compact
        counts_on_screen(app, ui)
        # i: the highlighted card in full (a dialog when compact), l: the whole log
        await pilot.press("i")
        await ui.settle(pilot)
        assert isinstance(app.screen, CardScreen) is compact
        card_text = " ".join(ui.visible_text(app).split())
        assert "Charged Draw" in card_text and "Main: draw 2 cards." in card_text   # the highlighted action's card
        if compact:
            await pilot.press("escape")
        await pilot.press("l")
        await ui.settle(pilot)
        assert isinstance(app.screen, LogScreen)
        assert "Ayla summons [A2] Dragron Captain" in " ".join(ui.screen_text(app).split())
        await pilot.press("escape")
        await ui.settle(pilot)
        assert app.screen is screen


async def test_the_hand_and_the_log_grow_with_the_terminal(ui):
    """From 120 x 40 (tiles) the hand and the log take a share of a taller terminal.  (Below it the
    board gives the fields the rows they need and the hand the rest: test_table_panes.py.)"""
    scene = SCENES_BY_NAME["main"]
    heights = {}
    for size in ((120, 40), (140, 56)):
        app = scene.app(Path(saves.autosave_path()).parent)
        async with app.run_test(size=size) as pilot:
            await scene.drive(pilot)
            heights[size] = (app.screen.query_one("#hand").size.height, app.screen.query_one("#log").size.height)
    (hand_small, log_small), (hand_big, log_big) = heights[(120, 40)], heights[(140, 56)]
    assert hand_big > hand_small and log_big > log_small, heights


async def test_more_field_cards_than_fit_are_counted(ui):
    """Sixteen spirits on a field at 80 x 24: the pane shows what fits and counts the rest ("+N
    more, Tab"), and the counts stay on screen."""
    scene = SCENES_BY_NAME["main"]
    app = scene.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=COMPACT) as pilot:
        await scene.drive(pilot)
        area = app.screen.query_one("#me")
        view = app.session.view()
        field = tuple(dataclasses.replace(fc, label=f"{fc.label}{i}") for i in range(8) for fc in view.players[0].field)
        side = dataclasses.replace(view.players[0], field=field)
        area.show(side, "Ayla (at the keyboard)", view)
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        more = int(re.search(r"\+(\d+) more, Tab", shown)[1])
        rows = [line.split("]")[0] + "]" for line in shown.splitlines() if line.startswith("[")]
        assert more == sum(f"[{fc.label}]" not in rows for fc in field) > 0
        assert "Deck 43" in shown


async def test_the_highlight_goes_to_the_first_action_that_finishes_nothing(ui):
    """Issue 26: an action gone from the list leaves the highlight on the first action that does
    not finish anything, never on the row it had (which may now be "end")."""
    scene = SCENES_BY_NAME["main"]
    app = scene.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await scene.drive(pilot)
        actions = app.screen.query_one("#actions", OptionList)
        shown = [actions.get_option_at_index(i).id for i in range(actions.option_count)]
        target = shown.index("set ST01-015")
        await pilot.press(*["down"] * target, "enter")       # set a burst: no payment
        await ui.settle(pilot)
        assert app.session.game.log[-1] == "set ST01-015"
        after = [actions.get_option_at_index(i).id for i in range(actions.option_count)]
        finishing = {a.text for a in app.screen.actions if a.finishes}
        assert after[actions.highlighted] == next(a for a in after if a not in finishing)


async def test_core_moves_are_one_entry_and_the_dialog_names_cards(ui):
    scene = SCENES_BY_NAME["main"]
    app = scene.app(Path(saves.autosave_path()).parent)
    async with app.run_test(size=(120, 40)) as pilot:
        await scene.drive(pilot)
        options = app.session.game.decision.options
        assert sum(a.startswith("move ") for a in options) > 1
        actions = app.screen.query_one("#actions", OptionList)
        ids = [actions.get_option_at_index(i).id for i in range(actions.option_count)]
        assert ids.count(render.MOVE_ENTRY) == 1 and not any(i.startswith("move ") for i in ids)
        await pilot.press(*["down"] * ids.index(render.MOVE_ENTRY), "enter")
        await ui.settle(pilot)
        assert isinstance(app.screen, MoveCoresScreen)
        labels = [str(prompt) for prompt, _ in app.screen.query_one("#to", Select)._options]
        assert "A1 Quicksand Dragon" in labels and "A2 Dragron Captain" in labels, labels


def test_reserve_counts_include_the_soul_core():
    side = SideView(seat="p1", name="Ayla", life=5, reserve=3, trash_cores=0, soul_core="reserve", deck_count=40,
                    hand_count=4, hand=None, trash=(), burst_set=True, burst=None, field=())
    text = render.resources(side).plain
    assert "Reserve ●●●◆ 4 " in text                    # three cores and the soul core
    in_trash = dataclasses.replace(side, trash_cores=2, soul_core="trash")
    assert "Trash 0 cards, cores ●●◆ 3" in render.resources(in_trash).plain   # cores apart from the count
    assert "Life ●●●●● 5 " in text and "Burst set (face down)" in text


def test_counts_take_a_short_form_where_the_full_one_would_wrap():
    """A narrow board keeps its rows for the field: every count stays, fewer dots and words."""
    side = SideView(seat="p1", name="Ayla", life=2, reserve=28, trash_cores=3, soul_core="reserve",
                    deck_count=17, hand_count=24, hand=None, trash=(), burst_set=True, burst=None, field=())
    wide = render.resources(side, width=80).plain
    assert "Reserve ●●●●●●●●●●+18◆ 29 " in wide and "Trash 0 cards, cores ●●● 3" in wide
    short = render.resources(side, width=44).plain
    assert all(len(line) <= 44 for line in short.splitlines())
    assert "Life ●● 2 Reserve ●●●●●+23◆ 29 Trash 0, ●●●" in short
    assert "Deck 17  Hand 24  Burst set (face down)" in short


def test_the_inspector_explains_the_keywords_of_a_card():
    text = render.card_details(load_cards()["ST01-003"]).plain
    assert "[LV1][LV2][LV3] While this spirit attacks: Confront" in text      # tags kept
    assert "Confront (11-2)" in text and "Awaken (11-1)" in text


async def test_the_title_says_what_is_saved(ui, autosave):
    game = SCENES_BY_NAME["main"].game()
    saves.save_game(game, autosave)
    app = BssApp(save_path=autosave)
    async with app.run_test(size=(80, 24)) as pilot:
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        assert re.search(r"Resume: Ayla vs Bram, turn 3, saved \d{4}-\d\d-\d\d \d\d:\d\d", shown), shown


def test_the_screenshot_script_takes_a_size(capsys):
    assert screenshots.parse_size("80x24") == (80, 24)
    assert screenshots.parse_size(" 120X40 ") == (120, 40)
    assert screenshots.parse_size("80") is None and screenshots.parse_size("0x24") is None
    assert screenshots.main(["--size", "eighty"]) == 2
    assert "--size takes columns x rows" in capsys.readouterr().out
