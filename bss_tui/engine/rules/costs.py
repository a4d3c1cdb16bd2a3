"""What playing a card costs (2-7, 10-6, 8-4-2-2): its cost before reduction, the reduction, the
changes constant effects make to the costs of hand cards, additional costs, and the cores other
acts cost (draws outside the draw step, the core step, "when summoned" effects)."""

from __future__ import annotations

from typing import Callable, Iterator

from ...carddb.effects import AllTarget, HAND_COST_KINDS, Effect, Modifier, ThisTarget
from ...carddb.schema import Card
from ..model.state import FieldCard, State
from .kinds import declared
from .printed import card_matches, names_seat
from .paying import from_hand
from .active import constant_effects, own_hand_modifiers, player_modifiers
from .symbols import field_colours, field_symbols, single_colour_counts, trash_symbols
from .filters import matches
from .amounts import amount


def base_cost(st: State, seat: int, card: Card) -> int:
    """The cost before reduction: printed, unless a constant effect working in the hand sets it; or
    changed by the card's own "cost" working in the hand (BSS06-016), which may take it below the
    reduction: the cost paid (cost_to_pay) is never below 0."""
    for w in reversed(st.watches):          # set for a while by a resolved effect, the latest first
        # "cards in your hand" (BSS01-117): not a card summoned from the trash; "the next card you
        # summon" (next_only, BSS04-005) is any
        if w.seat == seat and w.effect.kind == "constant" and (w.next_only or from_hand(st, card)):
            for m in w.effect.modifiers:
                if m.key == "cost_set" and isinstance(m.target, AllTarget) and card_matches(card, m.target.filter):
                    return amount(st, m.amount, seat)
    own = 0
    for m in own_hand_modifiers(st, seat, card, "cost_set", "cost"):
        if m.key == "cost_set":
            return amount(st, m.amount, seat)
        if isinstance(m.target, ThisTarget):   # its own change (BSS06-016)
            own += amount(st, m.amount, seat)
    return card.cost + own


def _reduction_fulfilled(st: State, seat: int, card: Card) -> bool:
    """Every reduction symbol of `card` counts as matched, by its own effect working in the hand
    ("reduction_fulfilled": BSS04-002 at 3 or fewer life)."""
    return any(True for _ in own_hand_modifiers(st, seat, card, "reduction_fulfilled"))


def reduction(st: State, seat: int, card: Card, field_syms: list[frozenset[str]] | None = None,
              counts: dict[str, int] | None = None, gained: tuple[str, ...] = ()) -> int:
    """2-7-3: one per field symbol matching one of the card's reduction symbols, each reduction
    symbol matched at most once; a multicolour symbol counts as any one of its colours (2-8-2-2).
    Solved as a small bipartite matching so the best choice of colours is always found.
    `gained`: reduction symbols the card has from a constant effect ("reduction_symbols")."""
    slots = card.reduction + gained if gained else card.reduction
    if not slots:
        return 0
    if card.hand_constants and _reduction_fulfilled(st, seat, card):
        return len(slots)
    if field_syms is None:
        field_syms = field_symbols(st, seat, card)
        if card.hand_constants:
            field_syms += trash_symbols(st, seat, card)
    if counts is None:
        counts = single_colour_counts(field_syms)
    if counts is not None:
        wanted = card.reduction_counts if not gained else _colour_counts(slots)
        return sum(min(n, counts.get(colour, 0)) for colour, n in wanted.items())
    syms = [s for s in field_syms if not s.isdisjoint(slots)]
    if not syms:
        return 0
    owner_of_slot: list[int] = [-1] * len(slots)

    def augment(i: int, seen: list[bool]) -> bool:
        for j, colour in enumerate(slots):
            if colour in syms[i] and not seen[j]:
                seen[j] = True
                if owner_of_slot[j] < 0 or augment(owner_of_slot[j], seen):
                    owner_of_slot[j] = i
                    return True
        return False

    matched = 0
    for i in range(len(syms)):
        if augment(i, [False] * len(slots)):
            matched += 1
            if matched == len(slots):
                break
    return matched


def cost_to_pay(st: State, seat: int, card: Card, field_syms: list[frozenset[str]] | None = None,
                counts: dict[str, int] | None = None) -> int:
    if hand_costs_change(st):
        change, gained = hand_cost_changes(st, seat, card)
        return max(0, base_cost(st, seat, card) - reduction(st, seat, card, field_syms, counts, gained) + change)
    return max(0, base_cost(st, seat, card) - reduction(st, seat, card, field_syms, counts))


def _colour_counts(colours: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for colour in colours:
        out[colour] = out.get(colour, 0) + 1
    return out


def hand_costs_change(st: State) -> bool:
    """Whether a card on the field may change what hand cards cost: a cheap test (worked out once
    per card, Card.changes_hand_costs) that keeps the usual cost query free of the constant-effect
    scan when none can; it runs for every hand card at every decision (once per listing of the
    hand's options: `listing_hand`)."""
    if st.hand_costs_known is not None:
        return st.hand_costs_known
    for fc in st.field:
        if fc.card.changes_hand_costs:
            return True
    return any(w.effect.kind == "constant" for w in st.watches)     # "cost" for a while (BSS03-036)


class listing_hand:
    """While the options of a hand are listed: the checks change nothing, so whether the field
    changes hand costs is worked out once for all of them instead of several times per card.

    It stays a value written into the state around the listing because the checks that read it
    (`hand_costs_change`, asked by cost_to_pay, free_to_play, discard_cost, play_barred and
    summon_barred) are called by the play flows one card at a time; passing the answer down instead
    means those calls take it as an argument, a change to the flows' call sites."""

    __slots__ = ("st",)

    def __init__(self, st: State) -> None:
        self.st = st

    def __enter__(self) -> None:
        self.st.hand_costs_known = None
        self.st.hand_costs_known = hand_costs_change(self.st)

    def __exit__(self, *exc: object) -> None:
        self.st.hand_costs_known = None


def _costs_more(st: State, src: FieldCard, m: Modifier) -> tuple[int, tuple[str, ...]]:
    """"cost": the amount added after reduction (negative for less)."""
    return amount(st, m.amount, src.controller, src), ()


def _gains_reduction(st: State, src: FieldCard, m: Modifier) -> tuple[int, tuple[str, ...]]:
    """"reduction_symbols": the reduction symbols the card gains."""
    return 0, m.colours


# What each hand cost kind that changes a cost does: (the amount added, the reduction symbols gained);
# the other hand cost kinds ("may:play_free", "extra_cost:discard", "cannot:play", "at_most:summons") are
# read by their own questions (free_to_play, discard_cost, play_barred, summon_barred).
_HAND_COST_CHANGES: dict[str, Callable[[State, FieldCard, Modifier], tuple[int, tuple[str, ...]]]] = {
    "cost": _costs_more, "reduction_symbols": _gains_reduction}


def hand_cost_changes(st: State, seat: int, card: Card) -> tuple[int, tuple[str, ...]]:
    """What the active constant effects on the field do to the cost of `card` in `seat`'s hand:
    the amount added after reduction ("cost", negative for less) and the reduction symbols it
    gains ("reduction_symbols"); the target filter's side is the hand's owner seen from the
    effect's controller, and its other parts read the card's printed facts."""
    change = 0
    gained: tuple[str, ...] = ()
    for src, m in _hand_cost_modifiers(st, seat, card):
        how = _HAND_COST_CHANGES.get(m.key)
        if how is not None:
            more, gains = how(st, src, m)
            change += more
            gained += gains
    for w in st.watches:         # a cost changed for a while by a resolved effect, for hand cards (BSS03-036)
        if w.effect.kind == "constant" and from_hand(st, card):
            for m in w.effect.modifiers:
                if m.key == "cost" and isinstance(m.target, AllTarget) and card_matches(card, m.target.filter) \
                        and names_seat(m.target.filter.side, seat, w.seat):
                    change += amount(st, m.amount, w.seat)
    return change, gained


def additional_cost(st: State, seat: int, card: Card) -> int:
    """The cores `seat` must also pay to use `card` from the hand, an additional cost (8-4-2-2) left
    running by a resolved effect ("extra_cost:magic_cores": BSS05-100), owed even when the card is used
    without paying its cost."""
    extra = 0
    for w in st.watches:
        if w.effect.kind == "constant":
            for m in w.effect.modifiers:
                if m.key == "extra_cost:magic_cores" and isinstance(m.target, AllTarget) and \
                        card_matches(card, m.target.filter) and names_seat(m.target.filter.side, seat, w.seat):
                    extra += amount(st, m.amount, w.seat)
    return extra


def free_to_play(st: State, seat: int, card: Card) -> bool:
    """Whether a constant effect on the field lets `seat` play `card` from the hand without paying
    its cost ("may:play_free": BSS01-076)."""
    return hand_costs_change(st) and any(m.key == "may:play_free" for _, m in _hand_cost_modifiers(st, seat, card))


def discard_cost(st: State, seat: int, card: Card) -> int:
    """How many other cards `seat` must discard from the hand, an additional cost, to play `card`
    from it ("extra_cost:discard": BSS02-040)."""
    if not hand_costs_change(st):
        return 0
    return sum(amount(st, m.amount, src.controller, src)
               for src, m in _hand_cost_modifiers(st, seat, card) if m.key == "extra_cost:discard")


def destroy_cost(st: State, seat: int, card: Card) -> tuple[int, list[FieldCard]]:
    """How many of `seat`'s field cards must be destroyed to play `card`, and which may be, by its own
    effect working in the hand ("extra_cost:destroy": BSS03-097); (0, []) for most cards."""
    for m in own_hand_modifiers(st, seat, card, "extra_cost:destroy"):
        if isinstance(m.target, AllTarget):
            f = m.target.filter
            return amount(st, m.amount, seat), [fc for fc in st.field if fc.controller == seat
                                                and matches(st, fc, f, seat, None)]
    return 0, []


def play_barred(st: State, seat: int, card: Card) -> tuple[FieldCard, Effect] | None:
    """The field card whose constant effect forbids `seat` to use, summon or place `card` from the hand
    now, with that effect ("cannot:play": BSS03-117, for the opponent's magic cards of no colour of
    their field's symbols), or None."""
    if not hand_costs_change(st):
        return None
    for src, m in _hand_cost_modifiers(st, seat, card):
        if m.key == "cannot:play":
            return src, next(e for e in src.card.constants if any(mod is m for mod in e.modifiers))
    return None


def _hand_cost_modifiers(st: State, seat: int, card: Card) -> Iterator[tuple[FieldCard, Modifier]]:
    """The active modifiers on the field that change the cost of `card` in `seat`'s hand (their filters
    read the card's printed facts, and for `colours_off_field` the symbols on `seat`'s field)."""
    colours: frozenset[str] | None = None
    for src, m, f in player_modifiers(st, seat, HAND_COST_KINDS):
        if f.colours_off_field and colours is None:
            colours = field_colours(st, seat)
        if card_matches(card, f, field_colours=colours):
            yield src, m


_SUMMON_EFFECT_COST = declared("extra_cost:when_summoned")


def summon_effect_cost(st: State) -> int:
    """The cores a spirit's "when summoned" effect costs now ("extra_cost:when_summoned": CB01-044), the
    highest such amount on the field; 0 when none."""
    out = 0
    for src, effect in constant_effects(st, _SUMMON_EFFECT_COST):
        for m in effect.modifiers:
            if m.key == "extra_cost:when_summoned":
                out = max(out, amount(st, m.amount, src.controller, src))
    return out


_DRAW_COST = declared("extra_cost:draw")


def draw_cost(st: State, seat: int) -> int:
    """How many cores each card `seat` draws costs now ("extra_cost:draw": BSS02-054), outside the draw
    step; 0 within it."""
    if st.step == "draw":
        return 0
    return sum(amount(st, m.amount, src.controller, src) for src, m, _ in player_modifiers(st, seat, _DRAW_COST))


_CORE_STEP = declared("instead:core_step_cores")


def core_step_cores(st: State, seat: int) -> int:
    """How many cores `seat`'s core step brings (6-3-2): one, or the number an effect sets instead
    ("instead:core_step_cores": BSS01-110); a set is not an addition, so several give the largest, not a sum."""
    return max((amount(st, m.amount, src.controller, src) for src, m, _ in player_modifiers(st, seat, _CORE_STEP)),
               default=1)
