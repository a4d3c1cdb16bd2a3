"""The sentences of the verbs done to cards through a target ('select 1 of your opponent's spirits
and destroy it', 'give all of your spirits +1000 BP during this turn')."""

from __future__ import annotations

from typing import Any

from .. import effects as E
from .context import _Ctx
from .counts import _bp_amount
from .events import EVENT_LABEL
from .filters import _noun
from .targets import _apply
from .verbs import says
from .words import _CONTROLLERS, _and, _count, _duration, _keyword_text, _name, _word

_PROTECT = {"opponent_destroy_effects": "destruction by your opponent's effects",
            "battle": "destruction in battle",
            "opponent_core_removal": "core removal by your opponent's effects",
            "opponent_spirit_destroy_effects": "destruction by the effects of your opponent's spirits",
            "opponent_spirit_select": "selection by the effects of your opponent's spirits"}
_CANNOT = {"attack": "attacking", "block": "blocking", "take_last_life": "reducing your life to 0 by attacking",
           "reduce_life": "reducing life with its attacks"}
_OWNERS_HAND = {False: "its owner's hand", True: "their owners' hands"}
_OWNERS_DECK = {False: "its owner's deck", True: "their owners' decks"}
_OWNERS_TRASH = {False: "its owner's trash", True: "their owners' trashes"}


def _on_field(t: Any) -> bool:
    return getattr(t, "zone", "field") == "field"


@says(E.AttackSpirit)
def _attack_spirit(act: E.AttackSpirit, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"make the attack against {o}: {'they block' if p else 'it blocks'} "
                  "the attacking spirit at once, even exhausted, unless unable to block it")


@says(E.ChangeBP)
def _bp(act: E.ChangeBP, ctx: _Ctx) -> str:
    amount = f"{_bp_amount(act.amount, ctx)}{_duration(act.duration)}"
    return _apply(act.target, ctx, lambda o, p: f"give {o} {amount}")


@says(E.Destroy)
def _destroy(act: E.Destroy, ctx: _Ctx) -> str:
    text = _apply(act.target, ctx, lambda o, p: f"destroy {o}")
    return text + ('; your opponent\'s "when destroyed" effects do not trigger for this destruction'
                   if act.no_when_destroyed else "")


@says(E.Exhaust)
def _exhaust(act: E.Exhaust, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"exhaust {o}")


@says(E.Refresh)
def _refresh(act: E.Refresh, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"refresh {o}")


@says(E.ReturnToHand)
def _return_to_hand(act: E.ReturnToHand, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"return {o} to {_OWNERS_HAND[p]}")


@says(E.TrashToHand)
def _trash_to_hand(act: E.TrashToHand, ctx: _Ctx) -> str:
    if isinstance(act.target, E.EventTarget):
        return f"return {ctx.event} from {_OWNERS_TRASH[False]} to {_OWNERS_HAND[False]}"
    if isinstance(act.target, E.ThisTarget):     # BSS03-126 from the trash, BSS05-121
        return f"return {ctx.this} to your hand"
    owner = "your opponent's" if getattr(getattr(act.target, "filter", None), "side", "") == "opponent" \
        else "your"
    return _apply(act.target, ctx, lambda o, p: f"put {o} into {owner} hand")


@says(E.ToDeck)
def _to_deck(act: E.ToDeck, ctx: _Ctx) -> str:
    where = "top or the bottom (as its owner chooses)" if act.where == "either" else act.where
    theirs = getattr(getattr(act.target, "filter", None), "side", "") == "opponent"    # BSS06-101: their trash
    return _apply(act.target, ctx, lambda o, p: f"return {o} to the {where} of "
                  f"{_OWNERS_DECK[p] if _on_field(act.target) else 'your opponent' + chr(39) + 's deck' if theirs else 'your deck'}"
                  f"{' in any order' if p else ''}")


@says(E.CastMagic)
def _use_magic(act: E.CastMagic, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"use {o} without paying its cost")


@says(E.CannotAct)
def _cannot(act: E.CannotAct, ctx: _Ctx) -> str:
    what = _word(_CANNOT, act.what)
    return _apply(act.target, ctx, lambda o, p: f"stop {o} from {what}{_duration(act.duration)}")


@says(E.Protect)
def _protect(act: E.Protect, ctx: _Ctx) -> str:
    against = _and(_word(_PROTECT, a) for a in act.against) or "nothing"
    return _apply(act.target, ctx, lambda o, p: f"protect {o} from {against}{_duration(act.duration)}")


@says(E.SkipRefresh)
def _skip_refresh(act: E.SkipRefresh, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p:
                  f"stop {o} from refreshing in {_CONTROLLERS[p]} next refresh step")


@says(E.MaxLevel)
def _max_level(act: E.MaxLevel, ctx: _Ctx) -> str:
    stays = f", as long as {ctx.this} stays on the field" if act.while_this else ""
    return _apply(act.target, ctx, lambda o, p:
                  f"treat {o} as being at {'their' if p else 'its'} highest level{_duration(act.duration)}{stays}")


@says(E.BlockWhileExhausted)
def _block_while_exhausted(act: E.BlockWhileExhausted, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"{o} can block while exhausted"
                  f"{_duration(act.duration)}")


@says(E.MinLevel)
def _min_level(act: E.MinLevel, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"treat {o} as LV1{_duration(act.duration)}")


@says(E.GainKeyword)
def _gain_keyword(act: E.GainKeyword, ctx: _Ctx) -> str:
    kw = _keyword_text(act.keyword, act.value, act.colours)
    return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} {kw}{_duration(act.duration)}")


@says(E.GainSymbol)
def _gain_symbol(act: E.GainSymbol, ctx: _Ctx) -> str:
    gained = _and(_name(c) for c in act.colours)
    word = "symbol" if len(act.colours) == 1 else "symbols"
    return _apply(act.target, ctx, lambda o, p: f"give {o} 1 more {gained} {word}{_duration(act.duration)}"
                  + (" each" if p else ""))


@says(E.AttackFirst)
def _attack_first(act: E.AttackFirst, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p:
                  f"{o} must be the first spirit to attack this turn if {'they' if p else 'it'} can")


@says(E.SetSymbols)
def _set_symbols(act: E.SetSymbols, ctx: _Ctx) -> str:
    counts: dict[str, int] = {}
    for c in act.colours:
        counts[c] = counts.get(c, 0) + 1
    having = _and(f"{_count(n, _name(c) + ' symbol')}" for c, n in counts.items())
    return _apply(act.target, ctx, lambda o, p: f"treat {o} as having {having}{_duration(act.duration)}")


@says(E.UseCrush)
def _use_crush(act: E.UseCrush, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"activate the Crush effect of {o}")


@says(E.LinkSpirit)
def _link(act: E.LinkSpirit, ctx: _Ctx) -> str:
    """11-18-1, the link condition not read (BSS06-060)."""
    return _apply(act.target, ctx, lambda o, p: f"exhaust {o} to link {'them' if p else 'it'} to the attacking "
                  "spirit, whatever the link condition")


@says(E.Unblockable)
def _unblockable(act: E.Unblockable, ctx: _Ctx) -> str:
    by = "" if act.blockers is None else " by " + _blockers(act.blockers, ctx)
    return _apply(act.target, ctx, lambda o, p: f"{'they' if o == 'them' else o} cannot be blocked{by}"
                  f"{_duration(act.duration)}")


def _blockers(b: E.CardFilter, ctx: _Ctx) -> str:
    """'your opponent's LV2 spirits', 'spirits with effects': who may not block."""
    owner = {"you": "your ", "opponent": "your opponent's "}.get(b.side, "")
    return owner + _noun(b, ctx, True, default_types=("spirit",))


@says(E.LoseEffects)
def _lose_effects(act: E.LoseEffects, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"{o} {'lose their' if p else 'loses its'} effects and "
                  f"cannot regain them{_duration(act.duration)}")


@says(E.GainFamily)
def _gain_family(act: E.GainFamily, ctx: _Ctx) -> str:
    if act.spirit_bp is not None:       # a nexus also a spirit (BSS05-113)
        return _apply(act.target, ctx, lambda o, p: f"treat {o} as if {'they are' if p else 'it is'} also "
                      f"{'' if p else 'a '}{act.family} spirit{'s' if p else ''} with {act.spirit_bp} BP"
                      f"{_duration(act.duration)}")
    return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} the {act.family} family"
                  f"{_duration(act.duration)}")


@says(E.UseEffect)
def _use_effect(act: E.UseEffect, ctx: _Ctx) -> str:
    heading = _word(EVENT_LABEL, act.timing)
    if act.as_its_own:
        return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} once more")
    return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} as if it were "
                  f"printed on {ctx.this}")
