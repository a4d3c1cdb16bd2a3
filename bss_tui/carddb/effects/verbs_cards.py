"""The verbs that move cards: draw, discard, mill, destroy, return, take from the trash or the
deck's top, summon (tokens too), send to the deck, use a magic card, reveal."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .base import Colour, _Model
from .counts import CardAmount, Count
from .directive import _BothPlayers, _ByPlayer, _Directive, _OnCards, _Until
from .filters import CardFilter
from .targets import AllTarget, EventTarget, SelectTarget, ThisTarget


class Draw(_ByPlayer, _Until):
    """Draw cards (4-5-3); `player` "opponent": the opponent draws (the booster sets' "your
    opponent draws")."""
    PURPOSE = "gain"

    do: Literal["draw"] = "draw"
    count: CardAmount = 1


class Discard(_ByPlayer, _BothPlayers):
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

    @model_validator(mode="after")
    def _one_count_for_both(self) -> "Discard":
        if self.both and self.up_to:
            raise ValueError("'both' discards `count` from each hand: leave 'up_to' off")
        return self


class Mill(_ByPlayer):
    """Discard cards from the top of a deck (10-2-1): the deck of `player` (ST04-014 mills its
    own, ST06-012 the opponent's)."""

    do: Literal["mill"] = "mill"
    count: CardAmount = 1


class Destroy(_OnCards):
    """Destroy the target (10-1, 10-14-1)."""
    PURPOSE = "harm"

    do: Literal["destroy"] = "destroy"
    no_when_destroyed: bool = Field(default=False, description=(
        "the opponent's \"when destroyed\" effects do not trigger for this destruction, every one of them by "
        "10-15-1: the destroyed cards' own, other cards' \"when one of your spirits is destroyed\", bursts "
        "(BSS01-013; CB01-001 too)"))


class ReturnToHand(_OnCards):
    PURPOSE = "harm"
    do: Literal["return_to_hand"] = "return_to_hand"


class TrashToHand(_Directive):
    """Cards selected from the trash go to their owner's hand; or the event card, once it is in
    its owner's trash ("return it from your trash to your hand": BSS01-115 after a destruction,
    BSS02-028); or this card, from its own trash ("this": BSS03-126 after it was milled).  A selection
    of zone "those" picks among the cards the previous `mill` put into the trash (BSS06-099: "add one
    spirit card with Link from the discarded cards to your hand")."""
    PURPOSE = "gain"

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


class RevealTake(_Directive):
    """Reveal (or only view) the top `count` cards of your deck; put matching ones into your hand
    ("one": exactly one if any matches, "all": every match, "up_to_one": may take one), or onto the
    field (`to`), and the rest to the bottom, the trash or back on top ("top": BSS02-033 returns them
    on top).  The cards taken are "those" of the next directives (BSS05-088: "if you add a card to your
    hand with this effect, discard a card")."""
    PURPOSE = "gain"

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


class ToDeck(_OnCards):
    """Put the target cards into their owners' decks, on top or at the bottom (`where`); several
    going to one deck are ordered by its owner (3-1-5).  A field card leaves the field (its cores
    to the reserve, 3-5-5); a card selected from the hand (`zone` "hand") or the trash ("trash":
    BSS02-104 puts a spirit card from the trash on top) goes from there.  The pair of
    `return_to_hand`: BSS01-054 sends a spirit to the bottom, BSS01-129 to the top, BSS01-080 two
    cards from the hand to the bottom."""
    PURPOSE = "harm"

    do: Literal["to_deck"] = "to_deck"
    where: Literal["top", "bottom", "either"] = Field(default="bottom", description=(
        "\"top\" (BSS01-129) or \"bottom\" (BSS01-054, BSS01-080) of the owner's deck; \"either\": the owner "
        "chooses top or bottom (BSS05-130: \"your opponent returns it to either the top or bottom of their deck\")"))


class Token(_Model):
    """A token spirit's card facts, given by the effect that summons it (4-12-2: the rules' own example
    is the Antman Token of BSS02-082, BSS02-083 and BSS02-132): name, colours, cost, spirit types (among
    them "Token", which marks it as a token), symbols, and its one level's core count and BP."""

    name: str = Field(min_length=1, max_length=60, pattern=r"^[A-Za-z0-9][A-Za-z0-9 '.-]*$")
    colours: tuple[Colour, ...] = Field(min_length=1)
    cost: int = Field(ge=0, le=20, description=(
        "its cost, a fact every token's annotation gives (4-12-2): 0 for the Antman Token"))
    families: tuple[str, ...] = Field(description="its spirit types, \"Token\" among them (4-12-2)")
    symbols: tuple[Colour, ...] = ()
    cores: int = Field(ge=0, le=10, description=(
        "the core count of its LV1, its only level, a fact every token's annotation gives (4-12-2): 1 for the "
        "Antman Token"))
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


class RevealRandom(_ByPlayer):
    """A card of `player`'s hand, picked at random, is revealed to both players (12-2) and stays in the
    hand: BSS03-110 "select a card from your opponent's hand at random and reveal it", the reference
    data's one random reveal, kept as a verb because nothing else shows a hidden hand card."""

    do: Literal["reveal_random"] = "reveal_random"


class RevealBurst(_ByPlayer):
    """`player`'s set burst card is revealed to both players (12-2-1) and stays set, face down again
    (BSS05-136 "Spinning Sword": "select one of your opponent's set burst cards and reveal it ... return it
    to their burst area"; the reference data's one card that shows a set burst, kept as a verb because
    revealing hidden information is a step of its own that an undo cannot cross)."""

    do: Literal["reveal_burst"] = "reveal_burst"


class CastMagic(_OnCards):
    """Use a magic card from the trash without paying its cost (10-8), as the effect resolves: the
    controller picks it with `target` (a selection in the trash, or among the cards the previous directive
    milled: zone "those"; the `target` every verb done to cards has, here always such a selection), then the one of its magic effects whose window is now ("main" in its
    controller's main step, otherwise "flash"; their choice when several fit); it resolves, and goes back
    to the trash (10-8-8).  BSS06-031: "use one magic card with 'Cooking' in its card name among the
    discarded cards without paying its cost", the reference data's one card that uses magic from the
    trash, kept as a verb since using a card is an act of its own that no other verb does."""

    do: Literal["use_magic"] = "use_magic"

    @model_validator(mode="after")
    def _a_magic_card_from_the_trash(self) -> "CastMagic":
        t = self.target
        if not isinstance(t, SelectTarget) or t.zone not in ("trash", "those") or t.filter.types != ("magic",):
            raise ValueError("use_magic picks a magic card (filter types ['magic']) in the trash or among 'those'")
        return self
