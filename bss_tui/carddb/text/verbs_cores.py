"""The sentence of `move_cores` (10-4): 'place 2 cores from your reserve onto it', 'place all but 1
core from each of your opponent's spirits into its controller's reserve'."""

from __future__ import annotations

from typing import Any

from .. import effects as E
from .context import _Ctx
from .counts import _each_of, _how_many, _number
from .targets import _selecting, _target
from .verbs import says
from .words import _CONTROLLERS, _count, _name, _word

_CORE_OWNER = {"you": "your", "opponent": "your opponent's", "owner": "its owner's"}


def _cores(act: E.MoveCores, ctx: _Ctx) -> str:
    count = act.count
    if act.leave is not None:
        text = ("up to " if act.up_to else "") + f"all but {_count(act.leave, 'core')}"
    elif count == "all":
        text = "any number of cores" if act.up_to else "all cores"
    elif isinstance(count, E.Count) and (count.of, count.measure) == ("event", "cores") and count.times == 1:
        text = ("up to " if act.up_to else "") + f"as many cores as {ctx.event} had"
    elif isinstance(count, E.Count) and (count.of, count.measure) == ("event", "keyword") and count.times == 1:
        text = ("up to " if act.up_to else "") + f"as many cores as {ctx.event}'s {count.filter.keyword or 'keyword'} number"
    elif isinstance(count, E.Count) and act.ordinary:     # "2 cores that are not the soul core for each ..."
        cores = _count(count.times, "core") + " that " + ("is" if count.times == 1 else "are") + " not the soul core"
        return ("up to " if act.up_to else "") + f"{cores} for each {_each_of(count, ctx)}"
    elif isinstance(count, (int, E.Count)):
        text = ("up to " if act.up_to else "") + _how_many(count, "core", ctx)
    else:
        text = ("up to " if act.up_to else "") + f"{_name(count)} cores"
    one = count == 1 and act.leave is None
    if act.soul and act.source == "card":       # named off a card, the soul core is moved first (BSS05-089)
        text = "the soul core" if one else text + ", the soul core first"
    elif act.soul:
        text += " (possibly the soul core)" if one else " (the soul core may be among them)"
    if act.ordinary:
        text += " that " + ("is" if one else "are") + " not the soul core"
    return text


def _area(place: Any, owner: str) -> str:
    if place == "void":
        return "the void"
    return f"{owner} {_name(place)}"


@says(E.MoveCores)
def _move_cores(act: E.MoveCores, ctx: _Ctx) -> str:
    cores = _cores(act, ctx)
    side = _word(_CORE_OWNER, act.side)
    if act.until is not None and act.source != "card" and act.dest != "card":
        into = f"place cores from {_area(act.source, side)} into {_area(act.dest, side)} until"
        if isinstance(act.until, E.Count):      # an amount, read as the move begins
            return f"{into} the number of cores in {_area(act.dest, side)} is {_number(act.until, ctx)}"
        whose = "you have" if act.side != "opponent" else "your opponent has"
        return f"{into} {whose} {_count(act.until, 'core') if act.dest != 'life' else f'{act.until} life'}"
    if act.source == "card":
        # Cores taken off a card go to that card's controller's areas.
        t = act.target
        kind = getattr(t, "kind", None)
        fside = getattr(getattr(t, "filter", None), "side", "any")
        if kind == "this" or (kind in ("select", "all") and fside == "you"):
            owner = "your"
        elif kind in ("select", "all") and fside == "opponent":
            owner = "your opponent's"
        else:
            owner = "its controller's"
        dest = "onto it" if act.dest == "card" else f"onto {ctx.this}" if act.dest == "this" \
            else "into " + _area(act.dest, owner)
        if act.onto is not None:       # onto another card (BSS05-104)
            onto, _, onto_selects = _target(act.onto, ctx)
            dest = f"onto {onto}" + (" of your choice" if onto_selects else "")
        if t is None:
            return f"place {cores} from a card {dest}"
        phrase, plural, selects = _target(t, ctx)
        if plural and owner == "its controller's":
            dest = dest.replace(_CONTROLLERS[False], _CONTROLLERS[True])
        if selects:
            return _selecting(t, phrase, f"place {cores} from {'each of them' if plural else 'it'} {dest}")
        if isinstance(t, E.AllTarget) and phrase.startswith("all of "):
            phrase = "each of " + phrase[len("all of "):]     # so many off each card (BSS04-018, BSS04-025)
        return f"place {cores} from {phrase} {dest}"
    if act.source == "soul_core" and act.dest != "card":      # the soul core paid (ST01-007, ST03-013, BSS01-001)
        where = "the void" if act.dest == "void" else "your trash"
        return f"send the soul core on {ctx.this} to {where}" if act.target is not None \
            else f"send your soul core to {where}"
    source = _area(act.source, side)
    if act.source == "soul_core" and act.target is not None:     # CB01-047
        phrase, plural, selects = _target(act.target, ctx)
        onto = "it" if selects else phrase
        text = f"place your soul core onto {onto} from your reserve or one of your spirits"
        return f"select {phrase} and {text}" if selects else text
    if act.dest == "card":
        if act.target is None:
            return f"place {cores} from {source} onto a card"
        phrase, plural, selects = _target(act.target, ctx)
        if selects:
            return f"select {phrase} and place {cores} from {source} onto {'each of them' if plural else 'it'}"
        if isinstance(act.target, E.AllTarget) and phrase.startswith("all of "):
            phrase = "each of " + phrase[len("all of "):]     # a count per card (BSS02-134)
        return f"place {cores} from {source} onto {phrase}"
    if act.both:
        return (f"each player places {cores} from {_area(act.source, 'their')} "
                f"into {_area(act.dest, 'their')}")
    # the second mention of the same player reads "their" / "your"
    again = {"your opponent's": "their", "its owner's": "its owner's"}.get(side, side)
    dest_owner = again if act.source != "void" else side
    return f"place {cores} from {source} into {_area(act.dest, dest_owner)}"
