"""The keyboard holder's legal actions, as a list whose highlight cannot land on a finishing
action by accident (issue 26, part 1)."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets.option_list import Option

from .. import render
from ...carddb.schema import Card
from ...carddb.text import render_effect
from ...engine.operations.view import ActionView, TableView
from .followed import FollowedList, Follower


class ActionList(FollowedList):
    """The legal actions of the holder; the core moves are one entry (the m dialog).  The
    highlight follows the action it was on for this player and kind of decision; it never
    starts on, or wraps onto, an action that finishes (end, pass, no block, done, no), so Enter
    pressed out of habit cannot end a step."""

    table: reactive[TableView | None] = reactive(None)

    def __init__(self, cards: dict[str, Card], id: str, follower: Follower) -> None:
        super().__init__(id, follower)
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
                label = f"move cores… (m: from, to, how many; {moves} move{'s' if moves != 1 else ''} possible)"
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
