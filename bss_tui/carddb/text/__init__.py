"""Card text, rendered from the effect language (carddb/effects/), so that what a card says is
what it does.  Nothing here reads official card text: every line is built from the models.

    render_effect(effect)  -> "[LV2][LV3] When this spirit attacks: select 1 of your opponent's
                               spirits with 3000 BP or less and destroy it."
    render_keyword(kw)     -> "[LV2] While this spirit attacks: Curse"
    render_card(card)      -> header facts, then keywords, then effects, one line each
    render_actions(acts)   -> directives alone, as a clause ("draw 2 cards")

Wording rules: "you" is the effect's controller; "this spirit" / "this nexus" / "this card" is
the card the effect is printed on; glossary words (spirit, nexus, magic, core, soul core,
reserve, life, trash, burst, void, exhaust, refresh, summon, place) are used as in the rules.
A value the renderer does not know is shown as its name, never raised as an error.

The modules, from the words up (each imports only those above it, but for verbs_nested, whose
`gain_effect` renders a whole effect with layout):

    registry      a vocabulary's renderers, keyed by its declared names (vocab_names)
    words         plain names, plurals, articles, lists; context: what "this" and "it" name
    events        every trigger event's words, one entry each
    filters       the cards a filter describes; counts: amounts and one noun per count kind
    targets       one phrase per target kind; conditions: one clause per condition test
    triggers      timings ("when this spirit attacks"), one phrase per trigger subject
    verbs         one sentence per verb (`@says(Model)`), and an effect's sequence of directives;
                  the sentences: verbs_cards, verbs_lasting (one clause per lasting modifier kind),
                  verbs_player, verbs_cores, verbs_summon, verbs_nested
    modifiers     one sentence per modifier kind; substitution: substitution effects
    layout        the effect's heading by effect kind, keywords, the card's lines
"""

from __future__ import annotations

# The sentence modules register themselves with the registries as they are imported.
from . import verbs_cards, verbs_cores, verbs_lasting, verbs_nested, verbs_player, verbs_summon  # noqa: F401
from .events import EVENT_LABEL
from .layout import render_actions, render_card, render_effect, render_keyword

__all__ = ["render_effect", "render_keyword", "render_card", "render_actions", "EVENT_LABEL"]
