"""The declarative effect language (validated by pydantic, interpreted by the engine).

An effect is data: *when* it applies (kind, timing, window, while-period, level gate), *what it
costs* (8-4) and *what it does* (a list of actions over targets).  Card text shown to players is
rendered from these models (carddb/text.py), so what a card says is what it does.

The parts combine: verbs over targets (8-5-3), amounts (a number, or a count read from the game)
wherever a number is, one `lasts` for the verbs whose result lasts, conditions built from a few
tests with all/any/not, and one card filter used by targets, counts, conditions and triggers alike.

Words: "you"/"opponent" are relative to the effect's controller; "this" is the card the effect is
printed on; the "event card" is the card the triggering event was about.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
    "magic_resolved",      # a magic card's effect finished resolving (10-8-8)
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


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CardFilter(_Model):
    """Which cards qualify; every given part must hold.  `side` is whose field (or area).  The
    same filter, with the same meaning, picks targets, counts cards, tests a trigger's cards and
    tests a condition's cards (derived.matches on the field, on a last known state, or on a card
    off the field by its printed facts)."""

    side: Side = "any"
    types: tuple[CardType, ...] = ()
    colours: tuple[Colour, ...] = ()
    families: tuple[str, ...] = ()
    name_contains: str | None = Field(default=None, description=(
        "a word of the card's name (\"with 'Siegwurm' in its card name\": BSS01-001, BSS01-002)"))
    name_not: str | None = Field(default=None, description=(
        "any name but this one (\"other than 'X'\"), the usual way a card excludes its own copies"))
    cost_min: int | None = None
    cost_max: int | None = None
    cost_as_event: bool = Field(default=False, description=(
        "the same cost as the event card (the destroyed spirit, ...): a cost read from the event"))
    bp_vs_event: Literal["at_most", "equal", "below"] | None = Field(default=None, description=(
        "BP compared with the event card's (its last known BP once it left, 8-10): \"at_most\" (BSS01-004, "
        "whose event card is itself as it is destroyed), \"equal\" (BSS01-102, the spirit its Terrasaur destroyed), "
        "\"below\" (less BP: in a modifier's `blockers` the event card is the attacking spirit, BSS02-059 "
        "\"cannot be blocked by spirits with fewer BP than them\"; in a modifier's target it is the constant "
        "effect's own card, BSS03-014 \"your opponent's spirits with fewer BP than this spirit\")"))
    bp_min: int | None = Field(default=None, description="the lower end of a BP range (bp_max's pair)")
    bp_max: int | None = None
    cores_min: int | None = Field(default=None, description="every core on the card, the soul core included")
    cores_max: int | None = None
    level_max: int | None = Field(default=None, description=(
        "its level now at most this: 0 is a card whose cores fell below its LV1 cost (9-3-2-1), 1 the "
        "\"LV1 spirits\" of BSS02-068"))
    exhausted: bool | None = None
    soul_core: bool | None = None
    other: bool = Field(default=False, description=(
        "not the effect's own card (\"your other spirits\"; in a trash, this card lying there: PR-072 \"all the "
        "cards in your trash other than this card\")"))
    or_this: bool = Field(default=False, description=(
        "the effect's own card qualifies whatever the rest says (\"this spirit or a Golem\")"))
    keyword: Keyword | None = Field(default=None, description="10-13: on the field only while that keyword is active")
    keyword_not: Keyword | None = Field(default=None, description=(
        "without that keyword, in the sense of 10-13 (BSS01-059: \"a spirit that does not have Ascend\")"))
    has_effects: bool | None = Field(default=None, description=(
        "False: \"with no effects listed\" (ST03-012, BSS02-114)"))
    has_timing: TriggerEvent | None = Field(default=None, description=(
        "\"with a 'when this spirit blocks' effect\": the timings an effect is headed by"))
    attacking: bool | None = Field(default=None, description=(
        "True: the spirit attacking now; False: any other (BSS01-128: \"a spirit that is not attacking\"); on a card's "
        "last known state, whether it was attacking as it left the field (BSS06-096: \"when one of your attacking "
        "spirits is destroyed\")"))
    cost_below_event: bool = Field(default=False, description=(
        "a cost less than the event card's, the pair of cost_as_event (BSS01-104: \"a spirit that costs less "
        "than the destroyed spirit\")"))
    level_min: int | None = Field(default=None, description=(
        "its level now at least this, the pair of level_max (BSS02-129: \"your opponent's LV2 spirits\" is "
        "level_min = level_max = 2)"))
    cost_as_yours: bool = Field(default=False, description=(
        "the same cost as one of the effect controller's spirits on the field (BSS02-076 takes a revealed "
        "card by it; BSS02-062 summons one by it)"))
    bp_above: Side | None = Field(default=None, description=(
        "BP higher than every other spirit of that side's: \"opponent\" (BSS02-093: \"higher BP than your "
        "opponent's highest BP spirit\"), \"you\" or \"any\" (the same words about your own spirits or every "
        "spirit, the sides every filter names); a side with no other spirit has none to beat"))
    has_timing_not: TriggerEvent | None = Field(default=None, description=(
        "without an effect headed by that timing, the pair of has_timing (BSS02-124: \"your spirits without "
        "'when this spirit blocks' effects\"); on the field an effect gained for a while counts"))
    only_this: bool = Field(default=False, description=(
        "the effect's own card and no other, on the field or as it left (the pair of `other`): a trigger's "
        "`destroyer` for \"when this spirit destroys an opposing spirit\" (BSS02-016); a trash effect's trigger "
        "`cards`: this card among them (BSS05-100: \"when this card is discarded\"); a summon's filter: this "
        "very card from the area it lies in (BSS05-012: \"summon this spirit from your trash\")"))
    blocked: bool | None = Field(default=None, description=(
        "True: the attacking spirit of a battle in which a spirit blocks it, or battles it instead (7-1-5-2) "
        "(BSS02-102: \"while one of your attacking spirits is being blocked\")"))
    blocking: bool | None = Field(default=None, description=(
        "True: the spirit blocking now, the pair of `attacking` (7-1-3-1) (CB01-072: \"one of your opponent's "
        "spirits that is blocking one of your NERV spirits\", a selection, so Armor keeps it out); a card off "
        "the field blocks nothing"))
    linked: bool | None = Field(default=None, description=(
        "True: the attacking spirit a Link has linked to (11-18-1), or the blocker (\"link_on_block\": BSS06-054), "
        "while the link lasts (11-18-4) (BSS06-087: "
        "\"all of your linked spirits\"; BSS06-109: \"if that spirit is linked\"); False: any other.  The "
        "\"linked spirit\" of BSS06's cards is the spirit linked to, as the period `during` \"linked\" reads it"))
    families_not: tuple[str, ...] = Field(default=(), description=(
        "of none of these families, by its printed facts (\"non-Voidlord spirits\": BSS02-059); the pair of "
        "`families`"))
    bp_margin: int = Field(default=0, ge=0, le=100_000, description=(
        "with bp_vs_event \"at_most\" or \"below\": the BP is compared with the event card's less this much "
        "(BSS04-104: \"its BP is higher than the blocking spirit's BP by 5000 or more\", the blocker's BP at "
        "most the attacker's less 5000); the one card of the reference data comparing BP with a margin"))
    cost_lowest: Side | None = Field(default=None, description=(
        "costs no more than any other spirit of that side's (\"opponent\": \"your opponent's spirit that costs the "
        "least\", CB01-044; ties all qualify); \"you\" or \"any\" say the same of your spirits or every spirit, "
        "the sides every filter names; the pair of bp_above for costs"))
    cost_as_those: bool = Field(default=False, description=(
        "the same cost as one of the cards the previous directive chose (\"select one of your spirits; return "
        "all the yellow magic cards from your trash that cost the same as it\": BSS02-058); read where a "
        "directive chooses its cards, the pair of cost_as_event and cost_as_yours"))
    cost_above_those: bool = Field(default=False, description=(
        "a cost higher than that of every card the previous directive chose (BSS06-115: \"select one of your "
        "opponent's nexuses that costs more than the card discarded by this effect\"); the pair of cost_as_those, "
        "read where a directive picks its cards"))

    symbols_min: int | None = Field(default=None, ge=0, le=10, description=(
        "at least this many symbols (2-8), counted as they are now on the field (a symbol counting as two "
        "counts twice) and as printed elsewhere: BSS04-001 \"spirits with two symbols\"; the reference data "
        "has it on BSS04-055, BSS04-120, BSS05-037 and more"))
    symbols_max: int | None = Field(default=None, ge=0, le=10, description=(
        "at most this many symbols, the pair of symbols_min (BSS04-001: \"spirits with one symbol\" is "
        "symbols_min = symbols_max = 1)"))

    colours_in_event_armor: bool = Field(default=False, description=(
        "of a colour named by an Armor the event card has now (11-5); in a modifier's `blockers` the event card "
        "is the attacking spirit (BSS04-062: \"cannot be blocked by spirits of the colours specified in any Armor "
        "effect they possess\")"))
    cost_as_life: bool = Field(default=False, description=(
        "a cost equal to the life total of the effect's controller, read on the field (BSS04-035: \"your "
        "spirits that cost the same as your life total\"); the pair of cost_as_yours"))

    cost_top: Side | None = Field(default=None, description=(
        "costs the most: no other spirit of that side's (\"opponent\", \"you\" or \"any\") costs more, ties "
        "included (BSS03-093: \"select their spirit that costs the most\"); the pair of bp_above for costs, "
        "read on the field"))

    families_as_those: bool = Field(default=False, description=(
        "one of the field cards the previous directive chose, or a field card sharing a spirit type with one of "
        "them (BSS03-120: \"that spirit and all of your spirits with one or more of the same spirit type\"); read "
        "where a directive picks field cards, as cost_as_those is"))
    cost_at_most_those: bool = Field(default=False, description=(
        "a cost at most that of one of the cards the previous directive chose (their printed costs, read on the "
        "field or as they left it): BSS06-053 \"select one of your opponent's spirits that costs the same or less "
        "than the spirit you returned\"; read where a directive picks its cards, the pair of cost_above_those"))
    bp_at_most_those: bool = Field(default=False, description=(
        "BP at most that of one of the field cards the previous directive chose, both read now (BSS06-040: "
        "\"select one of your token spirits; select one of your opponent's spirits with BP equal to or fewer than "
        "the selected token spirit\"); read where a directive picks field cards, as families_as_those is"))

    colours_not: tuple[Colour, ...] = Field(default=(), description=(
        "of none of these colours (\"nexuses that are not red\": BSS05-116), its colours now on the field; the pair "
        "of `colours`, as families_not is of families"))
    multicolour: bool | None = Field(default=None, description=(
        "True: a card of two or more colours (BSS05-048: \"a magic card with two or more colors\", BSS05-100); "
        "False: a card of only one colour (BSS05-022: \"spirits with only one color\"); its colours now on the field"))

    @model_validator(mode="after")
    def _one_cost_to_match(self) -> "CardFilter":
        if sum((self.cost_as_event, self.cost_as_yours, self.cost_as_those, self.cost_as_life, self.cost_above_those,
                self.cost_at_most_those)) > 1:
            raise ValueError("a filter compares its cost with one thing: cost_as_event, cost_as_yours, cost_as_those, "
                             "cost_above_those, cost_at_most_those or cost_as_life")
        if self.bp_margin and self.bp_vs_event not in ("at_most", "below"):
            raise ValueError("'bp_margin' lowers the event card's BP for bp_vs_event 'at_most' or 'below'")
        return self


class Count(_Model):
    """A number read from the game when it is needed (as a directive is performed; for a constant
    effect, whenever the value is looked at), each one counted worth `times` ("+1000 BP for each
    ...": times 1000).  `of` says what is counted.  "cards": the field cards matching `filter`
    (seen from the effect's controller).  "hand": the cards in `player`'s hand (ST07-012).
    "trash": the cards in `player`'s trash (ST06-002).  "life_lost": how much less life `player`
    has than when the turn began, never below 0 (life lost and then regained is no loss: ST03-001
    ruling).  "attacks": which attack of the turn the current battle is (1 for the first, 0 with no
    battle: ST05-012).  "event_cores": the cores the event card had, its soul core included
    (ST01-013).  "life": the cores in `player`'s life, the soul core included (the booster sets'
    "when you have 3 or fewer life": BSS02-003, BSS02-005).  "burst": 1 while `player` has a burst
    set, else 0 (BSS01-112: "if you have a burst card set").  "own_cores": the cores on the card the
    number is for, the soul core included: for a modifier each card it applies to ("1000 BP for each
    core on them": BSS02-114), elsewhere the effect's own card ("for each core on this spirit").
    "trash_cores": the cores in `player`'s trash, the soul core included (the pair of "life": BSS02-114
    moves one only when there is one to move).  `player` says whose hand, trash, life
    or burst: "you" or "opponent" (the effect's controller's opponent).  For "hand" and "trash",
    `filter` keeps the cards matching it by their printed facts ("a Siegwurm spirit card in your
    trash": BSS02-006).  "costs": how many different costs the field cards matching `filter` have
    (at most 1: "if all the spirits on your field cost the same", BSS01-116).
    "those": the cards the previous targeted directive chose, or a `mill` discarded, or (before any directive
    of a "crushed" trigger) the cards Crush discarded, that match `filter` (read the moment the next directive begins): "for each spirit
    card discarded this way" (BSS02-022), "for each spirit destroyed by this effect", those left
    below LV1 (`level_max` 0, 9-3-2-1: BSS01-034).  "destroyed": how many spirits `player`
    controlled were destroyed this turn ("if one or more of your spirits has been destroyed this
    turn": BSS02-027).  "magic_used": how many magic cards `player` has used this turn, from the hand
    or after a burst (10-8; BSS01-099's "the first magic card you use each turn" is none used yet).
    "event_symbols": the symbols on the event card as it is counted now (2-8), the pair of "event_cores"
    (BSS04-025: "for each symbol on that spirit", the blocked spirit).  "symbols": the symbols on the field
    cards matching `filter`, as counted now, only those of the filter's `colours` when it names some
    (BSS04-035: "as many as you have yellow symbols"; EX01-006: "if you have three or more red
    symbols"), a two-colour symbol counting for either of its colours (2-8-2-1).  "symbol_colours": how
    many different colours the symbols of those cards have (the pair of "costs": L01-001, "for each of your
    spirits with a different coloured symbol").
    "own_symbols": the symbols of the card the number is for, read as "own_cores" is (for a modifier
    each card it applies to: BSS04-104, "1000 BP for each symbol they have"; the pair of "own_cores").
    "those_cost": the costs of the cards the previous targeted directive chose that match `filter`,
    added up (on the field, the cost they count as there, 2-6; else printed): "discard cards from the top
    of your opponent's deck equal to that spirit's cost" (BSS04-086; BSS05-136 and PR-074 say the same).
    "drawn": how many cards `player` drew this turn by effects that player controlled (BSS03-056: "if your
    opponent used an effect they control to draw a card this turn"; the draw step's draw is no effect).
    "burst_cost": the cost of the burst card `player` has set, 0 with none (BSS05-136: "discard a number of
    cards ... equal to its cost"; the pair of "burst").
    "event_keyword": the number of the event card's keyword named by the filter's `keyword` (its Gale
    number), read as a "with [keyword]" criterion reads it (10-13-1: a Gale working while the spirit attacks
    counts once its level holds), 0 without it; the pair of "event_cores" and "event_symbols" for a keyword's
    number (BSS03-115: "place cores ... equal to the number specified in its Gale effect").
    "those_names": how many different card names the cards of "those" matching `filter` have, the pair of
    "costs" for names among the previous directive's cards (PR-072: "if they all have different card names",
    as many names as cards discarded)."""

    of: Literal["cards", "hand", "trash", "life_lost", "attacks", "event_cores", "life", "burst", "costs",
                "own_cores", "trash_cores", "those", "destroyed", "magic_used", "event_symbols", "symbols",
                "those_cost", "own_symbols", "drawn", "burst_cost",
                "symbol_colours", "event_keyword", "those_names"]
    filter: CardFilter = CardFilter()
    player: Literal["you", "opponent"] = "you"
    times: int = Field(default=1, ge=-100_000, le=100_000)
    changed: bool = Field(default=False, description=(
        "\"those\" only: only the cards the previous directive, an exhaust, refresh or destroy, changed "
        "(1-3-2-1): \"for each spirit destroyed by this effect\" leaves out a protected one (BSS05-092)"))


# ---- targets (8-5-3) ------------------------------------------------------------------------

class SelectTarget(_Model):
    """The controller selects cards when the effect resolves (8-5-3).  `mode` "exact": `count`
    of them, every one that can be (8-5-3-1); "up_to": from none to `count` (8-5-3-2, ST04-014);
    "any_number": as many as the player likes, within the totals (ST06-014, BSS01-001).  `zone`
    "field", "trash" or "hand" ("hand": the booster sets' "select a card from your hand",
    BSS01-125)."""

    kind: Literal["select"] = "select"
    count: Annotated[int, Field(ge=1, le=60)] | Count = Field(default=1, description=(
        "how many: a number or an amount (\"one of your opponent's spirits for each nexus\": BSS01-051, BSS01-085)"))
    mode: Literal["exact", "up_to", "any_number"] = "exact"
    zone: Literal["field", "trash", "hand", "those"] = Field(default="field", description=(
        "where the cards are chosen from: \"those\" is among the cards the previous directive chose or a mill "
        "discarded (CB01-045: \"select one card from among the discarded cards\")"))
    filter: CardFilter = CardFilter()
    alt: CardFilter | None = Field(default=None, description=(
        "... or a card matching this instead (\"a spirit with 3000 BP or less, or a nexus\")"))
    total_cost_max: int | None = Field(default=None, description=(
        "the chosen cards' costs add up to at most this (\"a combined total cost of N or less\")"))
    total_bp_max: int | None = Field(default=None, description=(
        "the chosen cards' BP add up to at most this (BSS01-001: \"a combined total of 10000 BP or less\")"))
    distinct_names: bool = Field(default=False, description=(
        "no two of the chosen cards share a name (CB01-080: \"four Angel spirit cards with different names\")"))
    chooser: Literal["you", "opponent"] = Field(default="you", description=(
        "who selects: \"opponent\" for the booster sets' \"your opponent selects one of their ...\" "
        "(BSS02-012, BSS02-031; the filter's side stays relative to the effect's controller)"))
    selects: bool = Field(default=True, description=(
        "False: the text picks the card without the word \"select\" (BSS02-127: \"return one of your opponent's "
        "attacking spirits\"; BSS06-055), so the choice is not a selection and neither Armor (11-5-1) nor "
        "\"cannot be selected\" keeps a card out of it"))


class AllTarget(_Model):
    kind: Literal["all"] = "all"
    filter: CardFilter = CardFilter()
    alt: CardFilter | None = Field(default=None, description=(
        "... and every card matching this too, each card once (BSS01-135: \"your spirits with Luster or "
        "Blessed\"; the pair of a selection's `alt`)"))
    zone: Literal["field", "trash"] = Field(default="field", description=(
        "where the cards are: \"trash\" for every matching card of a trash, chosen by no one (BSS02-058: "
        "\"return all yellow magic cards from your trash\"); the pair of a selection's `zone`"))


class ThisTarget(_Model):
    kind: Literal["this"] = "this"


class ThoseTarget(_Model):
    """The cards chosen by the previous targeted action of the same effect ("it", "them")."""

    kind: Literal["those"] = "those"
    chosen: bool = Field(default=False, description=(
        "the cards the effect's last `choose` chose, even when directives since have had cards of their own "
        "(BSS04-086: the opponent selects a spirit, cards as many as its cost are discarded, then \"that "
        "spirit\" is destroyed, in the printed order)"))
    changed: bool = Field(default=False, description=(
        "only those the previous directive, an exhaust or a refresh, changed: one already exhausted is not "
        "'the spirit exhausted by this effect' (1-3-2-1; PR-053, ST03-014)"))


class EventTarget(_Model):
    """The card the triggering event was about (the spirit destroyed, summoned, blocked, ...)."""

    kind: Literal["event_card"] = "event_card"


class BattleTarget(_Model):
    """A spirit of the current battle: the "attacker", the "blocker", or the one this card's Link has
    "linked" it to (11-18-1: the attacker, or the blocker when a "link_on_block" allows it, BSS06-054):
    the "linked spirit" of BSS06's "while this spirit is linked" effects."""

    kind: Literal["attacker", "blocker", "linked"]


Target = Annotated[
    Union[SelectTarget, AllTarget, ThisTarget, ThoseTarget, EventTarget, BattleTarget],
    Field(discriminator="kind"),
]

CorePlace = Literal["void", "reserve", "life", "trash", "card",
                    "this",        # a destination only: this card, the cores coming off the target (BSS02-041)
                    "soul_core"]   # a source only: your soul core, from your reserve or one of your field cards (CB01-047)


During = Literal[
    "always", "your_turn", "opponent_turn", "your_attack_step", "opponent_attack_step",
    "either_attack_step", "your_main_step", "attacking", "blocking",
    "attacking_or_blocking",    # in a battle where this spirit is the attacker or the blocker (10-11-2)
    "either_main_step",         # the main step of either player's turn (BSS01-081, BSS01-084)
    "linked",                   # this spirit is linked by its Link to the attacker (11-18-1), or a blocker (BSS06-054)
]


# ---- amounts --------------------------------------------------------------------------------

# A number wherever the language has one: a constant, or a count read from the game.
Amount = Annotated[int, Field(ge=-100_000, le=100_000)] | Count
CardAmount = Annotated[int, Field(ge=0, le=60)] | Count      # how many cards or cores


# ---- conditions -----------------------------------------------------------------------------

class ThisIs(_Model):
    """The effect's own card matches `filter` (its last known state once it left, 8-10)."""

    test: Literal["this"] = "this"
    filter: CardFilter


class ThoseAre(_Model):
    """One of the cards the previous targeted directive chose matches `filter` ("if it fell below
    LV1": ST07-004), or of the cards a `mill` discarded, by their printed facts ("if it is a nexus
    or magic card": BSS01-107)."""

    test: Literal["those"] = "those"
    filter: CardFilter
    changed: bool = Field(default=False, description=(
        "only among those the previous directive, an exhaust, refresh or destroy, changed (1-3-2-1): \"if you "
        "destroy a spirit with this effect\" (BSS03-094)"))


class EventIs(_Model):
    """The event card matches `filter`, by its last known state once it left the field (8-10): "if
    the destroyed spirit was an Angel spirit" (CB01-079, a burst that fires for any spirit of yours
    destroyed); the pair of `this` and `those` for the card the triggering event was about."""

    test: Literal["event"] = "event"
    filter: CardFilter


class CountIs(_Model):
    """A count lies within bounds; a bound is itself an amount, so that two counts can be compared
    ("if you have fewer cards in your hand than your opponent": BSS02-044).  With neither bound
    given, at least 1."""

    test: Literal["count"] = "count"
    count: Count
    at_least: Amount | None = None
    at_most: Amount | None = None


class DuringIs(_Model):
    """The moment is within a period of the `during` vocabulary ("if it is your opponent's turn")."""

    test: Literal["during"] = "during"
    period: During = Field(description="the periods of an effect's `during`, tested once (ST03-016)")


class SoulCorePaid(_Model):
    """The soul core was among the cores paid for the card whose effect this is ("if you spend a
    soul core as part of this card's cost": BSS01-119 and about twenty more cards of the reference
    data; a summon's trigger asks it with the trigger's `soul_core_paid`)."""

    test: Literal["soul_core_paid"] = "soul_core_paid"


class SoulCoreMoved(_Model):
    """The soul core was among the cores this effect has moved so far ("if you place a soul core
    into your reserve with this effect": BSS01-072; the pair of `soul_core_paid` for a core an
    effect moves, a phrase of several booster cards)."""

    test: Literal["soul_core_moved"] = "soul_core_moved"


class AllOf(_Model):
    """Every one of the conditions holds (ST07-004: a fall below LV1 and a Shinji nexus)."""

    test: Literal["all"] = "all"
    of: tuple[Condition, ...] = Field(min_length=2, description="the conditions, every one of which must hold")


class AnyOf(_Model):
    """At least one of the conditions holds ("if you have a Star Dragon or a Valiant Hero": the
    booster sets' either-or conditions)."""

    test: Literal["any"] = "any"
    of: tuple[Condition, ...] = Field(min_length=2, description="the conditions, one of which must hold")


class Not(_Model):
    """The condition does not hold (the booster sets' "if you do not have ...")."""

    test: Literal["not"] = "not"
    of: Condition = Field(description="the condition that must not hold")


Condition = Annotated[
    Union[ThisIs, ThoseAre, EventIs, CountIs, DuringIs, AllOf, AnyOf, Not, SoulCorePaid, SoulCoreMoved],
    Field(discriminator="test"),
]
# AllOf, AnyOf and Not name Condition before it exists: their deferred build (defer_build) finds it
# in this module when they are first used, so importing the language builds no validator.


Duration = Literal["turn", "battle",
                   "opponent_next_turn"]   # until the end of the controller's opponent's next turn (BSS05-039)
# The modifier kinds that change what cards in a hand cost, how they are paid for, or whether they may be
# played at all (field_colours_only, summon_limit): while no field card has one, a hand card's check is its own.
HAND_COST_KINDS = frozenset({"cost", "reduction_symbols", "free", "discard_cost", "field_colours_only",
                             "summon_limit"})

# The verbs whose result lasts for a while (a running effect, 8-8-1-4); the others happen at once.
LASTING = frozenset({"bp", "cannot", "protect", "max_level", "attack_tax", "gain_keyword", "gain_symbol", "min_level",
                     "block_while_exhausted", "unblockable", "watch", "lose_effects", "gain_family", "gain_effect",
                     "take_selection", "choose_gale", "mill_limit", "set_symbols", "shield"})


class _Directive(_Model):
    when: Condition | None = Field(default=None, description=(
        "\"then, if ...\": checked when this directive is reached"))
    lasts: Duration | None = Field(default=None, description=(
        "how long a lasting directive's result holds: \"turn\" (the default), \"battle\", or "
        "\"opponent_next_turn\" (through the end of the opponent's next turn: BSS05-039 \"until the end of their "
        "next turn\", the reference data's one such duration); only "
        "for the verbs whose result lasts (bp, cannot, protect, max_level, min_level, attack_tax, gain_keyword, "
        "block_while_exhausted, unblockable, lose_effects, gain_family, gain_effect)"))

    @model_validator(mode="after")
    def _lasts_only_where_it_lasts(self) -> "_Directive":
        verb = getattr(self, "do", "")
        if self.lasts is not None and verb not in LASTING:
            raise ValueError(f"'lasts' is for the verbs whose result lasts ({', '.join(sorted(LASTING))}), "
                             f"not {verb}")
        return self

    @property
    def duration(self) -> Duration:
        """How long the result holds (this turn unless it says)."""
        return self.lasts or "turn"


class _OnCards(_Directive):
    """A verb done to cards: `target` says which (8-5-3), one field for every such verb."""

    target: Target = SelectTarget()


class _ByPlayer(_Directive):
    """A verb a player does to their own cards: `player` says who, "you" or "opponent"."""

    player: Literal["you", "opponent"] = Field(default="you", description=(
        "who does it: \"opponent\" for the opponent's deck or hand (ST06-012 mills the opponent's deck)"))


# ---- actions (effect directives, 8-2) ------------------------------------------------------

class Draw(_ByPlayer):
    """Draw cards (4-5-3); `player` "opponent": the opponent draws (the booster sets' "your
    opponent draws")."""

    do: Literal["draw"] = "draw"
    count: CardAmount = 1
    until: Annotated[int, Field(ge=1, le=20)] | Count | None = Field(default=None, description=(
        "instead of a count: as many cards as it takes for the player's hand to hold this many (BSS03-006: "
        "\"draw cards until you have three cards in your hand\"; none when it already holds them), the pair of "
        "move_cores' `until`; an amount read as the draw begins (PR-065: \"until you have the same number of "
        "cards in your hand as your opponent\", the opponent's hand counted)"))


class Discard(_ByPlayer):
    """Discard from hand (10-2-2); the discarding player chooses: "you" or "opponent".  No starter
    card discards from the hand; the booster sets do (BSS01-125 "discard any number of cards",
    the hand-size costs of BSS02), and it is the pair of `draw`."""

    do: Literal["discard"] = "discard"
    count: CardAmount = Field(default=1, description="how many (an amount: BSS01-125 counts them)")
    filter: CardFilter = Field(default=CardFilter(), description=(
        "only cards matching it, by their printed facts (BSS04-026: \"discard a Voidlord, Familiar or Undead "
        "spirit card\"; BSS03-007: \"discard a red card\"); as a cost, payable only with enough of them (8-4-2-3)"))
    up_to: bool = Field(default=False, description=(
        "the discarding player chooses how many, from none to `count` (\"discard any number of cards\": "
        "BSS01-125, with the hand's size as the count); the cards discarded are \"those\" of the next directive"))
    both: bool = Field(default=False, description=(
        "both players discard `count`, each choosing their own, the turn player first whoever controls the "
        "effect (1-3-4: both choose at once); `player` is then \"you\" (BSS01-028: \"both players discard five "
        "cards\")"))

    @model_validator(mode="after")
    def _both_players(self) -> "Discard":
        if self.both and (self.player != "you" or self.up_to):
            raise ValueError("'both' discards from both hands: leave 'player' \"you\" and 'up_to' off")
        return self


class Mill(_ByPlayer):
    """Discard cards from the top of a deck (10-2-1): the deck of `player` (ST04-014 mills its
    own, ST06-012 the opponent's)."""

    do: Literal["mill"] = "mill"
    count: CardAmount = 1


class ChangeBP(_OnCards):
    do: Literal["bp"] = "bp"
    amount: Amount


class Destroy(_OnCards):
    """Destroy the target (10-1, 10-14-1)."""

    do: Literal["destroy"] = "destroy"
    no_when_destroyed: bool = Field(default=False, description=(
        "the opponent's \"when destroyed\" effects do not trigger for this destruction, every one of them by "
        "10-15-1: the destroyed cards' own, other cards' \"when one of your spirits is destroyed\", bursts "
        "(BSS01-013; CB01-001 too)"))


class Exhaust(_OnCards):
    do: Literal["exhaust"] = "exhaust"


class Refresh(_OnCards):
    do: Literal["refresh"] = "refresh"


class ReturnToHand(_OnCards):
    do: Literal["return_to_hand"] = "return_to_hand"


class TrashToHand(_Directive):
    """Cards selected from the trash go to their owner's hand; or the event card, once it is in
    its owner's trash ("return it from your trash to your hand": BSS01-115 after a destruction,
    BSS02-028); or this card, from its own trash ("this": BSS03-126 after it was milled).  A selection
    of zone "those" picks among the cards the previous `mill` put into the trash (BSS06-099: "add one
    spirit card with Link from the discarded cards to your hand")."""

    do: Literal["trash_to_hand"] = "trash_to_hand"
    target: SelectTarget | EventTarget | AllTarget | ThisTarget = Field(default=SelectTarget(zone="trash"), description=(
        "which cards; \"this\": the card itself, from its owner's trash (BSS03-126, after it was milled) or, on a "
        "magic card, instead of the trash once its effect has resolved (10-8-8; BSS05-121: \"return this card to "
        "your hand\")"))

    @model_validator(mode="after")
    def _from_the_trash(self) -> "TrashToHand":
        if isinstance(self.target, (SelectTarget, AllTarget)) and self.target.zone != "trash" and not (
                isinstance(self.target, SelectTarget) and self.target.zone == "those"):
            raise ValueError("trash_to_hand takes cards from the trash: the target's zone is 'trash' (or 'those', "
                             "among the cards a mill just put there)")
        return self


class MoveCores(_Directive):
    """Move cores between places: `source` and `dest` are each "void", "reserve", "life", "trash"
    or "card" (the target), one vocabulary both ways, so the booster sets' "from the void into your
    life" (BSS01-001) and "into the void" need no new verb.  `side` says whose reserve/life/trash is meant ("each": both
    players at once).  Cores taken off a card go to that card's controller's areas.  `soul` names
    the soul core (4-11-3: only then may it go to life or the void); otherwise, when it could be
    among the cores moved, its controller says whether it is (8-5-6).  `up_to`: the controller
    chooses how many, from 0 to count.  "all": every core there; "all_but_one": every core but
    one (ST02-001).  `side` "owner": the target card's owner (ST02-014).  `dest` "this": the cores
    taken off the target go onto this card, both the controller's ("place all the cores from one of
    your token spirits onto this spirit": BSS02-041).  `source` "soul_core": your soul core, from your
    reserve or whichever of your field cards holds it, onto the target card ("place a soul core from
    your reserve or one of your spirits onto it": CB01-047); nothing moves while it is elsewhere."""

    do: Literal["move_cores"] = "move_cores"
    source: CorePlace
    dest: CorePlace
    count: CardAmount | Literal["all", "all_but_one"] = 1
    up_to: bool = False
    side: Literal["you", "opponent", "owner", "each"] = "you"
    target: Target | None = None      # the card(s) when source or dest is "card"
    soul: bool = Field(default=False, description=(
        "the effect names the soul core: off a card it is the first core moved when the card has it, nobody "
        "choosing (BSS05-089: \"remove a soul core from that spirit and place it onto ...\", CB01-071); only so named may "
        "it go to life or the void (4-11-3)"))
    ordinary: bool = Field(default=False, description=(
        "\"cores that are not the soul core\": never the soul core (ST07-011)"))
    until: int | None = Field(default=None, ge=0, le=100, description=(
        "instead of a count: as many as it takes for `dest` to hold this many cores, the soul core "
        "counted (BSS01-001: \"until you have 5 life\")"))
    onto: Target | None = Field(default=None, description=(
        "with `source` and `dest` both \"card\": the card the cores taken off the target go onto, chosen after "
        "it (BSS05-104: \"remove any number of cores from this nexus and place them onto the blocked spirit\"); "
        "the general form of dest \"this\", between one player's own cards"))
    leave: int | None = Field(default=None, ge=1, le=20, description=(
        "instead of a count, with `source` \"card\": every core of the card but this many (BSS02-077: \"all "
        "but three cores\"; the general form of \"all_but_one\")"))

    @model_validator(mode="after")
    def _leave_is_off_a_card(self) -> "MoveCores":
        if self.leave is not None and self.source != "card":
            raise ValueError("'leave' counts the cores left on a card: source 'card'")
        if self.onto is not None and (self.source, self.dest) != ("card", "card"):
            raise ValueError("'onto' names the card the cores go onto from another card: source and dest 'card'")
        if self.source == "soul_core" and self.dest != "card" or self.dest == "soul_core":
            raise ValueError("'soul_core' is a source of cores placed onto a card: dest 'card' (CB01-047)")
        if self.source == "this" or self.dest == "this" and self.source != "card":
            raise ValueError("'this' is a destination for cores taken off the target card: source 'card', dest 'this' "
                             "(cores onto this card from an area: dest 'card' with target 'this')")
        return self


class PaySoulCore(_Directive):
    """Send the soul core from this card (or from anywhere of yours) to the trash."""

    do: Literal["pay_soul_core"] = "pay_soul_core"
    from_this: bool = Field(default=True, description=(
        "False: the soul core wherever it is (ST03-013 pays \"your soul core\", not this card's)"))
    to: Literal["trash", "void"] = Field(default="trash", description=(
        "where it goes: \"trash\", or \"void\" (BSS01-001 sends it there, 4-11-3)"))


class CannotAct(_OnCards):
    """The target cannot "attack" or cannot "block" (ST04-005, BSS02-023) for a while; or its attacks
    cannot "reduce_life" (7-1-5-3-1: BSS05-128 "your life cannot be reduced by that spirit's attacks"; the
    resolved-effect form of the "no_life_damage" modifier) or cannot take the defending player's last core
    of life, "take_last_life" (the life its attack reduces stops at one core; BSS04-128: "attacks from your
    opponent's non-token spirits that cost 4 or fewer cannot reduce your life to 0 during this turn")."""

    do: Literal["cannot"] = "cannot"
    what: Literal["attack", "block", "take_last_life", "reduce_life"]


class RevealTake(_Directive):
    """Reveal (or only view) the top `count` cards of your deck; put matching ones into your hand
    ("one": exactly one if any matches, "all": every match, "up_to_one": may take one), or onto the
    field (`to`), and the rest to the bottom, the trash or back on top ("top": BSS02-033 returns them
    on top).  The cards taken are "those" of the next directives (BSS05-088: "if you add a card to your
    hand with this effect, discard a card")."""

    do: Literal["reveal_take"] = "reveal_take"
    count: CardAmount
    view_only: bool = Field(default=False, description=(
        "only the player looks (12-3), nothing is shown to the opponent (ST04-009)"))
    take: Literal["one", "all", "up_to_one"] = "one"
    most: int | None = Field(default=None, ge=1, le=10, description=(
        "with take \"all\": at most this many of the matches, the player picking which when more match, and "
        "free to take fewer (BSS06-069: \"you may summon up to three spirit cards with Agile from the revealed "
        "cards\")"))
    filter: CardFilter = CardFilter()
    rest: Literal["bottom", "trash", "top"] = "bottom"
    to: Literal["hand", "field", "top"] = Field(default="hand", description=(
        "where the cards taken go: the \"hand\"; the \"field\" without paying their cost, a nexus placed "
        "(10-7) or a spirit summoned (10-6) with its LV1 cores as usual (BSS03-038, BSS03-055: \"place a Topaz "
        "Sanctuary from the revealed cards without paying its cost\"), one that cannot be going with the rest; "
        "or back on \"top\" of the deck once the rest are put away (BSS03-096: \"you may place a nexus card "
        "from the revealed cards on top of your deck\")"))

    @model_validator(mode="after")
    def _most_of_all(self) -> "RevealTake":
        if self.most is not None and self.take != "all":
            raise ValueError("'most' limits a reveal_take that takes \"all\" its matches")
        return self


class ArrangeTop(_Directive):
    """View the top `count` cards; any of them go to the bottom (or to the trash: `to`), the
    others stay on top in the order the player likes."""

    do: Literal["arrange_top"] = "arrange_top"
    count: CardAmount
    to: Literal["bottom", "trash"] = Field(default="bottom", description=(
        "where the cards the player chooses go: the \"bottom\" of the deck (ST03-003 arranges its top "
        "cards), or the \"trash\" for \"discard any number of them, the rest back on top\" (BSS02-033)"))
    reveal: bool = Field(default=False, description=(
        "the cards are revealed to both players (12-2-1), not only viewed, before they are arranged (BSS05-039: "
        "\"reveal the top three cards of your deck\"; the pair of reveal_take's view_only)"))


class Summon(_Directive):
    """Summon a spirit card from the hand or the trash ("trash": ST04-003), or place a nexus card when the
    filter names nexuses or this very card (10-7; BSS05-115 "place this card from your trash"): "free" (ST04-012),
    paid from the reserve only ("reserve": ST05-014), or paid as any summon is ("cost": ST04-003,
    the cost and LV1 cores from the field, the reserve or both: 10-6-6, 10-6-7).  A nexus card the
    filter lets through is placed the same way (10-7: "place a nexus card from your trash without
    paying its cost", BSS04-095)."""

    do: Literal["summon"] = "summon"
    zone: Literal["hand", "trash", "deck_top", "this"] = Field(default="hand", description=(
        "where the spirit card is summoned from: \"deck_top\" is the top card of your deck, revealed (12-2-1) "
        "and summoned if it matches (BSS02-062); \"this\": the effect's own card, as the burst resolving (then it "
        "stays on the field instead of going to the trash: BSS03-116 \"place this card without paying its cost\") "
        "or from the hand or trash it lies in (CB01-061, an effect working there: zone \"hand_or_trash\").  A "
        "nexus card (a filter naming the type \"nexus\") is placed (10-7), not summoned"))
    filter: CardFilter = CardFilter()
    pay: Literal["free", "reserve", "cost"] = "free"
    exhausted: bool = Field(default=False, description=(
        "the spirit arrives exhausted (BSS02-024: \"summon it exhausted\")"))
    no_when_summoned: bool = Field(default=False, description=(
        "the summoned spirit's own \"when summoned\" effects do not trigger (BSS02-020; the pair of "
        "destroy's no_when_destroyed)"))
    otherwise_trash: bool = Field(default=False, description=(
        "\"deck_top\": the revealed cards not summoned are discarded (10-2-1; BSS02-062: \"otherwise, "
        "discard it\"; BSS04-102: \"discard the remaining cards\"); without it they stay on top"))
    reveal: int = Field(default=1, ge=1, le=10, description=(
        "\"deck_top\": how many cards from the top are revealed, one matching card among them being summoned "
        "or placed (BSS04-102 reveals five and places a nexus card among them)"))

    may: bool = Field(default=False, description=(
        "the summon itself may be declined (\"you may summon\" where the effect as a whole is not optional); "
        "without it a matching card in a public zone (the trash, revealed cards) must be summoned, and only "
        "a card in the private hand may be passed over (8-5-3-5)"))
    those: bool = Field(default=False, description=(
        "summon (or place) every card the previous directive chose, from the `zone` they lie in, instead of "
        "choosing one here (BSS05-099: \"select any number of nexus cards with a combined total of 6 or fewer "
        "cost from your trash; place them\")"))

    @model_validator(mode="after")
    def _otherwise_is_for_the_deck(self) -> "Summon":
        if (self.otherwise_trash or self.reveal != 1) and self.zone != "deck_top":
            raise ValueError("'otherwise_trash' and 'reveal' are for a summon from the top of the deck (zone 'deck_top')")
        if self.those and self.zone == "deck_top":
            raise ValueError("'those' summons the cards chosen from the hand or the trash")
        return self


class Protect(_OnCards):
    """The target cannot be destroyed by the opponent's destruction effects
    ("opponent_destroy_effects"), in battle ("battle"), or have cores removed by the opponent's
    effects ("opponent_core_removal"): the three protections of ST03-001, one verb so that the
    booster sets' single protections (BSS01-112) need no new one."""

    do: Literal["protect"] = "protect"
    against: tuple[Literal["opponent_destroy_effects", "battle", "opponent_core_removal",
                           "opponent_spirit_destroy_effects", "opponent_spirit_select"], ...] = Field(
        description=("the protections given (one or more); \"opponent_spirit_destroy_effects\": only the destruction "
                     "effects of the opponent's spirits, as A.T. Field (11-13-1) reads them (CB01-073); "
                     "\"opponent_spirit_select\": it cannot be selected by the effects of the opponent's spirits (8-5-3; "
                     "BSS05-039, the resolved-effect form of the \"unselectable\" modifier with spirit `sources`)"))


class SkipRefresh(_OnCards):
    """The target does not refresh during its controller's next refresh step."""

    do: Literal["skip_refresh"] = "skip_refresh"


class MaxLevel(_OnCards):
    """The target is treated as its highest level (8-8-1-3-2)."""

    do: Literal["max_level"] = "max_level"
    while_this: bool = Field(default=False, description=(
        "only while this effect's card stays on the field, within `lasts` (BSS03-092: \"during this turn, as "
        "long as you control this spirit\"); the one lasting verb a card's staying bounds, so a field of its own"))


class AttackTax(_Directive):
    """The opponent cannot attack with a spirit unless they move a core from it to their reserve."""

    do: Literal["attack_tax"] = "attack_tax"


class GainKeyword(_OnCards):
    """The target gains a keyword of chapter 11 for a while (BSS02-063: "it gains Blessed during
    this turn"); `value` is the keyword's number (Gale 1, Crush +1)."""

    do: Literal["gain_keyword"] = "gain_keyword"
    keyword: Keyword = Field(description="the keyword gained (Blessed for BSS02-063; any keyword of chapter 11)")
    value: int = Field(default=0, ge=0, le=10, description="the keyword's number, when it has one")
    colours: tuple[Colour, ...] = Field(default=(), description=(
        "the colours of a gained Armor (11-5: BSS02-125 \"Armor: red, purple, green\")"))


class GainSymbol(_OnCards):
    """The target has one more symbol of each of `colours` for a while (2-8: for damage, 7-1-5-3-1, and
    reductions, 2-7-3 alike): "this spirit gains one additional green symbol during this battle"
    (BSS05-066); the resolved-effect pair of a card's printed symbols, as gain_keyword is of keywords."""

    do: Literal["gain_symbol"] = "gain_symbol"
    colours: tuple[Colour, ...] = Field(min_length=1, max_length=5, description=(
        "the colours of the symbols gained, one symbol each"))


class AttackFirst(_OnCards):
    """The target must be the first spirit to attack in its controller's attack step, if it can
    (BSS01-059); it lasts the turn."""

    do: Literal["attack_first"] = "attack_first"


class ToDeck(_OnCards):
    """Put the target cards into their owners' decks, on top or at the bottom (`where`); several
    going to one deck are ordered by its owner (3-1-5).  A field card leaves the field (its cores
    to the reserve, 3-5-5); a card selected from the hand (`zone` "hand") or the trash ("trash":
    BSS02-104 puts a spirit card from the trash on top) goes from there.  The pair of
    `return_to_hand`: BSS01-054 sends a spirit to the bottom, BSS01-129 to the top, BSS01-080 two
    cards from the hand to the bottom."""

    do: Literal["to_deck"] = "to_deck"
    where: Literal["top", "bottom", "either"] = Field(default="bottom", description=(
        "\"top\" (BSS01-129) or \"bottom\" (BSS01-054, BSS01-080) of the owner's deck; \"either\": the owner "
        "chooses top or bottom (BSS05-130: \"your opponent returns it to either the top or bottom of their deck\")"))


class MinLevel(_OnCards):
    """The target is treated as LV1, its lowest level (8-2-2-2, 8-8-1-3-2): LV1 BP and only its
    LV1 effects, for a while; the pair of `max_level`, and the later of the two wins.  BSS01-134
    (the opponent's spirits this turn), BSS01-095 (the blocker, this battle)."""

    do: Literal["min_level"] = "min_level"


class BlockWhileExhausted(_OnCards):
    """The target can block while exhausted, for a while (an exception to 7-1-3-1: BSS01-130 when
    the soul core paid for it; the pair of `cannot` "block")."""

    do: Literal["block_while_exhausted"] = "block_while_exhausted"


class Unblockable(_OnCards):
    """The target cannot be blocked for a while, by any spirit or only by the spirits matching
    `blockers` (read as the block is declared): the resolved-effect form of the `unblockable_by`
    modifier (7-1-3-1).  BSS02-065 (by none, this turn), BSS02-129 (by the opponent's LV2 spirits),
    BSS01-085 (by spirits with effects)."""

    do: Literal["unblockable"] = "unblockable"
    blockers: CardFilter | None = Field(default=None, description=(
        "only these spirits cannot block it (side relative to the effect's controller); none: no spirit can"))


class Token(_Model):
    """A token spirit's card facts, given by the effect that summons it (4-12-2: the rules' own example
    is the Antman Token of BSS02-082, BSS02-083 and BSS02-132): name, colours, cost, spirit types (among
    them "Token", which marks it as a token), symbols, and its one level's core count and BP."""

    name: str = Field(min_length=1, max_length=60, pattern=r"^[A-Za-z0-9][A-Za-z0-9 '.-]*$")
    colours: tuple[Colour, ...] = Field(min_length=1)
    cost: int = Field(default=0, ge=0, le=20, description=(
        "its cost, a fact every token's annotation gives (4-12-2); 0 for the Antman Token, as the default"))
    families: tuple[str, ...] = Field(description="its spirit types, \"Token\" among them (4-12-2)")
    symbols: tuple[Colour, ...] = ()
    cores: int = Field(default=1, ge=0, le=10, description="the core count of its LV1, its only level")
    bp: int = Field(ge=0, le=100_000)

    @model_validator(mode="after")
    def _token_family(self) -> "Token":
        if "Token" not in self.families:
            raise ValueError("a token's spirit types include \"Token\" (4-12-2)")
        return self


class SummonToken(_Directive):
    """Summon `count` token spirits (4-12-1) as the effect describes them, each summoned as any
    spirit is (10-6: its cost paid, cores placed for its LV1 from your field or reserve); a token that
    leaves the field is removed from the game (4-12-3).  BSS02-082, BSS02-083, BSS02-132 (Antman
    Tokens); the reference data has Mecha, Golem, Mecha Leaf Kindred and Supsprite Tokens too."""

    do: Literal["summon_token"] = "summon_token"
    token: Token | None = Field(default=None, description=(
        "the token's facts (4-12-2); none: a copy of the event card, a token spirit just summoned, with its "
        "facts (BSS05-111: \"summon one additional copy of the same token spirit\"); nothing when it is no token"))
    count: CardAmount = 1
    exhausted: bool = Field(default=False, description=(
        "the tokens come into play exhausted (BSS02-083, BSS02-132: \"summon ... exhausted\")"))
    cores_from: Literal["summon", "reserve_or_trash"] = Field(default="summon", description=(
        "\"summon\": its cost paid and its LV1 cores placed from your field or reserve, as any summon (10-6); "
        "\"reserve_or_trash\": nothing paid, and its LV1 cores come from your reserve or your trash, never the "
        "soul core (BSS05-111: \"place a core from your reserve or trash that is not a Soul Core onto it\")"))


class Feast(_Directive):
    """The `feast` verb, Feast (11-17; BSS06, the "activate Feast" of its Supsprite cards), `times` times
    over: with no `small` or `medium` token of the controller's on the field, a `small` one is summoned;
    otherwise one of those (the controller's pick when there are several) gives every core on it to the
    reserve, as the cost of the effect, and a token one size up is summoned (small to `medium`, medium to
    `large`); the token left without cores goes at the checkpoint (9-3-2-1, 4-12-3).  Each token is
    summoned as `summon_token` summons one (10-6).  The three tokens' facts (4-12-2) are given here: the
    reference data names the Supsprite Tokens but never prints their facts.  The reference data lists
    Feast among an effect's keywords; here it is this verb, not a card keyword."""

    do: Literal["feast"] = "feast"
    times: CardAmount = Field(default=1, description="how many times Feast is activated, one after another")
    small: Token = Field(description="the Small Supsprite Token's facts")
    medium: Token = Field(description="the Medium Supsprite Token's facts")
    large: Token = Field(description="the Large Supsprite Token's facts")


class AttackSpirit(_OnCards):
    """The attacking spirit of the current battle attacks the target, one of the defending player's
    spirits, which blocks it at once, even exhausted, with no flash window before: its "when blocks"
    effects and the attacker's "is blocked" ones, Curse and Gale activate as at a block declaration
    (10-10-1); a target that cannot block the attacker is not forced, and the battle goes on as usual
    (keyword rulings, "Attacking a Spirit").  The block does not exhaust the target.
    "Select one of your opponent's exhausted spirits; you may attack that spirit" (BSS01-041 with a
    selection of up to one; BSS01-124 and BSS02-102 too).  Nothing happens outside a battle or after
    a block."""

    do: Literal["attack_spirit"] = "attack_spirit"


class ChooseGale(_Directive):
    """For a while (this turn unless `lasts` says), this effect's controller, not the blocking player,
    chooses which refreshed spirits their Gale effects exhaust (11-10-1 lets the blocking player
    choose): BSS03-133 "Whirlwind", the reference data's one card of this kind, kept as a verb because
    it changes who decides a keyword's choice, which no other part can say."""

    do: Literal["choose_gale"] = "choose_gale"


class MillLimit(_Directive):
    """For a while (this turn unless `lasts` says), each time an effect of the opponent's (Crush
    included) discards cards from the top of this effect controller's deck, at most `count` of them are
    discarded (BSS03-130 "Eternal Shield": "no more than one card is discarded"); kept as a verb because
    it changes how many cards another effect moves, which no other part can say."""

    do: Literal["mill_limit"] = "mill_limit"
    count: int = Field(default=1, ge=0, le=60, description="the most cards discarded each time")


class RevealRandom(_ByPlayer):
    """`count` cards of `player`'s hand, picked at random, are revealed to both players (12-2) and stay
    in the hand: BSS03-110 "select a card from your opponent's hand at random and reveal it", the
    reference data's one random reveal, kept as a verb because nothing else shows a hidden hand card."""

    do: Literal["reveal_random"] = "reveal_random"
    count: int = Field(default=1, ge=1, le=60, description="how many cards are revealed")


class SetSymbols(_OnCards):
    """The target spirits are treated as having exactly the symbols `colours` for a while (`lasts`),
    one symbol per entry, instead of their printed ones (2-8; BSS03-122 "Double Heart": "treat that
    spirit as having two red symbols"); the resolved-effect pair of a card's printed symbols."""

    do: Literal["set_symbols"] = "set_symbols"
    colours: tuple[Colour, ...] = Field(min_length=1, max_length=5, description=(
        "the symbols it has, one colour per symbol: (\"red\", \"red\") for two red symbols"))


class UseCrush(_OnCards):
    """The target spirits' Crush effect is activated now, as when they attack (11-11-1: their level plus
    its modifier, read now; nothing for a spirit without Crush): BSS03-088 "Dragolem", "then, activate
    that spirit's Crush effect", the reference data's one card that sets a keyword off by an effect."""

    do: Literal["use_crush"] = "use_crush"


class PayCores(_ByPlayer):
    """Pay cores as a cost is paid (10-6-6): `count` of the player's cores from the reserve or
    their field cards, their choice, to the trash; the usual effect cost of "you may pay a core to
    ..." (BSS01-051; the reference data has "pay one core to draw a card", "pay three cores for this
    effect" and more).  Payable only while that many cores are there (8-4-2-3).  `player`
    "opponent": the opponent pays, from their reserve or field ("unless your opponent pays one core":
    CB01-051, an option of a `one_of` the opponent chooses)."""

    do: Literal["pay_cores"] = "pay_cores"
    count: CardAmount = 1


class Watch(_Directive):
    """A triggered effect the resolved effect leaves running for a while (`lasts`: this turn, the
    default, or this battle; 8-8-1-4): whenever `timing` happens, its controller does `actions`
    ("during this turn, draw a card when one of your Dragonoid spirits destroys ...": BSS02-119).
    `target`, when given, is chosen as the watch is set, and the timing's subject "those" means
    those cards ("select one of your opponent's spirits; if it attacks or blocks during this turn,
    ...": BSS02-121, whose actions name it as the event card).  Instead of a timing and actions it
    may hold `modifiers`, a constant effect for a while (8-8-1-4): "cost_set" on the cards of your hand,
    or "no_life_damage" on the field cards matching the target's filter as each attacks (BSS05-062:
    "attacks from your opponent's spirits with 3000 or fewer BP cannot reduce your life during this
    turn", the BP read at the attack, after any change a later effect makes), or "unselectable" on the
    field cards matching the target's filter as an effect would select them, `sources` naming whose
    effects (BSS06-062: "this spirit cannot be selected by the effects of your opponent's magic during
    this battle", the battle's attacker for the battle)."""

    do: Literal["watch"] = "watch"
    timing: "Trigger | None" = None
    actions: tuple["Action", ...] = Field(default=(), description="what is done each time it triggers")
    target: Target | None = Field(default=None, description=(
        "the cards watched, chosen now: the timing's subject \"those\" (BSS02-121)"))
    optional: bool = Field(default=False, description=(
        "its controller may decline the actions each time it triggers (8-1-8): \"when this spirit attacks or "
        "blocks: when the battle ends, you may return this spirit to your hand\" (PR-073)"))
    once: bool = Field(default=False, description=(
        "it ends the first time it triggers: \"the next time you destroy one of your opponent's spirits this "
        "turn, draw two cards\" (PR-057; the reference data's one such watch, a `lasts` that ends on an event)"))
    modifiers: tuple["Modifier", ...] = Field(default=(), description=(
        "a constant effect for a while on the cards of your hand matching the modifier's target filter: "
        "\"during this turn, all Star Dragon spirit cards in your hand cost your life total\" (BSS01-117, "
        "a \"cost_set\"); \"cost\": they cost that much more, the filter's side relative to the watch's "
        "controller (BSS05-100: \"your opponent must pay three cores as an additional cost\" for magic this turn)"))
    next_only: bool = Field(default=False, description=(
        "hand modifiers only: they change the next card played from the hand that they apply to, and then end "
        "(BSS03-036: \"the next yellow magic card you use from your hand this turn costs 1 less\", a \"cost\" "
        "of -1; BSS04-005: \"the next red spirit card with Ascend you summon this turn\", a \"cost_set\")"))

    @model_validator(mode="after")
    def _a_trigger_or_a_hand_constant(self) -> "Watch":
        if self.modifiers:
            if self.timing is not None or self.actions or self.target is not None or self.once:
                raise ValueError("a watch holds either a timing and actions or hand modifiers, not both")
            if any(m.what not in ("cost_set", "cost", "additional_cost", "no_life_damage", "unselectable")
                   or not isinstance(m.target, AllTarget) for m in self.modifiers):
                raise ValueError("a watch's modifiers are 'cost_set', 'cost' or 'additional_cost' on cards of the hand or "
                                 "'no_life_damage' or 'unselectable' on field cards (target 'all')")
        elif self.timing is None or not self.actions:
            raise ValueError("a watch needs a timing and at least one action (or hand modifiers)")
        if self.next_only and not self.modifiers:
            raise ValueError("'next_only' is for a watch's hand modifiers")
        return self


class LoseEffects(_OnCards):
    """The target cards lose their effects for a while and cannot regain them meanwhile (8-3-2:
    the effects stay printed but do nothing): the resolved-effect form of the "lose_effects"
    modifier, its targets fixed as it resolves (8-8-1-4).  BSS02-128 (the opponent's nexuses, this
    turn)."""

    do: Literal["lose_effects"] = "lose_effects"


class GainFamily(_OnCards):
    """The target spirits gain a family (spirit type) for a while, beside their printed ones, for
    every filter that reads families (BSS02-128: "your spirits gain the Otherlander family during
    this turn"); the pair of `gain_keyword` for the card's families."""

    do: Literal["gain_family"] = "gain_family"
    family: str = Field(min_length=1, max_length=40, description=(
        "the family gained (BSS02-128: \"Otherlander\"), matched as the printed ones are"))
    spirit_bp: int | None = Field(default=None, ge=0, le=100_000, description=(
        "a nexus among the targets is for as long also a spirit of that family with this BP (2-3: it attacks, "
        "blocks, battles and is destroyed as a spirit is, and filters for spirits find it): BSS05-082, BSS05-083 "
        "and BSS05-113, \"treat that nexus as if it is also a Golem spirit with 5000 BP during this turn\""))


class Settle(_Directive):
    """The cards of the previous directive that it left without the cores for LV1, or at 0 BP, are
    destroyed at once by this effect, as the checkpoint would destroy them (9-3-2-1, 9-4-2-1), so that
    what the text says next counts those this effect destroyed: a `changed` count or test names them,
    not one a substitution or a protection kept on the field (BSS01-034: "for each spirit destroyed by
    this effect"; BSS05-121, ST07-004).  A rule of its own, since management waits for a checkpoint."""

    do: Literal["settle"] = "settle"


class EndAttackStep(_Directive):
    """The turn player's attack step ends as soon as no battle is under way, as if they had declared
    its end (6-7-3-2): no further attack this turn, the end step comes next.  BSS01-127 sets it off at
    the end of the current battle (a `watch` on "battle_end"); the only card of the reference data that
    ends a step early, kept as a verb since the step's end is a rule of its own."""

    do: Literal["end_attack_step"] = "end_attack_step"

class CostBattle(_Directive):
    """The next battle resolved this turn compares the two spirits' costs instead of their BP: the one
    with the higher cost is destroyed, both when the costs are equal (a change to 7-1-5-2-1).  L01-010
    Godslaying, the reference data's one card that does this: kept as a verb since how a battle is
    decided is a rule of its own, which no other part can say."""

    do: Literal["cost_battle"] = "cost_battle"


class GainEffect(_OnCards):
    """The target cards gain an effect of their own for a while (`lasts`): a triggered effect whose
    "this" is the card that gained it, which counts among its effects (has_timing, has_effects).
    BSS02-124: "your white spirits gain: when this spirit blocks, it gets +2000 BP this battle"; the
    reference data grants effects this way on several more cards."""

    do: Literal["gain_effect"] = "gain_effect"
    effect: "Effect" = Field(description=(
        "the effect gained, a triggered one (its level gate and zone are not read)"))

    @model_validator(mode="after")
    def _a_triggered_effect(self) -> "GainEffect":
        if self.effect.kind != "triggered" or self.effect.timing is None:
            raise ValueError("a gained effect is a triggered effect with a timing")
        return self


class Choose(_OnCards):
    """Select cards and do nothing else to them here: they are the "those" of the directives that
    follow ("select one of your spirits; return the magic cards that cost the same as it": BSS02-058,
    whose choice names a cost; BSS01-038 selects the spirit it may destroy) (8-5-3)."""

    do: Literal["choose"] = "choose"
    add: bool = Field(default=False, description=(
        "the cards chosen (others than those chosen before) join them instead of replacing them, so that one directive after "
        "does its thing to all of them at once (BSS01-122, PR-013: the opponent selects one of their spirits, "
        "then you select one of yours, then both are destroyed together)"))


class OneOf(_Directive):
    """The controller chooses one of the `options` as the directive is reached, and it is done
    ("activate one of the following effects": BSS01-038); each option is a list of directives, done
    in order (8-2-1)."""

    do: Literal["one_of"] = "one_of"
    chooser: Literal["you", "opponent"] = Field(default="you", description=(
        "who chooses: \"opponent\" for \"... unless your opponent pays one core\" (CB01-051), the opponent "
        "choosing between paying and letting the rest happen; an option that begins with a payment its "
        "payer cannot make is not offered (8-4-2-3)"))
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


class LinkSpirit(_OnCards):
    """The target spirit, one of yours, links to the attacking spirit of the current battle as its Link
    would (11-18-1: it is exhausted, and the attacker gains its BP and symbols while linked), the link
    condition not read (BSS06-060: "one spirit may link with this spirit regardless of its link
    conditions"; BSS06-091 for an attacking Surveyor).  An attacker already linked to takes no second
    link (11-18-3), and an exhausted target cannot link; with a selection of up to one the player may
    decline.  Kept as a verb: it makes a link, which no other part can."""

    do: Literal["link"] = "link"


class UseEffect(_OnCards):
    """Use one of the target card's own triggered effects headed by `timing`, chosen by the controller
    when it has several, as if it were printed on this card: "this spirit" in it is this card ("activate
    one of its 'When Summoned' effects with this spirit": BSS02-065).  Only effects active at the target's
    level count (2-10-2)."""

    do: Literal["use_effect"] = "use_effect"
    timing: "TriggerEvent" = Field(default="summoned", description=(
        "the event heading the effects that may be used: \"summoned\" (BSS02-065); any other event of "
        "the vocabulary reads the same way"))
    as_its_own: bool = Field(default=False, description=(
        "the effect is used once more as the target's own: \"this spirit\" in it is the target, not this card "
        "(BSS03-033: \"activate one of the spirit's 'When Summoned' effects a second time\")"))


class RevealBurst(_ByPlayer):
    """`player`'s set burst card is revealed to both players (12-2-1) and stays set, face down again
    (BSS05-136 "Spinning Sword": "select one of your opponent's set burst cards and reveal it ... return it
    to their burst area"; the reference data's one card that shows a set burst, kept as a verb because
    revealing hidden information is a step of its own that an undo cannot cross)."""

    do: Literal["reveal_burst"] = "reveal_burst"


class TakeSelection(_Directive):
    """The next time, for a while (this turn unless `lasts` says), that the opponent would select cards
    on the field (spirits or nexuses) for the effect of a magic card, this effect's controller selects them
    instead; the effect stays the opponent's (BSS02-130 "Magic Mirror", the reference data's one card of
    this kind: kept as a verb because it changes who decides, which no other part can say)."""

    do: Literal["take_selection"] = "take_selection"


class Shield(_Directive):
    """The effect's controller is shielded for a while (this turn unless `lasts` says): "deck_discard":
    no card can be discarded from the top of their deck, by anyone's effect (10-2-1; CB01-076: "cards
    cannot be discarded from your deck during this turn"; mill_limit is the opponent-only, counted
    form).  Kept as a verb because it protects a player, which no card-target verb can say; attacks
    that cannot take the last life are the `cannot` verb's "take_last_life"."""

    do: Literal["shield"] = "shield"
    against: Literal["deck_discard", "battle_destruction"] = Field(default="deck_discard", description=(
        "what the player is shielded from: their deck's cards discarded; \"battle_destruction\" (with `lasts` "
        "\"battle\"): neither spirit of the battle it is used in is destroyed by its result (7-1-5-2-1), whichever "
        "spirits battle, a blocker declared after it included (BSS05-124)"))

    @model_validator(mode="after")
    def _battle_long(self) -> "Shield":
        if self.against == "battle_destruction" and self.lasts != "battle":
            raise ValueError("'battle_destruction' lasts the battle it is used in: lasts \"battle\"")
        return self


class CastMagic(_Directive):
    """Use a magic card from the trash without paying its cost (10-8), as the effect resolves: the
    controller picks it with `target` (a selection in the trash, or among the cards the previous directive
    milled: zone "those"), then the one of its magic effects whose window is now ("main" in its
    controller's main step, otherwise "flash"; their choice when several fit); it resolves, and goes back
    to the trash (10-8-8).  BSS06-031: "use one magic card with 'Cooking' in its card name among the
    discarded cards without paying its cost", the reference data's one card that uses magic from the
    trash, kept as a verb since using a card is an act of its own that no other verb does."""

    do: Literal["use_magic"] = "use_magic"
    target: SelectTarget = Field(default=SelectTarget(zone="trash", filter=CardFilter(types=("magic",))), description=(
        "the magic card used: a selection in the trash (zone \"trash\") or among the cards just milled (\"those\")"))

    @model_validator(mode="after")
    def _a_magic_card_from_the_trash(self) -> "CastMagic":
        if self.target.zone not in ("trash", "those") or self.target.filter.types != ("magic",):
            raise ValueError("use_magic picks a magic card (filter types ['magic']) in the trash or among 'those'")
        return self


Action = Annotated[
    Union[Draw, Discard, Mill, ChangeBP, Destroy, Exhaust, Refresh, ReturnToHand, TrashToHand,
          MoveCores, PaySoulCore, CannotAct, RevealTake, ArrangeTop, Summon, Protect, SkipRefresh,
          MaxLevel, AttackTax, GainKeyword, AttackFirst, ToDeck, MinLevel, BlockWhileExhausted, Unblockable,
          SummonToken, Watch, AttackSpirit, LoseEffects, GainFamily, EndAttackStep, GainEffect,
          Choose, OneOf, LinkSpirit, UseEffect, TakeSelection, PayCores, CastMagic, Chain, Feast, ChooseGale, MillLimit, RevealRandom,
          SetSymbols, UseCrush, RevealBurst, GainSymbol,
          Shield, CostBattle, Settle],
    Field(discriminator="do"),
]
Directive = _Directive   # the base of every verb's model: `do` names the verb


# ---- timings --------------------------------------------------------------------------------

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
    `cause` "gale" is an exhaustion by a Gale effect (11-10-1: PR-029)."""

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
        "drew: only draws outside the draw step (ST03-013; BSS02-054 taxes the same draws)"))
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
    destroyed_by: CardFilter | None = Field(default=None, description=(
        "destroyed: the card whose destruction effect (10-14-1) or battle destroyed it matches, by its printed "
        "facts, `side` saying whose effect or spirit it was (BSS02-009: \"your spirits or magic that cost 7 or "
        "more\"); a loss of cores or BP an effect caused names no card"))
    from_zone: Literal["hand", "trash", "void"] | None = Field(default=None, description=(
        "summoned: only a summon from that area, \"hand\" (\"if you summon this spirit from your hand\": "
        "BSS02-035) or \"trash\" (its pair: the summons from the trash of ST04-003, BSS02-020, BSS02-024); "
        "magic_resolved: \"hand\" for a magic card used from the hand, not after a burst (BSS02-040); to_trash: "
        "\"hand\" for cards discarded from the hand (10-2-2; BSS05-115, CB01-012); cores_placed, reserve_cores, "
        "cores_placed_or_reserve: \"void\" for cores an effect brought from the void (BSS04-106)"))
    by_card: CardFilter | None = Field(default=None, description=(
        "milled, to_trash: the card whose effect put them there matches, by its printed facts, `side` saying whose "
        "effect it was (CB01-046: \"an effect on one of your Angel spirits\"); the pair of destroyed_by"))
    colours_off_field: bool = Field(default=False, description=(
        "burst_activated: none of the burst card's colours is the colour of a symbol on its player's field "
        "(2-8-2-1; L01-002: \"a burst card that does not share a color with any of the symbols on their field\")"))
    to_zone: Literal["hand", "deck"] | None = Field(default=None, description=(
        "returned: only a return to that area, \"hand\" (BSS02-046: \"returned to their hand\") or \"deck\"; "
        "none: either (ST03-004), the pair of from_zone for where a card goes"))




_LEVEL_READING = ("level_min", "level_max", "bp_min", "bp_max", "bp_vs_event", "bp_above", "keyword", "keyword_not",
                  "has_timing", "has_timing_not")


def _reads_levels(f: CardFilter) -> bool:
    """Whether a filter reads something a level decides (a level, BP, an active keyword or timing):
    a 'max_level' modifier on other cards must not, so that no level depends on another's."""
    return any(getattr(f, name) not in (None, ()) for name in _LEVEL_READING)


class Modifier(_Model):
    """What a constant effect applies continuously (8-1-4, 8-8).  Each kind is a continuous effect
    the rules name, so each is kept even with one card: "cannot_attack" and "cannot_block" (the
    constant forms of the `cannot` verb, ST07-009; BSS02-023 blocks), "must_attack" (ST07-005),
    "unselectable" (ST07-008), "extra_symbols" (ST01-002), "symbol_colours" and "colours"
    (ST07-009: what a symbol or card counts as while paying), "cost_set" (ST06-005; BSS01-117 sets
    a cost to the life total, an amount; on the field, target "this" and a number, the card is treated as
    costing that much by every filter, count and comparison reading its cost: BSS06-054 "treat this spirit
    as though it costs 5", in either attack step), "blocks_as_attacks" (ST03-008), "no_life_damage" (an
    attack that reduces no life, 7-1-5-3-1: BSS01-002; BSS05-128 too).  A target filter's BP range
    is read for every kind but "bp" (a BP change cannot depend on BP).  "max_level": the card is
    treated as its highest level (the constant form of the `max_level` verb, 8-8-1-3-2: BSS01-022,
    BSS01-007 and ten more cards of the reference data); on the card itself, or on the cards of a
    target "all" whose filter reads no level, BP or keyword (BSS03-098: "all of your spirits with no
    effects listed"), so that a level never depends on the other cards' levels.  "no_core_removal": the opponent's effects cannot
    remove cores from it, the constant form of `protect`'s "opponent_core_removal" (BSS01-073).
    "block_while_exhausted": the constant form of that verb (BSS01-060).  "indestructible": the
    constant form of `protect`'s "opponent_destroy_effects", `sources` naming whose effects (BSS01-112).
    "battle_indestructible": it cannot be destroyed as the result of battle (7-1-5-2), the constant form
    of `protect`'s "battle", the third of its protections (PR-006 guards itself and white nexuses so).
    "no_when_destroyed": the "when destroyed" effects printed on the cards do not trigger (10-15-1: their
    own, and "when one of your spirits is destroyed" ones), the constant form of `destroy`'s
    `no_when_destroyed` (BSS02-115: the opponent's spirits, in either attack step).
    "ascend_cost": the card is treated as costing `amount` when it is the spirit whose cores pay for
    Ascend (11-8-1), for the Ascend condition and for the "ascended" trigger's `cards` (BSS04-020, in your
    main step: "treat it as though it costs 6"); its cost stays printed for everything else.
    "no_when_blocks": the pair of "no_when_destroyed" for a block: the cards' own "when this spirit blocks"
    effects (and "when this spirit attacks or blocks" ones, as it blocks) do not trigger (BSS04-004: the
    opponent's spirits blocking your Ancient Dragons, in your attack step).
    "lv1_bp": the LV1 BP is treated as `amount` (a BP set, 8-8-1-3-3: BSS02-093 for the cheap spirits;
    like "bp", its target filter's BP range is not read).  "hand_keyword": the cards in the hand of the
    filter's side that match the target's filter by their printed facts gain `keyword` (BSS02-087: the
    Insectoid and Carapite spirit cards in your hand gain Swift); the filter's field-only parts are not read;
    with target "this", in an effect working in the hand (`zone` "hand"), the card itself gains it while
    the effect's condition holds (BSS03-070: "if you control a spirit with Gale, this card gains Swift").
    "lose_effects": the cards lose their effects while it applies and cannot regain them meanwhile (8-3-2:
    inactive, still printed), or only those of level `of_level` (BSS01-081: the nexuses' LV1 effects in
    either main step; BSS02-069: the LV1 nexuses' effects in either attack step).  "extra_refresh_step":
    the card's controller has one more refresh step (6-5) once their attack step is over, its effect used
    up for the turn when it is `once_per_turn` (BSS01-061; a change to the turn's steps, a rule of its own).
    "takes_life_cores": a substitution (8-9-1) as a constant effect: the cores an effect would place into
    either player's life go onto this card instead, the soul core only onto its own player's card (4-11-3)
    (BSS01-084, in either main step).  "no_return": the opponent's effects cannot return the card to its
    owner's hand or deck (3-5-5), the pair of "indestructible" for returns (BSS01-084, in your turn).
    "life_to_void": the ordinary cores its attacks take from the opponent's life go to the void instead of
    their reserve (7-1-5-3-1; the soul core still goes to the reserve, 4-11-3): BSS01-026 for your spirits with
    Curse or Bloodcurse, the effect the Bloodcurse keyword gives as well (keywords.json).  "families": the
    cards also have the spirit types `families`, read by every filter on the field and in their last known
    state (BSS02-062: "all of your yellow spirits gain Otherlander spirit type"); the pair of "colours".
    "additional_cost": using a magic card of the filter's side's hand matching the target's filter also
    costs `amount` cores as an additional cost (8-4-2-2), paid with the cost and owed even when the card is
    used without paying its cost (BSS05-100: "they must pay three cores as an additional cost", left
    running by a `watch`; BSS01-076 plays the card free, not its additional cost).
    "cost": the cards in the hand of the filter's side matching the target's filter (by their printed
    facts, as "hand_keyword" reads them) cost `amount` more, or less when it is negative, after the
    reduction of 2-7-3 and never below 0 (BSS01-099: "the first magic card you use each turn costs 1
    less", its condition counting the magic used).  With target "this", in an effect working in the hand
    (`zone` "hand"), the card itself costs that much more or less while its condition holds, the pair of
    "cost_set" for a change (BSS06-016: "reduce its cost by 2 for each card in your trash with Astral", a
    count with `times` -2; the reference data's one card whose own cost changes by a count).  "reduction_symbols": those cards gain the reduction
    symbols listed in `colours`, one each, matched by the field's symbols as the printed ones are
    (2-7-3: BSS01-086, "your magic cards gain a yellow reduction symbol").  "free": those cards may be
    used, summoned or placed without paying their cost, their player choosing as the cost is due
    ("pay free") since paying may matter (a soul core paid, BSS01-119); a spirit or nexus still gets
    its LV1 cores (10-6-7).  BSS01-076: "you may use magic cards in your hand without paying their cost".
    "trash_symbols": an effect working in the hand (`zone` "hand"): while this card is paid for, the
    symbols of the cards in the trash of the filter's side matching the target's filter (by their printed
    facts) count beside the field's toward its reduction (2-7-3: BSS01-083, "the symbols of the cost-2
    spirit cards in your trash"; more symbols never cost more, so its "may" asks nothing).
    "discard_cost": to use, summon or place one of the hand cards matching the target's filter, its
    player must also discard `amount` other cards from the hand, an additional cost (8-4-2-2: paid after
    the cores, and the card cannot be played without enough cards to discard, 8-4-2-3): BSS02-040,
    "your opponent must discard a card to use a magic card from their hand".  "draw_cost": each card the
    players of the target filter's side ("any": both) draw by an effect outside the draw step must be
    paid for with `amount` cores, as a cost is (10-6-6: from the reserve or the field); a card that
    cannot be paid for is not drawn (1-3-2).  The filter names the drawing player only (BSS02-054: "both
    players must pay one core for each card drawn outside the draw step").  "no_hand_discard": the effects
    of a player's opponent cannot discard cards from the hand of a player of the target filter's side
    (10-2-2; BSS05-110: "your opponent's effects cannot discard cards from your hand"); the filter names the
    players only, as for "draw_cost".  "core_step_cores": the core step of a player of the target filter's
    side brings `amount` cores from the void instead of one (6-3-2; BSS01-110: "two cores instead of
    one"); it sets the number, so two such effects give that number, not more; the filter names the
    players only, as for "draw_cost".  "reduction_fulfilled": an
    effect working in the hand (`zone` "hand"): while its condition holds, every reduction symbol of this
    card is treated as matched (2-7-3), whatever symbols the field has (BSS04-002 at 3 or fewer life, the
    reference data's one card of this kind; more reduction never costs more, so its "may" asks nothing).
    "ascend_cost": when this
    spirit is the one whose cores pay another card's Ascend (11-8-1), the Ascend condition reads its
    cost as `amount` (BSS04-071: "when you use this spirit to perform Ascend, treat it as though it costs
    7"); only on the card itself, and only for that condition, so its cost stays its own everywhere else.
    "skip_ascend": the cards in its controller's hand matching the target's filter (by their printed
    facts) may be summoned from the hand without paying their Ascend (11-8-1), by exhausting this
    refreshed card as they are summoned (BSS04-114: "you may exhaust this nexus to summon it without
    paying its additional Ascend summoning cost"; the exhaustion is part of the permission, so a
    modifier rather than a triggered effect, which would come too late).  "no_exhaust": the opponent's
    effects (Gale's too, 11-10-1) cannot exhaust the card, the pair of "no_return" for exhaustion
    (BSS04-106: "your Shadow spirits cannot be exhausted by your opponent's effects").
    "attack_cost": the spirits
    it applies to cannot attack unless their controller pays `amount` cores as the attack is declared, as
    a cost is paid (10-6-6: from the reserve or the field, to the trash); several add up (BSS03-084 and
    BSS03-118: "your opponent's spirits that cost N or less cannot attack unless they pay one core").
    "field_colours_only": the hand cards matching the target's filter (by their printed facts, on the
    filter's side) can be used, summoned or placed only while one of the symbols on their player's field
    shares a colour with them (BSS03-117: "your opponent cannot use magic cards in their hand that do not
    share a color with any of the symbols on their field").  "destroy_cost": an effect working in the hand
    (`zone` "hand"): to summon or place this card its player must also destroy `amount` of their field cards
    matching the target's filter, an additional cost paid after the cores (8-4-2-2; without enough such
    cards it cannot be played, 8-4-2-3): BSS03-097 "you must destroy one of your blue nexuses".
    "no_draw": the players of the target filter's side ("any": both) draw no card by the effects of
    cards matching `sources` (BSS03-103: "neither player can draw using magic effects").  "summon_limit":
    the players of the target filter's side cannot summon a spirit matching the filter once they have
    summoned `amount` such spirits this turn, by any means (BSS03-103: "your opponent cannot summon a
    spirit that costs 4 or fewer more than once per turn").
    "life_damage_max": an attack
    of the card reduces at most `amount` life however many symbols it has (7-1-5-3-1), the bounded pair of
    "no_life_damage" (BSS05-035: "your life can only be reduced by 1 each time you take damage from an
    attack", on the opponent's spirits).
    "summon_effect_cost": a
    spirit's "when summoned" effect, either player's, works only if its controller pays `amount` cores
    as it would resolve (asked, as any cost: 8-4); the highest such amount on the field applies
    (CB01-044: one core, three with a Kaworu nexus).
    "all_families": the cards have every spirit type there is, for every filter that reads families (a
    filter's `families` always met, its `families_not` never) and for sharing a type (families_as_those):
    PR-071 "treat this spirit as having all spirit types", the reference data's one such card, the unbounded
    pair of "families", which lists the types it gives.
    "link_any": the card's Link (11-18-1), while active, triggers when any spirit of its controller's
    attacks, whatever the Link's condition (11-18-2) (BSS06-045: "your Ice Princess spirits may link
    regardless of their link cost conditions", in your attack step; the reference data's one such card,
    kept as a kind since it sets a keyword's condition aside, which no other part can say).
    "link_on_block": as a spirit it applies to blocks, its controller's spirits with Link whose condition
    it meets may link to it as to an attacker (11-18-1), the blocker then gaining their BP and symbols while
    linked (BSS06-054: "your spirits can be linked with a spirit with Link when blocking"; the reference
    data's one such card).
    "link_limit": the spirits it applies to may be linked to by up to `amount` spirits with Link in one
    battle, beside 11-18-3's one (BSS06-002: "your Lightguider spirits may be linked with up to two spirits
    with Link", in your attack step; the reference data's one such card); each adds its BP and symbols.
    "reduction_from": an effect working in the hand (`zone` "hand"): while this card is paid for, only
    the symbols of its player's field cards matching the target's filter count toward its reduction (2-7-3;
    BSS06-043: "you can only count symbols on your Wanderfae and Supsprite spirits"), the narrowing pair
    of "trash_symbols".
    "paying_symbols": while its controller pays for a card matching `paying`, the card's own symbols are
    replaced by `amount` symbols of each colour in `colours` (2-8; BSS06-090: "when you summon a spirit,
    treat this nexus as having two white symbols", no longer its purple one; the reference data's one
    such card, kept as a kind since "symbol_colours" and "extra_symbols" only add to the printed ones)."""

    @model_validator(mode="after")
    def _max_level_is_the_cards_own(self) -> "Modifier":
        if self.what == "max_level" and not (isinstance(self.target, ThisTarget) or isinstance(self.target, AllTarget)
                                             and self.target.alt is None and not _reads_levels(self.target.filter)):
            raise ValueError("a 'max_level' modifier treats its own card as its highest level (target 'this'), or the "
                             "cards of a target 'all' whose filter reads no level, BP or keyword (BSS03-098)")
        if self.what in ("extra_refresh_step", "takes_life_cores", "reduction_fulfilled", "ascend_cost") and \
                not isinstance(self.target, ThisTarget):
            raise ValueError(f"a '{self.what}' modifier is about its own card: target 'this'")
        if self.what == "hand_keyword" and (not isinstance(self.target, (AllTarget, ThisTarget)) or self.keyword is None):
            raise ValueError("a 'hand_keyword' modifier names a `keyword` and the hand cards by a target 'all' "
                             "(or 'this': the card itself, by its own effect working in the hand)")
        if self.what in ("cost", "reduction_symbols", "free", "trash_symbols", "discard_cost", "field_colours_only",
                         "destroy_cost", "skip_ascend", "reduction_from") and \
                not isinstance(self.target, AllTarget) and not (self.what == "cost" and isinstance(self.target, ThisTarget)):
            raise ValueError(f"a '{self.what}' modifier names the hand cards it changes by a target 'all'" + (
                             " (or, for 'cost', 'this': the card itself in the hand)" if self.what == "cost" else ""))
        if self.what == "link_limit" and not (isinstance(self.amount, int) and self.amount >= 2):
            raise ValueError("a 'link_limit' modifier names how many links a spirit may take as a number `amount` of 2 "
                             "or more (11-18-3 allows one)")
        if self.what in ("no_draw", "summon_limit") and not isinstance(self.target, AllTarget):
            raise ValueError(f"a '{self.what}' modifier names the players (and the spirits) by a target 'all'")
        if self.what in ("draw_cost", "no_hand_discard", "core_step_cores") and (
                not isinstance(self.target, AllTarget) or
                self.target.filter.model_copy(update={"side": "any"}) != CardFilter()):
            raise ValueError(f"a '{self.what}' modifier names the players by a target 'all' whose filter "
                             "has a side and nothing else")
        if self.what == "attack_cost" and not (isinstance(self.amount, int) and self.amount >= 1):
            raise ValueError("an 'attack_cost' modifier names the cores to pay as a number `amount` of 1 or more")
        if self.what == "reduction_symbols" and not self.colours:
            raise ValueError("a 'reduction_symbols' modifier lists the reduction symbols gained in `colours`")
        return self

    what: Literal[
        "bp",                 # amount
        "cannot_attack", "cannot_block", "must_attack",
        "keyword",            # grants `keyword` (with `amount` as its number: Raid 1, Crush +1)
        "unblockable_by",     # cannot be blocked by spirits matching `blockers`
        "unselectable",       # cannot be selected by the opponent's effects
        "extra_symbols",      # each symbol counts `amount` more: for paying cards matching `paying`, or always
                              # (damage too, 7-1-5-3-1) when `paying` is not given; with `colours`: `amount`
                              # more symbols of each of those colours instead
        "symbol_colours",     # symbols also count as `colours` for paying cards matching `paying`
        "paying_symbols",     # for paying cards matching `paying`, its symbols are `amount` of each of `colours` instead
        "colours",            # the card is also of `colours` (only while paying for `paying` cards, if given)
        "cost_set",           # this card's cost is `amount` (in the hand; on the field, a number, on target "this")
        "blocks_as_attacks",  # "when this spirit blocks" effects also trigger when attacking
        "no_life_damage",     # its attacks reduce no life (7-1-5-3-1)
        "max_level",          # this card is treated as its highest level (8-8-1-3-2); `target` must be "this"
        "no_core_removal",    # the opponent's effects cannot remove cores from it
        "block_while_exhausted",   # it can block while exhausted (attackers matching `attackers`, if given)
        "indestructible",     # the opponent's destruction effects (of cards matching `sources`, if given) cannot destroy it
        "battle_indestructible",   # it cannot be destroyed as the result of battle
        "no_when_destroyed",  # the "when destroyed" effects on it do not trigger (10-15-1)
        "lv1_bp",             # its BP at LV1 is `amount` instead of the printed one (set before additions)
        "hand_keyword",       # the cards in the hand matching the target's filter gain `keyword`
        "lose_effects",       # its effects (only those of level `of_level`, if given) do nothing (8-3-2)
        "extra_refresh_step",  # its controller has one more refresh step after their attack step; target "this"
        "takes_life_cores",   # cores bound for either player's life are placed on it instead (8-9-1); target "this"
        "no_return",          # the opponent's effects cannot return it to its owner's hand or deck
        "life_to_void",       # the life its attacks take goes to the void, not the reserve (7-1-5-3-1)
        "families",           # the card also has the spirit types `families`
        "cost",               # the hand cards matching the target's filter (or, in the hand, this card) cost `amount` more
        "additional_cost",    # using the hand's magic cards matching the filter also costs `amount` cores (8-4-2-2), even free
        "reduction_symbols",  # the hand cards matching the target's filter gain the reduction symbols `colours`
        "free",               # the hand cards matching the target's filter may be played without paying their cost
        "trash_symbols",      # in the hand: the symbols of the trash cards matching the target's filter reduce this card's cost
        "discard_cost",       # the hand cards matching the target's filter need `amount` other hand cards discarded too
        "draw_cost",          # each card the filter's side draws outside the draw step costs `amount` cores
        "no_hand_discard",    # the opponent's effects cannot discard cards from the hands of the filter's side
        "ascend_cost",        # it counts as costing `amount` when it pays for Ascend (11-8); target "this"
        "no_when_blocks",     # its own "when this spirit blocks" effects do not trigger when it blocks
        "reduction_fulfilled",  # in the hand: every reduction symbol of this card counts as matched; target "this"
        "skip_ascend",        # the hand cards matching the target's filter may skip Ascend by exhausting this card
        "no_exhaust",         # the opponent's effects cannot exhaust it
        "link_any",           # its Link links it to any attacking spirit of its controller's, whatever its condition
        "link_on_block",      # its controller's Link spirits may link to it as it blocks
        "link_limit",         # up to `amount` spirits with Link may link to it in one battle (a number, 2 or more)
        "reduction_from",     # in the hand: only the symbols of the field cards matching the target's filter reduce this card
        "attack_cost",        # the cards cannot attack unless their controller pays `amount` cores as they do
        "field_colours_only",  # the hand cards matching the target's filter are used only if a field symbol shares a colour
        "destroy_cost",       # in the hand: summoning this card also costs destroying `amount` of your field cards matching the filter
        "no_draw",            # the players of the filter's side cannot draw by the effects of cards matching `sources`
        "summon_limit",       # the players of the filter's side summon at most `amount` spirits matching it per turn
        "life_damage_max",    # each of its attacks reduces at most `amount` life (7-1-5-3-1)
        "summon_effect_cost",  # either player's spirits' "when summoned" effects work only if `amount` cores are paid
        "all_families",       # the card has every spirit type (PR-071)
        "core_step_cores",    # the players of the filter's side get `amount` cores in their core step, not one (a set)
    ]
    target: AllTarget | ThisTarget | BattleTarget = ThisTarget()   # BattleTarget: while in this battle
    amount: Amount = 0
    keyword: Keyword | None = None
    blockers: CardFilter | None = None
    sources: CardFilter | None = Field(default=None, description=(
        "indestructible, unselectable, no_core_removal: only against the effects of the opponent's cards "
        "matching this (BSS01-112: red spirits or magic; BSS02-050: spirits; BSS02-108: spirits with a soul "
        "core on them, read on the field as they are now); no_draw: the cards whose effects draw nothing "
        "(BSS03-103: magic)"))
    attackers: CardFilter | None = Field(default=None, description=(
        "block_while_exhausted: only against attackers matching this (BSS01-060: spirits with 2 or fewer cores)"))
    paying: CardFilter | None = None
    from_hand: bool = Field(default=False, description=(
        "with `paying`: only while the card paid for is summoned or placed from the hand, not when an effect "
        "summons it from the trash paying its cost (BSS03-012: \"while summoning a Terrasaur or Dragonoid spirit "
        "from your hand\"; BSS06-091)"))
    colours: tuple[Colour, ...] = Field(default=(), description=(
        "the colours given by \"symbol_colours\" and \"colours\" (ST07-009), those of a granted Armor "
        "(\"keyword\": BSS01-067), the reduction symbols gained (\"reduction_symbols\": BSS01-086), or the "
        "symbols gained by \"extra_symbols\" (`amount` of each colour, beside the printed ones: CB01-002 \"gains a "
        "green symbol\", CB01-015 one purple symbol per ten Golem spirit cards in the trash, CB01-058 while "
        "paying for WILLE cards)"))
    of_level: int | None = Field(default=None, ge=1, le=10, description=(
        "lose_effects: only the effects whose level tag includes this level (BSS01-081: \"their LV1 effects\", "
        "the LV1-2 effects of a nexus too); none: every effect (BSS02-069)"))
    families: tuple[str, ...] = Field(default=(), description=(
        "the spirit types given by \"families\" (BSS02-062: Otherlander)"))


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
    "link_on_block" lets it link to (BSS06-054): BSS06's "while this spirit is linked", whose "linked
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
                m.what == "cost_set" and not (isinstance(m.target, ThisTarget) and isinstance(m.amount, int))
                for m in self.modifiers):
            raise ValueError("a 'cost_set' on the field treats the card itself as costing a number: target 'this' "
                             "(BSS06-054)")
        if self.zone != "hand" and any(m.what == "cost" and isinstance(m.target, ThisTarget) for m in self.modifiers):
            raise ValueError("a 'cost' modifier on the card itself works in the hand: zone 'hand' (BSS06-016)")
        if self.zone != "trash":
            return self
        if self.kind == "constant":
            if self.condition is not None or not self.modifiers or any(
                    m.what != "cost_set" or not isinstance(m.target, ThisTarget) or not isinstance(m.amount, int)
                    for m in self.modifiers):
                raise ValueError("a constant effect working in the trash is a 'cost_set' of a number on the card itself")
        elif self.kind != "triggered" or self.timing is None or self.once_per_turn:
            raise ValueError("an effect working in the trash is a constant 'cost_set' on the card itself or a "
                             "triggered effect with a timing, not once per turn")
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


# Watch's timing and actions, OneOf's options, and the effect GainEffect grants are declared after
# them: found, like Condition, when they are first used (defer_build).
