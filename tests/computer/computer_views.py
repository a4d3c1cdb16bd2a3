"""Hand-made views for the computer's heuristics: `choose` takes a view, so a test can give it
exactly the position it is about (engine/operations/view.py's types, filled in by hand)."""

from __future__ import annotations

from bss_tui.engine.operations.view import (ActionView, BattleView, CardView, DecisionView, FieldCardView,
    MoveView, SideView, TableView)


def spirit(label: str, card_id: str, level: int, bp: int, cores: int, exhausted: bool = False,
           symbols: int = 1, soul: bool = False) -> FieldCardView:
    owner = "p1" if label.startswith("A") else "p2"
    return FieldCardView(label, card_id, card_id, "spirit", level, bp, cores, soul, exhausted, symbols, owner)


def side(seat: str, life: int = 5, reserve: int = 0, field: tuple[FieldCardView, ...] = (),
         hand: tuple[str, ...] | None = None, burst_set: bool = False, soul_core: str = "trash",
         hand_count: int | None = None) -> SideView:
    """A side; `hand` only for the viewer's own (the opponent's is a count, `hand_count`)."""
    cards = None if hand is None else tuple(CardView(c, c, "spirit") for c in hand)
    count = len(hand or ()) if hand_count is None else hand_count
    return SideView(seat, seat, life, reserve, 0, soul_core, 30, count, cards, (), burst_set, None, field)


def act(text: str, **kw: object) -> ActionView:
    return ActionView(text, text.split(" ", 1)[0], **kw)  # type: ignore[arg-type]


def finish(text: str) -> ActionView:
    return ActionView(text, text, finishes=True)


def move(src: str, dst: str, soul: bool = False) -> ActionView:
    text = f"move {src} {dst}" + (" soul" if soul else "")
    return ActionView(text, "move", labels=tuple(p for p in (src, dst) if p != "reserve"),
                      move=MoveView(src, dst, soul))


def table(kind: str, options: list[ActionView], me: SideView, them: SideView, active: str = "p1",
          battle: BattleView | None = None, resolving: tuple[str, ...] = ()) -> TableView:
    """p1 (`me`) decides `kind` among `options`; `resolving`: the ids of the cards being resolved."""
    decision = DecisionView("p1", kind, "", "", tuple(options))
    cards = tuple(CardView(c, c, "magic") for c in resolving)
    return TableView("p1", 3, "main", active, "p1", None, "", (me, them), cards, battle, decision, ())
