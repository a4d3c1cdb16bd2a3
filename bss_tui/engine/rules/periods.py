"""The moment an effect is read in: its period ("during ...", "while ...": 10-12, 6-8-1-2), its
level gate (2-10-2), the timing it is printed under (8-1-5-1), and the battle's roles and links
(11-18).  Nothing here reads another card's effects."""

from __future__ import annotations

from ...carddb.effects import During, Effect
from ...carddb.schema import Card, Keyword
from ..model.state import FieldCard, State


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
    return event in card.left_out_timings      # printed on an effect not played here, at every level


def gained_timing(st: State, fc: FieldCard, event: str) -> bool:
    """Whether the card gained for a while an effect headed "when this spirit <event>" (gain_effect)."""
    for mod in st.mods:
        if mod.uid == fc.uid and mod.kind == "effect" and mod.effect is not None:
            head = heading(mod.effect)
            if head == event or head == "attacks_or_blocks" and event in ("attacks", "blocks"):
                return True
    return False


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


def linkers(st: State, fc: FieldCard) -> list[FieldCard]:
    """Every spirit Link has linked to `fc`, the attacking spirit, while they are on the field (11-18-1,
    11-18-4): one, or two where an effect allows it ("at_most:links": BSS06-002)."""
    b = st.battle
    if b is None:
        return []
    uids = b.links if b.attacker == fc.uid else b.block_links if b.blocked and b.blocker == fc.uid else []
    return [found for uid in uids if (found := st.find(uid)) is not None]


def linked_to(st: State, fc: FieldCard) -> FieldCard | None:
    """The (first) spirit Link has linked to `fc`, the attacking spirit, while both are on the field
    (11-18-1, 11-18-4), else None."""
    found = linkers(st, fc)
    return found[0] if found else None
