"""The sentences of the verbs that bring cards or tokens to the field: `summon` (10-6, 10-7)
and `summon_token` (4-12)."""

from __future__ import annotations

from .. import effects as E
from .context import _Ctx
from .counts import _how_many
from .filters import _noun
from .verbs import says
from .words import _a, _and, _count, _name, _word

_PAY = {"free": "without paying its cost", "reserve": "paying its cost with cores from your reserve only",
        "cost": "paying its cost"}


def _summon_verb(f: E.CardFilter) -> str:
    """A summon directive's verb: a nexus card is placed (10-7), a spirit card summoned (10-6)."""
    if f.types == ("nexus",):
        return "place"
    return "summon or place" if "nexus" in f.types else "summon"


@says(E.Summon)
def _summon(act: E.Summon, ctx: _Ctx) -> str:
    if act.zone == "deck_top":
        noun = _a(_noun(act.filter, ctx, False, card_word=True, default_types=("spirit",)))
        exhausted = " exhausted" if act.exhausted else ""
        silent = "; its own \"when summoned\" effects do not activate" if act.no_when_summoned else ""
        if act.reveal > 1:       # BSS04-043, BSS04-102
            rest = ". Discard the rest of the revealed cards" if act.otherwise_trash else ""
            return (f"reveal the top {act.reveal} cards of your deck; {_summon_verb(act.filter)} {noun} from among "
                    f"them{exhausted} {_word(_PAY, act.pay)}{silent}{rest}")
        otherwise = ". Otherwise, discard it" if act.otherwise_trash else ""
        return (f"reveal the top card of your deck; if it is {noun}, {_summon_verb(act.filter)} it{exhausted} "
                f"{_word(_PAY, act.pay)}{silent}{otherwise}")
    if act.zone == "this":     # the card itself: a burst (BSS03-116), from the hand or trash (CB01-061)
        verb = "place" if "nexus" in act.filter.types else "summon" if "spirit" in act.filter.types else "summon or place"
        exhausted = " exhausted" if act.exhausted else ""
        return f"{verb} {ctx.this}{exhausted} {_word(_PAY, act.pay)}"
    noun = _a(_noun(act.filter, ctx, False, card_word=True, default_types=("spirit",))) \
        if act.filter.this != "only" else ctx.this
    exhausted = "; it arrives exhausted" if act.exhausted else ""
    silent = "; its own \"when summoned\" effects do not activate" if act.no_when_summoned else ""
    if act.those:
        pay = _word(_PAY, act.pay).replace("its cost", "their costs") if ctx.plural else _word(_PAY, act.pay)
        return f"{_summon_verb(act.filter)} {'them' if ctx.plural else 'it'} {pay}{exhausted}{silent}"
    may = "you may " if act.may else ""
    return (f"{may}{_summon_verb(act.filter)} {noun} from your {_name(act.zone)} {_word(_PAY, act.pay)}"
            f"{exhausted}{silent}")


def _token_facts(t: E.Token) -> str:
    symbols = f"symbol: {_and(_name(s) for s in t.symbols)}" if t.symbols else "no symbol"
    return (f"a token spirit: {_and(_name(c) for c in t.colours)}, cost {t.cost}, {_and(t.families)}, "
            f"LV1: {_count(t.cores, 'core')}, {t.bp} BP, {symbols}")


@says(E.SummonToken)
def _summon_token(act: E.SummonToken, ctx: _Ctx) -> str:
    """'summon 2 Antman Tokens exhausted (a token spirit: green, cost 0, Carapite and Token, LV1 1 core
    1000 BP, 1 green symbol)': the token's facts as the effect gives them (4-12-2)."""
    t = act.token
    n = act.count
    many = not isinstance(n, int) or n != 1
    if t is None:          # a copy of the token just summoned (BSS05-111)
        copies = _how_many(n, "copy", ctx, "copies") if many else "1 copy"
        cores = (", placing its LV1 cores from your reserve or trash, never the soul core, instead of paying for it"
                 if act.cores_from == "reserve_or_trash" else "")
        return f"summon {copies} of {ctx.event}{' exhausted' if act.exhausted else ''}{cores}"
    what = (f"{n} {t.name}s" if isinstance(n, int) else f"{_how_many(n, 'token', ctx)} named {t.name}") \
        if many else f"1 {t.name}"
    cores = (", its LV1 cores from your reserve or trash, never the soul core, nothing paid"
             if act.cores_from == "reserve_or_trash" else "")
    return f"summon {what}{' exhausted' if act.exhausted else ''} ({_token_facts(t)}){cores}"
