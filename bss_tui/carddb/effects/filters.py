"""The card filter: which cards qualify, one meaning for targets, counts, conditions and triggers."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import CardType, Colour, Keyword, Side, TriggerEvent, _Model


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
