"""Hints in a battle (computer/hints.py): attacking, blocking and the flash windows, each told as
the BP compared and the life at stake, from the seat's own view (7-1)."""

from __future__ import annotations

from ..engine.operations.view import ActionView, FieldCardView
from .hints_words import Reason, field_name, hand_name, plain
from .intent import Intent, of_card
from .sight import Sight

COMPARE = "7-1-5-2-1"     # a blocked attack: the higher BP wins, equal BP destroys both
DAMAGE = "7-1-5-3-1"      # an unblocked attack: life taken, one per symbol


def _life(n: int) -> str:
    return f"{n} life"


def attack(sight: Sight, action: ActionView) -> Reason:
    if action.finishes:
        return _end_attacks(sight)
    fc = sight.find(action.labels[0]) if action.labels else None
    if fc is None:
        return plain(action, "6-7-3-2")
    mine, symbols = sight.bp(fc), max(fc.symbols, 1)
    unblocked = f"unblocked it takes {_life(symbols)} of their {sight.them.life}"
    blockers = sight.blockers(sight.them)
    does = f"attack with {field_name(fc)}"
    if not blockers:
        return Reason(does, f"they have no refreshed spirit to block it, so it takes {_life(symbols)} "
                            f"of their {sight.them.life}", ("7-1-3-1", DAMAGE))
    best = max(blockers, key=sight.bp)
    only = "only" if len(blockers) == 1 else "strongest"
    theirs = f"their {only} refreshed spirit, {field_name(best)}, has {sight.bp(best)} BP, yours {mine}"
    if sight.bp(best) < mine:
        return Reason(does, f"{theirs}, so a block loses them that spirit; {unblocked}", (COMPARE, DAMAGE))
    if sight.bp(best) == mine:
        return Reason(does, f"{theirs}: a block by it destroys both; {unblocked}", (COMPARE, DAMAGE))
    return Reason(does, f"{theirs}: a block by it destroys yours; {unblocked}", (COMPARE, DAMAGE))


def _end_attacks(sight: Sight) -> Reason:
    ready = [sight.find(a.labels[0]) for a in sight.options if a.verb == "attack" and a.labels]
    mine = [fc for fc in ready if fc is not None]
    blockers = sight.blockers(sight.them)
    if not mine:
        return Reason("end the attack step", "none of your spirits can attack", ("6-7-3-2",))
    if blockers:
        best = max(blockers, key=sight.bp)
        if all(sight.bp(fc) <= sight.bp(best) for fc in mine):
            return Reason("end the attack step",
                          f"no attacker of yours survives a block by {field_name(best)} ({sight.bp(best)} BP)",
                          ("6-7-3-2", COMPARE))
    threat = sight.threat(sight.them)
    return Reason("end the attack step",
                  f"your refreshed spirits stay ready to block: their next turn could bring {len(threat)} "
                  f"attack{'s' if len(threat) != 1 else ''} against your {_life(sight.me.life)}",
                  ("6-7-3-2", "7-1-3-1"))


def _battle(sight: Sight) -> tuple[FieldCardView | None, FieldCardView | None]:
    battle = sight.view.battle
    if battle is None:
        return None, None
    return sight.find(battle.attacker), sight.find(battle.blocker)


def block(sight: Sight, action: ActionView) -> Reason:
    attacker, _ = _battle(sight)
    if attacker is None:
        return plain(action, "7-1-3-1")
    power, symbols = sight.bp(attacker), max(attacker.symbols, 1)
    through = f"unblocked it would take {_life(symbols)} of your {sight.me.life}"
    if action.finishes:
        winners = [fc for fc in sight.blockers(sight.me) if sight.bp(fc) > power]
        beaten = "" if winners else f"none of your refreshed spirits beats its {power} BP; "
        return Reason("do not block", f"{beaten}{through}", ("7-1-3-1", DAMAGE))
    fc = sight.find(action.labels[0]) if action.labels else None
    if fc is None:
        return plain(action, "7-1-3-1")
    mine = sight.bp(fc)
    compared = f"yours has {mine} BP, the attacking {field_name(attacker)} {power}"
    if mine > power:
        result = "the attacker is destroyed and yours stays"
    elif mine == power:
        result = "both are destroyed"
    else:
        result = f"yours is destroyed, but no life is lost: {through}"
    return Reason(f"block with {field_name(fc)}", f"{compared}: {result}", (COMPARE, DAMAGE))


def flash(sight: Sight, action: ActionView) -> Reason:
    attacker, blocker = _battle(sight)
    standing = _standing(sight, attacker, blocker)
    if action.finishes:
        return Reason("pass", standing or "nothing to change in this battle", ("7-1-2-1",))
    if action.verb == "use":
        intent = of_card(sight.card(action.card_id), action.effect)
        change = {Intent.HARM: "it acts against your opponent's card in the battle",
                  Intent.HELP: "it strengthens or protects your own spirit",
                  Intent.GAIN: "it gives you cards or cores"}.get(intent, "its effect is in the card's text")
        return Reason(f"use {hand_name(sight, action)}", f"{change}; {standing}" if standing else change,
                      ("7-1-2-1", "10-8-3"))
    return plain(action, "7-1-2-1")


def _standing(sight: Sight, attacker: FieldCardView | None, blocker: FieldCardView | None) -> str:
    """The battle as it stands, from the seat's side."""
    if attacker is None:
        return ""
    if blocker is None:
        who = "you" if not sight.mine(attacker.label) else "them"
        return (f"{field_name(attacker)} ({sight.bp(attacker)} BP) is unblocked so far: it would take "
                f"{_life(max(attacker.symbols, 1))} from {who}")
    a, b = sight.bp(attacker), sight.bp(blocker)
    winner = attacker if a > b else blocker if b > a else None
    outcome = "both are destroyed" if winner is None else \
        f"{'yours' if sight.mine(winner.label) else 'theirs'} wins"
    return f"{field_name(attacker)} {a} BP against {field_name(blocker)} {b} BP: {outcome}"
