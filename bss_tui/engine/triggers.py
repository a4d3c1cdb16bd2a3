"""Triggered effects (8-6), bursts (10-9) and substitution effects (8-9).

Game events ("destroyed", "attacks", "life_lost", ...) are offered to every card that could
listen: field cards (level-gated, 2-10-2), the last known state of cards that just left the
field (8-10), and set bursts.  Matches wait in a batch; the checkpoint resolves them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Generator, Iterable, Union

from ..carddb import effects as E
from ..carddb.schema import Card
from . import derived
from .decisions import Decision
from .effects import Ctx, resolve
from .state import FieldCard, Snapshot, seat_name

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]
Subject = Union[FieldCard, Snapshot]
_ANY = E.CardFilter()


@dataclass(slots=True)
class Pending:
    seat: int
    card: Card
    effect: E.Effect | None       # None for a keyword's own trigger (Crush, Raid, Curse, Luster)
    number: int
    source: Subject | None
    event_card: Subject | None
    key: str            # names it in the notation: "<label> <n>", "<label> <keyword>", "burst pN"
    keyword: str = ""
    value: int = 0


@dataclass(slots=True)
class Happening:
    """What just happened, as the trigger matcher sees it."""

    event: str
    subjects: list
    player: int | None = None      # the player the event is about (life lost, drew, ...)
    by: int | None = None          # the player who caused it
    cause: str = ""                # destroyed: "battle" | "effect" | "effect_cores"
    cards: tuple = ()              # crushed: the discarded cards
    soul_paid: bool = False        # magic_resolved
    outside_draw_step: bool = False


def subject_matches(g: "Game", f: E.CardFilter, subj: Subject, seat: int, source) -> bool:
    """A filter on a live field card, or on the last known state of one that left (8-10)."""
    if isinstance(subj, FieldCard) and g.st.find(subj.uid) is subj:
        return derived.matches(g.st, subj, f, seat, source if isinstance(source, FieldCard) else None)
    if f.or_this and source is not None and subj.uid == source.uid:
        return True
    if f.side == "you" and subj.controller != seat or f.side == "opponent" and subj.controller == seat:
        return False
    if f.other and source is not None and subj.uid == source.uid:
        return False
    if f.soul_core is not None and subj.soul != f.soul_core:
        return False
    if f.exhausted is not None and subj.exhausted != f.exhausted:
        return False
    total = subj.cores + (1 if subj.soul else 0)
    if f.cores_min is not None and total < f.cores_min or f.cores_max is not None and total > f.cores_max:
        return False
    if f.bp_min is not None and subj.bp < f.bp_min or f.bp_max is not None and subj.bp > f.bp_max:
        return False
    return derived.card_matches(subj.card, f)


def _caused_ok(trig: E.Trigger, seat: int, subj, h: Happening) -> bool:
    by = subj.by if isinstance(subj, Snapshot) and subj.by >= 0 else h.by
    if trig.by == "opponent" and (by is None or by == seat):
        return False
    if trig.by == "you" and by != seat:
        return False
    return True


def _event_matches(g: "Game", trig: E.Trigger, h: Happening, seat: int, source) -> Subject | None | bool:
    """False when the trigger does not fire; else the event card it concerns (or None)."""
    wanted = trig.event
    event = h.event
    if wanted != event and not (wanted == "attacks_or_blocks" and event in ("attacks", "blocks")):
        if not (event == "attacks" and wanted == "blocks" and _blocks_as_attacks(g, source)):
            return False
    st = g.st
    if trig.turn == "yours" and st.active != seat or trig.turn == "opponents" and st.active == seat:
        return False
    if trig.step is not None and trig.step != st.step:
        return False
    if trig.outside_draw_step and not h.outside_draw_step:
        return False
    if trig.soul_core_paid and not h.soul_paid:
        return False
    if trig.cards is not None and not any(derived.card_matches(c, trig.cards) for c in h.cards):
        return False
    if trig.subject in ("you", "opponent"):
        if h.player is None or (h.player == seat) != (trig.subject == "you"):
            return False
        return None if _caused_ok(trig, seat, None, h) else False
    if event == "step_start":
        return None          # a moment in the turn, about no card
    for subj in h.subjects:
        if _subject_fires(g, trig, h, seat, source, subj):
            return subj
    return False


def _subject_fires(g: "Game", trig: E.Trigger, h: Happening, seat: int, source, subj) -> bool:
    if not _caused_ok(trig, seat, subj, h):
        return False
    if trig.cause != "any":
        cause = subj.cause if isinstance(subj, Snapshot) and subj.cause else h.cause
        if not (cause == trig.cause or trig.cause == "effect" and cause == "effect_cores"):
            return False
    if trig.subject == "this":
        if source is None or subj.uid != source.uid:
            return False
        if trig.filter != _ANY and not subject_matches(g, trig.filter, subj, seat, source):
            return False
    elif trig.subject == "yours" and subj.controller != seat or trig.subject == "opponents" and subj.controller == seat:
        return False
    elif not subject_matches(g, trig.filter, subj, seat, source):
        return False
    if trig.destroyer is not None:
        killer = subj.destroyer if isinstance(subj, Snapshot) else None
        if killer is None or not subject_matches(g, trig.destroyer, killer, seat, source):
            return False
    if trig.still_on_field and not (isinstance(subj, FieldCard) and g.st.find(subj.uid) is subj):
        return False
    return True


def _blocks_as_attacks(g: "Game", source) -> bool:
    """"When this spirit blocks" effects also work when it attacks (a constant modifier)."""
    return isinstance(source, FieldCard) and any(True for _ in derived.modifiers_on(g.st, source, "blocks_as_attacks"))


def collect(g: "Game", event: str, subjects: Iterable[Subject] = (), player: int | None = None,
            by: int | None = None, cause: str = "", into: list | None = None, **info) -> list:
    """Queue every triggered effect and burst that this event fires, as one batch (8-6-2); with
    `into`, add them to a batch being gathered.  An effect fires once however many subjects
    match (8-6-3).  Returns the batch."""
    st = g.st
    h = Happening(event, list(subjects), player, by, cause, **info)
    batch: list[Pending] = [] if into is None else into
    for src in st.field:
        if not src.card.effects:
            continue
        lv = derived.level(st, src)
        for number, eff in enumerate(src.card.effects, 1):
            if eff.kind != "triggered" or eff.timing is None:
                continue
            if not derived.gate_holds(eff, lv) or not derived.during_holds(st, eff, src.controller, src.uid):
                continue
            if eff.once_per_turn and (src.uid, number) in st.once_used:
                continue
            hit = _event_matches(g, eff.timing, h, src.controller, src)
            if hit is False:
                continue
            batch.append(Pending(src.controller, src.card, eff, number, src, hit, f"{src.label} {number}"))
    for seat in (0, 1):
        burst = st.players[seat].burst
        if burst is None:
            continue
        for number, eff in enumerate(burst.effects, 1):
            if eff.kind != "burst" or eff.timing is None:
                continue
            hit = _event_matches(g, eff.timing, h, seat, None)
            if hit is not False:
                batch.append(Pending(seat, burst, eff, number, None, hit, f"burst {seat_name(seat)}"))
                break
    if batch and into is None:
        g.pending.append(batch)
    return batch


def still_triggers(g: "Game", item: Pending) -> bool:
    """The effect's condition is checked as it resolves, on the last known state if needed."""
    src = item.source
    this = src
    if isinstance(src, FieldCard):
        this = g.st.find(src.uid) or g.last_state.get(src.uid)
    return derived.condition_holds(g.st, item.effect.condition, item.seat, this)


def offer_burst(g: "Game", item: Pending) -> Flow:
    """10-9-3: the owner may activate a set burst whose condition was met; no cost (10-9-2).
    Afterwards "you may then pay this card's cost to use its flash effect", then trash (10-9-4)."""
    st = g.st
    seat = item.seat
    p = st.players[seat]
    if p.burst is not item.card:
        return
    if not derived.condition_holds(st, item.effect.condition, seat, None):
        return
    yes = yield Decision(seat, "burst", {"yes": True, "no": False},
                         f"Your burst {item.card.name} may be activated now", "10-9-3")
    if not yes:
        return
    card = item.card
    p.burst = None
    st.resolving.append((seat, card))
    g.emit("burst", "10-9-2", f"{g.name(seat)} activates the burst {card.name}", seat=seat_name(seat), card=card.id)
    yield from resolve(g, Ctx(seat, card, item.effect, item.number, None, item.event_card))
    used = None
    if item.effect.then_use:
        used = yield from _then_use(g, seat, card, item.effect.then_use)
    st.resolving.remove((seat, card))
    p.trash.append(card)
    g.emit("to_trash", "10-9-4", f"{card.name} goes to the trash", card=card.id)
    if used is not None:      # its magic effect was used: as after any magic (10-8-8)
        collect(g, "magic_resolved", [], player=seat, by=seat, soul_paid=bool(used))


def _then_use(g: "Game", seat: int, card: Card, window: str) -> Flow:
    """Pay the card's cost and use its magic effect; returns whether the soul core paid (None
    when it is not used)."""
    from .payment import can_afford, choose_payment, cost_of, pool
    usable = [(n, e) for n, e in enumerate(card.effects, 1) if e.kind == "magic" and window in e.windows]
    if not usable:
        return
    number, eff = usable[0]
    cost = cost_of(g, seat, card)
    if not can_afford(g, seat, cost):
        return
    yes = yield Decision(seat, "optional", {"yes": True, "no": False},
                         f"Pay {card.name}'s cost ({cost}) to use its {window} effect?", "10-9-2")
    if not yes:
        return
    picks = yield from choose_payment(g, seat, pool(g, seat), cost, card.name, "10-8-6")
    if picks is None:
        return
    g.pay_picks(seat, picks, card.name)
    st = g.st
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # used in the battle: Luster (11-6-1)
    soul_paid = any(soul for _, soul in picks)
    yield from resolve(g, Ctx(seat, card, eff, number, soul_paid=soul_paid))
    return soul_paid


# ---- substitution (8-9) -----------------------------------------------------------------------

def substitute_destruction(g: "Game", fc: FieldCard, by: int, cause: str) -> Flow:
    """10-1-3-2: offer the active substitution effects for this destruction; the affected
    card's controller chooses one at most (8-9-2, 8-9-3).  Returns the chosen substitution's
    mode ("replace": not destroyed; "to_hand": destroyed into the hand) or None."""
    st = g.st
    options: dict[str, object] = {}
    for src in st.field:
        for number, eff in enumerate(src.card.effects, 1):
            sub = eff.substitute
            if eff.kind != "substitution" or sub is None:
                continue
            if not derived.effect_active(st, src, eff):
                continue
            if sub.subject == "this" and src.uid != fc.uid:
                continue
            if sub.subject == "yours" and fc.controller != src.controller:
                continue
            if not derived.matches(st, fc, sub.filter, src.controller, None, use_bp=False):
                continue
            if sub.by == "opponent" and by == src.controller:
                continue
            if sub.by == "battle" and cause != "battle" or sub.by == "effect" and not cause.startswith("effect"):
                continue
            ctx = Ctx(src.controller, src.card, eff, number, src, fc)
            if eff.cost and not _cost_ok(g, ctx):
                continue
            options[f"substitute {src.label} {number}"] = ctx
    if not options:
        return None
    options["no"] = None
    ctx = yield Decision(fc.controller, "optional", options,
                         f"[{fc.label}] {fc.card.name} would be destroyed: use a substitution effect?", "8-9-2")
    if ctx is None:
        return None
    g.emit("substitute", "8-9-1", f"{ctx.card.name} replaces the destruction of [{fc.label}] {fc.card.name}",
           label=fc.label)
    from .effects import perform
    for act in ctx.effect.cost:
        yield from perform(g, ctx, act, rule="8-4-2-1")
    for act in ctx.effect.substitute.instead:
        yield from perform(g, ctx, act)
    return ctx.effect.substitute.mode


def _cost_ok(g: "Game", ctx: Ctx) -> bool:
    from .effects import cost_payable
    return cost_payable(g, ctx)

