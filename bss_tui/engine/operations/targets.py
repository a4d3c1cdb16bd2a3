"""Choosing what an effect applies to (8-5-3)."""

from __future__ import annotations

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.context import Ctx, live
from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, decide
from ..model.state import FieldCard
from ..model.table import Table
from ..rules import derived

UNLIMITED = 10 ** 6
Selected = FieldCard | Card


def select(g: Table, ctx: Ctx, target: E.Target, taken: list[Selected] | None = None) -> Flow[list[Selected]]:
    """The cards an action applies to, as a list (field cards, or cards for hand/trash zones);
    `taken`: cards the effect has already chosen, which a selection joining them cannot pick again."""
    st = g.st
    if isinstance(target, E.ThisTarget):
        fc = live(g, ctx.source)
        return [fc] if fc is not None else []
    if isinstance(target, E.ThoseTarget):
        cards = ctx.chosen if target.chosen else ctx.those
        return [c for c in cards if (not isinstance(c, FieldCard) or st.find(c.uid) is c)
                and (not target.changed or c in ctx.changed)]
    if isinstance(target, E.EventTarget):
        fc = live(g, ctx.event_card)
        return [fc] if fc is not None else []
    if isinstance(target, E.BattleTarget):
        b = st.battle
        if target.kind == "linked":        # the spirit this card is linked to (11-18-1)
            src = live(g, ctx.source)
            uid = derived.linked_spirit(st, src.uid, "linked") if src is not None else None
        else:
            uid = None if b is None else (b.attacker if target.kind == "attacker" else b.blocker)
        fc = st.find(uid) if uid else None
        return [fc] if fc is not None else []
    src = live(g, ctx.source)
    if isinstance(target, E.AllTarget) and target.zone != "field":    # every match of an area, no choice
        side = ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat
        refs = derived.references(st, ctx.seat, ctx.event_card, ctx.those)
        found = [c for c in getattr(st.players[side], target.zone)
                 if derived.card_matches(c, target.filter, ctx.event_card, refs=refs, in_trash=target.zone == "trash")]
        if target.filter.this == "exclude":      # "other than this card" (PR-072): this card lying there stays out
            mine = next((c for c in found if c is ctx.card), next((c for c in found if c == ctx.card), None))
            found = [c for c in found if c is not mine]
        return found
    if isinstance(target, E.AllTarget):
        return [fc for fc in list(st.field) if _fits(g, ctx, fc, target.filter, src)
                or target.alt is not None and _fits(g, ctx, fc, target.alt, src)]
    return (yield from _choose(g, ctx, target, src, taken or []))


def _fits(g: Table, ctx: Ctx, fc: FieldCard, f: E.CardFilter, src: FieldCard | None) -> bool:
    return derived.matches(g.st, fc, f, ctx.seat, src, event=ctx.event_card, those=ctx.those) and \
        (not f.families_as_those or _kin(g, ctx, fc))


def _cost_of(g: Table, c: FieldCard | Card) -> int:
    if isinstance(c, FieldCard):
        return derived.field_cost(g.st, c) if g.st.find(c.uid) is c else c.card.cost
    return c.cost


def _kin(g: Table, ctx: Ctx, fc: FieldCard) -> bool:
    """`fc` is one of the previous directive's field cards or shares a spirit type with one of them
    (families_as_those: BSS03-120)."""
    st = g.st
    chosen = [c for c in ctx.those if isinstance(c, FieldCard) and st.find(c.uid) is c]
    if any(c is fc for c in chosen):
        return True
    kinds = {family for c in chosen for family in derived.families_of(st, c)}
    if derived.every_family(st, fc):          # every spirit type (PR-071): it shares any type there is
        return bool(kinds) or any(derived.every_family(st, c) for c in chosen)
    if any(derived.every_family(st, c) for c in chosen):
        return bool(derived.families_of(st, fc))
    return any(family in kinds for family in derived.families_of(st, fc))


def candidates(g: Table, ctx: Ctx, target: E.SelectTarget, src: FieldCard | None) -> dict[str, Selected]:
    """What may be selected, by its name in the notation (a label, or a card id)."""
    st = g.st
    if target.zone == "field":
        return {fc.label: fc for fc in st.field
                if (_fits(g, ctx, fc, target.filter, src) or target.alt is not None and _fits(g, ctx, fc, target.alt, src))
                and not (target.selects and derived.unselectable(st, fc, ctx.seat, ctx.card, src))}
    out: dict[str, Selected] = {}
    area = _area(g, ctx, target)
    refs = derived.references(st, ctx.seat, ctx.event_card, ctx.those)
    trash = target.zone == "trash"       # a cost of its own there (BSS04-025)
    for card in area:
        if derived.card_matches(card, target.filter, ctx.event_card, refs=refs, in_trash=trash) or \
                target.alt is not None and derived.card_matches(card, target.alt, ctx.event_card, refs=refs,
                                                                 in_trash=trash):   # "X or Y" (BSS01-027)
            out.setdefault(card.id, card)
    return out


def _area(g: Table, ctx: Ctx, target: E.SelectTarget) -> list[Card]:
    """The cards of a hand or trash a selection picks from, or the previous directive's cards
    (zone "those": the cards a mill discarded, CB01-045)."""
    if target.zone == "those":
        return [c for c in ctx.those if isinstance(c, Card)]
    side = ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat
    area: list[Card] = getattr(g.st.players[side], target.zone)
    return area


def _choose(g: Table, ctx: Ctx, target: E.SelectTarget, src: FieldCard | None,
            taken: list[Selected]) -> Flow[list[Selected]]:
    pool = {k: v for k, v in candidates(g, ctx, target, src).items() if not any(v is t for t in taken)}
    counts: dict[str, int] | None = None
    if target.zone != "field":
        counts = {}
        for card in _area(g, ctx, target):
            counts[card.id] = counts.get(card.id, 0) + 1
    wanted = how_many(g, ctx, target)
    limit = UNLIMITED if target.mode == "any_number" else wanted
    totals = target.total_cost_max is not None or target.total_bp_max is not None
    chosen: list[Selected] = []
    chooser = ctx.chooser_of(target)
    if pool and target.zone == "field" and ctx.effect.kind == "magic":   # a magic card used: not its burst (10-8-1)
        chooser = _taken_by(g, chooser)
    while len(chosen) < limit:
        left = {k: v for k, v in pool.items() if _free(k, v, chosen, counts) and _within(g, target, chosen, v)}
        if not left:
            break
        if target.mode == "exact" and not totals and target.zone == "field" and len(left) + len(chosen) <= wanted:
            chosen.extend(left.values())   # 8-5-3-1: every card that can be selected must be
            break
        options: dict[str, PickCard | Finish] = {f"pick {k}": PickCard(v) for k, v in left.items()}
        if target.mode != "exact" or totals:
            options["done"] = Finish()
        choice = yield from decide(Decision(chooser, Kind.TARGET, options,
                                            f"{ctx.card.name}: select {_describe(target, wanted)} ({len(chosen)} chosen)"))
        if isinstance(choice, Finish):
            break
        chosen.append(choice.card)
    return chosen


def _taken_by(g: Table, chooser: int) -> int:
    """Who selects for a magic card's effect: the chooser's opponent once, if an effect of theirs
    takes the chooser's next such selection ("instead:select_for_opponent": BSS02-130)."""
    st = g.st
    for mod in st.mods:
        if mod.kind == "instead:select_for_opponent" and mod.by == 1 - chooser:
            st.mods.remove(mod)             # only the next selection
            g.emit("selection_taken", "8-5-3", f"{g.name(mod.by)} selects instead of {g.name(chooser)}")
            return mod.by
    return chooser


def _free(key: str, value: Selected, chosen: list[Selected], counts: dict[str, int] | None) -> bool:
    if counts is None:
        return value not in chosen
    return sum(1 for c in chosen if c is value) < counts.get(key, 0)


def _within(g: Table, target: E.SelectTarget, chosen: list[Selected], extra: Selected) -> bool:
    """Combined totals ("with a combined total of N or less cost/BP")."""
    picked = chosen + [extra]
    if target.distinct_names and any(_name(c) == _name(extra) for c in chosen):
        return False
    if target.total_cost_max is not None and \
            sum(_cost_of(g, c) for c in picked) > target.total_cost_max:
        return False
    if target.total_bp_max is not None and \
            sum(derived.bp_value(g.st, c) for c in picked if isinstance(c, FieldCard)) > target.total_bp_max:
        return False
    return True


def _name(c: Selected) -> str:
    return c.card.name if isinstance(c, FieldCard) else c.name


def selectable(g: Table, ctx: Ctx, target: E.SelectTarget, src: FieldCard | None) -> int:
    """How many cards could be chosen (a cost's check, 8-4-2-3): the copies of a card in a hand or
    trash each count, and only one card of each name when the names must differ."""
    pool = candidates(g, ctx, target, src)
    if target.distinct_names:
        return len({_name(c) for c in pool.values()})
    if target.zone == "field":
        return len(pool)
    return sum(1 for c in _area(g, ctx, target) if c.id in pool)


def how_many(g: Table, ctx: Ctx, target: E.SelectTarget) -> int:
    """The number to select: a constant, or an amount counted as the effect resolves."""
    return derived.amount(g.st, target.count, ctx.seat, ctx.this(g), ctx.event_card, those=ctx.those,
                          changed=ctx.changed)


def _describe(target: E.SelectTarget, wanted: int) -> str:
    if target.mode == "up_to":
        return f"up to {wanted}"
    if target.mode == "any_number":
        return "any number"
    return str(wanted)
