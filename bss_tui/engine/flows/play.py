"""What a player may do with cards: summon (10-6), place (10-7), use magic (10-8), activate
effects (8-1-3), set a burst (6-6-1-2-2), move cores (6-6-1-2-3).

Each kind of action has one check, which returns the choice when the action is legal now and a
`Refusal` citing the rule when it is not.  The option builders keep the choices; the explanation
of an illegal action (explain.py) runs the same check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...carddb import effects as E
from ...carddb.schema import Card, Level
from ..keywords import triggered
from ..model.context import Ctx
from ..operations import ops
from ..rules import derived, triggers
from .checkpoint import checkpoint, destroy
from ..model.decisions import (Activate, Awaken, Choice, Decision, Finish, Flow, Kind, MainChoice, MoveCore,
    Pick, PickCard, PickOption, Place, Refusal, SetBurst, Summon, UseMagic, ask_yes_no, decide)
from ..model.memo import remember
from ..model.state import FieldCard, Pending, seat_name
from ..model.table import Table
from ..operations.payment import available, choose_payment, choose_placement, cost_of, pay_picks, pool
from ..verbs.directives import amount, handles, into_hand, placing_order, rest_to, targets_of, top_cards
from ..verbs.effects import cost_payable, resolve

Window = Literal["main", "flash"]
HandVerb = Literal["summon", "place", "use", "set"]
HAND_VERBS: tuple[HandVerb, ...] = ("summon", "place", "use", "set")


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
        refused = _colour_locked(g, seat, card) or _discards_short(g, seat, card)
        if refused is not None:
            return refused
    return _destroys_short(g, seat, card) if destroys and card.hand_constants else None


def _colour_locked(g: Table, seat: int, card: Card) -> Refusal | None:
    """An effect lets this card be played only with a field symbol of its colour (BSS03-117)."""
    if derived.colour_locked(g.st, seat, card):
        return Refusal("8-2-2-2", f"{card.name} cannot be used: no symbol on your field shares a colour with it "
                                  "(an effect says so)")
    return None


def _discards_short(g: Table, seat: int, card: Card) -> Refusal | None:
    """8-4-2-3: an additional cost of discards ("discard_cost") needs enough other hand cards."""
    need = derived.discard_cost(g.st, seat, card)
    have = len(g.st.players[seat].hand) - 1
    if need > have:
        return Refusal("8-4-2-3", f"{card.name} also needs {need} other card{'s' if need != 1 else ''} discarded "
                                  f"from the hand (an additional cost) but there {'is' if have == 1 else 'are'} {have}")
    return None


def _destroys_short(g: Table, seat: int, card: Card) -> Refusal | None:
    """8-4-2-3: an additional cost of destroying field cards ("destroy_cost") needs enough of them."""
    need, can = derived.destroy_cost(g.st, seat, card)
    if need > len(can):
        return Refusal("8-4-2-3", f"{card.name} also needs {need} of your field cards destroyed (an additional cost) "
                                  f"and {len(can)} can be")
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
        kept = triggered.ascend_kept(g, seat, card, reserve_only=swift)
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
    if not magic_window_ok(card.effects[number - 1], window):
        return Refusal("8-1-6-1", f"{card.name}'s effect {number} is not labelled {window}: main effects are "
                                  "used in your main step, flash effects in flash windows")
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


def awaken_check(g: Table, seat: int, fc: FieldCard, window: Window) -> Awaken | Refusal:
    """11-1-1: move cores from one's other field cards onto a card with Awaken."""
    st = g.st
    if fc.controller != seat:
        return Refusal("11-1-1", lambda: f"[{fc.label}] is not controlled by {g.name(seat)}")
    if not (fc.card.keywords and derived.has_keyword(st, fc, "Awaken")):
        return Refusal("11-1-1", lambda: f"[{fc.label}] {fc.card.name} has no active Awaken")
    if window != "flash":
        return Refusal("11-1-1", "Awaken is used where flash effects are: in a flash window")
    if not any(o.controller == seat and o is not fc and st.total_cores(o) for o in st.field):
        return Refusal("11-1-1", "Awaken needs a core on another of your field cards")
    return Awaken(fc)


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


def hand_check(g: Table, seat: int, card: Card, verb: HandVerb, window: Window, number: int = 0,
               avail: int | None = None) -> Choice | Refusal:
    """The check for playing a hand card with `verb`."""
    if verb == "summon":
        return summon_check(g, seat, card, window, avail)
    if verb == "place":
        return place_check(g, seat, card, window, avail)
    if verb == "use":
        return use_check(g, seat, card, number, window, avail)
    return set_check(g, seat, card, window)


# ---- option builders ----------------------------------------------------------------------------

def card_options(g: Table, seat: int, window: Window) -> dict[str, MainChoice]:
    """Hand cards and field effects usable now; window is "main" or "flash"."""
    return _hand_options(g, seat, window) | _field_options(g, seat, window)


def _hand_options(g: Table, seat: int, window: Window) -> dict[str, MainChoice]:
    st = g.st
    main = window == "main"
    avail = available(g, seat)
    reserve: int | None = None      # what a Swift summon may pay with (11-9-1), when one is tried
    opts: dict[str, MainChoice] = {}
    seen: set[str] = set()
    with derived.listing_hand(st):
        for card in st.players[seat].hand:
            if card.id in seen:
                continue
            seen.add(card.id)
            plays = plays_of(card)
            kind = card.type
            if kind == "spirit":
                if main:
                    summon = summon_check(g, seat, card, window, avail)
                elif derived.hand_card_has_keyword(st, seat, card, "Swift"):
                    if reserve is None:
                        reserve = available(g, seat, reserve_only=True)
                    summon = summon_check(g, seat, card, window, reserve)
                else:
                    summon = None
                if isinstance(summon, Summon):
                    opts[plays.summon_text] = summon
            elif kind == "nexus":
                if main:
                    place = place_check(g, seat, card, window, avail)
                    if isinstance(place, Place):
                        opts[plays.place_text] = place
            elif kind == "magic":
                for number, text in plays.use_texts:
                    use = use_check(g, seat, card, number, window, avail)
                    if isinstance(use, UseMagic):
                        opts[text] = use
            if main and plays.burst_text:
                _keep(opts, plays.burst_text, set_check(g, seat, card, window))
    return opts


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
        if mod.kind in ("symbols", "symbol"):
            return False
    for card in st.players[seat].hand:
        if card.hand_constants or card.ascend is not None:
            return False
    return True


# ---- doing them ---------------------------------------------------------------------------------

def perform_option(g: Table, seat: int, choice: Choice) -> Flow[bool]:
    """Carry out a chosen option.  Returns False if the player cancelled (nothing changed)."""
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
                                   swift=swift)
        if done:
            yield from checkpoint(g)
        return done
    if isinstance(choice, Awaken):
        return (yield from awaken(g, seat, choice.spirit))
    if isinstance(choice, UseMagic):
        return (yield from use_magic(g, seat, choice.card, choice.number))
    if isinstance(choice, Activate):
        return (yield from activate(g, seat, choice.source, choice.number))
    if isinstance(choice, SetBurst):
        set_burst(g, seat, choice.card)
        return True
    raise ValueError(f"not a card option: {choice!r}")


def put_card(g: Table, seat: int, card: Card, verb: Literal["summon", "place"], reserve_only: bool = False,
             free: bool = False, source: Literal["hand", "trash", "token", "deck_top", "revealed", "this"] = "hand",
             rule: str = "",
             exhausted: bool = False, own_when_summoned: bool = True, from_trash: bool = False,
             together: list[Arrival] | None = None, swift: bool = False) -> Flow[bool]:
    """Summon a spirit (10-6) or place a nexus (10-7) from the hand (or, by an effect, from the
    trash, without paying its cost, or a token from nowhere, 4-12-1), refreshed or `exhausted`,
    and with its own "when summoned" effects unless an effect says otherwise.  `from_trash`: its LV1
    cores come from the reserve or the trash, never the soul core (BSS05-111).  `together`: one of
    several cards one effect puts onto the field; its arrival is added there and told with the
    others' by `arrive_together` once they are all on the field (8-6-3).
    `swift`: summoned with Swift in a flash window (11-9-1): paid from the reserve only, and told so
    to "summoned with Swift" triggers.
    No checkpoint comes here, whoever summons: the effects the arrival sets off wait (8-5-2-3) for the
    checkpoint after the action or the effect that put the card there, once that has gone to its end
    (9-1-2-2: no checkpoint management inside another action; 1-3-7, 8-5-2-4).  `perform_option` runs it
    after a player's own summon or placing; an effect's summon (Immortal, Agile, Feast, a burst and the
    effect paid for after it included) is followed by the checkpoint after that effect."""
    rules = ("10-6-6", "10-6-7") if verb == "summon" else ("10-7-6", "10-7-7")
    if swift:        # summoned with Swift: its cost and cores from the reserve only (11-9-1)
        reserve_only, rule = True, "11-9-1"
    several = source == "token" or together is not None     # one of the cards an effect summons: 1-3-2 below
    if verb == "summon" and several and derived.summon_barred(g.st, seat, card):
        # 4-12-4: a token is summoned as a spirit, under every limit on summoning spirits (BSS03-103); so is
        # each card one effect summons together, the ones before it counted: what cannot be done is not (1-3-2)
        g.emit("summon_barred", "4-12-4" if source == "token" else "1-3-2", f"{card.name} cannot be summoned: "
               f"{g.name(seat)} may summon no more such spirits this turn", card=card.id)
        return False
    short = _destroys_short(g, seat, card) if source != "token" else None
    if short is not None:         # its additional cost binds a summon by an effect too (BSS03-097)
        g.emit("not_summoned" if verb == "summon" else "not_placed", short.rule, short.message, card=card.id)
        return False
    with derived.paying_for(g.st, card, source):
        cost = 0 if free else cost_of(g, seat, card)
    ascend: FieldCard | None = None
    if verb == "summon" and triggered.ascend_condition(card) is not None:
        waivers = triggered.ascend_waivers(g, seat, card) if source == "hand" else []
        waive = False
        if waivers:       # "you may exhaust this nexus to summon it without paying Ascend" (BSS04-114)
            waive = yield from ask_yes_no(seat, Kind.OPTIONAL, f"Exhaust [{waivers[0].label}] {waivers[0].card.name} "
                                          f"to summon {card.name} without paying its Ascend?", "11-8-1")
        if waive:
            ops.exhaust(g, waivers[0], seat, rule="8-4-2-1")
        else:
            ascend = yield from triggered.choose_ascend(g, seat, card)     # 11-8-1, even when free (ruling)
            if ascend is None:
                return False
    pl = pool(g, seat, reserve_only or from_trash)
    if from_trash:          # "a core from your reserve or trash that is not a Soul Core" (BSS05-111)
        pl.ordinary["trash"] = g.st.players[seat].trash_cores
        pl.soul = None
    if several and pl.total() < cost + card.lv1_cores:     # 1-3-2: what cannot be done is not done
        g.emit("not_summoned" if verb == "summon" else "not_placed", "1-3-2",
               f"{card.name} is not {'summoned' if verb == 'summon' else 'placed'}: it needs {cost + card.lv1_cores}"
               f" cores and {pl.total()} can be used", card=card.id)
        return False
    if ascend is not None:
        triggered.keep_one_core(pl, ascend)
    picks: list[Pick] | None = []
    if cost:
        picks = yield from choose_payment(g, seat, pl, cost, card.name, rules[0],
                                          free=source == "hand" and derived.free_to_play(g.st, seat, card), card=card)
        if picks is None:
            return False
        if not picks:
            cost = 0          # played without paying its cost ("free")
    placed = yield from choose_placement(g, seat, pl, card.lv1_cores, card.name, rules[1], card=card,
                                         before=tuple(picks or ()))
    if placed is None or picks is None:
        return False
    # the field cards an additional cost destroys (BSS03-097), chosen while the card is still in its area
    doomed = (yield from choose_destroys(g, seat, card)) if card.hand_constants and source != "token" else []
    p = g.st.players[seat]
    discards = derived.discard_cost(g.st, seat, card) if source == "hand" else 0
    if source == "deck_top":     # the revealed card itself, not a copy further down (12-2)
        del p.deck[max(i for i, c in enumerate(p.deck) if c is card)]
    elif source in ("this", "revealed"):
        # the resolving burst card itself (BSS03-116), no longer bound for the trash; or a card taken
        # from the revealed top of the deck (RevealTake), held there meanwhile
        g.st.resolving.remove((seat, card))
    elif source != "token":
        (p.hand if source == "hand" else p.trash).remove(card)
    pay_picks(g, seat, picks, card.name)
    if source == "hand":
        derived.spend_next_only(g.st, seat, card)
    if discards or doomed:       # held in play, seen by both, while the additional costs are paid (chapter 3)
        g.st.resolving.append((seat, card))
        if discards:
            yield from pay_discards(g, seat, discards, card)
        if doomed:
            yield from destroy(g, doomed, by=seat, cause="effect", rule="8-4-2-2", source=card)
        g.st.resolving.remove((seat, card))
    fc = ops.put_on_field(g, seat, card)
    if verb == "summon":
        g.st.note_summoned(seat, card)        # for summon_limit (BSS03-103)
    for place, soul in placed:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
    fc.exhausted = exhausted
    word = "summons" if verb == "summon" else "places"
    rule = rule or ("10-6" if verb == "summon" else "10-7")
    g.emit(verb, rule,
           f"{g.name(seat)} {word} [{fc.label}] {card.name} (cost {cost}, {len(placed)} core"
           f"{'s' if len(placed) != 1 else ''} on it)", seat=seat_name(seat), card=card.id, label=fc.label)
    arrival = Arrival(fc, "summoned" if verb == "summon" else "placed",
                      any(soul for _, soul in picks), source, own_when_summoned,    # "if the soul core paid for it"
                      swift)       # summoned with Swift (BSS04-078)
    if together is not None and ascend is None:
        together.append(arrival)
        return True
    batch = _arrival_batch(g, seat, [arrival])
    if ascend is not None:
        payer = triggered.ascend_payer(g, ascend)      # its cost as it pays (BSS04-020)
        triggered.pay_ascend(g, seat, card, ascend)
        triggers.collect(g, "ascended", [fc], player=seat, by=seat, cards=(payer,), into=batch)
    g.queue(batch)          # they wait for the checkpoint after the summon or the effect (see above)
    return True


@dataclass(frozen=True)
class Arrival:
    """A card just summoned or placed, before its event is told."""

    fc: FieldCard
    event: Literal["summoned", "placed"]
    soul_paid: bool
    zone: str
    own_when_summoned: bool
    swift: bool = False


def _arrival_batch(g: Table, seat: int, arrived: list[Arrival]) -> list[Pending]:
    """The effects the arrival of these cards, put onto the field together, sets off: one event
    for each of summoning and placing, so an effect activates once however many cards match it
    (8-6-3)."""
    batch: list[Pending] = []
    for event in ("summoned", "placed"):
        cards = [a for a in arrived if a.event == event]
        if cards:
            triggers.collect(g, event, [a.fc for a in cards], player=seat, by=seat, into=batch,
                             soul_paid=any(a.soul_paid for a in cards), zone=cards[0].zone,
                             swift=any(a.swift for a in cards))
    barred = [a.fc for a in arrived if not a.own_when_summoned]
    batch[:] = [item for item in batch if not any(_own_when_summoned(item, fc) for fc in barred)]
    return batch


def arrive_together(g: Table, seat: int, arrived: list[Arrival]) -> Flow[None]:
    """Tell of the cards one effect has put onto the field, once they are all there: one event, whose
    effects wait together, with no checkpoint between the cards (8-6-3) nor before the effect that
    summoned them has finished resolving (the checkpoint after it resolves them, 8-5-2-4)."""
    if arrived:
        g.queue(_arrival_batch(g, seat, arrived))
    yield from ()


def _own_when_summoned(item: Pending, fc: FieldCard) -> bool:
    timing = item.effect.timing if item.effect is not None else None
    return item.source is fc and timing is not None and timing.event == "summoned" and timing.subject == "this"


def awaken(g: Table, seat: int, fc: FieldCard) -> Flow[bool]:
    """11-1-1: move one or more cores from the player's other field cards onto this one.  A card
    left below LV1 is self-destroyed: no "when destroyed" effects."""
    pl = pool(g, seat)
    pl.ordinary.pop("reserve", None)      # only cores from the player's other field cards
    pl.ordinary.pop(fc.label, None)
    if pl.soul in ("reserve", fc.label):
        pl.soul = None
    picks = yield from choose_placement(g, seat, pl, 1, f"[{fc.label}] {fc.card.name}", "11-1-1",
                                        goal="Awaken moves at least 1 from your other cards", onto=fc)
    if picks is None:
        return False
    for place, soul in picks:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
        g.note_own_core_loss(seat, place)
    g.emit("awaken", "11-1-1", f"{g.name(seat)} awakens [{fc.label}] {fc.card.name}: {len(picks)} core"
           f"{'s' if len(picks) != 1 else ''} moved onto it", label=fc.label)
    emptied = [c for c in g.st.field if c.label in {place for place, _ in picks} and g.st.total_cores(c) == 0]
    if emptied:          # "when you reduce one of your spirit's cores to zero with an Awaken effect" (PR-002)
        triggers.collect(g, "awaken_emptied", emptied, player=seat, by=seat)
    yield from checkpoint(g)
    return True


def use_magic(g: Table, seat: int, card: Card, number: int) -> Flow[bool]:
    """10-8: pay, the card waits unseen (10-8-7), its effect resolves, then it goes to the trash."""
    st = g.st
    cost = cost_of(g, seat, card)
    picks: list[Pick] | None = []
    pl = pool(g, seat)
    if cost:
        picks = yield from choose_payment(g, seat, pl, cost, card.name, "10-8-6",
                                          free=derived.free_to_play(st, seat, card), card=card)
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
    st.players[seat].hand.remove(card)
    st.resolving.append((seat, card))
    g.emit("use", "10-8-3", f"{g.name(seat)} uses {card.name} (effect {number}, cost {cost})",
           seat=seat_name(seat), card=card.id)
    pay_picks(g, seat, picks, card.name)
    derived.spend_next_only(st, seat, card)
    if discards:
        yield from pay_discards(g, seat, discards, card)
    st.note_magic_used(seat)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # for Luster (11-6-1)
    yield from checkpoint(g, with_triggers=False)
    soul_paid = any(soul for _, soul in picks)
    yield from _resolve_magic(g, Ctx(seat, card, card.effects[number - 1], number, soul_paid=soul_paid), "hand")
    yield from checkpoint(g)
    return True


@handles(E.CastMagic)
def _cast_magic(g: Table, ctx: Ctx, act: E.CastMagic) -> Flow[None]:
    """A magic card of the controller's trash is used without paying its cost (10-8: BSS06-031): the
    effect of the window now (the controller's main step: "main"; else "flash"), their pick among
    several; it resolves while held (10-8-7), then goes back to the trash (10-8-8)."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    found = yield from targets_of(g, ctx, act.target)
    card = next((c for c in found if isinstance(c, Card) and c.type == "magic" and c in p.trash), None)
    if card is None:
        return
    window = "main" if st.step == "main" and st.active == seat else "flash"
    usable = [n for n in card.magic_effects if window in card.effects[n - 1].windows]
    if not usable:
        g.emit("use_refused", "10-8-1", f"{card.name} has no {window} effect to use now: it stays in the trash")
        return
    number = usable[0]
    if len(usable) > 1:
        pick = yield from decide(Decision(seat, Kind.CHOICE, {f"choose {n}": PickOption(n) for n in usable},
                                          f"{ctx.card.name}: choose which effect of {card.name} to use", "10-8-1"))
        number = pick.n
    p.trash.remove(card)
    st.resolving.append((seat, card))
    g.emit("use", "10-8-3", f"{g.name(seat)} uses {card.name} from the trash without paying its cost "
           f"(effect {number})", seat=seat_name(seat), card=card.id)
    st.note_magic_used(seat)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # for Luster (11-6-1)
    yield from _resolve_magic(g, Ctx(seat, card, card.effects[number - 1], number), "")


def _resolve_magic(g: Table, ctx: Ctx, zone: str) -> Flow[None]:
    """A used magic card's effect resolves while it is held (10-8-7), then the card goes to the trash,
    or back to the hand when its own effect says so (10-8-8, BSS05-121); "magic_resolved" follows,
    `zone` "hand" for a card used from the hand (BSS02-040)."""
    st, seat, card = g.st, ctx.seat, ctx.card
    yield from resolve(g, ctx)
    st.resolving.remove((seat, card))
    if ctx.back_to_hand:
        st.players[seat].hand.append(card)
        g.emit("to_hand", "10-8-8", f"{card.name} returns to {g.name(seat)}'s hand", card=card.id)
        triggers.collect(g, "to_hand", [], player=seat, by=seat)
    else:
        st.players[seat].trash.append(card)
        g.emit("to_trash", "10-8-8", f"{card.name} goes to the trash", card=card.id)
        ops.into_trash(g, seat, (card,), "")
    triggers.collect(g, "magic_resolved", [], player=seat, by=seat, soul_paid=ctx.soul_paid, zone=zone,
                     cards=(card,))


def choose_destroys(g: Table, seat: int, card: Card) -> Flow[list[FieldCard]]:
    """The field cards `seat` chooses to destroy for an additional cost the card's own effect asks for
    ("destroy_cost": BSS03-097), destroyed once the cores are paid (8-4-2-2)."""
    need, can = derived.destroy_cost(g.st, seat, card)
    chosen: list[FieldCard] = []
    while len(chosen) < need and can:
        if len(can) <= need - len(chosen):
            chosen.extend(can)
            break
        picked = yield from decide(Decision(seat, Kind.TARGET, {f"pick {fc.label}": PickCard(fc) for fc in can},
                                            f"{card.name}: destroy a card as an additional cost", "8-4-2-2"))
        if isinstance(picked.card, FieldCard):
            chosen.append(picked.card)
            can.remove(picked.card)
    return chosen


def pay_discards(g: Table, seat: int, n: int, card: Card) -> Flow[None]:
    """An additional cost after the cores (8-4-2-2): `seat` discards `n` cards of their choice
    from the hand (10-2-2), the card being played already out of it."""
    hand = g.st.players[seat].hand
    for _ in range(min(n, len(hand))):
        options: dict[str, PickCard] = {}
        for one in hand:
            options.setdefault(f"discard {one.id}", PickCard(one))
        picked = yield from decide(Decision(seat, Kind.DISCARD, options,
                                            f"{card.name}: discard a card as an additional cost", "8-4-2-2"))
        assert isinstance(picked, PickCard) and isinstance(picked.card, Card)
        hand.remove(picked.card)
        g.st.players[seat].trash.append(picked.card)
        g.emit("discard", "10-2-2", f"{g.name(seat)} discards {picked.card.name} for {card.name}",
               seat=seat_name(seat), card=picked.card.id)
        ops.into_trash(g, seat, (picked.card,), "hand")


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
    p.hand.remove(card)
    if p.burst is not None:
        old = p.burst
        p.trash.append(old)
        g.emit("burst_discard", "3-8-3", f"{g.name(seat)}'s previous burst {old.name} is discarded", card=old.id)
        ops.into_trash(g, seat, (old,), "")
    p.burst = card
    st.burst_set_this_turn = True
    g.emit("set_burst", "6-6-1-2-2", f"{g.name(seat)} sets a burst", private_to=seat,
           private_text=f"{g.name(seat)} sets {card.name} as a burst", seat=seat_name(seat))


_PUT_WHERE = {"hand": "into your hand", "field": "onto the field", "top": "on top of your deck"}


@handles(E.RevealTake)
def _reveal_take(g: Table, ctx: Ctx, act: E.RevealTake) -> Flow[None]:
    """Reveal or view the top cards (12-2, 12-3); matching ones to the hand (a card taken from a
    private view is revealed, 12-2-1), the rest to the bottom, the trash or back on top."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    shown = top_cards(p, amount(g, ctx, act.count))      # they stay in the deck until they are moved (12-3-2)
    if not shown:
        return
    names = ", ".join(c.name for c in shown)
    if act.view_only:
        g.emit("view", "12-3-1", f"{g.name(seat)} looks at the top {len(shown)} card(s) of their deck",
               private_to=seat, private_text=f"{g.name(seat)} looks at: {names}")
    else:
        g.emit("reveal", "12-2-1", f"{g.name(seat)} reveals {names}", cards=[c.id for c in shown])
    costs = derived.your_spirit_costs(st, seat) if act.filter.cost_as_yours else None
    matching = [c for c in shown if derived.card_matches(c, act.filter, ctx.event_card, costs=costs)]
    taken: list[Card] = []
    if act.take == "all" and act.most is None:
        taken = matching
    elif act.take == "all":      # up to `most` of them, the player's pick (BSS06-069)
        left = list(matching)
        while left and act.most is not None and len(taken) < act.most:
            picks: dict[str, PickCard | Finish] = {"done": Finish()}
            for card in left:
                picks.setdefault(f"pick {card.id}", PickCard(card))
            where = _PUT_WHERE[act.to]
            choice = yield from decide(Decision(seat, Kind.TARGET, picks, f"{ctx.card.name}: choose a card to put "
                                                f"{where} (up to {act.most}, {len(taken)} chosen)", "8-5-3-2"))
            if not (isinstance(choice, PickCard) and isinstance(choice.card, Card)):
                break
            taken.append(choice.card)
            left.remove(choice.card)
    elif matching:
        options: dict[str, PickCard | Finish] = {}
        for card in matching:
            options.setdefault(f"pick {card.id}", PickCard(card))
        if act.take == "up_to_one" or act.view_only:
            options["done"] = Finish()    # 8-5-3-5: from a private view a match may be passed over
        if len(options) == 1:
            taken = [matching[0]]
        else:
            where = _PUT_WHERE[act.to]
            choice = yield from decide(Decision(seat, Kind.TARGET, options,
                                                f"{ctx.card.name}: choose a card to put {where}", "8-5-3"))
            if isinstance(choice, PickCard) and isinstance(choice.card, Card):
                taken = [choice.card]
    rest = list(shown)
    for card in taken:
        rest.remove(card)
    if act.rest in ("bottom", "top"):   # ordered while the cards are still in the deck (3-1-5)
        rest = yield from placing_order(g, seat, rest, act.rest, ctx.card.name)
    del p.deck[len(p.deck) - len(shown):]
    if act.to == "field":        # placed or summoned without paying its cost (10-7, 10-6)
        rest_to(g, seat, rest, act.rest)
        st.resolving.extend((seat, card) for card in taken)     # in play, seen by both, until it is put
        arrived: list[Arrival] = []
        for card in taken:
            verb: Literal["summon", "place"] = "summon" if card.type == "spirit" else "place"
            done = yield from put_card(g, seat, card, verb, free=True, source="revealed", together=arrived)
            if not done:             # it could not be put there: it goes where the rest went
                st.resolving.remove((seat, card))
                rest_to(g, seat, [card], act.rest)
        yield from arrive_together(g, seat, arrived)
        return
    if act.to == "top":         # the rest put away first, the taken card on top (BSS03-096)
        rest_to(g, seat, rest, act.rest)
        for card in taken:
            p.deck.append(card)
            if act.view_only:        # a card only its player looked at stays unknown to the other (12-3-1)
                g.emit("to_deck", "12-3-1", f"{g.name(seat)} puts a card on top of their deck", private_to=seat,
                       private_text=f"{g.name(seat)} puts {card.name} on top of their deck")
            else:
                g.emit("to_deck", "12-2-1", f"{g.name(seat)} puts {card.name} on top of their deck", card=card.id)
        return
    for card in taken:
        p.hand.append(card)
        g.emit("take", "12-2-1", f"{g.name(seat)} puts {card.name} into their hand", card=card.id)
    rest_to(g, seat, rest, act.rest)
    into_hand(g, ctx, seat, len(taken))
    ctx.those = list(taken)     # "if you add a card to your hand with this effect" (BSS05-088)


@handles(E.Summon)
def _summon(g: Table, ctx: Ctx, act: E.Summon) -> Flow[None]:
    """Summon a spirit card from the hand, the trash or the revealed top of the deck by an effect
    (10-6), or place a nexus card the filter lets through (10-7): free, paid and placed from the
    reserve only, or paid as usual.  A spirit's LV1 cores are still placed (10-6-7)."""
    st = g.st
    p = st.players[ctx.seat]
    if act.zone == "this" and (ctx.seat, ctx.card) not in st.resolving:
        own = ctx.card           # the effect's own card, from the hand or trash it works in (CB01-061)
        where: Literal["hand", "trash"] | None = "hand" if own in p.hand else "trash" if own in p.trash else None
        if where is not None and derived.card_matches(own, act.filter):
            yield from put_card(g, ctx.seat, own, "summon" if own.type == "spirit" else "place",
                                reserve_only=act.pay == "reserve", free=act.pay == "free", source=where,
                                exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned)
        return
    area = p.hand if act.zone == "hand" else p.trash if act.zone == "trash" else p.deck[-act.reveal:][::-1] \
        if act.zone == "deck_top" else [ctx.card] if (ctx.seat, ctx.card) in st.resolving else []
    if act.zone == "deck_top" and area:
        names = ", ".join(c.name for c in area)
        g.emit("reveal", "12-2-1", f"{g.name(ctx.seat)} reveals {names} from the top of their deck",
               cards=[c.id for c in area])
    free = act.pay == "free"
    reserve_only = act.pay == "reserve"          # "cost": from the field and the reserve (10-6-6)
    if act.those:        # the cards the previous directive chose, each in turn (BSS05-099)
        chosen = [c for c in ctx.those if isinstance(c, Card)]
        done_cards: list[FieldCard | Card] = []
        arrived: list[Arrival] = []
        for card in chosen:
            if card not in area or card.type not in ("spirit", "nexus"):
                continue
            verb: Literal["summon", "place"] = "place" if card.type == "nexus" else "summon"
            if (yield from put_card(g, ctx.seat, card, verb, reserve_only=reserve_only, free=free, source=act.zone,
                                    exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned,
                                    together=arrived)):
                done_cards.append(card)
        ctx.those = done_cards
        yield from arrive_together(g, ctx.seat, arrived)
        return
    avail = available(g, ctx.seat, reserve_only=reserve_only)
    options: dict[str, PickCard | Finish] = {}
    costs = derived.your_spirit_costs(st, ctx.seat) if act.filter.cost_as_yours else None
    for card in area:
        if act.filter.only_this and card.id != ctx.card.id:     # this very card, from where it lies (BSS05-012)
            continue
        # a spirit unless barred; a nexus when the effect names nexuses or this very card: it is placed (10-7)
        kind_ok = card.type == "spirit" and "spirit" in (act.filter.types or ("spirit",)) and \
            not derived.summon_barred(st, ctx.seat, card) or \
            card.type == "nexus" and ("nexus" in act.filter.types or act.filter.only_this)
        kind_ok = kind_ok and _destroys_short(g, ctx.seat, card) is None    # its additional cost (BSS03-097)
        if kind_ok and derived.card_matches(card, act.filter, ctx.event_card, costs=costs,
                                            in_trash=act.zone == "trash"):
            with derived.paying_for(st, card, act.zone):
                need = card.lv1_cores + (0 if free else derived.cost_to_pay(st, ctx.seat, card))
            kept = triggered.ascend_kept(g, ctx.seat, card, reserve_only, from_hand=act.zone == "hand")
            if isinstance(kept, Refusal):
                continue
            need += kept
            if need <= avail:
                options.setdefault(f"pick {card.id}", PickCard(card))
    choice: PickCard | Finish = Finish()
    if options:
        if act.may or act.zone == "hand":    # a "may", or a private zone where a match may be hidden (8-5-3-5)
            options["done"] = Finish()
        choice = yield from decide(Decision(ctx.seat, Kind.TARGET, options,
                                            f"{ctx.card.name}: choose a card to summon or place", "10-6-1"))
    put = False
    ctx.those = []      # the card summoned, for "if you do" (a condition on "those": BSS05-012)
    if isinstance(choice, PickCard) and isinstance(choice.card, Card):
        verb = "place" if choice.card.type == "nexus" else "summon"
        put = yield from put_card(g, ctx.seat, choice.card, verb, reserve_only=reserve_only, free=free,
                                  source=act.zone, exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned)
        ctx.those = [choice.card] if put else []
    if act.otherwise_trash and area:         # the revealed cards not summoned are discarded (10-2-1)
        ops.mill(g, ctx.seat, len(area) - (1 if put else 0), rule="10-2-1", by=ctx.seat)


def token_card(t: E.Token) -> Card:
    """The card a token is while on the field (4-12-2: its facts are the effect's), with an id of
    its own made from its name ("Antman Token": TK-ANTMAN-TOKEN)."""
    words = ("".join(ch for ch in word if ch.isalnum()).upper() for word in t.name.split())
    return Card(id="-".join(["TK", *(w for w in words if w)]), name=t.name, type="spirit", colours=t.colours,
                cost=t.cost, symbols=t.symbols, families=t.families, levels=(Level(level=1, cores=t.cores, bp=t.bp),))


@handles(E.SummonToken)
def _summon_token(g: Table, ctx: Ctx, act: E.SummonToken) -> Flow[None]:
    """4-12: each token is summoned as a spirit is (10-6), from no area."""
    if act.token is not None:
        card = token_card(act.token)
    elif ctx.event_card is not None and ops.is_token(ctx.event_card.card):   # a copy of it (BSS05-111)
        card = ctx.event_card.card
    else:
        return
    own = act.cores_from == "reserve_or_trash"
    arrived: list[Arrival] = []
    for _ in range(derived.amount(g.st, act.count, ctx.seat, ctx.this(g), ctx.event_card)):
        if not (yield from put_card(g, ctx.seat, card, "summon", source="token", exhausted=act.exhausted, free=own,
                                    from_trash=own, together=arrived)):
            break           # the cores ran out: the rest are not summoned (1-3-2)
    yield from arrive_together(g, ctx.seat, arrived)


@handles(E.Feast)
def _feast(g: Table, ctx: Ctx, act: E.Feast) -> Flow[None]:
    """11-17-1, once per time: a Small token when the controller has no Small or Medium one, else one of
    theirs (chosen among several) pays all its cores to the reserve as the cost and the next size up is
    summoned."""
    st = g.st
    seat = ctx.seat
    bigger = {act.small.name: act.medium, act.medium.name: act.large}
    for _ in range(derived.amount(st, act.times, seat, ctx.this(g), ctx.event_card)):
        growing = [fc for fc in st.field if fc.controller == seat and ops.is_token(fc.card)
                   and fc.card.name in bigger and st.total_cores(fc) > 0]
        token = act.small
        if growing:
            fc = growing[0]
            if len(growing) > 1:
                pick = yield from decide(Decision(
                    seat, Kind.TARGET, {f"pick {t.label}": PickCard(t) for t in growing},
                    "Feast: choose one of your Small or Medium Supsprite Tokens to grow a size", "11-17-1"))
                if isinstance(pick.card, FieldCard):
                    fc = pick.card
            token = bigger[fc.card.name]
            g.emit("feast", "11-17-1", f"Feast: every core on [{fc.label}] {fc.card.name} goes to {g.name(seat)}'s "
                   f"reserve to summon a {token.name}", label=fc.label)
            ops.all_cores_to_reserve(g, fc, "11-17-1")
            g.note_own_core_loss(seat, fc.label)      # left empty, it goes at the checkpoint (9-3-2-1)
        else:
            g.emit("feast", "11-17-1", f"Feast: {g.name(seat)} has no Small or Medium Supsprite Token: "
                   f"a {token.name} is summoned")
        yield from put_card(g, seat, token_card(token), "summon", source="token", rule="11-17-1")


@triggered.resolver("Immortal")
def _immortal(g: Table, item: Pending) -> Flow[None]:
    """11-4-1: the player may summon the card from the trash, paying its cost as usual (Immortal
    ruling); its "when summoned" effects then trigger."""
    st = g.st
    seat = item.seat
    card = item.card
    if card not in st.players[seat].trash:
        return
    g.emit("immortal", "11-4-1", f"Immortal: {g.name(seat)} may summon {card.name} from the trash", card=card.id)
    with derived.paying_for(st, card, "trash"):
        need = card.lv1_cores + derived.cost_to_pay(st, seat, card)
    if need > available(g, seat):
        g.emit("immortal_short", "11-4-1", f"{card.name} cannot be summoned: it needs {need} cores", card=card.id)
        return
    if (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Immortal: summon {card.name} from your trash, "
                                                  "paying its cost?", "11-4-1")):
        yield from put_card(g, seat, card, "summon", source="trash", rule="11-4-1")


def _cost_without(g: Table, seat: int, card: Card, gone: FieldCard) -> int:
    """What `card` would cost once `gone` has left the field (its symbols no longer reduce it, 2-7-3):
    worked out on the field without it, put back at once; nothing is told or decided meanwhile."""
    st = g.st
    at = st.field.index(gone)
    del st.field[at]
    try:
        with derived.paying_for(st, card):
            return derived.cost_to_pay(st, seat, card)
    finally:
        st.field.insert(at, gone)


@triggered.resolver("Agile")
def _agile(g: Table, item: Pending) -> Flow[None]:
    """11-16-1: the player may return the spirit whose battle ended to their hand, then summon the Agile
    card from the hand, paying its cost as a summon from the hand is paid (10-6-6, 10-6-7).  Offered only
    when the player's cores (the spirit's own among them, back in the reserve once it leaves) could pay
    it; the cost is worked out again after the return, without the returned spirit's symbols."""
    st = g.st
    seat = item.seat
    card = item.card
    spirit = item.event_card
    if card not in st.players[seat].hand or not isinstance(spirit, FieldCard) or st.find(spirit.uid) is not spirit \
            or spirit.controller != seat:
        return
    need = card.lv1_cores + _cost_without(g, seat, card, spirit)
    if need > available(g, seat):
        g.emit("agile_short", "11-16-1", f"Agile: {card.name} cannot be summoned: it needs {need} cores", card=card.id)
        return
    if not (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Agile: return [{spirit.label}] {spirit.card.name} to your "
                                  f"hand and summon {card.name}, paying its cost?", "11-16-1")):
        return
    snap = ops.snapshot(g, spirit)
    ops.leave_field(g, spirit, "hand", rule="11-16-1")
    g.emit("return", "11-16-1", f"Agile: [{spirit.label}] {spirit.card.name} returns to {g.name(seat)}'s hand",
           label=spirit.label, card=spirit.card.id)
    triggers.collect(g, "returned", [snap], by=seat, zone="hand")
    if card in st.players[seat].hand:
        yield from put_card(g, seat, card, "summon", source="hand", rule="11-16-1")

