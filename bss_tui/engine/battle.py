"""The attack step and battles (6-7, chapter 7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from . import derived, keywords, ops, triggers
from .checkpoint import checkpoint, destroy
from .decisions import Decision, core_choice
from .play import card_options, perform_option
from .state import Battle, FieldCard, seat_name

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]


def ready_spirits(g: "Game", seat: int, what: str) -> dict[str, object]:
    """7-1-1-1 / 7-1-3-1: refreshed spirits of `seat` not barred from attacking or blocking."""
    st = g.st
    return {f"{what} {fc.label}": fc for fc in st.field
            if fc.controller == seat and fc.card.type == "spirit" and not fc.exhausted
            and not derived.restricted(st, fc, what)}


def attack_options(g: "Game", seat: int) -> dict[str, object]:
    opts = ready_spirits(g, seat, "attack")
    if not any(derived.must_attack(g.st, fc) for fc in opts.values()):
        opts["end"] = None       # a spirit that must attack while able keeps the step open
    return opts


def block_options(g: "Game", seat: int, attacker: FieldCard) -> dict[str, object]:
    st = g.st
    opts = {text: fc for text, fc in ready_spirits(g, seat, "block").items() if derived.can_block(st, fc, attacker)}
    if not (opts and derived.has_keyword(st, attacker, "Confront")):
        opts["noblock"] = None   # 11-2-1: Confront forces a block when one is possible
    return opts


def taxed(g: "Game", seat: int) -> bool:
    """An effect says this player's spirits attack only by moving a core to the reserve."""
    return any(m.kind == "attack_tax" and m.by != seat for m in g.st.mods)


def attack_step(g: "Game") -> Flow:
    """6-7-3-2: attack with spirits one at a time, or end the step."""
    st = g.st
    seat = st.active
    while True:
        fc = yield Decision(seat, "attack", attack_options(g, seat),
                            "Attack with a refreshed spirit, or end the attack step", "6-7-3-2")
        if fc is None:
            return
        yield from battle(g, fc)


def battle(g: "Game", attacker: FieldCard) -> Flow:
    st = g.st
    seat = attacker.controller
    defender = 1 - seat
    attacker.exhausted = True
    st.battle = b = Battle(attacker.uid, defender, number=st.count_attack())
    g.emit("attack", "7-1-1-1", f"{g.name(seat)} attacks with [{attacker.label}] {attacker.card.name}",
           seat=seat_name(seat), label=attacker.label)
    if taxed(g, seat):
        soul = st.has_soul(attacker) and not attacker.cores
        if st.has_soul(attacker) and attacker.cores:      # 8-5-6: the player says which core
            soul = yield core_choice(seat, f"Attacking with [{attacker.label}] costs a core: "
                                           "an ordinary core or the soul core?")
        ops.move_core(g, seat, attacker.label, "reserve", soul, rule="8-2-2-2", why="the price of attacking")
        g.note_own_core_loss(seat, attacker.label)
    batch = triggers.collect(g, "attacks", [attacker], player=seat, by=seat, into=[])   # 7-1-1-2
    keywords.on_attack(g, attacker, batch)
    g.queue(batch)
    yield from checkpoint(g)
    yield from flash_window(g, defender, "7-1-2-1", "before blocking")
    if st.find(b.attacker) is not None:
        blocker = yield Decision(defender, "block", block_options(g, defender, attacker),
                                 f"Block [{attacker.label}] {attacker.card.name}?", "7-1-3-1")
        if blocker is not None:
            blocker.exhausted = True
            b.blocker, b.blocked = blocker.uid, True
            g.emit("block", "7-1-3-1", f"{g.name(defender)} blocks with [{blocker.label}] {blocker.card.name}",
                   seat=seat_name(defender), label=blocker.label)
            keywords.on_block(g, b, attacker)
            batch = triggers.collect(g, "blocks", [blocker], player=defender, by=defender, into=[])   # 7-1-3-2
            triggers.collect(g, "blocked", [attacker], player=seat, by=defender, into=batch)
            g.queue(batch)
            yield from checkpoint(g)
            yield from flash_window(g, defender, "7-1-4-1", "after blocking")
        else:
            g.emit("no_block", "7-1-3-1", f"{g.name(defender)} does not block", seat=seat_name(defender))
    yield from resolve_battle(g, b)
    yield from end_battle(g)


def resolve_battle(g: "Game", b: Battle) -> Flow:
    """7-1-5: compare BP when blocked, else apply damage."""
    st = g.st
    a = st.find(b.attacker)
    if b.blocked:
        d = st.find(b.blocker) if b.blocker is not None and b.blocker > 0 else None
        if a is None or d is None:
            g.emit("battle_void", "7-1-5-2-1", "A battling spirit has left the field: nothing happens")
            return
        bp_a, bp_d = derived.bp_value(st, a), derived.bp_value(st, d)   # 1-3-6
        g.emit("compare", "7-1-5-2-1", f"[{a.label}] {bp_a} BP against [{d.label}] {bp_d} BP",
               attacker_bp=bp_a, blocker_bp=bp_d)
        losers = [d] if bp_a > bp_d else [a] if bp_d > bp_a else [a, d]
        yield from destroy(g, losers, by=a.controller, cause="battle", rule="7-1-5-2-1",
                           by_each={a.uid: d.controller, d.uid: a.controller},
                           destroyer={a.uid: d, d.uid: a})
        yield from checkpoint(g)
        return
    if a is None:
        g.emit("battle_void", "7-1-5-3-1", "The attacking spirit has left the field: no damage")
        return
    n = len(derived.symbols(st, a))
    defender = b.defender
    moved = ops.move_core(g, defender, "life", "reserve", False, n, rule="7-1-5-3-1",
                          why=f"attack by [{a.label}] {a.card.name}", quiet=True)
    g.emit("damage", "7-1-5-3-1", f"{g.name(defender)} loses {moved} life to [{a.label}] {a.card.name}",
           seat=seat_name(defender), n=moved)
    if moved:
        st.life_lost_turn.add(defender)
        triggers.collect(g, "life_lost", [a], player=defender, by=a.controller)
    yield from checkpoint(g)


def end_battle(g: "Game") -> Flow:
    """7-1-6: "when the battle ends" effects, then battle-long effects end."""
    st = g.st
    b = st.battle
    fighters = []
    for uid in (b.attacker, b.blocker):
        if uid:
            found = st.find(abs(uid)) or g.last_state.get(abs(uid))   # 8-10: gone ones by last state
            if found is not None:
                fighters.append(found)
    batch = triggers.collect(g, "battle_end", fighters, player=st.active, into=[])   # 7-1-6-1
    keywords.on_battle_end(g, b, batch)
    g.queue(batch)
    yield from checkpoint(g)
    st.mods = [m for m in st.mods if m.duration != "battle"]
    st.battle = None
    g.emit("battle_end", "7-1-6-2", "The battle ends")
    yield from checkpoint(g)


def flash_window(g: "Game", first: int, rule: str, phase: str) -> Flow:
    """7-1-2-1 / 7-1-4-1: priority alternates, one effect each time; two passes in a row end it."""
    passes = 0
    who = first
    while passes < 2:
        opts: dict[str, object] = dict(card_options(g, who, "flash"))
        opts["pass"] = None
        choice = yield Decision(who, "flash", opts,
                                f"Flash window {phase}: {g.name(who)} may use one flash effect or pass "
                                f"(two passes in a row end the window)", rule)
        if choice is None:
            g.emit("pass", rule, f"{g.name(who)} passes", seat=seat_name(who))
            passes += 1
        else:
            done = yield from perform_option(g, who, choice, "flash")
            if not done:
                continue      # a cancelled payment: the same player still holds priority
            passes = 0
        who = 1 - who
