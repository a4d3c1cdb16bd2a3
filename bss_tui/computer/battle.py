"""Attacking, blocking and flash windows (7-1).  A battle is won by the higher BP (7-1-5); an
attack nobody blocks takes as many of the defender's life as the attacker has symbols (7-1-5-2).
The computer attacks when its spirit survives any block or when the attacks together are lethal,
keeps a blocker back when the opponent's spirits threaten its life, blocks when its blocker wins
or trades evenly or when the attack would be lethal, and uses flash magic in a battle it is part of."""

from __future__ import annotations

from ..engine.operations.view import FieldCardView
from .intent import Intent, of_card
from .sight import Sight


def attack(sight: Sight) -> str:
    options = sight.options
    attackers = [(a, sight.find(a.labels[0])) for a in options if a.verb == "attack" and a.labels]
    ready = [(a, fc) for a, fc in attackers if fc is not None]
    end = sight.finish
    if not ready:
        return end or options[0].text
    blockers = sight.blockers(sight.them)
    if _lethal([fc for _, fc in ready], blockers, sight.them.life):
        return max(ready, key=lambda p: (p[1].symbols, sight.bp(p[1])))[0].text
    strongest = max((sight.bp(fc) for fc in blockers), default=-1)
    safe = [(a, fc) for a, fc in ready if sight.bp(fc) > strongest]
    if end is None:
        safe = safe or ready
    if not safe:
        return end or options[0].text
    kept = _kept_back(sight, [fc for _, fc in ready])
    held = [(a, fc) for a, fc in safe if fc.label not in kept]
    if not held:
        return end or safe[0][0].text
    return max(held, key=lambda p: (sight.bp(p[1]), p[0].text))[0].text


def _lethal(attackers: list[FieldCardView], blockers: list[FieldCardView], life: int) -> bool:
    """The opponent cannot block enough of these attacks to stay alive: each blocker stops one,
    the ones with most symbols first."""
    symbols = sorted((max(fc.symbols, 1) for fc in attackers), reverse=True)
    unblocked = symbols[len(blockers):]
    return sum(unblocked) >= life > 0


def _kept_back(sight: Sight, ready: list[FieldCardView]) -> set[str]:
    """The spirits kept refreshed to block in the opponent's next turn: as many as it takes for
    the attacks it could make (Sight.threat) to leave this seat some life, counting the refreshed
    spirits that cannot attack now; the strongest are kept."""
    threat = sight.threat(sight.them)
    ready_labels = {fc.label for fc in ready}
    others = sum(1 for fc in sight.blockers(sight.me) if fc.label not in ready_labels)
    needed = next((k for k in range(len(threat) + 1) if sum(threat[k:]) < sight.me.life), len(threat))
    keep = max(0, needed - others)
    strongest = sorted(ready, key=lambda fc: (sight.bp(fc), fc.label), reverse=True)
    return {fc.label for fc in strongest[:keep]}


def block(sight: Sight) -> str:
    options = sight.options
    noblock = sight.finish
    battle = sight.view.battle
    attacker = sight.find(battle.attacker if battle is not None else None)
    mine = [(a, sight.find(a.labels[0])) for a in options if a.verb == "block" and a.labels]
    blockers = [(a, fc) for a, fc in mine if fc is not None]
    if attacker is None or not blockers:
        return noblock or options[0].text
    power = sight.bp(attacker)
    winners = [(a, fc) for a, fc in blockers if sight.bp(fc) > power]
    if winners:
        return min(winners, key=lambda p: (sight.bp(p[1]), p[0].text))[0].text
    if noblock is None or _must_block(sight, attacker, len(blockers)):
        # Cannot win the battle: the cheapest spirit goes, the others stay for the next attacks.
        return min(blockers, key=lambda p: (sight.cost_of(p[1].id), sight.bp(p[1]), p[0].text))[0].text
    # An even trade: both spirits are destroyed (7-1-5-1-3); worth it for a costlier attacker.
    even = [(a, fc) for a, fc in blockers
            if sight.bp(fc) == power and sight.cost_of(fc.id) <= sight.cost_of(attacker.id)]
    if even:
        return min(even, key=lambda p: (sight.cost_of(p[1].id), p[0].text))[0].text
    return noblock


def _must_block(sight: Sight, attacker: FieldCardView, blockers: int) -> bool:
    """Letting this attack through would lose the game this turn: its symbols and those of the
    opponent's other refreshed spirits, less the attacks the other blockers can stop (the
    biggest), reach this seat's life (7-1-5-2)."""
    later = sorted((max(fc.symbols, 1) for fc in sight.blockers(sight.them) if fc.label != attacker.label),
                   reverse=True)
    through = max(attacker.symbols, 1) + sum(later[blockers:])
    return through >= sight.me.life


def flash(sight: Sight) -> str:
    """A flash magic card (or a card's flash effect) in a battle this seat can still turn: harm
    while an opposing spirit fights, help while its own spirit does not yet win."""
    options = sight.options
    passing = sight.finish or options[0].text
    battle = sight.view.battle
    if battle is None:
        return passing
    ours = [fc for fc in (sight.find(battle.attacker), sight.find(battle.blocker))
            if fc is not None and sight.mine(fc.label)]
    theirs = [fc for fc in (sight.find(battle.attacker), sight.find(battle.blocker))
              if fc is not None and not sight.mine(fc.label)]
    losing = bool(ours) and bool(theirs) and sight.bp(ours[0]) <= sight.bp(theirs[0])
    attacked = bool(theirs) and not ours        # an opposing attack nobody has blocked yet
    for action in options:
        if action.verb != "use" or not sight.playable(action):
            continue
        intent = of_card(sight.card(action.card_id), action.effect)
        if intent == Intent.HARM and theirs and (losing or attacked):
            return action.text
        if intent == Intent.HELP and losing:
            return action.text
    return passing
