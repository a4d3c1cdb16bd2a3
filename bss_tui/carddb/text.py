"""Card text, rendered from the effect language (carddb/effects.py), so that what a card says is
what it does.  Nothing here reads official card text: every line is built from the models.

    render_effect(effect)  -> "[LV2][LV3] When this spirit attacks: select 1 of your opponent's
                               spirits with 3000 BP or less and destroy it."
    render_keyword(kw)     -> "[LV2] While this spirit attacks: Curse"
    render_card(card)      -> header facts, then keywords, then effects, one line each

Wording rules: "you" is the effect's controller; "this spirit" / "this nexus" / "this card" is
the card the effect is printed on; glossary words (spirit, nexus, magic, core, soul core,
reserve, life, trash, burst, void, exhaust, refresh, summon, place) are used as in the rules.
A value the renderer does not know is shown as its name, never raised as an error.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Any, Iterable

from . import effects as E
from .schema import Card, Keyword

__all__ = ["render_effect", "render_keyword", "render_card"]


# ---- small word helpers ---------------------------------------------------------------------

def _name(value: Any) -> str:
    """A value the tables below do not know, shown as plain words."""
    return str(value).replace("_", " ")


def _word(table: dict[str, str], value: Any) -> str:
    found = table.get(value) if isinstance(value, str) else None
    return found if found is not None else _name(value)


def _plural(n: Any, one: str, many: str) -> str:
    return one if n == 1 else many


def _count(n: Any, noun: str, nouns: str | None = None) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {_plural(n, noun, nouns or noun + 's')}"


def _a(phrase: str) -> str:
    """'a spirit', 'an exhausted spirit'."""
    article = "an" if phrase[:1].lower() in "aeiou" else "a"
    return f"{article} {phrase}"


def _and(items: Iterable[str], last: str = "and") -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _or(items: Iterable[str]) -> str:
    return _and(items, "or")


def _signed(n: Any) -> str:
    return f"{n:+d}" if isinstance(n, int) else _name(n)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _levels(levels: Iterable[int]) -> str:
    gate = "".join(f"[LV{n}]" for n in levels)
    return gate + " " if gate else ""


_DURATION = {"turn": "during this turn", "battle": "during this battle",
             "opponent_next_turn": "until the end of your opponent's next turn"}


def _duration(value: Any) -> str:
    return " " + _word(_DURATION, value)


# ---- the context of one effect ----------------------------------------------------------------

@dataclass
class _Ctx:
    this: str = "this spirit"         # the effect's own card
    event: str = "that card"          # the card the triggering event was about
    plural: bool = False              # whether "it"/"them" (the previous targets) is plural
    done: str = "changed"             # what the previous directive did to them ("destroyed"), for `changed`

    def pronoun(self) -> str:
        return "them" if self.plural else "it"


_THIS_NOUN = {"spirit": "this spirit", "nexus": "this nexus", "magic": "this card"}


def _ctx_for(effect: E.Effect, card_type: str | None) -> _Ctx:
    if effect.zone in ("hand", "trash"):
        this = "this card"
    elif card_type is not None:
        this = _word(_THIS_NOUN, card_type) if card_type in _THIS_NOUN else f"this {_name(card_type)}"
    else:
        this = "this card" if effect.kind in ("magic", "burst") else "this spirit"
    ctx = _Ctx(this=this)
    if effect.substitute is not None:
        t = effect.timing or _THIS_DESTROYED
        ctx.event = this if t.subject == "this" else "that " + _type_noun(t.filter.types, False)
    elif effect.timing is not None:
        # an event about this card itself names it as this card ("this spirit's BP": BSS01-004)
        ctx.event = this if effect.timing.subject == "this" else _event_noun(effect.timing)
    elif effect.kind == "constant":
        ctx.event = this       # a modifier's target filter reads the event card as its own card (BSS03-014)
    return ctx


_THIS_DESTROYED = E.Trigger(event="destroyed")    # a substitution effect's destruction, unless said


def render_actions(actions: Iterable[Any], card_type: str | None = None) -> str:
    """Directives alone, as a clause ("draw 2 cards"): an option of a `one_of` named to the player
    choosing it."""
    return _directives(actions, _ctx_for(E.Effect(kind="triggered"), card_type))


# ---- card filters -------------------------------------------------------------------------------

_TYPE_WORDS = {"spirit": ("spirit", "spirits"), "nexus": ("nexus", "nexuses"),
               "magic": ("magic card", "magic cards")}


def _type_noun(types: Iterable[str], plural: bool, card_word: bool = False) -> str:
    """'spirit', 'spirits or nexuses', 'magic cards'; `card_word` for cards off the field
    ('spirit card', 'spirit or magic cards')."""
    types = tuple(types)
    if not types:
        return "cards" if plural else "card"
    if card_word:
        words = [t if isinstance(t, str) else _name(t) for t in types]
        return _or(words) + (" cards" if plural else " card")
    words = []
    for t in types:
        pair = _TYPE_WORDS.get(t) if isinstance(t, str) else None
        words.append(pair[1 if plural else 0] if pair else _name(t) + ("s" if plural else ""))
    return _or(words)


def _range(lo: Any, hi: Any, unit: str) -> str:
    """'3000 BP or less', '5 or more', '2 to 4' (unit may be empty)."""
    u = f" {unit}" if unit else ""
    if lo is not None and hi is not None:
        return f"exactly {lo}{u}" if lo == hi else f"{lo} to {hi}{u}"
    if hi is not None:
        return f"{hi}{u} or less"
    return f"{lo}{u} or more"


def _count_range(lo: Any, hi: Any, unit: str) -> str:
    """'exactly 1 core', '2 to 4 symbols', 'at most 2 cores', 'at least 1 symbol'."""
    if lo is not None and hi is not None:
        return f"exactly {_count(lo, unit)}" if lo == hi else f"{lo} to {hi} {unit}s"
    if hi is not None:
        return f"at most {_count(hi, unit)}"
    return f"at least {_count(lo, unit)}"


EVENT_LABEL = {
    "summoned": "when summoned",
    "placed": "when placed",
    "attacks": "when this spirit attacks",
    "blocks": "when this spirit blocks",
    "attacks_or_blocks": "when this spirit attacks or blocks",
    "blocked": "when this spirit is blocked",
    "destroyed": "when destroyed",
    "life_lost": "when life is reduced",
    "step_start": "at the start of a step",
    "battle_end": "when the battle ends",
    "drew": "when cards are drawn",
    "returned": "when returned",
    "exhausted": "when exhausted",
    "summon_effect_resolved": "after a when-summoned effect resolves",
    "magic_resolved": "after a magic effect resolves",
    "crushed": "when Crush discards cards",
    "ascended": "when summoned with Ascend",
    "life_gained": "when life increases",
    "cores_placed": "when cores are placed",
    "reserve_cores": "when cores are placed into a reserve",
    "cores_placed_or_reserve": "when cores are placed onto a card or into a reserve",
    "refreshed": "when refreshed",
    "links": "when this spirit links",
    "milled": "when cards are discarded from a deck",
    "to_trash": "when cards go to the trash",
    "attack_step_ended": "when an effect ends the attack step",
    "awaken_emptied": "when Awaken takes its last core",
    "burst_activated": "when a burst is activated",
}




def _post(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """What follows the noun: 'not named "X"', 'that cost 2', 'with 3000 BP or less and a soul
    core', in that order."""
    front: list[str] = []
    if f.name_not is not None:
        front.append(f'not named "{f.name_not}"')
    if f.cost_min is not None or f.cost_max is not None:
        verb = "cost" if plural else "costs"
        if f.cost_min is not None and f.cost_min == f.cost_max:
            front.append(f"that {verb} {f.cost_min}")
        else:
            front.append(f"that {verb} {_range(f.cost_min, f.cost_max, '')}")
    withs: list[str] = []
    if f.keyword is not None:
        withs.append(_name(f.keyword))
    if f.keyword_not is not None:
        front.append(f"{'that do' if plural else 'that does'} not have {_name(f.keyword_not)}")
    if f.name_contains is not None:
        withs.append(f'"{f.name_contains}" in {"their names" if plural else "its name"}')
    if f.cost_as_event:
        withs.append(f"the same cost as {ctx.event}")
    if f.cost_as_yours:
        withs.append("the same cost as one of your spirits")
    if f.cost_as_life:
        withs.append("a cost equal to your life total")
    if f.colours_in_event_armor:
        armour_of = {"it": "its", "them": "their"}.get(ctx.event, f"{ctx.event}'s")
        withs.append(f"a colour named by {armour_of} Armor")
    if f.families_as_those:
        front.append(f"that {'share' if plural else 'shares'} a spirit type with it (it included)")
    if f.cost_as_those:
        withs.append(f"the same cost as {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.cost_at_most_those:
        withs.append(f"a cost equal to or less than {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.bp_at_most_those:
        withs.append(f"BP equal to or less than {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.cost_above_those:
        front.append(f"that {'cost' if plural else 'costs'} more than {'those cards' if ctx.plural else 'that card'}")
    if f.cost_below_event:
        front.append(f"that {'cost' if plural else 'costs'} less than {ctx.event}")
    if f.attacking is False:
        front.append(f"that {'are' if plural else 'is'} not attacking")
    if f.blocking is False:
        front.append(f"that {'are' if plural else 'is'} not blocking")
    if f.bp_min is not None or f.bp_max is not None:
        withs.append(_range(f.bp_min, f.bp_max, "BP"))
    if f.bp_vs_event == "at_most" and f.bp_margin:
        withs.append(f"BP lower than {ctx.event}'s by {f.bp_margin} or more")
    elif f.bp_vs_event == "at_most":
        withs.append(f"BP equal to or less than {ctx.event}'s")
    elif f.bp_vs_event == "equal":
        withs.append(f"the same BP as {ctx.event}")
    elif f.bp_vs_event == "below" and f.bp_margin:
        withs.append(f"BP lower than {ctx.event}'s by more than {f.bp_margin}")
    elif f.bp_vs_event == "below":
        withs.append(f"less BP than {ctx.event}")
    if f.cost_top is not None:
        among = {"you": "your spirits", "opponent": "your opponent's spirits"}.get(f.cost_top, "all spirits")
        withs.append(f"the highest cost among {among}")
    if f.cost_lowest is not None:
        among = {"you": "your spirits", "opponent": "your opponent's spirits"}.get(f.cost_lowest, "all spirits")
        withs.append(f"the lowest cost among {among}")
    if f.bp_above is not None:
        whose = {"you": "each of your other spirits", "opponent": "each of your opponent's spirits"}
        withs.append(f"more BP than {whose.get(f.bp_above, 'any other spirit')}")
    if f.cores_min is not None or f.cores_max is not None:
        withs.append(_count_range(f.cores_min, f.cores_max, "core"))
    if f.symbols_min is not None or f.symbols_max is not None:
        withs.append(_count_range(f.symbols_min, f.symbols_max, "symbol"))
    if f.soul_core is True:
        withs.append("a soul core")
    elif f.soul_core is False:
        withs.append("no soul core")
    if f.has_effects is False:
        withs.append("no effects")
    elif f.has_effects is True:
        withs.append("effects")
    if f.has_timing is not None:
        withs.append(f'a "{_word(EVENT_LABEL, f.has_timing)}" effect')
    if f.has_timing_not is not None:
        withs.append(f'no "{_word(EVENT_LABEL, f.has_timing_not)}" effect')
    if withs:
        front.append("with " + _and(withs))
    return " ".join(front)


def _noun(f: E.CardFilter, ctx: _Ctx, plural: bool, card_word: bool = False,
          default_types: tuple[str, ...] = ()) -> str:
    """The cards a filter describes, without side or quantity: 'exhausted red spirits with
    3000 BP or less'."""
    if f.only_this:
        return ctx.this
    adjs: list[str] = []
    if f.other:
        adjs.append("other")
    if f.exhausted is True:
        adjs.append("exhausted")
    elif f.exhausted is False:
        adjs.append("refreshed")
    if f.attacking is True:
        adjs.append("attacking")
    if f.blocking is True:
        adjs.append("blocking")
    if f.blocked is True:
        adjs.append("blocked")
    elif f.blocked is False:
        adjs.append("unblocked")
    if f.linked is True:
        adjs.append("linked")
    elif f.linked is False:
        adjs.append("unlinked")
    if f.level_min is not None:
        # "LV2 spirits" (both ends given), "LV2-or-higher spirits"
        adjs.append(f"LV{f.level_min}" if f.level_max == f.level_min else
                    f"LV{f.level_min}-or-higher" if f.level_max is None else f"LV{f.level_min}-to-LV{f.level_max}")
    elif f.level_max is not None:
        # "LV1 spirits"; 0 is a card whose cores fell below its LV1 cost
        adjs.append("below-LV1" if f.level_max <= 0 else "LV1" if f.level_max == 1 else f"LV1-to-LV{f.level_max}")
    if f.multicolour is True:
        adjs.append("multicolour")
    elif f.multicolour is False:
        adjs.append("single-colour")
    if f.colours:
        adjs.append(_or(_name(c) for c in f.colours))
    if f.colours_not:
        adjs.append("non-" + _or(_name(c) for c in f.colours_not))
    if f.families:
        adjs.append(_or(f.families))
    if f.families_not:
        adjs.append("non-" + _or(f.families_not))
    noun = _type_noun(f.types or default_types, plural, card_word)
    post = _post(f, ctx, plural)
    return " ".join(adjs + [noun] + ([post] if post else []))


def _side_group(f: E.CardFilter, ctx: _Ctx, quantity: str, default_types: tuple[str, ...] = (),
                singular_when_any: bool = False, this_first: bool = False) -> str:
    """'1 of your opponent's spirits', 'all of your spirits', 'one of your nexuses'; with side
    "any": 'a spirit' / 'all spirits'."""
    if f.only_this:
        return ctx.this
    if f.side == "you":
        text = f"{quantity} of your {_noun(f, ctx, True, default_types=default_types)}"
    elif f.side == "opponent":
        text = f"{quantity} of your opponent's {_noun(f, ctx, True, default_types=default_types)}"
    else:
        if f.side != "any":
            quantity = f"{quantity} of {_name(f.side)}'s"
        if singular_when_any:
            noun = _noun(f, ctx, False, default_types=default_types)
            text = _a(noun) if quantity == "one" else f"{quantity} {noun}"
        else:
            text = f"{quantity} {_noun(f, ctx, True, default_types=default_types)}"
    if f.or_this:
        text = f"{ctx.this} or {text}" if this_first else f"{text} or {ctx.this}"
    return text


def _each(f: E.CardFilter, ctx: _Ctx) -> str:
    """'of your green spirits', 'of your opponent's spirits', 'green spirit' (after 'for each')."""
    if f.side == "you":
        text = f"of your {_noun(f, ctx, True)}"
    elif f.side == "opponent":
        text = f"of your opponent's {_noun(f, ctx, True)}"
    else:
        text = _noun(f, ctx, False)
    if f.or_this:
        text += f" (counting {ctx.this})"
    return text


def _one_of(f: E.CardFilter, ctx: _Ctx, default_types: tuple[str, ...] = ()) -> str:
    """'one of your red spirits', 'one of your opponent's spirits', 'a spirit'."""
    return _side_group(f, ctx, "one", default_types, singular_when_any=True, this_first=True)


def _this_as(ctx: _Ctx, f: E.CardFilter) -> str:
    """The effect's own card, with a filter it must match (rare)."""
    if f == E.CardFilter():
        return ctx.this
    return f"{ctx.this} (if it is {_a(_noun(f, ctx, False))})"


# ---- targets ----------------------------------------------------------------------------------

_QUANTITY = {"exact": "{n}", "up_to": "up to {n}", "any_number": "any number"}


def _select(t: E.SelectTarget, ctx: _Ctx) -> tuple[str, bool]:
    """'1 of your opponent's spirits with 3000 BP or less' and whether it is plural."""
    singular = t.count == 1 and t.mode in ("exact", "up_to")
    n = t.count.times if isinstance(t.count, E.Count) else t.count
    quantity = _word(_QUANTITY, t.mode).replace("{n}", str(n))

    def group(f: E.CardFilter) -> str:
        if t.zone == "field":
            if f.side == "any":
                text = f"{quantity} {_noun(f, ctx, False)}" if singular else \
                    f"{quantity}{' of' if t.mode == 'any_number' else ''} {_noun(f, ctx, True)}"
                if f.or_this:
                    text += f" or {ctx.this}"
                return text
            return _side_group(f, ctx, quantity)
        owner = "your opponent's" if f.side == "opponent" else "your"
        q = quantity + (" of" if t.mode == "any_number" else "")
        if t.zone == "those":         # among the previous directive's cards (CB01-045)
            return f"{q} {_noun(f, ctx, not singular, card_word=True)} from among them"
        text = f"{q} {_noun(f, ctx, not singular, card_word=True)} from {owner} {_name(t.zone)}"
        if f.or_this:
            text += f" or {ctx.this}"
        return text

    text = group(t.filter)
    if t.distinct_names:
        text += " with different names"
    if t.alt is not None:
        text += ", or " + group(t.alt)
    totals = []
    if t.total_cost_max is not None:
        totals.append(f"a combined total cost of {t.total_cost_max} or less")
    if t.total_bp_max is not None:
        totals.append(f"a combined total of {t.total_bp_max} BP or less")
    if totals:
        text += " with " + _and(totals)
    if isinstance(t.count, E.Count):
        text += " for each " + _each_of(t.count, ctx)
    if t.alt is not None:
        text += ","      # "select X, or Y, and destroy it"
    return text, not singular


def _all(f: E.CardFilter, ctx: _Ctx) -> str:
    if f.side == "you":
        text = f"all of your {_noun(f, ctx, True)}"
    elif f.side == "opponent":
        text = f"all of your opponent's {_noun(f, ctx, True)}"
    elif f.side == "any":
        text = f"all {_noun(f, ctx, True)}"
    else:
        text = f"all of {_name(f.side)}'s {_noun(f, ctx, True)}"
    if f.or_this:
        text += f" and {ctx.this}"
    return text


def _all_of(t: E.AllTarget, ctx: _Ctx) -> str:
    """'all of your spirits with Luster and all of your spirits with Blessed' (each card once)."""
    if t.zone != "field":        # every matching card of a trash or hand
        owner = "your opponent's" if t.filter.side == "opponent" else "your"
        return f"all {_noun(t.filter, ctx, True, card_word=True)} from {owner} {_name(t.zone)}"
    text = _all(t.filter, ctx)
    return text if t.alt is None else f"{text} and {_all(t.alt, ctx)}"


_BATTLE = {"attacker": "the attacking spirit", "blocker": "the blocking spirit", "linked": "the spirit it is linked to"}


def _target(t: Any, ctx: _Ctx) -> tuple[str, bool, bool]:
    """(phrase, plural, needs 'select ... and'); remembers the targets for a later 'it'/'them'."""
    kind = getattr(t, "kind", None)
    if kind == "select":
        phrase, plural = _select(t, ctx)
        ctx.plural = plural
        return phrase, plural, True
    if kind == "all":
        phrase = _all_of(t, ctx)     # before 'them' takes its meaning: its filter may name the cards before
        ctx.plural = True
        return phrase, True, False
    if kind == "those":
        if t.chosen:          # the cards chosen before the directives since (BSS04-086)
            return ("the chosen cards" if ctx.plural else "the chosen card"), ctx.plural, False
        if t.changed:       # 1-3-2-1: a card the previous directive left as it was is not among them
            return ("the ones" if ctx.plural else "the one") + f" {ctx.done} by this effect", ctx.plural, False
        return ctx.pronoun(), ctx.plural, False
    ctx.plural = False
    if kind == "this":
        return ctx.this, False, False
    if kind == "event_card":
        return ctx.event, False, False
    if kind in _BATTLE:
        return _BATTLE[kind], False, False
    return f"the {_name(kind)}" if kind is not None else "the target", False, False


def _apply(t: Any, ctx: _Ctx, verb: Callable[[str, bool], str]) -> str:
    """'select X and destroy it' / 'destroy all of ...'; `verb(object, plural)` builds the rest."""
    phrase, plural, selects = _target(t, ctx)
    if selects:
        return _selecting(t, phrase, verb('them' if plural else 'it', plural))
    return verb(phrase, plural)


def _watch(act: E.Watch, ctx: _Ctx) -> str:
    """'during this turn, when one of your Dragonoid spirits ...: draw 1 card'; with the cards it
    watches: 'select 1 of your opponent's spirits; during this turn, if it attacks: ...'."""
    lasting = _word(_DURATION, act.duration)
    timing = act.timing
    if timing is None:           # a constant effect on the cards of the hand (BSS01-117) or the field (BSS05-062)
        if act.next_only:        # the next card it applies to, then it ends (BSS03-036, BSS04-005)
            return "; ".join(_next_hand_cost(m, ctx) for m in act.modifiers) + f" {lasting}"
        return f"{lasting}, " + "; ".join(_hand_cost(m, ctx) if m.what in ("cost", "cost_set", "additional_cost")
                                          else _modifier(m, ctx)
                                          for m in act.modifiers)

    def clause(it: str, plural: bool) -> str:
        inner = replace(ctx, event=it, plural=plural)
        done = _directives(act.actions, inner, act.optional)
        if timing.event == "battle_end" and act.duration == "battle":   # a delayed effect (BSS01-106)
            return f"{done} when this battle ends"
        when = _trigger(timing, inner)
        if act.once:          # "the next time ..." (PR-057)
            return f"{lasting}, the next time {when.removeprefix('when ')}: {done}"
        return f"{lasting}, {when}: {done}"
    if act.target is None:
        return clause(ctx.event, False)
    phrase, plural, selects = _target(act.target, ctx)
    if selects:
        return _selecting(act.target, phrase, clause("it", plural))
    return clause(phrase.replace("all of ", "one of ", 1), False) if plural else clause(phrase, False)


def _hand_cost(m: E.Modifier, ctx: _Ctx) -> str:
    """'each Star Dragon spirit card in your hand costs the number of cores in your life'."""
    f = m.target.filter if isinstance(m.target, E.AllTarget) else E.CardFilter()
    if m.what in ("cost", "additional_cost"):     # that much more, as a constant effect says it (BSS05-100)
        return _hand_cost_change(m, f, ctx)
    noun = _area_noun(f.model_copy(update={"side": "any"}), ctx, False)
    return f"each {noun} in your hand costs {_hand_cost_amount(m, ctx)}"


def _hand_cost_amount(m: E.Modifier, ctx: _Ctx) -> str:
    """'1 less' for a change ("cost"), 'your life total' for a new cost ("cost_set")."""
    return _cost_change(m.amount, ctx) if m.what == "cost" else _number(m.amount, ctx)


def _cost_change(a: Any, ctx: _Ctx) -> str:
    """'1 less', '2 more'."""
    if isinstance(a, int):
        return f"{abs(a)} {'less' if a < 0 else 'more'}"
    return f"{_number(a, ctx)} more"


def _next_hand_cost(m: E.Modifier, ctx: _Ctx) -> str:
    """'the next yellow magic card you use from your hand costs 1 less' (BSS03-036)."""
    f = m.target.filter if isinstance(m.target, E.AllTarget) else E.CardFilter()
    noun = _area_noun(f.model_copy(update={"side": "any"}), ctx, False)
    verb = "use" if f.types == ("magic",) else "play"
    return f"the next {noun} you {verb} from your hand costs {_hand_cost_amount(m, ctx)}"


def _selecting(t: E.Target, phrase: str, rest: str) -> str:
    """'select X and destroy it'; chosen by the opponent: 'your opponent selects 1 of their
    spirits; destroy it'."""
    if isinstance(t, E.SelectTarget) and not t.selects:    # Armor does not stop it (BSS02-127)
        return f"pick {phrase} (not a selection) and {rest}"
    if not isinstance(t, E.SelectTarget) or t.chooser == "you":
        return f"select {phrase} and {rest}"
    theirs = phrase.replace("your opponent's", "their").rstrip(",")
    return f"your opponent selects {theirs}; {rest}"


# ---- conditions -------------------------------------------------------------------------------

def _condition(c: Any, ctx: _Ctx) -> str:
    """'this spirit has a soul core on it', 'you have at least 2 red spirits', 'A and B', ..."""
    test = getattr(c, "test", None)
    if test == "this":
        return _this_is(c.filter, ctx)
    if test == "those":
        if c.changed:        # 1-3-2-1: among the cards the previous directive changed
            return f"this effect {ctx.done} " + ("them" if ctx.plural else "it") \
                + ("" if c.filter == E.CardFilter() else f" and {_those_are(c.filter, ctx)}")
        return _those_are(c.filter, ctx)
    if test == "event":
        return _this_is(c.filter, replace(ctx, this=ctx.event or "the card of the event"))
    if test == "count":
        return _count_is(c, ctx)
    if test == "during":
        return _word(_NOW, c.period).replace("{this}", ctx.this)
    if test == "all":
        return _and(_condition(one, ctx) for one in c.of) or "nothing stops it"
    if test == "any":
        return _or(_condition(one, ctx) for one in c.of) or "nothing stops it"
    if test == "soul_core_paid":
        return "the soul core was among the cores paid for this card"
    if test == "soul_core_moved":
        return "the soul core was among the cores moved by this effect"
    if test == "not":
        if getattr(c.of, "test", None) == "soul_core_paid":
            return "the soul core was not among the cores paid for this card"
        if getattr(c.of, "test", None) == "those" and c.of.filter not in (E.CardFilter(), E.CardFilter(level_max=0)):
            noun = _a(_noun(c.of.filter, ctx, False, card_word=True))
            return f"none of them is {noun}" if ctx.plural else f"it is not {noun}"
        fewer = _fewer(c.of, ctx) if getattr(c.of, "test", None) == "count" else None
        return fewer or f"it is not the case that {_condition(c.of, ctx)}"
    return _name(test) if test is not None else "nothing stops it"


# "it is your turn": a period of the `during` vocabulary as a condition
_NOW = {
    "always": "it is any moment",
    "your_turn": "it is your turn",
    "opponent_turn": "it is your opponent's turn",
    "your_attack_step": "it is your attack step",
    "opponent_attack_step": "it is your opponent's attack step",
    "either_attack_step": "it is an attack step",
    "your_main_step": "it is your main step",
    "attacking": "{this} is attacking",
    "blocking": "{this} is blocking",
    "attacking_or_blocking": "{this} is attacking or blocking",
    "linked": "{this} is linked to a spirit by Link",
}


def _this_is(f: E.CardFilter, ctx: _Ctx) -> str:
    """'this spirit has a soul core on it', 'this spirit is refreshed', 'this spirit is a ...'."""
    parts: list[str] = []
    if f.soul_core is not None:
        parts.append(f"{ctx.this} has {'a' if f.soul_core else 'no'} soul core on it")
    if f.exhausted is not None:
        parts.append(f"{ctx.this} is {'exhausted' if f.exhausted else 'refreshed'}")
    if f.bp_min is not None and f.bp_max is None:          # PR-011: "if this spirit has 10000 or more BP"
        parts.append(f"{ctx.this} has {f.bp_min} BP or more")
    rest = f.model_copy(update={"soul_core": None, "exhausted": None,
                                "bp_min": None if f.bp_max is None else f.bp_min})
    if rest != E.CardFilter() or not parts:
        parts.append(f"{ctx.this} is {_a(_noun(rest, ctx, False))}")
    return _and(parts)


def _those_are(f: E.CardFilter, ctx: _Ctx) -> str:
    """'it fell below LV1' (a level of 0 at most: 9-3-2-1), 'one of them is a ...'."""
    if f == E.CardFilter(level_max=0):
        return "they fell below LV1" if ctx.plural else "it fell below LV1"
    if f == E.CardFilter():          # any card at all: the previous directive did something
        return "you do"
    who = "one of them" if ctx.plural else "it"
    if f.side in ("you", "opponent"):     # whose card it is (BSS03-124: "one of your spirits with Curse")
        whose = "your" if f.side == "you" else "your opponent's"
        return f"{who} is one of {whose} {_noun(f.model_copy(update={'side': 'any'}), ctx, True)}"
    return f"{who} is {_a(_noun(f, ctx, False))}"


def _number(a: Any, ctx: _Ctx) -> str:
    """An amount where a plain number stands: '5', 'the number of cards in your hand'."""
    if isinstance(a, int) or not isinstance(a, E.Count):
        return str(a)
    times = "" if a.times == 1 else f"{a.times} times "
    return f"{times}the number of {_counted(a, ctx, True)}"


_AREA_OF = {"hand": "hand", "trash": "trash"}


def _counted(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    """What a count counts: 'your green spirits', 'cards in your hand', ..."""
    whose = "your" if c.player == "you" else "your opponent's"
    if c.of == "cards":
        f = c.filter
        noun = _noun(f, ctx, plural)
        return {"you": f"your {noun}", "opponent": f"your opponent's {noun}"}.get(f.side, noun)
    if c.of in _AREA_OF:
        return f"{_area_noun(c.filter, ctx, plural)} in {whose} {_AREA_OF[c.of]}"
    if c.of == "life":
        return f"{'cores' if plural else 'core'} in {whose} life"
    if c.of == "life_lost":
        who = "you" if c.player == "you" else "your opponent"
        return f"{'cores' if plural else 'core'} of life {who} lost during this turn"
    if c.of == "attacks":
        return f"{'attacks' if plural else 'attack'} of this turn so far"
    if c.of == "event_cores":
        return f"{'cores' if plural else 'core'} {ctx.event} had"
    if c.of == "symbols":
        f = c.filter
        cols = _or(_name(x) for x in f.colours)
        whose = {"you": "your ", "opponent": "your opponent's "}.get(f.side, "")
        cards = _noun(f.model_copy(update={"colours": (), "side": "any"}), ctx, True, default_types=("card",))
        kind = f"{cols} symbol" if cols else "symbol"
        return f"{kind}{'s' if plural else ''} on {whose}{cards}" if f.model_copy(
            update={"colours": (), "side": "any"}) != E.CardFilter() else f"{kind}{'s' if plural else ''} {whose}field has"
    if c.of == "event_symbols":
        return f"symbol{'s' if plural else ''} on {ctx.event}"
    if c.of == "event_keyword":
        return f"{'points' if plural else 'point'} of the number of {ctx.event}'s {c.filter.keyword or 'keyword'}"
    if c.of == "burst":
        return f"{'bursts' if plural else 'burst'} {whose} {'have' if plural else 'has'} set"
    if c.of == "burst_cost":
        who = "you have" if c.player == "you" else "your opponent has"
        return f"{'points' if plural else 'point'} of cost of the burst card {who} set"
    if c.of == "costs":
        group = _counted(c.model_copy(update={"of": "cards"}), ctx, True)
        return f"different {'costs' if plural else 'cost'} among {group}"
    if c.of == "trash_cores":
        return f"{'cores' if plural else 'core'} in {whose} trash"
    if c.of == "symbol_colours":
        group = _counted(c.model_copy(update={"of": "cards"}), ctx, True)
        return f"different {'colours' if plural else 'colour'} among the symbols of {group}"
    if c.of == "own_cores":        # each card's own cores (a modifier reads them card by card)
        return f"{'cores' if plural else 'core'} on it"
    if c.of == "own_symbols":      # each card's own symbols, as own_cores
        return f"{'symbols' if plural else 'symbol'} it has"
    if c.of == "those":
        return _those_counted(c.filter, ctx, plural) + (f" {ctx.done} by this effect" if c.changed else "")
    if c.of == "those_cost":
        return f"{'points' if plural else 'point'} of cost among those cards"
    if c.of == "those_names":
        return f"different card {'names' if plural else 'name'} among {_those_counted(c.filter, ctx, True).removeprefix('of ')}"
    if c.of == "destroyed":
        return f"{whose} {'spirits' if plural else 'spirit'} destroyed during this turn"
    if c.of == "magic_used":
        return f"magic {'cards' if plural else 'card'} {'you' if c.player == 'you' else 'your opponent'} used during this turn"
    if c.of == "drawn":
        who = "you" if c.player == "you" else "your opponent"
        return f"{'cards' if plural else 'card'} {who} drew by {'your' if c.player == 'you' else 'their'} own effects during this turn"
    return _name(c.of)


def _those_counted(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """The previous directive's cards: 'spirit card among them', 'of them that fell below LV1'."""
    rest = f.model_copy(update={"level_max": None})
    if rest == E.CardFilter():
        noun = "of them" if f.level_max == 0 else "of those cards"
    else:
        noun = f"{_area_noun(rest, ctx, plural)} among them"
    return f"{noun} that fell below LV1" if f.level_max == 0 else noun


def _area_noun(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """The cards counted in a hand or trash: 'cards', or by the filter ('spirit cards with ...')."""
    if f == E.CardFilter():
        return "cards" if plural else "card"
    return _noun(f, ctx, plural, card_word=True)


def _each_of(c: E.Count, ctx: _Ctx) -> str:
    """After 'for each': 'of your green spirits', 'nexus', 'card in your hand'."""
    if c.of == "cards":
        return _each(c.filter, ctx)
    return _counted(c, ctx, False)


def _how_many(a: Any, noun: str, ctx: _Ctx, nouns: str | None = None) -> str:
    """'2 cards', '1 card for each of your nexuses'."""
    if isinstance(a, E.Count):
        return f"{_count(a.times, noun, nouns)} for each {_each_of(a, ctx)}"
    return _count(a, noun, nouns)


def _bp_amount(a: Any, ctx: _Ctx) -> str:
    """'+3000 BP', '+1000 BP for each of your green spirits'."""
    if isinstance(a, E.Count):
        return f"{_signed(a.times)} BP for each {_each_of(a, ctx)}"
    return f"{_signed(a)} BP"


def _count_is(c: E.CountIs, ctx: _Ctx) -> str:
    count = c.count
    lo, hi = c.at_least, c.at_most
    if lo is None and hi is None:
        lo = 1
    if count.of == "those_names" and hi is None and lo == E.Count(of="those", filter=count.filter):   # PR-072
        return "no two of them share a card name"
    if count.of == "cards" and lo is None and isinstance(hi, E.Count) and _narrower(count.filter, hi):
        return f"{_counted(count, ctx, True)} are all {_noun(hi.filter, ctx, True)}"
    if count.of == "cards":
        return _cards_condition(count.filter, lo, hi, ctx)
    whose, has = ("you", "have") if count.player == "you" else ("your opponent", "has")
    their = "your" if count.player == "you" else "their"
    if count.of in _AREA_OF:
        if lo == 1 and hi is None and count.filter != E.CardFilter():
            return f"{_a(_area_noun(count.filter, ctx, False))} is in {their} {_AREA_OF[count.of]}"
        return (f"{whose} {has} {_bounds(lo, hi, ctx)} {_area_noun(count.filter, ctx, True)} in {their} "
                f"{_AREA_OF[count.of]}")
    if count.of == "life":
        return f"{whose} {has} {_bounds(lo, hi, ctx)} life"
    if count.of == "life_lost":
        life = "your life" if count.player == "you" else "your opponent's life"
        if hi == 0 and lo is None:
            return f"{life} was not reduced during this turn"
        if lo == 1 and hi is None:
            return f"{life} was reduced during this turn"
        return f"{life} was reduced by {_bounds(lo, hi, ctx)} during this turn"
    if count.of == "destroyed" and lo == 1 and hi is None:
        owner = "your" if count.player == "you" else "your opponent's"
        return f"one or more of {owner} spirits have been destroyed during this turn"
    if count.of == "destroyed" and lo is None and hi == 0:
        owner = "your" if count.player == "you" else "your opponent's"
        return f"none of {owner} spirits has been destroyed during this turn"
    if count.of == "burst" and lo == 1 and hi is None:
        return f"{whose} {has} a burst set"
    if count.of == "drawn" and lo == 1 and hi is None:        # BSS03-056
        who = "you" if count.player == "you" else "they"
        return f"{whose} {has} drawn a card by an effect {who} control during this turn"
    if count.of == "magic_used" and lo is None and hi == 0:
        return f"{whose} {has} not used a magic card yet during this turn"
    if count.of == "attacks" and lo == 1 and hi == 1:
        return "this battle is the first attack of the turn"
    if count.of == "symbols" and count.player == "you" and count.filter.side == "you" and hi is None:
        cols = _or(_name(c) for c in count.filter.colours)      # EX01-006: "three or more red symbols"
        rest = count.filter.model_copy(update={"colours": (), "side": "any"})
        where = "on your field" if rest == E.CardFilter() else f"on your {_noun(rest, ctx, True)}"
        return f"you have {_bounds(lo, hi, ctx)} {cols + ' ' if cols else ''}symbols {where}"
    if count.of == "costs" and lo is None and hi == 1:
        group = _counted(count.model_copy(update={"of": "cards"}), ctx, True)
        return f"all {group.removeprefix('your ') + ' on your field' if group.startswith('your ') else group} cost the same"
    return f"the number of {_counted(count, ctx, True)} is {_bounds(lo, hi, ctx)}"


def _fewer(c: E.CountIs, ctx: _Ctx) -> str | None:
    """A player's count not reaching the same count of the other player, said as a comparison
    ("you have fewer cards in your hand than your opponent has": BSS02-044); None for others."""
    count, lo = c.count, c.at_least
    if (c.at_most is not None or not isinstance(lo, E.Count) or lo.of != count.of or lo.player == count.player
            or lo.filter != count.filter or lo.times != count.times):
        return None
    whose, has = ("you", "have") if count.player == "you" else ("your opponent", "has")
    other = "your opponent has" if count.player == "you" else "you have"
    if count.of == "life":
        return f"{whose} {has} less life than {other}"
    if count.of in _AREA_OF:
        their = "your" if count.player == "you" else "their"
        return (f"{whose} {has} fewer {_area_noun(count.filter, ctx, True)} in {their} {_AREA_OF[count.of]} "
                f"than {other}")
    return None


def _narrower(f: E.CardFilter, hi: E.Count) -> bool:
    """Whether `hi` counts the cards of `f` that also belong to some families: then "no more of
    them than of those" means every one of them is of those families (BSS01-007)."""
    return hi.of == "cards" and bool(hi.filter.families) and not f.families and \
        hi.filter.model_copy(update={"families": ()}) == f


def _bounds(lo: Any, hi: Any, ctx: _Ctx) -> str:
    """'10 or more', '5 or fewer', 'between 2 and 4', 'exactly 1'."""
    if lo is not None and hi is not None:
        return f"exactly {_number(lo, ctx)}" if lo == hi else f"between {_number(lo, ctx)} and {_number(hi, ctx)}"
    if hi is not None:
        return f"{_number(hi, ctx)} or fewer"
    return f"{_number(lo, ctx)} or more"


def _cards_condition(f: E.CardFilter, lo: Any, hi: Any, ctx: _Ctx) -> str:
    """'you have at least 2 red spirits', 'your opponent has no spirits', 'there is ...'."""
    if lo is None and isinstance(hi, E.Count) and hi.of == "cards" and hi.filter.side == f.side != "any":
        # a count against a count of the same side's cards: "no more spirits than yellow spirits"
        who = "you have" if f.side == "you" else "your opponent has"
        return f"{who} no more {_noun(f, ctx, True)} than {_noun(hi.filter, ctx, True)}"
    if hi == 0:
        quantity, n = "no", 0
    elif lo is not None and hi is not None:
        quantity, n = (f"exactly {_number(lo, ctx)}", lo) if lo == hi else \
            (f"between {_number(lo, ctx)} and {_number(hi, ctx)}", hi)
    elif lo is not None:
        quantity, n = f"at least {_number(lo, ctx)}", lo
    else:
        quantity, n = f"at most {_number(hi, ctx)}", hi
    noun = _noun(f, ctx, n != 1)
    if f.or_this:
        noun += f" (counting {ctx.this})"
    if f.side == "you":
        return f"you have {quantity} {noun}"
    if f.side == "opponent":
        return f"your opponent has {quantity} {noun}"
    return f"there {'is' if n == 1 else 'are'} {quantity} {noun} on the field"


# ---- directives ---------------------------------------------------------------------------------

_CORE_OWNER = {"you": "your", "opponent": "your opponent's", "owner": "its owner's",
               "each": "each player's"}


def _cores(act: E.MoveCores, ctx: _Ctx) -> str:
    count = act.count
    if act.leave is not None:
        text = ("up to " if act.up_to else "") + f"all but {_count(act.leave, 'core')}"
    elif count == "all":
        text = "any number of cores" if act.up_to else "all cores"
    elif count == "all_but_one":
        text = ("up to " if act.up_to else "") + "all but 1 core"
    elif isinstance(count, E.Count) and count.of == "event_cores" and count.times == 1:
        text = ("up to " if act.up_to else "") + f"as many cores as {ctx.event} had"
    elif isinstance(count, E.Count) and count.of == "event_keyword" and count.times == 1:
        text = ("up to " if act.up_to else "") + f"as many cores as {ctx.event}'s {count.filter.keyword or 'keyword'} number"
    elif isinstance(count, E.Count) and act.ordinary:     # "2 cores that are not the soul core for each ..."
        cores = _count(count.times, "core") + " that " + ("is" if count.times == 1 else "are") + " not the soul core"
        return ("up to " if act.up_to else "") + f"{cores} for each {_each_of(count, ctx)}"
    elif isinstance(count, (int, E.Count)):
        text = ("up to " if act.up_to else "") + _how_many(count, "core", ctx)
    else:
        text = ("up to " if act.up_to else "") + f"{_name(count)} cores"
    if act.soul and act.source == "card":       # named off a card, the soul core is moved first (BSS05-089)
        text = "the soul core" if count == 1 else text + ", the soul core first"
    elif act.soul:
        text += " (possibly the soul core)" if count == 1 else " (the soul core may be among them)"
    if act.ordinary:
        text += " that " + ("is" if count == 1 else "are") + " not the soul core"
    return text


def _area(place: Any, owner: str) -> str:
    if place == "void":
        return "the void"
    return f"{owner} {_name(place)}"


def _move_cores(act: E.MoveCores, ctx: _Ctx) -> str:
    cores = _cores(act, ctx)
    side = _word(_CORE_OWNER, act.side)
    if act.until is not None and act.source != "card" and act.dest != "card":
        whose = "you have" if act.side != "opponent" else "your opponent has"
        return (f"place cores from {_area(act.source, side)} into {_area(act.dest, side)} until {whose} "
                f"{_count(act.until, 'core') if act.dest != 'life' else f'{act.until} life'}")
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
    if act.side == "each":
        return (f"each player places {cores} from {_area(act.source, 'their')} "
                f"into {_area(act.dest, 'their')}")
    # the second mention of the same player reads "their" / "your"
    again = {"your opponent's": "their", "its owner's": "its owner's"}.get(side, side)
    dest_owner = again if act.source != "void" else side
    return f"place {cores} from {source} into {_area(act.dest, dest_owner)}"


_PROTECT = {"opponent_destroy_effects": "destruction by your opponent's effects",
            "battle": "destruction in battle",
            "opponent_core_removal": "core removal by your opponent's effects",
            "opponent_spirit_destroy_effects": "destruction by the effects of your opponent's spirits",
            "opponent_spirit_select": "selection by the effects of your opponent's spirits"}
_TAKE = {"one": "1 {sing} from among them", "all": "all {pl} among them",
         "up_to_one": "up to 1 {sing} from among them"}
_REST = {"bottom": "on the bottom of your deck", "trash": "into your trash",
         "top": "back on top of your deck"}
_REST_ONE = {"bottom": "put it on the bottom of your deck", "trash": "put it into your trash",
             "top": "leave it on top of your deck"}
_CANNOT = {"attack": "attacking", "block": "blocking", "take_last_life": "reducing your life to 0 by attacking",
           "reduce_life": "reducing life with its attacks"}
_OWNERS_HAND = {False: "its owner's hand", True: "their owners' hands"}
_OWNERS_DECK = {False: "its owner's deck", True: "their owners' decks"}
_OWNERS_TRASH = {False: "its owner's trash", True: "their owners' trashes"}


def _on_field(t: Any) -> bool:
    return getattr(t, "zone", "field") == "field"
_CONTROLLERS = {False: "its controller's", True: "their controllers'"}
_PAY = {"free": "without paying its cost", "reserve": "paying its cost with cores from your reserve only",
        "cost": "paying its cost"}


def _summon_verb(f: E.CardFilter) -> str:
    """A summon directive's verb: a nexus card is placed (10-7), a spirit card summoned (10-6)."""
    if f.types == ("nexus",):
        return "place"
    return "summon or place" if "nexus" in f.types else "summon"


def _those_cost(c: E.Count, ctx: _Ctx) -> str:
    """'the cost of those cards' (a count of "those_cost", BSS04-086)."""
    of = _those_counted(c.filter, ctx, True)
    noun = "those cards" if of == "of those cards" else of
    times = "" if c.times == 1 else f"{c.times} times "
    return f"{times}the total cost of {noun}"


def _player_does(player: Any, verb: str, verb_s: str) -> str:
    if player == "you":
        return verb
    if player == "opponent":
        return f"your opponent {verb_s}"
    return f"{_name(player)} {verb_s}"


def _whose(player: Any) -> str:
    return {"you": "your", "opponent": "your opponent's"}.get(player, f"{_name(player)}'s") \
        if isinstance(player, str) else f"{_name(player)}'s"


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


def _action(act: Any, ctx: _Ctx) -> str:
    """One directive, as a clause starting with a lowercase verb (or a subject)."""
    do = getattr(act, "do", None)
    if do == "watch":
        return _watch(act, ctx)
    if do == "attack_spirit":
        return _apply(act.target, ctx, lambda o, p: f"make the attack against {o}: {'they block' if p else 'it blocks'} "
                      "the attacking spirit at once, even exhausted, unless unable to block it")
    if do == "draw":
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
    if do == "discard":
        cards = _how_many(act.count, "card", ctx)
        if act.filter != E.CardFilter():       # BSS04-026: "a Voidlord, Familiar or Undead spirit card"
            one = _area_noun(act.filter, ctx, False)
            cards = _how_many(act.count, one, ctx, _area_noun(act.filter, ctx, True))
        hand = isinstance(act.count, E.Count) and act.count.of == "hand" and act.count.times == 1 \
            and act.count.player == act.player and act.count.filter == E.CardFilter()
        if act.up_to:      # "any number": up to the whole hand
            cards = "any number of cards" if hand else f"up to {cards}"
        elif hand:         # BSS04-069: "discard your entire hand"
            return _player_does(act.player, "discard your whole hand", "discards their whole hand")
        if act.both:       # 1-3-4 (BSS01-028)
            return f"both players discard {cards} from their hands, the turn player choosing first"
        return _player_does(act.player, f"discard {cards} from your hand", f"discards {cards} from their hand")
    if do == "reveal_burst":
        who = "you have" if act.player == "you" else "your opponent has"
        return f"reveal the burst card {who} set (it stays set)"
    if do == "mill":
        if isinstance(act.count, E.Count) and act.count.of == "those_cost":
            return (f"discard a number of cards from the top of {_whose(act.player)} deck equal to "
                    f"{_those_cost(act.count, ctx)}")
        if isinstance(act.count, E.Count):
            return f"discard {_how_many(act.count, 'card', ctx)} from the top of {_whose(act.player)} deck"
        top = "the top card" if act.count == 1 else f"the top {act.count} cards"
        return f"discard {top} of {_whose(act.player)} deck"
    if do == "bp":
        amount = f"{_bp_amount(act.amount, ctx)}{_duration(act.duration)}"
        return _apply(act.target, ctx, lambda o, p: f"give {o} {amount}")
    if do == "destroy":
        text = _apply(act.target, ctx, lambda o, p: f"destroy {o}")
        return text + ('; your opponent\'s "when destroyed" effects do not trigger for this destruction'
                       if act.no_when_destroyed else "")
    if do == "exhaust":
        return _apply(act.target, ctx, lambda o, p: f"exhaust {o}")
    if do == "refresh":
        return _apply(act.target, ctx, lambda o, p: f"refresh {o}")
    if do == "return_to_hand":
        return _apply(act.target, ctx, lambda o, p: f"return {o} to {_OWNERS_HAND[p]}")
    if do == "trash_to_hand" and isinstance(act.target, E.EventTarget):
        return f"return {ctx.event} from {_OWNERS_TRASH[False]} to {_OWNERS_HAND[False]}"
    if do == "trash_to_hand" and isinstance(act.target, E.ThisTarget):     # BSS03-126 from the trash, BSS05-121
        return f"return {ctx.this} to your hand"
    if do == "trash_to_hand":
        owner = "your opponent's" if getattr(getattr(act.target, "filter", None), "side", "") == "opponent" \
            else "your"
        return _apply(act.target, ctx, lambda o, p: f"put {o} into {owner} hand")
    if do == "to_deck":
        where = "top or the bottom (as its owner chooses)" if act.where == "either" else act.where
        theirs = getattr(getattr(act.target, "filter", None), "side", "") == "opponent"    # BSS06-101: their trash
        return _apply(act.target, ctx, lambda o, p: f"return {o} to the {where} of "
                      f"{_OWNERS_DECK[p] if _on_field(act.target) else 'your opponent' + chr(39) + 's deck' if theirs else 'your deck'}"
                      f"{' in any order' if p else ''}")
    if do == "move_cores":
        return _move_cores(act, ctx)
    if do == "use_magic":
        return _apply(act.target, ctx, lambda o, p: f"use {o} without paying its cost")
    if do == "pay_cores":
        cores = _how_many(act.count, 'core', ctx)
        return _player_does(act.player, f"pay {cores}", f"pays {cores}")
    if do == "pay_soul_core":
        where = "the void" if act.to == "void" else "your trash"
        if act.from_this:
            return f"send the soul core on {ctx.this} to {where}"
        return f"send your soul core to {where}"
    if do == "cannot":
        what = _word(_CANNOT, act.what)
        return _apply(act.target, ctx, lambda o, p: f"stop {o} from {what}{_duration(act.duration)}")
    if do == "reveal_take":
        return _reveal_take(act, ctx)
    if do == "arrange_top" and act.to == "trash":
        top = f"the top {act.count} cards" if act.count != 1 else "the top card"
        if isinstance(act.count, E.Count):
            top = _how_many(act.count, "card", ctx) + " from the top"
        return (f"view {top} of your deck, discard any number of them and put the rest back on top in "
                "any order")
    if do == "arrange_top":
        if isinstance(act.count, E.Count):
            return (f"view {_how_many(act.count, 'card', ctx)} from the top of your deck, put any number of them "
                    "on the bottom of your deck and the rest back on top in any order")
        if act.count == 1:
            return "view the top card of your deck and put it on the bottom of your deck or back on top"
        look = "reveal" if act.reveal else "view"       # BSS05-039 reveals them (12-2-1)
        return (f"{look} the top {act.count} cards of your deck, put any number of them on the bottom "
                "of your deck and the rest back on top in any order")
    if do == "summon" and act.zone == "deck_top":
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
    if do == "summon" and act.zone == "this":     # the card itself: a burst (BSS03-116), from the hand or trash (CB01-061)
        verb = "place" if "nexus" in act.filter.types else "summon" if "spirit" in act.filter.types else "summon or place"
        exhausted = " exhausted" if act.exhausted else ""
        return f"{verb} {ctx.this}{exhausted} {_word(_PAY, act.pay)}"
    if do == "summon":
        noun = _a(_noun(act.filter, ctx, False, card_word=True, default_types=("spirit",))) \
            if not act.filter.only_this else ctx.this
        exhausted = "; it arrives exhausted" if act.exhausted else ""
        silent = "; its own \"when summoned\" effects do not activate" if act.no_when_summoned else ""
        if act.those:
            pay = _word(_PAY, act.pay).replace("its cost", "their costs") if ctx.plural else _word(_PAY, act.pay)
            return f"{_summon_verb(act.filter)} {'them' if ctx.plural else 'it'} {pay}{exhausted}{silent}"
        may = "you may " if act.may else ""
        return (f"{may}{_summon_verb(act.filter)} {noun} from your {_name(act.zone)} {_word(_PAY, act.pay)}"
                f"{exhausted}{silent}")
    if do == "protect":
        against = _and(_word(_PROTECT, a) for a in act.against) or "nothing"
        return _apply(act.target, ctx, lambda o, p: f"protect {o} from {against}{_duration(act.duration)}")
    if do == "skip_refresh":
        return _apply(act.target, ctx, lambda o, p:
                      f"stop {o} from refreshing in {_CONTROLLERS[p]} next refresh step")
    if do == "max_level":
        stays = f", as long as {ctx.this} stays on the field" if act.while_this else ""
        return _apply(act.target, ctx, lambda o, p:
                      f"treat {o} as being at {'their' if p else 'its'} highest level{_duration(act.duration)}{stays}")
    if do == "block_while_exhausted":
        return _apply(act.target, ctx, lambda o, p: f"{o} can block while exhausted"
                      f"{_duration(act.duration)}")
    if do == "min_level":
        return _apply(act.target, ctx, lambda o, p: f"treat {o} as LV1{_duration(act.duration)}")
    if do == "gain_keyword":
        kw = _keyword_text(act.keyword, act.value, act.colours)
        return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} {kw}{_duration(act.duration)}")
    if do == "gain_symbol":
        gained = _and(_name(c) for c in act.colours)
        word = "symbol" if len(act.colours) == 1 else "symbols"
        return _apply(act.target, ctx, lambda o, p: f"give {o} 1 more {gained} {word}{_duration(act.duration)}"
                      + (" each" if p else ""))
    if do == "attack_first":
        return _apply(act.target, ctx, lambda o, p:
                      f"{o} must be the first spirit to attack this turn if {'they' if p else 'it'} can")
    if do == "reveal_random":
        cards = "a card" if act.count == 1 else f"{act.count} cards"
        return f"select {cards} from {_whose(act.player)} hand at random and reveal {'it' if act.count == 1 else 'them'}"
    if do == "set_symbols":
        counts: dict[str, int] = {}
        for c in act.colours:
            counts[c] = counts.get(c, 0) + 1
        having = _and(f"{_count(n, _name(c) + ' symbol')}" for c, n in counts.items())
        return _apply(act.target, ctx, lambda o, p: f"treat {o} as having {having}{_duration(act.duration)}")
    if do == "use_crush":
        return _apply(act.target, ctx, lambda o, p: f"activate the Crush effect of {o}")
    if do == "link":       # 11-18-1, the link condition not read (BSS06-060)
        return _apply(act.target, ctx, lambda o, p: f"exhaust {o} to link {'them' if p else 'it'} to the attacking "
                      "spirit, whatever the link condition")
    if do == "mill_limit":
        return (f"{_word(_DURATION, act.duration)}, when your opponent's effect discards cards from your deck, "
                f"no more than {_count(act.count, 'card')} {'is' if act.count == 1 else 'are'} discarded")
    if do == "choose_gale":
        return f"{_word(_DURATION, act.duration)}, you choose which spirits your Gale effects exhaust"
    if do == "cost_battle":
        return ("during this turn, the next battle compares the spirits' costs instead of their BP: the spirit "
                "with the higher cost is destroyed, both if their costs are equal")
    if do == "attack_tax":
        return (f"{_word(_DURATION, act.duration)}, your opponent cannot attack with a spirit unless "
                "they place 1 core from it into their reserve")
    if do == "unblockable":
        by = "" if act.blockers is None else " by " + _blockers(act.blockers, ctx)
        return _apply(act.target, ctx, lambda o, p: f"{'they' if o == 'them' else o} cannot be blocked{by}"
                      f"{_duration(act.duration)}")
    if do == "summon_token":
        return _summon_token(act, ctx)
    if do == "feast":
        return _feast(act, ctx)
    if do == "lose_effects":
        return _apply(act.target, ctx, lambda o, p: f"{o} {'lose their' if p else 'loses its'} effects and "
                      f"cannot regain them{_duration(act.duration)}")
    if do == "gain_effect":
        granted = render_effect(act.effect, "spirit").rstrip(".")
        return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} the effect "
                      f"\"{granted}\"{_duration(act.duration)}")
    if do == "end_attack_step":
        return "end the attack step"
    if do == "settle":
        return "those it left below LV1 or at 0 BP are destroyed by this effect at once"
    if do == "gain_family":
        if act.spirit_bp is not None:       # a nexus also a spirit (BSS05-113)
            return _apply(act.target, ctx, lambda o, p: f"treat {o} as if {'they are' if p else 'it is'} also "
                          f"{'' if p else 'a '}{act.family} spirit{'s' if p else ''} with {act.spirit_bp} BP"
                          f"{_duration(act.duration)}")
        return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} the {act.family} family"
                      f"{_duration(act.duration)}")
    if do == "take_selection":
        return (f"the next time your opponent would select a spirit or nexus for the effect of a magic card"
                f"{_duration(act.duration)}, you select it instead")
    if do == "use_effect":
        heading = _word(EVENT_LABEL, act.timing)
        if act.as_its_own:
            return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} once more")
        return _apply(act.target, ctx, lambda o, p: f"use one of the \"{heading}\" effects of {o} as if it were "
                      f"printed on {ctx.this}")
    if do == "chain":
        return (f"Chain ({_name(act.colour)}): if you have a {_name(act.colour)} symbol on your field, "
                + _directives(act.actions, ctx))
    if do == "shield" and act.against == "battle_destruction":      # BSS05-124
        return "neither spirit of this battle is destroyed when the battle is resolved"
    if do == "shield":       # CB01-076
        return f"cards cannot be discarded from your deck{_duration(act.duration)}"
    if do == "one_of":
        return ("your opponent chooses one: " if act.chooser == "opponent" else "choose one: ") + "; or ".join(f"({i}) {_directives(option, ctx)}"
                                             for i, option in enumerate(act.options, 1))
    if do == "choose":
        phrase, _, selects = _target(act.target, ctx)
        text = _selecting(act.target, phrase, "").removesuffix(" and ").removesuffix("; ") if selects \
            else f"choose {phrase}"
        if act.add:          # joined to the cards chosen before: "them" from here on (BSS01-122)
            ctx.plural = True
            return "also " + text
        return text
    return f"do {_name(do)}"


def _blockers(b: E.CardFilter, ctx: _Ctx) -> str:
    """'your opponent's LV2 spirits', 'spirits with effects': who may not block."""
    owner = {"you": "your ", "opponent": "your opponent's "}.get(b.side, "")
    return owner + _noun(b, ctx, True, default_types=("spirit",))


def _token_facts(t: E.Token) -> str:
    symbols = f"symbol: {_and(_name(s) for s in t.symbols)}" if t.symbols else "no symbol"
    return (f"a token spirit: {_and(_name(c) for c in t.colours)}, cost {t.cost}, {_and(t.families)}, "
            f"LV1: {_count(t.cores, 'core')}, {t.bp} BP, {symbols}")


def _feast(act: E.Feast, ctx: _Ctx) -> str:
    """'activate Feast 2 times (...)': what Feast does (11-17-1), with the three tokens' facts."""
    n = act.times
    times = "" if n == 1 else f" {n} times" if isinstance(n, int) else f" {_how_many(n, 'time', ctx)}"
    s, m, big = act.small, act.medium, act.large
    return (f"activate Feast{times} (each time: with no {s.name} or {m.name} of yours on the field, summon a "
            f"{s.name}; otherwise all the cores of one of your {s.name}s or {m.name}s go to your reserve and a "
            f"token one size up is summoned, {s.name} to {m.name}, {m.name} to {big.name}. {s.name}: "
            f"{_token_facts(s)}; {m.name}: {_token_facts(m)}; {big.name}: {_token_facts(big)})")


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


def _directives(actions: Iterable[Any], ctx: _Ctx, optional: bool = False,
                cost: Iterable[Any] = ()) -> str:
    """'you may exhaust this nexus to refresh it, then draw 1 card. Then, if ..., ...'."""
    cost = tuple(cost)
    cost_parts = []
    for act in cost:
        clause = _action(act, ctx)
        when = getattr(act, "when", None)
        if when is not None:
            clause += f" (if {_condition(when, ctx)})"
        cost_parts.append(clause)
    lead = "you may " if optional else ""
    text = ""
    # choosing the event card only names it "it" for what follows (BSS03-131): nothing to say
    rest = [a for a in actions if not (getattr(a, "do", "") == "choose" and isinstance(a.target, E.EventTarget))]
    prev: Any = None
    if cost_parts:
        text = lead + _and(cost_parts)
        if rest and getattr(rest[0], "when", None) is None:
            prev = rest.pop(0)        # what it did is "them" for a test that follows (PR-074: the cards milled)
            ctx.done = _DONE.get(getattr(prev, "do", ""), ctx.done)
            first = _action(prev, ctx)
            if first.startswith("your opponent selects "):      # "... to make your opponent select" (BSS04-022, 120)
                first = "make your opponent select " + first[len("your opponent selects "):]
            # a price paid one of several ways ends its list before what it buys (BSS06-102)
            text += ("; then, for that, " if any(isinstance(a, E.OneOf) for a in cost) else " to ") + first
    for act in rest:
        when = getattr(act, "when", None)
        if isinstance(act, E.Chain):       # 11-15: a follow-up of its own, headed by its colour
            chained = _action(act, ctx)
            if when is not None:
                chained = f"if {_condition(when, ctx)}: {chained}"
            text = chained if not text else f"{text}. {chained}"
        elif when is not None:
            # the cards a discard of several left are "them" (BSS04-069: "if one of them is a Preybird card")
            many = getattr(prev, "do", None) in ("discard", "mill") and getattr(prev, "count", 1) != 1
            cond = _condition(when, replace(ctx, plural=True) if many else ctx)
            if getattr(prev, "do", "") == "summon" and isinstance(when, E.ThoseAre):
                cond = "you do"        # "those" after a summon: the card summoned (BSS05-012)
            clause = _action(act, ctx)
            if not text:
                text = f"if {cond}, {lead}{clause}"
            else:
                text += f". Then, if {cond}, {clause}"
        else:
            clause = _action(act, ctx)
            text = f"{lead}{clause}" if not text else f"{text}, then {clause}"
        prev = act
        ctx.done = _DONE.get(getattr(act, "do", ""), ctx.done)
    return text


_DONE = {"exhaust": "exhausted", "refresh": "refreshed", "destroy": "destroyed", "settle": "destroyed"}


# ---- modifiers (constant effects) ---------------------------------------------------------------

def _keyword_text(name: Any, value: Any = 0, colours: Iterable[str] = ()) -> str:
    """'Crush +2', 'Raid 1', 'Armor: red, white', 'A.T. Field'."""
    text = _name(name) if name is not None else "no keyword"
    if value:
        text += f" {_signed(value)}" if name == "Crush" else f" {value}"
    colours = tuple(colours)
    if colours:
        text += ": " + ", ".join(_name(c) for c in colours)
    return text


def _modifier(m: E.Modifier, ctx: _Ctx) -> str:
    t = m.target
    if isinstance(t, E.AllTarget):
        who, plural = _all_of(t, ctx), True
    elif isinstance(t, E.BattleTarget):
        who, plural = _BATTLE[t.kind], False
    else:
        who, plural = ctx.this, False

    def verb(one: str, many: str) -> str:
        return many if plural else one

    paying = "any card" if m.paying is None else _noun(m.paying, ctx, True, card_word=True)
    if m.from_hand:
        paying += " from your hand"
    what = m.what
    if what == "bp":
        own = isinstance(m.amount, E.Count) and m.amount.of in ("own_cores", "own_symbols")
        each = " each" if plural and own else ""
        return f"{who}{each} {verb('gets', 'get')} {_bp_amount(m.amount, ctx)}"
    if what == "cannot_attack":
        return f"{who} cannot attack"
    if what == "attack_cost":
        return f"{who} cannot attack unless {verb('its', 'their')} controller pays {_count(m.amount, 'core')}"
    if what == "cannot_block":
        return f"{who} cannot block"
    if what == "must_attack":
        return f"{who} must attack if able"
    if what == "keyword":
        value = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{who} {verb('gains', 'gain')} {_keyword_text(m.keyword, value, m.colours)}"
    if what == "unblockable_by":
        if m.blockers is None:
            return f"{who} cannot be blocked"
        b = m.blockers
        owner = {"you": "your ", "opponent": "your opponent's "}.get(b.side, "")
        attacker = replace(ctx, event=verb("it", "them"))     # a BP compared with the attacker's (BSS02-059)
        blockers = owner + _noun(b, attacker, True, default_types=("spirit",))
        if b.or_this:
            blockers += f" or {ctx.this}"
        return f"{who} cannot be blocked by {blockers}"
    if what == "unselectable":
        if m.sources is not None:
            return f"{who} cannot be selected by the effects of your opponent's {_noun(m.sources, ctx, True)}"
        return f"{who} cannot be selected by your opponent's effects"
    if what == "block_while_exhausted":
        against = "" if m.attackers is None else " " + _one_of(m.attackers, ctx, ("spirit",))
        return f"{who} can block{against} while exhausted"
    if what == "indestructible":
        whose = "your opponent's effects" if m.sources is None else \
            f"the effects of your opponent's {_noun(m.sources, ctx, True, card_word=True)}"
        return f"{who} cannot be destroyed by {whose}"
    if what == "battle_indestructible":
        return f"{who} cannot be destroyed as the result of battle"
    if what == "no_core_removal":
        if m.sources is not None:
            return (f"the effects of your opponent's {_noun(m.sources, ctx, True)} cannot remove "
                    f"cores from {who}")
        return f"your opponent's effects cannot remove cores from {who}"
    if what == "hand_keyword" and isinstance(t, E.AllTarget):
        f = t.filter
        owner = {"you": "your", "opponent": "your opponent's"}.get(f.side, "each player's")
        cards = _noun(f, ctx, True, card_word=True)
        return f"all {cards} in {owner} hand gain {_keyword_text(m.keyword, m.amount if isinstance(m.amount, int) else 0)}"
    if what == "hand_keyword":      # the card itself, in the hand (BSS03-070)
        return f"{ctx.this} gains {_keyword_text(m.keyword, m.amount if isinstance(m.amount, int) else 0)} in your hand"
    if what == "trash_symbols" and isinstance(t, E.AllTarget):
        whose = "your opponent's" if t.filter.side == "opponent" else "your"
        cards = _noun(t.filter.model_copy(update={"side": "any"}), ctx, True, card_word=True)
        return f"the symbols of the {cards} in {whose} trash also count toward reducing the cost of {ctx.this}"
    if what == "reduction_fulfilled":
        return f"every reduction symbol of {ctx.this} counts as fulfilled when it is summoned"
    if what == "skip_ascend" and isinstance(t, E.AllTarget):
        noun = _a(_noun(t.filter.model_copy(update={"side": "any"}), ctx, False, card_word=True))
        return (f"when you summon {noun} from your hand, you may exhaust {ctx.this} to summon it without "
                "paying its Ascend")
    if what == "draw_cost" and isinstance(t, E.AllTarget):
        who, they = {"you": ("you", "you"), "opponent": ("your opponent", "they")}.get(t.filter.side,
                                                                                     ("each player", "they"))
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{who} must pay {_count(n, 'core')} for each card {they} draw outside the draw step"
    if what == "no_hand_discard" and isinstance(t, E.AllTarget):
        barred = {"you": ("your opponent's", "your"), "opponent": ("your", "your opponent's")}.get(
            t.filter.side, ("each player's opponent's", "that player's"))
        return f"{barred[0]} effects cannot discard cards from {barred[1]} hand"
    if what == "no_draw" and isinstance(t, E.AllTarget):
        who_draws = {"you": "you", "opponent": "your opponent"}.get(t.filter.side, "neither player")
        sources = "effects" if m.sources is None else f"the effects of {_noun(m.sources, ctx, True, card_word=True)}"
        cannot = "can draw" if who_draws == "neither player" else "cannot draw"
        return f"{who_draws} {cannot} cards by {sources}"
    if what == "core_step_cores" and isinstance(t, E.AllTarget):
        whose = {"you": "your", "opponent": "your opponent's"}.get(t.filter.side, "each player's")
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{whose} core step gives {_count(n, 'core')} instead of 1"
    if what == "summon_limit" and isinstance(t, E.AllTarget):
        who_sums = {"you": "you", "opponent": "your opponent"}.get(t.filter.side, "each player")
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        kinds = _noun(t.filter.model_copy(update={"side": "any"}), ctx, n != 1)
        return f"{who_sums} cannot summon more than {n} {kinds} per turn"
    if what == "destroy_cost" and isinstance(t, E.AllTarget):
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        kinds = _noun(t.filter.model_copy(update={"side": "any"}), ctx, True)
        return f"as an additional cost to play {ctx.this}, you must destroy {n} of your {kinds}"
    if what in ("cost", "reduction_symbols", "free", "discard_cost", "field_colours_only") and isinstance(t, E.AllTarget):
        return _hand_cost_change(m, t.filter, ctx)
    if what == "cost" and isinstance(t, E.ThisTarget):     # its own cost, in the hand (BSS06-016)
        a = m.amount
        if isinstance(a, E.Count):
            return f"{who} costs {abs(a.times)} {'less' if a.times < 0 else 'more'} for each {_each_of(a, ctx)}"
        return f"{who} costs {_cost_change(a, ctx)}"
    if what == "lv1_bp":
        value = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return f"{who} {verb('has', 'have')} {value} BP at LV1"
    if what == "ascend_cost":
        return f"when {who} is used to perform Ascend, it is treated as costing {_number(m.amount, ctx)}"
    if what == "no_when_blocks":
        return f"the \"when this spirit blocks\" effects of {who} do not trigger"
    if what == "summon_effect_cost":
        return (f"neither player can use the \"when summoned\" effects of their spirits without paying "
                f"{_how_many(m.amount, 'core', ctx)}")
    if what == "no_when_destroyed":
        return f"the \"when destroyed\" effects of {who} do not trigger"
    if what == "extra_symbols" and m.colours:
        gained = _and(_name(c) for c in m.colours)
        many = f"a {gained} symbol" if m.amount == 1 else f"{_number(m.amount, ctx)} {gained} symbols each"
        counted = f"{who} {verb('gains', 'gain')} {many}"
        return counted if m.paying is None else f"{counted} while you pay for {paying}"
    if what == "extra_symbols":
        n = 1 + m.amount if isinstance(m.amount, int) else f"1 plus {_number(m.amount, ctx)}"
        counted = f"each symbol on {who} counts as {_count(n, 'symbol')}"
        if m.paying is None and ctx.this == "this card" and isinstance(t, E.AllTarget):
            return f"{counted} when paying for {ctx.this}"      # an effect working in the hand (BSS01-007)
        return counted if m.paying is None else f"{counted} when paying for {paying}"
    if what == "paying_symbols":
        many = _and(f"{_number(m.amount, ctx)} {_name(c)}" for c in m.colours) or "no"
        treated = f"{who} {verb('is', 'are')} treated as having {many} {'symbol' if m.amount == 1 else 'symbols'} only"
        return treated if m.paying is None else f"{treated} while you pay for {paying}"
    if what == "symbol_colours":
        colours = _and(_name(c) for c in m.colours) or "no other colour"
        also = f"the symbols on {who} also count as {colours}"
        return also if m.paying is None else f"{also} when paying for {paying}"
    if what == "colours":
        colours = _and(_name(c) for c in m.colours) or "no other colour"
        also = f"{who} {verb('is', 'are')} also {colours}"
        return also if m.paying is None else f"{also} while you pay for {paying}"
    if what == "cost_set":
        return f"the cost of {who} is {_number(m.amount, ctx)}"
    if what == "blocks_as_attacks":
        return (f'the "when this spirit blocks" effects of {who} also trigger when '
                f"{verb('it attacks', 'they attack')}")
    if what == "max_level":
        return f"{who} {verb('is', 'are')} treated as being at {verb('its', 'their')} highest level"
    if what == "no_life_damage":
        return f"the attacks of {who} cannot reduce either player's life"
    if what == "life_damage_max":
        return f"each attack of {who} reduces at most {_number(m.amount, ctx)} life"
    if what == "takes_life_cores":
        return f"cores that would be placed into either player's life are placed on {who} instead"
    if what == "no_exhaust":
        return f"{who} cannot be exhausted by your opponent's effects"
    if what == "reduction_from" and isinstance(t, E.AllTarget):
        whose = {"you": "your ", "opponent": "your opponent's "}.get(t.filter.side, "")
        return f"only the symbols on {whose}{_noun(t.filter, ctx, True)} count toward the reduction of {ctx.this}"
    if what == "link_on_block":
        if isinstance(t, E.AllTarget):
            whose = {"you": "your ", "opponent": "your opponent's "}.get(t.filter.side, "")
            one = f"one of {whose}{_noun(t.filter.model_copy(update={'side': 'any'}), ctx, True)}"
        else:
            one = who
        return f"when {one} blocks, your spirits with Link may link to it as to an attacking spirit"
    if what == "link_limit":
        return f"{who} may be linked to by up to {m.amount} spirits with Link"
    if what == "link_any":
        return f"{who} may link to any of your attacking spirits, whatever {verb('its', 'their')} Link condition"
    if what == "no_return":
        return f"{who} cannot be returned to {'their' if plural else 'its'} owner's hand or deck by your opponent's effects"
    if what == "extra_refresh_step":
        return "after your attack step, you have one more refresh step"
    if what == "lose_effects":
        which = "effects" if m.of_level is None else f"LV{m.of_level} effects"
        return f"{who} {verb('loses its', 'lose their')} {which} and cannot regain them"
    if what == "families":
        return f"{who} {verb('gains', 'gain')} the spirit type{'s' if len(m.families) != 1 else ''} {_and(m.families)}"
    if what == "all_families":
        return f"treat {who} as having every spirit type"
    if what == "life_to_void":
        return f"the life cores your opponent loses to the attacks of {who} go to the void instead of their reserve"
    extra = [f"{_name(what)}"]
    if m.amount:
        extra.append(_number(m.amount, ctx))
    return f"{who}: " + " ".join(extra)


def _hand_cost_change(m: E.Modifier, f: E.CardFilter, ctx: _Ctx) -> str:
    """'all magic cards in your hand cost 1 less', '... gain a yellow reduction symbol'."""
    owner = {"you": "your", "opponent": "your opponent's"}.get(f.side, "each player's")
    cards = f"all {_noun(f, ctx, True, card_word=True)} in {owner} hand"
    if m.what == "additional_cost":      # BSS05-100 (8-4-2-2)
        who, their = {"you": ("you", "your"), "opponent": ("your opponent", "their")}.get(f.side, ("a player", "their"))
        one = _a(_noun(f.model_copy(update={"side": "any"}), ctx, False, card_word=True))
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return (f"to use {one} from {their} hand, {who} must also pay {_count(n, 'core')} as an additional cost, "
                "even when it is used without paying its cost")
    if m.what == "discard_cost":
        who, their = {"you": ("you", "your"), "opponent": ("your opponent", "their")}.get(f.side, ("a player", "their"))
        one = _a(_noun(f.model_copy(update={"side": "any"}), ctx, False, card_word=True))
        verb = "use" if f.types == ("magic",) else "play"
        n = m.amount if isinstance(m.amount, int) else _number(m.amount, ctx)
        return (f"to {verb} {one} from {their} hand, {who} must also discard {_count(n, 'other card')} "
                f"as an additional cost")
    if m.what == "field_colours_only":
        who, their = {"you": ("you", "your"), "opponent": ("your opponent", "their")}.get(f.side, ("a player", "their"))
        verb = "use" if f.types == ("magic",) else "play"
        kinds = _noun(f.model_copy(update={"side": "any"}), ctx, True, card_word=True)
        return (f"{who} cannot {verb} {kinds} from {their} hand that share no colour with any of the symbols "
                f"on {their} field")
    if m.what == "free":
        verb = "use" if f.types == ("magic",) else "play"
        return f"you may {verb} the {cards.removeprefix('all ')} without paying their cost"
    if m.what == "reduction_symbols":
        symbols = _and(f"{_a(_name(c))}" for c in m.colours)
        return f"{cards} gain {symbols} reduction symbol{'s' if len(m.colours) > 1 else ''}"
    if isinstance(m.amount, int):
        return f"{cards} cost {abs(m.amount)} {'less' if m.amount < 0 else 'more'}"
    return f"{cards} cost {_number(m.amount, ctx)} more"


# ---- substitution -------------------------------------------------------------------------------

_SUB_BY = {"any": "", "opponent": " by your opponent", "effect": " by an effect", "battle": " in battle"}


def _substitute(s: E.Substitute, effect: E.Effect, ctx: _Ctx) -> str:
    t = effect.timing or _THIS_DESTROYED
    if t.subject == "this":
        who = _this_as(ctx, t.filter)
    elif t.subject == "yours":
        who = _one_of(t.filter.model_copy(update={"side": "you"}), ctx)
    elif t.subject == "opponents":
        who = _one_of(t.filter.model_copy(update={"side": "opponent"}), ctx)
    elif t.subject == "any":
        who = _one_of(t.filter, ctx)
    else:
        who = f"{_name(t.subject)} {_noun(t.filter, ctx, False)}"
    event = "destroyed" if t.event == "destroyed" else _name(t.event)
    by = "opponent" if t.by == "opponent" else t.cause if t.cause in ("battle", "effect") else "any"
    sub_by = _word(_SUB_BY, by)
    if t.by == "opponent" and t.cause == "effect":     # "by your opponent's effect" (BSS01-051)
        sub_by = " by your opponent's effect"
    if t.cause == "destruction_effect":     # whose, and the kind of effect (10-14-1)
        sub_by = f" by {_BY_POSS[t.by]} {_CAUSE[t.cause]}" if t.by in _BY_POSS else f" by {_a(_CAUSE[t.cause])}"
    head = f"if {who} would be {event}{sub_by}, "
    # The affected card's controller always chooses whether to use a substitution (8-9-2), so
    # it reads "you may" whatever `optional` says.
    lead = "you may "
    cost = _and(_action(a, ctx) for a in effect.cost)
    ctx.plural = False
    instead = _directives(s.instead, ctx)
    if s.mode == "to_hand":
        body = "put it into its owner's hand instead of the trash"
        if cost:
            body = f"{cost} to {body}"
        if instead:
            body += f", then {instead}"
        return head + lead + body
    if s.mode != "replace":
        body = f"{_name(s.mode)} instead"
        return head + lead + (f"{cost} to " if cost else "") + body + (f", then {instead}" if instead else "")
    if instead and cost:
        return f"{head}{lead}{cost} to {instead} instead"
    if instead or cost:
        return f"{head}{lead}{instead or cost} instead"
    return f"{head}{lead}keep it on the field instead"


# ---- timings ------------------------------------------------------------------------------------

_EVENT_TYPES = {"summoned": ("spirit",), "placed": ("nexus",), "attacks": ("spirit",),
                "blocks": ("spirit",), "attacks_or_blocks": ("spirit",), "blocked": ("spirit",),
                "battle_end": ("spirit",), "summon_effect_resolved": ("spirit",), "bp_won": ("spirit",),
                "magic_resolved": ("magic",), "crushed": ("spirit",)}
_EVENT_NOUN = {"summoned": "the summoned {n}", "placed": "the placed {n}", "attacks": "the attacking {n}",
               "blocks": "the blocking {n}", "blocked": "the blocked {n}", "destroyed": "the destroyed {n}",
               "returned": "the returned {n}", "exhausted": "the exhausted {n}", "refreshed": "the refreshed {n}"}


def _event_noun(t: E.Trigger) -> str:
    types = t.filter.types or (_EVENT_TYPES.get(t.event, ()) if isinstance(t.event, str) else ())
    noun = _type_noun(types, False)
    return _word(_EVENT_NOUN, t.event).replace("{n}", noun) if t.event in _EVENT_NOUN else f"that {noun}"


_CARD_EVENT = {
    "summoned": "{s} is summoned",
    "placed": "{s} is placed",
    "attacks": "{s} attacks",
    "blocks": "{s} blocks",
    "attacks_or_blocks": "{s} attacks or blocks",
    "blocked": "{s} is blocked",
    "destroyed": "{s} is destroyed",
    "life_lost": "the attack of {s} reduces a player's life",   # battle damage is about the attacker (7-1-5-3-1)
    "battle_end": "the battle of {s} ends",
    "drew": "the controller of {s} draws cards",
    "returned": "{s} returns to its owner's hand or deck",
    "exhausted": "{s} is exhausted",
    "summon_effect_resolved": 'the "when summoned" effect of {s} resolves',
    "magic_resolved": "the effect of {s} resolves",
    "crushed": "{s} discards cards with Crush",
    "ascended": "{s} is summoned with Ascend",
    "life_gained": "the controller of {s} gains life",
    "cores_placed": "a core is placed onto {s} by an effect",
    "to_hand": "an effect puts cards into the hand of the controller of {s}",
    "reserve_cores": "a core is placed into the reserve of the controller of {s}",
    "cores_placed_or_reserve": "a core is placed onto {s} or into its controller's reserve by their effect",
    "refreshed": "{s} is refreshed",
    "links": "{s} links to an attacking spirit with Link",
    "milled": "{s} is discarded from your deck",
    "to_trash": "cards are put into the trash of the controller of {s}",
    "attack_step_ended": "an effect ends the attack step of the controller of {s}",
    "awaken_emptied": "Awaken takes the last core off {s}",
    "burst_activated": "the controller of {s} activates a burst",
    "bp_won": "{s} has higher BP than the opposing spirit when BP are compared in battle",
}
# {p}: "you" / "your opponent"; {v}: "" / "s"; {of}: "of yours" / "of your opponent's";
# {poss}: "your" / "your opponent's"; {a}: the filter's noun with an article
_PLAYER_EVENT = {
    "summoned": "{p} summon{v} {a}",
    "placed": "{p} place{v} {a}",
    "attacks": "{p} attack{v} with {a}",
    "blocks": "{p} block{v} with {a}",
    "attacks_or_blocks": "{p} attack{v} or block{v} with {a}",
    "blocked": "an attack {of} is blocked",
    "destroyed": "{a} {of} is destroyed",
    "life_lost": "{poss} life is reduced",
    "battle_end": "a battle {of} ends",
    "drew": "{p} draw{v} cards",
    "returned": "{a} {of} returns to its owner's hand or deck",
    "exhausted": "{a} {of} is exhausted",
    "summon_effect_resolved": '{p} resolve{v} a "when summoned" effect',
    "magic_resolved": "{p} resolve{v} a magic effect",
    "crushed": "{poss} Crush discards cards",
    "ascended": "{p} summon{v} {a} with Ascend",
    "life_gained": "{poss} life increases",
    "cores_placed": "a core is placed onto {a} {of} by an effect",
    "to_hand": "an effect puts cards into {poss} hand",
    "reserve_cores": "a core is placed into {poss} reserve",
    "cores_placed_or_reserve": "a core is placed onto {a} {of} or into the reserve of the player whose effect it is",
    "refreshed": "{a} {of} is refreshed",
    "links": "{a} {of} links to an attacking spirit with Link",
    "milled": "cards are discarded from {poss} deck",
    "to_trash": "cards are put into {poss} trash",
    "attack_step_ended": "{poss} attack step is ended by an effect",
    "awaken_emptied": "{poss} Awaken takes the last core off {a} {of}",
    "burst_activated": "{p} activate{v} a burst",
    "bp_won": "{a} {of} has higher BP than the opposing spirit when BP are compared in battle",
}
_PASSIVE = {"summoned", "placed", "blocked", "destroyed", "life_lost", "returned", "exhausted", "to_hand", "refreshed",
            "milled"}
_BY = {"opponent": "your opponent", "you": "you"}
_BY_POSS = {"opponent": "your opponent's", "you": "your"}
_CAUSE = {"effect": "effect", "effect_cores": "effect that removes its cores",
          "effect_bp": "effect that reduces its BP to 0", "destruction_effect": "destruction effect",
          "gale": "Gale effect"}
_STEP = {s: f"{s} step" for s in ("start", "core", "draw", "refresh", "main", "attack", "end")}
_TURN_POSS = {"yours": "your", "opponents": "your opponent's"}
_EITHER = "either player's"


def _trigger(t: E.Trigger, ctx: _Ctx) -> str:
    """'when this spirit attacks', 'at the start of your attack step', ..."""
    event = t.event
    default_types = _EVENT_TYPES.get(event, ()) if isinstance(event, str) else ()
    turn = _word(_TURN_POSS, t.turn) if t.turn != "any" else ""
    step = _word(_STEP, t.step) if t.step is not None else ""
    if event == "step_start":
        if step:
            when = f"at the start of {turn or 'each'} {step}"
        elif turn:
            when = f"at the start of each step of {turn} turn"
        else:
            when = "at the start of each step"
        if t.subject == "those":     # a watch on chosen cards: while one of them is on the field (BSS03-131)
            when += ", if it is still on the field"
        elif t.subject not in ("this", "any"):
            when += f" (for {_subject(t, ctx, default_types)})"
        turn_step = ""
    else:
        if t.subject in ("you", "opponent"):
            p = "you" if t.subject == "you" else "your opponent"
            words = {"p": p, "v": "" if t.subject == "you" else "s",
                     "of": "of yours" if t.subject == "you" else "of your opponent's",
                     "poss": "your" if t.subject == "you" else "your opponent's",
                     "a": _a(_noun(t.filter, ctx, False, default_types=default_types))}
            template = _PLAYER_EVENT.get(event, "{p} " + _name(event)) if isinstance(event, str) \
                else "{p} " + _name(event)
            if event == "magic_resolved" and t.cards is not None:    # which magic card (BSS05-047)
                words["a"] = _a(_noun(t.cards, ctx, False, card_word=True, default_types=("magic",)))
                template = "{p} resolve{v} the effect of {a}"
            if event == "to_trash":        # which cards, and whether discarded from the hand (BSS05-016, -115)
                words["a"] = ("this card" if t.cards.only_this else _a(_noun(t.cards, ctx, False, card_word=True))) \
                    if t.cards is not None else "a card"
                template = "{p} discard{v} {a}" if t.from_zone == "hand" else "{a} is put into {poss} trash"
            core = template.format(**words)
        else:
            s = _subject(t, ctx, default_types)
            if event == "battle_end" and t.subject == "any" and t.filter == E.CardFilter():
                core = "a battle ends"
            else:
                template = _CARD_EVENT.get(event, "{s} " + _name(event)) if isinstance(event, str) \
                    else "{s} " + _name(event)
                core = template.format(s=s)
        if event == "returned" and t.to_zone is not None:     # only one of the two areas (BSS02-046)
            core = core.replace("hand or deck", t.to_zone)
        when = "when " + core
        if step:
            turn_step = f" during {turn or _EITHER} {step}"
        elif turn:
            turn_step = f" during {turn} turn"
        else:
            turn_step = ""
    # who caused it and how
    by = ""
    if t.cause in _CAUSE:
        by = f" by {_BY_POSS[t.by]} {_CAUSE[t.cause]}" if t.by in _BY_POSS else f" by {_a(_CAUSE[t.cause])}"
    else:
        if t.by in _BY:
            by = f" by {_BY[t.by]}" if event in _PASSIVE else f", caused by {_BY[t.by]}"
        elif t.by != "any":
            by = f" by {_name(t.by)}"
        if t.cause == "battle" and t.destroyer is None:
            by += " in battle"
        elif t.cause not in ("any", "battle"):
            by += f" ({_name(t.cause)})"
    if event == "attack_step_ended" and t.by in _BY_POSS and t.subject in ("you", "opponent"):   # BSS05-072
        whose = "your" if t.subject == "you" else "your opponent's"
        when, by = f"when {whose} attack step is ended by {_BY_POSS[t.by]} effect", ""
    if event == "to_hand" and t.by in _BY_POSS and t.subject in ("you", "opponent"):   # whose effect, whose hand
        hand = "your" if t.subject == "you" else "their" if t.by == "opponent" else "your opponent's"
        when, by = f"when {_BY_POSS[t.by]} effect puts cards into {hand} hand", ""
    if event == "milled" and t.by in _BY_POSS and t.subject in ("you", "opponent"):    # whose effect, whose deck
        deck = "your" if t.subject == "you" else "their" if t.by == "opponent" else "your opponent's"
        what = "this card" if t.cards is not None and t.cards.only_this else "cards"     # BSS03-126: itself
        when, by = f"when {_BY_POSS[t.by]} effect discards {what} from {deck} deck", ""
    if t.destroyer is not None:
        by += " in battle with " + _one_of(t.destroyer, ctx, ("spirit",))
    if t.destroyed_by is not None:       # the card whose effect or battle did it (BSS02-009)
        by += " by " + _one_of(t.destroyed_by, ctx)
    if t.by_card is not None:            # the card whose effect did it (CB01-046)
        by += " by an effect of " + _one_of(t.by_card, ctx)
    extra = ""
    if t.still_on_field:
        extra += " and it is still on the field"
    if t.outside_draw_step:
        extra += " outside the draw step"
    if t.swift:
        extra += " with Swift"
    if t.soul_core_paid:
        extra += (", with the soul core among the cores paid for its cost" if t.event in ("summoned", "placed")
                  else " whose cost included a soul core")
    if t.from_zone == "void":      # the void is no one's (3-9)
        extra += " from the void"
    elif t.from_zone is not None and event != "to_trash":
        whose = "your" if t.subject in ("this", "yours", "you") else \
            "their" if t.subject == "opponent" else "its owner's"
        extra += f" from {whose} {t.from_zone}"
    if t.colours_off_field:
        extra += " that shares no colour with the symbols on their field"
    if t.cards is not None and event == "ascended":
        extra += f" using {_a(_noun(t.cards, ctx, False, default_types=('spirit',)))}"
    elif t.cards is not None and event == "magic_resolved":     # the magic card itself (BSS03-041)
        if t.subject not in ("you", "opponent"):                 # a player's: said in the template (BSS05-047)
            extra += f" of {_a(_noun(t.cards, ctx, False, card_word=True, default_types=('magic',)))}"
    elif t.cards is not None and event != "to_trash" and not t.cards.only_this:
        extra += f" and at least one discarded card is {_a(_noun(t.cards, ctx, False, card_word=True))}"
    return when + by + turn_step + extra


def _subject(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    subject = t.subject
    f = t.filter
    if subject == "this":
        return _this_as(ctx, f)
    if subject == "yours":
        s = _side_group(f.model_copy(update={"side": "you", "or_this": False}), ctx, "one", default_types)
    elif subject == "opponents":
        s = _side_group(f.model_copy(update={"side": "opponent", "or_this": False}), ctx, "one",
                        default_types)
    elif subject == "any":
        s = _one_of(f.model_copy(update={"or_this": False}), ctx, default_types)
    elif subject in ("you", "opponent"):
        s = "you" if subject == "you" else "your opponent"
    elif subject == "those":       # the cards a watch chose (BSS02-121)
        s = ctx.event
    else:
        s = f"{_name(subject)} {_noun(f, ctx, False, default_types=default_types)}"
    if f.or_this:
        s = f"{ctx.this} or {s}"
    return s


# ---- effects ------------------------------------------------------------------------------------

_DURING = {
    "always": "",
    "your_turn": "during your turn",
    "opponent_turn": "during your opponent's turn",
    "your_attack_step": "during your attack step",
    "opponent_attack_step": "during your opponent's attack step",
    "either_attack_step": "during either player's attack step",
    "your_main_step": "during your main step",
    "attacking": "while {this} attacks",
    "blocking": "while {this} blocks",
    "attacking_or_blocking": "while {this} attacks or blocks",
    "either_main_step": "during either player's main step",
    "linked": "while {this} is linked to a spirit by Link",
}
# the period of a battle that a heading opens: "when this spirit attacks: in that battle, ..."
_HEADING_PERIOD = {"attacks": "attacking", "blocks": "blocking", "attacks_or_blocks": "attacking_or_blocking"}


def _during(value: Any, this: str) -> str:
    return _word(_DURING, value).replace("{this}", this)


_WINDOW = {"main": "Main", "flash": "Flash"}
# a "during" period that a start-of-step trigger can absorb: (step, turn)
_DURING_STEP = {"your_attack_step": ("attack", "yours"), "opponent_attack_step": ("attack", "opponents"),
                "either_attack_step": ("attack", "any"), "your_main_step": ("main", "yours"),
                "your_turn": (None, "yours"), "opponent_turn": (None, "opponents")}


def render_effect(effect: E.Effect, card_type: str | None = None) -> str:
    """One line of card text for an effect.  `card_type` ("spirit", "nexus", "magic") names the
    card the effect is printed on ("this nexus"); without it a spirit (or, for magic and burst
    effects, a card) is assumed."""
    ctx = _ctx_for(effect, card_type)
    kind = effect.kind
    # an effect about the card's own arrival in the trash needs no "while in your trash" (BSS03-126, BSS05-100)
    about_itself = effect.timing is not None and effect.timing.cards is not None and effect.timing.cards.only_this
    extras = [
        "while this card is in your hand" if effect.zone == "hand" else
        ("" if effect.zone == "field" or about_itself else f"while this card is in your {_name(effect.zone)}"),
        _during(effect.during, ctx.this),
    ]
    once = "once per turn" if effect.once_per_turn else "only the first time it happens this turn" \
        if effect.first_time else ""
    if effect.no_duplicate:       # CB01-046, PR-045
        once = ", ".join(p for p in [once, "once for all your cards of this name"] if p)
    windows = "/".join(_word(_WINDOW, w) for w in effect.windows)

    timing = effect.timing
    if timing is not None and timing.event == "step_start" and effect.during in _DURING_STEP:
        # "during your attack step, at the start of the step" reads "at the start of your attack step"
        dstep, dturn = _DURING_STEP[effect.during]
        if (dstep is None or timing.step in (None, dstep)) and (dturn == "any" or timing.turn in ("any", dturn)):
            timing = timing.model_copy(update={"step": dstep or timing.step,
                                               "turn": timing.turn if dturn == "any" else dturn})
            extras[1] = ""

    # the head: what kind of effect, when and while
    if kind == "triggered":
        trig = _trigger(timing, ctx) if timing is not None else "when triggered"
        lead = _heading(effect, ctx, extras)
        head = ", ".join(p for p in [lead] + extras + [trig, once] if p)
        sep = ": "
    elif kind == "burst":
        trig = _trigger(timing, ctx) if timing is not None else ""
        rest = ", ".join(p for p in extras + [trig, once] if p)
        head, sep = "Burst", (": " + rest + ", " if rest else ": ")
    elif kind in ("magic", "activated"):
        label = windows or ("Magic" if kind == "magic" else "Use")
        if kind == "activated":
            label += " (activated)"
        rest = ", ".join(p for p in extras + [once] if p)
        head, sep = label + (", " + rest if rest else ""), ": "
    elif kind in ("constant", "substitution"):
        head = ", ".join(p for p in extras + [once] if p)
        if kind == "substitution" and effect.substitute is None:
            head = ", ".join(p for p in ["substitution", head] if p)
        sep = ": " if head else ""
    else:
        head = ", ".join(p for p in [_name(kind)] + extras + [once] if p)
        sep = ": "

    # the body: what it does
    parts: list[str] = []
    if effect.modifiers:
        parts.append("; ".join(_modifier(m, ctx) for m in effect.modifiers))
    if effect.substitute is not None and kind == "substitution":
        parts.append(_substitute(effect.substitute, effect, ctx))
        if effect.actions:
            parts.append(_directives(effect.actions, ctx))
    elif effect.cost or effect.actions:
        parts.append(_directives(effect.actions, ctx, effect.optional, effect.cost))
    elif effect.optional:
        parts.append("you may do nothing")
    if effect.substitute is not None and kind != "substitution":
        parts.append(_substitute(effect.substitute, effect, ctx))
    body = "; ".join(p for p in parts if p) or "no effect"
    if effect.condition is not None:
        body = f"if {_condition(effect.condition, ctx)}, {body}"
    text = head + sep + body if head else body
    text = _cap(text)
    if not text.endswith("."):
        text += "."
    if effect.then_use is not None:
        text += f" Then you may pay this card's cost to use its {_name(effect.then_use)} effect."
    return _levels(effect.levels) + text


def _heading(effect: E.Effect, ctx: _Ctx, extras: list[str]) -> str:
    """'when this spirit attacks or blocks' for an effect printed under that timing; the matching
    battle period then reads 'in that battle'."""
    if effect.heading is None or effect.heading == "summoned" and effect.timing is not None \
            and effect.timing.event == "ascended":     # its trigger already says "is summoned"
        return ""
    event = effect.heading
    template = _CARD_EVENT.get(event, "{s} " + _name(event)) if isinstance(event, str) else "{s} " + _name(event)
    if isinstance(event, str) and _HEADING_PERIOD.get(event) == effect.during:
        extras[1] = "in that battle"
    return "when " + template.format(s=ctx.this)


def render_keyword(kw: Keyword, card_type: str | None = None) -> str:
    """'[LV2][LV3] While this spirit attacks: Curse', 'Crush +2', 'Armor: red, white',
    'Ascend: a spirit that costs 6 or more'."""
    this = _word(_THIS_NOUN, card_type) if card_type in _THIS_NOUN else "this spirit"
    during = _during(kw.during, this)
    text = _keyword_text(kw.name, kw.value, kw.colours)
    if kw.filter is not None:
        other = "other " if kw.name in ("Immortal", "Link") else ""      # 11-4-1, 11-18-1: another spirit of yours
        text += f": one of your {other}" + _noun(kw.filter, _ctx_for(_NO_EFFECT, card_type), True,
                                                 default_types=("spirit",))
    if kw.alt is not None:       # CB01-045
        text += (", or one of your opponent's " + _noun(kw.alt, _ctx_for(_NO_EFFECT, card_type), True,
                                                       default_types=("spirit",))
                 + " (its cores go to your opponent's reserve)")
    if during:
        text = f"{_cap(during)}: {text}"
    return _levels(kw.levels) + text


_NO_EFFECT = E.Effect(kind="constant")     # a keyword's condition is read as a constant effect's words

_TYPE_TITLE = {"spirit": "Spirit", "nexus": "Nexus", "magic": "Magic"}


def _header(card: Card) -> list[str]:
    facts = [_word(_TYPE_TITLE, card.type),
             ", ".join(card.colours) if card.colours else "no colour",
             f"cost {card.cost}"]
    if card.reduction:
        facts.append("reduction: " + ", ".join(card.reduction))
    if card.symbols:
        facts.append(_plural(len(card.symbols), "symbol: ", "symbols: ") + ", ".join(card.symbols))
    lines = [" | ".join(facts)]
    if card.families:
        lines.append(_plural(len(card.families), "Family: ", "Families: ") + ", ".join(card.families))
    if card.levels:
        shown = []
        for lv in card.levels:
            text = f"LV{lv.level}: {_count(lv.cores, 'core')}"
            if card.type == "spirit" or lv.bp:
                text += f", {lv.bp} BP"
            shown.append(text)
        lines.append(" | ".join(shown))
    return lines


def render_card(card: Card) -> list[str]:
    """The card's text: its facts, then its keywords, then its effects, one line each."""
    lines = _header(card)
    lines.extend(render_keyword(kw, card.type) for kw in card.keywords)
    lines.extend(render_effect(e, card.type) for e in card.effects)
    if card.left_out:
        lines.append(f"Not played here (lost from the card data): {card.left_out}")
    return lines
