"""The board: both players' areas (the keyboard holder below), the holder's hand, the legal
actions, a card inspector and the game log.

It renders only the engine's typed view (engine/operations/view.py): the screen holds one `TableView` in a
reactive, replaced after every action and hand-over, and each widget redraws itself from it
(bound with `data_bind`).  Actions are the view's `ActionView`s: the UI sends their text back
and reads their fields, never re-parsing the text."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.events import Resize
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from .. import render
from ...carddb.loader import load_cards
from ...carddb.schema import Card
from ...carddb.text import render_effect
from ...engine import IllegalAction
from ...engine.model.decisions import Kind
from ...engine.model.seats import Prompt as StopPrompt
from ...engine.model.seats import SeatStops, Stop
from ...engine.operations.view import ActionView, CardView, SideView, TableView
from ..session import Session
from ..widgets.computer_turn import ComputerLine, ComputerPace
from ..widgets.field import Board, FieldPane
from ..widgets.keybar import KeyBar
from ..widgets.payment import paying_side, payment_line
from .dialogs import CardScreen, CommandScreen, ConfirmScreen, LogScreen, MoveCoresScreen, VisibleCardsScreen
from .handover import HandOverScreen
from .help import HelpScreen
from .stops import StopsScreen

LOG_LINES = 60
DEMO_PAUSE = 0.6     # seconds between two actions of a demonstration (computer against computer)


_palettes: WeakKeyDictionary[Widget, tuple[object, render.Palette]] = WeakKeyDictionary()


def palette(widget: Widget, prefix: str, names: tuple[str, ...]) -> render.Palette:
    """The styles of a widget's component classes (app.tcss), by their short names.  Kept per
    widget until the theme changes: looking them up costs about 2 ms a widget, on every redraw."""
    key = (widget.app.theme, prefix, names)
    kept = _palettes.get(widget)
    if kept is None or kept[0] != key:
        kept = key, {name: widget.get_component_rich_style(f"{prefix}--{name}", partial=True) for name in names}
        _palettes[widget] = kept
    return kept[1]


def my_seat(view: TableView) -> int:
    """The seat shown below: the holder's, or while nobody holds the keyboard the next decider's."""
    if view.viewer is not None:
        return render.seat_index(view.viewer)
    return render.seat_index(view.decision.player) if view.decision is not None else 0


class Counts(Static):
    """A side's public counts, in their short form when the full one would not fit the width."""

    def __init__(self, classes: str) -> None:
        super().__init__(classes=classes)
        self.shown: tuple[SideView, bool, render.Palette] | None = None

    def show(self, side: SideView, finished: bool, colours: render.Palette) -> None:
        self.shown = (side, finished, colours)
        self.update(render.resources(side, finished, colours, self.content_region.width))

    @on(Resize)
    def fit_new_width(self) -> None:
        if self.shown is not None:
            self.show(*self.shown)


class PlayerArea(Vertical):
    """One player's side: its title on the border, the counts (life, reserve, trash; deck, hand,
    burst), and the field's pane (widgets/field.py)."""

    COMPONENT_CLASSES = {"area--key", "area--life", "area--burst", "area--label", "area--ready", "area--exhausted",
                         "area--tag-exhausted", "area--attacking", "area--blocking", "area--dim", "area--more"}
    STYLES = ("key", "life", "burst", "label", "ready", "exhausted", "tag-exhausted", "attacking", "blocking", "dim",
              "more")
    table: reactive[TableView | None] = reactive(None)

    def __init__(self, mine: bool, id: str, cards: dict[str, Card]) -> None:
        super().__init__(id=id)
        self.mine = mine          # the holder's own side (below), else the opponent's
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield Counts(classes="area-resources")          # grows when a line wraps: never clipped
        yield FieldPane(self.cards, classes="area-field-box")

    def watch_table(self, view: TableView | None) -> None:
        if view is None:
            return
        me = my_seat(view)
        seat = me if self.mine else 1 - me
        side = view.players[seat]
        if not self.mine:
            title = f"{side.name} (opponent)"
        else:
            title = f"{side.name} ({'at the keyboard' if view.viewer is not None else 'next to play'})"
        self.show(side, title, view)

    def show(self, side: SideView, title: str, view: TableView) -> None:
        colours = palette(self, "area", self.STYLES)
        side, payment = paying_side(view, side)      # a payment under way: the counts follow each core
        self.border_title = Content(title)           # a player name is not markup
        self.query_one(Counts).show(side, view.winner is not None, colours)
        note = payment_line(payment, colours) if payment is not None else None
        self.query_one(FieldPane).show(side, view.battle, colours, note)


class StatusLine(Static):
    COMPONENT_CLASSES = {"status--strong", "status--over", "status--decider"}
    table: reactive[TableView | None] = reactive(None)

    def watch_table(self, view: TableView | None) -> None:
        if view is not None:
            self.update(render.status_line(view, palette(self, "status", ("strong", "over", "decider"))))


class FollowedList(OptionList):
    """An option list whose highlight the game screen follows (inspector, prompt) at once: by the
    OptionHighlighted message the screen would draw that a frame (about 17 ms) after the list."""

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        screen = self.screen
        if highlighted is not None and isinstance(screen, GameScreen):
            screen.follow(self, highlighted)


class HandList(FollowedList):
    """The holder's hand (or, while the keyboard changes hands, only its size)."""

    table: reactive[TableView | None] = reactive(None)

    def __init__(self, cards: dict[str, Card], id: str) -> None:
        super().__init__(id=id, markup=False)
        self.cards = cards
        self.hand: tuple[CardView, ...] = ()

    def watch_table(self, view: TableView | None) -> None:
        if view is None:
            return
        side = view.players[my_seat(view)]
        self.clear_options()
        self.hand = side.hand or ()
        if side.hand is None:
            count = "1 card" if side.hand_count == 1 else f"{side.hand_count} cards"
            self.add_option(Option(f"({count}, hidden)", disabled=True))
            return
        width = self.scrollable_content_region.width
        for card in side.hand:
            full = self.cards.get(card.id)
            self.add_option(Option(render.hand_label(card.name, card.id, full.type if full else None,
                                                     full.cost if full else None, width)))

    @on(Resize)
    def fit_new_width(self) -> None:
        """The labels take the form that fits the new width (a cost is never cut)."""
        if self.table is not None and self.hand:
            highlighted = self.highlighted
            self.watch_table(self.table)
            self.highlighted = highlighted

    def card_at(self, index: int | None) -> CardView | None:
        return self.hand[index] if index is not None and 0 <= index < len(self.hand) else None


class ActionList(FollowedList):
    """The legal actions of the holder; the core moves are one entry (the m dialog).  The
    highlight follows the action it was on for this player and kind of decision; it never
    starts on, or wraps onto, an action that finishes (end, pass, no block, done, no), so Enter
    pressed out of habit cannot end a step."""

    table: reactive[TableView | None] = reactive(None)

    def __init__(self, cards: dict[str, Card], id: str) -> None:
        super().__init__(id=id, markup=False)
        self.cards = cards
        self.by_text: dict[str, ActionView] = {}
        # (viewer, decision kind) -> the action last highlighted there
        self.remembered: dict[tuple[str | None, str], str] = {}
        self.kind = ""
        self.viewer: str | None = None

    def watch_table(self, view: TableView | None) -> None:
        if view is None:
            return
        self.clear_options()
        self.by_text = {a.text: a for a in view.actions}
        self.viewer = view.viewer
        self.kind = view.decision.kind if view.decision is not None and view.actions else ""
        moves = sum(1 for a in view.actions if a.move is not None)
        shown = render.shown_actions(view.actions)
        for text in shown:
            if text == render.MOVE_ENTRY:
                label = f"move cores… (m: from, to, how many; {moves} moves possible)"
            else:
                label = self.label(self.by_text[text])
            self.add_option(Option(label, id=text))
        if shown:
            self.highlighted = self.restored_highlight(shown)

    def label(self, action: ActionView) -> str:
        label = render.action_label(action)
        card = self.cards.get(action.card_id or "")
        if action.verb == "use" and card is not None and action.effect is not None and len(card.magic_effects) > 1:
            label += " · " + render_effect(card.effects[action.effect - 1], "magic")    # which effect (10-8-3)
        return label

    def finishes(self, text: str) -> bool:
        action = self.by_text.get(text)
        return action is not None and action.finishes

    def restored_highlight(self, shown: list[str]) -> int:
        """The remembered action if it is still offered and finishes nothing, else the first
        action that finishes nothing (the first row when every action finishes)."""
        last = self.remembered.get((self.viewer, self.kind))
        if last is not None and last in shown and not self.finishes(last):
            return shown.index(last)
        return next((i for i, text in enumerate(shown) if not self.finishes(text)), 0)

    def remember(self, index: int) -> None:
        if self.kind and 0 <= index < self.option_count:
            self.remembered[(self.viewer, self.kind)] = self.get_option_at_index(index).id or ""

    def action_cursor_up(self) -> None:
        self._step(-1)

    def action_cursor_down(self) -> None:
        self._step(1)

    def _step(self, direction: int) -> None:
        """One row up or down, wrapping round the list except onto an action that finishes."""
        count = self.option_count
        if count == 0:
            return
        current = self.highlighted if self.highlighted is not None else (-1 if direction > 0 else count)
        target = (current + direction) % count
        wraps = not 0 <= current + direction < count
        if wraps and self.finishes(self.get_option_at_index(target).id or ""):
            return
        self.highlighted = target

    def action_at(self, index: int | None) -> ActionView | None:
        if index is None or not 0 <= index < self.option_count:
            return None
        return self.by_text.get(self.get_option_at_index(index).id or "")


class Prompt(Static):
    """The decision's prompt, then what the highlighted payment option takes from where; or a
    refusal until the view changes."""

    table: reactive[TableView | None] = reactive(None)
    highlighted: reactive[ActionView | None] = reactive(None)
    message: reactive[str] = reactive("")

    def __init__(self, id: str) -> None:
        super().__init__(id=id, markup=False)
        self.shown: str | None = None
        self.hand_over = True        # two people share the keyboard; False when a program plays a seat

    def watch_table(self) -> None:
        self.message = ""
        self.highlighted = None          # the action list's highlight message names the new one
        self.refresh_text()

    def watch_highlighted(self) -> None:
        self.refresh_text()

    def watch_message(self) -> None:
        self.refresh_text()

    def refresh_text(self) -> None:
        self.set_class(bool(self.message), "-refusal")
        text = self.message or self.text_for(self.table)
        if text != self.shown:        # moving the highlight mostly changes nothing here: no new layout
            self.shown = text
            self.update(text)

    def text_for(self, view: TableView | None) -> str:
        d = view.decision if view is not None else None
        if d is None or d.options is None:
            waiting = "Waiting for the keyboard to change hands." if self.hand_over else "The computer is playing."
            return waiting if d else "The game is over."
        preview = render.payment_preview(self.highlighted) if self.highlighted is not None else ""
        return f"{d.prompt}\n{preview}" if preview else (d.prompt or "")


class Inspector(Static):
    """A card in full; its styles also serve the card dialogs (CardScreen, VisibleCardsScreen)."""

    COMPONENT_CLASSES = {"inspector--name", "inspector--term"}

    def details(self, card: Card) -> Text:
        return render.card_details(card, palette(self, "inspector", ("name", "term")))


class GameLog(RichLog):
    """The end of the log the holder may read; nothing while the keyboard changes hands."""

    COMPONENT_CLASSES = {"log--rule"}
    table: reactive[TableView | None] = reactive(None)

    def __init__(self, id: str) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=20)
        self.reader: object = "unset"
        self.count = 0
        self.width_written = 0

    def watch_table(self) -> None:
        self.write_new()

    @on(Resize)
    def rewrite_after_resize(self) -> None:
        """A new size may show the log again or change its width: rewrite it after the layout.
        A log that grew shorter keeps its old scroll offset, hiding the newest lines: scroll
        to the end again."""
        self.call_after_refresh(self.write_new)
        self.call_after_refresh(self.scroll_end, animate=False)

    def write_new(self) -> None:
        view = self.table
        if view is None:
            return
        lines = view.log
        width = self.scrollable_content_region.width
        if self.reader != view.viewer or width != self.width_written or len(lines) < self.count:
            # another reader, another width (lines are wrapped by hand) or a log an undo made
            # shorter: start again
            self.clear()
            self.reader = view.viewer
            self.width_written = width
            # what fills the panel, not more: a hand-over rewrites it, and the whole log is `l`
            self.count = max(0, len(lines) - min(LOG_LINES, max(20, self.scrollable_content_region.height)))
        if view.viewer is None:
            return                           # nobody is reading while the keyboard changes hands
        if not self.display or width < 20:
            self.reader = "unset"            # hidden (compact layout): written when it shows again
            return
        rule_style = self.get_component_rich_style("log--rule", partial=True)
        new = lines[self.count:]
        if new:       # one write for them all: a RichLog write renders and refreshes each time
            self.write(Text("\n").join(render.log_line(entry, width, rule_style) for entry in new), scroll_end=False)
            self.scroll_end(animate=False, immediate=True, x_axis=False)    # in this frame, not the next
        self.count = len(lines)


class GameScreen(Screen[None]):
    """The layout follows the terminal (app.tcss): below 100 x 30 the inspector and the log leave
    the screen (keys i and l show them), from 120 x 40 the panels get roomier."""

    AUTO_FOCUS = "#actions"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-normal"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-normal-height"), (40, "-tall")]
    BINDINGS = [
        # in footer order, which is also their rank (KEY_PRIORITY): at 80 columns the last ones
        # take their short label first, and are left out first when even those do not fit
        Binding("e", "finish", "End/pass/no"),
        Binding("a", "auto", "Auto pay"),
        Binding("c,escape", "cancel_payment", "Cancel"),
        Binding("m", "move_cores", "Move cores"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("question_mark,f1", "help", "Help"),
        Binding("i", "inspect", "Card"),
        Binding("l", "show_log", "Log"),
        Binding("v", "visible_cards", "All cards"),
        Binding("s", "stops", "Stops"),
        Binding("ctrl+x", "concede", "Concede"),
        Binding("p", "pause_demo", "Pause/go on"),
        Binding("colon", "command", "Type action"),
        Binding("ctrl+q", "app.quit", "Quit"),
    ]
    KEY_PRIORITY: tuple[str, ...] = ("finish", "auto", "cancel_payment", "move_cores", "undo", "help", "inspect", "show_log",
                    "visible_cards", "stops", "concede", "pause_demo", "command", "app.quit")
    SHORT_LABELS: dict[str, str] = {"finish": "End", "auto": "Auto", "move_cores": "Move", "visible_cards": "Cards",
                    "pause_demo": "Pause", "command": "Type"}

    # The one view the board shows; every widget redraws from it (data_bind).
    table: reactive[TableView | None] = reactive(None, init=False)

    class Finished(Message):
        """The game is over."""

    def __init__(self, session: Session) -> None:
        super().__init__(id="game")
        self.session = session
        self.cards = load_cards()
        self.demo: Timer | None = None      # a demonstration's timer (demo_step)
        self.paused = False
        self.end_asked: str | None = None   # the finishing action e asked about (action_finish)
        self.computer_pace = ComputerPace(self, self)     # the computer's actions, told one by one

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status").data_bind(GameScreen.table)
        yield ComputerLine(id="computer-line")
        with Horizontal(id="body"):
            with Board(id="board"):
                yield PlayerArea(False, id="opponent", cards=self.cards).data_bind(GameScreen.table)
                yield PlayerArea(True, id="me", cards=self.cards).data_bind(GameScreen.table)
                yield Static("Your hand", id="hand-title")
                yield HandList(self.cards, id="hand").data_bind(GameScreen.table)
            with Vertical(id="side"):
                yield Prompt(id="prompt").data_bind(GameScreen.table)
                yield ActionList(self.cards, id="actions").data_bind(GameScreen.table)
                with VerticalScroll(id="inspector-box"):
                    yield Inspector(id="inspector")
                yield GameLog(id="log").data_bind(GameScreen.table)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(Prompt).hand_over = len(self.session.people) == 2
        self.call_after_refresh(self._first_show)

    def _first_show(self) -> None:
        warning = self.session.begin()      # decisions that need nobody (a resumed or new game)
        if warning:
            self.notify(warning, severity="error")
        if self.session.game.finished:
            self.after_action()
            return
        self.show()              # after the first layout, so the log wraps at its real width
        self.computer_pace.start(self.session.shown_view())
        if self.session.demonstration:
            self.notify("A demonstration: the computer plays both seats. p pauses it and goes on.")
            self.demo = self.set_interval(DEMO_PAUSE, self.demo_step)
            return
        if self.computer_pace.plays():     # a resumed game in the computer's turn
            return
        self.hand_over_if_needed()

    # ---- the view ----------------------------------------------------------------------------

    def show(self) -> None:
        """A new view for the board (the holder's, or the public one during a hand-over)."""
        self.table = self.session.shown_view()

    def watch_table(self) -> None:
        self.end_asked = None            # a question asked by e holds for its decision only
        self.refresh_bindings()          # the footer offers the keys this decision allows

    @property
    def actions(self) -> tuple[ActionView, ...]:
        """The holder's legal actions (none while the keyboard changes hands)."""
        return self.table.actions if self.table is not None and self.session.holder is not None else ()

    def _first(self, wanted: str) -> ActionView | None:
        """The first action with the flag `wanted` (finishes, auto, cancels)."""
        return next((a for a in self.actions if getattr(a, wanted)), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys that only mean something for some decisions are in the footer only then."""
        if action == "finish":
            return True if self._first("finishes") is not None else None    # None: shown dimmed
        if action == "auto":
            return self._first("auto") is not None
        if action == "cancel_payment":
            return self._first("cancels") is not None
        if action == "move_cores":
            return any(a.move is not None for a in self.actions)
        if action == "undo":
            return self.session.can_undo
        if action in ("stops", "command", "concede"):
            return self.session.holder is not None
        if action == "pause_demo":
            return self.session.demonstration and not self.session.game.finished
        return True

    def say(self, message: str) -> None:
        """A refusal or a hint in the prompt's place, until the view changes."""
        self.query_one(Prompt).message = message

    def inspect_card(self, card_id: str | None) -> None:
        inspector = self.query_one(Inspector)
        card = self.cards.get(card_id) if card_id else None
        if card is None:
            return
        text = inspector.details(card)
        box = self.query_one("#inspector-box", VerticalScroll)
        # A new layout costs tens of milliseconds per key press, so the inspector's height moves
        # in steps of 8 rows (enough for the text), and most cards are drawn without one.
        rows = len(text.wrap(self.app.console, max(10, box.scrollable_content_region.width)))
        height = max(16, -(-(rows + 1) // 8) * 8)
        if inspector.styles.height is None or inspector.styles.height.value != height:
            inspector.styles.height = height
            inspector.update(text)
        else:
            inspector.update(text, layout=False)
        box.scroll_home(animate=False)

    def on_resize(self, event: Resize) -> None:
        """A new size may show the inspector again (leaving the compact layout) or change its
        width: draw the highlighted card in it again, after the new layout."""
        self.call_after_refresh(self.inspect_highlighted)

    def inspect_highlighted(self) -> None:
        focused = self.focused
        if isinstance(focused, (HandList, ActionList)) and focused.highlighted is not None:
            self.follow(focused, focused.highlighted)

    @property
    def compact(self) -> bool:
        """Whether the inspector and log are off the screen (the compact layout of app.tcss)."""
        return not self.query_one("#inspector-box").display

    # ---- acting ----------------------------------------------------------------------------

    def act(self, action: str) -> bool:
        """Send one action; an illegal one is explained with its rule and nothing changes."""
        try:
            warning = self.session.apply(action)
        except IllegalAction as err:
            self.say(f"Not allowed: {err}")
            return False
        if warning:
            self.notify(warning, severity="error")
        self.after_action()
        return True

    def choose(self, action: ActionView) -> None:
        """Take a listed action; one that leaves a field card below LV1 asks first (9-3-2)."""
        if not action.drops:
            self.act(action.text)
            return
        paying = self.table is not None and self.table.decision is not None and self.table.decision.kind == Kind.PAY
        holder = self.session.holder

        def confirmed(yes: bool | None) -> None:
            if yes and self.session.holder == holder:
                self.act(action.text)

        self.app.push_screen(ConfirmScreen(render.drop_question(action, paying)), confirmed)

    def after_action(self) -> None:
        s = self.session
        if s.game.finished:
            s.holder = None
            self.show()
            self.post_message(self.Finished())
            return
        if self.computer_pace.plays():     # the computer decides: its next action on a timer
            return
        if s.needs_handover and not s.demonstration:
            self.hand_over_if_needed()
        else:
            self.show()
        self.computer_pace.keyboard_back()

    def hand_over_if_needed(self) -> None:
        s = self.session
        if s.game.finished or not s.needs_handover:
            return
        d = s.game.decision
        assert d is not None          # not finished, so someone decides
        if s.alone:                   # one person plays: only they ever hold the keyboard
            s.take_keyboard()
            self.show()
            return
        s.holder = None

        def taken(_: object) -> None:
            s.take_keyboard()
            self.show()
            self.query_one(ActionList).focus()

        def public() -> None:
            if s.holder is None:                     # still behind the curtain
                self.query_one(Inspector).update("")     # the card last inspected may be private
                self.show()

        # Only who takes the keyboard: never why (a burst's hand-over must look like any other).
        # The curtain first: it is opaque, so the board under it is redrawn from the public view
        # only after the curtain's first frame, which the key then reaches at once.
        self.app.push_screen(HandOverScreen(s.game.name(d.player)), taken)
        self.call_after_refresh(public)

    # ---- a demonstration: the computer in both seats, one action per tick ---------------------

    def demo_step(self) -> None:
        """The next action of a demonstration, shown before the next one (a Textual timer)."""
        s = self.session
        if s.game.finished or self.demo is None:
            return
        warning = s.play_one()
        if warning:
            self.notify(warning, severity="error")
        if s.game.finished:
            self.demo.stop()
        self.after_action()

    def action_pause_demo(self) -> None:
        if self.demo is None:
            return
        self.paused = not self.paused
        if self.paused:
            self.demo.pause()
        else:
            self.demo.resume()
        self.notify("Paused: p goes on." if self.paused else "Going on.")

    @on(OptionList.OptionSelected, "#actions")
    def action_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == render.MOVE_ENTRY:
            self.action_move_cores()
            return
        action = self.query_one(ActionList).action_at(event.option_index)
        if action is not None:
            self.choose(action)

    @on(OptionList.OptionSelected, "#hand")
    def hand_selected(self, event: OptionList.OptionSelected) -> None:
        card = self.query_one(HandList).card_at(event.option_index)
        if card is not None:
            self.play_hand_card(card)

    def follow(self, options: FollowedList, index: int) -> None:
        """A new highlight in the hand (the inspector shows the card) or in the actions (the
        prompt previews a payment, the inspector shows the action's card)."""
        if isinstance(options, HandList):
            card = options.card_at(index)
            if card is not None:
                self.inspect_card(card.id)
        elif isinstance(options, ActionList):
            options.remember(index)
            action = options.action_at(index)
            self.query_one(Prompt).highlighted = action
            self.inspect_card(action.card_id if action is not None else None)

    def play_hand_card(self, card: CardView) -> None:
        """Enter on a hand card: do its one legal action, or say why none is legal."""
        legal = [a for a in self.actions if a.from_hand and a.card_id == card.id]
        if len(legal) == 1:
            self.choose(legal[0])
            return
        actions = self.query_one(ActionList)
        if legal:
            texts = {a.text for a in legal}
            actions.highlighted = next(i for i in range(actions.option_count)
                                       if actions.get_option_at_index(i).id in texts)
            actions.focus()
            return
        verb = {"spirit": "summon", "nexus": "place", "magic": "use"}[card.type]
        self.act(f"{verb} {card.id}")     # rejected: the engine says why, citing the rule

    def action_finish(self) -> None:
        """e: end, pass or decline.  Ending the main step with cards still playable, or the attack
        step with spirits still able to attack, asks once first (a second e ends it), unless the
        holder's stop settings say to end such steps without asking."""
        action = self._first("finishes")
        if action is None:
            return
        question = self.ending_question()
        if question and self.end_asked != action.text:
            self.end_asked = action.text
            self.say(question)
            return
        self.act(action.text)

    def ending_question(self) -> str:
        """What `e` would leave undone in this step, as a question ("" when nothing is or the
        holder turned the question off)."""
        view, holder = self.table, self.session.holder
        if view is None or view.decision is None or holder is None:
            return ""
        if self.session.settings[holder][StopPrompt.END_STEP] == Stop.PASS:
            return ""
        return render.ending_question(view.decision.kind, self.actions)

    def action_auto(self) -> None:
        action = self._first("auto")
        if action is not None:
            self.choose(action)

    def action_cancel_payment(self) -> None:
        action = self._first("cancels")
        if action is not None:
            self.act(action.text)

    def action_inspect(self) -> None:
        """The highlighted card in full: in the inspector, or (compact layout) in a dialog."""
        focused = self.focused
        card_id: str | None = None
        if isinstance(focused, HandList):
            card = focused.card_at(focused.highlighted)
            card_id = card.id if card is not None else None
        elif isinstance(focused, ActionList):
            action = focused.action_at(focused.highlighted)
            card_id = action.card_id if action is not None else None
        else:
            return
        if self.compact and card_id in self.cards:
            self.app.push_screen(CardScreen(self.query_one(Inspector).details(self.cards[card_id])))
        else:
            self.inspect_card(card_id)

    def action_show_log(self) -> None:
        """The whole log of the holder's view (the side panel shows its end, or nothing when compact)."""
        view = self.session.view()
        if view is not None:
            self.app.push_screen(LogScreen([(e.rule, e.text) for e in view.log]))

    def action_visible_cards(self) -> None:
        """Any card on view, in full: both fields and trashes, and the holder's hand and burst."""
        view = self.session.shown_view()
        entries: list[tuple[str, str]] = []
        for side in view.players:
            who = side.name
            entries += [(f"{who} field [{fc.label}] {fc.name}", fc.id) for fc in side.field]
            entries += [(f"{who} trash: {c.name}", c.id) for c in reversed(side.trash)]
            entries += [(f"{who} hand: {c.name}", c.id) for c in side.hand or ()]
            if side.burst is not None:
                entries.append((f"{who} burst: {side.burst.name}", side.burst.id))
        inspector = self.query_one(Inspector)
        texts = {cid: inspector.details(self.cards[cid]) for _, cid in entries}
        self.app.push_screen(VisibleCardsScreen(entries, texts))

    def action_move_cores(self) -> None:
        moves = [a.move for a in self.actions if a.move is not None]
        if not moves:
            self.say("Cores move freely only in your own main step (6-6-1-2-3).")
            return

        def chosen(result: tuple[str, str, bool, int] | None) -> None:
            if result is None:
                return
            src, dst, soul, n = result
            for _ in range(n):
                action = next((a for a in self.actions if a.move is not None
                               and (a.move.src, a.move.dst, a.move.soul) == (src, dst, soul)), None)
                if action is None or not self.act(action.text):
                    break

        names = self.table.field_names() if self.table is not None else {}
        self.app.push_screen(MoveCoresScreen(moves, names), chosen)

    def action_command(self) -> None:
        holder = self.session.holder
        if holder is None:
            return

        def typed(text: str | None) -> None:
            if not text:
                return
            # What the player typed (not an action of the view): a concession only for oneself.
            words = " ".join(text.split())
            if (words == "concede" or words.startswith("concede ")) and words != f"concede p{holder + 1}":
                self.say("You may concede only for yourself: ctrl+x (1-2-4).")
                return
            self.act(text)

        self.app.push_screen(CommandScreen(), typed)

    def action_undo(self) -> None:
        """ctrl+z: take back your own last action since you took the keyboard (never one that
        drew, looked, shuffled or checked a burst); the engine replays the rest of the log."""
        if self.session.holder is None:
            return
        try:
            warning = self.session.undo()
        except IllegalAction as err:
            self.say(f"Cannot take back: {err}")
            return
        if warning:
            self.notify(warning, severity="error")
        self.after_action()

    def action_stops(self) -> None:
        """s: the keyboard holder's own stop settings (never the other player's)."""
        holder = self.session.holder
        if holder is None:
            return

        s = self.session
        screen = StopsScreen(s.game.name(holder), s.settings[holder],
                             s.pace if s.computer and not s.demonstration else None)

        def chosen(stops: object) -> None:
            if not isinstance(stops, SeatStops) or s.holder != holder:
                return
            warning = s.set_stops(holder, stops)
            if screen.pace is not None and screen.pace != s.pace:
                warning = s.set_pace(screen.pace) or warning
            self.notify(warning or "Stop settings saved: they apply from the next decision.",
                        severity="error" if warning else "information")

        self.app.push_screen(screen, chosen)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen())

    def action_concede(self) -> None:
        holder = self.session.holder
        if holder is None:
            return
        name = self.session.game.name(holder)

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.act(f"concede p{holder + 1}")

        self.app.push_screen(ConfirmScreen(f"{name}: concede the game? (1-2-4)"), confirmed)
