"""The card layout: one line per effect (its heading, then what it does), one per keyword, and the
card's facts above them.

    render_effect(effect)  -> "[LV2][LV3] When this spirit attacks: select 1 of your opponent's
                               spirits with 3000 BP or less and destroy it."
    render_keyword(kw)     -> "[LV2] While this spirit attacks: Curse"
    render_card(card)      -> header facts, then keywords, then effects, one line each
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from .. import effects as E
from ..schema import Card, Keyword
from .conditions import _condition
from .context import _THIS_NOUN, _Ctx
from .events import _CARD_EVENT
from .filters import _noun, _type_noun
from .modifiers import _modifier
from .registry import Registry
from .substitution import _substitute
from .triggers import _THIS_DESTROYED, _event_noun, _trigger
from .verbs import _directives
from .vocab_names import EFFECT_KINDS
from .words import _cap, _count, _keyword_text, _levels, _name, _plural, _word


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


def render_actions(actions: Iterable[Any], card_type: str | None = None) -> str:
    """Directives alone, as a clause ("draw 2 cards"): an option of a `one_of` named to the player
    choosing it."""
    return _directives(actions, _ctx_for(E.Effect(kind="triggered"), card_type))


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


@dataclass
class _Head:
    """What an effect's heading is made of, before its kind puts it together."""

    effect: E.Effect
    ctx: _Ctx
    timing: E.Trigger | None     # the effect's timing, with a matching "during" period absorbed
    extras: list[str]            # where it works from, and its "during" period
    once: str                    # "once per turn", ...
    windows: str                 # "Main/Flash"


# An effect's heading and the separator before its body, by the kind of effect (8-1).
HEADS: Registry[Callable[[_Head], tuple[str, str]]] = Registry("effect kind", EFFECT_KINDS)


@HEADS("triggered")
def _triggered(h: _Head) -> tuple[str, str]:
    trig = _trigger(h.timing, h.ctx) if h.timing is not None else "when triggered"
    lead = _heading(h.effect, h.ctx, h.extras)
    return ", ".join(p for p in [lead] + h.extras + [trig, h.once] if p), ": "


@HEADS("burst")
def _burst(h: _Head) -> tuple[str, str]:
    trig = _trigger(h.timing, h.ctx) if h.timing is not None else ""
    rest = ", ".join(p for p in h.extras + [trig, h.once] if p)
    return "Burst", (": " + rest + ", " if rest else ": ")


@HEADS("magic", "activated")
def _used(h: _Head) -> tuple[str, str]:
    kind = h.effect.kind
    label = h.windows or ("Magic" if kind == "magic" else "Use")
    if kind == "activated":
        label += " (activated)"
    rest = ", ".join(p for p in h.extras + [h.once] if p)
    return label + (", " + rest if rest else ""), ": "


@HEADS("constant", "substitution")
def _standing(h: _Head) -> tuple[str, str]:
    head = ", ".join(p for p in h.extras + [h.once] if p)
    if h.effect.kind == "substitution" and h.effect.substitute is None:
        head = ", ".join(p for p in ["substitution", head] if p)
    return head, (": " if head else "")


def _head(h: _Head) -> tuple[str, str]:
    say = HEADS.get(h.effect.kind)
    if say is not None:
        return say(h)
    return ", ".join(p for p in [_name(h.effect.kind)] + h.extras + [h.once] if p), ": "


def render_effect(effect: E.Effect, card_type: str | None = None) -> str:
    """One line of card text for an effect.  `card_type` ("spirit", "nexus", "magic") names the
    card the effect is printed on ("this nexus"); without it a spirit (or, for magic and burst
    effects, a card) is assumed."""
    ctx = _ctx_for(effect, card_type)
    kind = effect.kind
    # an effect about the card's own arrival in the trash needs no "while in your trash" (BSS03-126, BSS05-100)
    about_itself = effect.timing is not None and effect.timing.cards is not None and effect.timing.cards.this == "only"
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
    head, sep = _head(_Head(effect, ctx, timing, extras, once, windows))

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
