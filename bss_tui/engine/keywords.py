"""Keyword effects of chapter 11 that trigger (Crush, Raid, Curse, Luster); the others are
checked where they apply (Confront and Swift in battle.py and play.py, Armor in derived.py,
A.T. Field in checkpoint.py, Awaken in play.py)."""

from __future__ import annotations

from typing import Callable

from . import derived, ops, triggers
from .decisions import Decision, Finish, Flow, Kind, PickCard, decide
from .destruction import destroy
from .state import Battle, FieldCard, Pending, seat_name
from .table import Table


def on_attack(g: Table, attacker: FieldCard, batch: list[Pending]) -> None:
    """Crush (11-11-1) and Raid (11-12-1) trigger when their spirit attacks."""
    st = g.st
    seat = attacker.controller
    crush = derived.keyword_value(st, attacker, "Crush")
    if crush is not None:
        n = derived.level(st, attacker) + crush          # 11-11-3: no modifier counts as 0
        batch.append(Pending(seat, attacker.card, None, 0, attacker, attacker,
                             f"{attacker.label} crush", keyword="Crush", value=n))
    raid = derived.keyword_value(st, attacker, "Raid")
    if raid is not None and st.raid_used.get(attacker.uid, 0) < raid:
        batch.append(Pending(seat, attacker.card, None, 0, attacker, attacker,
                             f"{attacker.label} raid", keyword="Raid", value=raid))
    if st.battle is not None:
        st.battle.luster = derived.has_keyword(st, attacker, "Luster")


def on_block(g: Table, b: Battle, attacker: FieldCard) -> None:
    """11-3-1: Curse is noted when its spirit is blocked; it acts as the battle ends."""
    b.curse = derived.has_keyword(g.st, attacker, "Curse")


def on_battle_end(g: Table, b: Battle, batch: list[Pending]) -> None:
    st = g.st
    attacker = st.find(abs(b.attacker)) or g.last_state.get(abs(b.attacker))
    if attacker is None:
        return
    blocker = st.find(b.blocker) if b.curse and b.blocker else None
    if blocker is not None:
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, blocker,
                             f"{attacker.label} curse", keyword="Curse"))
    if b.luster and b.magic_used:
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, None,
                             f"{attacker.label} luster", keyword="Luster"))


def resolve_keyword(g: Table, item: Pending) -> Flow[None]:
    yield from _RESOLVERS[item.keyword](g, item)


def _crush(g: Table, item: Pending) -> Flow[None]:
    """11-11-1: discard level + modifier cards from the top of the opponent's deck."""
    seat = item.seat
    g.emit("crush", "11-11-1", f"{item.card.name}'s Crush discards {item.value} card"
           f"{'s' if item.value != 1 else ''} from the top of {g.name(1 - seat)}'s deck", seat=seat_name(seat))
    milled = ops.mill(g, 1 - seat, item.value, rule="11-11-1")
    if milled:
        triggers.collect(g, "crushed", [], player=seat, by=seat, cards=tuple(milled))
    return
    yield  # a generator like every handler


def _raid(g: Table, item: Pending) -> Flow[None]:
    """11-12-1: the owner may exhaust one of their nexuses to refresh the attacking spirit."""
    st = g.st
    seat = item.seat
    attacker = item.source
    if not isinstance(attacker, FieldCard) or st.find(attacker.uid) is not attacker or not attacker.exhausted:
        return
    nexuses: dict[str, PickCard | Finish] = {
        f"exhaust {fc.label}": PickCard(fc) for fc in st.field
        if fc.controller == seat and fc.card.type == "nexus" and not fc.exhausted}
    if not nexuses:
        return
    nexuses["no"] = Finish()
    choice = yield from decide(Decision(
        seat, Kind.OPTIONAL, nexuses,
        f"Raid: exhaust one of your nexuses to refresh [{attacker.label}] {attacker.card.name}?", "11-12-1"))
    if not isinstance(choice, PickCard) or not isinstance(choice.card, FieldCard):
        return
    nexus = choice.card
    st.raid_used[attacker.uid] = st.raid_used.get(attacker.uid, 0) + 1
    ops.exhaust(g, nexus, seat, rule="11-12-1")
    attacker.exhausted = False
    g.emit("refresh", "11-12-1", f"Raid refreshes [{attacker.label}] {attacker.card.name}", label=attacker.label)


def _curse(g: Table, item: Pending) -> Flow[None]:
    """11-3-1: the spirit that blocked a Curse spirit is destroyed as the battle ends."""
    blocker = item.event_card
    if isinstance(blocker, FieldCard) and g.st.find(blocker.uid) is blocker:
        g.emit("curse", "11-3-1", f"Curse of {item.card.name} strikes [{blocker.label}] {blocker.card.name}")
        yield from destroy(g, [blocker], by=item.seat, cause="effect", rule="11-3-1",
                          source=item.card)


def _luster(g: Table, item: Pending) -> Flow[None]:
    """11-6-1: magic cards its owner used during the battle return from the trash to the hand;
    one that has gone elsewhere stays there (11-6-2)."""
    st = g.st
    b = st.battle
    p = st.players[item.seat]
    for card in (b.magic_used if b else []):
        if card in p.trash:
            p.trash.remove(card)
            p.hand.append(card)
            g.emit("luster", "11-6-1", f"Luster returns {card.name} from the trash to {g.name(item.seat)}'s hand",
                   card=card.id)
    return
    yield


# The keywords whose effects trigger, each with how it resolves.
_RESOLVERS: dict[str, Callable[[Table, Pending], Flow[None]]] = {
    "Crush": _crush, "Raid": _raid, "Curse": _curse, "Luster": _luster,
}
