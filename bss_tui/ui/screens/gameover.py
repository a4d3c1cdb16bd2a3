"""Game over: who won (or a draw, or a concession), after how many turns, and what next."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...engine import Game
from ...engine.operations.view import table_view


class GameOverScreen(Screen[str]):
    BINDINGS = [
        Binding("n", "again", "New game"),
        Binding("q", "leave", "Quit"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__(id="gameover")
        self.game = game

    def compose(self) -> ComposeResult:
        view = table_view(self.game, None)   # only the public view: no engine state in the UI
        if view.winner == "draw":
            headline = "The game is a draw"
        else:
            headline = f"{view.players[0 if view.winner == 'p1' else 1].name} wins!"
        with Middle():
            with Center():
                yield Static(f"[b]{headline}[/b]\n\n{view.end_reason}.\nTurns played: {view.turn}\n\n"
                             "Press [b]n[/b] for a new game or [b]q[/b] to quit.", id="gameover-text")
        yield Footer()

    def action_again(self) -> None:
        self.dismiss("again")

    def action_leave(self) -> None:
        self.dismiss("quit")
