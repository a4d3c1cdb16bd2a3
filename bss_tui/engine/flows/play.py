"""What a player may do with cards: summon (10-6), place (10-7), use magic (10-8), activate
effects (8-1-3), set a burst (6-6-1-2-2), move cores (6-6-1-2-3), awaken (11-1).

Each kind of action has one check, which returns the choice when the action is legal now and a
`Refusal` citing the rule when it is not.  The option builders keep the choices; the explanation
of an illegal action (explain.py) runs the same check.  Putting a card onto the field, the
additional costs and a magic card's resolution are shared with the effects that do the same
(verbs/arrival.py, verbs/magic.py); Awaken's check and move are keywords/awaken.py.
"""

from __future__ import annotations

from typing import Any, Callable, Literal, get_args

from ...carddb import effects as E
from ...carddb.schema import Card
from ...carddb.text import render_effect
from ..keywords import awaken
from ..keywords.awaken import awaken_check
from ..model.context import Ctx
from ..model.decisions import (Activate, Awaken, Choice, Decision, Finish, Flow, MainChoice, MoveCore, Pick, Place,
    Point, Putting, Refusal, SetBurst, Summon, UseMagic)
from ..model.memo import remember
from ..model.state import FieldCard, seat_name
from ..model.table import Table
from ..operations import ops
from ..operations.payment import available, choose_payment, cost_of, pay_picks, pool
from ..rules import derived
from ..verbs.arrival import destroys_short, pay_discards, put_card, put_card_from
from ..verbs.ascend import ascend_kept
from ..verbs.effects import cost_payable, resolve
from ..verbs.magic import resolve_magic
from .checkpoint import checkpoint

Window = Literal["main", "flash"]
HandVerb = Literal["summon", "place", "use", "set"]      # the verbs of playing a hand card, each with its check
HAND_VERBS: tuple[HandVerb, ...] = get_args(HandVerb)


# ---- checks -------------------------------------------------------------------------------------

def use_text(card: Card, number: int) -> str:
    """`use ID` for a card with one magic effect, `use ID N` when it has several (10-8-3)."""
    return f"use {card.id}" if len(card.magic_effects) == 1 else f"use {card.id} {number}"


def affordable(g: Table, seat: int, card: Card, extra: int, avail: int, changes: bool) -> bool:
    """cost after reduction (2-7-3) + extra <= avail, skipping the reduction when the printed
    cost already fits or even the largest reduction would not help.  `changes`: whether a field
    card changes hand costs (derived.hand_costs_change)."""
    st = g.st
    if not (card.hand_constants or st.watches or changes):
        # the printed cost, reduced by at most one per reduction symbol: often decides alone
        if card.cost + extra <= avail:
            return True
        if card.cost - len(card.reduction) + extra > avail:
            return False
    with derived.paying_for(st, card):        # colours and symbols may depend on it (2-4)
        if changes:                            # a field card changes hand costs: no shortcut holds
            return derived.cost_to_pay(st, seat, card) + extra <= avail
        cost = derived.base_cost(st, seat, card)
        if cost + extra <= avail:
            return True
        if cost - len(card.reduction) + extra > avail:
            return False
        return derived.cost_to_pay(st, seat, card) + extra <= avail


def _short(g: Table, seat: int, card: Card, extra: int, avail: int, rule: str) -> Refusal:
    def why() -> str:
        cost = cost_of(g, seat, card)
        lv1 = f" plus {extra} for LV1" if extra else ""
        return f"{card.name} needs {cost + extra} cores (cost {cost} after reduction{lv1}) but only {avail} are available"
    return Refusal(rule, why)


def _cost_refused(g: Table, seat: int, card: Card, extra: int, avail: int, rule: str, changes: bool,
                  destroys: bool = True) -> Refusal | None:
    """What stops playing a hand card whose other conditions hold: its cost after reduction plus
    `extra` (its LV1 cores) more than the `avail` cores, unless an effect lets it be played free; a
    colour lock or a discard cost from a field card's constant effect (only when `changes`: a field
    card changes hand costs); a destroy cost of its own (`destroys`: summons and placings)."""
    if not affordable(g, seat, card, extra, avail, changes) and \
            not (extra <= avail and changes and derived.free_to_play(g.st, seat, card)):
        return _short(g, seat, card, extra, avail, rule)
    if changes:
        refused = _play_barred(g, seat, card) or _discards_short(g, seat, card)
        if refused is not None:
            return refused
    return destroys_short(g, seat, card) if destroys and card.hand_constants else None


def _play_barred(g: Table, seat: int, card: Card) -> Refusal | None:
    """A constant effect forbids playing this card from the hand ("cannot:play": BSS03-117)."""
    barred = derived.play_barred(g.st, seat, card)
    if barred is None:
        return None
    src, effect = barred
    done = {"spirit": "summoned", "nexus": "placed"}.get(card.type, "used")
    return Refusal("8-2-2-2", f"{card.name} cannot be {done}: [{src.label}] {src.card.name} says "
                              f"\"{render_effect(effect, src.card.type)}\"")


def _discards_short(g: Table, seat: int, card: Card) -> Refusal | None:
    """8-4-2-3: an additional cost of discards ("extra_cost:discard") needs enough other hand cards."""
    need = derived.discard_cost(g.st, seat, card)
    have = len(g.st.players[seat].hand) - 1
    if need > have:
        return Refusal("8-4-2-3", f"{card.name} also needs {need} other card{'s' if need != 1 else ''} discarded "
                                  f"from the hand (an additional cost) but there {'is' if have == 1 else 'are'} {have}")
    return None


def summon_check(g: Table, seat: int, card: Card, window: Window, avail: int | None = None) -> Summon | Refusal:
    """10-6: spirits are summoned in the main step; in a flash window only with Swift (11-9-1),
    paid and placed from the reserve."""
    if card.type != "spirit":
        return Refusal("2-3-2", f"{card.name} is a {card.type}: summon spirits, place nexuses, use magic")
    changes = derived.hand_costs_change(g.st)
    if changes and derived.summon_barred(g.st, seat, card):
        return Refusal("8-2-2-2", f"{card.name} cannot be summoned: an effect allows no more such summons this turn")
    swift = window == "flash"
    if swift and not derived.hand_card_has_keyword(g.st, seat, card, "Swift"):
        return Refusal("6-6-1-2-1", "spirits are summoned in your main step (in a flash window only with Swift)")
    if avail is None:
        avail = available(g, seat, reserve_only=swift)
    if card.ascend is not None:
        kept = ascend_kept(g, seat, card, reserve_only=swift)
        if isinstance(kept, Refusal):
            return kept
        avail -= kept
    return _cost_refused(g, seat, card, card.lv1_cores, avail, "11-9-1" if swift else "10-6-6", changes) or \
        plays_of(card).summon[swift]


def place_check(g: Table, seat: int, card: Card, window: Window, avail: int | None = None) -> Place | Refusal:
    if card.type != "nexus":
        return Refusal("2-3-2", f"{card.name} is a {card.type}: summon spirits, place nexuses, use magic")
    if window != "main":
        return Refusal("6-6-1-2-1", "nexuses are placed in your main step")
    if avail is None:
        avail = available(g, seat)
    return _cost_refused(g, seat, card, card.lv1_cores, avail, "10-7-6", derived.hand_costs_change(g.st)) or \
        plays_of(card).place


def magic_window_ok(effect: E.Effect, window: Window) -> bool:
    """8-1-6-1: an effect labelled main is used in the main step, one labelled flash in a flash
    window; a flash-only effect waits for a flash window."""
    return window in effect.windows


def use_check(g: Table, seat: int, card: Card, number: int, window: Window,
              avail: int | None = None) -> UseMagic | Refusal:
    """10-8: a magic effect of the card, in a window where it can be used, its cost paid."""
    if card.type != "magic":
        return Refusal("10-8-1", f"{card.name} is not a magic card")
    numbers = card.magic_effects
    if number not in numbers:
        if len(numbers) == 1:
            return Refusal("10-8-3", f"write 'use {card.id}': {card.name} has one magic effect")
        return Refusal("10-8-3", f"write 'use {card.id} N' with N one of {', '.join(map(str, numbers))}")
    eff = card.effects[number - 1]
    if not magic_window_ok(eff, window):
        return Refusal("8-1-6-1", f"{card.name}'s effect {number} is not labelled {window}: main effects are "
                                  "used in your main step, flash effects in flash windows")
    if eff.cost and not cost_payable(g, Ctx(seat, card, eff, number)):    # using it activates it (10-8-1)
        return Refusal("8-4-2-3", f"the cost of {card.name}'s effect {number} cannot be paid, so it cannot be used")
    if avail is None:
        avail = available(g, seat)
    extra = derived.additional_cost(g.st, seat, card) if g.st.watches else 0    # 8-4-2-2 (BSS05-100)
    return _cost_refused(g, seat, card, extra, avail, "10-8-6", derived.hand_costs_change(g.st), destroys=False) or \
        plays_of(card).uses[number]


def set_check(g: Table, seat: int, card: Card, window: Window) -> SetBurst | Refusal:
    """6-6-1-2-2 / 3-8-3: one burst per turn, set in the main step."""
    if not card.has_burst:
        return Refusal("3-8-4", f"{card.name} has no burst effect and cannot be set")
    if window != "main":
        return Refusal("6-6-1-2-2", "a burst can only be set during your main step")
    if g.st.burst_set_this_turn:
        return Refusal("6-6-1-2-2", "only one burst may be set per turn")
    return plays_of(card).burst


def activate_check(g: Table, seat: int, fc: FieldCard, number: int, window: Window) -> Activate | Refusal:
    """8-1-3: an activated effect of one's own field card, in its window, its cost payable."""
    st = g.st
    if fc.controller != seat:
        return Refusal("8-1-3-1", f"[{fc.label}] is not controlled by {g.name(seat)}")
    if not 1 <= number <= len(fc.card.effects) or fc.card.effects[number - 1].kind != "activated":
        return Refusal("8-1-3-1", f"[{fc.label}] {fc.card.name} has no activated effect {number}")
    eff = fc.card.effects[number - 1]
    if window not in eff.windows:      # 8-1-3-1: a flash-only effect waits for a flash window
        return Refusal("8-1-3-1", f"[{fc.label}] {fc.card.name}'s effect {number} is not usable in a {window} window")
    if eff.once_per_turn and (fc.uid, number) in st.once_used:
        return Refusal("8-1-3-1", f"[{fc.label}] {fc.card.name}'s effect {number} was already used this turn")
    if not derived.effect_active(st, fc, eff):
        return Refusal("2-10-2", f"[{fc.label}] {fc.card.name}'s effect {number} is not active now "
                                 "(its level or its condition)")
    if eff.cost and not cost_payable(g, Ctx(seat, fc.card, eff, number, fc)):
        return Refusal("8-4-2-3", f"the cost of [{fc.label}] {fc.card.name}'s effect {number} cannot be paid")
    return Activate(fc, number)


def core_places(g: Table, seat: int) -> dict[str, tuple[int, bool]]:
    """Where `seat` may move cores in the main step: the reserve and their own field cards, each
    with its ordinary cores and whether the soul core is there."""
    st = g.st
    p = st.players[seat]
    places = {"reserve": (p.reserve, p.soul == "reserve")}
    for fc in st.field:
        if fc.controller == seat:
            places[fc.label] = (fc.cores, p.soul == fc.uid)
    return places


def move_check(g: Table, seat: int, src: str, dst: str, soul: bool,
               places: dict[str, tuple[int, bool]] | None = None) -> MoveCore | Refusal:
    """6-6-1-2-3: any core between the reserve and one's own field cards, soul core included."""
    if places is None:
        places = core_places(g, seat)
    for place in (src, dst):
        if place not in places:
            return Refusal("6-6-1-2-3", f"'{place}' is not the reserve or a field card of {g.name(seat)}")
    if src == dst:
        return Refusal("1-3-2-2", "a core cannot be moved to where it already is")
    ordinary, has_soul = places[src]
    if soul and not has_soul:
        return Refusal("6-6-1-2-3", lambda: f"the soul core is not on {src}")
    if not soul and not ordinary:
        return Refusal("6-6-1-2-3", lambda: f"there is no ordinary core on {src}")
    return _move(src, dst, soul)


_MOVES: dict[tuple[str, str, bool], MoveCore] = {}


def _move(src: str, dst: str, soul: bool) -> MoveCore:
    """A move's choice, with its action text, shared by every decision that lists it (choices
    are immutable): the main step lists a few dozen moves at every decision, and building them
    anew was a tenth of a random game's time."""
    key = (src, dst, soul)
    found = _MOVES.get(key)
    if found is None:
        found = remember(_MOVES, key, MoveCore(src, dst, soul, f"move {src} {dst} soul" if soul else f"move {src} {dst}"))
    return found


class Plays:
    """What a hand card can be played as: each action's text and its choice, made once per card
    (the main step lists every hand card at every decision; choices are immutable and shared)."""

    __slots__ = ("summon", "summon_text", "place", "place_text", "uses", "use_texts", "burst", "burst_text")

    def __init__(self, card: Card) -> None:
        self.summon = (Summon(card, False), Summon(card, True))    # by swift
        self.summon_text = f"summon {card.id}"
        self.place = Place(card)
        self.place_text = f"place {card.id}"
        self.uses = {n: UseMagic(card, n) for n in card.magic_effects}
        self.use_texts = tuple((n, use_text(card, n)) for n in card.magic_effects)
        self.burst = SetBurst(card)
        self.burst_text = f"set {card.id}" if card.has_burst else ""


# id of a card -> (the card, its plays); the card is kept so that its id is not reused meanwhile
_PLAYS: dict[int, tuple[Card, Plays]] = {}


def plays_of(card: Card) -> Plays:
    found = _PLAYS.get(id(card))
    if found is None:
        found = remember(_PLAYS, id(card), (card, Plays(card)))
    return found[1]


# A hand verb's check, called with the same arguments whatever the verb (the effect number matters to
# "use" only, the cores available to all but "set")
HandCheck = Callable[[Table, int, Card, Window, int, int | None], Choice | Refusal]

_HAND_CHECKS: dict[HandVerb, HandCheck] = {
    "summon": lambda g, seat, card, window, number, avail: summon_check(g, seat, card, window, avail),
    "place": lambda g, seat, card, window, number, avail: place_check(g, seat, card, window, avail),
    "use": lambda g, seat, card, window, number, avail: use_check(g, seat, card, number, window, avail),
    "set": lambda g, seat, card, window, number, avail: set_check(g, seat, card, window),
}


def hand_check(g: Table, seat: int, card: Card, verb: HandVerb, window: Window, number: int = 0,
               avail: int | None = None) -> Choice | Refusal:
    """The check for playing a hand card with `verb`."""
    return _HAND_CHECKS[verb](g, seat, card, window, number, avail)


# ---- option builders ----------------------------------------------------------------------------

def card_options(g: Table, seat: int, window: Window) -> dict[str, MainChoice]:
    """Hand cards and field effects usable now; window is "main" or "flash"."""
    return _hand_options(g, seat, window) | _field_options(g, seat, window)


def _hand_options(g: Table, seat: int, window: Window) -> dict[str, MainChoice]:
    listing = _Listing(g, seat, window)
    with derived.listing_hand(g.st):
        seen: set[str] = set()
        for card in g.st.players[seat].hand:
            if card.id in seen:
                continue
            seen.add(card.id)
            plays = plays_of(card)
            _OPTIONS_BY_TYPE[card.type](listing, card, plays)
            if listing.main and plays.burst_text:
                _keep(listing.opts, plays.burst_text, set_check(g, seat, card, window))
    return listing.opts


class _Listing:
    """One listing of a hand's options: what each card's checks are given, and the options so far."""

    __slots__ = ("g", "seat", "window", "main", "avail", "reserve", "opts")

    def __init__(self, g: Table, seat: int, window: Window) -> None:
        self.g, self.seat, self.window = g, seat, window
        self.main = window == "main"
        self.avail = available(g, seat)
        self.reserve: int | None = None      # what a Swift summon may pay with (11-9-1), when one is tried
        self.opts: dict[str, MainChoice] = {}


def _spirit_options(li: _Listing, card: Card, plays: Plays) -> None:
    """A spirit is summoned in the main step, or in a flash window with Swift (11-9-1)."""
    g, seat = li.g, li.seat
    if li.main:
        summon = summon_check(g, seat, card, li.window, li.avail)
    elif derived.hand_card_has_keyword(g.st, seat, card, "Swift"):
        if li.reserve is None:
            li.reserve = available(g, seat, reserve_only=True)
        summon = summon_check(g, seat, card, li.window, li.reserve)
    else:
        return
    if isinstance(summon, Summon):
        li.opts[plays.summon_text] = summon


def _nexus_options(li: _Listing, card: Card, plays: Plays) -> None:
    """A nexus is placed in the main step (10-7)."""
    if li.main:
        place = place_check(li.g, li.seat, card, li.window, li.avail)
        if isinstance(place, Place):
            li.opts[plays.place_text] = place


def _magic_options(li: _Listing, card: Card, plays: Plays) -> None:
    """Each magic effect usable in this window (10-8, 8-1-6-1)."""
    for number, text in plays.use_texts:
        use = use_check(li.g, li.seat, card, number, li.window, li.avail)
        if isinstance(use, UseMagic):
            li.opts[text] = use


# what a hand card of each type may be played as (the card types: effects.CardType)
_OPTIONS_BY_TYPE: dict[E.CardType, Callable[[_Listing, Card, Plays], None]] = {
    "spirit": _spirit_options, "nexus": _nexus_options, "magic": _magic_options,
}


def _keep(opts: dict[str, MainChoice], text: str, result: Choice | Refusal) -> None:
    if not isinstance(result, Refusal):
        opts[text] = result   # type: ignore[assignment]  # every check returns a MainChoice


def _field_options(g: Table, seat: int, window: Window) -> dict[str, MainChoice]:
    """Activated effects (8-1-3) and Awaken (11-1) of the player's field cards."""
    opts: dict[str, MainChoice] = {}
    awakening: list[FieldCard] = []
    for fc in g.st.field:
        if fc.controller != seat:
            continue
        card = fc.card
        for number in card.activated:
            _keep(opts, f"activate {fc.label} {number}", activate_check(g, seat, fc, number, window))
        if card.keywords:
            awakening.append(fc)
    for fc in awakening:       # listed after every activated effect
        _keep(opts, f"awaken {fc.label}", awaken_check(g, seat, fc, window))
    return opts


def add_move_options(g: Table, seat: int, opts: dict[str, MainChoice]) -> None:
    """6-6-1-2-3: any core between the reserve and one's own field cards, soul core included, added
    to `opts`.  The moves leaving a place depend only on the other places and on what it holds (an
    ordinary core, the soul core, both), and the check depends only on the latter: it runs once per
    kind of source (`_source_moves`), and each place's moves are made once for a field of places
    (`_move_rows`), kept while the field stays (cores move back and forth for most of a main step)."""
    st = g.st
    p = st.players[seat]
    soul_at = p.soul
    places = [fc for fc in st.field if fc.controller == seat]
    labels = tuple([fc.label for fc in places])
    rows = _MOVE_ROWS.get(labels)
    if rows is None:
        rows = remember(_MOVE_ROWS, labels, _move_rows(g, seat, ("reserve",) + labels))
    held = (p.reserve > 0) + 2 * (soul_at == "reserve")      # 1: an ordinary core, 2: the soul core, 3: both
    if held:
        opts.update(rows[0][held])
    for i, fc in enumerate(places, 1):
        held = (fc.cores > 0) + 2 * (soul_at == fc.uid)
        if held:
            opts.update(rows[i][held])


def _move_rows(g: Table, seat: int, places: tuple[str, ...]) -> list[tuple[dict[str, MainChoice], ...]]:
    """For each place, the moves leaving it for the others in order, by what it holds (index 1: an
    ordinary core, 2: the soul core, 3: both; 0: nothing)."""
    rows: list[tuple[dict[str, MainChoice], ...]] = []
    for src in places:
        by_held: list[dict[str, MainChoice]] = [{}]
        for held in (1, 2, 3):
            leaving = _source_moves(g, seat, bool(held & 1), bool(held & 2))
            moves: dict[str, MainChoice] = {}
            for dst in places:
                if dst != src:
                    for with_soul in leaving:
                        move = _move(src, dst, with_soul)
                        moves[move.text] = move
            by_held.append(moves)
        rows.append(tuple(by_held))
    return rows


def _source_moves(g: Table, seat: int, ordinary: bool, soul: bool) -> tuple[bool, ...]:
    """Which cores (False: an ordinary one, True: the soul core) move_check lets go from a place
    holding them to another place: the same check as an action typed by hand, asked once for
    each of the four kinds of source, on two places standing for any source and destination."""
    key = (ordinary, soul)
    found = _SOURCES.get(key)
    if found is None:
        places = {"reserve": (int(ordinary), soul), "X": (0, False)}
        found = tuple(s for s in (False, True) if isinstance(move_check(g, seat, "reserve", "X", s, places), MoveCore))
        _SOURCES[key] = found
    return found


# the labels of a player's field cards -> each place's moves (`_move_rows`); read-only once built
_MOVE_ROWS: dict[tuple[str, ...], list[tuple[dict[str, MainChoice], ...]]] = {}
# (ordinary core?, soul core?) of a source -> the cores that may leave it (four entries at most)
_SOURCES: dict[tuple[bool, bool], tuple[bool, ...]] = {}


_END = Finish()


def hand_main_options(g: Table, seat: int) -> dict[str, MainChoice]:
    """The hand's options in the main step (summon, place, use, set)."""
    return _hand_options(g, seat, "main")


def main_options(g: Table, seat: int, hand: dict[str, MainChoice] | None = None) -> dict[str, MainChoice]:
    """Every option of the main step: the hand's first (`hand`, when the caller kept them:
    `hand_unmoved_by_cores`), then the field's, the core moves and "end"."""
    opts = dict(hand) if hand is not None else _hand_options(g, seat, "main")
    opts.update(_field_options(g, seat, "main"))
    add_move_options(g, seat, opts)
    opts["end"] = _END
    return opts


def hand_unmoved_by_cores(g: Table, seat: int) -> bool:
    """Whether the hand's options stay as they are while `seat` only moves cores between their own
    reserve and field cards (6-6-1-2-3), so that the main step need not list them again after such a
    move (two in five of a random game's decisions).  The cores available stay as many (the reserve
    and the player's field cards hold them all) and no card changes place, so the checks read only
    what a move cannot change, unless something may make them read levels or cores: a field card
    that changes hand costs or counts symbols, an effect set for a while (a watch), symbols changed
    for a while, a battle's links, or a hand card with effects working in the hand or with Ascend.
    The checks stay the one source of legality: this only says when their answers cannot differ
    (tests/engine/test_kept_options.py compares kept options with new ones over random games)."""
    st = g.st
    if st.watches or st.battle is not None or derived.hand_costs_change(st) or derived.field_counts_symbols(st):
        return False
    for mod in st.mods:
        if mod.kind in ("paying_symbols", "extra_symbols"):
            return False
    for card in st.players[seat].hand:
        if card.hand_constants or card.ascend is not None:
            return False
    return True


# ---- doing them ---------------------------------------------------------------------------------

def perform_option(g: Table, seat: int, choice: Choice, at: Point | None = None) -> Flow[bool]:
    """Carry out a chosen option.  Returns False if the player cancelled (nothing changed).  `at`:
    the main step's or the flash window's decision it was chosen at, for the payment and placement of
    a card played from the hand (model/decisions.py Putting: points a copy can enter again, and
    `perform_from` goes on from there)."""
    if isinstance(choice, MoveCore):
        ops.move_core(g, seat, choice.src, choice.dst, choice.soul, rule="6-6-1-2-3")
        g.note_own_core_loss(seat, choice.src)
        yield from checkpoint(g)
        return True
    if isinstance(choice, (Summon, Place)):
        # the player's own summon or placing: once it is done, the checkpoint resolves what the card's
        # arrival set off (put_card only queues it)
        swift = isinstance(choice, Summon) and choice.swift
        done = yield from put_card(g, seat, choice.card, "summon" if isinstance(choice, Summon) else "place",
                                   swift=swift, at=at)
        if done:
            yield from checkpoint(g)
        return done
    if isinstance(choice, Awaken):
        done = yield from awaken.awaken(g, seat, choice.spirit)
        if done:
            yield from checkpoint(g)
        return done
    if isinstance(choice, UseMagic):
        return (yield from use_magic(g, seat, choice.card, choice.number, at))
    if isinstance(choice, Activate):
        return (yield from activate(g, seat, choice.source, choice.number))
    if isinstance(choice, SetBurst):
        set_burst(g, seat, choice.card)
        return True
    raise ValueError(f"not a card option: {choice!r}")


def perform_from(g: Table, put: Putting, waiting: Decision[Any]) -> Flow[bool]:
    """The rest of `perform_option` for a card played from the hand, from the decision of its payment
    or its placement `waiting` (asked again first): a copy of a game entering it there."""
    if put.verb == "use":
        return (yield from _paid_and_used(g, put, waiting))
    done = yield from put_card_from(g, put, waiting)
    if done:
        yield from checkpoint(g)
    return done


def use_magic(g: Table, seat: int, card: Card, number: int, at: Point | None = None) -> Flow[bool]:
    """10-8: pay, the card waits unseen (10-8-7), its effect resolves, then it goes to the trash.
    `at`: as for `perform_option`."""
    cost = cost_of(g, seat, card)
    pl = pool(g, seat)
    free = bool(cost) and derived.free_to_play(g.st, seat, card)
    put = Putting(seat, card, "use", source="hand", rule="10-8-6", exhausted=False, own_when_summoned=False,
                  swift=False, cost=cost, free=free, ascend=None, pool=pl, outer=at, number=number)
    return (yield from _paid_and_used(g, put, None))


def _paid_and_used(g: Table, put: Putting, waiting: Decision[Any] | None) -> Flow[bool]:
    """`use_magic` from its payment on (`waiting`: the payment's decision to ask again first)."""
    st = g.st
    seat, card, number, cost, pl = put.seat, put.card, put.number, put.cost, put.pool
    picks: list[Pick] | None = []
    if cost:
        picks = yield from choose_payment(g, seat, pl, cost, card.name, "10-8-6", free=put.free, card=card,
                                          put=put if put.outer is not None else None, waiting=waiting)
    if picks is None:
        return False
    if not picks:
        cost = 0              # used without paying its cost ("free")
    extra = derived.additional_cost(st, seat, card) if st.watches else 0
    if extra:                 # an additional cost is owed even when the cost is not paid (8-4-2-2: BSS05-100)
        more = yield from choose_payment(g, seat, pl, extra, f"{card.name}'s additional cost", "8-4-2-2")
        if more is None:
            return False
        picks = picks + more
    discards = derived.discard_cost(st, seat, card)
    ops.leave_hand(st.players[seat], card, seen=True)
    st.resolving.append((seat, card))
    g.emit("use", "10-8-3", f"{g.name(seat)} uses {card.name} (effect {number}, cost {cost})",
           seat=seat_name(seat), card=card.id)
    pay_picks(g, seat, picks, card.name)
    ops.spend_next_only(g, seat, card)
    if discards:
        yield from pay_discards(g, seat, discards, card)
    st.note_magic_used(seat)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # for Luster (11-6-1)
    yield from checkpoint(g, with_triggers=False)
    soul_paid = any(soul for _, soul in picks)
    yield from resolve_magic(g, Ctx(seat, card, card.effects[number - 1], number, soul_paid=soul_paid), "hand")
    yield from checkpoint(g)
    return True


def activate(g: Table, seat: int, fc: FieldCard, number: int) -> Flow[bool]:
    eff = fc.card.effects[number - 1]
    if eff.once_per_turn:
        g.st.once_used.add((fc.uid, number))
    g.emit("activate", "8-5-2", f"{g.name(seat)} activates [{fc.label}] {fc.card.name} effect {number}",
           label=fc.label)
    yield from resolve(g, Ctx(seat, fc.card, eff, number, fc))
    yield from checkpoint(g)
    return True


def set_burst(g: Table, seat: int, card: Card) -> None:
    """6-6-1-2-2 / 3-8-3: one per turn; a burst already set is discarded."""
    st = g.st
    p = st.players[seat]
    ops.leave_hand(p, card, seen=False)     # face down (3-8-2)
    if p.burst is not None:
        old = p.burst
        p.trash.append(old)
        g.emit("burst_discard", "3-8-3", f"{g.name(seat)}'s previous burst {old.name} is discarded", card=old.id)
        ops.into_trash(g, seat, (old,), "")
    p.burst, p.burst_shown = card, False
    st.burst_set_this_turn = True
    g.emit("set_burst", "6-6-1-2-2", f"{g.name(seat)} sets a burst", private_to=seat,
           private_text=f"{g.name(seat)} sets {card.name} as a burst", seat=seat_name(seat))
