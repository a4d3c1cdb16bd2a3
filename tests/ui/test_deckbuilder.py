"""The deck builder (bss_tui/ui/screens/deckbuilder.py): Pilot flows through the keys a player
presses.  Every rule it shows comes from carddb/decks.py (5-1-1-1); these tests check that the
screen applies it, saves and reads deck files safely, and hands a built deck to a game."""

from __future__ import annotations

from pathlib import Path

import pytest

from textual.widgets import Input, OptionList, Static

from bss_tui.carddb.decks import COPIES_MAX, read_deck
from bss_tui.carddb.files import SERVED_ENV
from bss_tui.carddb.loader import load_cards
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.deckbuilder import DeckBuilderScreen, DeckPickerScreen
from bss_tui.ui.screens.dialogs import ConfirmScreen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.newgame import NewGameScreen


def pool_ids() -> list[str]:
    """The whole pool in the builder's order (by id): which card comes first depends on the sets
    installed, so tests read it instead of assuming one."""
    return sorted(load_cards())


def text_of(screen: DeckBuilderScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).visual)


async def open_builder(pilot, ui) -> DeckBuilderScreen:
    """Title -> d."""
    await ui.wait_for(pilot, lambda: pilot.app.resumable is not None or pilot.app.screen.is_mounted, "the title")
    await pilot.press("d")
    await ui.wait_for(pilot, lambda: isinstance(pilot.app.screen, DeckBuilderScreen), "the deck builder")
    screen = pilot.app.screen
    assert isinstance(screen, DeckBuilderScreen)
    return screen


async def set_name(pilot, screen: DeckBuilderScreen, name: str) -> None:
    """Tab to the name field (after the lists), clear it and type."""
    for _ in range(12):
        if screen.focused is screen.query_one("#db-name", Input):
            break
        await pilot.press("tab")
    assert screen.focused is screen.query_one("#db-name", Input), "tab never reached the name field"
    await pilot.press("end", "ctrl+u", *name)


async def build_legal_deck(pilot, screen: DeckBuilderScreen) -> None:
    """Four copies of each of the first 13 cards of set ST01 (52 cards), by keys only."""
    await pilot.press("tab")       # from the pool to the deck list and back: the pool has the focus
    await pilot.press("shift+tab")
    set_filter = screen.query_one("#db-set")
    set_filter.focus()
    await pilot.press("enter")     # open the Set list; ST01 is its first set
    await pilot.press("down", "enter")
    await pilot.pause()
    screen.query_one("#db-pool", OptionList).focus()
    await pilot.pause()
    for i in range(13):
        await pilot.press(*["plus"] * COPIES_MAX, "down")


async def test_build_from_nothing_and_hit_the_copy_limit(ui):
    """5-1-1-1: at most four cards of one name; the fifth is refused and the rule named."""
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        assert screen.counts == {}
        assert "0 cards; a deck holds 50 to 60 (5-1-1-1)" in text_of(screen, "#db-check")
        first = screen.shown[0]
        await pilot.press(*["plus"] * (COPIES_MAX + 1))
        assert screen.counts == {first: COPIES_MAX}
        message = text_of(screen, "#db-message")
        assert message.startswith("Cannot add: already 4 copies of") and "at most 4 of one name (5-1-1-1)" in message
        await pilot.press("minus")
        assert screen.counts == {first: COPIES_MAX - 1}
        await pilot.press("enter")                       # Enter in the pool adds one too
        assert screen.counts == {first: COPIES_MAX}


async def test_typing_in_the_search_does_not_add_cards(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await pilot.press("slash", "q", "u", "i", "c", "k", "s", "a", "n", "d", "plus")
        await pilot.pause()
        assert screen.counts == {}
        assert screen.query_one("#db-search", Input).value == "quicksand+"
        await pilot.press("backspace")
        await ui.wait_for(pilot, lambda: len(screen.shown) == 1, "the search after a pause in typing")
        await pilot.press("enter")                       # Enter: back to the pool, filtered
        assert [load_cards()[cid].name for cid in screen.shown] == ["Quicksand Dragon"]
        await pilot.press("plus")
        assert screen.counts == {"ST01-005": 1}


async def test_filters_narrow_the_pool(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        screen.query_one("#db-keyword").focus()
        await pilot.press("enter", "down", "down", "enter")      # Keyword: the second one (Confront)
        await pilot.pause()
        db = load_cards()
        assert screen.shown and all(db[cid].has_keyword("Confront") for cid in screen.shown)
        await pilot.press("ctrl+r")                               # clear every filter
        assert len(screen.shown) == len(db)


async def test_build_save_reload_and_play(ui, bss_data: Path):
    """Build a legal deck from nothing, save it, open it again, and start a game with it up to the
    first decision (5-2: who goes first)."""
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await build_legal_deck(pilot, screen)
        assert sum(screen.counts.values()) == 52 and set(screen.counts.values()) == {4}
        assert "Deck check: legal, 52 cards (5-1-1-1)" in text_of(screen, "#db-check")
        built = screen.deck_cards()

        await set_name(pilot, screen, "Red wall")
        await pilot.press("ctrl+s")
        saved = bss_data / "decks" / "Red wall.deck"
        assert saved.exists() and "Saved Red wall.deck" in text_of(screen, "#db-message")
        deck = read_deck(saved, load_cards())
        assert deck.problems == [] and deck.name == "Red wall"
        assert sorted(c.id for c in deck.cards) == sorted(c.id for c in built)

        screen.query_one("#db-pool", OptionList).focus()
        await pilot.press("ctrl+n")                       # saved: no question
        assert screen.counts == {} and not isinstance(app.screen, ConfirmScreen)
        await pilot.press("ctrl+o")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, DeckPickerScreen), "the deck picker")
        picker = app.screen.query_one("#db-picker-list", OptionList)
        assert str(picker.get_option_at_index(0).prompt).startswith("Red wall")
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the builder again")
        assert sorted(screen.deck_cards(), key=lambda c: c.id) == sorted(built, key=lambda c: c.id)
        assert screen.query_one("#db-name", Input).value == "Red wall" and not screen.dirty

        await pilot.press("ctrl+g")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game form")
        await pilot.press("ctrl+s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the first hand-over")
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        game = app.session.game
        assert game.decision.kind == "first_player"
        p1 = game.st.players[0]
        assert sorted(c.id for c in [*p1.deck, *p1.hand]) == sorted(c.id for c in built)


async def test_saved_deck_is_offered_on_the_new_game_form(ui, bss_data: Path):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await build_legal_deck(pilot, screen)
        await set_name(pilot, screen, "[b]mine")   # markup-like: shown as typed
        await pilot.press("ctrl+s")
        await pilot.press("escape")                        # saved: leaves without a question
        await ui.wait_for(pilot, lambda: not isinstance(app.screen, DeckBuilderScreen), "the title")
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game form")
        assert "[b]mine (red), your deck" in ui.screen_text(app)


async def test_saving_over_another_deck_asks(ui, bss_data: Path):
    """A deck of the same name is never replaced silently: n keeps it, y replaces it."""
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await pilot.press("plus")
        await set_name(pilot, screen, "alpha")
        await pilot.press("ctrl+s")
        path = bss_data / "decks" / "alpha.deck"
        first = path.read_text(encoding="utf-8")
        one, two = pool_ids()[:2]
        assert f"1 {one}" in first

        screen.query_one("#db-pool", OptionList).focus()
        await pilot.press("ctrl+n", "down", "plus")        # another deck, same name
        await set_name(pilot, screen, "alpha")
        await pilot.press("ctrl+s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the overwrite question")
        assert "Another deck named alpha is saved already. Replace it?" in ui.screen_text(app)
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the builder")
        assert path.read_text(encoding="utf-8") == first
        await pilot.press("ctrl+s", "y")
        await ui.wait_for(pilot, lambda: f"1 {two}" in path.read_text(encoding="utf-8"), "the replaced file")
        assert one not in path.read_text(encoding="utf-8")


async def test_a_bad_name_is_refused_with_the_reason(ui, bss_data: Path):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await pilot.press("plus")
        for name, reason in (("red/blue", "cannot hold /"), ("NUL", "device name"),
                             ("st01", "name of a shipped deck"), (" ", "needs a name")):
            await set_name(pilot, screen, name)
            await pilot.press("ctrl+s")
            message = text_of(screen, "#db-message")
            assert message.startswith("Cannot save:") and reason in message, message
        assert not (bss_data / "decks").exists() or list((bss_data / "decks").iterdir()) == []


async def test_unsaved_changes_are_asked_about(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await pilot.press("plus", "escape")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the builder")
        assert screen.counts
        await pilot.press("escape", "y")
        await ui.wait_for(pilot, lambda: not isinstance(app.screen, (DeckBuilderScreen, ConfirmScreen)), "the title")


async def open_path(pilot, ui, screen: DeckBuilderScreen, path: Path) -> None:
    await pilot.press("ctrl+o")
    await ui.wait_for(pilot, lambda: isinstance(pilot.app.screen, DeckPickerScreen), "the deck picker")
    pilot.app.screen.query_one("#db-picker-path", Input).focus()
    await pilot.press(*str(path), "enter")
    await ui.wait_for(pilot, lambda: pilot.app.screen is screen, "the builder")


async def test_an_unreadable_deck_file_opens_with_its_problems(ui, tmp_path: Path):
    bad = tmp_path / "bad.deck"
    bad.write_bytes(b"4 ST01-001\n\xff\xfe broken\n")
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await open_path(pilot, ui, screen, bad)
        check = text_of(screen, "#db-check")
        assert "the file cannot be read" in check and str(bad) in text_of(screen, "#db-title")
        assert screen.counts == {}
        assert "the file has problems" in text_of(screen, "#db-message")
        await open_path(pilot, ui, screen, tmp_path / "missing.deck")
        assert "cannot be read" in text_of(screen, "#db-check")


async def test_served_the_builder_opens_deck_files_only_from_the_data_folder(ui, tmp_path: Path, bss_data: Path,
                                                                              monkeypatch):
    """In a browser tab (bss-tui serve) the player may not be the machine's owner: a typed path
    outside the data folder, or a link from it to outside, is refused unread; the player's own
    deck files and the shipped decks still open."""
    monkeypatch.setenv(SERVED_ENV, "1")
    outside = tmp_path / "private.deck"
    outside.write_text("root:x:0:0:secret line\n4 ST01-004\n", encoding="utf-8")
    (bss_data / "decks").mkdir(parents=True)
    (bss_data / "decks" / "link.deck").symlink_to(outside)
    mine = bss_data / "decks" / "mine.deck"
    mine.write_text("# name: Mine\n4 ST01-004\n", encoding="utf-8")
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        for path in (outside, bss_data / "decks" / "link.deck", Path("/etc/passwd")):
            await open_path(pilot, ui, screen, path)
            shown = ui.screen_text(app)
            assert "only from the data folder" in text_of(screen, "#db-check"), text_of(screen, "#db-check")
            assert "secret line" not in shown and "root:" not in shown and screen.counts == {}
        await open_path(pilot, ui, screen, mine)
        assert screen.counts == {"ST01-004": 4} and screen.query_one("#db-name", Input).value == "Mine"
        await pilot.press("ctrl+o")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, DeckPickerScreen), "the deck picker")
        picker = app.screen.query_one("#db-picker-list", OptionList)
        picker.highlighted = next(i for i in range(picker.option_count)
                                  if picker.get_option_at_index(i).id == "shipped:st01")
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the builder again")
        assert len(screen.deck_cards()) == 50 and screen.file_problems == []


async def test_a_deck_file_with_bad_lines_keeps_its_good_cards(ui, tmp_path: Path):
    """Every problem listed at once: the unusable lines and 5-1 (five copies of one name)."""
    mixed = tmp_path / "mixed.deck"
    mixed.write_text("# name: Mixed\n5 ST01-004\n2 ST99-999\nthree ST01-005\n2 ST01-006\n", encoding="utf-8")
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await open_path(pilot, ui, screen, mixed)
        assert screen.counts == {"ST01-004": 5, "ST01-006": 2}
        assert screen.query_one("#db-name", Input).value == "Mixed"
        check = text_of(screen, "#db-check")
        assert "line 3: unknown card id ST99-999" in check and "line 4: expected 'COUNT CARD-ID'" in check
        assert "5 copies of Raineedle; at most 4 of one name (5-1-1-1)" in check
        assert "7 cards; a deck holds 50 to 60 (5-1-1-1)" in check
        assert app.screen.check_action("play", ()) is None      # greyed while there are problems


async def test_compact_layout_shows_the_card_behind_i(ui):
    from bss_tui.ui.screens.dialogs import CardScreen
    app = BssApp(seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_builder(pilot, ui)
        assert screen.compact and not screen.query_one("#db-inspector-box").display
        await pilot.press("down", "i")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, CardScreen), "the card dialog")
        assert load_cards()[pool_ids()[1]].name in ui.screen_text(app)
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the builder")


async def test_the_new_game_form_opens_the_builder_and_offers_its_deck(ui, bss_data: Path):
    """ctrl+b on the new-game form: a deck saved in the builder is offered when it closes, and
    the players' choices stay as they were."""
    from textual.widgets import Select
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game form")
        form = app.screen
        before = form.query_one("#deck2", Select).value
        await pilot.press("ctrl+b")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, DeckBuilderScreen), "the deck builder")
        screen = app.screen
        await build_legal_deck(pilot, screen)
        await set_name(pilot, screen, "fresh")
        await pilot.press("ctrl+s", "escape")
        await ui.wait_for(pilot, lambda: app.screen is form, "the new-game form again")
        select = form.query_one("#deck1", Select)
        path = str(bss_data / "decks" / "fresh.deck")
        assert any(value == path for _, value in select._options)
        assert form.query_one("#deck2", Select).value == before
        select.value = path
        await pilot.press("ctrl+s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the first hand-over")
        assert len(app.session.game.st.players[0].deck) + len(app.session.game.st.players[0].hand) == 52


async def test_mouse_a_click_shows_a_card_a_double_click_adds_it(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        pool = screen.query_one("#db-pool", OptionList)
        third = screen.shown[2]
        await pilot.click(pool, offset=(10, 3))          # row 3 inside the border: the third card
        await pilot.pause()
        assert screen.current == third and screen.counts == {}
        assert load_cards()[third].name in text_of(screen, "#db-inspector")
        await pilot.double_click(pool, offset=(10, 3))
        await pilot.pause()
        assert screen.counts == {third: 1}
        deck = screen.query_one("#db-deck", OptionList)
        await pilot.click(deck, offset=(10, 1))          # the deck's only card: shown ...
        await pilot.pause()
        assert screen.counts == {third: 1} and screen.current == third
        await pilot.double_click(deck, offset=(10, 1))   # ... and a copy removed
        await pilot.pause()
        assert screen.counts == {}


async def test_builder_form_builder_nesting_and_back(ui):
    """Title -> builder -> Play (the form) -> ctrl+b (a second builder) -> back twice, then the
    form's Back: each screen returns where it came from."""
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        first = await open_builder(pilot, ui)
        await build_legal_deck(pilot, first)
        await pilot.press("ctrl+g")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game form")
        assert "new deck (deck builder)" in ui.screen_text(app)
        await pilot.press("ctrl+b")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen is not first,
                          "a second builder")
        await pilot.press("escape")                                 # nothing changed there: no question
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the form again")
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: app.screen is first, "the first builder")
        assert sum(first.counts.values()) == 52


async def test_the_name_field_cursor_is_at_the_end_of_an_opened_decks_name(ui, bss_data: Path):
    """Issue 26: typing in the name field of an opened deck adds to its name, from its end."""
    (bss_data / "decks").mkdir(parents=True)
    path = bss_data / "decks" / "long.deck"
    path.write_text("# name: A rather long deck name\n4 ST01-004\n", encoding="utf-8")
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_builder(pilot, ui)
        await open_path(pilot, ui, screen, path)
        name = screen.query_one("#db-name", Input)
        assert name.value == "A rather long deck name"
        assert name.cursor_position == len(name.value)
