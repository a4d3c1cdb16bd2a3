"""The main step (6-6): summon the strongest spirit the free cores pay for, place a nexus, set a
burst, use a magic card worth its cost, then put the reserve's cores where they raise a level;
end the step when nothing of that is left.  Every choice uses up a hand card or a reserve core, so
the step always ends."""

from __future__ import annotations

from ..engine.operations.view import ActionView
from .intent import Intent, of_card
from .sight import RESERVE, Sight


def choose(sight: Sight) -> str:
    options = sight.options
    for pick in (_summon, _nexus, _burst, _magic, _level_up):
        action = pick(sight, options)
        if action is not None:
            return action.text
    return sight.finish or options[0].text


def _best_playable(sight: Sight, options: tuple[ActionView, ...], verb: str) -> ActionView | None:
    """The costliest card of `verb` the free cores pay for, with its LV1 cores."""
    fits = [a for a in options if a.verb == verb and a.from_hand and sight.playable(a)]
    return max(fits, key=lambda a: (sight.cost_of(a.card_id), a.text), default=None)


def _summon(sight: Sight, options: tuple[ActionView, ...]) -> ActionView | None:
    return _best_playable(sight, options, "summon")


def _nexus(sight: Sight, options: tuple[ActionView, ...]) -> ActionView | None:
    return _best_playable(sight, options, "place")


def _burst(sight: Sight, options: tuple[ActionView, ...]) -> ActionView | None:
    """A burst costs nothing to set (10-9-1); one is set while none is."""
    if sight.me.burst_set:
        return None
    sets = [a for a in options if a.verb == "set"]
    return max(sets, key=lambda a: (sight.cost_of(a.card_id), a.text), default=None)


def _magic(sight: Sight, options: tuple[ActionView, ...]) -> ActionView | None:
    """Magic that draws or gains (always) or harms the opponent's spirits (when there are some)."""
    for action in options:
        if action.verb != "use" or not action.from_hand or not sight.playable(action):
            continue
        intent = of_card(sight.card(action.card_id), action.effect)
        if intent == Intent.GAIN or (intent == Intent.HARM and sight.spirits(sight.them)):
            return action
    return None


def _level_up(sight: Sight, options: tuple[ActionView, ...]) -> ActionView | None:
    """A reserve core onto the spirit that the reserve can raise a level with the fewest cores;
    ordinary cores before the soul core."""
    reserve = sight.reserve_cores
    best: tuple[int, int, str] | None = None
    chosen: ActionView | None = None
    for action in options:
        move = action.move
        if move is None or move.src != RESERVE or not sight.mine(move.dst):
            continue
        fc = sight.find(move.dst)
        if fc is None or fc.type != "spirit":
            continue
        gap = sight.next_level_gap(fc)
        if gap is None or gap > reserve:
            continue
        key = (gap, int(move.soul), action.text)
        if best is None or key < best:
            best, chosen = key, action
    return chosen
