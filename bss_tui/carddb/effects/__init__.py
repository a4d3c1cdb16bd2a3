"""The declarative effect language (validated by pydantic, interpreted by the engine).

An effect is data: *when* it applies (kind, timing, window, while-period, level gate), *what it
costs* (8-4) and *what it does* (a list of actions over targets).  Card text shown to players is
rendered from these models (carddb/text/), so what a card says is what it does.

The parts combine: verbs over targets (8-5-3), amounts (a number, or a count read from the game)
wherever a number is, one `lasts` for the verbs whose result lasts, conditions built from a few
tests with all/any/not, and one card filter used by targets, counts, conditions and triggers alike.

Words: "you"/"opponent" are relative to the effect's controller; "this" is the card the effect is
printed on; the "event card" is the card the triggering event was about.

The package's modules, each building only on those listed before it: `base` (the shared literal
vocabularies and the base model), `compare` (comparisons as values), `filters`, `counts` (amounts), `targets`, `conditions`,
`triggers`, `modifiers`, `directive` (what every verb shares), the verbs by family (`verbs_cards`,
`verbs_cores`, `verbs_battle`, `verbs_lasting`, `verbs_choices`), `effect`, where the language's
recursion closes (the union of every verb, the verbs holding directives or effects, and the
effect), and `names`, the declared names (VERBS, MODIFIER_KINDS, TRIGGER_EVENTS, COUNT_SOURCES,
COUNT_MEASURES ...) read from the models for the registries built on them.  Everything is re-exported here, so importers keep writing
`from bss_tui.carddb import effects as E`.
"""

from __future__ import annotations

from .base import CardType, Colour, CorePlace, Duration, During, Keyword, Side, Step, TriggerEvent
from .base import _Model as _Model   # the common base, for tests that walk every model
from .base import _Chosen as Chosen   # a choice the text leaves to a player
from .compare import COMPARISONS, Compare, Every, Of, Operand, Reference
from .filters import MEASURES, CardFilter
from .counts import Amount, CardAmount, Count
from .targets import AllTarget, BattleTarget, EventTarget, SelectTarget, Target, ThisTarget, ThoseTarget
from .conditions import (AllOf, AnyOf, Condition, CountIs, DuringIs, EventIs, Not, SoulCoreMoved, SoulCorePaid,
                         ThisIs, ThoseAre)
from .triggers import Trigger
from .modifiers import ACTIONS_OF, HAND_COST_KINDS, Modifier, rule_key
from .directive import Directive
# The verbs' models come whole from their family modules, so a new verb's class needs no line here.
from .verbs_cards import *  # noqa: F403
from .verbs_cores import *  # noqa: F403
from .verbs_battle import *  # noqa: F403
from .verbs_lasting import *  # noqa: F403
from .verbs_choices import *  # noqa: F403
from .verbs_cards import Token
from .verbs_lasting import (LASTING_KINDS, ONLY_LASTING, OWN_DURATION, PLAYER_KINDS, PROTECTION_KINDS, PROTECTIONS,
                            protection)
from .effect import Action, Chain, Effect, GainEffect, OneOf, Substitute, Watch
from .names import (CHARACTERISTIC_KINDS, MODIFIER_KEYS, RULE_ACTIONS, RULE_KINDS, LASTING, CARD_TYPES, COLOURS, CONDITION_TESTS, CONSTANT_MODIFIER_KEYS, CORE_DESTS, CORE_PLACES,
                    CORE_SOURCES, COUNT_MEASURES, COUNT_SOURCES, DURATIONS, EFFECT_KINDS, KEYWORDS, MODIFIER_KINDS,
                    PERIODS, SIDES, STEPS, TARGET_KINDS, TRIGGER_EVENTS, VERBS)

__all__ = [
    "CARD_TYPES", "COLOURS", "COMPARISONS", "CONSTANT_MODIFIER_KEYS", "MEASURES", "Compare", "Every", "Of", "Operand", "Reference", "CONDITION_TESTS", "CORE_DESTS", "CORE_PLACES", "CORE_SOURCES", "COUNT_MEASURES", "COUNT_SOURCES", "DURATIONS", "EFFECT_KINDS", "KEYWORDS",
    "MODIFIER_KINDS", "MODIFIER_KEYS", "RULE_KINDS", "RULE_ACTIONS", "CHARACTERISTIC_KINDS", "ACTIONS_OF", "rule_key", "PERIODS", "SIDES", "STEPS", "TARGET_KINDS", "TRIGGER_EVENTS", "VERBS",
    "LASTING_KINDS", "ONLY_LASTING", "OWN_DURATION", "PLAYER_KINDS", "PROTECTION_KINDS", "PROTECTIONS", "protection",
    "Action", "AllOf", "AllTarget", "Amount", "AnyOf", 
    "BattleTarget", "CardAmount", "CardFilter", "CardType", 
    "Chain", "Chosen", "Colour", "Condition", "CorePlace", "Count",
    "CountIs", "Directive", "Duration", "During", "DuringIs", "Effect",
    "EventIs", "EventTarget", "GainEffect",
    "HAND_COST_KINDS", "Keyword", "LASTING", 
    "Modifier", "Not", "OneOf", 
    "SelectTarget", 
    "Side", "SoulCoreMoved", "SoulCorePaid", "Step", "Substitute", 
    "Target", "ThisIs", "ThisTarget", "ThoseAre", "ThoseTarget", "Token", 
    "Trigger", "TriggerEvent", "Watch",
]
