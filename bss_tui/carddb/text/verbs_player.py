"""The sentences of the verbs about players, decks and hands ('draw 2 cards', 'reveal the top 3
cards of your deck, put 1 spirit card from among them into your hand ...'), the attack step's end
and the checkpoint's destruction."""

from __future__ import annotations

from .. import effects as E
from .context import _Ctx
from .counts import _how_many, _number, _those_cost
from .filters import _area_noun, _noun
from .verbs import says
from .words import _a, _count, _name, _player_does, _whose, _word

_TAKE = {"one": "1 {sing} from among them", "all": "all {pl} among them",
         "up_to_one": "up to 1 {sing} from among them"}
_REST = {"bottom": "on the bottom of your deck", "trash": "into your trash",
         "top": "back on top of your deck"}
_REST_ONE = {"bottom": "put it on the bottom of your deck", "trash": "put it into your trash",
             "top": "leave it on top of your deck"}


@says(E.Draw)
def _draw(act: E.Draw, ctx: _Ctx) -> str:
    if isinstance(act.until, E.Count):      # PR-065: as many as the opponent's hand holds
        most = _number(act.until, ctx)
        return _player_does(act.player, f"draw cards until the number of cards in your hand is {most}",
                            f"draws cards until the number of cards in their hand is {most}")
    if act.until is not None:
        cards = _count(act.until, "card")
        return _player_does(act.player, f"draw cards until you have {cards} in your hand",
                            f"draws cards until they have {cards} in their hand")
    cards = _how_many(act.count, "card", ctx)
    return _player_does(act.player, f"draw {cards}", f"draws {cards}")


@says(E.Discard)
def _discard(act: E.Discard, ctx: _Ctx) -> str:
    cards = _how_many(act.count, "card", ctx)
    if act.filter != E.CardFilter():       # BSS04-026: "a Voidlord, Familiar or Undead spirit card"
        one = _area_noun(act.filter, ctx, False)
        cards = _how_many(act.count, one, ctx, _area_noun(act.filter, ctx, True))
    hand = isinstance(act.count, E.Count) and (act.count.of, act.count.measure) == ("hand", "number") \
        and act.count.times == 1 \
        and act.count.player == act.player and act.count.filter == E.CardFilter()
    if act.up_to:      # "any number": up to the whole hand
        cards = "any number of cards" if hand else f"up to {cards}"
    elif hand:         # BSS04-069: "discard your entire hand"
        return _player_does(act.player, "discard your whole hand", "discards their whole hand")
    if act.both:       # 1-3-4 (BSS01-028)
        return f"both players discard {cards} from their hands, the turn player choosing first"
    return _player_does(act.player, f"discard {cards} from your hand", f"discards {cards} from their hand")


@says(E.RevealBurst)
def _reveal_burst(act: E.RevealBurst, ctx: _Ctx) -> str:
    who = "you have" if act.player == "you" else "your opponent has"
    return f"reveal the burst card {who} set (it stays set)"


@says(E.Mill)
def _mill(act: E.Mill, ctx: _Ctx) -> str:
    if isinstance(act.count, E.Count) and (act.count.of, act.count.measure) == ("those", "cost"):
        return (f"discard a number of cards from the top of {_whose(act.player)} deck equal to "
                f"{_those_cost(act.count, ctx)}")
    if isinstance(act.count, E.Count):
        return f"discard {_how_many(act.count, 'card', ctx)} from the top of {_whose(act.player)} deck"
    top = "the top card" if act.count == 1 else f"the top {act.count} cards"
    return f"discard {top} of {_whose(act.player)} deck"


@says(E.PayCores)
def _pay_cores(act: E.PayCores, ctx: _Ctx) -> str:
    cores = _how_many(1, 'core', ctx)
    return _player_does(act.player, f"pay {cores}", f"pays {cores}")


@says(E.RevealTake)
def _reveal_take(act: E.RevealTake, ctx: _Ctx) -> str:
    text = _reveal_take_to_hand(act, ctx)
    if act.to == "field":      # placed or summoned without paying its cost (BSS03-038)
        text = text.replace("into your hand", "onto the field without paying "
                            f"{'their' if act.take == 'all' else 'its'} cost")
    if act.to == "top":         # the taken card goes back on top (BSS03-096)
        text = text.replace("put it into your hand", "put it on top of your deck").replace(
            " into your hand", " on top of your deck once the rest are put away")
    return text


def _reveal_take_to_hand(act: E.RevealTake, ctx: _Ctx) -> str:
    verb = "view" if act.view_only else "reveal"
    plain = act.filter == E.CardFilter()
    if not isinstance(act.count, int):
        sing = _noun(act.filter, ctx, False, card_word=True)
        pl = _noun(act.filter, ctx, True, card_word=True)
        take = _word(_TAKE, act.take).replace("{sing}", sing).replace("{pl}", pl)
        return (f"{verb} {_how_many(act.count, 'card', ctx)} from the top of your deck, put {take} into "
                f"your hand and put the rest {_word(_REST, act.rest)}")
    if act.count == 1:
        text = f"{verb} the top card of your deck"
        if plain:
            put = "you may put it into your hand" if act.take == "up_to_one" else "put it into your hand"
            if act.take not in ("one", "all", "up_to_one"):
                put += f" ({_name(act.take)})"
            return f"{text} and {put}"
        noun = _a(_noun(act.filter, ctx, False, card_word=True))
        may = "you may " if act.take == "up_to_one" else ""
        if act.take not in ("one", "all", "up_to_one"):
            may = f"({_name(act.take)}) "
        return (f"{text}; if it is {noun}, {may}put it into your hand, "
                f"otherwise {_word(_REST_ONE, act.rest)}")
    sing = _noun(act.filter, ctx, False, card_word=True)
    pl = _noun(act.filter, ctx, True, card_word=True)
    take = _word(_TAKE, act.take).replace("{sing}", sing).replace("{pl}", pl)
    if act.most is not None:       # BSS06-069: up to three of the matches
        take = f"up to {act.most} {pl if act.most > 1 else sing} from among them"
    rest = _word(_REST, act.rest)
    return (f"{verb} the top {act.count} cards of your deck, put {take} into your hand "
            f"and put the rest {rest}")


@says(E.ArrangeTop)
def _arrange_top(act: E.ArrangeTop, ctx: _Ctx) -> str:
    if act.to == "trash":
        top = f"the top {act.count} cards" if act.count != 1 else "the top card"
        if isinstance(act.count, E.Count):
            top = _how_many(act.count, "card", ctx) + " from the top"
        return (f"view {top} of your deck, discard any number of them and put the rest back on top in "
                "any order")
    if isinstance(act.count, E.Count):
        return (f"view {_how_many(act.count, 'card', ctx)} from the top of your deck, put any number of them "
                "on the bottom of your deck and the rest back on top in any order")
    if act.count == 1:
        return "view the top card of your deck and put it on the bottom of your deck or back on top"
    look = "reveal" if act.reveal else "view"       # BSS05-039 reveals them (12-2-1)
    return (f"{look} the top {act.count} cards of your deck, put any number of them on the bottom "
            "of your deck and the rest back on top in any order")


@says(E.RevealRandom)
def _reveal_random(act: E.RevealRandom, ctx: _Ctx) -> str:
    return f"select a card from {_whose(act.player)} hand at random and reveal it"


@says(E.EndAttackStep)
def _end_attack_step(act: E.EndAttackStep, ctx: _Ctx) -> str:
    return "end the attack step"


@says(E.Settle)
def _settle(act: E.Settle, ctx: _Ctx) -> str:
    return "those it left below LV1 or at 0 BP are destroyed by this effect at once"
