"""Destruction (10-1-3): protections, substitution effects (8-9), then the cards go to the trash.

The destroy directive of the effect language is performed here too, so that every way a card is
destroyed goes through one function.
"""

from __future__ import annotations

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.context import Ctx
from ..model.decisions import Decision, Finish, Flow, Kind, PickEffect, decide
from ..model.state import FieldCard, Pending, Snapshot, State, Subject, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from .directives import handles, targets_of
from .effects import cost_payable, perform


def destroy(g: Table, cards: list[FieldCard], by: int, cause: str, rule: str = "10-1-3",
            by_each: dict[int, int] | None = None, destroyer: dict[int, Subject] | None = None,
            cause_each: dict[int, str] | None = None, source: Card | None = None,
            silenced: int | None = None, source_each: dict[int, Card | None] | None = None,
            ) -> Flow[list[FieldCard]]:
    """10-1-3: protections and substitution first (10-1-3-2), then destruction is confirmed and
    its triggers wait (10-1-3-3), then the cards go to the trash and their cores to the reserve
    (10-1-3-4).  `cause`: "battle", "effect" (a destruction effect, 10-14-1), "effect_cores" or
    "effect_bp" (an effect left it below LV1 or at BP 0, 9-3-2-1, 9-4-2-1).  `source`: the card
    whose effect it is (`source_each` per card, at the checkpoint: the effect that took its cores
    or BP, 9-3-2-1, 9-4-2-1).  `silenced`: the seat whose "when destroyed" effects do not activate
    for this destruction (an effect that says so: BSS01-013), every one of them by 10-15-1: the
    destroyed cards' own, other cards' "when one of your spirits is destroyed", bursts, Immortal.
    Returns the cards destroyed."""
    st = g.st
    confirmed: list[FieldCard] = []
    to_hand: set[int] = set()
    # 1-3-4: both players may have substitutions to decide at once; the turn player's cards first.
    for fc in sorted(cards, key=lambda c: c.controller != st.active):
        if st.find(fc.uid) is not fc:
            continue
        who = by_each.get(fc.uid, by) if by_each else by
        how = cause_each.get(fc.uid, cause) if cause_each else cause
        shield = protection(g, fc, who, how, source_each.get(fc.uid, source) if source_each else source)
        if shield:
            if how in ("effect_cores", "effect_bp"):      # kept by management: told once (checkpoint.py)
                if fc.uid in st.spared:
                    continue
                st.spared.add(fc.uid)
            g.emit("not_destroyed", shield[0], f"[{fc.label}] {fc.card.name} is not destroyed ({shield[1]})",
                   label=fc.label)
            continue
        outcome = yield from substitute_destruction(g, fc, who, how)
        if outcome == "replace":
            continue
        if outcome == "to_hand":
            to_hand.add(fc.uid)
        confirmed.append(fc)
    if not confirmed:
        return confirmed
    snaps = [ops.snapshot(g, fc) for fc in confirmed]
    for snap in snaps:
        if snap.card.type == "spirit" or snap.spirit:
            st.note_destroyed(snap.controller)       # "if one of your spirits was destroyed this turn"
        snap.by = by_each.get(snap.uid, by) if by_each else by
        snap.cause = cause_each.get(snap.uid, cause) if cause_each else cause
        snap.destroyer = (destroyer or {}).get(snap.uid)
        own = source_each.get(snap.uid, source) if source_each else source
        snap.source = own if own is not None else snap.destroyer.card if snap.destroyer is not None else None
        g.last_state[snap.uid] = snap
    for fc, snap in zip(confirmed, snaps):
        how_text = "battle" if snap.cause == "battle" else f"{g.name(snap.by)}'s effect"
        g.emit("destroy", rule, f"[{fc.label}] {fc.card.name} is destroyed ({how_text})",
               label=fc.label, card=fc.card.id, by=seat_name(snap.by), cause=snap.cause)
    # 10-1-3-3: triggers activate while the destroyed cards are still there, so a card destroyed
    # at the same time sees the others go; then they move together (10-1-3-4).
    batch = triggers.collect(g, "destroyed", snaps, by=by, cause=cause, into=[])
    immortal_triggers(g, snaps, batch)
    g.queue(_not_silenced(g, batch, silenced))
    with triggers.one_moment(g):      # they move together: one event each of cores and cards (8-6-3)
        for fc in confirmed:
            ops.leave_field(g, fc, "hand" if fc.uid in to_hand else "trash", rule="10-1-3-4")
    return confirmed


def _not_silenced(g: Table, batch: list[Pending], silenced: int | None) -> list[Pending]:
    """10-15-1: every effect that activates on this destruction is a "when destroyed" effect.  The
    effect that destroys may silence all of one player's (BSS01-013, CB01-001); a constant effect
    silences those printed on the cards it applies to (BSS02-115: the opponent's spirits), read while
    the destroyed cards are still there: their own, and a survivor's "when one of your spirits is
    destroyed"."""
    st = g.st
    kept: list[Pending] = []
    for p in batch:
        if p.seat == silenced:
            continue
        holder = st.find(p.source.uid) if isinstance(p.source, FieldCard) else None
        if holder is not None and any(True for _ in derived.modifiers_on(st, holder, "triggers:not_when_destroyed")):
            continue
        kept.append(p)
    return kept


# ---- gameplay management: below LV1, BP 0 (9-3, 9-4) ------------------------------------------

def doomed(g: Table, cards: list[FieldCard] | None = None) -> list[tuple[FieldCard, str]]:
    """The field cards (of `cards`, else all) that management destroys now: too few cores for LV1
    (9-3-2), or a spirit at BP 0 or less (9-4-2); with the rule each falls under."""
    st = g.st
    players = st.players
    found: list[tuple[FieldCard, str]] = []
    bps = derived.BPs(st)       # one state for every spirit's BP below
    floor = bps.floor     # nothing lowers BP: only a spirit card printing 0 BP at some level may lose it all
    for fc in st.field if cards is None else [c for c in cards if st.find(c.uid) is c]:
        card = fc.card
        # st.total_cores(fc) without a call: every field card at every checkpoint
        if fc.cores + (players[fc.controller].soul == fc.uid) < card.lv1_cores:
            found.append((fc, "9-3-2"))
        elif (not floor or card.lowest_bp <= 0 and card.type == "spirit") and bps.none_left(fc):
            found.append((fc, "9-4-2"))
    return found


def manage_doomed(g: Table, doomed: list[tuple[FieldCard, str]]) -> Flow[list[FieldCard]]:
    """9-3-2 / 9-4-2: destroyed together; self-destruction when the owner's own action or payment
    caused it (10-1-1-1), otherwise destroyed by the effect that caused it, its player's and its
    card's (9-3-2-1, 9-4-2-1).  Returns the cards destroyed by an effect."""
    selfd: list[tuple[FieldCard, str]] = []
    by_effect: dict[int, tuple[FieldCard, int, str, str, Card | None]] = {}
    for fc, rule in doomed:
        cause = g.core_loss.get(fc.uid)
        if rule == "9-4-2" and (cause is None or cause[0] != "self"):
            cause = _bp_loss_cause(g, fc)    # 9-4-2-3: the owner's own core moves come first
        if cause is None or cause[0] == "self":
            selfd.append((fc, rule))
        else:
            by_effect[fc.uid] = (fc, cause[1], "effect_cores" if rule == "9-3-2" else "effect_bp", rule, cause[2])
    with triggers.one_moment(g):      # they go together: one event each of cores and cards (8-6-3)
        for fc, rule in selfd:
            why = "too few cores for LV1" if rule == "9-3-2" else "BP 0 or less"
            g.emit("self_destroy", "10-1-1-1",
                   f"[{fc.label}] {fc.card.name} is self-destroyed ({why}, {rule})", label=fc.label, card=fc.card.id)
            ops.leave_field(g, fc, "trash", rule="10-1-3-4")
    if not by_effect:
        return []
    entries = list(by_effect.values())      # destroyed together, each by whoever's effect did it (9-1-2-3)
    return (yield from destroy(g, [e[0] for e in entries], by=entries[0][1], cause=entries[0][2], rule=entries[0][3],
                               by_each={e[0].uid: e[1] for e in entries},
                               cause_each={e[0].uid: e[2] for e in entries},
                               source_each={e[0].uid: e[4] for e in entries}))


def _bp_loss_cause(g: Table, fc: FieldCard) -> tuple[str, int, Card | None] | None:
    """Whose effect brought the spirit's BP to 0 or less: a BP loss (9-4-2-1, the table's record),
    else an effect treating it as a level that prints less BP than its own (9-4-2-2)."""
    cause = g.bp_loss_cause(fc)
    if cause is not None:
        return cause
    card = fc.card
    own_bp = derived.level_bp(card, derived.level_for(card, g.st.total_cores(fc)))
    for mod in reversed(g.st.mods):
        if mod.uid == fc.uid and mod.kind == "max_level" and mod.by >= 0 and \
                derived.level_bp(card, card.levels[-1].level) < own_bp:
            return ("effect", mod.by, mod.source)
    return None


def immortal_triggers(g: Table, snaps: list[Snapshot], batch: list[Pending]) -> None:
    """11-4-1: a spirit card with Immortal in a player's trash triggers when another spirit that
    player controls, meeting its condition, is destroyed (each copy on its own: Immortal ruling).
    Cards destroyed now are not in the trash yet, so one destroyed together does not (ruling)."""
    st = g.st
    for seat in (0, 1):
        theirs = [s for s in snaps if s.controller == seat and s.card.type == "spirit"]
        if not theirs:
            continue
        for card in st.players[seat].trash:
            for kw in card.keywords:
                if kw.name != "Immortal" or kw.filter is None or not derived.period_holds(st, kw.during, seat, None):
                    continue
                hit = next((s for s in theirs if derived.snapshot_matches(s, kw.filter, seat, None)), None)
                if hit is not None:
                    batch.append(Pending(seat, card, None, 0, None, hit, f"{card.id} immortal", keyword="Immortal"))
                break


def protection(g: Table, fc: FieldCard, by: int, cause: str,
               source: Card | None = None) -> tuple[str, str] | None:
    """(rule, why) when this destruction cannot happen: A.T. Field (11-13-1: only against effects
    of the opponent's spirits, not magic or nexuses) or an effect that protects the card for a while."""
    st = g.st
    opponent = by != fc.controller
    if cause == "effect" and opponent:
        spirit_effect = source is not None and source.type == "spirit"
        if spirit_effect and st.has_soul(fc) and derived.has_keyword(st, fc, "A.T. Field"):
            return "11-13-1", "A.T. Field with a soul core on it"
        left = list(derived.marks_on(st, fc, "cannot:be_destroyed"))      # for a while (8-8-1-4)
        if any(mark.modifier.sources is None for mark in left):
            return "1-3-3", "an effect protects it from the opponent's destruction effects"
        if spirit_effect and left:          # the only sources a lasting protection names: spirits
            return "1-3-3", "an effect protects it from the destruction effects of the opponent's spirits"
        if _indestructible(st, fc, source, _BY_DESTRUCTION_EFFECTS):
            return "1-3-3", "a constant effect protects it from these destruction effects"
    if cause in ("effect_cores", "effect_bp") and opponent and _indestructible(st, fc, source, _BY_ANY_EFFECT):
        # "cannot be destroyed by your opponent's effects" (BSS04-053): an opposing effect that left it
        # below LV1 or at 0 BP destroys it by that effect (9-3-2-1, 9-4-2-1), so it is kept too; the
        # narrower "destruction effects" (BSS05-052, A.T. Field 11-13-1) are the destroy verb's alone
        return "1-3-3", "a constant effect protects it from the opponent's effects"
    if cause == "battle" and (derived.in_force(st, fc, "cannot:be_destroyed_in_battle")
                              or any(True for _ in derived.marks_of(st, "cannot:destroy_in_battle"))):
        return "1-3-3", "an effect protects it from destruction in battle"
    return None


# What keeps a card from a destruction by an effect: by a destruction effect (10-1), either protection;
# by a BP cut or cores removed (9-3-2-1, 9-4-2-1), only a protection from every effect.
_BY_DESTRUCTION_EFFECTS = ("cannot:be_destroyed", "cannot:be_destroyed_by_effects")
_BY_ANY_EFFECT = ("cannot:be_destroyed_by_effects",)


def _indestructible(st: State, fc: FieldCard, source: Card | None, keys: tuple[str, ...]) -> bool:
    """A constant effect of one of `keys` keeps `fc` from being destroyed by the effects of `source`
    (any, or those its filter names)."""
    return any(m.sources is None or source is not None and derived.card_matches(source, m.sources)
               for key in keys for m in derived.modifiers_on(st, fc, key))


# ---- substitution (8-9) -----------------------------------------------------------------------

THIS_DESTROYED = E.Trigger(event="destroyed")    # a substitution effect's destruction, unless said

def substitute_destruction(g: Table, fc: FieldCard, by: int, cause: str) -> Flow[str | None]:
    """10-1-3-2: offer the active substitution effects for this destruction; the affected
    card's controller chooses one at most (8-9-2, 8-9-3).  Returns the chosen substitution's
    mode ("replace": not destroyed; "to_hand": destroyed into the hand) or None."""
    st = g.st
    contexts: dict[str, Ctx] = {}
    destroyed = triggers.Happening("destroyed", [fc], by=by, cause=cause)
    for src in st.field:
        for number, eff in enumerate(src.card.effects, 1):
            sub = eff.substitute
            if eff.kind != "substitution" or sub is None:
                continue
            if not derived.effect_active(st, src, eff):
                continue
            if eff.once_per_turn and (src.uid, number) in st.once_used:
                continue
            if not triggers.fires(g, eff.timing or THIS_DESTROYED, destroyed, src.controller, src):
                continue
            ctx = Ctx(src.controller, src.card, eff, number, src, fc)
            if eff.cost and not cost_payable(g, ctx):
                continue
            contexts[f"substitute {src.label} {number}"] = ctx
    if not contexts:
        return None
    options: dict[str, PickEffect | Finish] = {
        text: PickEffect(ctx.source, ctx.number) for text, ctx in contexts.items()
        if isinstance(ctx.source, FieldCard)}
    options["no"] = Finish()
    choice = yield from decide(Decision(
        fc.controller, Kind.OPTIONAL, options,
        f"[{fc.label}] {fc.card.name} would be destroyed: use a substitution effect?", "8-9-2"))
    if isinstance(choice, Finish):
        return None
    ctx = contexts[f"substitute {choice.source.label} {choice.number}"]
    sub = ctx.effect.substitute
    assert sub is not None   # only substitution effects were offered
    g.emit("substitute", "8-9-1", f"{ctx.card.name} replaces the destruction of [{fc.label}] {fc.card.name}",
           label=fc.label)
    if ctx.effect.once_per_turn and isinstance(ctx.source, FieldCard):
        st.once_used.add((ctx.source.uid, ctx.number))
    for act in ctx.effect.cost:
        yield from perform(g, ctx, act, rule="8-4-2-1")
    for act in sub.instead:
        yield from perform(g, ctx, act)
    return sub.mode


@handles(E.Destroy)
def _destroy(g: Table, ctx: Ctx, act: E.Destroy) -> Flow[None]:
    """10-1-3 / 10-14-1: destruction by an effect; the cards it destroyed are those it changed
    ("for each spirit destroyed by this effect": BSS05-092), a protected one is not (1-3-2)."""
    cards = yield from targets_of(g, ctx, act.target)
    ctx.changed = list((yield from destroy(g, [fc for fc in cards if isinstance(fc, FieldCard)
                                               and g.st.find(fc.uid) is fc],
                                           by=ctx.seat, cause="effect", source=ctx.card,
                                           silenced=1 - ctx.seat if act.no_when_destroyed else None)))


@handles(E.Settle)
def _settle(g: Table, ctx: Ctx, act: E.Settle) -> Flow[None]:
    """9-3-2-1 / 9-4-2-1 at once: the previous directive's cards left below LV1 or at 0 BP are
    destroyed by this effect now; those destroyed are the ones it changed (a substitution or a
    self-destruction is not a destruction by it), for "each spirit destroyed by this effect"."""
    cards = [c for c in ctx.those if isinstance(c, FieldCard)]
    ctx.changed = list((yield from manage_doomed(g, doomed(g, cards))))
