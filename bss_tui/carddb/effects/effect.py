"""The effect and the directives that hold directives or effects (watch, one_of, chain,
gain_effect), with the union of every verb.  The language's recursion closes here: these models name
`Action` and `Effect` before they exist, and their deferred build (defer_build) finds both in this
module's namespace when they are first used, so importing the language builds no validator."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator

from .base import Colour, During, TriggerEvent, _Chosen, _Model
from .conditions import Condition
from .directive import _Directive, _OnCards, verb_models
from .modifiers import Modifier
from .targets import AllTarget, Target, ThisTarget
from .triggers import Trigger
# The verbs' family modules, loaded for their models, which join the union of every verb below.
from . import verbs_battle, verbs_cards, verbs_choices, verbs_cores  # noqa: F401
from .verbs_lasting import ONLY_LASTING


def _held_trigger(effect: "Effect", holder: str, unread: tuple[str, ...] = ()) -> None:
    """A triggered effect a directive leaves running (watch, gain_effect) is an ordinary effect of kind
    "triggered" with a timing, resolved as a printed one is; `unread` names the parts of an effect its
    holder does not read, which must keep their defaults rather than be silently ignored."""
    if effect.kind != "triggered" or effect.timing is None:
        raise ValueError(f"{holder} is a triggered effect with a timing")
    fields = type(effect).model_fields
    given = [name for name in unread if getattr(effect, name) != fields[name].default]
    if given:
        raise ValueError(f"{holder} does not read '{given[0]}' (it reads {', '.join(n for n in fields if n not in unread)})")


class Watch(_Directive):
    """A triggered effect the resolved effect leaves running for a while (`lasts`: this turn, the
    default, or this battle; 8-8-1-4): `effect`, an ordinary triggered effect, whose timing, actions
    and `optional` are read as a printed one's ("during this turn, draw a card when one of your
    Dragonoid spirits destroys ...": BSS02-119).  What is the watch's own is what it watches, for how
    long, and its modifiers form.  `target`, when given, is chosen as the watch is set, and the
    timing's subject "those" means those cards ("select one of your opponent's spirits; if it attacks
    or blocks during this turn, ...": BSS02-121, whose actions name it as the event card).  Instead of
    an effect it may hold `modifiers`, a constant effect for a while (8-8-1-4): "cost_set" on the cards
    of your hand, or "cannot:reduce_life" on the field cards matching the target's filter as each
    attacks (BSS05-062: "attacks from your opponent's spirits with 3000 or fewer BP cannot reduce your
    life during this turn", the BP read at the attack, after any change a later effect makes), or
    "cannot:be_selected" on the field cards matching the target's filter as an effect would select them,
    `sources` naming whose effects (BSS06-062: "this spirit cannot be selected by the effects of your
    opponent's magic during this battle", the battle's attacker for the battle)."""
    LASTS = True
    # The parts of an effect a watch does not read: the level gate, zone, period and once-a-turn marks
    # are read of the effects a card holds, and a watch is held by no card; the watch's sentence says no
    # cost or condition (its own `when` is checked as the watch is set).  No card needs any of them.
    UNREAD: ClassVar[tuple[str, ...]] = (
        "levels", "windows", "during", "zone", "condition", "cost", "modifiers", "substitute", "once_per_turn",
        "first_time", "then_use", "no_duplicate", "heading")

    do: Literal["watch"] = "watch"
    effect: "Effect | None" = Field(default=None, description=(
        "the triggered effect left running: its timing, its actions, done each time it triggers, and "
        "`optional`, its controller may decline them each time (8-1-8: \"when this spirit attacks or blocks: "
        "when the battle ends, you may return this spirit to your hand\", PR-073)"))
    target: Target | None = Field(default=None, description=(
        "the cards watched, chosen now: the timing's subject \"those\" (BSS02-121)"))
    modifiers: tuple["Modifier", ...] = Field(default=(), description=(
        "a constant effect for a while on the cards of your hand matching the modifier's target filter: "
        "\"during this turn, all Star Dragon spirit cards in your hand cost your life total\" (BSS01-117, "
        "a \"cost_set\"); \"cost\": they cost that much more, the filter's side relative to the watch's "
        "controller (BSS05-100: \"your opponent must pay three cores as an additional cost\" for magic this turn)"))
    next_only: bool = Field(default=False, description=(
        "it ends the first time it works, \"the next\": hand modifiers change the next card played from the "
        "hand that they apply to, and then end (BSS03-036: \"the next yellow magic card you use from your hand "
        "this turn costs 1 less\", a \"cost\" of -1; BSS04-005: \"the next red spirit card with Ascend you "
        "summon this turn\", a \"cost_set\"); an effect ends the first time it triggers (PR-057: \"the next "
        "time you destroy one of your opponent's spirits this turn, draw two cards\").  Not the effect's "
        "`once_per_turn`, which counts a printed effect's uses by its card on the field as they resolve: "
        "this is how long the watch lasts, spent as it triggers"))

    @model_validator(mode="after")
    def _a_trigger_or_a_hand_constant(self) -> "Watch":
        if self.modifiers:
            if self.effect is not None or self.target is not None:
                raise ValueError("a watch holds either an effect or hand modifiers, not both")
            if any(m.key not in ("cost_set", "cost", "extra_cost:magic_cores", "cannot:reduce_life", "cannot:be_selected")
                   or not isinstance(m.target, AllTarget) for m in self.modifiers):
                raise ValueError("a watch's modifiers are 'cost_set', 'cost' or 'extra_cost' 'magic_cores' on cards of the "
                                 "hand or 'cannot' 'reduce_life' or 'be_selected' on field cards (target 'all')")
        elif self.effect is None or not self.effect.actions:
            raise ValueError("a watch needs an effect with at least one action (or hand modifiers)")
        else:
            _held_trigger(self.effect, "a watch's effect", self.UNREAD)
        return self


class GainEffect(_OnCards):
    """The target cards gain an effect of their own for a while (`lasts`): a triggered effect whose
    "this" is the card that gained it, which counts among its effects (has_timing, has_effects).
    BSS02-124: "your white spirits gain: when this spirit blocks, it gets +2000 BP this battle"; the
    reference data grants effects this way on several more cards."""
    LASTS = True

    do: Literal["gain_effect"] = "gain_effect"
    effect: "Effect" = Field(description=(
        "the effect gained, a triggered one (its level gate and zone are not read)"))

    @model_validator(mode="after")
    def _a_triggered_effect(self) -> "GainEffect":
        _held_trigger(self.effect, "a gained effect")
        return self


class OneOf(_Directive, _Chosen):
    """The controller (or the `chooser`) chooses one of the `options` as the directive is reached,
    and it is done ("activate one of the following effects": BSS01-038); each option is a list of
    directives, done in order (8-2-1); an option that begins with a payment its payer cannot make is
    not offered (8-4-2-3)."""

    do: Literal["one_of"] = "one_of"
    options: tuple[tuple["Action", ...], ...] = Field(min_length=2, max_length=6, description=(
        "the effects to choose from, each a list of directives"))

    @model_validator(mode="after")
    def _each_option_does_something(self) -> "OneOf":
        if any(not option for option in self.options):
            raise ValueError("each option of a one_of holds at least one directive")
        return self


class Chain(_Directive):
    """The `chain` verb, Chain (11-15; BSS05, BSS06, PR): a follow-up printed after another effect of
    the card, headed by a colour ("Chain: blue"); once the directives before it are done, its
    `actions` are done too if the effect's controller has a symbol of that colour on their field
    (11-15-3; a two-colour symbol counts for both colours, 2-8-2-1).  The follow-up sees what came before it: "those" are the cards the last
    directive chose (PR-053: "the spirit exhausted by this effect").  Several chains of one effect are
    several `chain` directives, each checked as it is reached (BSS06-010: Chain green, then Chain blue).
    The reference data lists Chain among an effect's keywords; here it is this verb, not a card keyword."""

    do: Literal["chain"] = "chain"
    colour: Colour = Field(description="the colour of the symbol the controller must have (11-15-3)")
    actions: tuple["Action", ...] = Field(min_length=1, max_length=8, description=(
        "what the follow-up does, in order"))


if TYPE_CHECKING:
    Action = _Directive
else:
    Action = Annotated[Union[tuple(verb_models())], Field(discriminator="do")]


class Substitute(_Model):
    """8-9: replace what a destruction does.  Which destruction is said by the effect's `timing`,
    a "destroyed" trigger with its subject, filter, `by` and `cause` (one matcher for both); without
    one, this card's.  "replace": the card is not destroyed and `instead` happens (10-5);
    "to_hand": it is destroyed but goes to its owner's hand, not the trash (the two `mode`s of
    8-9: ST04-012 is the starters' only substitution; the booster sets have more)."""

    mode: Literal["replace", "to_hand"] = "replace"
    instead: tuple[Action, ...] = Field(default=(), description=(
        "what happens instead of the destruction (\"replace\"), or after it (\"to_hand\")"))


class Effect(_Model):
    """One effect of a card: its `kind` (the kinds of chapter 8: "triggered", "activated" (8-1-3,
    the booster sets' "[Flash] this spirit: ..."), "constant", "magic", "burst", "substitution"
    (8-9, ST04-012)), when it works (level gate, timing, windows, period `during`), its condition,
    its cost, and what it does.  `during` is one of the periods of 10-12 / 6-8-1-2, the same
    vocabulary a condition tests: "your_turn" (ST04-005), "your_main_step" (ST07-009),
    "attacking_or_blocking" (a battle where this spirit attacks or blocks, 10-11-2: ST05-005),
    "blocking" (the pair of "attacking": the booster sets' "while this spirit blocks"), "either_main_step"
    (the pair of "either_attack_step": BSS01-081 and BSS01-084 work in either player's main step),
    "linked" (while this spirit's Link has linked it to the attacking spirit, 11-18-1, or to a blocker a
    "may:link_to_blocker" lets it link to (BSS06-054): BSS06's "while this spirit is linked", whose "linked
    spirit" is the BattleTarget "linked")."""

    kind: Literal["triggered", "activated", "constant", "magic", "burst", "substitution"]
    levels: tuple[int, ...] = ()      # level gate (2-10-2); empty = every level / off the field
    timing: Trigger | None = None     # triggered and burst effects
    windows: tuple[Literal["main", "flash"], ...] = ()   # activated and magic effects (8-1-3-1)
    during: During = "always"
    zone: Literal["field", "hand", "trash", "hand_or_trash"] = Field(default="field", description=(
        "where a constant effect works: \"hand\" for a cost that changes in the hand (ST06-005, BSS01-117); "
        "\"trash\": for a constant effect, the cost a card has while it lies in the trash, a \"cost_set\" on itself "
        "read by every filter on the trash (BSS04-025: \"treat this card as though it costs 5 while it is in the "
        "trash\"); for a triggered effect, one that works while the card lies in its owner's trash, and only "
        "there (BSS05-012, BSS05-043: \"you may summon this spirit card from your trash\"); \"hand_or_trash\": a "
        "triggered effect that works while the card is in its owner's hand or trash (CB01-061: \"you may place "
        "this card from your hand or your trash\")"))
    condition: Condition | None = None
    optional: bool = False            # "you may" (8-1-8)
    cost: tuple[Action, ...] = ()     # effect cost (8-4): all or nothing
    actions: tuple[Action, ...] = ()
    modifiers: tuple[Modifier, ...] = ()     # constant effects
    substitute: Substitute | None = Field(default=None, description=(
        "what a substitution effect replaces (8-9, ST04-012)"))
    once_per_turn: bool = Field(default=False, description=(
        "usable or triggered once per turn: the times it was used or triggered are counted"))
    first_time: bool = Field(default=False, description=(
        "the booster sets' \"the first time ... each turn\" (BSS02-028, BSS06-095): a triggered effect that "
        "fires only on the first event of the turn its timing matches, whether or not it could fire then "
        "(at a lower level, outside its period, before its card came); so at most once a turn, but not the "
        "same as `once_per_turn`, which counts the times it fired"))
    then_use: Literal["flash", "main"] | None = None   # burst: then pay the card's cost to use it
    no_duplicate: bool = Field(default=False, description=(
        "\"this effect does not duplicate\": however many cards of this name a player has, one event fires "
        "it once for them (CB01-046; PR-045: two copies would both trigger on one attack)"))

    @model_validator(mode="after")
    def _trash_effect_sets_a_cost_or_triggers(self) -> "Effect":
        if self.zone == "hand_or_trash" and self.kind != "triggered":
            raise ValueError("zone 'hand_or_trash' is for a triggered effect working from the hand or trash (CB01-061)")
        if self.kind == "constant" and self.zone == "field" and any(
                m.key == "cost_set" and not (isinstance(m.target, ThisTarget) and isinstance(m.amount, int))
                for m in self.modifiers):
            raise ValueError("a 'cost_set' on the field treats the card itself as costing a number: target 'this' "
                             "(BSS06-054)")
        if self.zone != "hand" and any(m.key == "cost" and isinstance(m.target, ThisTarget) for m in self.modifiers):
            raise ValueError("a 'cost' modifier on the card itself works in the hand: zone 'hand' (BSS06-016)")
        if self.zone != "trash":
            return self
        if self.kind == "constant":
            if self.condition is not None or not self.modifiers or any(
                    m.key != "cost_set" or not isinstance(m.target, ThisTarget) or not isinstance(m.amount, int)
                    for m in self.modifiers):
                raise ValueError("a constant effect working in the trash is a 'cost_set' of a number on the card itself")
        elif self.kind != "triggered" or self.timing is None or self.once_per_turn:
            raise ValueError("an effect working in the trash is a constant 'cost_set' on the card itself or a "
                             "triggered effect with a timing, not once per turn")
        return self

    @model_validator(mode="after")
    def _constant_kinds_only(self) -> "Effect":
        only = sorted({m.key for m in self.modifiers} & ONLY_LASTING)
        if only:
            raise ValueError(f"'{only[0]}' changes a rule for a while and has no constant form: a lasting `apply` "
                             "leaves it")
        return self

    @model_validator(mode="after")
    def _first_time_is_about_an_event(self) -> "Effect":
        if self.first_time and (self.kind != "triggered" or self.timing is None or self.once_per_turn
                                or self.timing.subject in ("this", "those")):
            raise ValueError("'first_time' is for a triggered effect whose timing is an event of the turn about a "
                             "player or their cards (not 'this' card), and it is not also 'once_per_turn'")
        return self

    @model_validator(mode="after")
    def _substitution_replaces_a_destruction(self) -> "Effect":
        if self.kind == "substitution" and self.timing is not None and self.timing.event != "destroyed":
            raise ValueError("a substitution effect replaces a destruction (8-9): its timing event is 'destroyed'")
        return self

    heading: TriggerEvent | None = Field(default=None, description=(
        "the timing printed at the head of the effect (8-1-5-1: \"when this spirit attacks or blocks\") "
        "when what it then waits for is another event (a destruction in that battle: ST05-005); it decides "
        "which effects count as \"a 'when this spirit blocks' effect\" for filters (has_timing)"))
