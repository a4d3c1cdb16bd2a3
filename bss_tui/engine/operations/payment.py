"""Choosing cores to pay a cost and to put on a new card (10-6-6, 10-6-7, 10-7-6, 10-7-7,
10-8-6).  The player picks core by core; nothing moves until every choice is made, so a
cancelled payment leaves no trace.
"""

from __future__ import annotations

from typing import Any

from . import ops
from ...carddb.schema import Card
from ..model.decisions import Cancel, Decision, Finish, Flow, Kind, Paying, Pick, Point, Putting, TakeCores, decide
from ..model.decisions import Pool as Pool     # declared beside the points that keep one (a card being paid for)
from ..model.memo import remember
from ..model.state import FieldCard
from ..model.table import Table
from ..rules import derived

CANCEL = "cancel"
_CANCEL, _FINISH = Cancel(), Finish()     # choices are immutable: one of each serves every decision


def available(g: Table, seat: int, reserve_only: bool = False) -> int:
    """How many cores `pool` would hold, without building it: asked for every decision's options."""
    st = g.st
    p = st.players[seat]
    out = p.reserve + (p.soul == "reserve")
    if not reserve_only:
        for fc in st.field:
            if fc.controller == seat:
                out += fc.cores + (p.soul == fc.uid)
    return out


def pool(g: Table, seat: int, reserve_only: bool = False) -> Pool:
    """The cores on `seat`'s field cards and in the reserve (10-6-6)."""
    st = g.st
    p = st.players[seat]
    out = Pool(ordinary={"reserve": p.reserve})
    if p.soul == "reserve":
        out.soul = "reserve"
    if not reserve_only:
        for fc in st.field:
            if fc.controller == seat:
                out.ordinary[fc.label] = fc.cores
                if p.soul == fc.uid:
                    out.soul = fc.label
    return out


def _surplus(g: Table, label: str, left: int, has_soul: bool) -> int:
    """Ordinary cores a card can give without dropping below LV1."""
    fc = g.st.by_label(label)
    need = fc.card.lv1_cores if fc is not None else 0
    return max(0, min(left, left + (1 if has_soul else 0) - need))


def default_picks(g: Table, pl: Pool, n: int, prefer_soul: bool = False) -> list[Pick] | None:
    """The one-key default: reserve cores first (the soul core last unless `prefer_soul`), then
    spare cores from field cards that stay at LV1 or higher.  None when that cannot reach n."""
    picks: list[Pick] = []
    reserve = pl.ordinary.get("reserve", 0)
    soul_in_reserve = pl.soul == "reserve"
    if prefer_soul and soul_in_reserve and n > 0:
        picks.append(("reserve", True))
        soul_in_reserve = False
    take = min(reserve, n - len(picks))
    picks.extend([("reserve", False)] * take)
    if len(picks) < n and soul_in_reserve:
        picks.append(("reserve", True))
    if len(picks) >= n:
        return picks          # the reserve is enough (most payments)
    for label, left in sorted(pl.ordinary.items(), key=_most_first):
        if label == "reserve" or len(picks) >= n:
            continue
        spare = _surplus(g, label, left, pl.soul == label)
        take = min(spare, n - len(picks))
        picks.extend([(label, False)] * take)
    return picks if len(picks) >= n else None


def _most_first(place: tuple[str, int]) -> int:
    return -place[1]


def _options(pl: Pool, verb: str) -> dict[str, TakeCores]:
    out: dict[str, TakeCores] = {}
    for place, left in pl.ordinary.items():
        if left > 0:
            text, choice = _one_core(verb, place, False)
            out[text] = choice
    if pl.soul is not None:
        text, choice = _one_core(verb, pl.soul, True)
        out[text] = choice
    return out


# (verb, place, soul core?) -> the option's text and its choice: every payment and placement
# lists them core by core, and choices are immutable, so each is made once
_ONE_CORE: dict[tuple[str, str, bool], tuple[str, TakeCores]] = {}


def _one_core(verb: str, place: str, soul: bool) -> tuple[str, TakeCores]:
    key = (verb, place, soul)
    found = _ONE_CORE.get(key)
    if found is None:
        found = remember(_ONE_CORE, key, (f"{verb} {place} soul" if soul else f"{verb} {place}",
                                          TakeCores(((place, soul),))))
    return found


def choose_payment(g: Table, seat: int, pl: Pool, amount: int, what: str, rule: str, free: bool = False,
                   cancel: bool = True, card: Card | None = None, put: Putting | None = None,
                   waiting: Decision[Any] | None = None) -> Flow[list[Pick] | None]:
    """Ask for `amount` cores out of `pl` (which is consumed).  None when the player cancels.
    `free`: an effect lets the card be played without paying its cost, so before the first core
    "pay free" is offered as well (paying may still matter: a soul core paid).  `cancel` False: a
    cost that must be paid (the cores are there), with no way back.  `card`: the card paid for.
    `put`: a card its player plays from the hand at the main step's or a flash window's decision
    (model/decisions.py Putting), recorded at each decision as the point a copy can enter again;
    `waiting`: a decision of this payment already asked (the cores it shows chosen so far taken
    from `pl`), asked again first (a copy entering the game there)."""
    paying = Paying(amount, card) if waiting is None else waiting.paying
    picks: list[Pick] = [] if waiting is None else list(waiting.paid)
    while len(picks) < amount:
        if waiting is None:
            options: dict[str, TakeCores | Finish | Cancel] = {}
            if free and not picks:
                options["pay free"] = _FINISH
            auto = default_picks(g, pl, amount - len(picks))
            if auto is not None:
                options["pay auto"] = TakeCores(tuple(auto), auto=True)
            options.update(_options(pl, "pay"))
            if cancel:
                options[CANCEL] = _CANCEL
            waiting = Decision(seat, Kind.PAY, options, f"Pay {what}: {len(picks)} of {amount} cores chosen", rule,
                               paid=tuple(picks), paying=paying)
        if put is not None:
            g.point = Point(waiting, "pay", put=put)
        choice = yield from decide(waiting)
        waiting = None
        if isinstance(choice, Cancel):
            return None
        if isinstance(choice, Finish):
            return []
        _take(pl, picks, choice)
    return picks


def _take(pl: Pool, picks: list[Pick], choice: TakeCores) -> None:
    """Move the chosen cores (one pick or the default list) from the pool to the picks."""
    for pick in choice.picks:
        pl.take(pick)
        picks.append(pick)


def choose_placement(g: Table, seat: int, pl: Pool, need: int, what: str, rule: str, goal: str = "",
                     card: Card | None = None, onto: FieldCard | None = None, before: tuple[Pick, ...] = (),
                     put: Putting | None = None, waiting: Decision[Any] | None = None,
                     cancel: bool = True) -> Flow[list[Pick] | None]:
    """Cores to put on a card: at least `need` (a new card's LV1 cost), more if the player
    wishes.  None when the player cancels.  `card`: the card given the cores, `onto` when it is
    on the field already; `before`: the cores chosen for its cost (they go to the trash).  `put`,
    `waiting` and `cancel`: as for `choose_payment`."""
    paying = Paying(need, card or (onto.card if onto is not None else None), onto, before) \
        if waiting is None or waiting.paying is None else waiting.paying
    picks: list[Pick] = [] if waiting is None else list(waiting.paid)
    while True:
        if waiting is None:
            options: dict[str, TakeCores | Finish | Cancel] = {}
            if len(picks) >= need:
                options["done"] = _FINISH
            else:
                auto = default_picks(g, pl, need - len(picks), prefer_soul=True)
                if auto is not None:
                    options["put auto"] = TakeCores(tuple(auto), auto=True)
            options.update(_options(pl, "put"))
            if len(options) == 1 and "done" in options:
                return picks   # nothing more could be put on it
            if cancel:
                options[CANCEL] = _CANCEL
            waiting = Decision(seat, Kind.PLACE_CORES, options,
                               placement_prompt(g, what, paying, len(picks), need, goal), rule,
                               paid=tuple(picks), paying=paying)
        if put is not None:
            g.point = Point(waiting, "place", put=put)
        choice = yield from decide(waiting)
        waiting = None
        if isinstance(choice, Cancel):
            return None
        if isinstance(choice, Finish):
            return picks
        _take(pl, picks, choice)
        if choice.auto:
            return picks


def level_costs_text(levels: tuple[tuple[int, int], ...]) -> str:
    """"LV1 1 core, LV2 3, LV3 5": each level and the cores it needs (2-10-3)."""
    parts = [f"LV{lv} {cores}" for lv, cores in levels]
    if parts:
        parts[0] += " core" if levels[0][1] == 1 else " cores"
    return ", ".join(parts)


def placement_prompt(g: Table, what: str, paying: Paying, chosen: int, need: int, goal: str) -> str:
    """"Put cores on Dragron Captain (LV1 1 core, LV2 3, LV3 5): 3 chosen: LV2": each level's
    cores (2-10-3) and the level the cores chosen so far give the card (with those already on it,
    for a card on the field)."""
    card = paying.card
    if card is None or not card.levels:
        return f"Put cores on {what}: {chosen} chosen, {goal or f'at least {need}'}"
    levels = level_costs_text(tuple((lv.level, lv.cores) for lv in card.levels))
    total = chosen + (g.st.total_cores(paying.onto) if paying.onto is not None else 0)
    reached = derived.level_for(card, total)
    reach = f"LV{reached}" if reached else "below LV1"
    if paying.onto is not None:
        reach = f"{total} on it, {reach}"
    return f"Put cores on {what} ({levels}): {chosen} chosen: {reach}" + (f"; {goal}" if goal else "")


def can_afford(g: Table, seat: int, amount: int, reserve_only: bool = False) -> bool:
    return available(g, seat, reserve_only) >= amount


def cost_of(g: Table, seat: int, card: Card) -> int:
    return derived.cost_to_pay(g.st, seat, card)


def pay_picks(g: Table, seat: int, picks: list[Pick], what: str) -> None:
    """Move chosen cores to the trash: paying a cost (10-6-6, 10-8-6)."""
    for place, soul in picks:
        ops.move_core(g, seat, place, "trash", soul, quiet=True)
        g.note_own_core_loss(seat, place)
    if picks:
        g.emit("pay", "10-6-6", f"{g.name(seat)} pays {len(picks)} core"
               f"{'s' if len(picks) != 1 else ''} for {what}", n=len(picks))
