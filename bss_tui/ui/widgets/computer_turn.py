"""The computer's turn told (issue 26, part 5): a line above the board shows each of its actions
as it happens, at the pace the player chose (instant, normal, slow: saved with the game, beside
the stop settings), and when the keyboard comes back after the computer's turn a dialog sums the
turn up.

Everything told is a line of the game log as the person at the keyboard may read it (the engine's
view for their seat): never the computer's hand, its face-down burst or any other hidden card,
and never the text of an action (`set ID` would name a burst)."""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Static

from .. import render
from ...computer import Player, program_of
from ...engine.model.decisions import Decision
from ...engine.model.savefile import Pace
from ...engine.operations.view import LogEntry, TableView
from ..session import Session


# Seconds between two of the computer's actions that show something (those that show nothing, a
# core chosen, follow at once).
PACE_SECONDS: dict[str, float] = {"instant": 0.0, "normal": 0.8, "slow": 2.0}
PACE_LABELS: dict[Pace, str] = {"instant": "Instant: its whole turn at once, then the summary",
                                "normal": "Normal: one action every second or so",
                                "slow": "Slow: one action every two seconds"}
UNTOLD = frozenset({"step", "turn_effects_end"})     # log lines that only mark the steps
NORMAL = program_of(Player.NORMAL)     # what a thinking program that failed plays instead


def told(entries: Sequence[LogEntry]) -> list[LogEntry]:
    """The log lines worth telling: those that do something (not the step markers)."""
    return [e for e in entries if e.kind not in UNTOLD]


def line_text(entry: LogEntry, name: str) -> str:
    """"Computer: summons [B1] Phasmobat (cost 3, 1 core on it)": a line of the computer's
    starts with its name, followed by a colon; any other line as it is."""
    if entry.text.startswith(name + " "):
        return f"{name}: {entry.text[len(name) + 1:]}"
    return entry.text


def turn_story(log: Sequence[LogEntry], since: int) -> list[LogEntry] | None:
    """The lines from `since` up to the start of the last turn (the person's new turn, whose
    start the board shows), or None when no turn began since then."""
    starts = [i for i in range(since, len(log)) if log[i].kind == "turn"]
    if not starts:
        return None
    return told(log[since:starts[-1]])


class ComputerLine(Static):
    """The line above the board: the computer's last action (only when a computer plays)."""

    DEFAULT_CSS = """
    ComputerLine {
        height: 1;
        padding: 0 1;
        background: $boost;
        display: none;
    }
    ComputerLine.-shown {
        display: block;
    }
    """

    def __init__(self, id: str) -> None:
        super().__init__(id=id, markup=False)
        self.history: list[str] = []        # every line shown, in order (for tests and the summary)

    def tell(self, text: str) -> None:
        self.history.append(text)
        self.update(Text("▸ " + text, no_wrap=True, overflow="ellipsis"))

    def thinking(self, name: str) -> None:
        """While the computer thinks, with what it did last (not part of the history: it did
        nothing yet)."""
        line = Text(f"… {name} is thinking", style="italic", no_wrap=True, overflow="ellipsis")
        if self.history:
            line.append(f" · ▸ {self.history[-1]}", style="dim")
        self.update(line)


class TurnSummaryScreen(ModalScreen[None]):
    """What happened while the computer played, when the keyboard comes back; any of Enter,
    Escape or the space bar goes back to the table."""

    DEFAULT_CSS = """
    TurnSummaryScreen {
        align: center middle;
    }
    #summary {
        width: 90;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        background: $surface;
        padding: 0 1;
    }
    #summary-lines {
        height: auto;
        max-height: 30;
    }
    """
    BINDINGS = [Binding("enter,escape,space", "close", "Back to the table")]

    def __init__(self, title: str, lines: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines                    # (rule, text)

    def compose(self) -> ComposeResult:
        with Vertical(id="summary"):
            yield Static(Text(self.title_text, style="bold"))
            with VerticalScroll(id="summary-lines"):
                for rule, text in self.lines:
                    yield Static(Text.assemble(text, (f"  ({rule})", "dim")))
            yield Static(Text("Enter, Escape or space: back to the table (where l shows the whole log)", style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)


class Table(Protocol):
    """What ComputerPace needs of the screen it serves (the game screen), so that this widget
    module does not depend on the screens above it."""

    session: Session

    def show(self) -> None: ...

    def after_action(self) -> None: ...


class ComputerPace:
    """The game screen's helper for the computer's turn: it plays the computer's actions one at a
    time on a timer (Session.play_computer), tells each in the line and, when the keyboard comes
    back after the computer's turn, opens the summary.  A level that thinks (Session.thinking) is
    asked in a thread on a copy of the game (`think`), so that the screen stays live meanwhile."""

    def __init__(self, screen: Screen[None], table: Table) -> None:
        self.screen = screen        # the game screen, as a Textual screen
        self.table = table          # and as the table it plays for
        self.timer: Timer | None = None
        self.told_up_to = -1        # the log lines already looked at for the line
        self.story_from = -1        # where the story of the summary to come begins
        self.asked: Decision[Any] | None = None    # the decision the computer is thinking about

    @property
    def line(self) -> ComputerLine:
        return self.screen.query_one(ComputerLine)

    def start(self, view: TableView) -> None:
        """A game opened: the line shows when a computer plays; the story starts now."""
        s = self.table.session
        self.line.set_class(bool(s.computer) and not s.demonstration, "-shown")
        self.told_up_to = self.story_from = len(view.log)

    def plays(self) -> bool:
        """After any action: when the computer decides and is paced, show the board and time its
        next action; False when someone else decides (nothing was done)."""
        s = self.table.session
        if not s.computer_to_play:
            return False
        self.table.show()
        if self.timer is None:
            self.timer = self.screen.set_timer(PACE_SECONDS.get(s.pace or "", 0.0), self.step)
        return True

    def step(self, chosen: str | None = None) -> None:
        """The computer's actions up to the next one that shows something, told in the line, or up
        to a decision it thinks about (then `think`; `chosen`: what it chose when it had thought)."""
        self.timer = None
        s = self.table.session
        warning = ""
        before = len(s.game.events)
        while s.computer_to_play and not s.game.finished:
            if chosen is None and s.thinks_now:
                # nothing told since this step began (else the loop has ended): it thinks at once
                if warning:
                    self.screen.notify(warning, severity="error")
                if len(s.game.events) != before:
                    self.table.show()         # what it did without a word (a core chosen)
                self.think(self.step)
                return
            warning = s.play_computer(chosen) or warning
            chosen = None
            view = s.view()
            if view is not None and told(view.log[before:]):
                break
        if warning:
            self.screen.notify(warning, severity="error")
        self.tell_new()
        self.table.after_action()

    def think(self, then: Callable[[str], None]) -> None:
        """Work out the deciding program's action in a thread, on a copy of the game taken here (the
        program sees only its seat's view of it), and give it to `then` on the app's thread, unless
        the game has moved on meanwhile (a concession, a game closed).  A program that fails plays
        the normal level's action instead, with a notice."""
        s = self.table.session
        seat, asked = s.decider, s.game.decision
        assert seat is not None and asked is not None
        if self.asked is asked:
            return                   # already thinking about it
        self.asked = asked
        program, game = s.programs[seat], s.game.copy()
        self.line.thinking(s.game.name(seat))
        app = self.screen.app

        def work() -> None:
            try:
                action: str | None = program(game, seat)
            except Exception:        # noqa: BLE001 - a failing program must not stall the game
                action = None
            app.call_from_thread(self.thought, asked, action, then)

        self.screen.run_worker(work, thread=True, group="computer", exclusive=True, exit_on_error=False)

    def thought(self, asked: Decision[Any], action: str | None, then: Callable[[str], None]) -> None:
        s = self.table.session
        if asked is not self.asked or asked is not s.game.decision or not self.screen.is_attached:
            return                   # the game moved on: the answer is dropped
        self.asked = None
        seat = asked.player
        if action is None or action not in asked.options:
            self.screen.notify(f"{s.game.name(seat)}'s program failed at this decision: the normal "
                               "level's choice is played instead", severity="error")
            action = NORMAL(s.game, seat)
        then(action)

    def tell_new(self) -> None:
        """The last line worth telling since the line last looked (the holder's view only)."""
        view = self.table.session.view()
        if view is None or self.told_up_to < 0:
            return
        new = told(view.log[self.told_up_to:])
        self.told_up_to = len(view.log)
        if new:
            self.line.tell(line_text(new[-1], self.computer_name()))

    def computer_name(self) -> str:
        s = self.table.session
        return s.game.name(s.computer[0]) if s.computer else ""

    def keyboard_back(self) -> None:
        """The person holds the keyboard again.  During the computer's turn the line shows what it
        did last (a block to decide, say); once the person's own turn has begun, the summary of
        the computer's turn opens; in the person's own turn the story starts again."""
        s = self.table.session
        view = s.view()
        if not s.computer or view is None or s.holder is None or self.story_from < 0:
            return
        if s.game.finished:
            return
        mine = render.seat_index(view.active) == s.holder
        if not mine:
            self.tell_new()
            return
        story = turn_story(view.log, self.story_from)
        self.told_up_to = self.story_from = len(view.log)
        if story:
            name = self.computer_name()
            self.line.tell(line_text(story[-1], name))
            self.screen.app.push_screen(TurnSummaryScreen(
                f"While you waited ({name}'s turn): {len(story)} events", [(e.rule, line_text(e, name))
                                                                          for e in story]))
