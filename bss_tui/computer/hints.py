"""Hints for learners: the move a program would make at a decision, and why, in the game's terms.

`hint` asks a chooser (a seat program, `(Game, seat) -> action`: today the normal computer, later
the searching one) for the action and explains it from the seat's own view only (engine/operations/
view.py `table_view`), so a hint can never name a card the seat may not see.  The explanation states
facts of the position that bear on the action (costs after reductions, cores left, BP compared,
life taken) with the rule ids they come from; it does not claim to know how the chooser reasoned,
so it stays true whichever program chose.  One explainer per decision kind (EXPLAIN, keyed by
engine/model/decisions.py Kind, a test walks Kind); where there is little to say, a plain true
sentence with the decision's rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from ..carddb.loader import load_cards
from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.decisions import Kind
from ..engine.operations.view import ActionView, FieldCardView, TableView, table_view
from . import hints_battle as battle
from .hints_words import Reason, cores, field_name, free_cores, hand_name, plain
from .intent import Intent, of_card
from .sight import RESERVE, Sight

Chooser = Callable[[Game, int], str]     # a seat program (ui/session.py Program)


@dataclass(frozen=True)
class Hint:
    """The action to take (one of the decision's legal actions), what it does and why."""

    action: str
    does: str
    why: str
    rules: tuple[str, ...]

    @property
    def text(self) -> str:
        """The whole hint on one line: "attack with B1 ...: why (7-1-5-2-1)"."""
        return f"{self.does}: {self.why} ({', '.join(self.rules)})"


class NoHint(ValueError):
    """Nothing to hint: the seat has no decision, or the chooser's answer is not one of its actions."""


Explain = Callable[[Sight, ActionView], Reason]


def hint(game: Game, seat: int, chooser: Chooser, cards: Mapping[str, Card] | None = None) -> Hint:
    """The chooser's action for `seat` at the game's decision, explained from that seat's view.
    Call it on a copy when the game may change meanwhile (the app runs it in a thread)."""
    view = table_view(game, seat, log=False)
    if view.decision is None or not view.actions:
        raise NoHint(f"{view.viewer} has no decision to take")
    return explain(view, chooser(game, seat), cards if cards is not None else load_cards())


def explain(view: TableView, action: str, cards: Mapping[str, Card]) -> Hint:
    """`action` at the viewer's decision, explained from `view` alone."""
    decision = view.decision
    chosen = decision.option(action) if decision is not None else None
    if decision is None or chosen is None:
        raise NoHint(f"{action!r} is not one of the legal actions now")
    reason = EXPLAIN[decision.kind](Sight(view, cards), chosen)
    return Hint(chosen.text, reason.does, reason.why, reason.rules or (decision.rule,))


# ---- the main step (6-6-1-2) -----------------------------------------------------------------------

def main_step(sight: Sight, action: ActionView) -> Reason:
    if action.verb in ("summon", "place") and action.from_hand:
        return _play(sight, action)
    if action.verb == "use" and action.from_hand:
        return _magic(sight, action)
    if action.verb == "set":
        return Reason(f"set {hand_name(sight, action)} as your burst",
                      "setting a burst costs no core, you may set one a turn and you have none set; "
                      "it can activate when its condition is met in your opponent's turn",
                      ("6-6-1-2-2", "10-9-1", "10-9-3"))
    if action.move is not None:
        return _move(sight, action)
    if action.finishes:
        return _end_main(sight)
    return plain(action, "6-6-1-2-1")


def _play(sight: Sight, action: ActionView) -> Reason:
    """A summon or a nexus: its cost after reductions and the free cores it leaves."""
    card = sight.card(action.card_id)
    cost = sight.cost(action)
    lv1 = card.lv1_cores if card is not None else 0
    printed = card.cost if card is not None else cost
    free = sight.free_cores
    reduced = f" (printed {printed}, less your matching symbols)" if cost < printed else ""
    left = free - cost - lv1
    after = (f"your {free_cores(free)} (the reserve and cores no level needs) leave {cores(left)} free"
             if left >= 0 else f"that is more than your {free_cores(free)}, so some come off your spirits' levels")
    verb = "summon" if action.verb == "summon" else "place"
    rules = ("2-7-3", "10-6-6", "10-6-7") if verb == "summon" else ("2-7-3", "10-7-6")
    return Reason(f"{verb} {hand_name(sight, action)}",
                  f"it costs {cost}{reduced} and needs {cores(lv1)} for LV1; {after}", rules)


_INTENT_WORDS = {
    Intent.HARM: "it acts against your opponent's cards",
    Intent.HELP: "it strengthens or protects your own spirits",
    Intent.GAIN: "it gives you cards or cores",
    Intent.OTHER: "its effect is in the card's text",
}


def _magic(sight: Sight, action: ActionView) -> Reason:
    card = sight.card(action.card_id)
    intent = of_card(card, action.effect)
    words = _INTENT_WORDS[intent]
    if intent == Intent.HARM:
        targets = sight.spirits(sight.them)
        words += f" ({len(targets)} spirit{'s' if len(targets) != 1 else ''} on their field)"
    return Reason(f"use {hand_name(sight, action)}",
                  f"{words}; it costs {sight.cost(action)} of your {free_cores(sight.free_cores)}",
                  ("10-8-3", "2-7-3"))


def _move(sight: Sight, action: ActionView) -> Reason:
    """A free core move: the levels it changes."""
    move = action.move
    assert move is not None
    what = "the soul core" if move.soul else "a core"
    src = "your reserve" if move.src == RESERVE else field_name(sight.find(move.src), move.src)
    dst = "your reserve" if move.dst == RESERVE else field_name(sight.find(move.dst), move.dst)
    effects = [e for e in (_level_change(sight, move.src, -1), _level_change(sight, move.dst, +1)) if e]
    why = "; ".join(effects) if effects else "no level changes: the core waits where it can pay later"
    return Reason(f"move {what} from {src} to {dst}", why, ("6-6-1-2-3", "2-10-3"))


def _level_change(sight: Sight, label: str, delta: int) -> str:
    fc = sight.find(label)
    if fc is None:
        return ""
    had = fc.cores + fc.soul
    before, after = sight.level_at(fc, had), sight.level_at(fc, had + delta)
    if after == before:
        return ""
    if after < 1:
        return f"{field_name(fc)} would have too few cores for LV1 and be destroyed (9-3-2)"
    bp = _bp_at(sight, fc, after)
    return f"{field_name(fc)} goes from LV{before} to LV{after}" + (f" ({bp} BP)" if bp else "")


def _bp_at(sight: Sight, fc: FieldCardView, level: int) -> int:
    """The printed BP of `fc` at `level` (0 when the card has none)."""
    card = sight.card(fc.id)
    return next((lv.bp for lv in card.levels if lv.level == level), 0) if card is not None else 0


def _end_main(sight: Sight) -> Reason:
    playable = [a for a in sight.options if a.from_hand and a.verb != "set" and sight.playable(a)]
    if not playable:
        why = f"no card in your hand fits in your {free_cores(sight.free_cores)} with its LV1 cores"
    else:
        names = ", ".join(dict.fromkeys(hand_name(sight, a) for a in playable))
        why = f"what you could still play ({names}) stays in your hand for a later turn"
    return Reason("end the main step", why, ("6-6-1-2-1",))


# ---- payments and placements (10-6-6, 10-6-7) ------------------------------------------------------

def pay(sight: Sight, action: ActionView) -> Reason:
    if action.cancels:
        return Reason("cancel the payment", "nothing has moved yet, so backing out changes nothing", ("10-6-6",))
    if action.auto:
        return Reason("pay with the default cores", _takes_words(sight, action), ("10-6-6", "2-10-3"))
    if action.finishes or not action.takes:
        return plain(action, "10-6-6")
    place = action.labels[0] if action.labels else RESERVE
    return Reason(f"pay a core from {'your reserve' if place == RESERVE else field_name(sight.find(place), place)}",
                  _core_cost(sight, action, place),
                  ("10-6-6", "9-3-2") if action.drops else ("10-6-6", "2-10-3"))


def _core_cost(sight: Sight, action: ActionView, place: str) -> str:
    """What taking cores from `place` does to the card there, counting the payment's earlier picks."""
    if place == RESERVE:
        return "a core from the reserve lowers no spirit's level"
    take = next((t for t in action.takes if t.place == place), None)
    fc = sight.find(place)
    if fc is None or take is None:
        return "the core is taken from your field"
    had = fc.cores + fc.soul
    before, after = sight.level_at(fc, had), sight.level_at(fc, had - take.count - take.soul)
    if after < 1:
        return f"it leaves {field_name(fc)} below LV1, so it is destroyed: no other core could pay"
    if after < before:
        return f"{field_name(fc)} falls from LV{before} to LV{after}"
    return f"{field_name(fc)} stays LV{before}: that core is spare"


def _takes_words(sight: Sight, action: ActionView) -> str:
    parts = [f"{cores(t.count + t.soul)} from {'the reserve' if t.place == RESERVE else field_name(sight.find(t.place), t.place)}"
             for t in action.takes]
    drops = "; destroyed for lack of cores: " + ", ".join(f"{d.label} {d.name}" for d in action.drops) \
        if action.drops else ""
    return ("it takes " + ", ".join(parts) if parts else "the engine picks the cores") + drops


def place_cores(sight: Sight, action: ActionView) -> Reason:
    payment = sight.view.payment
    what = payment.what if payment is not None and payment.what else "the new card"
    if action.cancels:
        return Reason("cancel", "nothing has moved yet, so backing out changes nothing", ("10-6-6",))
    if action.finishes:
        level = f" it is LV{payment.level} with {cores(payment.cores)}" if payment is not None else ""
        return Reason(f"put no more cores on {what}",
                      f"{level.strip() or 'it has its LV1 cores'}; the other cores stay free, and in your main "
                      "step you can move them later", ("10-6-7", "6-6-1-2-3"))
    return Reason(f"put cores on {what}", _takes_words(sight, action), ("10-6-7", "2-10-3"))


# ---- the smaller decisions ---------------------------------------------------------------------

def first_player(sight: Sight, action: ActionView) -> Reason:
    who = "you" if action.player == sight.view.viewer else (action.names[0] if action.names else "they")
    return Reason(f"{who} play{'' if who == 'you' else 's'} first",
                  "the winner of the draw decides who is player one", ("5-2-6",))


def mulligan(sight: Sight, action: ActionView) -> Reason:
    hand = sight.me.hand or ()
    cheap = [c.name for c in hand if c.type == "spirit" and sight.cost_of(c.id) <= 3]
    had = (f"your hand has {len(cheap)} spirit{'s' if len(cheap) != 1 else ''} of cost 3 or less "
           f"({', '.join(cheap)}) to summon early") if cheap else "your hand has no spirit of cost 3 or less"
    does = "keep this hand" if action.text == "keep" else "take a new hand (once only)"
    return Reason(does, had, ("5-2-7",))


def target(sight: Sight, action: ActionView) -> Reason:
    if action.finishes:
        return Reason("choose no more", "the effect lets you stop here", ("8-5-3",))
    fc = sight.find(action.labels[0]) if action.labels else None
    if fc is None:
        cost = sight.cost_of(action.card_id)
        return Reason(f"choose {action.names[0] if action.names else action.text}",
                      f"a card of cost {cost}", ("8-5-3",))
    whose = "your own" if sight.mine(fc.label) else "your opponent's"
    bp = f", {fc.bp} BP" if fc.bp is not None else ""
    return Reason(f"choose {field_name(fc)}", f"{whose} LV{fc.level} {fc.type}{bp}", ("8-5-3",))


def discard(sight: Sight, action: ActionView) -> Reason:
    if action.finishes:
        return Reason("discard no more", "the effect lets you stop here", ("10-2-2",))
    cost = sight.cost_of(action.card_id)
    costs = [sight.cost_of(a.card_id) for a in sight.options if a.card_id is not None]
    cheapest = " (the cheapest you can discard)" if costs and cost <= min(costs) else ""
    return Reason(f"discard {hand_name(sight, action)}", f"it costs {cost}{cheapest}", ("10-2-2",))


def yes_no(rule: str, yes: str, no: str) -> Explain:
    def explain_answer(sight: Sight, action: ActionView) -> Reason:
        return Reason(yes if action.text == "yes" else no, "it is your choice to make", (rule,))
    return explain_answer


def trigger_order(sight: Sight, action: ActionView) -> Reason:
    if action.labels:
        what = f"{field_name(sight.find(action.labels[0]), action.labels[0])}'s effect"
    elif action.player is not None and action.names:
        what = f"{action.names[0]}'s burst"
    else:
        what = "this effect"
    return Reason(f"resolve {what} first", "of effects waiting together, you choose the order",
                  ("8-5-2-4",))


def core_choice(sight: Sight, action: ActionView) -> Reason:
    soul = action.text == "soul"
    return Reason("move the soul core" if soul else "move an ordinary core",
                  "the soul core counts for some effects, so it is worth keeping" if not soul
                  else "you choose which kind of core moves", ("8-5-6",))


def amount(sight: Sight, action: ActionView) -> Reason:
    return Reason(f"choose {action.text.split()[-1]}", "the effect says \"up to\": any whole number to that",
                  ("1-3-5",))


def choice(sight: Sight, action: ActionView) -> Reason:
    return Reason(f"{action.text}", "the effect lets you pick one of its listed effects", ("8-2-1",))


def loop(sight: Sight, action: ActionView) -> Reason:
    return Reason(f"{action.text}", "you say how many more times the loop runs", ("12-1-1-2",))


# Each kind of decision and its explainer; a kind missing here would fail the test that walks Kind.
EXPLAIN: dict[str, Explain] = {
    Kind.FIRST_PLAYER: first_player,
    Kind.MULLIGAN: mulligan,
    Kind.MAIN: main_step,
    Kind.PAY: pay,
    Kind.PLACE_CORES: place_cores,
    Kind.ATTACK: battle.attack,
    Kind.FLASH: battle.flash,
    Kind.BLOCK: battle.block,
    Kind.TRIGGER_ORDER: trigger_order,
    Kind.TARGET: target,
    Kind.OPTIONAL: yes_no("8-1-8", "do it", "decline"),
    Kind.BURST: yes_no("10-9-3", "activate your burst", "leave your burst set"),
    Kind.DISCARD: discard,
    Kind.CORE_CHOICE: core_choice,
    Kind.AMOUNT: amount,
    Kind.CHOICE: choice,
    Kind.LOOP: loop,
}
