"""Timings (8-6): the event a triggered effect or a burst waits for."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import Step, TriggerEvent, _Model
from .filters import CardFilter


class Trigger(_Model):
    """When a triggered effect or a burst fires (8-6): an `event` about a card or a player.  The
    events of the game each have a name; those only one starter card listens to are kept because
    they are events of the rules the booster sets listen to as well.  "attacks_or_blocks": either
    of the two, one effect (10-11-2, ST05-005).  "drew": a player drew cards (ST03-013; BSS02-054
    taxes draws).  "returned": a field card went back to its owner's hand or deck (ST03-004).
    "exhausted": a field card was exhausted (ST06-008), attacking and blocking included (7-1-1-1,
    7-1-3-1: BSS01-106 draws when an opposing spirit attacks).  "magic_resolved": a magic card's effect
    finished resolving (10-8-8, ST04-005).  "crushed": Crush discarded cards (11-11, ST06-011); the event
    card is the spirit whose Crush it was (subject "this": BSS03-085), and the cards discarded are the
    "those" of the effect's first directive ("for each spirit card discarded by this spirit's Crush").
    "ascended": a spirit was summoned with Ascend, `cards` testing the spirit that paid it (11-8,
    BSS01-001).  "life_gained": cores entered a player's life, by an effect or Blessed (11-7-1):
    the pair of "life_lost" (BSS01-092).  "cores_placed": an effect placed cores onto a field card, the
    event card (BSS02-078: "when a core is placed onto this spirit" while it attacks, when only effects
    can place them; the player's own core moves of the main step are not effects).  "to_hand": an
    effect put cards into a player's hand, the event player's (a draw by an effect, a card taken from
    revealed ones or from the trash, a field card returned), `by` the effect's controller: BSS02-107's
    "when your opponent's effect adds cards to their hand" (the draw step's draw is no effect).
    "reserve_cores": one or more cores entered the event player's reserve at once, from anywhere (battle
    damage 7-1-5-3-1, a field card leaving 3-5-5, an effect, a core move; BSS02-068 and BSS02-111: "when a
    core is placed into your reserve", with subject "you").
    "cores_placed_or_reserve": one trigger for both, cores an effect placed onto a field card matching
    `subject` and `filter` or into its controller's own reserve (BSS04-106, PR-023: "onto one of their spirits
    or into their reserve"); one effect doing both sets it off once (8-6-3).
    "milled": this card itself was discarded from the top of its owner's deck (10-2-1), `by` whose
    effect (Crush included); it fires from the trash, where the card then is, subject "this" (BSS03-126:
    "when this card is discarded from your deck by your opponent's effect").
    "to_trash": cards went into the event player's trash at once, `cards` testing them by their printed facts
    and `from_zone` "hand" keeping discards from the hand (10-2-2): a field card destroyed or otherwise put
    there, a discard, a mill, a used magic card (BSS05-016: "the first time a spirit card is placed into your
    trash each turn"; BSS05-115: "when you discard a card").
    "attack_step_ended": an effect ended the event player's attack step early (the `end_attack_step` verb,
    6-7-3-2), `by` naming whose effect (BSS05-072: "when your opponent's effect ends the attack step").
    "refreshed": an exhausted field card was refreshed, by an effect, Raid or the refresh step (10-3-1,
    6-5-2; the cards the refresh step refreshes together fire an effect once, 8-6-3), the pair of
    "exhausted" (BSS02-040: "when one of your spirits is refreshed").
    "links": a spirit's Link linked it to an attacking spirit (11-18-1), the event card the linking spirit
    (BSS06's "when this spirit links").
    "milled": cards were discarded from the top of the event player's deck (10-2-1), by an effect, Crush
    or a revealed card not summoned, `cards` testing them (BSS05-087: "when a magic card is discarded
    from your opponent's deck", subject "opponent"), `by` the effect's controller (BSS04-108: "when your
    opponent's effect discards a card from your deck"); the wider pair of "crushed".
    "awaken_emptied": its player's Awaken (11-1-1) took the last core off a field card, the event card,
    which then self-destroys telling no destruction (10-1-1-1): PR-002, the data's one card to listen for it.
    "burst_activated": the event player turned their set burst face up to use it (10-9-3), `cards`
    testing the burst card (L01-002, the data's one card to listen for it).
    "life_lost" about "this" card: the life its own attack took (battle damage is an event about
    the attacking spirit, 7-1-5-3-1: BSS01-017).
    `subject` says whose card or which player: "this", "yours", "opponents", "any" (either
    player's card: the booster sets' "when a spirit is destroyed"), "you" or "opponent"; "those":
    the cards a `watch` directive chose as it was set (BSS02-121); with "step_start", the moment is about
    the first of them still on the field, its event card, and does not come when none is (BSS03-131).  `cause`
    says how a card was destroyed: "battle", "effect" (any effect: the booster sets' "destroyed by
    an effect"), "effect_cores" (by an effect that removed its cores, ST02-013), "effect_bp" (by an effect that brought
    its BP to 0, 9-4-2-1: BSS05-043, PR-008, PR-060), or
    "destruction_effect" (by an effect that says "destroy", not by a BP or core loss it caused,
    10-14: BSS01-057 keeps Mecha spirits from the opponent's destruction effects).  For "exhausted",
    `cause` "gale" is an exhaustion by a Gale effect (11-10-1: PR-029); for "drew", "effect" is a draw by an
    effect, not the draw step's own draw (BSS06-094: "uses one of their effects to draw")."""

    event: TriggerEvent
    subject: Literal["this", "yours", "opponents", "any", "you", "opponent", "those"] = "this"
    filter: CardFilter = CardFilter()
    by: Literal["any", "opponent", "you"] = "any"     # who caused it ("destroyed by opponent"; drew: whose effect, BSS06-094)
    cause: Literal["any", "battle", "effect", "effect_cores", "effect_bp",
                   "destruction_effect", "gale"] = "any"   # how it was destroyed
    destroyer: CardFilter | None = None   # the battling spirit that destroyed it (via BP)
    step: Step | None = None                            # for step_start
    turn: Literal["yours", "opponents", "any"] = "any"
    still_on_field: bool = Field(default=False, description=(
        "battle_end: the event card is still on the field as the battle ends (ST07-002)"))
    outside_draw_step: bool = Field(default=False, description=(
        "drew: only draws outside the draw step (ST03-013; BSS02-054 taxes the same draws); a draw by an effect "
        "in the draw step (BSS01-101) is `cause` \"effect\" (\"uses one of their effects to draw\": BSS06-094)"))
    swift: bool = Field(default=False, description=(
        "summoned: only a summon made with the spirit's Swift (11-9-1), in a flash window, whether it printed Swift "
        "or gained it in the hand (BSS04-078: \"when one of your spirits is summoned with Swift\")"))
    soul_core_paid: bool = Field(default=False, description=(
        "magic_resolved, summoned, placed: the card's cost was paid with the soul core among its cores (ST04-005; "
        "BSS01-031 and BSS02-033 ask it of a summon)"))
    cards: CardFilter | None = Field(default=None, description=(
        "crushed, milled: at least one discarded card matches (ST06-011; BSS05-087), the filter every other part uses; "
        "ascended: the spirit whose cores paid for Ascend matches (BSS01-001); magic_resolved: the magic card "
        "used matches, by its printed facts (BSS03-041: \"a magic card that costs 5 or more\"); to_trash: at least "
        "one of the cards put into the trash matches (BSS05-016: \"a spirit card\")"))
    from_zone: Literal["hand", "trash", "void"] | None = Field(default=None, description=(
        "summoned: only a summon from that area, \"hand\" (\"if you summon this spirit from your hand\": "
        "BSS02-035) or \"trash\" (its pair: the summons from the trash of ST04-003, BSS02-020, BSS02-024); "
        "magic_resolved: \"hand\" for a magic card used from the hand, not after a burst (BSS02-040); to_trash: "
        "\"hand\" for cards discarded from the hand (10-2-2; BSS05-115, CB01-012); cores_placed, reserve_cores, "
        "cores_placed_or_reserve: \"void\" for cores an effect brought from the void (BSS04-106)"))
    by_card: CardFilter | None = Field(default=None, description=(
        "destroyed, milled, to_trash: the card that caused the event matches, by its printed facts, `side` saying "
        "whose it was: the card whose destruction effect (10-14-1) or battle destroyed it (BSS02-009: \"your "
        "spirits or magic that cost 7 or more\"; a loss of cores or BP an effect caused names no card), or whose "
        "effect discarded or put them into the trash (CB01-046: \"an effect on one of your Angel spirits\")"))
    to_zone: Literal["hand"] | None = Field(default=None, description=(
        "returned: only a return to the \"hand\" (BSS02-046: \"returned to their hand\"); none: to the hand or "
        "the deck (ST03-004), the pair of from_zone for where a card goes.  No card listens for a return to "
        "the deck alone, so the area is not offered"))
