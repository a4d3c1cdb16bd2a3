"""New game: each player picks a name, who plays the seat (a person or the computer), a deck (a
preconstructed deck or a deck file), whether they want hints (`?`, ui/hinting.py: between two
people only when both do) and the decisions they pass automatically (stop settings,
engine/model/seats.py).  Decks are offered by name
with their colours; a deck file with problems shows every one of them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from ...carddb.decks import (DECK_SUFFIX, Deck, deck_problems, find_deck, preconstructed_decks, read_deck,
                             shipped_decks, user_decks, user_decks_dir)
from ...carddb.loader import describe_validation, load_cards
from ...carddb.schema import Card
from ...computer.players import IN_APP, LEVELS, Player
from ...engine.model.savefile import NAME_MAX, PlayerName
from ...engine.model.seats import SeatStops, StopSettings
from .stops import TICKED, StopsList

@dataclass(frozen=True)
class Setup:
    """What the form gives the app: both players' names, decks (checked), stop settings and who
    plays each seat."""

    names: tuple[str, str]
    decks: tuple[list[Card], list[Card]]
    stops: StopSettings = StopSettings()
    players: tuple[Player, Player] = (Player.PERSON, Player.PERSON)
    hints: tuple[bool, bool] = (False, False)    # each player's "hints" box (ui/hinting.py)

    @property
    def computer(self) -> tuple[int, ...]:
        """The seats the computer plays, at any level."""
        return tuple(seat for seat, kind in enumerate(self.players) if kind in LEVELS)

    @property
    def levels(self) -> dict[int, Player]:
        """The computer's level at each seat it plays."""
        return {seat: self.players[seat] for seat in self.computer}

    @property
    def hint_seats(self) -> tuple[int, ...]:
        """The seats whose player turned hints on."""
        return tuple(seat for seat, on in enumerate(self.hints) if on)


FILE = "(a deck file)"
PRESET = "(deck builder)"    # the deck the deck builder handed over (not necessarily saved)
COMPUTER_NAME = "Computer"   # the name a seat gets when the computer plays it
PROBLEMS_SHOWN = 12       # a file can have hundreds; the rest are counted
_NAME = TypeAdapter(PlayerName)


def name_problem(name: str) -> str:
    """Why a player name cannot be used (it ends up in the save and on screen), or ""."""
    try:
        _NAME.validate_python(name)
    except ValidationError as err:
        return describe_validation(err).removeprefix("(top level): ")
    return ""


def deck_lines(deck: Deck) -> list[str]:
    problems = [p if len(p) <= 160 else p[:157] + "..." for p in deck.problems]
    if len(problems) > PROBLEMS_SHOWN:
        problems = problems[:PROBLEMS_SHOWN] + [f"... and {len(problems) - PROBLEMS_SHOWN} more problems"]
    return problems


class NewGameScreen(Screen[Setup | None]):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+b", "deck_builder", "Deck builder"),
    ]

    def __init__(self, preset: tuple[str, list[Card]] | None = None) -> None:
        """`preset`: a deck from the deck builder (its label and cards), chosen for player 1."""
        super().__init__()
        self.preset = preset

    def deck_choices(self) -> list[tuple[Text, str]]:
        """Every deck to pick: the deck builder's, the shipped ones, the player's saved ones, a
        file.  Labels are plain Text: a deck's name may hold '[', which markup would take for a tag."""
        db = load_cards()
        real = preconstructed_decks()
        names = real + [n for n in shipped_decks() if n not in real]
        decks: list[tuple[str, str]] = [(read_deck(find_deck(n), db).label, n) for n in names]
        for name in user_decks():          # saved by the deck builder; offered by their file
            path = str(user_decks_dir() / f"{name}{DECK_SUFFIX}")
            decks.append((f"{read_deck(Path(path), db).label}, your deck", path))
        decks.append((FILE, FILE))
        if self.preset is not None:
            decks.insert(0, (self.preset[0], PRESET))
        return [(Text(label), value) for label, value in decks]

    def compose(self) -> ComposeResult:
        decks = self.deck_choices()
        values = [value for _, value in decks if value != PRESET]
        firsts = [PRESET if self.preset is not None else values[0], values[min(1, len(values) - 1)]]
        with VerticalScroll(id="newgame-box", can_focus=False):      # scrolls at small sizes
            yield Static("[b]New game[/b]  Each player: a name and a deck; each seat: a person or the computer.", id="newgame-title")
            with Grid(id="newgame-grid"):
                for i in (1, 2):
                    yield Label(f"Player {i} name")
                    yield Input(value=f"Player {i}", max_length=NAME_MAX, id=f"name{i}")
                    yield Label(f"Player {i} deck")
                    yield Select(decks, value=firsts[i - 1], allow_blank=False, id=f"deck{i}")
                    yield Label(f"Player {i} deck file")
                    yield Input(placeholder="path to a .deck file (when the deck is a file)", id=f"file{i}")
            with Horizontal(id="newgame-seats"):      # a person or a level of the computer in each seat
                for i in (1, 2):
                    yield Label(f"Player {i} plays", classes="newgame-seat-label")
                    yield Select([(kind.value.capitalize(), kind.value) for kind in IN_APP], value=Player.PERSON.value,
                                 allow_blank=False, id=f"plays{i}", classes="newgame-seat")
            with Horizontal(id="newgame-hints"):      # ? suggests a move; between two people, only if both tick it
                for i in (1, 2):
                    yield Checkbox(f"Player {i}: hints (key ?)", value=False, id=f"hints{i}", classes="newgame-hints")
            yield Static(f"Stop settings. {TICKED} (In game: key s.)", id="newgame-stops-help")
            with Horizontal(id="newgame-stops"):
                for i in (1, 2):
                    yield StopsList(SeatStops(), f"Player {i} passes automatically", id=f"stops{i}")
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

    @on(Select.Changed, "#plays1, #plays2")
    def seat_kind_changed(self, event: Select.Changed) -> None:
        """A seat given to the computer is named so, unless a name was typed (and back again)."""
        i = (event.select.id or "")[-1]
        name = self.query_one(f"#name{i}", Input)
        if name.value.strip() in (f"Player {i}", COMPUTER_NAME, ""):
            name.value = COMPUTER_NAME if event.value in LEVELS else f"Player {i}"

    @on(Input.Changed, "#file1, #file2")
    def file_typed(self, event: Input.Changed) -> None:
        """A path typed in a deck-file field chooses "(a deck file)" as that player's deck."""
        if event.value.strip():
            select: Select[str] = self.query_one(f"#deck{(event.input.id or '')[-1]}", Select)
            if select.value != FILE:
                select.value = FILE

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_back(self) -> None:
        self.dismiss(None)

    def action_deck_builder(self) -> None:
        """The deck builder over this form; the decks saved there are offered when it closes."""
        from .deckbuilder import DeckBuilderScreen      # it opens this form itself (Play)
        self.app.push_screen(DeckBuilderScreen(), lambda _: self.refresh_decks())

    def refresh_decks(self) -> None:
        decks = self.deck_choices()
        for i in (1, 2):
            select: Select[str] = self.query_one(f"#deck{i}", Select)
            chosen = select.value
            select.set_options(decks)
            if any(value == chosen for _, value in decks):
                select.value = chosen

    def show_problems(self, lines: list[str]) -> None:
        """Plain text (a file name or a deck line may hold '[', which markup would eat).  The form
        scrolls to them (at 80 x 24 they are below the fold) and a notice says ctrl+s was refused."""
        error = self.query_one("#newgame-error", Static)
        error.update(Text("\n".join(lines), style="red"))
        box = self.query_one("#newgame-box", VerticalScroll)
        self.call_after_refresh(box.scroll_to_widget, error, animate=False, top=True)
        count = sum(1 for line in lines if not line.startswith(" "))
        self.notify(f"Cannot start: {count} problem{'s' if count != 1 else ''}, listed in the form.",
                    severity="error")

    def chosen_deck(self, i: int) -> Deck:
        choice = self.query_one(f"#deck{i}", Select).value
        if choice == PRESET and self.preset is not None:
            return Deck(self.preset[0], list(self.preset[1]), problems=deck_problems(self.preset[1]))
        source = self.query_one(f"#file{i}", Input).value.strip()
        if choice != FILE and source:
            return Deck(str(choice), problems=[f"a deck file is typed ({source}) but another deck is chosen: "
                                               "choose \"(a deck file)\" or clear the path"], malformed=True)
        if choice != FILE:
            return read_deck(find_deck(str(choice)), load_cards())
        if not source:
            return Deck(FILE, problems=["type the path of a .deck file"], malformed=True)
        return read_deck(Path(source).expanduser(), load_cards())

    def action_start(self) -> None:
        decks, names, problems = [], [], []
        for i in (1, 2):
            name = self.query_one(f"#name{i}", Input).value.strip() or f"Player {i}"
            bad_name = name_problem(name)
            if bad_name:
                problems.append(f"Player {i} name: {bad_name}")
            deck = self.chosen_deck(i)
            if deck.problems:
                problems.append(f"Player {i} deck {deck.name}: {len(deck.problems)} problem"
                                f"{'s' if len(deck.problems) != 1 else ''}")
                problems += [f"  {line}" for line in deck_lines(deck)]
            decks.append(deck.cards)
            names.append(name)
        if problems:
            self.show_problems(problems)
            return
        if names[0] == names[1]:
            names[1] = names[1][:NAME_MAX - 4] + " (2)"
        stops = StopSettings((self.query_one("#stops1", StopsList).stops, self.query_one("#stops2", StopsList).stops))
        players = (self.player_kind(1), self.player_kind(2))
        hints = (self.query_one("#hints1", Checkbox).value, self.query_one("#hints2", Checkbox).value)
        self.dismiss(Setup(names=(names[0], names[1]), decks=(decks[0], decks[1]), stops=stops, players=players,
                           hints=hints))

    def player_kind(self, i: int) -> Player:
        return Player(str(self.query_one(f"#plays{i}", Select).value))
