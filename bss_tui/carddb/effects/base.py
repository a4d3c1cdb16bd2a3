"""The words of the effect language: the base model every part derives from, and the literal
vocabularies several parts share (colours, card types, steps, sides, trigger events, keywords, core
places, periods and durations), each declared here once."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Colour = Literal["red", "purple", "white", "yellow", "green", "blue"]
CardType = Literal["spirit", "nexus", "magic"]
Step = Literal["start", "core", "draw", "refresh", "main", "attack", "end"]
Side = Literal["you", "opponent", "any"]
TriggerEvent = Literal[
    "summoned",            # a spirit was summoned (10-6)
    "placed",              # a nexus was placed (10-7)
    "attacks", "blocks", "attacks_or_blocks",   # 7-1-1-2, 7-1-3-2, 10-11
    "blocked",             # a spirit's attack was blocked (the event card is the attacker)
    "destroyed",           # 10-1-3-3
    "life_lost",           # cores left a player's life (the event player lost life)
    "step_start",          # "at the start of the step" (6-x-1)
    "battle_end",          # 7-1-6-1
    "drew",                # a player drew cards
    "returned",            # a field card went back to its owner's hand or deck
    "exhausted",           # a field card was exhausted by an effect, a cost, an attack or a block (7-1-1-1, 7-1-3-1)
    "summon_effect_resolved",   # a spirit's "when summoned" effect finished resolving
    "magic_resolved",      # a magic card was used: read as it is used (8-1-5), resolved after its effect (10-8-8)
    "crushed",             # cards were discarded from a deck by Crush (11-11)
    "ascended",            # a spirit was summoned with Ascend (11-8); `cards`: the spirit that paid it
    "life_gained",         # cores entered a player's life (the event player's life increased)
    "cores_placed",        # an effect placed cores onto a field card (the event card)
    "to_hand",             # an effect put cards into a player's hand (the event player's): drawn, taken, returned
    "reserve_cores",       # cores entered a player's reserve, from anywhere (the event player's reserve)
    "cores_placed_or_reserve",   # either: onto a field card (the event card), or into the reserve of the effect's controller
    "refreshed",           # an exhausted field card was refreshed (10-3-1), in the refresh step too (6-5-2)
    "links",               # a spirit's Link linked it to an attacking spirit (11-18-1; the event card: the linker)
    "milled",              # cards were discarded from the top of the event player's deck (10-2-1); `cards` tests them
    "to_trash",            # cards went into a player's trash (the event player's): destroyed, discarded, milled, used
    "attack_step_ended",   # an effect ended the event player's attack step (6-7-3-2), `by` whose effect
    "awaken_emptied",      # its player's Awaken (11-1-1) took the last core off a field card (PR-002)
    "burst_activated",     # a player activated their set burst (10-9-3); `cards` tests the burst card
    "bp_won",              # a battling spirit had the higher BP in the battle's BP comparison (7-1-5-2-1)
]
Keyword = Literal["Awaken", "Confront", "Curse", "Crush", "Swift", "Armor", "Luster", "Raid", "A.T. Field",
                  "Ascend", "Immortal", "Blessed", "Gale", "Astral", "Agile", "Link",
                  "Bloodcurse"]   # in no rule of chapter 11: from the official keyword list (keywords.json)


# Where move_cores takes cores from and puts them: the areas and the target card both ways, and one
# place each way only, so that a field offers only what it can hold.
CoreArea = Literal["void", "reserve", "life", "trash", "card"]
CoreSource = Literal[CoreArea,
                     "soul_core"]  # your soul core, from your reserve or one of your field cards (CB01-047)
CoreDest = Literal[CoreArea,
                   "this"]         # this card, the cores coming off the target (BSS02-041)
CorePlace = Literal[CoreSource, CoreDest]


During = Literal[
    "always", "your_turn", "opponent_turn", "your_attack_step", "opponent_attack_step",
    "either_attack_step", "your_main_step", "attacking", "blocking",
    "attacking_or_blocking",    # in a battle where this spirit is the attacker or the blocker (10-11-2)
    "either_main_step",         # the main step of either player's turn (BSS01-081, BSS01-084)
    "linked",                   # this spirit is linked by its Link to the attacker (11-18-1), or a blocker (BSS06-054)
]


Duration = Literal["turn", "battle",
                   "opponent_next_turn"]   # until the end of the controller's opponent's next turn (BSS05-039)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class _Chosen(_Model):
    """A choice the text leaves to a player: a selection of cards (8-5-3) or one of several effects
    (8-2-1).  One field for both, read by one engine helper (`Ctx.chooser_of`)."""

    chooser: Literal["you", "opponent"] = Field(default="you", description=(
        "who chooses: \"opponent\" for the booster sets' \"your opponent selects one of their ...\" "
        "(BSS02-012, BSS02-031; a filter's side stays relative to the effect's controller) and for "
        "\"... unless your opponent pays one core\" (CB01-051), the opponent choosing between paying and "
        "letting the rest happen"))
