"""The deck builder: the whole card pool with filters, the deck beside it, the card inspector, a
live 5-1 deck check, and deck files saved to the player's decks folder (carddb/decks.py).

Every rule comes from carddb/decks.py (`deck_problems`, `add_refusal`, `file_name_problem`): this
screen only shows them.  Below 100 x 30 the inspector moves behind the key `i`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.markup import escape
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from ...carddb.decks import (COLOURS, DECK_SUFFIX, KEYWORDS, TYPES, CardQuery, Deck, add_refusal, deck_problems,
                             file_name_problem, find_deck, legality_problems, pool_sets, read_deck, save_deck,
                             search_text, shipped_decks, user_decks, user_decks_dir)
from ...carddb.loader import load_cards
from ...carddb.schema import Card
from ..render import card_details
from .dialogs import CardScreen, ConfirmScreen
from .newgame import NewGameScreen, Setup

UNTITLED = "new deck"
SEARCH_PAUSE = 0.2        # seconds without a key before the search runs
PROBLEMS_SHOWN = 20       # a broken file can have hundreds of problems; the rest are counted


def colour_dots(card: Card) -> Text:
    """One dot per colour, in that colour (Rich knows all six names)."""
    return Text.assemble(*[("●", colour) for colour in card.colours]) if card.colours else Text("○", "dim")


def card_order(card: Card) -> tuple[int, int, str]:
    """How a deck is listed: spirits, nexuses, magic; cheapest first."""
    return TYPES.index(card.type), card.cost, card.id


@dataclass(frozen=True)
class Filter:
    """One filter Select: its id, its prompt (shown while it is blank: any) and its choices."""

    key: str
    prompt: str
    choices: list[tuple[str, str]]


def in_file(problem: str, path: Path | None) -> str:
    """A problem of the open file without its path (the title shows it): "line 3: ...", "the file
    cannot be read (...)"."""
    prefix = f"{path}:"
    if path is None or not problem.startswith(prefix):
        return problem
    rest = problem[len(prefix):]
    number, sep, what = rest.partition(": ")
    return f"line {number}: {what}" if sep and number.isascii() and number.isdigit() else f"the file{rest}"


class CardList(OptionList):
    """A list of cards where a click shows a card and a double click acts on it (adds or removes
    a copy, as Enter does): looking at cards with the mouse never changes the deck."""

    async def _on_click(self, event: events.Click) -> None:
        # Textual calls OptionList's own handler (which selects) after this one, unless prevented
        clicked = event.style.meta.get("option")
        if isinstance(clicked, int) and event.chain < 2:
            self.highlighted = clicked
            event.prevent_default()


class DeckPickerScreen(ModalScreen[Path | None]):
    """Open a deck: the player's saved decks, the shipped ones, or any file by its path."""

    CSS_PATH = "../deckbuilder.tcss"
    BINDINGS = [Binding("escape", "close", "Cancel")]

    def compose(self) -> ComposeResult:
        mine = [Option(f"{name}  (your deck)", id=f"user:{name}") for name in user_decks()]
        shipped = [Option(f"{name}  (shipped)", id=f"shipped:{name}") for name in shipped_decks()]
        with Vertical(id="db-picker"):
            yield Static("[b]Open a deck[/b]  Enter opens the highlighted one")
            yield OptionList(*mine, *shipped, id="db-picker-list", markup=False)
            yield Label("or the path of a .deck file:")
            yield Input(placeholder="path, then Enter", id="db-picker-path")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        where, _, name = (event.option.id or ":").partition(":")
        self.dismiss(user_decks_dir() / f"{name}{DECK_SUFFIX}" if where == "user" else find_deck(name))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.dismiss(Path(event.value.strip()).expanduser())

    def action_close(self) -> None:
        self.dismiss(None)


class DeckBuilderScreen(Screen[None]):
    """Browse, build, check, save, open and play decks."""

    CSS_PATH = "../deckbuilder.tcss"
    AUTO_FOCUS = "#db-pool"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    BINDINGS = [
        # in footer order: what an 80-column footer must show comes first
        Binding("plus,equals_sign", "add", "Add", key_display="+"),
        Binding("minus", "remove", "Remove", key_display="-"),
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+o", "open", "Open"),
        Binding("ctrl+g", "play", "Play"),
        Binding("ctrl+n", "new", "New"),
        Binding("i", "inspect", "Card"),
        Binding("slash", "search", "Search", key_display="/"),
        Binding("ctrl+r", "clear_filters", "Clear filters", show=False),     # 80 columns: no room
        Binding("escape", "back", "Back"),
    ]

    class Play(Message):
        """Start a game with this setup (the new-game form filled in with the built deck)."""

        def __init__(self, setup: Setup) -> None:
            super().__init__()
            self.setup = setup

    def __init__(self) -> None:
        super().__init__()
        self.db = load_cards()
        self.searched = {cid: search_text(card) for cid, card in self.db.items()}
        self.counts: dict[str, int] = {}        # card id -> copies in the deck
        self.path: Path | None = None          # the file the deck came from or was saved to
        self.file_problems: list[str] = []     # lines of that file that could not be used
        self.saved: tuple[str, dict[str, int]] = (UNTITLED, {})   # name and counts as last opened or saved
        self.current: str | None = None        # the card shown in the inspector, acted on by + and -
        self.shown: list[str] = []             # the pool's ids passing the filters, in order
        self._search_timer: Timer | None = None

    # ---- layout --------------------------------------------------------------------------------

    def filters(self) -> list[Filter]:
        """The filter Selects, their choices derived from the pool (whatever sets exist)."""
        cards = self.db.values()
        families = sorted({f for card in cards for f in card.families})
        costs = sorted({card.cost for card in cards})
        return [
            Filter("set", "Set", [(s, s) for s in pool_sets(self.db)]),
            Filter("colour", "Colour", [(c, c) for c in COLOURS]),
            Filter("type", "Type", [(t, t) for t in TYPES]),
            Filter("cost", "Cost", [(f"cost {c}", str(c)) for c in costs]),
            Filter("family", "Family", [(f, f) for f in families]),
            Filter("keyword", "Keyword", [(k, k) for k in KEYWORDS]),
        ]

    def compose(self) -> ComposeResult:
        yield Static(id="db-title")
        yield Input(placeholder="/ search names and card text", id="db-search")
        with Horizontal(id="db-filters"):
            for f in self.filters():
                # plain Text: a family's name may hold '[', which markup would take for a tag
                yield Select([(Text(label), value) for label, value in f.choices], prompt=f.prompt,
                             id=f"db-{f.key}", classes="db-filter")
        with Horizontal(id="db-body"):
            with Vertical(id="db-pool-box"):
                yield Static(id="db-pool-title", classes="db-panel-title")
                yield CardList(id="db-pool", markup=False)
            with Vertical(id="db-deck-box"):
                yield Static(id="db-deck-title", classes="db-panel-title")
                yield CardList(id="db-deck", markup=False)
            with VerticalScroll(id="db-inspector-box", can_focus=False):
                yield Static(id="db-inspector")
        with VerticalScroll(id="db-check-box"):      # Tab reaches it: the arrows scroll a long list
            yield Static(id="db-check")
        with Horizontal(id="db-save-row"):
            yield Label("Name ", id="db-name-label")
            yield Input(value=UNTITLED, max_length=80, id="db-name")
            yield Static(id="db-message")
        yield Footer()

    def on_mount(self) -> None:
        self.refilter()
        self.show_deck()

    @property
    def compact(self) -> bool:
        """Whether the inspector is off the screen (deckbuilder.tcss: below 100 x 30)."""
        return self.has_class("-narrow") or self.has_class("-short")

    # ---- the deck ------------------------------------------------------------------------------

    def deck_cards(self) -> list[Card]:
        cards = sorted((self.db[cid] for cid in self.counts), key=card_order)
        return [card for card in cards for _ in range(self.counts[card.id])]

    def problems(self) -> list[str]:
        """Every problem: the file's unusable lines, then 5-1 (carddb/decks.py, the one check)."""
        return self.file_problems + deck_problems(self.deck_cards())

    @property
    def dirty(self) -> bool:
        """Whether the name or the cards changed since the deck was opened or saved."""
        return (self.deck_name(), self.counts) != self.saved

    def deck_name(self) -> str:
        return self.query_one("#db-name", Input).value.strip()

    def show_deck(self) -> None:
        """The deck list (highlight kept on the same card), its title and the live deck check."""
        deck_list = self.query_one("#db-deck", OptionList)
        keep = deck_list.highlighted_option.id if deck_list.highlighted_option else None
        ids = sorted(self.counts, key=lambda cid: card_order(self.db[cid]))
        deck_list.set_options(Option(Text.assemble(f"{self.counts[cid]}× ", colour_dots(self.db[cid]),
                                                   f" {self.db[cid].cost} {self.db[cid].name}"), id=cid)
                              for cid in ids)
        if ids:
            deck_list.highlighted = ids.index(keep) if keep in ids else 0
        total = sum(self.counts.values())
        self.query_one("#db-deck-title", Static).update(
            Text(f"Deck {total} card{'s' if total != 1 else ''}  (- or Enter: remove)"))
        mark = " *" if self.dirty else ""
        self.query_one("#db-title", Static).update(
            Text.assemble(("Deck builder", "bold"), f" · {self.deck_name() or UNTITLED}{mark}",
                          f" · {self.path}" if self.path else " · not saved yet"))
        self.show_check()
        self.refresh_bindings()

    def show_check(self) -> None:
        problems = self.problems()
        check = self.query_one("#db-check", Static)
        if not problems:
            check.update(Text(f"Deck check: legal, {sum(self.counts.values())} cards (5-1-1-1)", style="green"))
            return
        lines = [p if len(p) <= 200 else p[:197] + "..." for p in problems[:PROBLEMS_SHOWN]]
        if len(problems) > PROBLEMS_SHOWN:
            lines.append(f"... and {len(problems) - PROBLEMS_SHOWN} more")
        text = Text(f"Deck check: {len(problems)} problem{'s' if len(problems) != 1 else ''}", style="bold red")
        for line in lines:
            text.append(f"\n• {line}", style="red")
        check.update(text)

    def say(self, message: str, error: bool = False) -> None:
        self.query_one("#db-message", Static).update(Text(message, style="red" if error else "green"))

    def change(self, card_id: str, delta: int) -> None:
        """One copy more or fewer; a copy more that 5-1-1-1 forbids is refused with the rule."""
        card = self.db[card_id]
        if delta > 0:
            refusal = add_refusal(self.deck_cards(), card)
            if refusal:
                self.say(f"Cannot add: {refusal}", error=True)
                return
        elif card_id not in self.counts:
            return
        self.counts[card_id] = self.counts.get(card_id, 0) + delta
        if self.counts[card_id] <= 0:
            del self.counts[card_id]
        self.say(f"{'Added' if delta > 0 else 'Removed'} {card.name} ({self.counts.get(card_id, 0)} in the deck)")
        pool = self.query_one("#db-pool", OptionList)
        if card_id in self.shown:
            pool.replace_option_prompt(card_id, self.pool_prompt(card))
        self.show_deck()

    # ---- the pool --------------------------------------------------------------------------------

    def card_query(self) -> CardQuery:
        def value(key: str) -> str:
            chosen = self.query_one(f"#db-{key}", Select).value
            return chosen if isinstance(chosen, str) else ""
        cost = value("cost")
        return CardQuery(set=value("set"), colour=value("colour"), type=value("type"),
                         cost=int(cost) if cost else None, family=value("family"), keyword=value("keyword"),
                         text=self.query_one("#db-search", Input).value)

    def pool_prompt(self, card: Card) -> Text:
        n = self.counts.get(card.id, 0)
        return Text.assemble((f"×{n} " if n else "   ", "bold cyan"), f"{card.id:<9} ", colour_dots(card),
                             f" {card.cost} {card.name}")

    def refilter(self) -> None:
        """The pool list after a filter changed; the highlight stays on its card when it can."""
        query = self.card_query()
        pool = self.query_one("#db-pool", OptionList)
        keep = pool.highlighted_option.id if pool.highlighted_option else None
        self.shown = [cid for cid in sorted(self.db) if query.matches(self.db[cid], self.searched[cid])]
        pool.set_options(Option(self.pool_prompt(self.db[cid]), id=cid) for cid in self.shown)
        if self.shown:
            pool.highlighted = self.shown.index(keep) if keep in self.shown else 0
        self.query_one("#db-pool-title", Static).update(
            Text(f"Cards {len(self.shown)}/{len(self.db)}  (+ or Enter: add)"))

    @on(Select.Changed, ".db-filter")
    def filter_changed(self) -> None:
        self.refilter()

    @on(Input.Changed, "#db-search")
    def search_changed(self) -> None:
        """The pool follows the search once typing pauses: with a thousand cards a new list takes
        a good part of a second, too slow for every key."""
        if self._search_timer is not None:
            self._search_timer.stop()
        self._search_timer = self.set_timer(SEARCH_PAUSE, self.refilter)

    @on(Input.Changed, "#db-name")
    def renamed(self) -> None:
        self.show_deck()

    @on(Input.Submitted, "#db-name")
    def name_submitted(self) -> None:
        self.action_save()

    @on(Input.Submitted, "#db-search")
    def search_submitted(self) -> None:
        if self._search_timer is not None:
            self._search_timer.stop()
            self._search_timer = None
        self.refilter()
        self.query_one("#db-pool", OptionList).focus()

    @on(OptionList.OptionHighlighted)
    def highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id in ("db-pool", "db-deck") and event.option_list.has_focus:
            self.inspect(event.option.id)

    @on(OptionList.OptionSelected)
    def selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        self.inspect(event.option.id)
        if event.option_list.id == "db-pool":
            self.change(event.option.id, +1)
        elif event.option_list.id == "db-deck":
            self.change(event.option.id, -1)

    def on_descendant_focus(self, event: object) -> None:
        """The card of the list that takes the focus is the one shown and acted on."""
        focused = self.focused
        if isinstance(focused, OptionList) and focused.highlighted_option is not None:
            self.inspect(focused.highlighted_option.id)
        self.refresh_bindings()

    def inspect(self, card_id: str | None) -> None:
        if card_id is None or card_id not in self.db:
            return
        self.current = card_id
        self.query_one("#db-inspector", Static).update(card_details(self.db[card_id]))
        self.refresh_bindings()

    # ---- keys ------------------------------------------------------------------------------------

    # When a key works (None: shown greyed), by the action of its binding; the keys not named here
    # always do.  Typing in the search field takes the keys that add, inspect and search.
    OFFERED: ClassVar[dict[str, Callable[[DeckBuilderScreen], bool | None]]] = {
        "add": lambda s: not s.typing and s.current is not None,
        "remove": lambda s: not s.typing and s.current in s.counts,
        "inspect": lambda s: not s.typing and s.compact and s.current is not None,
        "search": lambda s: not s.typing,
        "play": lambda s: None if s.problems() else True,
    }

    @property
    def typing(self) -> bool:
        return isinstance(self.focused, Input)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows the keys that work now; Play is greyed while the deck is not legal."""
        offered = self.OFFERED.get(action)
        return True if offered is None else offered(self)

    def action_add(self) -> None:
        if self.current is not None:
            self.change(self.current, +1)

    def action_remove(self) -> None:
        if self.current is not None:
            self.change(self.current, -1)

    def action_inspect(self) -> None:
        if self.current is not None:
            self.app.push_screen(CardScreen(card_details(self.db[self.current])))

    def action_search(self) -> None:
        self.query_one("#db-search", Input).focus()

    def action_clear_filters(self) -> None:
        for f in self.filters():
            self.query_one(f"#db-{f.key}", Select).clear()
        self.query_one("#db-search", Input).value = ""
        self.refilter()

    def confirm_then(self, question: str, then: Callable[[], None]) -> None:
        """Ask (y/n) before `then`; the question is shown as plain text whatever a name holds."""
        def answered(yes: bool | None) -> None:
            if yes:
                then()
        self.app.push_screen(ConfirmScreen(escape(question)), answered)

    def unless_unsaved(self, doing: str, then: Callable[[], None]) -> None:
        if self.dirty and self.counts:
            self.confirm_then(f"The deck {self.deck_name() or UNTITLED} has changes not saved. {doing} anyway?", then)
        else:
            then()

    def action_back(self) -> None:
        def leave() -> None:
            self.dismiss(None)
        self.unless_unsaved("Leave", leave)

    def action_new(self) -> None:
        self.unless_unsaved("Start a new deck", lambda: self.load(None, Deck(UNTITLED)))

    # ---- files -------------------------------------------------------------------------------------

    def action_save(self) -> None:
        """Save as NAME.deck in the decks folder; another deck of that name is replaced only when
        the player says so; a name that cannot be a file name is refused with the reason."""
        name = self.deck_name()
        problem = file_name_problem(name)
        if problem:
            self.say(f"Cannot save: {problem}", error=True)
            return
        target = user_decks_dir() / f"{name}{DECK_SUFFIX}"
        if target.exists() and target != self.path:
            self.confirm_then(f"Another deck named {name} is saved already. Replace it?", lambda: self.save_as(name))
            return
        self.save_as(name)

    def save_as(self, name: str) -> None:
        try:
            path = save_deck(name, self.deck_cards())
        except (OSError, ValueError) as err:
            self.say(f"Cannot save: {err}", error=True)
            return
        left_out = len(self.file_problems)
        self.path, self.file_problems, self.saved = path, [], (name, dict(self.counts))
        problems = deck_problems(self.deck_cards())
        note = f"; {len(problems)} deck problem{'s' if len(problems) != 1 else ''} still to fix" if problems else ""
        lines = f"; the {left_out} unusable line{'s' if left_out != 1 else ''} of the old file left out" if left_out else ""
        self.say(f"Saved {path.name}{note}{lines}")
        self.show_deck()

    def action_open(self) -> None:
        def chosen(path: Path | None) -> None:
            if path is not None:
                self.unless_unsaved("Open another deck", lambda: self.load(path, self.read(path)))
        self.app.push_screen(DeckPickerScreen(), chosen)

    def read(self, path: Path) -> Deck:
        """The deck file as read, never an exception: a path the system refuses outright (a NUL
        character in it) is one problem like any file that cannot be read."""
        try:
            return read_deck(path, self.db)
        except ValueError as err:
            return Deck(UNTITLED, problems=[f"{str(path)[:100]!r}: cannot be read ({err})"], malformed=True)

    def load(self, path: Path | None, deck: Deck) -> None:
        """Show a deck as read, with the problems of its file (lines that could not be used, or
        the file itself); its 5-1 problems are the live check's."""
        rules = set(legality_problems(deck.cards, str(path))) if path is not None else set()
        self.file_problems = [in_file(p, path) for p in deck.problems if p not in rules]
        self.counts = {}
        for card in deck.cards:
            self.counts[card.id] = self.counts.get(card.id, 0) + 1
        self.path = path
        name_input = self.query_one("#db-name", Input)
        with name_input.prevent(Input.Changed):
            name_input.value = deck.name
        name_input.cursor_position = len(deck.name)      # typing goes on from the end of the name
        self.saved = (deck.name, dict(self.counts))
        self.current = None
        self.refilter()
        self.show_deck()
        opened = f"Opened {path.name}" if path is not None else "A new deck"
        self.say(f"{opened}: the file has problems (listed)" if self.file_problems else opened,
                 error=bool(self.file_problems))

    def action_play(self) -> None:
        """The new-game form with this deck chosen for player 1 (player 2 picks theirs)."""
        problems = self.problems()
        if problems:
            self.say(f"Cannot play this deck yet: {problems[0]}", error=True)
            return
        label = f"{self.deck_name() or UNTITLED} (deck builder)"

        def chosen(setup: Setup | None) -> None:
            if setup is not None:
                self.post_message(self.Play(setup))
        self.app.push_screen(NewGameScreen(preset=(label, self.deck_cards())), chosen)

