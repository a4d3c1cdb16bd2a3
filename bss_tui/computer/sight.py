"""What the computer's seat sees, with the card facts it needs: levels, BP, costs and spare cores
worked out from its view (engine/operations/view.py) and the printed cards, never from engine state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..carddb.schema import Card
from ..engine.operations.view import ActionView, FieldCardView, SideView, TableView

RESERVE = "reserve"
SUMMON_CORES = 2     # a cheap starter spirit, its reduction counted, and its LV1 core


@dataclass(frozen=True)
class Sight:
    view: TableView
    cards: Mapping[str, Card]

    # ---- sides ---------------------------------------------------------------------------------

    @property
    def me(self) -> SideView:
        return next(s for s in self.view.players if s.seat == self.view.viewer)

    @property
    def them(self) -> SideView:
        return next(s for s in self.view.players if s.seat != self.view.viewer)

    @property
    def options(self) -> tuple[ActionView, ...]:
        return self.view.actions

    @property
    def finish(self) -> str | None:
        """The option that ends, passes or declines; None when the rules force a choice (an
        effect that makes a spirit attack or block, 7-1-3)."""
        return next((a.text for a in self.options if a.finishes), None)

    def card(self, card_id: str | None) -> Card | None:
        return None if card_id is None else self.cards.get(card_id)

    def cost_of(self, card_id: str | None) -> int:
        card = self.card(card_id)
        return card.cost if card is not None else 0

    def find(self, label: str | None) -> FieldCardView | None:
        for side in self.view.players:
            for fc in side.field:
                if fc.label == label:
                    return fc
        return None

    def mine(self, label: str | None) -> bool:
        return any(fc.label == label for fc in self.me.field)

    @staticmethod
    def spirits(side: SideView) -> list[FieldCardView]:
        return [fc for fc in side.field if fc.type == "spirit"]

    # ---- cores and levels ----------------------------------------------------------------------

    def level_at(self, fc: FieldCardView, cores: int) -> int:
        """The level `fc` would have with `cores` cores on it, soul core included (2-10-3)."""
        card = self.card(fc.id)
        if card is None:
            return fc.level
        table = card.level_by_cores
        return table[cores] if cores < len(table) else table[-1]

    def spare(self, fc: FieldCardView) -> int:
        """Ordinary cores `fc` can give without its level falling."""
        total = fc.cores + fc.soul
        level = self.level_at(fc, total)
        keep = total
        while keep > 0 and self.level_at(fc, keep - 1) == level:
            keep -= 1
        return min(fc.cores, total - keep)

    def next_level_gap(self, fc: FieldCardView) -> int | None:
        """How many more cores raise `fc` one level; None at its top level."""
        total = fc.cores + fc.soul
        level = self.level_at(fc, total)
        card = self.card(fc.id)
        top = len(card.level_by_cores) - 1 if card is not None else total
        for more in range(1, top - total + 1):
            if self.level_at(fc, total + more) > level:
                return more
        return None

    @property
    def reserve_cores(self) -> int:
        """The cores in the reserve, the soul core included."""
        me = self.me
        return me.reserve + (me.soul_core == RESERVE)

    @property
    def free_cores(self) -> int:
        """Cores that can pay a cost without lowering any level: the reserve and every spare core."""
        return self.reserve_cores + sum(self.spare(fc) for fc in self.me.field)

    @staticmethod
    def cost(action: ActionView) -> int:
        """What playing the action's hand card costs now (the view says, reductions counted)."""
        return action.cost or 0

    def playable(self, action: ActionView) -> bool:
        """The card's cost and its LV1 cores fit in the free cores."""
        card = self.card(action.card_id)
        lv1 = card.lv1_cores if card is not None else 0
        return self.cost(action) + lv1 <= self.free_cores

    def moves_on(self, action: ActionView) -> bool:
        """An action that moves the game on: a card played from the hand (magic used included) that the
        free cores pay for, an attack, a block, or the option that ends the step or passes; never a free
        core move, which the next decision could undo (the easy level's draws, the hard level's
        candidates)."""
        if action.finishes:
            return True
        if action.from_hand:
            return self.playable(action)
        return action.verb in ("attack", "block")

    # ---- battle --------------------------------------------------------------------------------

    @staticmethod
    def bp(fc: FieldCardView) -> int:
        return fc.bp or 0

    def blockers(self, side: SideView) -> list[FieldCardView]:
        """The spirits of `side` that could block now: refreshed ones (7-1-3-1)."""
        return [fc for fc in self.spirits(side) if not fc.exhausted and fc.level >= 1]

    def threat(self, side: SideView) -> list[int]:
        """The attacks `side` could make in its next turn, each as the life it would take unblocked
        (its symbols, 7-1-5-2), most first: its spirits now, and the spirits its hand and cores could
        add (the reserve, the trash's cores that come back at the refresh step, one from the core
        step; SUMMON_CORES a spirit)."""
        attacks = [max(fc.symbols, 1) for fc in self.spirits(side) if fc.level >= 1]
        cores = side.reserve + side.trash_cores + 1
        attacks += [1] * min(side.hand_count, cores // SUMMON_CORES)
        return sorted(attacks, reverse=True)
