"""New game: each player picks a name and a deck (a preconstructed deck or a deck file)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from ...carddb.decks import load_deck, preconstructed_decks, shipped_decks
from ...carddb.loader import CardDataError, load_cards

FILE = "(a deck file)"


class NewGameScreen(Screen[dict | None]):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
    ]

    def compose(self) -> ComposeResult:
        real = preconstructed_decks()
        decks = [(n, n) for n in real] + [(n, n) for n in shipped_decks() if n not in real]
        decks.append((FILE, FILE))
        firsts = [decks[0][1], decks[min(1, len(decks) - 1)][1]]
        with Vertical(id="newgame-box"):
            yield Static("[b]New game[/b]  Each player: a name and a deck.", id="newgame-title")
            with Grid(id="newgame-grid"):
                for i in (1, 2):
                    yield Label(f"Player {i} name")
                    yield Input(value=f"Player {i}", id=f"name{i}")
                    yield Label(f"Player {i} deck")
                    yield Select(decks, value=firsts[i - 1], allow_blank=False, id=f"deck{i}")
                    yield Label(f"Player {i} deck file")
                    yield Input(placeholder="path to a .deck file (when the deck is a file)", id=f"file{i}")
            yield Static("", id="newgame-error")
            with Horizontal(id="newgame-buttons"):
                yield Button("Start", variant="primary", id="start")
                yield Button("Back", id="back")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_back(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        db = load_cards()
        decks, names = [], []
        for i in (1, 2):
            name = self.query_one(f"#name{i}", Input).value.strip() or f"Player {i}"
            choice = self.query_one(f"#deck{i}", Select).value
            source = self.query_one(f"#file{i}", Input).value.strip() if choice == FILE else str(choice)
            try:
                decks.append(load_deck(source, db))
            except CardDataError as err:
                self.query_one("#newgame-error", Static).update(f"[red]Player {i}: {err}[/red]")
                return
            names.append(name)
        if names[0] == names[1]:
            names[1] += " (2)"
        self.dismiss({"names": tuple(names), "decks": decks})
