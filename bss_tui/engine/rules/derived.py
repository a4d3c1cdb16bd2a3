"""The rules' public face: every derived value, computed on demand and never stored (level, BP,
symbols, costs, filters, restrictions, and which effects are on right now).

The values are defined in the floors of this package, one job each (bottom first): `periods` (the
moment: periods, timings, battle roles), `printed` (what print gives), `paying` (the card paid for),
`active` (levels, effects on now, the modifiers they apply), `colours`, `keywords`, `bp`, `symbols`,
`filters`, `amounts`, `conditions`, `costs`, `restrictions`.  The rest of the engine, the computer,
the UI and the tests import this module and call `derived.x(...)`, so a value may move between the
floors without any caller changing; modules inside `rules` import the floors themselves."""

from __future__ import annotations

from .readers import Those
from .periods import (during_holds, period_holds, gate_holds, heading, has_timing, gained_timing, linked_spirit,
    linkers, linked_to)
from .compare import holds
from .printed import level_for, level_bp, names_seat, card_matches
from .paying import paying_for, from_hand, paid_matches
from .active import (steady, level, effect_active, effect_lost, has_mod, marks_on, marks_of, in_force, is_spirit, constant_effects, modifier_applies,
    modifiers_on, modifiers_from, watched_modifiers, player_modifiers, own_hand_modifiers)
from .colours import colours_of, families_of, every_family
from .keywords import has_effects, keyword_value, keywords_now, has_keyword, ascend_cost, armor_colours, hand_card_has_keyword
from .kinds import BP_KINDS, MODIFIER_KINDS, declared
from .bp import shown_bp, bp, bp_value, BPs, link_limit
from .symbols import symbols, field_colours, field_counts_symbols, field_symbols, trash_symbols, single_colour_counts
from .filters import matches, subject_matches, snapshot_matches, references, field_cost
from .amounts import amount, count, life_lost
from .conditions import condition_holds
from .costs import (base_cost, reduction, cost_to_pay, hand_costs_change, listing_hand, hand_cost_changes,
    additional_cost, free_to_play, discard_cost, destroy_cost, play_barred, summon_effect_cost,
    draw_cost, core_step_cores)
from .restrictions import (restricted, must_attack, can_block, unselectable, from_sources, draw_barred,
    summon_barred, no_life_damage, hand_discard_barred)

__all__ = ["Those", "during_holds", "period_holds", "gate_holds", "heading", "has_timing", "gained_timing",
           "linked_spirit", "linkers", "linked_to", "level_for", "level_bp", "names_seat", "card_matches", "holds",
           "paying_for", "steady", "from_hand", "paid_matches", "level", "effect_active", "effect_lost", "has_mod", "marks_on", "marks_of", "in_force",
           "is_spirit", "constant_effects", "modifier_applies", "modifiers_on", "modifiers_from",
           "watched_modifiers", "player_modifiers", "own_hand_modifiers", "colours_of", "families_of",
           "every_family", "has_effects", "keyword_value", "keywords_now", "has_keyword", "ascend_cost", "armor_colours",
           "hand_card_has_keyword", "BP_KINDS", "MODIFIER_KINDS", "declared", "shown_bp", "bp",
           "bp_value", "BPs", "link_limit", "symbols", "field_counts_symbols", "field_colours", "field_symbols", "trash_symbols",
           "single_colour_counts", "matches", "subject_matches", "snapshot_matches", "references",
           "field_cost", "amount", "count", "life_lost", "condition_holds", "base_cost", "reduction", "cost_to_pay",
           "hand_costs_change", "listing_hand", "hand_cost_changes", "additional_cost", "free_to_play",
           "discard_cost", "destroy_cost", "play_barred", "summon_effect_cost", "draw_cost",
           "core_step_cores", "restricted", "must_attack", "can_block", "unselectable", "from_sources",
           "draw_barred", "summon_barred", "no_life_damage", "hand_discard_barred"]
