"""The Replays screen: the finished games of the history (engine/saves/history.py), newest first, each
with its players, decks, result, date and turns; a damaged entry is listed with its reason (and
left on disk).  Enter opens a game in the replay viewer (screens/replay.py).

Reading the history replays every game (to find those today's rules no longer accept: about
3 s for 100 long games), so it runs in a worker thread: the screen is on at once and the list
fills as the games are read, SHOWN_EVERY at a time."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.worker import get_current_worker
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...carddb.loader import load_cards
from ...engine import SaveError
from ...engine.model.savefile import Record, Save
from ...engine.saves.history import Entry, entries, read_entry
from ...engine.saves.replay import Replay
from .replay import ReplayScreen

DATE = "%Y-%m-%d %H:%M"
SHOWN_EVERY = 10          # games read between two updates of the list


def result_text(save: Save, record: Record) -> str:
    """"Ayla wins: Bram has no life left (9-2-3)"."""
    names = save.origin.names
    who = "A draw" if record.winner == "draw" else f"{names[0 if record.winner == 'p1' else 1]} wins"
    return f"{who}: {record.reason} ({record.rule})"


def game_line(save: Save, record: Record) -> Text:
    """"2026-05-01 18:40  Ayla (st01) vs Bram (st02)"."""
    names, decks = save.origin.names, record.decks
    return Text.assemble((record.date.strftime(DATE), "bold"),
                         f"  {names[0]} ({decks[0]}) vs {names[1]} ({decks[1]})")


def entry_prompt(entry: Entry) -> Text:
    """Two lines: when and who with which deck; the result, the turns and the actions."""
    save, record = entry.save, entry.record
    if save is None or record is None:
        return Text.assemble(("DAMAGED ", "bold"), entry.path.name, f"\n  {entry.problem}")
    return Text.assemble(game_line(save, record),
                         f"\n  {result_text(save, record)} · {record.turns} turns · {len(save.actions)} actions")


class ReplaysScreen(Screen[None]):
    CSS_PATH = "../replays.tcss"
    BINDINGS = [Binding("escape", "app.pop_screen", "Back")]
    AUTO_FOCUS = "#replays-list"

    def __init__(self, folder: Path) -> None:
        super().__init__(id="replays")
        self.folder = folder
        self.entries: list[Entry] = []

    def compose(self) -> ComposeResult:
        yield Static("[b]Replays[/b]: finished games, newest first. Enter opens one.", id="replays-title")
        yield OptionList(id="replays-list")
        yield Static("Reading the history...", id="replays-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.read_entries()

    @work(thread=True, exclusive=True)
    def read_entries(self) -> None:
        paths = entries(self.folder)
        cards = load_cards()
        read: list[Entry] = []
        worker = get_current_worker()
        for path in paths:
            if worker.is_cancelled:        # the screen was left: nobody to show them to
                return
            read.append(read_entry(path, cards))
            if len(read) % SHOWN_EVERY == 0 and len(read) < len(paths):
                self.app.call_from_thread(self.show_entries, list(read), len(paths))
        self.app.call_from_thread(self.show_entries, read, len(paths))

    def show_entries(self, read: list[Entry], count: int) -> None:
        """The entries read so far, of `count` in all; the first game highlighted at first."""
        if not self.is_mounted:
            return                          # left while the worker was reading
        listing = self.query_one("#replays-list", OptionList)
        listing.add_options([Option(entry_prompt(e), id=str(i), disabled=e.save is None)
                             for i, e in enumerate(read) if i >= len(self.entries)])
        first = not any(e.save is not None for e in self.entries)
        self.entries = read
        if first:
            listing.highlighted = next((i for i, e in enumerate(read) if e.save is not None), None)
        self.query_one("#replays-note", Static).update(self.note(count))

    def note(self, count: int) -> str:
        if not count:
            return "No finished games yet: every game played to its end is kept here."
        damaged = sum(e.save is None for e in self.entries)
        note = f"{count} game{'s' if count != 1 else ''}"
        if len(self.entries) < count:
            note += f" (reading: {len(self.entries)} so far)"
        return note + (f"; {damaged} damaged (kept, not opened)" if damaged else "")

    @on(OptionList.OptionSelected, "#replays-list")
    def open_game(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[int(event.option.id or 0)]
        if entry.save is not None:
            assert entry.record is not None       # a save without one is listed as damaged
            heading = Text.assemble(game_line(entry.save, entry.record), " · ", result_text(entry.save, entry.record))
            try:
                replay = Replay(entry.save, load_cards())
            except SaveError as err:               # the card data changed since the list was read
                self.notify(f"{entry.path.name} cannot be opened: {err}", severity="error")
                return
            self.app.push_screen(ReplayScreen(replay, heading))
