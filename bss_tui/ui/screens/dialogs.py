"""Small prompts: moving cores (from, to, how many), typing an action, confirming."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Input, Label, OptionList, RichLog, Select, Static
from textual.widgets.option_list import Option

from ...engine.operations.view import MoveView


class MoveCoresScreen(ModalScreen[tuple[str, str, bool, int] | None]):
    """6-6-1-2-3: pick where from, where to and how many; the app sends one move per core."""

    BINDINGS = [Binding("escape", "close", "Cancel")]

    def __init__(self, moves: list[MoveView], names: dict[str, str] | None = None) -> None:
        """`moves`: the legal core moves (the view's); `names`: field label -> card name, so the
        places read "A1 Quicksand Dragon"."""
        super().__init__()
        self.moves = {(m.src, m.dst, m.soul) for m in moves}
        self.names = names or {}
        self.sources = sorted({m.src for m in moves}, key=lambda p: (p != "reserve", p))
        self.places = sorted({m.dst for m in moves} | set(self.sources), key=lambda p: (p != "reserve", p))

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("[b]Move cores[/b] (main step, 6-6-1-2-3)")
            yield Label("From")
            yield Select([(self.place_name(p), p) for p in self.sources], value=self.sources[0],
                         allow_blank=False, id="from")
            yield Label("To")
            yield Select([(self.place_name(p), p) for p in self.places], value=self._first_to(self.sources[0]),
                         allow_blank=False, id="to")
            yield Label("How many")
            yield Input(value="1", id="count", type="integer")
            yield Checkbox("the soul core", id="soul")
            yield Static("", id="dialog-error")
            with Horizontal():
                yield Button("Move", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def place_name(self, place: str) -> str:
        return "Reserve" if place == "reserve" else f"{place} {self.names.get(place, '')}".strip()

    def _first_to(self, src: str) -> str:
        return next((p for p in self.places if p != src), self.places[0])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.dismiss(None)
            return
        self.submit()

    def on_input_submitted(self) -> None:
        self.submit()

    def submit(self) -> None:
        src = str(self.query_one("#from", Select).value)
        dst = str(self.query_one("#to", Select).value)
        soul = self.query_one("#soul", Checkbox).value
        raw = self.query_one("#count", Input).value or "0"
        n = 1 if soul else int(raw)
        if (src, dst, soul) not in self.moves or n < 1:
            what = f"{self.place_name(src)} to {self.place_name(dst)}" + (" (the soul core)" if soul else "")
            self.query_one("#dialog-error", Static).update(
                Text(f"Moving {what} is not possible now (6-6-1-2-3)", style="red"))
            return
        self.dismiss((src, dst, soul, n))

    def action_close(self) -> None:
        self.dismiss(None)


class CommandScreen(ModalScreen[str | None]):
    """Type an action in the engine's notation (bss_tui/engine/README.md); the engine explains a refusal."""

    BINDINGS = [Binding("escape", "close", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("[b]Type an action[/b] (e.g. summon ST01-004, attack A1, pass)")
            yield Input(id="command")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_close(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.question, id="confirm-question", markup=False)   # card names are not markup
            yield Static("Press y for yes, n for no.")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class VisibleCardsScreen(ModalScreen[None]):
    """Every card the player at the keyboard may see (both fields, both trashes, their own hand
    and burst), each shown in full (with its [LVn] tags and keywords explained) when highlighted."""

    BINDINGS = [Binding("escape,v", "close", "Close")]

    def __init__(self, entries: list[tuple[str, str]], texts: dict[str, Text]) -> None:
        super().__init__()
        self.entries = entries      # (label shown, card id)
        self.texts = texts          # card id -> full text

    def compose(self) -> ComposeResult:
        with Horizontal(id="visible-box"):
            yield OptionList(*[Option(label, id=f"{i}:{cid}") for i, (label, cid) in enumerate(self.entries)],
                             id="visible-list", markup=False)
            with VerticalScroll(id="visible-scroll"):
                yield Static(id="visible-text")

    @on(OptionList.OptionHighlighted)
    def show_card(self, event: OptionList.OptionHighlighted) -> None:
        cid = (event.option.id or ":").split(":", 1)[1]
        self.query_one("#visible-text", Static).update(self.texts.get(cid, Text()))

    def action_close(self) -> None:
        self.dismiss(None)


class CardScreen(ModalScreen[None]):
    """One card in full, for the compact layout (no room for the inspector)."""

    BINDINGS = [Binding("escape,i,q", "close", "Close")]

    def __init__(self, text: Text) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="card-box"):
            yield Static(self.text)

    def action_close(self) -> None:
        self.dismiss(None)


class LogScreen(ModalScreen[None]):
    """The whole game log of the holder's view, each line with its rule id."""

    BINDINGS = [Binding("escape,l,q", "close", "Close")]

    def __init__(self, lines: list[tuple[str, str]]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield RichLog(id="log-full", wrap=True, markup=False)

    def on_mount(self) -> None:
        log = self.query_one(RichLog)
        for rule, text in self.lines:
            log.write(Text.assemble((f"{rule:>10} ", "dim"), text))

    def action_close(self) -> None:
        self.dismiss(None)
