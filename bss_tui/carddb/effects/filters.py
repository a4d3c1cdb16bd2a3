"""The card filter: which cards qualify, one meaning for targets, counts, conditions and triggers."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import ConfigDict, Field

from .base import CardType, Colour, Keyword, Side, TriggerEvent, _Model
from .compare import Compare


class CardFilter(_Model):
    """Which cards qualify; every given part must hold.  `side` is whose field (or area).  The
    same filter, with the same meaning, picks targets, counts cards, tests a trigger's cards and
    tests a condition's cards (derived.matches on the field, on a last known state, or on a card
    off the field by its printed facts).  A measure (`cost`, `bp`, `cores`, `level`, `symbols`) is
    compared by a value (`cost = {le = 3}`, `bp = {lt = "event"}`: compare.py); one `not` excludes
    the cards another filter describes; one `this` says how the effect's own card counts."""

    model_config = ConfigDict(populate_by_name=True)     # `not` in the card files, `not_` in Python

    side: Side = "any"
    types: tuple[CardType, ...] = ()
    colours: tuple[Colour, ...] = ()
    families: tuple[str, ...] = ()
    name: str | None = Field(default=None, description=(
        "exactly this card name; said in a `not`, the usual way a card excludes its own copies (\"other than "
        "'Rei Ayanami'\": ST07, CB01, BSS03)"))
    name_contains: str | None = Field(default=None, description=(
        "a word of the card's name (\"with 'Siegwurm' in its card name\": BSS01-001, BSS01-002)"))
    cost: Compare | None = Field(default=None, description=(
        "its cost (on the field as it is treated now, BSS06-054; in a trash as an effect of its own sets it, "
        "BSS04-025; elsewhere as printed) compared: `{le = 3}`, `{lt = \"event\"}` (BSS01-104: \"a spirit that "
        "costs less than the destroyed spirit\"), `{eq = \"life\"}` (BSS04-035), `{ge = {every = \"opponent\"}}` "
        "(BSS03-093: the costliest)"))
    bp: Compare | None = Field(default=None, description=(
        "its BP compared, read on the field and on a last known state (the event card's once it left, 8-10): "
        "`{le = 3000}`, `{eq = \"event\"}` (BSS01-102), `{lt = \"event\"}` (in a modifier's `blockers` the event "
        "card is the attacking spirit, BSS02-059; in a modifier's target the constant effect's own card, "
        "BSS03-014), `{le = \"those\"}` (BSS06-040)"))
    cores: Compare | None = Field(default=None, description=(
        "how many cores are on it, the soul core included, compared (`{le = 2}`)"))
    level: Compare | None = Field(default=None, description=(
        "its level now compared: `{eq = 2}` (BSS02-129: \"your opponent's LV2 spirits\"), `{le = 0}` a card whose "
        "cores fell below its LV1 cost (9-3-2-1)"))
    exhausted: bool | None = None
    soul_core: bool | None = None
    this: Literal["exclude", "include", "only"] | None = Field(default=None, description=(
        "how the effect's own card counts: \"exclude\" not it (\"your other spirits\"; in a trash, this card "
        "lying there: PR-072 \"all the cards in your trash other than this card\"); \"include\" it qualifies "
        "whatever the rest says (\"this spirit or a Golem\"); \"only\" it and no other, on the field or as it "
        "left (a trigger's `destroyer` for \"when this spirit destroys an opposing spirit\", BSS02-016; a trash "
        "effect's trigger `cards`, this card among them, BSS05-100; a summon's filter, this very card from the "
        "area it lies in, BSS05-012)"))
    keyword: Keyword | None = Field(default=None, description="10-13: on the field only while that keyword is active")
    has_effects: bool | None = Field(default=None, description=(
        "False: \"with no effects listed\" (ST03-012, BSS02-114)"))
    has_timing: TriggerEvent | None = Field(default=None, description=(
        "\"with a 'when this spirit blocks' effect\": the timings an effect is headed by; on the field an effect "
        "gained for a while counts"))
    attacking: bool | None = Field(default=None, description=(
        "True: the spirit attacking now; False: any other (BSS01-128: \"a spirit that is not attacking\"); on a card's "
        "last known state, whether it was attacking as it left the field (BSS06-096: \"when one of your attacking "
        "spirits is destroyed\")"))
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
    symbols: Compare | None = Field(default=None, description=(
        "how many symbols it has (2-8), counted as they are now on the field (a symbol counting as two counts "
        "twice) and as printed elsewhere, compared: BSS04-001 \"spirits with two symbols\" is `{ge = 2}`"))
    colours_in_event_armor: bool = Field(default=False, description=(
        "of a colour named by an Armor the event card has now (11-5); in a modifier's `blockers` the event card "
        "is the attacking spirit (BSS04-062: \"cannot be blocked by spirits of the colours specified in any Armor "
        "effect they possess\")"))
    colours_off_field: bool = Field(default=False, description=(
        "sharing no colour with any symbol on its player's field now (2-8-2-1: a two-colour symbol has both): the "
        "field of the hand's player for a card in a hand, of the burst's player for a burst (BSS03-117: the "
        "opponent's magic cards of no colour of their field's symbols cannot be used; L01-002: a burst of no "
        "colour of its player's symbols)"))
    families_as_those: bool = Field(default=False, description=(
        "one of the field cards the previous directive chose, or a field card sharing a spirit type with one of "
        "them (BSS03-120: \"that spirit and all of your spirits with one or more of the same spirit type\"); read "
        "where a directive picks field cards"))
    multicolour: bool | None = Field(default=None, description=(
        "True: a card of two or more colours (BSS05-048: \"a magic card with two or more colors\", BSS05-100); "
        "False: a card of only one colour (BSS05-022: \"spirits with only one color\"); its colours now on the field"))
    not_: CardFilter | None = Field(default=None, alias="not", description=(
        "the cards this other filter describes do not qualify, read as it is (`not = {families = [\"Voidlord\"]}`: "
        "\"non-Voidlord spirits\", BSS02-059; `not = {keyword = \"Ascend\"}`: \"a spirit that does not have "
        "Ascend\", BSS01-059, in the sense of 10-13; `not = {has_timing = \"blocks\"}`: BSS02-124; `not = "
        "{name = ...}`: every name but one)"))


# The measures a filter compares (the fields holding a Compare), declared by the fields themselves: the
# rules' readers and the text's nouns are keyed by them.
MEASURES: tuple[str, ...] = tuple(name for name, info in CardFilter.model_fields.items()
                                  if Compare in get_args(info.annotation))


# The parts of a filter that read something a level decides: a level, BP, an active keyword or timing.
_LEVEL_READING = ("level", "bp", "keyword", "has_timing")


def reads_levels(f: CardFilter) -> bool:
    """Whether a filter reads something a level decides, in its `not` too: a 'max_level' modifier on
    other cards must not, so that no level depends on another's."""
    return any(getattr(f, name) is not None for name in _LEVEL_READING) or \
        f.not_ is not None and reads_levels(f.not_)
