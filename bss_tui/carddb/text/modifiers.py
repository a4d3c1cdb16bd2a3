"""Modifiers as words (the constant effects, 8-8): one sentence per modifier kind ('this spirit
gets +1000 BP', 'all magic cards in your hand cost 1 less')."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from .. import effects as E
from .context import _Ctx
from .counts import _bp_amount, _cost_change, _each_of, _how_many, _number
from .filters import _area_noun, _noun, _off_field_colours, _one_of
from .registry import Registry
from .targets import _BATTLE, _all_of
from .vocab_names import CONSTANT_MODIFIER_KEYS
from .words import _a, _and, _count, _keyword_text, _name

# A modifier's sentence from the modifier, the context and who it applies to (and whether they are
# several); None leaves the modifier to the plain 'who: kind amount' reading.
Said = Callable[[E.Modifier, _Ctx, str, bool], str | None]
# Keyed by the kinds a constant effect may apply; those only a lasting `apply` leaves are said by its
# sentences (verbs_lasting.py).
MODIFIERS: Registry[Said] = Registry("modifier kind", CONSTANT_MODIFIER_KEYS)


def _modifier(m: E.Modifier, ctx: _Ctx) -> str:
    t = m.target
    if isinstance(t, E.AllTarget):
        who, plural = _all_of(t, ctx), True
    elif isinstance(t, E.BattleTarget):
        who, plural = _BATTLE[t.kind], False
    else:
        who, plural = ctx.this, False
    say = MODIFIERS.get(m.key)
    text = say(m, ctx, who, plural) if say is not None else None
    if text is not None:
        return text
    extra = [f"{_name(m.key)}"]
    if m.amount:
        extra.append(_number(m.amount, ctx))
    return f"{who}: " + " ".join(extra)


def _verb(plural: bool, one: str, many: str) -> str:
    return many if plural else one


def _paying(m: E.Modifier, ctx: _Ctx) -> str:
    """The cards a symbol modifier works for while they are paid for ('any card', 'spirit cards')."""
    paying = "any card" if m.paying is None else _noun(m.paying, ctx, True, card_word=True)
    if m.from_hand:
        paying += " from your hand"
    return paying


@MODIFIERS("bp")
def _bp(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    own = isinstance(m.amount, E.Count) and m.amount.of == "own"
    each = " each" if plural and own else ""
    return f"{who}{each} {_verb(plural, 'gets', 'get')} {_bp_amount(m.amount, ctx)}"


@MODIFIERS("cannot:attack")
def _cannot_attack(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot attack"


@MODIFIERS("extra_cost:attack")
def _attack_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot attack unless {_verb(plural, 'its', 'their')} controller pays {_count(m.amount, 'core')}"


@MODIFIERS("cannot:block")
def _cannot_block(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot block"


@MODIFIERS("must:attack")
def _must_attack(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} must attack if able"


@MODIFIERS("keyword")
def _keyword(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    value = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
    return f"{who} {_verb(plural, 'gains', 'gain')} {_keyword_text(m.keyword, value, m.colours)}"


@MODIFIERS("cannot:be_blocked")
def _unblockable_by(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    if m.blockers is None:
        return f"{who} cannot be blocked"
    b = m.blockers
    owner = {"you": "your ", "opponent": "your opponent's "}.get(b.side, "")
    attacker = replace(ctx, event=_verb(plural, "it", "them"))     # a BP compared with the attacker's (BSS02-059)
    blockers = owner + _noun(b, attacker, True, default_types=("spirit",))
    if b.this == "include":
        blockers += f" or {ctx.this}"
    return f"{who} cannot be blocked by {blockers}"


@MODIFIERS("cannot:be_selected")
def _unselectable(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    if m.sources is not None:
        return f"{who} cannot be selected by the effects of your opponent's {_noun(m.sources, ctx, True)}"
    return f"{who} cannot be selected by your opponent's effects"


@MODIFIERS("may:block_exhausted")
def _block_while_exhausted(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    against = "" if m.attackers is None else " " + _one_of(m.attackers, ctx, ("spirit",))
    return f"{who} can block{against} while exhausted"


def _opponents(m: E.Modifier, ctx: _Ctx, effects: str) -> str:
    """"your opponent's effects", "the destruction effects of your opponent's spirit cards"."""
    if m.sources is None:
        return f"your opponent's {effects}"
    return f"the {effects} of your opponent's {_noun(m.sources, ctx, True, card_word=True)}"


@MODIFIERS("cannot:be_destroyed")
def _indestructible(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot be destroyed by {_opponents(m, ctx, 'destruction effects')}"


@MODIFIERS("cannot:be_destroyed_by_effects")
def _indestructible_by_effects(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot be destroyed by {_opponents(m, ctx, 'effects')}"


@MODIFIERS("cannot:be_destroyed_in_battle")
def _battle_indestructible(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot be destroyed as the result of battle"


@MODIFIERS("cannot:lose_cores")
def _no_core_removal(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    if m.sources is not None:
        return (f"the effects of your opponent's {_noun(m.sources, ctx, True)} cannot remove "
                f"cores from {who}")
    return f"your opponent's effects cannot remove cores from {who}"


@MODIFIERS("hand_keyword")
def _hand_keyword(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        f = t.filter
        owner = {"you": "your", "opponent": "your opponent's"}.get(f.side, "each player's")
        cards = _noun(f, ctx, True, card_word=True)
        return f"all {cards} in {owner} hand gain {_keyword_text(m.keyword, m.amount if isinstance(m.amount, int) else 0)}"
    # the card itself, in the hand (BSS03-070)
    return f"{ctx.this} gains {_keyword_text(m.keyword, m.amount if isinstance(m.amount, int) else 0)} in your hand"


@MODIFIERS("trash_symbols")
def _trash_symbols(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        whose = "your opponent's" if t.filter.side == "opponent" else "your"
        cards = _noun(t.filter.model_copy(update={"side": "any"}), ctx, True, card_word=True)
        return f"the symbols of the {cards} in {whose} trash also count toward reducing the cost of {ctx.this}"
    return None


@MODIFIERS("reduction_fulfilled")
def _reduction_fulfilled(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"every reduction symbol of {ctx.this} counts as fulfilled when it is summoned"


@MODIFIERS("may:skip_ascend")
def _skip_ascend(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    paying = _paying(m, ctx)
    if isinstance(t, E.AllTarget):
        noun = _a(_noun(t.filter.model_copy(update={"side": "any"}), ctx, False, card_word=True))
        return (f"when you summon {noun} from your hand, you may exhaust {ctx.this} to summon it without "
                "paying its Ascend")
    return None


@MODIFIERS("extra_cost:draw")
def _draw_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        who, they = {"you": ("you", "you"), "opponent": ("your opponent", "they")}.get(t.filter.side,
                                                                                     ("each player", "they"))
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{who} must pay {_count(n, 'core')} for each card {they} draw outside the draw step"
    return None


@MODIFIERS("cannot:discard")
def _no_hand_discard(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        barred = {"you": ("your opponent's", "your"), "opponent": ("your", "your opponent's")}.get(
            t.filter.side, ("each player's opponent's", "that player's"))
        return f"{barred[0]} effects cannot discard cards from {barred[1]} hand"
    return None


@MODIFIERS("cannot:draw")
def _no_draw(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        who_draws = {"you": "you", "opponent": "your opponent"}.get(t.filter.side, "neither player")
        sources = "effects" if m.sources is None else f"the effects of {_noun(m.sources, ctx, True, card_word=True)}"
        cannot = "can draw" if who_draws == "neither player" else "cannot draw"
        return f"{who_draws} {cannot} cards by {sources}"
    return None


@MODIFIERS("instead:core_step_cores")
def _core_step_cores(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        whose = {"you": "your", "opponent": "your opponent's"}.get(t.filter.side, "each player's")
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{whose} core step gives {_count(n, 'core')} instead of 1"
    return None


@MODIFIERS("at_most:summons")
def _summon_limit(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        who_sums = {"you": "you", "opponent": "your opponent"}.get(t.filter.side, "each player")
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        kinds = _noun(t.filter.model_copy(update={"side": "any"}), ctx, n != 1)
        return f"{who_sums} cannot summon more than {n} {kinds} per turn"
    return None


@MODIFIERS("extra_cost:destroy")
def _destroy_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        kinds = _noun(t.filter.model_copy(update={"side": "any"}), ctx, True)
        return f"as an additional cost to play {ctx.this}, you must destroy {n} of your {kinds}"
    return None


@MODIFIERS("reduction_symbols", "may:play_free", "extra_cost:discard", "cannot:play")
def _hand_cost_kinds(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        return _hand_cost_change(m, t.filter, ctx)
    return None


@MODIFIERS("cost")
def _cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        return _hand_cost_change(m, t.filter, ctx)
    if isinstance(t, E.ThisTarget):  # its own cost, in the hand (BSS06-016)
        a = m.amount
        if isinstance(a, E.Count):
            return f"{who} costs {abs(a.times)} {'less' if a.times < 0 else 'more'} for each {_each_of(a, ctx)}"
        return f"{who} costs {_cost_change(a, ctx)}"
    return None


@MODIFIERS("lv1_bp")
def _lv1_bp(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    value = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
    return f"{who} {_verb(plural, 'has', 'have')} {value} BP at LV1"


@MODIFIERS("ascend_cost")
def _ascend_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"when {who} is used to perform Ascend, it is treated as costing {_number(m.amount, ctx)}"


@MODIFIERS("triggers:not_when_blocks")
def _no_when_blocks(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the \"when this spirit blocks\" effects of {who} do not trigger"


@MODIFIERS("extra_cost:when_summoned")
def _summon_effect_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    paying = _paying(m, ctx)
    return (f"neither player can use the \"when summoned\" effects of their spirits without paying "
            f"{_how_many(m.amount, 'core', ctx)}")


@MODIFIERS("triggers:not_when_destroyed")
def _no_when_destroyed(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the \"when destroyed\" effects of {who} do not trigger"


@MODIFIERS("extra_symbols")
def _extra_symbols(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    paying = _paying(m, ctx)
    if m.colours:
        gained = _and(_name(c) for c in m.colours)
        many = f"a {gained} symbol" if m.amount == 1 else f"{_number(m.amount, ctx)} {gained} symbols each"
        counted = f"{who} {_verb(plural, 'gains', 'gain')} {many}"
        return counted if m.paying is None else f"{counted} while you pay for {paying}"
    n = 1 + m.amount if isinstance(m.amount, int) else f"1 plus {_number(m.amount, ctx)}"
    counted = f"each symbol on {who} counts as {_count(n, 'symbol')}"
    if m.paying is None and ctx.this == "this card" and isinstance(t, E.AllTarget):
        return f"{counted} when paying for {ctx.this}"      # an effect working in the hand (BSS01-007)
    return counted if m.paying is None else f"{counted} when paying for {paying}"


@MODIFIERS("paying_symbols")
def _paying_symbols(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    paying = _paying(m, ctx)
    many = _and(f"{_number(m.amount, ctx)} {_name(c)}" for c in m.colours) or "no"
    treated = f"{who} {_verb(plural, 'is', 'are')} treated as having {many} {'symbol' if m.amount == 1 else 'symbols'} only"
    return treated if m.paying is None else f"{treated} while you pay for {paying}"


@MODIFIERS("symbol_colours")
def _symbol_colours(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    paying = _paying(m, ctx)
    colours = _and(_name(c) for c in m.colours) or "no other colour"
    also = f"the symbols on {who} also count as {colours}"
    return also if m.paying is None else f"{also} when paying for {paying}"


@MODIFIERS("colours")
def _colours(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    paying = _paying(m, ctx)
    colours = _and(_name(c) for c in m.colours) or "no other colour"
    also = f"{who} {_verb(plural, 'is', 'are')} also {colours}"
    return also if m.paying is None else f"{also} while you pay for {paying}"


@MODIFIERS("cost_set")
def _cost_set(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the cost of {who} is {_number(m.amount, ctx)}"


@MODIFIERS("triggers:when_blocks_on_attack")
def _blocks_as_attacks(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return (f'the "when this spirit blocks" effects of {who} also trigger when '
            f"{_verb(plural, 'it attacks', 'they attack')}")


@MODIFIERS("max_level")
def _max_level(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} {_verb(plural, 'is', 'are')} treated as being at {_verb(plural, 'its', 'their')} highest level"


@MODIFIERS("min_level")
def _min_level(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} {_verb(plural, 'is', 'are')} treated as LV1"


@MODIFIERS("cannot:take_last_life")
def _no_last_life(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the attacks of {who} cannot reduce either player's life to 0"


@MODIFIERS("cannot:reduce_life")
def _no_life_damage(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the attacks of {who} cannot reduce either player's life"


@MODIFIERS("at_most:reduce_life")
def _life_damage_max(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"each attack of {who} reduces at most {_number(m.amount, ctx)} life"


@MODIFIERS("instead:life_cores_here")
def _takes_life_cores(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"cores that would be placed into either player's life are placed on {who} instead"


@MODIFIERS("cannot:be_exhausted")
def _no_exhaust(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot be exhausted by your opponent's effects"


@MODIFIERS("reduction_from")
def _reduction_from(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        whose = {"you": "your ", "opponent": "your opponent's "}.get(t.filter.side, "")
        return f"only the symbols on {whose}{_noun(t.filter, ctx, True)} count toward the reduction of {ctx.this}"
    return None


@MODIFIERS("may:link_to_blocker")
def _link_on_block(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    t = m.target
    if isinstance(t, E.AllTarget):
        whose = {"you": "your ", "opponent": "your opponent's "}.get(t.filter.side, "")
        one = f"one of {whose}{_noun(t.filter.model_copy(update={'side': 'any'}), ctx, True)}"
    else:
        one = who
    return f"when {one} blocks, your spirits with Link may link to it as to an attacking spirit"


@MODIFIERS("at_most:links")
def _link_limit(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} may be linked to by up to {m.amount} spirits with Link"


@MODIFIERS("may:link_any_attacker")
def _link_any(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} may link to any of your attacking spirits, whatever {_verb(plural, 'its', 'their')} Link condition"


@MODIFIERS("cannot:be_returned")
def _no_return(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} cannot be returned to {'their' if plural else 'its'} owner's hand or deck by your opponent's effects"


@MODIFIERS("instead:refresh_step_again")
def _extra_refresh_step(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return "after your attack step, you have one more refresh step"


@MODIFIERS("lose_effects")
def _lose_effects(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    which = "effects" if m.of_level is None else f"LV{m.of_level} effects"
    return f"{who} {_verb(plural, 'loses its', 'lose their')} {which} and cannot regain them"


@MODIFIERS("families")
def _families(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"{who} {_verb(plural, 'gains', 'gain')} the spirit type{'s' if len(m.families) != 1 else ''} {_and(m.families)}"


@MODIFIERS("all_families")
def _all_families(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"treat {who} as having every spirit type"


@MODIFIERS("instead:life_to_void")
def _life_to_void(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    return f"the life cores your opponent loses to the attacks of {who} go to the void instead of their reserve"


@MODIFIERS("extra_cost:magic_cores")
def _additional_cost(m: E.Modifier, ctx: _Ctx, who: str, plural: bool) -> str | None:
    """Worded only where a watch puts it on the cards of a hand (_hand_cost); elsewhere it reads
    by name."""
    return None


def _whose_hand(f: E.CardFilter) -> tuple[str, str]:
    return {"you": ("you", "your"), "opponent": ("your opponent", "their")}.get(f.side, ("a player", "their"))


def _one_card(f: E.CardFilter, ctx: _Ctx) -> str:
    return _a(_noun(f.model_copy(update={"side": "any"}), ctx, False, card_word=True))


def _play_verb(f: E.CardFilter) -> str:
    return "use" if f.types == ("magic",) else "play"


def _amount_words(m: E.Modifier, ctx: _Ctx) -> int | str:
    return m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)


def _additional_cost_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    """BSS05-100 (8-4-2-2)."""
    who, their = _whose_hand(f)
    return (f"to use {_one_card(f, ctx)} from {their} hand, {who} must also pay {_count(_amount_words(m, ctx), 'core')} "
            "as an additional cost, even when it is used without paying its cost")


def _discard_cost_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    who, their = _whose_hand(f)
    return (f"to {_play_verb(f)} {_one_card(f, ctx)} from {their} hand, {who} must also discard "
            f"{_count(_amount_words(m, ctx), 'other card')} as an additional cost")


def _cannot_play_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    """'your opponent cannot use magic cards from their hand that share no colour with ...' (BSS03-117): a
    condition on the player's field follows the hand it is read for."""
    who, their = _whose_hand(f)
    kinds = _noun(f.model_copy(update={"side": "any", "colours_off_field": False}), ctx, True, card_word=True)
    tail = f" {_off_field_colours(f, True)}" if f.colours_off_field else ""
    return f"{who} cannot {_play_verb(f)} {kinds} from {their} hand{tail}"


def _free_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    return f"you may {_play_verb(f)} the {cards.removeprefix('all ')} without paying their cost"


def _reduction_symbols_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    symbols = _and(f"{_a(_name(c))}" for c in m.colours)
    return f"{cards} gain {symbols} reduction symbol{'s' if len(m.colours) > 1 else ''}"


def _cost_words(m: E.Modifier, f: E.CardFilter, ctx: _Ctx, cards: str) -> str:
    if isinstance(m.amount, int):
        return f"{cards} cost {abs(m.amount)} {'less' if m.amount < 0 else 'more'}"
    return f"{cards} cost {_number(m.amount, ctx)} more"


# How each kind that changes the cards of a hand says so, given those cards ("all magic cards in your
# hand"): the kinds a hand-cost sentence reaches, checked by tests/cards/test_text_registry.py.
HAND_CHANGES: dict[str, Callable[[E.Modifier, E.CardFilter, _Ctx, str], str]] = {
    "extra_cost:magic_cores": _additional_cost_words, "extra_cost:discard": _discard_cost_words,
    "cannot:play": _cannot_play_words, "may:play_free": _free_words,
    "reduction_symbols": _reduction_symbols_words, "cost": _cost_words}


def _hand_cost_change(m: E.Modifier, f: E.CardFilter, ctx: _Ctx) -> str:
    """'all magic cards in your hand cost 1 less', '... gain a yellow reduction symbol'."""
    owner = {"you": "your", "opponent": "your opponent's"}.get(f.side, "each player's")
    cards = f"all {_noun(f, ctx, True, card_word=True)} in {owner} hand"
    return HAND_CHANGES[m.key](m, f, ctx, cards)


def _hand_cost(m: E.Modifier, ctx: _Ctx) -> str:
    """'each Star Dragon spirit card in your hand costs the number of cores in your life'."""
    f = m.target.filter if isinstance(m.target, E.AllTarget) else E.CardFilter()
    if m.key in ("cost", "extra_cost:magic_cores"):     # that much more, as a constant effect says it (BSS05-100)
        return _hand_cost_change(m, f, ctx)
    noun = _area_noun(f.model_copy(update={"side": "any"}), ctx, False)
    return f"each {noun} in your hand costs {_hand_cost_amount(m, ctx)}"


def _hand_cost_amount(m: E.Modifier, ctx: _Ctx) -> str:
    """'1 less' for a change ("cost"), 'your life total' for a new cost ("cost_set")."""
    return _cost_change(m.amount, ctx) if m.key == "cost" else _number(m.amount, ctx)


def _next_hand_cost(m: E.Modifier, ctx: _Ctx) -> str:
    """'the next yellow magic card you use from your hand costs 1 less' (BSS03-036)."""
    f = m.target.filter if isinstance(m.target, E.AllTarget) else E.CardFilter()
    noun = _area_noun(f.model_copy(update={"side": "any"}), ctx, False)
    verb = "use" if f.types == ("magic",) else "play"
    return f"the next {noun} you {verb} from your hand costs {_hand_cost_amount(m, ctx)}"
