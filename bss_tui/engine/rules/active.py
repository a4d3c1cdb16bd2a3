"""Which effects are on right now: a field card's level (2-10, 8-8-1-3-2), an effect's gate, period,
condition and loss (8-3-2), the constant effects active on the field (8-1-4-2) and the modifiers
they, an effect left running (8-8-1-4) or a card's own effects working in the hand apply.

The lasting effects on a card's characteristics, a constant effect's or a resolved one's, are read
through one function, `lasting_on`, in the layers of 8-8-1.  A level depends on the constant effects
that are on, and those on their conditions and filters, which may read levels: the filters and
conditions are read through `readers.read` (see there)."""

from __future__ import annotations

import threading
from typing import Iterable, Iterator

from ...carddb.effects import AllTarget, BattleTarget, CardFilter, Effect, Modifier, ThisTarget
from ...carddb.schema import Card
from ..model.state import WHILE_ON, FieldCard, Lasting, State
from .kinds import BP_KINDS, MODIFIER_KINDS, declared
from .readers import read
from .periods import during_holds, gate_holds, linked_spirit
from .printed import level_for, names_seat
from .paying import from_hand


# The marks of the `max_level` and `min_level` verbs (8-8-1-3-2): the card is treated as its highest
# or its lowest level, as the index of that level in its level table.
_LEVEL_SETS: dict[str, int] = {"max_level": -1, "min_level": 0}


def level(st: State, fc: FieldCard) -> int:
    """Its level by its cores (2-10), unless a lasting effect sets it (8-8-1-3-2): a resolved effect's
    for a while (the last one wins, while its holder stays: BSS03-092), or a constant effect treating it
    as its highest level, its own (BSS01-022) or another card's (BSS03-098)."""
    lv = level_for(fc.card, st.total_cores(fc))
    if not lv:
        return lv
    constants = fc.card.raises_own_level or _others_raise_levels(st)
    if st.mods or constants:
        sets = lasting_on(st, fc, "level", constants=constants)
        if sets:
            return fc.card.levels[_LEVEL_SETS[sets[-1].kind]].level
    return lv


def _others_raise_levels(st: State) -> bool:
    """Whether a constant effect of a field card may treat other cards as their highest level."""
    memo = _STEADY.memo if _STEADY.st is st else None
    if memo is not None:
        found = memo.get(_RAISES)
        if found is None:
            found = memo[_RAISES] = _any_raises(st)
        return found is True
    return _any_raises(st)


def _any_raises(st: State) -> bool:
    for src in st.field:        # a loop, not any() over a generator: asked at every level
        if src.card.raises_others_level:
            return True
    return False


class _Steady(threading.local):
    """The state, per thread, that nothing changes while it is read (`steady`), and what was found in
    it meanwhile."""

    def __init__(self) -> None:
        self.st: State | None = None
        self.memo: dict[object, object] = {}


_STEADY = _Steady()
_RAISES = "raises_others_level"


class steady:
    """While a whole view of `st` is read (operations/view.py), with nothing changed meanwhile: the
    active constant effects of a set of kinds are found once, not once per card and characteristic
    (a view reads every field card's level, BP and symbols, each of which looks over the whole
    field).  What is found is kept only inside the block and only for this state, keyed by everything
    besides the state that the finding reads (the characteristics being found, the card being paid
    for and where it lies, whether hand costs may change); nothing may change the state inside it."""

    __slots__ = ("st", "outer")

    def __init__(self, st: State) -> None:
        self.st = st
        self.outer: tuple[State | None, dict[object, object]] | None = None

    def __enter__(self) -> None:
        # a block of its own, nested or not: an outer one's findings may be of the state before a
        # change made between the two (operations/view.py _side_after moves cores, then reads)
        self.outer = (_STEADY.st, _STEADY.memo)
        _STEADY.st, _STEADY.memo = self.st, {}

    def __exit__(self, *exc: object) -> None:
        assert self.outer is not None
        _STEADY.st, _STEADY.memo = self.outer


def effect_active(st: State, fc: FieldCard, effect: Effect, lv: int | None = None) -> bool:
    if lv is None:
        lv = level(st, fc)
    return gate_holds(effect, lv) and during_holds(st, effect, fc.controller, fc.uid) and \
        read.condition_holds(st, effect.condition, fc.controller, fc) and not effect_lost(st, fc, effect)


_TAKES_EFFECTS: dict[str, bool] = {}    # card id -> whether a constant effect of it takes effects away


def _takes_effects(card: Card) -> bool:
    """Whether a constant effect of the card makes cards lose their effects (read once per card id)."""
    found = _TAKES_EFFECTS.get(card.id)
    if found is None:
        found = _TAKES_EFFECTS[card.id] = any(m.key == "lose_effects" for e in card.constants for m in e.modifiers)
    return found


def effect_lost(st: State, fc: FieldCard, effect: Effect) -> bool:
    """8-3-2: the card has lost this effect, for a while (the `lose_effects` directive) or while a
    constant effect says so (its "lose_effects" modifier, perhaps only the effects of one level):
    the effect stays printed but does nothing, and is not regained meanwhile."""
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind == "lose_effects":
            return True
    for other in st.field:
        if _takes_effects(other.card):
            break
    else:
        return False
    return any(change.constant and (change.modifier.of_level is None or change.modifier.of_level in effect.levels)
               for change in lasting_on(st, fc, "effects"))


def has_mod(st: State, fc: FieldCard, kind: str) -> bool:
    uid = fc.uid
    for mod in st.mods:      # a loop, not any() over a generator: asked for every card at every checkpoint
        if mod.uid == uid and mod.kind == kind:
            return True
    return False


def marks_on(st: State, fc: FieldCard, key: str) -> Iterator[Lasting]:
    """The marks of `key` (a modifier key) an effect left on this card for a while (8-8-1-4)."""
    uid = fc.uid
    for mod in st.mods:
        if mod.uid == uid and mod.kind == key:
            yield mod


def marks_of(st: State, key: str) -> Iterator[Lasting]:
    """Every mark of `key` an effect left for a while, on a card or on a player (a rule changed for
    its controller, `Lasting.by`: E.PLAYER_KINDS)."""
    for mod in st.mods:
        if mod.kind == key:
            yield mod


def in_force(st: State, fc: FieldCard, key: str) -> bool:
    """Whether a change of `key` applies to this card now: left by an effect for a while, or applied by
    a constant effect (8-1-4) — one question for both."""
    return has_mod(st, fc, key) or any(True for _ in modifiers_on(st, fc, key))


# ---- the lasting effects on a card, layer by layer (8-8-1) -------------------------------------------
# A characteristic starts from what the card prints (8-8-1-1).  The changes to it then apply layer by
# layer, in LAYERS' order, and within a layer in timestamp order (8-8-1-3-1): the information that is no
# number first (a keyword, a family or a colour gained, effects lost: 8-8-1-2), then the numbers: a level
# set (8-8-1-3-2), the level's printed BP redefined (8-8-1-3-3), a value given outright (8-8-1-3-4), and
# last what adds to or takes from it (8-8-1-3-5).  CHANGES names each change kind's characteristic and
# layer: this pair of tables is the one declaration every reader below goes by.
LAYERS = ("info", "level", "level_bp", "set", "add")
CHANGES: dict[str, tuple[str, str]] = {
    "keyword": ("keywords", "info"),
    "families": ("families", "info"), "all_families": ("families", "info"),    # every family (PR-071)
    "colours": ("colours", "info"),
    "lose_effects": ("effects", "info"),
    "max_level": ("level", "level"), "min_level": ("level", "level"),
    "lv1_bp": ("bp", "level_bp"),
    "as_spirit": ("bp", "set"),         # a nexus also a spirit, with the BP its change gives (BSS05-113)
    "bp": ("bp", "add"),
    # symbols: the constant modifiers of these kinds count only while a card is paid for, so symbols.py
    # reads them itself and asks here for the resolved effects' only (constants=False)
    "paying_symbols": ("symbols", "set"),    # its symbols, instead of the printed ones (BSS03-122)
    "extra_symbols": ("symbols", "add"),     # one more symbol of each colour (BSS05-066)
}
_KINDS_OF: dict[str, frozenset[str]] = {
    what: frozenset(kind for kind, (of, _) in CHANGES.items() if of == what) for what, _ in CHANGES.values()}
# the kinds a constant effect's modifier may have among them ("as_spirit" is only ever a lasting half)
_CONSTANT_KINDS_OF = {what: frozenset(kinds & MODIFIER_KINDS) for what, kinds in _KINDS_OF.items()}
_ORDER = {kind: LAYERS.index(layer) for kind, (_, layer) in CHANGES.items()}
_CONSTANT = 0     # the stamp a constant effect's change is read with: in force before any resolved effect
# The characteristics whose constant changes are being found now.  8-8-1 applies the changes layer after
# layer, each on the card as the earlier ones left it, so the constant effects that change a
# characteristic are found (their conditions, filters and amounts read) with that characteristic as
# printed and changed by the resolved effects only: a filter of "your spirits with Crush gain ..."
# does not see the keywords such grants give, and a level is its cores' (or a resolved effect's) while
# the constant effects that set levels are looked for.
# One set per thread: a hint's look-ahead reads copies of the game in a worker thread while the app
# reads the game itself.
class _Finding(threading.local):
    def __init__(self) -> None:
        self.now: set[str] = set()


_FINDING = _Finding()


def lasting_on(st: State, fc: FieldCard, characteristic: str,
               active: Iterable[tuple[FieldCard, Effect]] | None = None,
               constants: bool = True) -> list[Lasting]:
    """The lasting effects that change `characteristic` (a name CHANGES gives: "level", "bp", ...) of
    `fc` now, in the order they apply (8-8-1): those a resolved effect left on it (8-8-1-4), while
    their holder stays, and, unless `constants` is false, the modifiers of the active constant effects
    that apply to it (8-1-4-2), read as lasting effects in force while their effect is on, their
    amount counted now for `fc` (`active`: the constant effects on now, when the caller has them)."""
    kinds = _KINDS_OF[characteristic]
    found: list[tuple[int, int, int, Lasting]] = []
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind in kinds and (not mod.holder or st.find(mod.holder) is not None):
            found.append((_ORDER[mod.kind], mod.ts, len(found), mod))
    finding = _FINDING.now
    if constants and characteristic not in finding:
        finding.add(characteristic)
        try:
            _constant_changes(st, fc, _CONSTANT_KINDS_OF[characteristic], active, found)
        finally:
            finding.discard(characteristic)
    if len(found) > 1:
        found.sort(key=lambda entry: entry[:3])
    return [entry[3] for entry in found]


def _constant_changes(st: State, fc: FieldCard, asked: frozenset[str],
                      active: Iterable[tuple[FieldCard, Effect]] | None,
                      found: list[tuple[int, int, int, Lasting]]) -> None:
    """The modifiers of `asked` kinds of the constant effects on now that apply to `fc`, added to
    `found` as lasting effects in force while their effect is on (their source the holder), each amount
    read now for `fc` by the source's controller."""
    for src, effect in (constant_effects(st, asked) if active is None else active):
        for m in effect.modifiers:
            if m.key in asked and modifier_applies(st, src, m, fc):
                value = read.amount(st, m.amount, src.controller, src, target=fc)
                change = Lasting(fc.uid, m, value, WHILE_ON, _CONSTANT, src.controller, src.uid, src.card)
                found.append((_ORDER[m.key], _CONSTANT, len(found), change))


def is_spirit(st: State, fc: FieldCard) -> bool:
    """A spirit, or a nexus an effect treats as also a spirit for a while (gain_family's spirit_bp: BSS05-113)."""
    return fc.card.type == "spirit" or bool(st.mods) and has_mod(st, fc, "as_spirit")


def constant_effects(st: State, kinds: frozenset[str] | None = None) -> list[tuple[FieldCard, Effect]]:
    """Every constant effect on the field that is active now (8-1-4-2); given `kinds`, only those
    of the cards whose constant effects carry a modifier of one of these kinds.  A list, not a
    generator: it is asked for at every checkpoint and is mostly empty; callers only read it (inside
    `steady` one list serves every caller)."""
    memo = _STEADY.memo if _STEADY.st is st else None
    if memo is None:
        return _constant_effects(st, kinds)
    now = _FINDING.now
    key = (kinds, frozenset(now) if now else None, id(st.paying), st.paying_zone, st.hand_costs_known)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _constant_effects(st, kinds)
    return found      # type: ignore[return-value]  # the memo holds only what _constant_effects gives


def _constant_effects(st: State, kinds: frozenset[str] | None) -> list[tuple[FieldCard, Effect]]:
    out: list[tuple[FieldCard, Effect]] = []
    for fc in st.field:
        card = fc.card
        effects = card.constants
        if not effects or kinds is not None and kinds.isdisjoint(card.constant_kinds):
            continue
        lv = level(st, fc)
        for effect in effects:
            if kinds is not None and not any(m.key in kinds for m in effect.modifiers):
                continue        # not asked for: its condition is not read (PR-011 reads BP in one)
            if effect_active(st, fc, effect, lv):
                out.append((fc, effect))
    return out


def modifier_applies(st: State, src: FieldCard, m: Modifier, fc: FieldCard) -> bool:
    target = m.target
    if isinstance(target, ThisTarget):
        return src.uid == fc.uid
    if isinstance(target, BattleTarget):    # the spirit in that role of the current battle
        b = st.battle
        if b is None:
            return False
        return linked_spirit(st, src.uid, target.kind) == fc.uid
    # A BP change cannot depend on BP (no loop); every other kind may read it (BSS01-002).
    use_bp = m.key not in BP_KINDS
    # the event card of a constant effect's target filter is its own card ("fewer BP than this spirit":
    # BSS03-014); `blockers` reads the attacker instead (can_block)
    return (read.matches(st, fc, target.filter, src.controller, src, use_bp=use_bp, event=src)
            or target.alt is not None
            and read.matches(st, fc, target.alt, src.controller, src, use_bp=use_bp, event=src))


_ONE_KIND: dict[str, frozenset[str]] = {}


def modifiers_on(st: State, fc: FieldCard, what: str) -> Iterator[Modifier]:
    """The active constant-effect modifiers of kind `what` that apply to this field card."""
    for _, m in modifiers_from(st, fc, what):
        yield m


def modifiers_from(st: State, fc: FieldCard, what: str) -> Iterator[tuple[FieldCard, Modifier]]:
    """As modifiers_on, each with the card whose effect it is: a protection against "your opponent's
    effects" is read from that card's side, not the protected card's (BSS01-073)."""
    kinds = _ONE_KIND.get(what)
    if kinds is None:
        kinds = _ONE_KIND[what] = frozenset((what,))
    for src, effect in constant_effects(st, kinds):
        for m in effect.modifiers:
            if m.key == what and modifier_applies(st, src, m, fc):
                yield src, m


def watched_modifiers(st: State, fc: FieldCard, what: str) -> Iterator[Modifier]:
    """The modifiers of kind `what` that an effect left running for a while (a watch's constant effect,
    8-8-1-4) applies to the field card `fc` now, its target filter read from the watch's controller
    (BSS05-062's "cannot:reduce_life", BSS06-062's "cannot:be_selected")."""
    for w in st.watches:
        if w.effect.kind == "constant":
            for m in w.effect.modifiers:
                if m.key == what and isinstance(m.target, AllTarget) and \
                        read.matches(st, fc, m.target.filter, w.seat, None):
                    yield m


def player_modifiers(st: State, seat: int,
                     kinds: frozenset[str]) -> Iterator[tuple[FieldCard, Modifier, CardFilter]]:
    """The active constant modifiers of `kinds` whose target 'all' names `seat` by its side (the effects
    on a player and their hand: draw_cost, no_draw, summon_limit, no_hand_discard, hand_keyword and the
    hand cost kinds), with the field card each comes from and the target's filter."""
    for src, effect in constant_effects(st, kinds):
        for m in effect.modifiers:
            if m.key in kinds and isinstance(m.target, AllTarget) and \
                    names_seat(m.target.filter.side, seat, src.controller):
                yield src, m, m.target.filter


_HAND_PAYMENT_KINDS = declared("extra_symbols", "trash_symbols", "reduction_fulfilled", "cost_set", "cost",
                               "symbol_colours")


def own_hand_modifiers(st: State, seat: int, card: Card, *kinds: str) -> Iterator[Modifier]:
    """The modifiers of `kinds` in `card`'s own effects working in the hand (zone "hand"), of those
    whose condition holds now for `seat`, its holder: how the card changes its own cost, reduction,
    keywords or the symbols paying for it (BSS01-007, BSS03-070, BSS04-002, BSS06-016, BSS06-043).
    Its own cost and the symbols paying for it are changed only in the hand, as the cards word it
    ("when summoning this spirit from your hand", "costs 3 in your hand"): not while it is paid for
    from the trash (an additional cost, "extra_cost:destroy", binds wherever it lies, 8-4-2-2)."""
    if not from_hand(st, card):
        kinds = tuple(k for k in kinds if k not in _HAND_PAYMENT_KINDS)
    for eff in card.hand_constants:
        if any(m.key in kinds for m in eff.modifiers) and read.condition_holds(st, eff.condition, seat, None):
            for m in eff.modifiers:
                if m.key in kinds:
                    yield m
