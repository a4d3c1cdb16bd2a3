"""Resolving an effect (chapter 8): its condition, its cost (8-4), then its directives in the
order written (1-3-7).  Targets live in targets.py, the directives in directives.py."""

from __future__ import annotations

from ...carddb import effects as E
from ..model.context import Ctx, live
from ..model.decisions import Decision, Flow, Kind, PickOption, ask_yes_no, decide
from ..model.table import Table
from ..operations.payment import available
from ..operations.targets import select
from ..rules import derived, triggers
from ..rules.winner import check_winner
from .cores_effects import pay_cores
from .directives import can_pay, field_targets, handles, perform

__all__ = ["Ctx", "live", "select", "perform", "resolve", "cost_payable"]


def cost_payable(g: Table, ctx: Ctx) -> bool:
    """8-4-2-3: a cost can be paid only if every part of it can."""
    return all(can_pay(g, ctx, act) for act in ctx.effect.cost)


def _summon_effect_cost(g: Table, ctx: Ctx) -> int:
    """The cores this effect must be paid with first when it is a spirit's "when summoned" effect
    and a "extra_cost:when_summoned" modifier is on the field (CB01-044); 0 otherwise."""
    # printed under "when summoned", whatever event it then waits for (8-1-5-1: an Ascend, BSS04-069)
    if ctx.effect.kind != "triggered" or derived.heading(ctx.effect) != "summoned" or ctx.card.type != "spirit":
        return 0
    return derived.summon_effect_cost(g.st)


def resolve(g: Table, ctx: Ctx) -> Flow[None]:
    """Check the effect's condition (8-3-3), pay its cost if any (asking first when it is a "you
    may"), then perform each directive; a winner interrupts the rest (9-2-1).  Its events happen
    at once (8-6-3: triggers.at_once)."""
    yield from triggers.at_once(g, _resolve(g, ctx))


def _resolve(g: Table, ctx: Ctx) -> Flow[None]:
    eff = ctx.effect
    if eff.kind in ("magic", "activated", "burst") and eff.condition is not None and \
            not derived.condition_holds(g.st, eff.condition, ctx.seat, ctx.this(g), event=ctx.event_card,
                                        soul_paid=ctx.soul_paid):
        g.emit("effect_skipped", "8-3-3", f"{ctx.card.name}: its condition does not hold, so it does nothing")
        return
    if eff.cost and not cost_payable(g, ctx):
        g.emit("effect_skipped", "8-4-2-4", f"{ctx.card.name}: its cost cannot be paid, so it does nothing")
        return
    tax = _summon_effect_cost(g, ctx)
    if tax:        # "... cannot activate 'When Summoned' effects without paying N cores" (CB01-044)
        if available(g, ctx.seat) < tax:
            g.emit("effect_skipped", "8-4-2-4", f"{ctx.card.name}: {tax} core(s) cannot be paid for its "
                                                "\"when summoned\" effect, so it does nothing")
            return
        yes = yield from ask_yes_no(ctx.seat, Kind.OPTIONAL, f"{ctx.card.name}: pay {tax} core(s) to use its "
                                    "\"when summoned\" effect?", "8-4-1")
        if not yes:
            return
        yield from pay_cores(g, ctx.seat, tax, f"{ctx.card.name}'s effect")
    if eff.optional:
        question = "pay the cost to use this effect" if eff.cost else "use this effect"
        yes = yield from ask_yes_no(ctx.seat, Kind.OPTIONAL, f"{ctx.card.name}: {question}?",
                                    "8-4-1" if eff.cost else "8-1-8")
        if not yes:
            return
    ctx.paying = True
    for act in eff.cost:
        yield from perform(g, ctx, act, rule="8-4-2-1")
    ctx.paying = False
    for act in eff.actions:
        yield from perform(g, ctx, act)
        check_winner(g)       # 9-2-1: a winner interrupts the rest of the effect


@handles(E.UseEffect)
def _use_effect(g: Table, ctx: Ctx, act: E.UseEffect) -> Flow[None]:
    """Another card's effect used as this card's own: its condition, cost and directives resolve with
    this card as "this" and as the event card of its summon (BSS02-065)."""
    for fc in (yield from field_targets(g, ctx, act.target)):
        lv = derived.level(g.st, fc)
        usable = [(n, eff) for n, eff in fc.card.triggered
                  if eff.timing is not None and eff.timing.event == "summoned" and eff.timing.subject == "this"
                  and derived.gate_holds(eff, lv)]
        if not usable:
            continue
        number, eff = usable[0]
        if len(usable) > 1:
            options = {f"choose {i}": PickOption(i) for i in range(1, len(usable) + 1)}
            chosen = yield from decide(Decision(ctx.seat, Kind.CHOICE, options,
                                                f"{ctx.card.name}: choose which effect of {fc.card.name} to use "
                                                f"(effects {', '.join(str(n) for n, _ in usable)})"))
            number, eff = usable[chosen.n - 1]
        if act.as_its_own:       # the target's own effect once more: "this spirit" is the target (BSS03-033)
            g.emit("use_effect", "8-2-1", f"{ctx.card.name}: effect {number} of [{fc.label}] {fc.card.name} is used again")
            if eff.condition is not None and not derived.condition_holds(g.st, eff.condition, ctx.seat, fc, event=fc):
                g.emit("effect_skipped", "8-3-3", f"{fc.card.name}: the used effect's condition does not hold")
                continue
            yield from resolve(g, Ctx(ctx.seat, fc.card, eff, number, fc, event_card=fc))
            continue
        g.emit("use_effect", "8-2-1", f"{ctx.card.name} uses effect {number} of [{fc.label}] {fc.card.name} as its own")
        this = ctx.this(g)
        if eff.kind == "triggered" and eff.condition is not None and \
                not derived.condition_holds(g.st, eff.condition, ctx.seat, this, event=this):
            g.emit("effect_skipped", "8-3-3", f"{ctx.card.name}: the used effect's condition does not hold")
            continue
        yield from resolve(g, Ctx(ctx.seat, ctx.card, eff, number, ctx.source, event_card=this))
