"""Issue 26, part 3: every pane of the table readable from 80 x 24 up, tiles from 120 x 40.

A five-spirit field a side in a battle (the "battle" scene, bss_tui/ui/scenes/battle5.toml) shows
every field card and the attacker at 80 x 24; a field larger than its pane counts the cards left
out and keeps the attacker; the footer shortens and drops keys by rank instead of cutting labels;
tiles carry label, name, level, BP, cores and state; the inspector and the form follow a resize
or a refused ctrl+s; stop-setting ticks differ by a mark."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from textual.widgets import Input, Select

from bss_tui.engine.saves import store as saves
from bss_tui.engine.operations.view import BattleView, FieldCardView, SideView
from bss_tui.ui import render
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.widgets.inspector import Inspector
from bss_tui.ui.screens.newgame import FILE, NewGameScreen
from bss_tui.ui.screens.stops import NO_TICK, TICK, StopsList, StopsScreen
from bss_tui.ui.screenshots import SCENES_BY_NAME
from bss_tui.ui.widgets.field import FieldPane, FieldTile, share
from bss_tui.ui.widgets.keybar import KeyBar, KeyLabel, fit_keys, key_width


def data_dir() -> Path:
    return Path(saves.autosave_path()).parent


def footer_row(app) -> str:
    """The footer's keys as the terminal shows them (the last row)."""
    bar = app.screen.query_one(KeyBar)
    return " ".join(f"{key.display} {label}" for key, label in bar.shown_keys)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_five_spirit_field_a_side_and_the_attacker_are_on_screen(ui, size):
    scene = SCENES_BY_NAME["battle"]
    app = scene.app(data_dir())
    async with app.run_test(size=size) as pilot:
        await scene.drive(pilot)
        view = app.session.view()
        shown = ui.visible_text(app)
        for side in view.players:
            assert len(side.field) == 5
            for fc in side.field:
                assert f"[{fc.label}]" in shown, (fc.label, shown)
        assert any("[A5] Imperial" in line and "ATTACKING" in line for line in shown.splitlines()), shown
        assert "more, Tab" not in shown


async def test_a_field_larger_than_its_pane_counts_the_rest_and_keeps_the_attacker(ui):
    """Fifteen cards on the opponent's field at 80 x 24: the pane shows what fits, the attacker
    (the last card) among them, and "+N more, Tab" counts exactly the cards left out; Tab reaches
    the pane, which then lists every card."""
    scene = SCENES_BY_NAME["battle"]
    app = scene.app(data_dir())
    async with app.run_test(size=(80, 24)) as pilot:
        await scene.drive(pilot)
        screen = app.screen
        view = app.session.view()
        ayla = view.players[0]
        extra = tuple(dataclasses.replace(fc, label=f"X{i}") for i, fc in enumerate(ayla.field[:4] * 2 + ayla.field[:2]))
        side = dataclasses.replace(ayla, field=extra + ayla.field)        # A5, the attacker, is last
        area = screen.query_one("#opponent")
        area.show(side, "Ayla (opponent)", view)
        await ui.settle(pilot, 4)
        shown = ui.visible_text(app)
        rows = [line.split("]")[0] + "]" for line in shown.splitlines() if line.startswith("[")]
        labels = [fc.label for fc in side.field if f"[{fc.label}]" in rows]
        more = int(re.search(r"\+(\d+) more, Tab", shown)[1])
        assert more == len(side.field) - len(labels) > 0, shown
        assert "A5" in labels and "ATTACKING" in shown
        assert "Life " in shown and "Deck 3" in shown                     # the counts stay on screen
        pane = area.query_one(FieldPane)
        pane.focus()
        await ui.settle(pilot, 4)
        rows = ui.widget_texts(pane)
        assert all(f"[{fc.label}]" in rows[0] for fc in side.field) and "more, Tab" not in rows[0], rows
        assert pane.max_scroll_y > 0


def test_fitted_field_keeps_the_battle_and_the_order():
    cards = tuple(FieldCardView(label=f"A{i}", id="ST01-004", name="Raineedle", type="spirit", level=1, bp=1000,
                                cores=1, soul=False, exhausted=False, symbols=1, owner="p1") for i in range(1, 8))
    side = SideView(seat="p1", name="Ayla", life=5, reserve=0, trash_cores=0, soul_core="reserve", deck_count=1,
                    hand_count=0, hand=None, trash=(), burst_set=False, burst=None, field=cards)
    battle = BattleView(attacker="A7", blocker=None)
    shown, more = render.fitted_field(side, battle, 4)
    assert [fc.label for fc in shown] == ["A1", "A2", "A7"] and more == 4
    assert render.fitted_field(side, battle, None) == (list(cards), 0)
    assert render.fitted_field(side, None, 4) == (list(cards[:3]), 4)
    text = render.field_lines(side, battle, rows=4, width=36).plain
    assert text.splitlines()[-1] == "+4 more, Tab" and len(text.splitlines()) == 4
    assert all(len(line) <= 36 for line in text.splitlines()), text
    assert "[A7] Raineedle LV1 1000 ● ATTACKING" in text              # the short form


def test_footer_keys_shorten_then_drop_by_rank_never_cut():
    keys = [KeyLabel("e", "e", "End/pass/no", "End", "finish"), KeyLabel("ctrl+z", "^z", "Undo", "Undo", "undo"),
            KeyLabel("ctrl+x", "^x", "Concede", "Concede", "concede"),
            KeyLabel("colon", ":", "Type action", "Type", "command"), KeyLabel("ctrl+q", "^q", "Quit", "Quit", "quit"),
            KeyLabel("p", "p", "Pause/go on", "Pause", "pause", enabled=False)]
    ranks = list(range(len(keys)))
    full = sum(key_width(k.display, k.long) for k in keys)
    assert fit_keys(keys, full, ranks) == [(k, k.long) for k in keys]
    fitted = fit_keys(keys, full - 1, ranks)
    assert dict((k.action, label) for k, label in fitted)["pause"] == "Pause"      # the last rank shortens first
    narrow = fit_keys(keys, 30, ranks)
    labels = {k.action: label for k, label in narrow}
    assert labels == {"finish": "End", "undo": "Undo", "concede": "Concede"}   # dimmed first, then by rank
    assert sum(key_width(k.display, label) for k, label in narrow) <= 30
    roomier = {k.action: label for k, label in fit_keys(keys, 44, ranks)}
    assert roomier["finish"] == "End/pass/no" and "pause" not in roomier      # a long label back where it fits


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_footer_gives_every_key_it_shows_a_whole_label(ui, size):
    """Every key the footer shows has its whole long or short label on the terminal's last row;
    at 80 columns ctrl+x keeps "Concede" (issue 26: it was cut to "^x")."""
    for name in ("main", "battle"):
        scene = SCENES_BY_NAME[name]
        app = scene.app(data_dir())
        async with app.run_test(size=size) as pilot:
            await scene.drive(pilot)
            row = ui.visible_text(app).splitlines()[-1]
            screen = app.screen
            assert isinstance(screen, GameScreen)
            for key, label in app.screen.query_one(KeyBar).shown_keys:
                binding = next(b for b in screen.BINDINGS if b.action == key.action)
                assert label in (binding.description, screen.SHORT_LABELS.get(key.action))
                assert f"{key.display} {label}" in row, (key.display, row)
            assert "^x Concede" in row and "? Help" in row and "e End" in row, row


async def test_tiles_from_120x40_carry_label_name_level_bp_cores_and_state(ui):
    scene = SCENES_BY_NAME["battle"]
    app = scene.app(data_dir())
    async with app.run_test(size=(120, 40)) as pilot:
        await scene.drive(pilot)
        view = app.session.view()
        shown = ui.visible_text(app)
        for area_id, side in (("#opponent", view.players[0]), ("#me", view.players[1])):
            tiles = list(app.screen.query_one(area_id).query(FieldTile))
            assert [str(t.border_title) for t in tiles] == [fc.label for fc in side.field]
            for tile, fc in zip(tiles, side.field):
                assert tile.region.height == 5 and tile.region.bottom <= app.size.height, fc.label
                text = tile.visual.plain
                assert fc.name[:12] in text and f"LV{fc.level}" in text and f"{fc.bp} BP" in text
                assert render.cores_text(fc.cores, fc.soul) in text
                colour = "-red" if side.seat == "p1" else "-purple"
                assert tile.has_class(colour)
                state = str(tile.border_subtitle)
                assert ("exh" in state) == fc.exhausted and ("ready" in state) == (not fc.exhausted and fc.label != "A5")
        attacker = app.screen.query_one("#opponent").query(FieldTile)[4]
        assert str(attacker.border_subtitle).startswith("ATTACKING") and attacker.has_class("-fighting")
        assert "ATTACKING" in shown and "Skull Fly" in shown


async def test_tiles_and_rows_follow_a_resize_and_the_inspector_is_drawn_again(ui):
    scene = SCENES_BY_NAME["main"]
    app = scene.app(data_dir())
    async with app.run_test(size=(80, 24)) as pilot:
        await scene.drive(pilot)
        assert not app.screen.query(FieldTile)
        await pilot.resize_terminal(120, 40)
        await ui.settle(pilot, 6)
        assert len(app.screen.query(FieldTile)) == 4
        inspector = app.screen.query_one(Inspector)
        assert "Charged Draw" in inspector.visual.plain          # the highlighted action's card
        assert "Magic | red | cost 4" in ui.visible_text(app)     # on the terminal, not only held
        await pilot.resize_terminal(80, 24)
        await ui.settle(pilot, 6)
        shown = ui.visible_text(app)
        assert "[B1]" in shown and "[A2]" in shown


def test_the_board_shares_its_rows_by_field_size():
    assert share(21, [3, 3], [5, 5]) == [8, 8]                      # 5 rows left for the hand
    assert share(21, [3, 3], [12, 4]) == [3 + 8, 3 + 4]             # the larger field gives way
    assert share(40, [3, 3], [2, 2]) == [3 + 2 + 9, 3 + 2 + 9]      # what the hand cannot use
    assert share(10, [3, 3], [8, 8]) == [5, 5]                      # never below two lines


def test_trash_cores_are_apart_from_the_card_count_and_hand_costs_are_never_cut():
    side = SideView(seat="p1", name="Ayla", life=5, reserve=3, trash_cores=3, soul_core="reserve", deck_count=40,
                    hand_count=4, hand=None, trash=(), burst_set=False, burst=None, field=())
    text = render.resources(side).plain
    assert "Trash 0 cards, cores ●●● 3" in text
    assert "Trash 0, ●●●" in render.resources(side, width=30).plain
    for width in (20, 30, 40, 60):
        label = render.hand_label("Imperial Thunder Dragon Siegwurm", "ST01-003", "spirit", 6, width)
        assert label.endswith("cost 6") and len(label) <= max(width, 16), (width, label)
    assert render.hand_label("Raineedle", "ST01-004", "spirit", 1) == "Raineedle (ST01-004) · spirit, cost 1"


async def test_a_refused_start_shows_its_problems_on_screen_at_80x24(ui, tmp_path):
    app = SCENES_BY_NAME["title"].app(data_dir())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await ui.settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        missing = tmp_path / "nowhere.deck"
        file1 = app.screen.query_one("#file1", Input)
        file1.value = str(missing)                       # typed without choosing "(a deck file)"
        await ui.settle(pilot)
        assert app.screen.query_one("#deck1", Select).value == FILE      # the path chose it
        await pilot.press("ctrl+s")
        await ui.settle(pilot, 6)
        assert isinstance(app.screen, NewGameScreen)
        shown = " ".join(ui.visible_text(app).split())
        assert "Player 1 deck" in shown and "problem" in shown, shown
        # another deck chosen while a path is typed: said, not ignored
        app.screen.query_one("#deck1", Select).value = "st01"
        await pilot.press("ctrl+s")
        await ui.settle(pilot, 6)
        shown = " ".join(ui.visible_text(app).split())
        assert isinstance(app.screen, NewGameScreen) and "a deck file is typed" in shown, shown


async def test_stop_setting_ticks_differ_by_a_mark_not_only_a_colour(ui):
    scene = SCENES_BY_NAME["main"]
    app = scene.app(data_dir())
    async with app.run_test(size=(100, 30)) as pilot:
        await scene.drive(pilot)
        await pilot.press("s")
        await ui.settle(pilot)
        assert isinstance(app.screen, StopsScreen)
        stops = app.screen.query_one(StopsList)
        marks = []
        for y in range(stops.option_count):
            strip = stops.render_line(y)
            marks.append(list(strip)[1].text)
        ticked = [stops.get_option_at_index(i).value in stops.selected for i in range(stops.option_count)]
        assert marks == [TICK if t else NO_TICK for t in ticked] and TICK != NO_TICK
        await pilot.press("space")
        await ui.settle(pilot)
        assert list(stops.render_line(0))[1].text == (NO_TICK if ticked[0] else TICK)
