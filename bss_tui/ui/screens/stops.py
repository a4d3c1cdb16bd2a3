"""Stop settings (engine/model/seats.py): which "may" decisions a player passes automatically, without a
hand-over.  Chosen per player on the new-game form and changed in game (key s) by the player at the
keyboard, for themselves only."""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.widgets import Button, RadioButton, RadioSet, SelectionList, Static
from textual.widgets._toggle_button import ToggleButton

from ...engine.model.savefile import PACES, Pace
from ...engine.model.seats import Prompt, SeatStops, Stop
from ..widgets.computer_turn import PACE_LABELS

TICKED = "Ticked: passed automatically, with no hand-over. Unticked: stop and ask."
PRIVATE = "A setting applies whatever your cards are, so it tells your opponent nothing."
KEYS = "space ticks or unticks · ctrl+s saves · escape cancels"


TICK, NO_TICK = "✓", " "      # a ticked box differs by its mark, not only by its colour


class StopsList(SelectionList[Prompt]):
    """One player's prompts, ticked where they pass automatically.  Textual draws the same "X"
    in every box, ticked or not (only its colour changes): here a ticked box holds a tick and
    an unticked one nothing."""

    def __init__(self, stops: SeatStops, title: str = "", id: str | None = None) -> None:
        super().__init__(*[(p.label, p, stops[p] == Stop.PASS) for p in Prompt], id=id, classes="stops-list")
        self.border_title = title

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        segments = list(line)
        index = self.scroll_offset.y + y
        if len(segments) < 2 or segments[1].text != ToggleButton.BUTTON_INNER or not 0 <= index < self.option_count:
            return line
        ticked = self.get_option_at_index(index).value in self.selected
        segments[1] = Segment(TICK if ticked else NO_TICK, segments[1].style)
        return Strip(segments, line.cell_length)

    @property
    def stops(self) -> SeatStops:
        passing = set(self.selected)
        return SeatStops().with_({p: Stop.PASS if p in passing else Stop.STOP for p in Prompt})


class StopsScreen(ModalScreen[SeatStops | None]):
    """The keyboard holder's own settings; space ticks, ctrl+s saves, escape leaves them as they were."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save"),
        Binding("escape", "close", "Cancel"),
    ]

    def __init__(self, name: str, stops: SeatStops, pace: Pace | None = None) -> None:
        """`pace`: against the computer, how fast its actions are shown (a setting of the table
        saved beside the stop settings); read as `pace` once the screen is dismissed."""
        super().__init__()
        self.player = name
        self.current = stops
        self.pace = pace

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(f"{self.player}: stop settings", style="bold"))   # a name may hold '['  
            yield Static(TICKED)
            yield StopsList(self.current, "Pass automatically", id="stops")
            yield Static(PRIVATE, classes="stops-note")
            if self.pace is not None:
                with RadioSet(id="pace") as pace:
                    pace.border_title = "The computer's pace (↑↓ and Enter)"
                    for choice in PACES:
                        yield RadioButton(PACE_LABELS[choice], value=choice == self.pace, id=f"pace-{choice}")
            yield Static(KEYS)
            with Horizontal():
                yield Button("Save", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        if self.pace is not None:        # the highlight starts on the pace chosen, not the first
            radio = self.query_one("#pace", RadioSet)
            for _ in range(PACES.index(self.pace)):
                radio.action_next_button()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "ok":
            self.action_save()
        else:
            self.action_close()

    def action_save(self) -> None:
        if self.pace is not None:
            pressed = self.query_one("#pace", RadioSet).pressed_button
            if pressed is not None and pressed.id:
                self.pace = PACES[[f"pace-{p}" for p in PACES].index(pressed.id)]
        self.dismiss(self.query_one("#stops", StopsList).stops)

    def action_close(self) -> None:
        self.dismiss(None)
