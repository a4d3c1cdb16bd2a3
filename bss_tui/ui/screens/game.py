"""The board: both players' areas (the keyboard holder below), the holder's hand, the legal
actions, a card inspector and the game log.

It renders only the engine's typed view (engine/operations/view.py): the screen holds one `TableView` in a
reactive, replaced after every action and hand-over, and each widget redraws itself from it
(bound with `data_bind`; the widgets are in ../widgets).  Actions are the view's `ActionView`s:
the UI sends their text back and reads their fields, never re-parsing the text."""

from __future__ import annotations

import gc
from typing import Callable, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import OptionList, Static

from .. import render
from ...carddb.loader import load_cards
from ...computer.hints import Hint, NoHint
from ...computer.hints import hint as make_hint
from ...engine import IllegalAction
from ...engine.model.decisions import Kind
from ...engine.model.seats import Prompt as StopPrompt
from ...engine.model.seats import SeatStops, Stop
from ...engine.operations.view import ActionView, CardView, TableView
from ..hinting import HINT_CHOOSER, hints_on
from ..session import Session
from ..widgets.actions import ActionList
from ..widgets.area import PlayerArea
from ..widgets.computer_turn import ComputerLine, ComputerPace
from ..widgets.field import Board
from ..widgets.followed import FollowedList
from ..widgets.hand import HandList
from ..widgets.inspector import Inspector
from ..widgets.keybar import KeyBar
from ..widgets.log import GameLog
from ..widgets.prompt import Prompt
from ..widgets.status import StatusLine
from .dialogs import CardScreen, CommandScreen, ConfirmScreen, LogScreen, MoveCoresScreen, VisibleCardsScreen
from .handover import HandOverScreen
from .help import HelpScreen
from .hint import HintScreen
from .stops import StopsScreen

DEMO_PAUSE = 0.6     # seconds between two actions of a demonstration (computer against computer)
SETTLE_PASSES = 3    # layouts at most in one frame (GameScreen._refresh_layout)


class GameScreen(Screen[None]):
    """The layout follows the terminal (app.tcss): below 100 x 30 the inspector and the log leave
    the screen (keys i and l show them), from 120 x 40 the panels get roomier."""

    AUTO_FOCUS = "#actions"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-normal"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-normal-height"), (40, "-tall")]
    BINDINGS = [
        # in footer order; their rank is KEY_PRIORITY (help ranks lower): at 80 columns the last ones
        # take their short label first, and are left out first when even those do not fit
        Binding("e", "finish", "End/pass/no"),
        Binding("a", "auto", "Auto pay"),
        Binding("c,escape", "cancel_payment", "Cancel"),
        Binding("m", "move_cores", "Move cores"),
        Binding("ctrl+z", "undo", "Undo"),
        # where hints are off (check_action), ? falls through to the help below
        Binding("question_mark", "suggest", "Suggest a move"),
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
    # help below the card, log and all-cards keys: where ? suggests a move, help is F1, the key
    # to leave out first at 80 columns (the help screen is also where every key is listed)
    KEY_PRIORITY: tuple[str, ...] = ("finish", "auto", "cancel_payment", "move_cores", "undo", "suggest", "inspect", "show_log",
                    "visible_cards", "help", "stops", "concede", "pause_demo", "command", "app.quit")
    SHORT_LABELS: dict[str, str] = {"finish": "End", "auto": "Auto", "move_cores": "Move", "visible_cards": "Cards",
                    "pause_demo": "Pause", "command": "Type", "suggest": "Suggest"}

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
        self.curtain: HandOverScreen | None = None          # one hand-over screen for the whole game
        self.hint_asked: tuple[object, object] | None = None   # the decision a hint is being worked out for

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status").data_bind(GameScreen.table)
        yield ComputerLine(id="computer-line")
        with Horizontal(id="body"):
            with Board(id="board"):
                yield PlayerArea(False, id="opponent", cards=self.cards).data_bind(GameScreen.table)
                yield PlayerArea(True, id="me", cards=self.cards).data_bind(GameScreen.table)
                yield Static("Your hand", id="hand-title")
                yield HandList(self.cards, id="hand", follower=self.follow).data_bind(GameScreen.table)
            with Vertical(id="side"):
                yield Prompt(id="prompt").data_bind(GameScreen.table)
                yield ActionList(self.cards, id="actions", follower=self.follow).data_bind(GameScreen.table)
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

    # ---- one layout a frame -------------------------------------------------------------------

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        """Lay the board out until its sizes settle, then draw it once: a hand-over uncovers it in one frame.

        Textual lays out, draws, and then lays out again in a later frame (1/60 s on) when the
        layout itself changed what a widget needs: an auto-height prompt's new height, a list's
        new scrollable size, a scroll bar that appears.  After a hand-over that was three frames of
        30-40 ms each; here those layouts follow at once and the screen is drawn when none is
        asked for.  (Textual 8.2's private layout machinery: `_compositor_refresh` draws, a widget's
        `_layout_required` is its request, taken as `Widget._check_refresh` and `Screen._on_layout`
        take it.)"""
        if scroll or not self.is_current or self.app._batch_count:
            super()._refresh_layout(size, scroll)
            return
        draw = self._compositor_refresh
        self._compositor_refresh = lambda: None       # type: ignore[method-assign]
        try:
            for passes in range(1, SETTLE_PASSES + 1):
                super()._refresh_layout(size, scroll)
                # after the last pass a request is left to Textual (a layout in the next frame)
                if passes == SETTLE_PASSES or not self._take_layout_requests():
                    break
        finally:
            del self._compositor_refresh
        # Widgets changed since the last frame would each ask for a repaint after this frame (and
        # the screen uncovered by a hand-over for a whole one): drawn in this one instead.
        repaint = {widget for widget in self._compositor.visible_widgets if widget._repaint_required}
        if self._repaint_required:
            repaint.add(self)
        for widget in repaint:
            widget._repaint_required = False
        self._compositor.update_widgets(repaint)
        draw()

    def _take_layout_requests(self) -> bool:
        """The layouts widgets asked for during the last one, taken now rather than in a later frame;
        False when none was."""
        asked: list[Widget] = []
        for widget in self._compositor.widgets:
            asked += [w for w in (widget, widget._vertical_scrollbar, widget._horizontal_scrollbar)
                      if w is not None and w._layout_required]
        for widget in asked:
            widget._layout_required = False
            for ancestor in widget.ancestors:
                if not isinstance(ancestor, Widget):
                    break
                ancestor._clear_arrangement_cache()
                ancestor._layout_updates += 1
                if not ancestor.styles.auto_dimensions:
                    break
        return bool(asked)

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

    # When a key means something (None: shown dimmed), by the action of its binding; the keys not
    # named here always do.  A test checks that each name is an action of BINDINGS.
    OFFERED: ClassVar[dict[str, Callable[[GameScreen], bool | None]]] = {
        "finish": lambda s: True if s._first("finishes") is not None else None,
        "auto": lambda s: s._first("auto") is not None,
        "cancel_payment": lambda s: s._first("cancels") is not None,
        "move_cores": lambda s: any(a.move is not None for a in s.actions),
        "undo": lambda s: s.session.can_undo,
        "stops": lambda s: s.session.holder is not None,
        "command": lambda s: s.session.holder is not None,
        "concede": lambda s: s.session.holder is not None,
        "pause_demo": lambda s: s.session.demonstration and not s.session.game.finished,
        "suggest": lambda s: hints_on(s.session),      # False: hidden, and ? opens the help
    }

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys that only mean something for some decisions are in the footer only then."""
        offered = self.OFFERED.get(action)
        return True if offered is None else offered(self)

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

        def taken() -> None:
            s.take_keyboard()
            self.show()
            self.query_one(ActionList).focus()

        def public() -> None:
            if s.holder is None:                     # still behind the curtain
                self.query_one(Inspector).update("")     # the card last inspected may be private
                self.show()
                # The app waits for a person here: the garbage of the last player's part is
                # collected now, not by a full collection (30-40 ms) after the space bar.
                self.call_after_refresh(gc.collect)

        # Only who takes the keyboard: never why (a burst's hand-over must look like any other).
        # The curtain first: it is opaque, so the board under it is redrawn from the public view
        # only after the curtain's first frame, which the key then reaches at once.  At the space
        # bar the board takes the next player's view before the curtain goes (taken), so the
        # frame that uncovers it draws it whole.
        self.app.push_screen(self.hand_over_screen(s.game.name(d.player), taken))
        self.call_after_refresh(public)

    def hand_over_screen(self, player: str, taken: Callable[[], None]) -> HandOverScreen:
        """The game's one curtain, named for the next player.  It stays installed between hand-overs
        (a removed screen makes Textual lay the whole app out again once the board is uncovered) and
        is removed with the game screen."""
        if self.curtain is None:
            self.curtain = HandOverScreen(player, taken)
            self.app.install_screen(self.curtain, f"handover-{id(self)}")
        else:
            self.curtain.prepare(player, taken)
        return self.curtain

    def on_unmount(self) -> None:
        curtain, self.curtain = self.curtain, None
        if curtain is not None and curtain not in self.app.screen_stack:
            self.app.uninstall_screen(curtain)
            if curtain.is_mounted:
                curtain.remove()

    # ---- a demonstration: the computer in both seats, one action per tick ---------------------

    def demo_step(self) -> None:
        """The next action of a demonstration, shown before the next one (a Textual timer)."""
        s = self.session
        if s.game.finished or self.demo is None:
            return
        if s.thinks_now:           # a level that thinks: in a thread, the timer waiting meanwhile
            self.demo.pause()
            self.computer_pace.think(self.demo_play)
            return
        self.demo_play(None)

    def demo_play(self, action: str | None) -> None:
        """Play the demonstration's next action (`action`: what a thinking program chose)."""
        s = self.session
        if self.demo is None:
            return
        warning = s.play_one(action)
        if warning:
            self.notify(warning, severity="error")
        if s.game.finished:
            self.demo.stop()
        elif action is not None and not self.paused:
            self.demo.resume()
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

    # ---- hints (?): the suggested move for the player at the keyboard ---------------------------

    def action_suggest(self) -> None:
        """?: a hint for the holder's decision, worked out in a thread on a copy of the game (a
        searching program may think for a second); "thinking" meanwhile, and a hint that arrives
        after the decision changed is dropped (hint_ready)."""
        holder = self.session.holder
        if holder is None or not hints_on(self.session):
            return
        asked = (self.table, self.session.game.decision)
        if self.hint_asked is not None and self.still_asked(self.hint_asked, holder):
            return                          # already thinking about this decision
        self.hint_asked = asked
        game = self.session.game.copy()     # the board goes on with the real one meanwhile
        self.say("Thinking of a move to suggest...")

        def work() -> None:
            try:
                found: Hint | str = make_hint(game, holder, HINT_CHOOSER, self.cards)
            except NoHint as err:
                found = f"No hint here: {err}."
            except Exception as err:    # noqa: BLE001 - a failing program must not leave "thinking" on
                found = f"No hint: the program failed ({type(err).__name__})."
            self.app.call_from_thread(self.hint_ready, asked, holder, found)

        self.run_worker(work, thread=True, group="hint", exclusive=True, exit_on_error=False)

    def still_asked(self, asked: tuple[object, object], holder: int) -> bool:
        """The decision a hint was asked for is still the one on screen, for the same player, with
        no dialog over the board: else the hint is dropped (never shown across a hand-over)."""
        return (self.is_current and self.session.holder == holder and hints_on(self.session)
                and asked[0] is self.table and asked[1] is self.session.game.decision)

    def hint_ready(self, asked: tuple[object, object], holder: int, found: Hint | str) -> None:
        if asked is not self.hint_asked:
            return                          # an older question's answer
        self.hint_asked = None
        if not self.still_asked(asked, holder):
            if asked[0] is self.table:      # the same board under a dialog: no "thinking" left behind
                self.say("")
            return
        if isinstance(found, str):
            self.say(found)
            return
        self.say("")

        def answered(take: bool | None) -> None:
            action = next((a for a in self.actions if a.text == found.action), None)
            if take and action is not None and self.still_asked(asked, holder):
                self.choose(action)

        self.app.push_screen(HintScreen(found), answered)

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
