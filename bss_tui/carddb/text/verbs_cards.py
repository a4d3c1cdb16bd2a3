"""The sentences of the verbs done to cards through a target ('select 1 of your opponent's spirits
and destroy it', 'return it to its owner's hand'); the changes left for a while are verbs_lasting's."""

from __future__ import annotations

from typing import Any

from .. import effects as E
from .context import _Ctx
from .events import EVENT_LABEL
from .targets import _apply
from .verbs import says
from .words import _word

_OWNERS_HAND = {False: "its owner's hand", True: "their owners' hands"}
_OWNERS_DECK = {False: "its owner's deck", True: "their owners' decks"}
_OWNERS_TRASH = {False: "its owner's trash", True: "their owners' trashes"}


def _on_field(t: Any) -> bool:
    return getattr(t, "zone", "field") == "field"


@says(E.AttackSpirit)
def _attack_spirit(act: E.AttackSpirit, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"make the attack against {o}: {'they block' if p else 'it blocks'} "
                  "the attacking spirit at once, even exhausted, unless unable to block it")


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


@says(E.UseCrush)
def _use_crush(act: E.UseCrush, ctx: _Ctx) -> str:
    return _apply(act.target, ctx, lambda o, p: f"activate the Crush effect of {o}")


@says(E.LinkSpirit)
def _link(act: E.LinkSpirit, ctx: _Ctx) -> str:
    """11-18-1, the link condition not read (BSS06-060)."""
    return _apply(act.target, ctx, lambda o, p: f"exhaust {o} to link {'them' if p else 'it'} to the attacking "
                  "spirit, whatever the link condition")


@says(E.UseEffect)
def _use_effect(act: E.UseEffect, ctx: _Ctx) -> str:
    heading = _word(EVENT_LABEL, "summoned")
    if act.as_its_own:
        return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} once more")
    return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} as if it were "
                  f"printed on {ctx.this}")
