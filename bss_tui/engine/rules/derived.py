"""Derived values, computed on demand and never stored: level, BP, symbols, costs,
and which effects are active right now."""

from __future__ import annotations

from typing import Iterable, Iterator

from ...carddb.effects import (HAND_COST_KINDS, AllOf, AllTarget, Amount, AnyOf, BattleTarget, CardFilter,
    Condition, Count, CountIs, During, DuringIs, Effect, EventIs, Modifier, Not, SoulCoreMoved, SoulCorePaid,
    ThisIs, ThisTarget, ThoseAre)
from ...carddb.schema import Card, Keyword
from ..model.state import FieldCard, Snapshot, State, Subject


# ---- level (2-10) ---------------------------------------------------------------------------

def level_for(card: Card, cores: int) -> int:
    """2-10-3: the highest level whose maintenance cost is met; 0 when even LV1 is not met."""
    table = card.level_by_cores
    return table[cores] if cores < len(table) else table[-1]


def level(st: State, fc: FieldCard) -> int:
    lv = level_for(fc.card, st.total_cores(fc))
    if lv and st.mods:
        for mod in reversed(st.mods):     # 8-8-1-3-2: level changes apply in order; the last one wins
            if mod.uid == fc.uid and mod.kind in ("max_level", "min_level") and \
                    (not mod.holder or st.find(mod.holder) is not None):     # BSS03-092: while its card stays
                return fc.card.levels[-1 if mod.kind == "max_level" else 0].level
    if lv and fc.card.raises_own_level and not _levelling[0] and _treated_as_highest(st, fc, lv):
        return fc.card.levels[-1].level
    if lv and not _levelling[0] and _raised_by_others(st, fc):
        return fc.card.levels[-1].level
    return lv


def _raised_by_others(st: State, fc: FieldCard) -> bool:
    """Another card's active constant effect treats `fc` as its highest level (BSS03-098); levels
    read meanwhile are the cores' (no loop: such a filter reads no level)."""
    for src in st.field:
        if not src.card.raises_others_level:
            continue
        _levelling[0] = True
        try:
            lv = level(st, src)
            if any(m.what == "max_level" and not isinstance(m.target, ThisTarget) and modifier_applies(st, src, m, fc)
                   for e in src.card.constants if effect_active(st, src, e, lv) for m in e.modifiers):
                return True
        finally:
            _levelling[0] = False
    return False


_levelling = [False]   # while a card's own "max_level" modifier is checked, levels are the cores' (no loop)


def _treated_as_highest(st: State, fc: FieldCard, lv: int) -> bool:
    """A constant effect of the card treats it as its highest level (8-8-1-3-2: BSS01-022's
    "if you have two or fewer spirits"); its level gate and condition see the cores' level."""
    _levelling[0] = True
    try:
        return any(e.kind == "constant" and any(m.what == "max_level" and isinstance(m.target, ThisTarget)
                                                for m in e.modifiers)
                   and effect_active(st, fc, e, lv) for e in fc.card.effects)
    finally:
        _levelling[0] = False


def level_bp(card: Card, lv: int) -> int:
    for entry in card.levels:
        if entry.level == lv:
            return entry.bp
    return 0


# ---- effects that are on right now ----------------------------------------------------------

def during_holds(st: State, effect: Effect | Keyword, seat: int, uid: int | None) -> bool:
    """Whether an effect's "during ..." / "while ..." period holds (10-12, 6-8-1-2)."""
    return period_holds(st, effect.during, seat, uid)


def period_holds(st: State, d: During, seat: int, uid: int | None) -> bool:
    """Whether the moment is within a period, for `seat` and the card `uid` ("while it attacks")."""
    if d == "always":
        return True
    your_turn = st.active == seat
    if d == "your_turn":
        return your_turn
    if d == "opponent_turn":
        return not your_turn
    in_attack = st.step == "attack"
    if d == "your_attack_step":
        return in_attack and your_turn
    if d == "opponent_attack_step":
        return in_attack and not your_turn
    if d == "either_attack_step":
        return in_attack
    if d == "your_main_step":
        return your_turn and st.step == "main"
    if d == "either_main_step":
        return st.step == "main"
    b = st.battle
    if d == "attacking":
        return b is not None and b.attacker == uid
    if d == "blocking":
        return b is not None and b.blocked and b.blocker == uid
    if d == "linked":
        return b is not None and (uid in b.links and st.find(b.attacker) is not None   # 11-18-1, 11-18-4
                                  or uid in b.block_links and b.blocker is not None and st.find(b.blocker) is not None)
    if d == "attacking_or_blocking":
        return b is not None and (b.attacker == uid or b.blocked and b.blocker == uid)
    return False


def gate_holds(effect: Effect, lv: int) -> bool:
    """2-10-2: a card on the field has the effects of its current level."""
    return not effect.levels or lv in effect.levels


def heading(effect: Effect) -> str | None:
    """The "when this spirit ..." timing an effect is printed under (8-1-5-1): its heading, else
    the event of a trigger about this card itself; None for any other effect."""
    if effect.heading is not None:
        return effect.heading
    t = effect.timing
    return t.event if effect.kind == "triggered" and t is not None and t.subject == "this" else None


def has_timing(card: Card, event: str, lv: int | None = None) -> bool:
    """Whether the card has an effect headed "when this spirit <event>" ("attacks or blocks"
    counts as either, 10-11-2); on the field (`lv` given) only effects of its current level count
    (2-10-2, ST03-011 ruling)."""
    for effect in card.effects:
        if lv is not None and not gate_holds(effect, lv):
            continue
        head = heading(effect)
        if head == event or head == "attacks_or_blocks" and event in ("attacks", "blocks"):
            return True
    return False


def gained_timing(st: State, fc: FieldCard, event: str) -> bool:
    """Whether the card gained for a while an effect headed "when this spirit <event>" (gain_effect)."""
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind == "effect" and mod.effect is not None:
            head = heading(mod.effect)
            if head == event or head == "attacks_or_blocks" and event in ("attacks", "blocks"):
                return True
    return False


def has_effects(st: State, fc: FieldCard) -> bool:
    """Whether a field card has any effect: printed ones, or ones it gained from a constant effect
    (a granted keyword: ST03-012 ruling) or from a resolved one (gain_effect)."""
    if fc.card.effects or fc.card.keywords or any(m.uid == fc.uid and m.kind == "effect" for m in st.mods):
        return True
    if _granting[0]:
        return False
    _granting[0] = True
    try:
        return any(True for _ in modifiers_on(st, fc, "keyword"))
    finally:
        _granting[0] = False


def effect_active(st: State, fc: FieldCard, effect: Effect, lv: int | None = None) -> bool:
    if lv is None:
        lv = level(st, fc)
    return gate_holds(effect, lv) and during_holds(st, effect, fc.controller, fc.uid) and \
        condition_holds(st, effect.condition, fc.controller, fc) and not effect_lost(st, fc, effect)


_losing = [False]   # while the modifiers that take effects away are looked up, none is lost (no loop)


_TAKES_EFFECTS: dict[str, bool] = {}    # card id -> whether a constant effect of it takes effects away


def _takes_effects(card: Card) -> bool:
    """Whether a constant effect of the card makes cards lose their effects (read once per card id)."""
    found = _TAKES_EFFECTS.get(card.id)
    if found is None:
        found = _TAKES_EFFECTS[card.id] = any(m.what == "lose_effects" for e in card.constants for m in e.modifiers)
    return found


def effect_lost(st: State, fc: FieldCard, effect: Effect) -> bool:
    """8-3-2: the card has lost this effect, for a while (the `lose_effects` directive) or while a
    constant effect says so (its "lose_effects" modifier, perhaps only the effects of one level):
    the effect stays printed but does nothing, and is not regained meanwhile."""
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind == "lose_effects":
            return True
    if _losing[0]:
        return False
    for other in st.field:
        if _takes_effects(other.card):
            break
    else:
        return False
    _losing[0] = True
    try:
        return any(m.of_level is None or m.of_level in effect.levels for m in modifiers_on(st, fc, "lose_effects"))
    finally:
        _losing[0] = False


Those = Iterable[FieldCard | Card]


def condition_holds(st: State, cond: Condition | None, seat: int, this: Subject | None,
                    those: Those = (), event: Subject | None = None, soul_paid: bool = False,
                    soul_moved: bool = False, changed: Those = ()) -> bool:
    """A condition of the effect language, for the effect's controller `seat`: "this" is the
    effect's card (its last known state once it left, 8-10), `those` the cards the previous
    targeted directive chose, `changed` those of them it changed (1-3-2-1), `event` the event card."""
    if cond is None:
        return True
    if isinstance(cond, ThisIs):
        return this is not None and subject_matches(st, this, cond.filter, seat, this)
    if isinstance(cond, EventIs):         # the event card, by its last known state once it left (8-10)
        return event is not None and subject_matches(st, event, cond.filter, seat, this)
    if isinstance(cond, ThoseAre):
        # a card off the field (milled: BSS01-107) by its printed facts; the event card is there to compare
        # with (BSS04-104: the blocker chosen, its BP against the attacker's)
        return any(matches(st, c, cond.filter, seat, None, event=event) if isinstance(c, FieldCard)
                   else card_matches(c, cond.filter, event) for c in (changed if cond.changed else those))
    if isinstance(cond, CountIs):
        n = amount(st, cond.count, seat, this, event, those=those, changed=changed)
        lo = amount(st, cond.at_least, seat, this, event, those=those, changed=changed) \
            if cond.at_least is not None else None
        hi = amount(st, cond.at_most, seat, this, event, those=those, changed=changed) \
            if cond.at_most is not None else None
        if lo is None and hi is None:
            lo = 1
        return (lo is None or n >= lo) and (hi is None or n <= hi)
    if isinstance(cond, DuringIs):
        return period_holds(st, cond.period, seat, this.uid if this is not None else None)
    if isinstance(cond, AllOf):
        return all(condition_holds(st, c, seat, this, those, event, soul_paid, soul_moved, changed) for c in cond.of)
    if isinstance(cond, AnyOf):
        return any(condition_holds(st, c, seat, this, those, event, soul_paid, soul_moved, changed) for c in cond.of)
    if isinstance(cond, SoulCorePaid):     # known to the effect being resolved only
        return soul_paid
    if isinstance(cond, SoulCoreMoved):    # known to the effect being resolved only
        return soul_moved
    if isinstance(cond, Not):
        return not condition_holds(st, cond.of, seat, this, those, event, soul_paid, soul_moved, changed)
    return False


# ---- amounts ----------------------------------------------------------------------------------

def amount(st: State, value: Amount, seat: int, this: Subject | None = None, event: Subject | None = None,
           target: FieldCard | None = None, those: Those = (), changed: Those = ()) -> int:
    """A number of the effect language: a constant, or a count read now (times what each is worth);
    `target`: the card the number is for (a modifier's card), read by "own_cores"; `those`: the
    cards of the previous targeted directive (Count "those"); `changed`: those of them it changed
    (1-3-2-1: a Count "those" with `changed`)."""
    if isinstance(value, int):
        return value
    if value.of == "own_cores":
        on = target if target is not None else this
        return (st.total_cores(on) if isinstance(on, FieldCard) and st.find(on.uid) is on else 0) * value.times
    if value.of == "own_symbols":      # the pair of own_cores (BSS04-104)
        on = target if target is not None else this
        return (len(symbols(st, on)) if isinstance(on, FieldCard) and st.find(on.uid) is on else 0) * value.times
    if value.of in ("those", "those_cost", "those_names"):
        picked = [c for c in (changed if value.changed else those)
                  if (matches(st, c, value.filter, seat, None) if isinstance(c, FieldCard)
                      else card_matches(c, value.filter))]
        chosen = [c.card if isinstance(c, FieldCard) else c for c in picked]
        n = len(chosen) if value.of == "those" else len({c.name for c in chosen}) if value.of == "those_names" \
            else sum(field_cost(st, c) if isinstance(c, FieldCard) and st.find(c.uid) is c
                     else c.card.cost if isinstance(c, FieldCard) else c.cost for c in picked)
        # how many, their costs added up (on the field, as they count there: BSS04-086), how many
        # different names (PR-072)
        return n * value.times
    return count(st, value, seat, this, event) * value.times


_EVERY_CARD = CardFilter()


def count(st: State, c: Count, seat: int, this: Subject | None, event: Subject | None) -> int:
    player = seat if c.player == "you" else 1 - seat
    if c.of == "cards":
        src = this if isinstance(this, FieldCard) else None
        return sum(1 for fc in st.field if matches(st, fc, c.filter, seat, src))
    if c.of == "hand" or c.of == "trash":
        area = st.players[player].hand if c.of == "hand" else st.players[player].trash
        return len(area) if c.filter == _EVERY_CARD else sum(1 for card in area
                                                             if card_matches(card, c.filter, in_trash=c.of == "trash"))
    if c.of == "life":
        return st.life_total(player)
    if c.of == "life_lost":
        return life_lost(st, player)
    if c.of == "attacks":
        return st.battle.number if st.battle is not None else 0
    if c.of == "burst":
        return 1 if st.players[player].burst is not None else 0
    if c.of == "burst_cost":
        set_burst = st.players[player].burst
        return set_burst.cost if set_burst is not None else 0
    if c.of == "trash_cores":
        p = st.players[player]
        return p.trash_cores + (1 if p.soul == "trash" else 0)
    if c.of == "destroyed":
        return st.destroyed_this_turn(player)
    if c.of == "magic_used":
        return st.magic_used_this_turn(player)
    if c.of == "drawn":
        return st.drawn_this_turn(player)
    if c.of == "event_cores":
        if isinstance(event, Snapshot):
            return event.cores + (1 if event.soul else 0)
        return st.total_cores(event) if isinstance(event, FieldCard) else 0
    if c.of == "symbols":                # BSS04-035: "as many as you have yellow symbols"
        src = this if isinstance(this, FieldCard) else None
        cols = frozenset(c.filter.colours)
        loose = c.filter.model_copy(update={"colours": ()}) if cols else c.filter
        return sum(1 for fc in st.field if matches(st, fc, loose, seat, src)
                   for sym in symbols(st, fc) if not cols or sym & cols)
    if c.of == "event_keyword" and c.filter.keyword is not None:   # BSS03-115: "the number in its Gale effect"
        if isinstance(event, FieldCard):
            return keyword_value(st, event, c.filter.keyword, criterion=True) or 0   # 10-13-1
        return 0
    if c.of == "event_symbols":          # BSS04-025: "for each symbol on that spirit"
        if isinstance(event, FieldCard):
            return len(symbols(st, event))
        return len(event.card.symbols) if isinstance(event, Snapshot) else 0
    if c.of == "costs":
        src = this if isinstance(this, FieldCard) else None
        return len({field_cost(st, fc) for fc in st.field if matches(st, fc, c.filter, seat, src)})
    if c.of == "symbol_colours":         # L01-001: how many colours the symbols show
        src = this if isinstance(this, FieldCard) else None
        syms = [s for fc in st.field if matches(st, fc, c.filter, seat, src) for s in symbols(st, fc)]
        return len(frozenset().union(*syms))
    return 0


def life_lost(st: State, seat: int) -> int:
    """How much less life the player has than when this turn began, never below 0 (life lost and
    then regained in the same turn is not a loss: ST03-001 ruling)."""
    turn, life = st.life_start.get(seat, (None, 0))
    return max(0, life - st.life_total(seat)) if turn == st.turn else 0


BP_KINDS = frozenset({"bp", "lv1_bp"})


def summon_effect_cost(st: State) -> int:
    """The cores a spirit's "when summoned" effect costs now ("summon_effect_cost": CB01-044), the
    highest such amount on the field; 0 when none."""
    out = 0
    for src, effect in constant_effects(st, frozenset(("summon_effect_cost",))):
        for m in effect.modifiers:
            if m.what == "summon_effect_cost":
                out = max(out, amount(st, m.amount, src.controller, src))
    return out


def constant_effects(st: State, kinds: frozenset[str] | None = None) -> list[tuple[FieldCard, Effect]]:
    """Every constant effect on the field that is active now (8-1-4-2); given `kinds`, only those
    of the cards whose constant effects carry a modifier of one of these kinds.  A list, not a
    generator: it is asked for at every checkpoint and is mostly empty."""
    out: list[tuple[FieldCard, Effect]] = []
    for fc in st.field:
        card = fc.card
        effects = card.constants
        if not effects or kinds is not None and kinds.isdisjoint(card.constant_kinds):
            continue
        lv = level(st, fc)
        for effect in effects:
            if kinds is not None and not any(m.what in kinds for m in effect.modifiers):
                continue        # not asked for: its condition is not read (PR-011 reads BP in one)
            if effect_active(st, fc, effect, lv):
                out.append((fc, effect))
    return out


# ---- BP (2-11, 8-8-1-3) ---------------------------------------------------------------------

def bp(st: State, fc: FieldCard, active: Iterable[tuple[FieldCard, Effect]] | None = None) -> int:
    """LV BP, then set values, then additions in chronological order (8-8-1-3-2..5).  `active`:
    the constant effects on now, when the caller asks for many spirits' BP in one state."""
    lv = level(st, fc)
    value = level_bp(fc.card, lv)
    if fc.card.type != "spirit":     # a nexus that is also a spirit has the BP it was given (BSS05-113)
        value = next((m.value for m in st.mods if m.uid == fc.uid and m.kind == "as_spirit"), value)
    added = 0
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind == "bp_add":
            added += mod.value
    for src, effect in (constant_effects(st, BP_KINDS) if active is None else active):
        for m in effect.modifiers:
            if m.what == "bp" and modifier_applies(st, src, m, fc):
                added += amount(st, m.amount, src.controller, src, target=fc)
            elif m.what == "lv1_bp" and lv == 1 and modifier_applies(st, src, m, fc):
                value = amount(st, m.amount, src.controller, src)     # a set LV1 BP (BSS02-093)
    for linker in linkers(st, fc):     # 11-18-1: the attacker gains the BP of the spirits linked to it
        added += shown_bp(bp(st, linker))
    return value + added


def linked_to(st: State, fc: FieldCard) -> FieldCard | None:
    """The (first) spirit Link has linked to `fc`, the attacking spirit, while both are on the field
    (11-18-1, 11-18-4), else None."""
    found = linkers(st, fc)
    return found[0] if found else None


def linked_spirit(st: State, uid: int, kind: str) -> int | None:
    """The uid of the battle's spirit in a BattleTarget's role: the attacker, the blocker (once it
    blocked), or the spirit the card `uid` is linked to ("linked": 11-18-1, BSS06-054); None without."""
    b = st.battle
    if b is None:
        return None
    if kind == "attacker":
        return b.attacker
    if kind == "blocker":
        return b.blocker if b.blocked else None
    if uid in b.links:
        return b.attacker
    return b.blocker if b.blocked and uid in b.block_links else None


def link_limit(st: State, fc: FieldCard) -> int:
    """How many spirits Link may link to `fc`: one (11-18-3), or the largest "link_limit" amount that
    applies to it (BSS06-002: "up to two")."""
    return max([1] + [m.amount for m in modifiers_on(st, fc, "link_limit") if isinstance(m.amount, int)])


def linkers(st: State, fc: FieldCard) -> list[FieldCard]:
    """Every spirit Link has linked to `fc`, the attacking spirit, while they are on the field (11-18-1,
    11-18-4): one, or two where an effect allows it ("link_limit": BSS06-002)."""
    b = st.battle
    if b is None:
        return []
    uids = b.links if b.attacker == fc.uid else b.block_links if b.blocked and b.blocker == fc.uid else []
    return [found for uid in uids if (found := st.find(uid)) is not None]


class BPs:
    """Whether spirits have lost all their BP, in one state (the checkpoint asks for every spirit's):
    the active constant effects found once, and only if some spirit's BP has to be worked out."""

    __slots__ = ("st", "_active", "floor")

    def __init__(self, st: State) -> None:
        self.st = st
        self._active: list[tuple[FieldCard, Effect]] | None = None
        # BP is the level's printed BP plus additions (8-8-1-3); with no field card that may lower it
        # and no lowering for a while (the common case), none is negative, so no spirit printing more
        # than 0 BP at every level can be at 0 or less, whatever its level; and with no nexus treated
        # as a spirit for a while, only spirit cards have BP to lose
        self.floor = True
        for fc in st.field:         # loops, not any() over generators: at every checkpoint
            if fc.card.may_lower_bp:
                self.floor = False
                return
        for m in st.mods:
            if m.kind == "bp_add" and m.value < 0 or m.kind == "as_spirit":
                self.floor = False
                return

    def none_left(self, fc: FieldCard) -> bool:
        """9-4-2: a spirit at BP 0 or less (a card that is no spirit has no BP to lose)."""
        if not is_spirit(self.st, fc):
            return False
        if self._active is None:
            self._active = constant_effects(self.st, BP_KINDS)
        return bp(self.st, fc, self._active) <= 0


def bp_value(st: State, fc: FieldCard) -> int:
    """The BP that comparisons, filters, totals and last states read: 1-3-6 treats a negative
    result as 0 (the raw sum in `bp` is what further adjustments start from)."""
    return shown_bp(bp(st, fc))


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
    use_bp = m.what not in ("bp", "lv1_bp")
    # the event card of a constant effect's target filter is its own card ("fewer BP than this spirit":
    # BSS03-014); `blockers` reads the attacker instead (can_block)
    return (matches(st, fc, target.filter, src.controller, src, use_bp=use_bp, event=src)
            or target.alt is not None and matches(st, fc, target.alt, src.controller, src, use_bp=use_bp, event=src))


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
            if m.what == what and modifier_applies(st, src, m, fc):
                yield src, m


# ---- colours (2-4) -------------------------------------------------------------------------------

_colouring = [False]   # a colour modifier's own filters see printed colours only (no loops)


class paying_for:
    """While the cost of summoning or placing `card` is worked out ("while you summon ..."), the card
    lying in `zone` ("hand", or "trash", "deck_top" ... for a summon by an effect): what is worded for
    a card summoned from the hand does not help one paid for from elsewhere (BSS01-117, BSS03-012).
    A class rather than a generator-based context manager: the legal-action builder enters it for
    every hand card at every decision."""

    __slots__ = ("st", "card", "zone", "old", "old_zone")

    def __init__(self, st: State, card: Card, zone: str = "hand") -> None:
        self.st = st
        self.card = card
        self.zone = zone
        self.old: Card | None = None
        self.old_zone = "hand"

    def __enter__(self) -> None:
        self.old, self.old_zone = self.st.paying, self.st.paying_zone
        self.st.paying, self.st.paying_zone = self.card, self.zone

    def __exit__(self, *exc: object) -> None:
        self.st.paying, self.st.paying_zone = self.old, self.old_zone


def from_hand(st: State, card: Card | None = None) -> bool:
    """Whether the card paid for (or `card`, when it is that card) lies in the hand: any card whose
    cost is not being worked out by a summon from elsewhere (the hand's costs shown are the hand's)."""
    return st.paying_zone == "hand" or card is not None and st.paying is not card


def paid_matches(st: State, m: Modifier, paying: Card | None) -> bool:
    """A modifier's `paying` part holds for the card paid for: any card when it names none, the cards
    its filter lets through otherwise, and those only from the hand when it says `from_hand` (BSS03-012)."""
    if m.paying is None:
        return True
    return paying is not None and card_matches(paying, m.paying) and (not m.from_hand or from_hand(st))


class listing_hand:
    """While the options of a hand are listed: the checks change nothing, so whether the field
    changes hand costs is worked out once for all of them instead of several times per card."""

    __slots__ = ("st",)

    def __init__(self, st: State) -> None:
        self.st = st

    def __enter__(self) -> None:
        self.st.hand_costs_known = None
        self.st.hand_costs_known = hand_costs_change(self.st)

    def __exit__(self, *exc: object) -> None:
        self.st.hand_costs_known = None


def colours_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed colours plus any a constant effect adds (some only while paying for a card)."""
    out = fc.card.colours
    if _colouring[0]:
        return out
    _colouring[0] = True
    try:
        for m in modifiers_on(st, fc, "colours"):
            if paid_matches(st, m, st.paying):
                out = out + tuple(c for c in m.colours if c not in out)
    finally:
        _colouring[0] = False
    return out


_typing = [False]   # a family modifier's own filters see printed families only (no loops)


def families_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed spirit types plus any a constant effect gives ("families": BSS02-062) or an
    effect gave it for a while (gain_family: BSS02-128)."""
    out = fc.card.families
    if st.mods:
        out = out + tuple(m.family for m in st.mods if m.uid == fc.uid and m.kind == "family" and m.family not in out)
    if _typing[0]:
        return out
    _typing[0] = True
    try:
        for m in modifiers_on(st, fc, "families"):
            out = out + tuple(f for f in m.families if f not in out)
    finally:
        _typing[0] = False
    return out


def every_family(st: State, fc: FieldCard) -> bool:
    """The card has every spirit type (an "all_families" constant effect: PR-071)."""
    if _typing[0]:
        return False
    _typing[0] = True
    try:
        return next(modifiers_on(st, fc, "all_families"), None) is not None
    finally:
        _typing[0] = False


# ---- keywords (chapter 11, 10-13) -------------------------------------------------------------

_granting = [False]   # a grant's own filter sees printed keywords only (no grant loops)


_IN_BATTLE = frozenset({"attacking", "blocking", "attacking_or_blocking"})


def keyword_value(st: State, fc: FieldCard, name: str, criterion: bool = False) -> int | None:
    """The keyword's number if `fc` has `name` active now (printed at its level and period, or
    granted by a constant effect), else None.  Several copies: the largest counts (11-11-4).
    `criterion`: read for a "with [keyword]" criterion, where a printed keyword counts once its level
    condition is met (10-13-1), its "while this spirit attacks / blocks" period aside."""
    best = None
    lv = -1
    for kw in fc.card.keywords:
        if kw.name != name:
            continue
        if lv < 0:
            lv = level(st, fc)
        if (not kw.levels or lv in kw.levels) and (criterion and kw.during in _IN_BATTLE
                                                   or during_holds(st, kw, fc.controller, fc.uid)):
            best = kw.value if best is None else max(best, kw.value)
    for mod in st.mods:        # granted for a while by a resolved effect (gain_keyword)
        if mod.uid == fc.uid and mod.kind == "keyword" and mod.keyword == name:
            best = mod.value if best is None else max(best, mod.value)
    if not _granting[0]:
        _granting[0] = True
        try:
            for m in modifiers_on(st, fc, "keyword"):
                if m.keyword == name:
                    value = amount(st, m.amount, fc.controller, fc)
                    best = value if best is None else max(best, value)
        finally:
            _granting[0] = False
    return best


def ascend_cost(st: State, fc: FieldCard) -> int | None:
    """The cost a constant effect gives the spirit when it pays for Ascend ("ascend_cost": BSS04-020),
    or None: its printed cost."""
    for m in modifiers_on(st, fc, "ascend_cost"):
        return amount(st, m.amount, fc.controller, fc)
    return None


def has_keyword(st: State, fc: FieldCard, name: str, criterion: bool = False) -> bool:
    return keyword_value(st, fc, name, criterion) is not None


_HAND_KEYWORD = frozenset({"hand_keyword"})


def hand_card_has_keyword(st: State, seat: int, card: Card, name: str) -> bool:
    """A card in `seat`'s hand has the keyword printed, or its own effect working in the hand gives it
    to itself (BSS03-070), or a constant effect on the field gives it to the hand cards it names
    ("hand_keyword": BSS02-087)."""
    if card.has_keyword(name):
        return True
    if any(m.keyword == name and isinstance(m.target, ThisTarget)     # its own, in the hand (BSS03-070)
           for m in own_hand_modifiers(st, seat, card, "hand_keyword")):
        return True
    return any(m.keyword == name and card_matches(card, f) for _, m, f in player_modifiers(st, seat, _HAND_KEYWORD))


def armor_colours(st: State, fc: FieldCard) -> set[str]:
    out: set[str] = set()
    lv = level(st, fc)
    for kw in fc.card.keywords:
        if kw.name == "Armor" and (not kw.levels or lv in kw.levels) and during_holds(st, kw, fc.controller, fc.uid):
            out.update(kw.colours)
    out.update(c for mod in st.mods if mod.uid == fc.uid and mod.kind == "keyword" and mod.keyword == "Armor"
               for c in mod.colours)    # granted for a while by a resolved effect (BSS02-125)
    if not _granting[0]:       # Armor granted by a constant effect, with its colours (BSS01-067)
        _granting[0] = True
        try:
            out.update(c for m in modifiers_on(st, fc, "keyword") if m.keyword == "Armor" for c in m.colours)
        finally:
            _granting[0] = False
    return out


def shown_bp(value: int) -> int:
    """1-3-6: a value that would be negative is treated as zero."""
    return value if value > 0 else 0


# ---- symbols and cost reduction (2-7, 2-8) ---------------------------------------------------

def symbols(st: State, fc: FieldCard, paying: Card | None = None,
            others: bool | None = None) -> tuple[frozenset[str], ...]:
    """A field card's symbols (2-8), for damage (7-1-5-3-1) or, given `paying`, for paying that
    card: its constant effects may count some more than once ("extra_symbols": while paying for
    the cards they name, ST01-002, or always when they name none, BSS01-006) or as more colours
    (while paying).  `others`: whether a field card's effect counts symbols
    (`field_counts_symbols`), when the caller has worked it out for the whole field."""
    syms = fc.card.symbol_colours
    mods = st.mods
    for mod in reversed(mods):          # treated as having other symbols for a while (BSS03-122)
        if mod.uid == fc.uid and mod.kind == "symbols":
            syms = tuple(frozenset((c,)) for c in mod.colours)
            break
    if others is None:
        others = field_counts_symbols(st)
    if others or paying is not None and paying.hand_constants:
        syms = _symbols_for(st, fc, syms, paying)     # its own constant effects, another card's, the paid card's
    if st.battle is not None:
        for linker in linkers(st, fc):     # 11-18-1: the attacker gains the symbols of the spirits linked to it
            syms = syms + symbols(st, linker, paying, others)
    for mod in mods:          # symbols gained for a while (gain_symbol: BSS05-066)
        if mod.uid == fc.uid and mod.kind == "symbol":
            syms = syms + tuple(frozenset((c,)) for c in mod.colours)
    return syms


def field_counts_symbols(st: State) -> bool:
    """Whether a constant effect on the field counts symbols more than once or as other colours, its
    own card's (ST01-002) or others' (BSS01-100: "your Lyric Bird spirits' symbols count twice"):
    without one, a card's symbols are its printed ones unless the card paid for says otherwise."""
    for other in st.field:
        if other.card.counts_symbols:
            return True
    return False


def field_symbols(st: State, seat: int, paying: Card | None = None) -> list[frozenset[str]]:
    """The symbols on `seat`'s field (when paying for a card, as counted for it)."""
    out: list[frozenset[str]] = []
    others = field_counts_symbols(st)     # once for the field, not once per card
    if not (others or st.mods or st.battle is not None or paying is not None and paying.hand_constants):
        for fc in st.field:     # what `symbols` gives then, without a call per card: the printed ones
            if fc.controller == seat:
                out.extend(fc.card.symbol_colours)
        return out
    only = _reduction_sources(st, seat, paying) if paying is not None and paying.hand_constants else None
    for fc in st.field:
        if fc.controller == seat and (only is None or any(matches(st, fc, f, seat, None, use_bp=False) for f in only)):
            out.extend(symbols(st, fc, paying, others))
    return out


def _reduction_sources(st: State, seat: int, paying: Card) -> list[CardFilter] | None:
    """The field cards whose symbols alone count toward `paying`'s reduction, by its own effect working
    in the hand ("reduction_from", 2-7-3: BSS06-043 "only the symbols on your Wanderfae and Supsprite
    spirits"), as filters; None when no such effect holds."""
    found = [m.target.filter for m in own_hand_modifiers(st, seat, paying, "reduction_from")
             if isinstance(m.target, AllTarget)]
    return found or None


def _symbols_for(st: State, fc: FieldCard, syms: tuple[frozenset[str], ...],
                 paying: Card | None) -> tuple[frozenset[str], ...]:
    for m in modifiers_on(st, fc, "paying_symbols"):     # counted as other symbols instead (BSS06-090)
        if paying is not None and paid_matches(st, m, paying):
            n = max(amount(st, m.amount, fc.controller, fc), 0)
            syms = tuple(frozenset((c,)) for c in m.colours for _ in range(n))
    for m in modifiers_on(st, fc, "symbol_colours"):     # always when it names no card paid for (EX01-005)
        if paid_matches(st, m, paying):
            syms = tuple(s | frozenset(m.colours) for s in syms)
    if paying is not None:
        for colours in _paid_card_colours(st, fc, paying):
            syms = tuple(s | colours for s in syms)
    for m in modifiers_on(st, fc, "extra_symbols"):
        if paid_matches(st, m, paying):
            n = amount(st, m.amount, fc.controller, fc)
            if m.colours:       # symbols gained beside the printed ones ("gains a green symbol": CB01-002)
                syms = syms + tuple(frozenset((c,)) for c in m.colours) * max(n, 0)
            else:
                syms = syms * (1 + n)
    extra = _paid_card_extra(st, fc, paying) if paying is not None and paying.hand_constants else 0
    return syms * (1 + extra) if extra else syms


def _paid_card_colours(st: State, fc: FieldCard, paying: Card) -> Iterator[frozenset[str]]:
    """The colours a field card's symbols also count as while paying for a card whose own effect,
    working in the hand, says so (2-7-3; BSS06-076: "treat the symbols on your Lightguider spirits and
    your nexuses as blue"): "symbol_colours" modifiers on the field cards of their target."""
    for m in own_hand_modifiers(st, fc.controller, paying, "symbol_colours"):
        if isinstance(m.target, AllTarget) and (
                matches(st, fc, m.target.filter, fc.controller, None, use_bp=False)
                or m.target.alt is not None and matches(st, fc, m.target.alt, fc.controller, None, use_bp=False)):
            yield frozenset(m.colours)


def _paid_card_extra(st: State, fc: FieldCard, paying: Card) -> int:
    """How many more times a field card's symbols count while paying for a card whose own effect,
    working in the hand, says so ("count each symbol on your Terrasaur spirits as two": BSS01-007)."""
    return sum(amount(st, m.amount, fc.controller) for m in own_hand_modifiers(st, fc.controller, paying, "extra_symbols")
               if isinstance(m.target, AllTarget) and matches(st, fc, m.target.filter, fc.controller, None, use_bp=False))


def base_cost(st: State, seat: int, card: Card) -> int:
    """The cost before reduction: printed, unless a constant effect working in the hand sets it; or
    changed by the card's own "cost" working in the hand (BSS06-016), which may take it below the
    reduction: the cost paid (cost_to_pay) is never below 0."""
    for w in reversed(st.watches):          # set for a while by a resolved effect, the latest first
        # "cards in your hand" (BSS01-117): not a card summoned from the trash; "the next card you
        # summon" (next_only, BSS04-005) is any
        if w.seat == seat and w.effect.kind == "constant" and (w.next_only or from_hand(st, card)):
            for m in w.effect.modifiers:
                if m.what == "cost_set" and isinstance(m.target, AllTarget) and card_matches(card, m.target.filter):
                    return amount(st, m.amount, seat)
    own = 0
    for m in own_hand_modifiers(st, seat, card, "cost_set", "cost"):
        if m.what == "cost_set":
            return amount(st, m.amount, seat)
        if isinstance(m.target, ThisTarget):   # its own change (BSS06-016)
            own += amount(st, m.amount, seat)
    return card.cost + own


def trash_symbols(st: State, seat: int, card: Card) -> list[frozenset[str]]:
    """The symbols of trash cards that count toward the reduction of `card`, by its own effect
    working in the hand ("trash_symbols": BSS01-083's cost-2 spirit cards in your trash)."""
    out: list[frozenset[str]] = []
    for m in own_hand_modifiers(st, seat, card, "trash_symbols"):
        if isinstance(m.target, AllTarget):
            player = 1 - seat if m.target.filter.side == "opponent" else seat
            for c in st.players[player].trash:
                if card_matches(c, m.target.filter, in_trash=True):
                    out.extend(c.symbol_colours)
    return out


def _reduction_fulfilled(st: State, seat: int, card: Card) -> bool:
    """Every reduction symbol of `card` counts as matched, by its own effect working in the hand
    ("reduction_fulfilled": BSS04-002 at 3 or fewer life)."""
    return any(True for _ in own_hand_modifiers(st, seat, card, "reduction_fulfilled"))


_HAND_PAYMENT_KINDS = frozenset({"extra_symbols", "trash_symbols", "reduction_fulfilled", "cost_set", "cost",
                                  "symbol_colours"})


def own_hand_modifiers(st: State, seat: int, card: Card, *kinds: str) -> Iterator[Modifier]:
    """The modifiers of `kinds` in `card`'s own effects working in the hand (zone "hand"), of those
    whose condition holds now for `seat`, its holder: how the card changes its own cost, reduction,
    keywords or the symbols paying for it (BSS01-007, BSS03-070, BSS04-002, BSS06-016, BSS06-043).
    Its own cost and the symbols paying for it are changed only in the hand, as the cards word it
    ("when summoning this spirit from your hand", "costs 3 in your hand"): not while it is paid for
    from the trash (an additional cost, "destroy_cost", binds wherever it lies, 8-4-2-2)."""
    if not from_hand(st, card):
        kinds = tuple(k for k in kinds if k not in _HAND_PAYMENT_KINDS)
    for eff in card.hand_constants:
        if any(m.what in kinds for m in eff.modifiers) and condition_holds(st, eff.condition, seat, None):
            for m in eff.modifiers:
                if m.what in kinds:
                    yield m


def single_colour_counts(field_syms: list[frozenset[str]]) -> dict[str, int] | None:
    """Symbols per colour when no symbol is multicoloured (then matching is a plain count)."""
    have: dict[str, int] = {}
    for s in field_syms:
        if len(s) != 1:
            return None
        for colour in s:
            have[colour] = have.get(colour, 0) + 1
    return have


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


def hand_cost_changes(st: State, seat: int, card: Card) -> tuple[int, tuple[str, ...]]:
    """What the active constant effects on the field do to the cost of `card` in `seat`'s hand:
    the amount added after reduction ("cost", negative for less) and the reduction symbols it
    gains ("reduction_symbols"); the target filter's side is the hand's owner seen from the
    effect's controller, and its other parts read the card's printed facts."""
    change = 0
    gained: tuple[str, ...] = ()
    for src, m in _hand_cost_modifiers(st, seat, card):
        if m.what == "cost":
            change += amount(st, m.amount, src.controller, src)
        elif m.what == "reduction_symbols":
            gained += m.colours
    for w in st.watches:         # a cost changed for a while by a resolved effect (BSS05-100)
        if w.effect.kind == "constant":
            for m in w.effect.modifiers:
                if m.what == "cost" and isinstance(m.target, AllTarget) and card_matches(card, m.target.filter) \
                        and names_seat(m.target.filter.side, seat, w.seat):
                    change += amount(st, m.amount, w.seat)
    return change, gained


def additional_cost(st: State, seat: int, card: Card) -> int:
    """The cores `seat` must also pay to use `card` from the hand, an additional cost (8-4-2-2) left
    running by a resolved effect ("additional_cost": BSS05-100), owed even when the card is used
    without paying its cost."""
    extra = 0
    for w in st.watches:
        if w.effect.kind == "constant":
            for m in w.effect.modifiers:
                if m.what == "additional_cost" and isinstance(m.target, AllTarget) and \
                        card_matches(card, m.target.filter) and names_seat(m.target.filter.side, seat, w.seat):
                    extra += amount(st, m.amount, w.seat)
    return extra


def free_to_play(st: State, seat: int, card: Card) -> bool:
    """Whether a constant effect on the field lets `seat` play `card` from the hand without paying
    its cost ("free": BSS01-076)."""
    return hand_costs_change(st) and any(m.what == "free" for _, m in _hand_cost_modifiers(st, seat, card))


def discard_cost(st: State, seat: int, card: Card) -> int:
    """How many other cards `seat` must discard from the hand, an additional cost, to play `card`
    from it ("discard_cost": BSS02-040)."""
    if not hand_costs_change(st):
        return 0
    return sum(amount(st, m.amount, src.controller, src)
               for src, m in _hand_cost_modifiers(st, seat, card) if m.what == "discard_cost")


def destroy_cost(st: State, seat: int, card: Card) -> tuple[int, list[FieldCard]]:
    """How many of `seat`'s field cards must be destroyed to play `card`, and which may be, by its own
    effect working in the hand ("destroy_cost": BSS03-097); (0, []) for most cards."""
    for m in own_hand_modifiers(st, seat, card, "destroy_cost"):
        if isinstance(m.target, AllTarget):
            f = m.target.filter
            return amount(st, m.amount, seat), [fc for fc in st.field if fc.controller == seat
                                                and matches(st, fc, f, seat, None)]
    return 0, []


def colour_locked(st: State, seat: int, card: Card) -> bool:
    """Whether a constant effect on the field lets `seat` play `card` from the hand only with a field
    symbol of one of its colours, and none has it ("field_colours_only": BSS03-117)."""
    if not hand_costs_change(st) or not any(m.what == "field_colours_only" for _, m in
                                            _hand_cost_modifiers(st, seat, card)):
        return False
    have = frozenset().union(*field_symbols(st, seat))
    return have.isdisjoint(card.colours)


def draw_barred(st: State, seat: int, source: Card) -> bool:
    """Whether a constant effect on the field stops `seat` drawing by the effect of `source` ("no_draw":
    BSS03-103's magic effects)."""
    return any(m.sources is None or card_matches(source, m.sources) for _, m, _ in player_modifiers(st, seat, _NO_DRAW))


def summon_barred(st: State, seat: int, card: Card) -> bool:
    """Whether a constant effect on the field stops `seat` summoning `card` now: they already summoned as
    many matching spirits this turn as it allows ("summon_limit": BSS03-103)."""
    if not hand_costs_change(st):      # the cheap test first: no field card says anything of hand plays
        return False
    for src, m, f in player_modifiers(st, seat, _SUMMON_LIMIT):
        if card_matches(card, f) and sum(1 for c in st.summoned_this_turn(seat) if card_matches(c, f)) >= \
                amount(st, m.amount, src.controller, src):
            return True
    return False


_NO_DRAW = frozenset({"no_draw"})
_SUMMON_LIMIT = frozenset({"summon_limit"})
_DRAW_COST = frozenset({"draw_cost"})
_NO_HAND_DISCARD = frozenset({"no_hand_discard"})


def names_seat(side: str, seat: int, controller: int) -> bool:
    """Whether a filter's `side` ("you", "opponent", "any"), read from `controller`'s point of view,
    names the player `seat`."""
    return side == "any" or (seat == controller) == (side == "you")


def player_modifiers(st: State, seat: int,
                     kinds: frozenset[str]) -> Iterator[tuple[FieldCard, Modifier, CardFilter]]:
    """The active constant modifiers of `kinds` whose target 'all' names `seat` by its side (the effects
    on a player and their hand: draw_cost, no_draw, summon_limit, no_hand_discard, hand_keyword and the
    hand cost kinds), with the field card each comes from and the target's filter."""
    for src, effect in constant_effects(st, kinds):
        for m in effect.modifiers:
            if m.what in kinds and isinstance(m.target, AllTarget) and \
                    names_seat(m.target.filter.side, seat, src.controller):
                yield src, m, m.target.filter


def draw_cost(st: State, seat: int) -> int:
    """How many cores each card `seat` draws costs now ("draw_cost": BSS02-054), outside the draw
    step; 0 within it."""
    if st.step == "draw":
        return 0
    return sum(amount(st, m.amount, src.controller, src) for src, m, _ in player_modifiers(st, seat, _DRAW_COST))


_CORE_STEP = frozenset({"core_step_cores"})


def core_step_cores(st: State, seat: int) -> int:
    """How many cores `seat`'s core step brings (6-3-2): one, or the number an effect sets instead
    ("core_step_cores": BSS01-110); a set is not an addition, so several give the largest, not a sum."""
    return max((amount(st, m.amount, src.controller, src) for src, m, _ in player_modifiers(st, seat, _CORE_STEP)),
               default=1)


def no_life_damage(st: State, fc: FieldCard) -> bool:
    """The attacks of `fc` reduce no life now (7-1-5-3-1): a constant effect on it says so, or an effect
    left running for a while names it as it attacks (a watch's "no_life_damage": BSS05-062)."""
    return any(True for _ in modifiers_on(st, fc, "no_life_damage")) or \
        any(True for _ in watched_modifiers(st, fc, "no_life_damage"))


def watched_modifiers(st: State, fc: FieldCard, what: str) -> Iterator[Modifier]:
    """The modifiers of kind `what` that an effect left running for a while (a watch's constant effect,
    8-8-1-4) applies to the field card `fc` now, its target filter read from the watch's controller
    (BSS05-062's "no_life_damage", BSS06-062's "unselectable")."""
    for w in st.watches:
        if w.effect.kind == "constant":
            for m in w.effect.modifiers:
                if m.what == what and isinstance(m.target, AllTarget) and matches(st, fc, m.target.filter, w.seat, None):
                    yield m


def hand_discard_barred(st: State, seat: int) -> bool:
    """The opponent's effects cannot discard cards from `seat`'s hand now ("no_hand_discard": BSS05-110)."""
    return any(True for _ in player_modifiers(st, seat, _NO_HAND_DISCARD))


def spend_next_only(st: State, seat: int, card: Card) -> None:
    """`card` was played from `seat`'s hand: the watches whose hand modifiers changed it only for the next
    such card end (`next_only`: BSS03-036's "cost", BSS04-005's "cost_set")."""
    if st.watches:
        st.watches = [w for w in st.watches if not (w.next_only and w.seat == seat and any(
            isinstance(m.target, AllTarget) and card_matches(card, m.target.filter) for m in w.effect.modifiers))]


def _hand_cost_modifiers(st: State, seat: int, card: Card) -> Iterator[tuple[FieldCard, Modifier]]:
    """The active modifiers on the field that change the cost of `card` in `seat`'s hand."""
    for src, m, f in player_modifiers(st, seat, HAND_COST_KINDS):
        if card_matches(card, f):
            yield src, m


# ---- filters --------------------------------------------------------------------------------

def matches(st: State, fc: FieldCard, f: CardFilter, seat: int, source: FieldCard | None,
            use_bp: bool = True, event: Subject | None = None, those_costs: frozenset[int] | None = None) -> bool:
    """Whether a field card passes a filter; `seat` is the effect's controller; `those_costs`: the
    costs of the previous directive's cards, for `cost_as_those` (without: no match)."""
    if f.or_this and source is not None and fc.uid == source.uid:
        return True
    if f.side == "you" and fc.controller != seat:
        return False
    if f.side == "opponent" and fc.controller == seat:
        return False
    if f.other and source is not None and fc.uid == source.uid:
        return False
    if f.only_this and (source is None or fc.uid != source.uid):
        return False
    if f.exhausted is not None and fc.exhausted != f.exhausted:
        return False
    if f.attacking is not None and (st.battle is not None and st.battle.attacker == fc.uid) != f.attacking:
        return False
    if f.blocked is not None and (st.battle is not None and st.battle.blocked
                                  and st.battle.attacker == fc.uid) != f.blocked:
        return False
    if f.blocking is not None and (st.battle is not None and st.battle.blocked
                                   and st.battle.blocker == fc.uid) != f.blocking:
        return False
    if f.linked is not None and (linked_to(st, fc) is not None) != f.linked:     # 11-18-1, 11-18-4
        return False
    if f.soul_core is not None and st.has_soul(fc) != f.soul_core:
        return False
    if (f.cores_min is not None or f.cores_max is not None):
        n = st.total_cores(fc)
        if f.cores_min is not None and n < f.cores_min:
            return False
        if f.cores_max is not None and n > f.cores_max:
            return False
    colours = None
    if f.colours and not any(c in fc.card.colours for c in f.colours) or f.multicolour is not None or f.colours_not:
        colours = colours_of(st, fc)           # a colour it gained may match
    costs = your_spirit_costs(st, seat) if f.cost_as_yours else \
        frozenset({st.life_total(seat)}) if f.cost_as_life else those_costs
    families = families_of(st, fc) if f.families or f.families_not else None   # a type it gained may count
    if families is not None and every_family(st, fc):      # "all spirit types" (PR-071): each one named counts
        families = families + f.families + f.families_not
    also_spirit = bool(f.types) and fc.card.type == "nexus" and has_mod(st, fc, "as_spirit")
    if not card_matches(fc.card, f, event, on_field=True, colours=colours, costs=costs, families=families,
                        cost=field_cost(st, fc), also_spirit=also_spirit):
        return False
    if f.has_timing is not None and not has_timing(fc.card, f.has_timing, level(st, fc)) \
            and not gained_timing(st, fc, f.has_timing):
        return False
    if f.has_timing_not is not None and (has_timing(fc.card, f.has_timing_not, level(st, fc))
                                         or gained_timing(st, fc, f.has_timing_not)):
        return False
    if f.has_effects is not None and has_effects(st, fc) != f.has_effects:
        return False
    if f.keyword is not None and not has_keyword(st, fc, f.keyword, criterion=True):   # 10-13-1
        return False
    if f.keyword_not is not None and has_keyword(st, fc, f.keyword_not, criterion=True):   # 10-13-1
        return False
    if f.level_max is not None and level(st, fc) > f.level_max:
        return False
    if f.level_min is not None and level(st, fc) < f.level_min:
        return False
    if f.colours_in_event_armor and not (isinstance(event, FieldCard)
                                         and set(colours_of(st, fc)) & armor_colours(st, event)):   # BSS04-062
        return False
    if f.symbols_min is not None or f.symbols_max is not None:
        n = len(symbols(st, fc))          # as counted now (2-8)
        if f.symbols_min is not None and n < f.symbols_min or f.symbols_max is not None and n > f.symbols_max:
            return False
    if use_bp and f.bp_vs_event is not None and not _bp_vs_event(st, bp_value(st, fc) + f.bp_margin,
                                                                 f.bp_vs_event, event):
        return False
    if use_bp and (f.bp_min is not None or f.bp_max is not None):
        value = bp_value(st, fc)
        if f.bp_min is not None and value < f.bp_min:
            return False
        if f.bp_max is not None and value > f.bp_max:
            return False
    if f.cost_top is not None and any(field_cost(st, o) > field_cost(st, fc) for o in _other_spirits(st, fc, f.cost_top, seat)):
        return False
    if f.cost_lowest is not None and any(field_cost(st, o) < field_cost(st, fc)
                                         for o in _other_spirits(st, fc, f.cost_lowest, seat)):
        return False
    if use_bp and f.bp_above is not None:
        value = bp_value(st, fc)
        if any(value <= bp_value(st, o) for o in _other_spirits(st, fc, f.bp_above, seat)):
            return False
    return True


def _other_spirits(st: State, fc: FieldCard, side: str, seat: int) -> Iterator[FieldCard]:
    """The spirits other than `fc` of the side named from `seat`'s point of view: what cost_top,
    cost_lowest and bp_above compare `fc` with."""
    return (o for o in st.field if o.card.type == "spirit" and o.uid != fc.uid and names_seat(side, o.controller, seat))


def _bp_vs_event(st: State, value: int, how: str, event: Subject | None) -> bool:
    """A BP against the event card's (its last known BP once it left the field, 8-10)."""
    if event is None:
        return False
    other = event.bp if isinstance(event, Snapshot) else bp_value(st, event)
    return value <= other if how == "at_most" else value < other if how == "below" else value == other


def subject_matches(st: State, subj: Subject, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """A filter on a live field card, or on the last known state of one that left (8-10)."""
    if isinstance(subj, FieldCard):
        return matches(st, subj, f, seat, source if isinstance(source, FieldCard) else None)
    return snapshot_matches(subj, f, seat, source)


def snapshot_matches(subj: Snapshot, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """The same filter on a last known state: the facts it had as it left the field (8-10)."""
    if f.or_this and source is not None and subj.uid == source.uid:
        return True
    if f.side == "you" and subj.controller != seat or f.side == "opponent" and subj.controller == seat:
        return False
    if f.other and source is not None and subj.uid == source.uid:
        return False
    if f.only_this and (source is None or subj.uid != source.uid):
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
    if f.level_max is not None and subj.level > f.level_max:
        return False
    if f.level_min is not None and subj.level < f.level_min:
        return False
    if f.attacking is not None:       # whether it was attacking as it left
        if subj.attacking != f.attacking:
            return False
        f = f.model_copy(update={"attacking": None})
    return card_matches(subj.card, f, families=subj.families, also_spirit=subj.spirit)


def card_matches(card: Card, f: CardFilter, event: Subject | None = None, on_field: bool = False,
                 colours: tuple[str, ...] | None = None, costs: frozenset[int] | None = None,
                 families: tuple[str, ...] | None = None, in_trash: bool = False, cost: int | None = None,
                 also_spirit: bool = False) -> bool:
    """The printed-fact part of a filter (also used for cards in the trash, hand or deck);
    `colours`: the field card's colours now, when they differ from the printed ones; `families`:
    its spirit types now, with those gained from a constant effect or for a while (gain_family);
    `costs`: the costs of the controller's spirits (`your_spirit_costs`), for `cost_as_yours`, or of
    the previous directive's cards, for `cost_as_those` (without: no match); `in_trash`: the card lies
    in a trash, where an effect of its own may set its cost (Card.trash_cost: BSS04-025); `cost`: a field
    card's cost now (field_cost: BSS06-054)."""
    if cost is None:
        cost = card.trash_cost if in_trash else card.cost
    if (f.cost_as_yours or f.cost_as_those or f.cost_as_life) and (costs is None or cost not in costs):
        return False
    if f.cost_above_those and (not costs or cost <= max(costs)):
        return False
    if f.cost_at_most_those and (not costs or cost > max(costs)):     # BSS06-053
        return False
    if f.types and card.type not in f.types and not (also_spirit and "spirit" in f.types):   # BSS05-113
        return False
    if f.colours and not any(c in (card.colours if colours is None else colours) for c in f.colours):
        return False
    if f.colours_not and any(c in (card.colours if colours is None else colours) for c in f.colours_not):
        return False
    if f.multicolour is not None and (len(set(card.colours if colours is None else colours)) >= 2) != f.multicolour:
        return False
    fams = card.families if families is None else families    # `families`: the spirit types it has now
    if f.families and not any(fam in fams for fam in f.families):
        return False
    if f.families_not and any(fam in fams for fam in f.families_not):
        return False
    if f.cost_min is not None and cost < f.cost_min:
        return False
    if f.cost_max is not None and cost > f.cost_max:
        return False
    if f.colours_in_event_armor and not on_field:     # an Armor is read on the field
        return False
    if not on_field and (f.symbols_min is not None and len(card.symbols) < f.symbols_min
                         or f.symbols_max is not None and len(card.symbols) > f.symbols_max):
        return False
    if f.keyword is not None and not on_field and not card.has_keyword(f.keyword):   # 10-13-2
        return False
    if f.keyword_not is not None and not on_field and card.has_keyword(f.keyword_not):   # 10-13-2
        return False
    if f.name_contains is not None and f.name_contains.lower() not in card.name.lower():
        return False
    if f.name_not is not None and card.name == f.name_not:
        return False
    if f.cost_as_event and (event is None or card.cost != event.card.cost):
        return False
    if f.cost_below_event and (event is None or card.cost >= event.card.cost):
        return False
    if f.attacking and not on_field:      # a card off the field attacks nothing
        return False
    if f.blocking and not on_field:       # nor blocks
        return False
    if f.has_effects is not None and not on_field and bool(card.effects or card.keywords) != f.has_effects:
        return False
    if f.has_timing is not None and not on_field and not has_timing(card, f.has_timing):
        return False
    if f.has_timing_not is not None and not on_field and has_timing(card, f.has_timing_not):
        return False
    return True


def your_spirit_costs(st: State, seat: int) -> frozenset[int]:
    """The costs of `seat`'s spirits on the field, for a filter's `cost_as_yours`."""
    return frozenset(field_cost(st, fc) for fc in st.field if fc.controller == seat and fc.card.type == "spirit")


def field_cost(st: State, fc: FieldCard) -> int:
    """A field card's cost now: printed, unless a constant effect of its own treats it as another
    ("cost_set" on target "this" on the field, BSS06-054: "treat this spirit as though it costs 5")."""
    if "cost_set" in fc.card.constant_kinds:
        for m in modifiers_on(st, fc, "cost_set"):
            if isinstance(m.target, ThisTarget) and isinstance(m.amount, int):
                return m.amount
    return fc.card.cost


# ---- restrictions ---------------------------------------------------------------------------

def has_mod(st: State, fc: FieldCard, kind: str) -> bool:
    uid = fc.uid
    for mod in st.mods:      # a loop, not any() over a generator: asked for every card at every checkpoint
        if mod.uid == uid and mod.kind == kind:
            return True
    return False


def is_spirit(st: State, fc: FieldCard) -> bool:
    """A spirit, or a nexus an effect treats as also a spirit for a while (gain_family's spirit_bp: BSS05-113)."""
    return fc.card.type == "spirit" or bool(st.mods) and has_mod(st, fc, "as_spirit")


def restricted(st: State, fc: FieldCard, what: str) -> bool:
    """"cannot attack" / "cannot block" from resolved effects or constant effects."""
    kind = "cannot_" + what
    return has_mod(st, fc, kind) or any(True for _ in modifiers_on(st, fc, kind))


def must_attack(st: State, fc: FieldCard) -> bool:
    return any(True for _ in modifiers_on(st, fc, "must_attack"))


def can_block(st: State, blocker: FieldCard, attacker: FieldCard) -> bool:
    """7-1-3-1 plus "cannot be blocked by ..." (constant modifiers on the attacker)."""
    if restricted(st, blocker, "block"):
        return False
    for m in modifiers_on(st, attacker, "unblockable_by"):      # the event card of `blockers`: the attacker
        if m.blockers is not None and matches(st, blocker, m.blockers, attacker.controller, attacker, event=attacker):
            return False
    for mod in st.mods:      # "cannot be blocked (by ...)" from a resolved effect (the `unblockable` verb)
        if mod.uid == attacker.uid and mod.kind == "unblockable" and (
                mod.blockers is None or matches(st, blocker, mod.blockers, mod.by, attacker)):
            return False
    return True


def unselectable(st: State, fc: FieldCard, by_seat: int, source_card: Card | None,
                 source: FieldCard | None = None) -> bool:
    """Whether an effect of `by_seat` (from `source_card`, on the field as `source`) cannot select
    this card: Armor (11-5-1) against the opponent's spirits, nexuses and magic of its colours, and
    "cannot be selected by the opponent's effects"."""
    if by_seat == fc.controller:
        return False
    if source_card is not None and source_card.type == "spirit" and has_mod(st, fc, "protect_opponent_spirit_select"):
        return True          # "cannot be selected by the effects of your opponent's spirits" (BSS05-039)
    if any(from_sources(st, m.sources, source_card, source, fc.controller)
           for m in modifiers_on(st, fc, "unselectable")):
        return True
    if any(from_sources(st, m.sources, source_card, source, fc.controller)     # left running for a while (BSS06-062)
           for m in watched_modifiers(st, fc, "unselectable")):
        return True
    if source_card is not None:      # printed Armor, or Armor granted by a constant effect (BSS01-067)
        colours = armor_colours(st, fc)
        # 11-5-1 / 2-4: a source on the field has the colours it has now, constant effects included.
        theirs = colours_of(st, source) if source is not None and source.card is source_card else source_card.colours
        if colours and any(c in colours for c in theirs):
            return True
    return False


def from_sources(st: State, sources: CardFilter | None, card: Card | None, fc: FieldCard | None,
                 seat: int) -> bool:
    """Whether an effect of `card` (on the field as `fc`) is one a modifier's `sources` names:
    None names every effect; a source still on the field is read as it is now (BSS02-108: a spirit
    with a soul core on it), one that left by its printed facts.  `seat`: the protected card's
    controller, whom the filter's side is relative to."""
    if sources is None:
        return True
    if card is None:
        return False
    if fc is not None and fc.card is card and st.find(fc.uid) is fc:
        return matches(st, fc, sources, seat, None)
    return card_matches(card, sources)
