"""The verbs whose result lasts for a while (8-8-1-4): marks left on cards or on a player until
their `lasts` runs out."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import Colour, Keyword
from .filters import CardFilter
from .directive import _Directive, _OnCards


class CannotAct(_OnCards):
    """The target cannot "attack" or cannot "block" (ST04-005, BSS02-023) for a while; or its attacks
    cannot "reduce_life" (7-1-5-3-1: BSS05-128 "your life cannot be reduced by that spirit's attacks"; the
    resolved-effect form of the "no_life_damage" modifier) or cannot take the defending player's last core
    of life, "take_last_life" (the life its attack reduces stops at one core; BSS04-128: "attacks from your
    opponent's non-token spirits that cost 4 or fewer cannot reduce your life to 0 during this turn")."""
    PURPOSE = "harm"
    LASTS = True

    do: Literal["cannot"] = "cannot"
    what: Literal["attack", "block", "take_last_life", "reduce_life"]


class Protect(_OnCards):
    """The target cannot be destroyed by the opponent's destruction effects
    ("opponent_destroy_effects"), in battle ("battle"), or have cores removed by the opponent's
    effects ("opponent_core_removal"): the three protections of ST03-001, one verb so that the
    booster sets' single protections (BSS01-112) need no new one."""
    PURPOSE = "help"
    LASTS = True

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
    LASTS = True

    do: Literal["max_level"] = "max_level"
    while_this: bool = Field(default=False, description=(
        "only while this effect's card stays on the field, within `lasts` (BSS03-092: \"during this turn, as "
        "long as you control this spirit\"); the one lasting verb a card's staying bounds, so a field of its own"))


class MinLevel(_OnCards):
    """The target is treated as LV1, its lowest level (8-2-2-2, 8-8-1-3-2): LV1 BP and only its
    LV1 effects, for a while; the pair of `max_level`, and the later of the two wins.  BSS01-134
    (the opponent's spirits this turn), BSS01-095 (the blocker, this battle)."""
    LASTS = True

    do: Literal["min_level"] = "min_level"


class AttackTax(_Directive):
    """The opponent cannot attack with a spirit unless they move a core from it to their reserve."""
    LASTS = True

    do: Literal["attack_tax"] = "attack_tax"


class GainKeyword(_OnCards):
    """The target gains a keyword of chapter 11 for a while (BSS02-063: "it gains Blessed during
    this turn"); `value` is the keyword's number (Gale 1, Crush +1)."""
    PURPOSE = "help"
    LASTS = True

    do: Literal["gain_keyword"] = "gain_keyword"
    keyword: Keyword = Field(description="the keyword gained (Blessed for BSS02-063; any keyword of chapter 11)")
    value: int = Field(default=0, ge=0, le=10, description="the keyword's number, when it has one")
    colours: tuple[Colour, ...] = Field(default=(), description=(
        "the colours of a gained Armor (11-5: BSS02-125 \"Armor: red, purple, green\")"))


class GainSymbol(_OnCards):
    """The target has one more symbol of each of `colours` for a while (2-8: for damage, 7-1-5-3-1, and
    reductions, 2-7-3 alike): "this spirit gains one additional green symbol during this battle"
    (BSS05-066); the resolved-effect pair of a card's printed symbols, as gain_keyword is of keywords."""
    LASTS = True

    do: Literal["gain_symbol"] = "gain_symbol"
    colours: tuple[Colour, ...] = Field(min_length=1, max_length=5, description=(
        "the colours of the symbols gained, one symbol each"))


class BlockWhileExhausted(_OnCards):
    """The target can block while exhausted, for a while (an exception to 7-1-3-1: BSS01-130 when
    the soul core paid for it; the pair of `cannot` "block")."""
    PURPOSE = "help"
    LASTS = True

    do: Literal["block_while_exhausted"] = "block_while_exhausted"


class Unblockable(_OnCards):
    """The target cannot be blocked for a while, by any spirit or only by the spirits matching
    `blockers` (read as the block is declared): the resolved-effect form of the `unblockable_by`
    modifier (7-1-3-1).  BSS02-065 (by none, this turn), BSS02-129 (by the opponent's LV2 spirits),
    BSS01-085 (by spirits with effects)."""
    PURPOSE = "help"
    LASTS = True

    do: Literal["unblockable"] = "unblockable"
    blockers: CardFilter | None = Field(default=None, description=(
        "only these spirits cannot block it (side relative to the effect's controller); none: no spirit can"))


class LoseEffects(_OnCards):
    """The target cards lose their effects for a while and cannot regain them meanwhile (8-3-2:
    the effects stay printed but do nothing): the resolved-effect form of the "lose_effects"
    modifier, its targets fixed as it resolves (8-8-1-4).  BSS02-128 (the opponent's nexuses, this
    turn)."""
    PURPOSE = "harm"
    LASTS = True

    do: Literal["lose_effects"] = "lose_effects"


class GainFamily(_OnCards):
    """The target spirits gain a family (spirit type) for a while, beside their printed ones, for
    every filter that reads families (BSS02-128: "your spirits gain the Otherlander family during
    this turn"); the pair of `gain_keyword` for the card's families."""
    LASTS = True

    do: Literal["gain_family"] = "gain_family"
    family: str = Field(min_length=1, max_length=40, description=(
        "the family gained (BSS02-128: \"Otherlander\"), matched as the printed ones are"))
    spirit_bp: int | None = Field(default=None, ge=0, le=100_000, description=(
        "a nexus among the targets is for as long also a spirit of that family with this BP (2-3: it attacks, "
        "blocks, battles and is destroyed as a spirit is, and filters for spirits find it): BSS05-082, BSS05-083 "
        "and BSS05-113, \"treat that nexus as if it is also a Golem spirit with 5000 BP during this turn\""))


class SetSymbols(_OnCards):
    """The target spirits are treated as having exactly the symbols `colours` for a while (`lasts`),
    one symbol per entry, instead of their printed ones (2-8; BSS03-122 "Double Heart": "treat that
    spirit as having two red symbols"); the resolved-effect pair of a card's printed symbols."""
    LASTS = True

    do: Literal["set_symbols"] = "set_symbols"
    colours: tuple[Colour, ...] = Field(min_length=1, max_length=5, description=(
        "the symbols it has, one colour per symbol: (\"red\", \"red\") for two red symbols"))


class MillLimit(_Directive):
    """For a while (this turn unless `lasts` says), each time an effect of the opponent's (Crush
    included) discards cards from the top of this effect controller's deck, at most `count` of them are
    discarded (BSS03-130 "Eternal Shield": "no more than one card is discarded"); kept as a verb because
    it changes how many cards another effect moves, which no other part can say."""
    LASTS = True

    do: Literal["mill_limit"] = "mill_limit"
    count: int = Field(default=1, ge=0, le=60, description="the most cards discarded each time")


class Shield(_Directive):
    """The effect's controller is shielded for a while (this turn unless `lasts` says): "deck_discard":
    no card can be discarded from the top of their deck, by anyone's effect (10-2-1; CB01-076: "cards
    cannot be discarded from your deck during this turn"; mill_limit is the opponent-only, counted
    form).  Kept as a verb because it protects a player, which no card-target verb can say; attacks
    that cannot take the last life are the `cannot` verb's "take_last_life"."""
    LASTS = True

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
