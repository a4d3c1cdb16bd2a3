"""The replay viewer: a finished game stepped through one action at a time, forward and back,
with both sides in full (hands, bursts, decks in order: the game is over, nothing is hidden any
more) and the log with its rule ids up to the step shown.

It renders only the engine's RevealedView of the step (engine/saves/replay.py, view.revealed_view),
which the table of a game in progress never uses."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from .. import render
from ...carddb.loader import load_cards
from ...engine.operations.view import CardView, RevealedView
from ...engine.saves.replay import Replay
from ..widgets.area import PlayerArea
from ..widgets.log import LOG_LINES
from ..widgets.status import StatusLine

SEATS = ("p2", "p1")      # top to bottom: player one below, as at the table


def names(cards: tuple[CardView, ...]) -> str:
    return ", ".join(c.name for c in cards) or "none"


def cards_text(shown: RevealedView, seat: int) -> Text:
    """A side's hidden cards, shown: the hand, the burst and the deck in order."""
    side = shown.table.players[seat]
    deck = shown.decks[seat]
    t = Text()
    t.append("Hand ", style="bold")
    t.append(f"({len(side.hand or ())}): {names(side.hand or ())}\n")
    t.append("Burst ", style="bold")
    t.append(f"{side.burst.name if side.burst else 'none'}\n")
    t.append("Deck ", style="bold")
    t.append(f"({len(deck)}, top first): {names(deck)}")
    return t


class ReplayLog(RichLog):
    """The log up to the step shown (its last LOG_LINES lines), each with its rule id."""

    COMPONENT_CLASSES = {"replay-log--rule"}
    can_focus = False          # the arrow keys step through the game

    def show(self, shown: RevealedView) -> None:
        self.clear()
        width = self.scrollable_content_region.width
        rule_style = self.get_component_rich_style("replay-log--rule", partial=True)
        for entry in shown.table.log[-LOG_LINES:]:
            self.write(render.log_line(entry, width, rule_style))


class ReplayScreen(Screen[None]):
    """Keys: right/n and left/p step, home/end go to the start and the end, escape goes back;
    Tab moves between the two sides' hidden cards, which up/down scroll (a small terminal)."""

    CSS_PATH = "../replays.tcss"
    BINDINGS = [
        Binding("right,n", "step(1)", "Next", priority=True),
        Binding("left,p", "step(-1)", "Back", priority=True),
        Binding("home", "first", "Start", priority=True),
        Binding("end", "last", "End", priority=True),
        Binding("escape", "app.pop_screen", "Replays"),
    ]

    def __init__(self, replay: Replay, heading: Text) -> None:
        super().__init__(id="replay")
        self.replay = replay
        self.heading = heading

    def compose(self) -> ComposeResult:
        yield Static(self.heading, id="replay-heading")
        yield StatusLine(id="replay-status")
        yield Static(id="replay-step", markup=False)
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-board"):
                for seat in SEATS:
                    yield PlayerArea(mine=seat == "p1", id=f"replay-{seat}", cards=load_cards())
                    with VerticalScroll(classes="replay-cards-box"):    # Tab, then up/down scroll it
                        yield Static(id=f"replay-cards-{seat}", classes="replay-cards")
            yield ReplayLog(id="replay-log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.call_after_refresh(self.show_step)     # the log wraps to its width: after the layout

    # ---- moving ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers only the moves possible from this step."""
        forward = action == "last" or (action == "step" and parameters == (1,))
        back = action == "first" or (action == "step" and parameters == (-1,))
        if forward:
            return self.replay.step < self.replay.total
        if back:
            return self.replay.step > 0
        return True

    def go(self, step: int) -> None:
        self.replay.go(step)
        self.show_step()
        self.refresh_bindings()

    def action_step(self, delta: int) -> None:
        self.go(self.replay.step + delta)

    def action_first(self) -> None:
        self.go(0)

    def action_last(self) -> None:
        self.go(self.replay.total)

    # ---- drawing ---------------------------------------------------------------------------------

    def show_step(self) -> None:
        shown = self.replay.view()
        view = shown.table
        self.query_one(StatusLine).table = view
        self.query_one("#replay-step", Static).update(self.step_line())
        for seat_name in SEATS:
            seat = render.seat_index(seat_name)
            side = view.players[seat]
            self.query_one(f"#replay-{seat_name}", PlayerArea).show(side, f"{side.name} ({seat_name})", view)
            self.query_one(f"#replay-cards-{seat_name}", Static).update(cards_text(shown, seat))
        self.query_one(ReplayLog).show(shown)

    def step_line(self) -> str:
        """"Step 12 / 340 · last: pay auto · next: put auto"."""
        r = self.replay
        parts = [f"Step {r.step} / {r.total}"]
        parts.append(f"last: {r.last_action}" if r.last_action else "the start: nothing played yet")
        parts.append(f"next: {r.next_action}" if r.next_action else "the end")
        return " · ".join(parts)
