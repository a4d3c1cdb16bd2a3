"""The smaller decisions: who goes first, mulligans, effects' targets and options, discards,
bursts and "you may" effects (8-1-8, 10-9-3: always taken; their costs were chosen by the card's
maker to be worth it), the order of simultaneous effects (8-5-2-4)."""

from __future__ import annotations

from ..engine.operations.view import ActionView
from .intent import Intent, of_card
from .sight import Sight


def first_player(sight: Sight) -> str:
    """5-2-6: this seat plays first (its spirits reach the field first)."""
    mine = next((a for a in sight.options if a.player == sight.view.viewer), None)
    return (mine or sight.options[0]).text


def mulligan(sight: Sight) -> str:
    """5-2-7: keep a hand with a spirit of cost 3 or less; else draw a new one."""
    hand = sight.me.hand or ()
    cheap = any(c.type == "spirit" and sight.cost_of(c.id) <= 3 for c in hand)
    wanted = "keep" if cheap else "mulligan"
    return next((a.text for a in sight.options if a.text == wanted), sight.options[0].text)


def yes(sight: Sight) -> str:
    """A burst or a "you may": yes."""
    return next((a.text for a in sight.options if a.text == "yes"), sight.options[0].text)


def first_option(sight: Sight) -> str:
    return sight.options[0].text


def most(sight: Sight) -> str:
    """1-3-5: "up to" an amount: the most."""
    amounts = [a for a in sight.options if a.verb == "amount"]
    if not amounts:
        return sight.options[0].text
    return max(amounts, key=lambda a: int(a.text.split()[-1]) if a.text.split()[-1].isdigit() else 0).text


def core_choice(sight: Sight) -> str:
    """8-5-6: an ordinary core moves, the soul core stays."""
    return next((a.text for a in sight.options if a.text == "core"), sight.options[0].text)


def discard(sight: Sight) -> str:
    """10-2-2: stop as soon as the effect allows, else the cheapest card."""
    done = next((a for a in sight.options if a.finishes), None)
    if done is not None:
        return done.text
    cards = [a for a in sight.options if a.card_id is not None]
    if not cards:
        return sight.options[0].text
    return min(cards, key=lambda a: (sight.cost_of(a.card_id), a.text)).text


def target(sight: Sight) -> str:
    """8-5-3: a field card of the opponent when the effect harms, one's own when it helps (the
    strongest either way); a card from a hand, deck or trash: the costliest.  "done" only when no
    card is left that the intent wants."""
    picks = [a for a in sight.options if a.verb == "pick"]
    done = next((a for a in sight.options if a.finishes), None)
    if not picks:
        return (done or sight.options[0]).text
    field = [a for a in picks if a.labels]
    if not field:
        return max(picks, key=lambda a: (sight.cost_of(a.card_id), a.text)).text
    intent = _resolving_intent(sight)
    theirs = [a for a in field if not sight.mine(a.labels[0])]
    ours = [a for a in field if sight.mine(a.labels[0])]
    wanted, other = (ours, theirs) if intent == Intent.HELP else (theirs, ours)
    if wanted:
        return _by_power(sight, wanted, strongest=True).text
    if done is not None:
        return done.text
    # Forced to pick a card the effect was not meant for: the one it matters least to.
    return _by_power(sight, other, strongest=False).text


def _by_power(sight: Sight, options: list[ActionView], strongest: bool) -> ActionView:
    def power(a: ActionView) -> tuple[int, int, str]:
        fc = sight.find(a.labels[0])
        bp = sight.bp(fc) if fc is not None else 0
        return (bp, sight.cost_of(a.card_id), a.text)
    return max(options, key=power) if strongest else min(options, key=power)


def _resolving_intent(sight: Sight) -> Intent:
    """The intent of the card being resolved, when the view shows one (a magic card); else the
    effect is taken to harm (most targeted effects aim at the opponent)."""
    for card in reversed(sight.view.resolving):
        intent = of_card(sight.card(card.id))
        if intent != Intent.OTHER:
            return intent
    return Intent.HARM
