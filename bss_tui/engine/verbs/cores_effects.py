"""Effects that move cores (the move_cores directive), paying the soul core among them (source
"soul_core" into the trash or the void), and pay_cores.  Soul cores go to life or the void only
when the effect names them (4-11-3); a card left below LV1 is destroyed by the effect (9-3-2-1)."""

from __future__ import annotations

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.context import Ctx, live
from ..model.decisions import Amount, Decision, Flow, Kind, core_choice, decide
from ..model.state import FieldCard, PlayerState, Snapshot
from ..model.table import Table
from ..operations import ops
from ..operations.payment import available, choose_payment, pay_picks, pool
from ..rules import derived, triggers
from .directives import amount, field_targets, handles, missing, payable, players_of


@payable(E.MoveCores)
def _move_cores_payable(g: Table, ctx: Ctx, act: E.MoveCores) -> bool | None:
    """Cores moved as a cost: that many must be where they come from."""
    st = g.st
    this = ctx.this(g)
    if act.source == "soul_core" and act.dest in ops.AREAS:     # the soul core paid (ST01-007, ST03-013)
        if act.target is not None:
            return isinstance(this, FieldCard) and st.has_soul(this)
        return soul_core_takeable(st.players[ctx.seat], act.dest)
    n = 1 if isinstance(act.count, str) else derived.amount(st, act.count, ctx.seat, this, ctx.event_card)
    if act.source == "reserve":
        return st.players[ctx.seat].reserve >= n
    if act.source == "card" and act.target is not None and act.target.kind == "this":
        return isinstance(this, FieldCard) and st.total_cores(this) >= n
    if act.source == "trash":
        return st.players[ctx.seat].trash_cores >= n
    return None


@handles(E.MoveCores)
def move_cores(g: Table, ctx: Ctx, act: E.MoveCores) -> Flow[None]:
    if act.source == "soul_core" and act.dest in ops.AREAS:
        _soul_core_away(g, ctx, act)
        return
    cards: list[FieldCard] = []
    before = list(ctx.those)      # a count of "those" reads the previous directive's cards (BSS01-034)
    if "card" in (act.source, act.dest) and act.target is not None:
        cards = yield from field_targets(g, ctx, act.target)
    onto: FieldCard | None = None
    if act.onto is not None:           # the card the cores go onto, chosen after the target (BSS05-104)
        chosen = yield from field_targets(g, ctx, act.onto)
        if not chosen:
            return
        onto = chosen[0]
    n = yield from _amount(g, ctx, act, before)
    if act.source == "card":
        # 1-3-4: the cards' controllers may each have to choose (8-5-6): the turn player's first.
        for fc in sorted(cards, key=lambda c: c.controller != g.st.active):
            yield from _off_card(g, ctx, act, fc, n, onto)
    elif act.dest == "card":
        for fc in cards:
            k = n if n is not None else (yield from _all_onto(g, ctx, act, fc))
            yield from _onto_card(g, ctx, act, fc, k)
    else:
        yield from _between_areas(g, ctx, act, n)


def soul_core_takeable(p: PlayerState, dest: str) -> bool:
    """Whether "your soul core" (not this card's) can go to `dest`.  A cost never takes it from life:
    paid into the trash, it comes from the field or the reserve like any payment (10-8-6, PR-069);
    placed into the void (BSS01-001), from wherever else an unqualified soul core may be (8-5-5): the
    field, the reserve or the trash."""
    if p.soul == "reserve" or isinstance(p.soul, int):
        return True
    return dest != "trash" and p.soul == "trash"


def _soul_core_away(g: Table, ctx: Ctx, act: E.MoveCores) -> None:
    """The soul core sent into the trash or the void, the way a card pays it (8-4-2): the one on this
    card (target "this"), or the player's wherever it may be taken from.  Nobody chooses and nothing
    triggers; a card it leaves lost it by its own player's payment (9-3-2)."""
    st = g.st
    seat = ctx.seat
    this = ctx.this(g)
    p = st.players[seat]
    if act.target is not None:
        if isinstance(this, FieldCard) and p.soul == this.uid:
            ops.move_core(g, seat, this.label, act.dest, True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
            g.note_own_core_loss(seat, this.label)
    elif soul_core_takeable(p, act.dest):
        holder = st.find(p.soul) if isinstance(p.soul, int) else None
        place = holder.label if holder is not None else str(p.soul)
        ops.move_core(g, seat, place, act.dest, True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
        g.note_own_core_loss(seat, place)


def _amount(g: Table, ctx: Ctx, act: E.MoveCores, before: list[FieldCard | Card]) -> Flow[int | None]:
    """How many: an amount (chosen from 0 up when `up_to`), or None for the card-relative counts
    ("all", and every core but `leave`) worked out per card."""
    if isinstance(act.count, str) or act.leave is not None:
        return None
    if act.until is not None and act.dest in ops.AREAS:     # "until you have N": what is missing
        side = 1 - ctx.seat if act.side == "opponent" else ctx.seat
        there = ops.ordinary_at(g, side, act.dest) + (1 if ops.soul_at(g, side, act.dest) else 0)
        return missing(g, ctx, act, there)
    count = amount(g, ctx, act.count, before)
    if act.up_to and count > 0:
        options = {f"amount {i}": Amount(i) for i in range(count + 1)}
        chosen = yield from decide(Decision(ctx.seat, Kind.AMOUNT, options,
                                            f"{ctx.card.name}: how many cores (up to {count})?", "1-3-5-1"))
        return chosen.n
    return count


def _cores_protected(g: Table, ctx: Ctx, fc: FieldCard) -> bool:
    """1-3-3: an effect of `ctx.seat` cannot take cores off `fc`.  "Your opponent's effects" is the
    opponent of the card that protects, which may protect the other player's spirits too (BSS01-073:
    any spirit with a soul core on it); a player paying an effect's cost from their own card (8-4)
    is not stopped."""
    st = g.st
    seat = ctx.seat
    owner = fc.controller
    if owner == seat and ctx.paying:
        return False
    if owner != seat and derived.has_mod(st, fc, "cannot:lose_cores"):
        return True
    src = ctx.source if isinstance(ctx.source, FieldCard) else None
    return any(giver.controller != seat and derived.from_sources(st, m.sources, ctx.card, src, giver.controller)
               for giver, m in derived.modifiers_from(st, fc, "cannot:lose_cores"))


def _off_card(g: Table, ctx: Ctx, act: E.MoveCores, fc: FieldCard, n: int | None,
              onto_card: FieldCard | None = None) -> Flow[None]:
    """Cores taken off a card go to its controller's areas (3-5-5), or onto another card of theirs."""
    st = g.st
    seat = ctx.seat
    owner = fc.controller
    if st.find(fc.uid) is not fc:
        return
    dst: str = act.dest
    if act.dest == "this" or act.onto is not None:   # onto a card: only between one player's own cards (6-6-1-2-3)
        onto = live(g, ctx.source) if act.onto is None else onto_card if onto_card is not None and \
            st.find(onto_card.uid) is onto_card else None
        if onto is None or onto is fc or onto.controller != owner:
            return
        dst = onto.label
    if _cores_protected(g, ctx, fc):
        g.emit("not_moved", "1-3-3", f"[{fc.label}] {fc.card.name}'s cores cannot be removed by "
                                     f"{g.name(seat)}'s effects")
        return
    total = st.total_cores(fc)
    if n is None:
        n = total - act.leave if act.leave is not None else total     # "all", or all but `leave`
        n = max(0, n)
        if act.up_to and n > 0:       # "any number of cores from it" (BSS05-104)
            options = {f"amount {i}": Amount(i) for i in range(n + 1)}
            chosen = yield from decide(Decision(seat, Kind.AMOUNT, options,
                                                f"{ctx.card.name}: how many cores off [{fc.label}] (up to {n})?",
                                                "1-3-5-1"))
            n = chosen.n
    soul_ok = not act.ordinary and (act.soul or act.dest not in ("life", "void"))
    moved = 0
    soul_before = st.has_soul(fc)
    holder = instead_of_life(g) if act.dest == "life" else None
    dest, soul_dest, why = _life_dest(g, dst, owner, holder, ctx.card.name)
    if act.soul and n > 0 and st.has_soul(fc):
        # the effect names the soul core: it is the first core moved, nobody chooses (BSS05-089)
        moved += ops.move_core(g, owner, fc.label, soul_dest, True, rule="4-11-3", why=why)
    elif soul_ok and 0 < n < total and st.has_soul(fc) and fc.cores:
        # 8-5-6: the cores' controller says whether the soul core is among those moved.
        # `soul` names the soul core ("remove a soul core from it": CB01-071): no question then.
        take_soul = act.soul or (yield from core_choice(owner, f"{ctx.card.name} moves {n} core(s) off "
                                                        f"[{fc.label}]: move an ordinary core or the soul core?"))
        if take_soul:
            moved += ops.move_core(g, owner, fc.label, soul_dest, True, rule="8-5-6", why=why)
    moved += ops.move_core(g, owner, fc.label, dest, False, n - moved, rule="8-7-1", why=why)
    if moved < n and soul_ok and st.has_soul(fc):
        moved += ops.move_core(g, owner, fc.label, soul_dest, True, rule="8-5-6", why=why)
    ctx.soul_moved = ctx.soul_moved or soul_before and not st.has_soul(fc)
    if moved:
        # 9-3-2: paying a cost with one's own cores is self-destruction; else the effect did it.
        g.core_loss[fc.uid] = ("self", seat, None) if ctx.paying and owner == seat else ("effect", seat, ctx.card)
        if act.dest == "life" and holder is None:
            triggers.collect(g, "life_gained", [], player=owner, by=seat)
        elif holder is not None:
            triggers.collect(g, "cores_placed", [holder], player=holder.controller, by=seat)
        elif (act.dest == "this" or act.onto is not None) and (placed := st.by_label(dst)) is not None:
            triggers.collect(g, "cores_placed", [placed], player=owner, by=seat)


def _onto_card(g: Table, ctx: Ctx, act: E.MoveCores, fc: FieldCard, n: int) -> Flow[None]:
    st = g.st
    if st.find(fc.uid) is not fc or not n:
        return
    side = ctx.seat if act.side == "you" else fc.controller if act.side == "owner" else 1 - ctx.seat
    if act.source == "soul_core":     # your soul core, from your reserve or one of your field cards (CB01-047)
        soul = st.players[ctx.seat].soul
        holder = st.find(soul) if isinstance(soul, int) else None
        src = "reserve" if soul == "reserve" else holder.label if holder is not None and \
            holder.controller == ctx.seat and holder is not fc else None
        if src is not None and fc.controller == ctx.seat and \
                ops.move_core(g, ctx.seat, src, fc.label, True, rule="4-11-3", why=ctx.card.name):
            if holder is not None:
                st.core_loss[holder.uid] = ("effect", ctx.seat, ctx.card)     # 9-3-2: an effect moved it
            triggers.collect(g, "cores_placed", [fc], player=fc.controller, by=ctx.seat)
        return
    if act.source == "void":
        if ops.move_core(g, fc.controller, "void", fc.label, False, n, rule="8-7-1", why=ctx.card.name):
            triggers.collect(g, "cores_placed", [fc], player=fc.controller, by=ctx.seat, zone="void")
        return
    # The event card's own cores: the soul core among them when it had it (4-11-3 bars only life
    # and the void), so that spirit's cores are moved, not other cores that share the area.
    must_soul = isinstance(act.count, E.Count) and (act.count.of, act.count.measure) == ("event", "cores") and \
        isinstance(ctx.event_card, Snapshot) and ctx.event_card.soul
    if must_soul and not ops.soul_at(g, side, act.source):
        n -= 1            # the soul core has gone elsewhere since: that spirit's ordinary cores only
    if (yield from _from_area(g, ctx, act, side, act.source, fc.label, n, must_soul)):
        triggers.collect(g, "cores_placed", [fc], player=fc.controller, by=ctx.seat, zone=act.source)


def _all_onto(g: Table, ctx: Ctx, act: E.MoveCores, fc: FieldCard) -> Flow[int]:
    """"all" onto a card: every core of the source area; with `up_to`, as many of them as the
    controller chooses, card by card ("place any number of cores onto them from your reserve":
    BSS02-111), so that each card may take a different number (1-3-5-1)."""
    side = ctx.seat if act.side == "you" else fc.controller if act.side == "owner" else 1 - ctx.seat
    if act.source == "void" or g.st.find(fc.uid) is not fc:
        return 0
    there = ops.ordinary_at(g, side, act.source) + (1 if _soul_may_move(g, act, side, act.source, "card") else 0)
    if not act.up_to or there == 0:
        return there
    options = {f"amount {i}": Amount(i) for i in range(there + 1)}
    chosen = yield from decide(Decision(ctx.seat, Kind.AMOUNT, options,
                                        f"{ctx.card.name}: how many cores onto [{fc.label}] (up to {there})?", "1-3-5-1"))
    return chosen.n


def _between_areas(g: Table, ctx: Ctx, act: E.MoveCores, n: int | None) -> Flow[None]:
    seat = ctx.seat
    sides = (seat,) if act.side == "owner" else players_of(g, ctx, act)
    lost: list[int] = []
    gained: list[int] = []
    for side in sides:
        count = n
        if count is None:      # "all": every core there, the soul core too when it may go
            count = ops.ordinary_at(g, side, act.source) + (1 if _soul_may_move(g, act, side, act.source, act.dest)
                                                             else 0)
        holder = instead_of_life(g) if act.dest == "life" else None
        moved = yield from _from_area(g, ctx, act, side, act.source, act.dest, count, holder=holder)
        if act.source == "life" and moved:
            lost.append(side)
        if act.dest == "life" and moved and holder is None:
            gained.append(side)
        elif holder is not None and moved:
            triggers.collect(g, "cores_placed", [holder], player=holder.controller, by=seat)
    for side in lost:
        triggers.collect(g, "life_lost", [], player=side, by=seat)
    for side in gained:
        triggers.collect(g, "life_gained", [], player=side, by=seat)


def _soul_may_move(g: Table, act: E.MoveCores, side: int, src: str, dst: str) -> bool:
    """4-11-3: the soul core is affected by core effects, but goes to life or the void only when
    the effect names it; an effect saying "not the soul core" leaves it."""
    if act.ordinary or not ops.soul_at(g, side, src) or src == "void" and not act.soul:   # 4-11-4
        return False
    return act.soul or dst not in ("life", "void")


def _from_area(g: Table, ctx: Ctx, act: E.MoveCores, side: int, src: str, dst: str, n: int,
               must_soul: bool = False, holder: FieldCard | None = None) -> Flow[int]:
    """Move `n` cores of `side` from an area (reserve, life, trash) to `dst`.  8-5-6: when the
    soul core is there and may go, its controller says whether it is among them; when there are
    not enough ordinary cores it goes anyway (1-3-2: as much as possible).  Returns how many moved."""
    soul_ok = _soul_may_move(g, act, side, src, dst)
    ordinary = n if src == "void" else ops.ordinary_at(g, side, src)
    take_soul = soul_ok and n > 0 and (must_soul or n > ordinary)
    if soul_ok and n > 0 and not take_soul and ordinary:
        take_soul = yield from core_choice(side, f"{ctx.card.name} moves {n} core(s) from {g.name(side)}'s {src}: "
                                                 "an ordinary core or the soul core?")
    moved = 0
    dest, soul_dest, why = _life_dest(g, dst, side, holder, ctx.card.name)
    if take_soul:
        moved += ops.move_core(g, side, src, soul_dest, True, rule="8-5-6", why=why, by=ctx.seat)
        ctx.soul_moved = ctx.soul_moved or moved > 0
    moved += ops.move_core(g, side, src, dest, False, n - moved, rule="8-7-1", why=why, by=ctx.seat)
    return moved


def instead_of_life(g: Table) -> FieldCard | None:
    """8-9-1: a card whose constant effect takes the cores that would be placed into either
    player's life ("instead:life_cores_here": BSS01-084); the first one on the field when there are several."""
    st = g.st
    for fc in st.field:
        if fc.card.constants and any(True for _ in derived.modifiers_on(st, fc, "instead:life_cores_here")):
            return fc
    return None


def _life_dest(g: Table, dst: str, side: int, holder: FieldCard | None, why: str) -> tuple[str, str, str]:
    """Where ordinary cores and the soul core of `side` go instead of `dst` (the holder's card, for
    life; the soul core only onto its own player's card, 4-11-3), and the reason told."""
    if holder is None or g.st.find(holder.uid) is not holder:
        return dst, dst, why
    g.emit("substitute", "8-9-1", f"{holder.card.name}: cores bound for {g.name(side)}'s life go onto "
           f"[{holder.label}] instead", label=holder.label)
    soul_dest = holder.label if holder.controller == side else dst
    return holder.label, soul_dest, f"{why}, onto [{holder.label}] instead of life"


@payable(E.PayCores)
def _pay_cores_payable(g: Table, ctx: Ctx, act: E.PayCores) -> bool:
    """A core from the reserve or the field (BSS01-051): the payer must have one."""
    return available(g, ctx.seat if act.player == "you" else 1 - ctx.seat) >= 1


@handles(E.PayCores)
def _pay_cores(g: Table, ctx: Ctx, act: E.PayCores) -> Flow[None]:
    yield from pay_cores(g, ctx.seat if act.player == "you" else 1 - ctx.seat, 1, f"{ctx.card.name}'s effect")


def pay_cores(g: Table, payer: int, n: int, what: str) -> Flow[None]:
    """10-6-6: the player picks `n` cores (reserve or field) as for any cost; an effect cost was
    found payable before it was chosen (8-4-2-3), so there is no way back."""
    pl = pool(g, payer)
    n = min(n, pl.total())        # 1-3-2: what cannot be paid is not
    if n <= 0:
        return
    picks = yield from choose_payment(g, payer, pl, n, what, "8-4-2", cancel=False)
    assert picks is not None          # no cancel was offered
    pay_picks(g, payer, picks, what)
