"""The sentence of `apply`, the changes left on cards for a while ('give it +3000 BP during this turn',
'stop it from attacking during this battle') and the rules changed for the effect's controller ('during
this turn, you choose which spirits your Gale effects exhaust'): one clause per lasting modifier kind, keyed
by the kinds the language declares may last (effects.LASTING_KINDS); tests/cards/test_text_registry.py
checks each kind has one."""

from __future__ import annotations

from typing import Callable

from .. import effects as E
from .context import _Ctx
from .counts import _bp_amount
from .filters import _noun
from .registry import Registry
from .targets import _apply
from .verbs import says
from .words import _CONTROLLERS, _DURATION, _and, _count, _duration, _keyword_text, _name, _word

# A lasting change's clause, from the directive (its target, duration and bounds), the modifier and
# the context.
Clause = Callable[[E.Apply, E.Modifier, _Ctx], str]
LASTING: Registry[Clause] = Registry("lasting modifier kind", E.LASTING_KINDS)

_PROTECT = {"opponent_destroy_effects": "your opponent's destruction effects",
            "battle": "destruction in battle",
            "opponent_core_removal": "core removal by your opponent's effects",
            "opponent_spirit_destroy_effects": "the destruction effects of your opponent's spirits",
            "opponent_spirit_select": "selection by the effects of your opponent's spirits"}
_CANNOT = {"cannot:attack": "attacking", "cannot:block": "blocking",
           "cannot:take_last_life": "reducing your life to 0 by attacking",
           "cannot:reduce_life": "reducing life with its attacks"}


@says(E.Apply)
def _apply_verb(act: E.Apply, ctx: _Ctx) -> str:
    """The first change's clause says the whole directive (several changes are protections, said at once)."""
    m = act.modifiers[0]
    say = LASTING.get(m.key)
    return say(act, m, ctx) if say is not None else f"apply {_name(m.key)}"


@LASTING("bp")
def _bp(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    amount = f"{_bp_amount(m.amount, ctx)}{_duration(act.duration)}"
    return _apply(act.target, ctx, lambda o, p: f"give {o} {amount}")


@LASTING("cannot:attack", "cannot:block", "cannot:take_last_life", "cannot:reduce_life")
def _cannot(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    what = _word(_CANNOT, m.key)
    return _apply(act.target, ctx, lambda o, p: f"stop {o} from {what}{_duration(act.duration)}")


@LASTING("cannot:be_destroyed", "cannot:be_destroyed_in_battle", "cannot:lose_cores", "cannot:be_selected")
def _protect(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    against = _and(_word(_PROTECT, E.protection(one)) for one in act.modifiers) or "nothing"
    return _apply(act.target, ctx, lambda o, p: f"protect {o} from {against}{_duration(act.duration)}")


@LASTING("max_level")
def _max_level(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    stays = f", as long as {ctx.this} stays on the field" if act.while_this else ""
    return _apply(act.target, ctx, lambda o, p:
                  f"treat {o} as being at {'their' if p else 'its'} highest level{_duration(act.duration)}{stays}")


@LASTING("may:block_exhausted")
def _block_while_exhausted(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"{o} can block while exhausted"
                  f"{_duration(act.duration)}")


@LASTING("min_level")
def _min_level(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"treat {o} as LV1{_duration(act.duration)}")


@LASTING("keyword")
def _keyword(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    value = m.amount if isinstance(m.amount, int) else 0
    kw = _keyword_text(m.keyword, value, m.colours)
    return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} {kw}{_duration(act.duration)}")


@LASTING("extra_symbols")
def _extra_symbols(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    gained = _and(_name(c) for c in m.colours)
    word = "symbol" if len(m.colours) == 1 else "symbols"
    return _apply(act.target, ctx, lambda o, p: f"give {o} 1 more {gained} {word}{_duration(act.duration)}"
                  + (" each" if p else ""))


@LASTING("paying_symbols")
def _paying_symbols(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    n = m.amount if isinstance(m.amount, int) else 1
    having = _and(f"{_count(n, _name(c) + ' symbol')}" for c in m.colours)
    return _apply(act.target, ctx, lambda o, p: f"treat {o} as having {having}{_duration(act.duration)}")


@LASTING("cannot:be_blocked")
def _unblockable_by(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    by = "" if m.blockers is None else " by " + _blockers(m.blockers, ctx)
    return _apply(act.target, ctx, lambda o, p: f"{'they' if o == 'them' else o} cannot be blocked{by}"
                  f"{_duration(act.duration)}")


def _blockers(b: E.CardFilter, ctx: _Ctx) -> str:
    """'your opponent's LV2 spirits', 'spirits with effects': who may not block."""
    owner = {"you": "your ", "opponent": "your opponent's "}.get(b.side, "")
    return owner + _noun(b, ctx, True, default_types=("spirit",))


@LASTING("lose_effects")
def _lose_effects(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"{o} {'lose their' if p else 'loses its'} effects and "
                  f"cannot regain them{_duration(act.duration)}")


@LASTING("families")
def _families(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    family = m.families[0]
    if m.amount:       # a nexus also a spirit (BSS05-113)
        return _apply(act.target, ctx, lambda o, p: f"treat {o} as if {'they are' if p else 'it is'} also "
                      f"{'' if p else 'a '}{family} spirit{'s' if p else ''} with {m.amount} BP"
                      f"{_duration(act.duration)}")
    return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} the {family} family"
                  f"{_duration(act.duration)}")


# ---- the rules changed for a while, each said as the verb it once was said --------------------------

@LASTING("cannot:refresh")
def _skip_refresh(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p:
                  f"stop {o} from refreshing in {_CONTROLLERS[p]} next refresh step")


@LASTING("must:attack_first")
def _attack_first(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p:
                  f"{o} must be the first spirit to attack this turn if {'they' if p else 'it'} can")


# The kinds that mark the effect's controller name no cards.

@LASTING("at_most:mill")
def _mill_limit(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    n = m.amount if isinstance(m.amount, int) else 1
    return (f"{_word(_DURATION, act.duration)}, when your opponent's effect discards cards from your deck, "
            f"no more than {_count(n, 'card')} {'is' if n == 1 else 'are'} discarded")


@LASTING("instead:choose_gale")
def _choose_gale(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return f"{_word(_DURATION, act.duration)}, you choose which spirits your Gale effects exhaust"


@LASTING("instead:compare_costs")
def _cost_battle(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return ("during this turn, the next battle compares the spirits' costs instead of their BP: the spirit "
            "with the higher cost is destroyed, both if their costs are equal")


@LASTING("extra_cost:attack_core_to_reserve")
def _attack_tax(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return (f"{_word(_DURATION, act.duration)}, your opponent cannot attack with a spirit unless "
            "they place 1 core from it into their reserve")


@LASTING("instead:select_for_opponent")
def _take_selection(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return (f"the next time your opponent would select a spirit or nexus for the effect of a magic card"
            f"{_duration(act.duration)}, you select it instead")


@LASTING("cannot:destroy_in_battle")
def _no_battle_destruction(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return "neither spirit of this battle is destroyed when the battle is resolved"      # BSS05-124


@LASTING("cannot:mill")
def _no_deck_discard(act: E.Apply, m: E.Modifier, ctx: _Ctx) -> str:
    return f"cards cannot be discarded from your deck{_duration(act.duration)}"     # CB01-076
