"""The attack step and battles (6-7, chapter 7)."""

from __future__ import annotations

from typing import Any, Literal

from ...carddb import effects as E
from ..keywords.bloodcurse import life_to_void
from ..keywords.registry import At, collect
from ..model.context import Ctx
from ..model.decisions import (Attack, Block, Decision, Finish, Flow, Kind, MainChoice, Point, Putting, Refusal,
                               core_choice)
from ..model.state import Battle, FieldCard, Pending, Subject, seat_name
from ..model.table import Table
from ..operations import ops
from ..operations.payment import available, choose_payment, pay_picks, pool
from ..rules import derived, triggers
from ..verbs.directives import field_targets, handles
from .checkpoint import checkpoint, destroy
from .play import card_options, perform_from, perform_option


# ---- checks (shared by the legal actions and their explanation) -----------------

def ready_check(g: Table, seat: int, fc: FieldCard, what: Literal["attack", "block"],
                exhausted_ok: bool = False) -> Refusal | None:
    """7-1-1-1 / 7-1-3-1: a refreshed spirit of `seat` not barred from attacking or blocking."""
    rule = "7-1-1-1" if what == "attack" else "7-1-3-1"
    if fc.controller != seat:
        return Refusal(rule, f"[{fc.label}] is not controlled by {g.name(seat)}")
    if not derived.is_spirit(g.st, fc):
        return Refusal(rule, "only spirits attack and block")
    if fc.exhausted and not exhausted_ok:
        return Refusal(rule, f"[{fc.label}] {fc.card.name} is exhausted; only a refreshed spirit can {what}")
    if derived.restricted(g.st, fc, what):
        return Refusal("8-2-2-2", f"[{fc.label}] {fc.card.name} cannot {what} because of an effect")
    return None


def attack_check(g: Table, seat: int, fc: FieldCard) -> Attack | Refusal:
    return ready_check(g, seat, fc, "attack") or _first_check(g, seat, fc) or _price_check(g, seat, fc) or Attack(fc)


def attack_price(g: Table, fc: FieldCard) -> int:
    """The cores a constant effect makes its controller pay to attack with `fc` ("extra_cost:attack":
    BSS03-084); 0 for most spirits."""
    return sum(m.amount for m in derived.modifiers_on(g.st, fc, "extra_cost:attack") if isinstance(m.amount, int))


def _price_check(g: Table, seat: int, fc: FieldCard) -> Refusal | None:
    price = attack_price(g, fc)
    if price and available(g, seat) < price:
        return Refusal("8-2-2-2", f"[{fc.label}] {fc.card.name} can attack only by paying {price} "
                                  f"core{'s' if price != 1 else ''}, and {g.name(seat)} has fewer")
    return None


def _first_attacker(g: Table, seat: int) -> FieldCard | None:
    """A spirit of `seat` that must make the step's first attack and can (BSS01-059's attack_first),
    while no attack has been made this turn."""
    st = g.st
    turn, _ = st.attack_count
    if turn == st.turn or not any(True for _ in derived.marks_of(st, "must:attack_first")):
        return None
    return next((fc for fc in st.field if fc.controller == seat and derived.has_mod(st, fc, "must:attack_first")
                 and ready_check(g, seat, fc, "attack") is None), None)


def _first_check(g: Table, seat: int, fc: FieldCard) -> Refusal | None:
    first = _first_attacker(g, seat)
    if first is None or first is fc:
        return None
    return Refusal("8-2-2-2", f"[{first.label}] {first.card.name} must attack first because of an effect")


def block_check(g: Table, seat: int, fc: FieldCard, attacker: FieldCard, forced: bool = False) -> Block | Refusal:
    """`forced`: an effect makes the attacker attack `fc`, which then blocks even exhausted (10-10-1)."""
    st = g.st
    exhausted_ok = fc.exhausted and (forced or derived.has_mod(st, fc, "may:block_exhausted") or any(
        m.attackers is None or derived.matches(st, attacker, m.attackers, fc.controller, fc)
        for m in derived.modifiers_on(st, fc, "may:block_exhausted")))
    refusal = ready_check(g, seat, fc, "block", exhausted_ok=exhausted_ok)
    if refusal is not None:
        return refusal
    if derived.has_keyword(st, attacker, "Astral") and not derived.has_keyword(st, fc, "Astral"):
        return Refusal("11-14-1", f"[{attacker.label}] {attacker.card.name} has Astral: only a spirit with Astral "
                                  f"can block it, and [{fc.label}] {fc.card.name} has none now")
    if not derived.can_block(g.st, fc, attacker):
        return Refusal("8-2-2-2", f"[{attacker.label}] {attacker.card.name} cannot be blocked by "
                                  f"[{fc.label}] {fc.card.name} because of an effect")
    return Block(fc)


def end_attacks_check(g: Table, seat: int) -> Finish | Refusal:
    """A spirit that must attack while able keeps the attack step open."""
    st = g.st
    if any(fc.controller == seat and derived.must_attack(st, fc) and isinstance(attack_check(g, seat, fc), Attack)
           for fc in st.field):
        return Refusal("8-2-2-2", "a spirit that must attack can still attack")
    if _first_attacker(g, seat) is not None:
        return Refusal("8-2-2-2", "a spirit that must attack first can still attack")
    return Finish()


def no_block_check(g: Table, seat: int, attacker: FieldCard) -> Finish | Refusal:
    """11-2-1: Confront forces a block when one is possible."""
    st = g.st
    if derived.has_keyword(st, attacker, "Confront") and \
            any(fc.controller == seat and isinstance(block_check(g, seat, fc, attacker), Block) for fc in st.field):
        return Refusal("11-2-1", f"[{attacker.label}] {attacker.card.name} has Confront: a spirit that can "
                                 "block must block")
    return Finish()


def attack_options(g: Table, seat: int) -> dict[str, Attack | Finish]:
    opts: dict[str, Attack | Finish] = {}
    for fc in g.st.field:
        if fc.controller != seat:
            continue        # the check refuses another player's card first thing (7-1-1-1): not asked
        choice = attack_check(g, seat, fc)
        if isinstance(choice, Attack):
            opts[f"attack {fc.label}"] = choice
    end = end_attacks_check(g, seat)
    if isinstance(end, Finish):
        opts["end"] = end
    return opts


def block_options(g: Table, seat: int, attacker: FieldCard) -> dict[str, Block | Finish]:
    opts: dict[str, Block | Finish] = {}
    for fc in g.st.field:
        if fc.controller != seat:
            continue        # the check refuses another player's card (7-1-3-1): not asked
        choice = block_check(g, seat, fc, attacker)
        if isinstance(choice, Block):
            opts[f"block {fc.label}"] = choice
    no = no_block_check(g, seat, attacker)
    if isinstance(no, Finish):
        opts["noblock"] = no
    return opts


def taxed(g: Table, seat: int) -> bool:
    """An effect says this player's spirits attack only by moving a core to the reserve."""
    return any(m.by != seat for m in derived.marks_of(g.st, "extra_cost:attack_core_to_reserve"))


def attack_step(g: Table, waiting: Decision[Attack | Finish] | None = None) -> Flow[None]:
    """6-7-3-2: attack with spirits one at a time, or end the step.  `waiting`: its decision already
    asked, asked again first (a copy of the game entering it there: turn.game_flow_at)."""
    st = g.st
    seat = st.active
    while True:
        if waiting is None:
            if st.attacks_ended == st.turn:      # an effect ended the step (end_attack_step)
                g.emit("attack_step_ends", "6-7-3-2", "The attack step ends (an effect ended it)")
                return
            waiting = Decision(seat, Kind.ATTACK, attack_options(g, seat),
                               "Attack with a refreshed spirit, or end the attack step")
        g.point = Point(waiting, "attack")
        choice = yield waiting
        waiting = None
        if isinstance(choice, Finish):
            return
        assert isinstance(choice, Attack)
        yield from battle(g, choice.spirit)


def battle(g: Table, attacker: FieldCard) -> Flow[None]:
    st = g.st
    seat = attacker.controller
    defender = 1 - seat
    price = attack_price(g, attacker)
    if price:                 # "cannot attack unless they pay": paid as the attack is declared (10-6-6)
        picks = yield from choose_payment(g, seat, pool(g, seat), price, f"attacking with [{attacker.label}]",
                                          "10-6-6", cancel=False)
        assert picks is not None         # no cancel was offered
        pay_picks(g, seat, picks, f"attacking with {attacker.card.name}")
    attacker.exhausted = True
    st.battle = b = Battle(attacker.uid, defender, number=st.count_attack())
    g.emit("attack", "7-1-1-1", f"{g.name(seat)} attacks with [{attacker.label}] {attacker.card.name}",
           seat=seat_name(seat), label=attacker.label)
    if taxed(g, seat):
        soul = st.has_soul(attacker) and not attacker.cores
        if st.has_soul(attacker) and attacker.cores:      # 8-5-6: the player says which core
            soul = yield from core_choice(seat, f"Attacking with [{attacker.label}] costs a core: "
                                           "an ordinary core or the soul core?")
        ops.move_core(g, seat, attacker.label, "reserve", soul, rule="8-2-2-2", why="the price of attacking")
        g.note_own_core_loss(seat, attacker.label)
    batch = triggers.collect(g, "attacks", [attacker], player=seat, by=seat, into=[])   # 7-1-1-2
    triggers.collect(g, "exhausted", [attacker], player=seat, by=seat, into=batch)      # 7-1-1-1, 10-4-1
    collect("attack", At(g, st.battle, attacker, batch=batch))
    g.queue(batch)
    yield from checkpoint(g)
    if not b.luster and st.find(attacker.uid) is attacker:
        # 11-6-1: Luster it has as it attacks, its own "when this spirit attacks" effects included (BSS03-042
        # gives itself Luster then); one gained later in the battle does not count (PR-008)
        b.luster = derived.has_keyword(st, attacker, "Luster")
    yield from battle_from(g, "before_block")


# Points at which a battle can be entered (a scenario position): the flash window before blocking
# (7-1-2-1), the block decision (7-1-3-1), the flash window after blocking (7-1-4-1), the battle's end (7-1-6).
BATTLE_POINTS = ("before_block", "block", "after_block", "end")


def battle_from(g: Table, point: str, waiting: Decision[Any] | None = None, put: Putting | None = None
                ) -> Flow[None]:
    """The battle in `g.st.battle` from `point` on (the attack's declaration and its triggers are done).
    `waiting`: the decision of `point` already asked (its flash window's or the block), asked again
    first (a copy of the game entering it there: turn.game_flow_at); or, with `put`, the payment's
    or the placement's decision of a card played in that flash window."""
    st = g.st
    b = st.battle
    assert b is not None and point in BATTLE_POINTS
    attacker = st.find(b.attacker)
    defender = b.defender
    if point == "before_block" and b.blocked and waiting is None:
        point = "after_block"       # an effect made it attack a spirit, which blocked at once (10-10-1)
    if point == "before_block":
        yield from flash_window(g, defender, "7-1-2-1", "before blocking", point, waiting, put)
        waiting = put = None
        attacker = st.find(b.attacker)
    if point in ("before_block", "block") and attacker is not None and not b.blocked:   # not battling one already
        if waiting is None:
            waiting = Decision(defender, Kind.BLOCK, block_options(g, defender, attacker),
                               f"Block [{attacker.label}] {attacker.card.name}?")
        g.point = Point(waiting, "block")
        answer = yield waiting
        waiting = None
        if isinstance(answer, Block):
            blocker = answer.spirit
            blocker.exhausted = True
            b.blocker, b.blocked = blocker.uid, True
            g.emit("block", "7-1-3-1", f"{g.name(defender)} blocks with [{blocker.label}] {blocker.card.name}",
                   seat=seat_name(defender), label=blocker.label)
            block_triggers(g, b, attacker, blocker, exhausted=True)
            yield from checkpoint(g)
            point = "after_block"
        else:
            g.emit("no_block", "7-1-3-1", f"{g.name(defender)} does not block", seat=seat_name(defender))
    if point == "after_block":
        yield from flash_window(g, defender, "7-1-4-1", "after blocking", point, waiting, put)
    if point != "end":
        yield from resolve_battle(g, b)
    yield from end_battle(g)


def block_triggers(g: Table, b: Battle, attacker: FieldCard, blocker: FieldCard, exhausted: bool) -> None:
    """7-1-3-2: what a block sets off waits to resolve: the blocker's "when blocks" effects, the
    attacker's "is blocked" ones and its Curse and Gale; and those of the blocker's exhaustion
    when the block exhausted it (7-1-3-1)."""
    st = g.st
    defender = blocker.controller
    collect("block", At(g, b, attacker, blocker))
    batch = triggers.collect(g, "blocks", [blocker], player=defender, by=defender, into=[])   # 7-1-3-2
    if any(True for _ in derived.modifiers_on(st, blocker, "triggers:not_when_blocks")):   # BSS04-004
        batch = [p for p in batch if not (p.source is not None and p.source.uid == blocker.uid
                                          and p.effect is not None and p.effect.timing is not None
                                          and p.effect.timing.subject == "this")]
    if exhausted:
        triggers.collect(g, "exhausted", [blocker], player=defender, by=defender, into=batch)
    triggers.collect(g, "blocked", [attacker], player=attacker.controller, by=defender, into=batch)
    collect("blocked", At(g, b, attacker, blocker, batch))
    g.queue(batch)


@handles(E.AttackSpirit)
def _attack_spirit(g: Table, ctx: Ctx, act: E.AttackSpirit) -> Flow[None]:
    """10-10-1: the attacker attacks the chosen spirit of the defending player, which blocks it at
    once, even exhausted, and what a block sets off waits to resolve; no flash window comes before
    that block (battle_from).  A spirit that cannot block the attacker is not forced: the battle
    goes on as usual (keyword rulings, "Attacking a Spirit").  Nothing happens outside a battle or
    after a block."""
    st = g.st
    b = st.battle
    if b is None or b.blocked:
        return
    attacker = st.find(b.attacker)
    for fc in (yield from field_targets(g, ctx, act.target)):
        if attacker is None or fc.controller != b.defender or st.find(fc.uid) is not fc:
            continue
        check = block_check(g, b.defender, fc, attacker, forced=True)
        if isinstance(check, Refusal):
            g.emit("attack_spirit_fails", check.rule, f"[{fc.label}] {fc.card.name} cannot block "
                   f"[{attacker.label}] {attacker.card.name} ({check.message}): the battle goes on as usual",
                   label=fc.label)
            return
        b.blocker, b.blocked = fc.uid, True
        g.emit("attack_spirit", "10-10-1", f"[{attacker.label}] {attacker.card.name} attacks "
               f"[{fc.label}] {fc.card.name}, which blocks it at once", label=fc.label)
        block_triggers(g, b, attacker, fc, exhausted=False)
        return


def resolve_battle(g: Table, b: Battle) -> Flow[None]:
    """7-1-5: compare BP when blocked, else apply damage."""
    st = g.st
    a = st.find(b.attacker)
    # L01-010: "when resolving the next battle" is this one, blocked or not (7-1-5-1): it is used up here
    by_cost = next(derived.marks_of(st, "instead:compare_costs"), None)
    if by_cost is not None:
        st.mods.remove(by_cost)
    if b.blocked:
        d = st.find(b.blocker) if b.blocker is not None and b.blocker > 0 else None
        if a is None or d is None:
            g.emit("battle_void", "7-1-5-2-1", "A battling spirit has left the field: nothing happens")
            return
        won: list[Pending] = []
        if by_cost is not None:         # this battle compares costs; the higher cost loses
            cost_a, cost_d = derived.field_cost(st, a), derived.field_cost(st, d)
            g.emit("compare", "7-1-5-2-1", f"[{a.label}] cost {cost_a} against [{d.label}] cost {cost_d}: "
                   "the higher cost is destroyed", attacker_cost=cost_a, blocker_cost=cost_d)
            losers = [a] if cost_a > cost_d else [d] if cost_d > cost_a else [a, d]
        else:
            bp_a, bp_d = derived.bp_value(st, a), derived.bp_value(st, d)   # 1-3-6
            g.emit("compare", "7-1-5-2-1", f"[{a.label}] {bp_a} BP against [{d.label}] {bp_d} BP",
                   attacker_bp=bp_a, blocker_bp=bp_d)
            losers = [d] if bp_a > bp_d else [a] if bp_d > bp_a else [a, d]
            if bp_a != bp_d:     # the higher BP in the comparison, whatever then is destroyed (BSS04-113)
                winner = a if bp_a > bp_d else d
                won = triggers.collect(g, "bp_won", [winner], player=winner.controller, by=winner.controller, into=[])
        waiting = len(st.pending)
        yield from destroy(g, losers, by=a.controller, cause="battle", rule="7-1-5-2-1",
                           by_each={a.uid: d.controller, d.uid: a.controller},
                           destroyer={a.uid: d, d.uid: a})
        if won:      # one moment with the destruction's triggers (8-5-2-4)
            if len(st.pending) > waiting:
                st.pending[-1].extend(won)
            else:
                g.queue(won)
        yield from checkpoint(g)
        return
    if a is None:
        g.emit("battle_void", "7-1-5-3-1", "The attacking spirit has left the field: no damage")
        return
    if derived.no_life_damage(st, a) or derived.has_mod(st, a, "cannot:reduce_life"):
        # a constant effect (8-1-4) or one resolved or running for a while (8-8-1-4) stops it
        g.emit("no_damage", "7-1-5-3-1", f"[{a.label}] {a.card.name} reduces no life: an effect prevents it")
        yield from checkpoint(g)
        return
    n = len(derived.symbols(st, a))
    for m in derived.modifiers_on(st, a, "at_most:reduce_life"):      # a bound on the damage (BSS05-035)
        n = min(n, max(0, derived.amount(st, m.amount, a.controller, a)))
    defender = b.defender
    if derived.restricted(st, a, "take_last_life"):     # its attack leaves one core of life (BSS04-128)
        n = min(n, max(0, st.life_total(defender) - 1))
    void = life_to_void(st, a)       # Bloodcurse and the like (keywords.json; BSS01-026)
    reserve_before = st.players[defender].reserve + (st.players[defender].soul == "reserve")
    moved = yield from _damage(g, defender, n, "reserve" if void is None else "void")
    g.emit("damage", "7-1-5-3-1", f"{g.name(defender)} loses {moved} life to [{a.label}] {a.card.name}"
           + ("" if void is None else f" ({void} sends the cores to the void)"), seat=seat_name(defender), n=moved)
    if moved:
        batch = triggers.collect(g, "life_lost", [a], player=defender, by=a.controller, into=[])
        if st.players[defender].reserve + (st.players[defender].soul == "reserve") > reserve_before:
            ops.reserve_gained(g, defender, a.controller, into=batch)     # the same cores, one event (7-1-5-3-1)
        collect("life_reduced", At(g, b, a, batch=batch))
        g.queue(batch)
    yield from checkpoint(g)


def _damage(g: Table, defender: int, n: int, dest: str = "reserve") -> Flow[int]:
    """7-1-5-3-1: `n` cores of life go to the reserve (or the ordinary ones to the void: `dest`,
    Bloodcurse; the soul core goes to the void only when an effect names it, 4-11-3).  The damage
    names no kind of core, so a soul core in life is one of them: its controller says whether it
    goes while ordinary cores could (8-5-6), and it goes when they are too few (1-3-2).  Returns
    how many moved."""
    p = g.st.players[defender]
    soul = n > 0 and ops.soul_at(g, defender, "life")
    take_soul = soul and n > p.life
    if soul and not take_soul:
        take_soul = yield from core_choice(defender, f"Damage takes {n} core(s) from your life: "
                                                     "an ordinary core or the soul core?")
    moved = 0
    if take_soul:
        moved += ops.move_core(g, defender, "life", "reserve", True, rule="7-1-5-3-1", quiet=True)
    return moved + ops.move_core(g, defender, "life", dest, False, n - moved, rule="7-1-5-3-1", quiet=True)


def end_battle(g: Table) -> Flow[None]:
    """7-1-6: "when the battle ends" effects, then battle-long effects end."""
    st = g.st
    b = st.battle
    assert b is not None     # a battle is on until this function ends it
    fighters: list[Subject] = []
    for uid in (b.attacker, b.blocker):
        if uid:
            found: Subject | None = st.find(abs(uid)) or g.last_state.get(abs(uid))   # 8-10: gone ones by last state
            if found is not None:
                fighters.append(found)
    batch = triggers.collect(g, "battle_end", fighters, player=st.active, into=[])   # 7-1-6-1
    ended = st.find(abs(b.attacker)) or g.last_state.get(abs(b.attacker))
    if ended is not None:
        collect("battle_end", At(g, b, None, batch=batch, ended_attacker=ended))
    g.queue(batch)
    yield from checkpoint(g)
    st.expire("battle")
    st.battle = None
    g.emit("battle_end", "7-1-6-2", "The battle ends")
    yield from checkpoint(g)


def flash_window(g: Table, first: int, rule: str, phase: str, point: str,
                 waiting: Decision[Any] | None = None, put: Putting | None = None) -> Flow[None]:
    """7-1-2-1 / 7-1-4-1: priority alternates, one effect each time; two passes in a row end it.
    The count of passes is kept in the state (a save or a copy taken in the window sees it).
    `point`: the battle's point the window is (BATTLE_POINTS); `waiting`: a decision of the window
    already asked, asked again first (a copy of the game entering it there: turn.game_flow_at); with
    `put`, the payment's or the placement's decision of a card played in the window, which goes on
    from there (play.perform_from) before the window does."""
    st = g.st
    if put is not None:
        assert waiting is not None
        who = put.seat
        if (yield from perform_from(g, put, waiting)):
            st.passes = 0
            who = 1 - who
        waiting = None      # else a cancelled payment: the same player still holds priority
    elif waiting is None:
        st.passes = 0
        who = first
    else:
        who = waiting.player
    while waiting is not None or st.passes < 2:
        if waiting is None:
            opts: dict[str, MainChoice] = card_options(g, who, "flash")
            opts["pass"] = Finish()
            waiting = Decision(who, Kind.FLASH, opts,
                               f"Flash window {phase}: {g.name(who)} may use one flash effect or pass "
                               f"(two passes in a row end the window)", rule)
        g.point = at = Point(waiting, point)
        choice = yield waiting
        waiting = None
        if isinstance(choice, Finish):
            g.emit("pass", rule, f"{g.name(who)} passes", seat=seat_name(who))
            st.passes += 1
        else:
            done = yield from perform_option(g, who, choice, at)
            if not done:
                continue      # a cancelled payment: the same player still holds priority
            st.passes = 0
        who = 1 - who
    st.passes = 0
