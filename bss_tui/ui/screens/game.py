"""The board: both players' areas (the keyboard holder below), the holder's hand, the legal
actions, a card inspector and the game log.  It renders only `view(player at the keyboard)`."""

from __future__ import annotations

import textwrap
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ...carddb.loader import load_cards
from ...carddb.text import render_effect
from ...engine import IllegalAction
from ...engine.seats import SeatStops
from .. import render
from ..session import Session, card_names, describe_action
from .dialogs import CardScreen, CommandScreen, ConfirmScreen, LogScreen, MoveCoresScreen, VisibleCardsScreen
from .handover import HandOverScreen
from .help import HelpScreen
from .stops import StopsScreen

FINISHERS = ("end", "pass", "noblock", "done", "no", "keep")
LOG_LINES = 60


class PlayerArea(Vertical):
    """One player's side: a title, resources, and the field."""

    def compose(self) -> ComposeResult:
        yield Static(classes="area-title")
        yield Static(classes="area-resources")          # grows when a line wraps: never clipped
        with VerticalScroll(classes="area-field-box"):  # more field cards than fit: they scroll
            yield Static(classes="area-field")

    def show(self, side: dict[str, Any], title: str, finished: bool, battle: dict[str, Any] | None) -> None:
        self.query_one(".area-title", Static).update(Text(title, style="bold"))
        self.query_one(".area-resources", Static).update(render.resources(side, finished))
        self.query_one(".area-field", Static).update(render.field_lines(side, battle))


class GameScreen(Screen[None]):
    """The layout follows the terminal (app.tcss): below 100 x 30 the inspector and the log leave
    the screen (keys i and l show them), from 120 x 40 the panels get roomier."""

    AUTO_FOCUS = "#actions"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-normal"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-normal-height"), (40, "-tall")]
    BINDINGS = [
        # in footer order: what an 80-column footer must show comes first
        Binding("e", "finish", "End/pass/no"),
        Binding("a", "auto", "Auto pay"),
        Binding("c", "cancel_payment", "Cancel"),
        Binding("m", "move_cores", "Move cores"),
        Binding("f1,question_mark", "help", "Help"),
        Binding("i", "inspect", "Card"),
        Binding("l", "show_log", "Log"),
        Binding("v", "visible_cards", "All cards"),
        Binding("s", "stops", "Stops"),
        Binding("colon", "command", "Type action"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+x", "concede", "Concede"),
        Binding("ctrl+q", "app.quit", "Quit"),
    ]

    class Finished(Message):
        """The game is over."""

    def __init__(self, session: Session) -> None:
        super().__init__(id="game")
        self.session = session
        self.names = card_names()
        self.cards = load_cards()
        self._log_viewer: object = "unset"
        self._log_count = 0
        self._log_width = 0
        self._options: list[str] = []      # the legal actions shown (the footer's keys follow them)
        # (holder, decision kind) -> the action last highlighted there and its place in the list
        self._highlight: dict[tuple[int | None, str], tuple[str, int]] = {}
        self._kind = ""

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with Vertical(id="board"):
                yield PlayerArea(id="opponent")
                yield PlayerArea(id="me")
                yield Static("Your hand", id="hand-title")
                yield OptionList(id="hand", markup=False)
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield OptionList(id="actions", markup=False)
                with VerticalScroll(id="inspector-box"):
                    yield Static(id="inspector")
                yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.call_after_refresh(self._first_show)

    def _first_show(self) -> None:
        warning = self.session.begin()      # decisions that need nobody (a resumed or new game)
        if warning:
            self.notify(warning, severity="error")
        if self.session.game.finished:
            self.after_action()
            return
        self.show()              # after the first layout, so the log wraps at its real width
        self.hand_over_if_needed()

    # ---- rendering ------------------------------------------------------------------------

    def player_names(self) -> list[str]:
        g = self.session.game
        return [g.name(0), g.name(1)]

    def show(self) -> None:
        s = self.session
        view = s.view()
        holder = s.holder
        if view is None:
            view = s.public_view()
            me = s.decider if s.decider is not None else 0
        else:
            me = holder if holder is not None else 0
        names = self.player_names()
        finished = s.game.finished
        self.query_one("#status", Static).update(render.status_line(view, names))
        mine, theirs = view["players"][me], view["players"][1 - me]
        battle = view["battle"]
        self.query_one("#opponent", PlayerArea).show(theirs, f"{names[1 - me]} (opponent)", finished, battle)
        self.query_one("#me", PlayerArea).show(mine, f"{names[me]} (at the keyboard)" if holder is not None
                                                else f"{names[me]} (next to play)", finished, battle)
        self._show_hand(mine)
        self._show_actions(view)
        self._show_log(view, holder)

    def _show_hand(self, mine: dict[str, Any]) -> None:
        hand = self.query_one("#hand", OptionList)
        hand.clear_options()
        if mine["hand"] is None:
            hand.add_option(Option(f"({mine['hand_count']} cards, hidden)", disabled=True))
            return
        for i, card in enumerate(mine["hand"]):
            full = self.cards.get(card["id"])
            facts = f" · {full.type}, cost {full.cost}" if full is not None else ""
            hand.add_option(Option(f"{card['name']} ({card['id']}){facts}", id=f"{i}:{card['id']}"))

    def _show_actions(self, view: dict[str, Any]) -> None:
        actions = self.query_one("#actions", OptionList)
        prompt = self.query_one("#prompt", Static)
        actions.clear_options()
        d = view["decision"]
        options: list[str] = list(d["options"]) if d is not None and "options" in d else []
        if options != self._options:
            self._options = options
            self.refresh_bindings()
        if d is None or "options" not in d:
            prompt.update("Waiting for the keyboard to change hands." if d else "The game is over.")
            self._kind = ""
            return
        prompt.update(Text(d["prompt"], style="bold"))
        moves = sum(1 for a in d["options"] if a.startswith("move "))
        shown = render.shown_actions(d["options"])
        for action in shown:
            if action == render.MOVE_ENTRY:
                actions.add_option(Option(f"move cores… (m: from, to, how many; {moves} moves possible)",
                                          id=action))
                continue
            label = describe_action(action, view, self.names, self.player_names())
            words = action.split()
            if words[0] == "use" and len(words) == 3 and words[1] in self.cards:   # which effect (10-8-3)
                label += " · " + render_effect(self.cards[words[1]].effects[int(words[2]) - 1], "magic")
            actions.add_option(Option(label, id=action))
        self._kind = d["kind"]
        actions.highlighted = self._restored_highlight(shown)

    # The keys that only mean something for some decisions are in the footer only then.
    _NEEDS = {"auto": ("pay auto", "put auto"), "cancel_payment": ("cancel",)}

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        options = self._options
        if action in self._NEEDS:
            return any(word in options for word in self._NEEDS[action])
        if action == "move_cores":
            return any(a.startswith("move ") for a in options)
        if action == "undo":
            return self.session.can_undo
        if action == "stops":
            return self.session.holder is not None
        return True

    def _restored_highlight(self, shown: list[str]) -> int:
        """The highlight stays where it was for this player and kind of decision: on the same
        action if it is still there, else at the same place in the list."""
        last = self._highlight.get((self.session.holder, self._kind))
        if last is None or not shown:
            return 0
        action, index = last
        return shown.index(action) if action in shown else min(index, len(shown) - 1)

    def _show_log(self, view: dict[str, Any], holder: int | None) -> None:
        log = self.query_one("#log", RichLog)
        lines = view["log"]
        width = log.scrollable_content_region.width
        if self._log_viewer != holder or width != self._log_width:
            # another reader or another width (lines are wrapped by hand): start again
            log.clear()
            self._log_viewer = holder
            self._log_width = width
            self._log_count = max(0, len(lines) - LOG_LINES)
        if holder is None:
            return                           # nobody is reading while the keyboard changes hands
        if not log.display or width < 20:
            self._log_viewer = "unset"       # hidden (compact layout): written when it shows again
            return
        text_width = max(20, width - 11)
        for entry in lines[self._log_count:]:
            # Wrapped lines stay in the text column, under the text rather than the rule id.
            body = ("\n" + " " * 11).join(textwrap.wrap(entry["text"], text_width)) or entry["text"]
            log.write(Text.assemble((f"{entry['rule']:>10} ", "dim"), body))
        self._log_count = len(lines)

    def on_resize(self) -> None:
        """A new size may show the log again or change its width: rewrite it after the layout."""
        self.call_after_refresh(self._refresh_log)

    def _refresh_log(self) -> None:
        view = self.session.view()
        if view is not None:
            self._show_log(view, self.session.holder)

    def inspect_card(self, card_id: str | None) -> None:
        inspector = self.query_one("#inspector", Static)
        card = self.cards.get(card_id) if card_id else None
        if card is None:
            return
        text = render.card_details(card)
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
            self.query_one("#prompt", Static).update(Text(f"Not allowed: {err}", style="bold red"))
            return False
        if warning:
            self.notify(warning, severity="error")
        self.after_action()
        return True

    def after_action(self) -> None:
        self.refresh_bindings()          # whether ctrl+z can take this back
        s = self.session
        if s.game.finished:
            s.holder = None
            self.show()
            self.post_message(self.Finished())
            return
        if s.needs_handover:
            self.hand_over_if_needed()
        else:
            self.show()

    def hand_over_if_needed(self) -> None:
        s = self.session
        if s.game.finished or not s.needs_handover:
            return
        s.holder = None
        self.query_one("#inspector", Static).update("")     # the card last inspected may be private
        self.show()
        d = s.game.decision
        assert d is not None          # not finished, so someone decides

        def taken(_: object) -> None:
            s.take_keyboard()
            self.show()
            self.query_one("#actions", OptionList).focus()

        # Only who takes the keyboard: never why (a burst's hand-over must look like any other).
        self.app.push_screen(HandOverScreen(s.game.name(d.player)), taken)

    def _legal(self) -> list[str]:
        return self.session.game.legal_actions() if self.session.holder is not None else []

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "actions" and event.option.id == render.MOVE_ENTRY:
            self.action_move_cores()
        elif event.option_list.id == "actions" and event.option.id:
            self.act(event.option.id)
        elif event.option_list.id == "hand" and event.option.id:
            self.play_hand_card(event.option.id.split(":", 1)[1])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        oid = event.option.id or ""
        if event.option_list.id == "hand" and ":" in oid:
            self.inspect_card(oid.split(":", 1)[1])
        elif event.option_list.id == "actions":
            if self._kind and event.option_index is not None:
                self._highlight[(self.session.holder, self._kind)] = (oid, event.option_index)
            self.inspect_card(self._card_in(oid))

    def _card_in(self, action: str) -> str | None:
        """The card an action is about: a card id, or a field label of the holder's view."""
        view = self.session.view()
        labels: dict[str, str] = ({fc["label"]: fc["id"] for side in view["players"] for fc in side["field"]}
                                  if view else {})
        for word in action.split()[1:]:
            if word in self.cards:
                return word
            if word in labels:
                return labels[word]
        return None

    def play_hand_card(self, card_id: str) -> None:
        """Enter on a hand card: do its one legal action, or say why none is legal."""
        legal = [a for a in self._legal() if card_id in a.split()[1:2]]
        if len(legal) == 1:
            self.act(legal[0])
            return
        if legal:
            actions = self.query_one("#actions", OptionList)
            actions.highlighted = next(i for i in range(actions.option_count)
                                       if actions.get_option_at_index(i).id in legal)
            actions.focus()
            return
        card = self.cards[card_id]
        verb = {"spirit": "summon", "nexus": "place", "magic": "use"}[card.type]
        self.act(f"{verb} {card_id}")     # rejected: the engine says why, citing the rule

    def action_finish(self) -> None:
        legal = self._legal()
        for word in FINISHERS:
            if word in legal:
                self.act(word)
                return
        if legal:
            self.query_one("#prompt", Static).update("Nothing to end or pass here: choose one of the actions.")

    def action_auto(self) -> None:
        for word in ("pay auto", "put auto"):
            if word in self._legal():
                self.act(word)
                return

    def action_cancel_payment(self) -> None:
        if "cancel" in self._legal():
            self.act("cancel")

    def action_inspect(self) -> None:
        """The highlighted card in full: in the inspector, or (compact layout) in a dialog."""
        focused = self.focused
        if isinstance(focused, OptionList) and focused.highlighted is not None:
            oid = focused.get_option_at_index(focused.highlighted).id or ""
            card_id = oid.split(":", 1)[1] if ":" in oid else self._card_in(oid)
            if self.compact and card_id in self.cards:
                self.app.push_screen(CardScreen(render.card_details(self.cards[card_id])))
            else:
                self.inspect_card(card_id)

    def action_show_log(self) -> None:
        """The whole log of the holder's view (the side panel shows its end, or nothing when compact)."""
        view = self.session.view()
        if view is not None:
            self.app.push_screen(LogScreen([(e["rule"], e["text"]) for e in view["log"]]))

    def action_visible_cards(self) -> None:
        """Any card on view, in full: both fields and trashes, and the holder's hand and burst."""
        view = self.session.view() or self.session.public_view()
        names = self.player_names()
        entries: list[tuple[str, str]] = []
        for seat, side in enumerate(view["players"]):
            who = names[seat]
            entries += [(f"{who} field [{fc['label']}] {fc['name']}", fc["id"]) for fc in side["field"]]
            entries += [(f"{who} trash: {c['name']}", c["id"]) for c in reversed(side["trash"])]
            entries += [(f"{who} hand: {c['name']}", c["id"]) for c in side["hand"] or []]
            if side["burst"] is not None:
                entries.append((f"{who} burst: {side['burst']['name']}", side["burst"]["id"]))
        texts = {cid: render.card_details(self.cards[cid]) for _, cid in entries}
        self.app.push_screen(VisibleCardsScreen(entries, texts))

    def action_move_cores(self) -> None:
        moves = [a for a in self._legal() if a.startswith("move ")]
        if not moves:
            self.query_one("#prompt", Static).update("Cores move freely only in your own main step (6-6-1-2-3).")
            return

        def chosen(result: tuple[str, str, bool, int] | None) -> None:
            if result is None:
                return
            src, dst, soul, n = result
            text = f"move {src} {dst}" + (" soul" if soul else "")
            for _ in range(n):
                if text not in self._legal() or not self.act(text):
                    break

        view = self.session.view()
        names = {fc["label"]: fc["name"] for side in view["players"] for fc in side["field"]} if view else {}
        self.app.push_screen(MoveCoresScreen(moves, names), chosen)

    def action_command(self) -> None:
        holder = self.session.holder
        if holder is None:
            return

        def typed(text: str | None) -> None:
            if not text:
                return
            if text.split()[0] == "concede" and " ".join(text.split()) != f"concede p{holder + 1}":
                self.query_one("#prompt", Static).update(
                    Text("You may concede only for yourself: ctrl+x (1-2-4).", style="bold red"))
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
            self.query_one("#prompt", Static).update(Text(f"Cannot take back: {err}", style="bold red"))
            return
        if warning:
            self.notify(warning, severity="error")
        self.after_action()

    def action_stops(self) -> None:
        """s: the keyboard holder's own stop settings (never the other player's)."""
        holder = self.session.holder
        if holder is None:
            return

        def chosen(stops: object) -> None:
            if not isinstance(stops, SeatStops) or self.session.holder != holder:
                return
            warning = self.session.set_stops(holder, stops)
            self.notify(warning or "Stop settings saved: they apply from the next decision.",
                        severity="error" if warning else "information")

        self.app.push_screen(StopsScreen(self.session.game.name(holder), self.session.settings[holder]), chosen)

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
