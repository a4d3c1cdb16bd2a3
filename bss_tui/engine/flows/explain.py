"""Why an action is not legal now: a one-line refusal citing the rule.

The refusal comes from the same check that builds the legal actions (play.py, battle.py,
keywords/awaken.py): an
action is parsed into its verb and its card, label or places, and that verb's check is asked.
`candidate_actions` lists the actions a player could plausibly write at a decision, so a test can
prove that each one is either legal or refused, never both and never neither.
"""

from __future__ import annotations

from typing import cast

from . import battle, play
from ...carddb.schema import Card
from ..keywords.awaken import awaken_check
from ..model.decisions import Choice, Decision, Finish, Kind, Refusal
from ..model.state import FieldCard
from ..model.table import Table

MAX_SHOWN = 60      # an action echoed in a refusal is cut to this many characters

_CARD_WINDOWS: dict[Kind, play.Window] = {Kind.MAIN: "main", Kind.FLASH: "flash"}
_FINISH_WORDS = {Kind.MAIN: "end", Kind.ATTACK: "end", Kind.FLASH: "pass", Kind.BLOCK: "noblock"}


def shown(action: str) -> str:
    return action if len(action) <= MAX_SHOWN else action[:MAX_SHOWN] + "..."


def check(g: Table, d: Decision[Choice], action: str) -> Choice | Refusal:
    """The choice `action` stands for at decision `d`, or why it is not legal now."""
    words = action.split()
    verb = words[0] if words else ""
    if verb in play.HAND_VERBS and len(words) in (2, 3):
        return _hand(g, d, verb, words)
    if verb in ("activate", "awaken", "attack", "block") and len(words) in (2, 3):
        return _field(g, d, verb, words)
    if verb == "move" and len(words) in (3, 4):
        if d.kind != Kind.MAIN:
            return Refusal("6-6-1-2-3", "cores are moved freely only in your own main step")
        if len(words) == 4 and words[3] != "soul":
            return _unknown(g, d, action)
        return play.move_check(g, d.player, words[1], words[2], len(words) == 4)
    if len(words) == 1 and words[0] == _FINISH_WORDS.get(d.kind):
        return _finish(g, d)
    if action in d.options:
        return d.options[action]
    return _unknown(g, d, action)


def _hand(g: Table, d: Decision[Choice], verb: str, words: list[str]) -> Choice | Refusal:
    window = _CARD_WINDOWS.get(d.kind)
    if window is None:
        return _busy(g, d, " ".join(words))
    card = _in_hand(g, d.player, words[1])
    if card is None:
        return Refusal("3-3-1", f"{g.name(d.player)} has no {shown(words[1])} in hand")
    number = 0
    if verb == "use":
        number = card.magic_effects[0] if len(words) == 2 and len(card.magic_effects) == 1 else -1
        if len(words) == 3:
            number = int(words[2]) if words[2].isdecimal() and len(words[2]) < 4 and \
                len(card.magic_effects) > 1 else -1
    elif len(words) == 3:
        return _unknown(g, d, " ".join(words))
    return play.hand_check(g, d.player, card, cast(play.HandVerb, verb), window, number)


def _field(g: Table, d: Decision[Choice], verb: str, words: list[str]) -> Choice | Refusal:
    fc = g.st.by_label(words[1])
    wanted = {"attack": Kind.ATTACK, "block": Kind.BLOCK}.get(verb)
    if wanted is not None and d.kind != wanted:
        return Refusal(d.kind.rule, f"no {verb} can be declared now: {g.name(d.player)} must answer a "
                                    f"{d.kind} decision")
    if wanted is None and d.kind not in _CARD_WINDOWS:
        return _busy(g, d, " ".join(words))
    if fc is None:
        return Refusal("7-1-1-1" if wanted else "8-1-3-1", f"there is no card labelled {shown(words[1])} on the field")
    if verb == "attack" and len(words) == 2:
        return battle.attack_check(g, d.player, fc)
    if verb == "block" and len(words) == 2:
        attacker = _attacker(g)
        if attacker is None:
            return Refusal("7-1-3-1", "there is no attacking spirit to block")
        return battle.block_check(g, d.player, fc, attacker)
    window = _CARD_WINDOWS[d.kind]
    if verb == "awaken" and len(words) == 2:
        return awaken_check(g, d.player, fc, window)
    if verb == "activate" and len(words) == 3 and words[2].isdecimal() and len(words[2]) < 4:
        return play.activate_check(g, d.player, fc, int(words[2]), window)
    return _unknown(g, d, " ".join(words))


def _finish(g: Table, d: Decision[Choice]) -> Choice | Refusal:
    if d.kind == Kind.ATTACK:
        return battle.end_attacks_check(g, d.player)
    if d.kind == Kind.BLOCK:
        attacker = _attacker(g)
        return Finish() if attacker is None else battle.no_block_check(g, d.player, attacker)
    return Finish()


def _attacker(g: Table) -> FieldCard | None:
    b = g.st.battle
    return g.st.find(b.attacker) if b is not None else None


def _in_hand(g: Table, seat: int, card_id: str) -> Card | None:
    for card in g.st.players[seat].hand:
        if card.id == card_id:
            return card
    return None


def _busy(g: Table, d: Decision[Choice], action: str) -> Refusal:
    return Refusal(d.kind.rule, f"'{shown(action)}' is not possible now: {g.name(d.player)} must answer a "
                                f"{d.kind} decision")


def _unknown(g: Table, d: Decision[Choice], action: str) -> Refusal:
    options = ", ".join(list(d.options)[:8])
    more = "" if len(d.options) <= 8 else ", ..."
    return Refusal(d.kind.rule, f"'{shown(action)}' is not legal now: {g.name(d.player)} must decide "
                                f"({d.kind}); legal: {options}{more}")


def candidate_actions(g: Table, d: Decision[Choice]) -> list[str]:
    """Every action a player could plausibly write now: each verb with each card in the player's
    hand, each label on the field and each core place, plus the decision's own options."""
    st = g.st
    out: list[str] = list(d.options)
    ids = sorted({c.id for c in st.players[d.player].hand})
    for card_id in ids:
        out += [f"summon {card_id}", f"place {card_id}", f"set {card_id}", f"use {card_id}"]
        out += [f"use {card_id} {n}" for n in range(1, 4)]
    labels = [fc.label for fc in st.field]
    for label in labels:
        out += [f"attack {label}", f"block {label}", f"awaken {label}"]
        out += [f"activate {label} {n}" for n in range(1, 4)]
    places = ["reserve"] + labels
    for src in places:
        for dst in places:
            out += [f"move {src} {dst}", f"move {src} {dst} soul"]
    out += ["end", "pass", "noblock", "done", "yes", "no", "cancel", "keep", "mulligan"]
    return list(dict.fromkeys(out))

