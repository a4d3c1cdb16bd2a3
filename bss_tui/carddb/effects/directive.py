"""The base of every directive (8-2): the `when` and `lasts` all verbs share, and the two
families of verbs, done to cards (`target`) or by a player (`player`)."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from .base import Duration, _Model
from .conditions import Condition
from .counts import Count
from .targets import SelectTarget, Target

Purpose = Literal["harm", "help", "gain", "other"]

class _Directive(_Model):
    # What the verb is for, as the computer player reads a card (harm to the opponent's field, help for
    # one's own, cards or cores gained, or other): declared with the verb so a new verb says it at once.
    PURPOSE: ClassVar[Purpose] = "other"
    # Whether the verb's result lasts for a while (a running effect, 8-8-1-4) and so takes `lasts`;
    # the other verbs happen at once.
    LASTS: ClassVar[bool] = False

    when: Condition | None = Field(default=None, description=(
        "\"then, if ...\": checked when this directive is reached"))
    lasts: Duration | None = Field(default=None, description=(
        "how long a lasting directive's result holds: \"turn\" (the default), \"battle\", or "
        "\"opponent_next_turn\" (through the end of the opponent's next turn: BSS05-039 \"until the end of their "
        "next turn\", the reference data's one such duration); only "
        "for the verbs whose result lasts (apply, watch, gain_effect)"))

    @model_validator(mode="after")
    def _lasts_only_where_it_lasts(self) -> "_Directive":
        verb = getattr(self, "do", "")
        if self.lasts is not None and not self.LASTS:
            raise ValueError(f"'lasts' is for the verbs whose result lasts ({', '.join(sorted(lasting_verbs()))}), "
                             f"not {verb}")
        return self

    def purpose(self) -> Purpose:
        """What this directive is for (a verb whose purpose depends on its fields overrides this)."""
        return self.PURPOSE

    @property
    def duration(self) -> Duration:
        """How long the result holds (this turn unless it says)."""
        return self.lasts or "turn"


def verb_models() -> list[type[_Directive]]:
    """Every verb's model loaded so far, by its `do` tag: each directive model that has one (the union
    of every verb is built from it once all the verb modules are loaded, effect.py)."""
    todo: list[type[_Directive]] = [_Directive]
    found: list[type[_Directive]] = []
    while todo:
        model = todo.pop()
        todo.extend(model.__subclasses__())
        if "do" in model.model_fields:
            found.append(model)
    return sorted(found, key=lambda model: str(model.model_fields["do"].default))


def lasting_verbs() -> frozenset[str]:
    """The verbs whose models say their result lasts."""
    return frozenset(str(model.model_fields["do"].default) for model in verb_models() if model.LASTS)


class _BothPlayers(_Directive):
    """A verb both players may do at once, each to their own cards or cores."""

    both: bool = Field(default=False, description=(
        "both players do it, each to their own, choosing at once, so the turn player first whoever controls "
        "the effect (1-3-4); `player` or `side` is then \"you\" (BSS01-028: \"both players discard five cards\"; "
        "the rules' scenarios move a life core of each player at once to reach a draw, 1-2-3)"))

    @model_validator(mode="after")
    def _both_players(self) -> "_BothPlayers":
        if self.both and (getattr(self, "player", "you") != "you" or getattr(self, "side", "you") != "you"):
            raise ValueError("'both' is done by both players: leave 'player' and 'side' \"you\"")
        return self


class _Until(_Directive):
    """A verb that fills a place up to a number: `until` instead of a count (draw into the hand,
    move cores into an area), read by one engine helper (`verbs.directives.missing`)."""

    until: Annotated[int, Field(ge=0, le=100)] | Count | None = Field(default=None, description=(
        "instead of a count: as many as it takes for the place filled to hold this many, none when it already "
        "does: cards in the player's hand for a draw (BSS03-006: \"draw cards until you have three cards in "
        "your hand\"; an amount read as the draw begins, PR-065: \"until you have the same number of cards in "
        "your hand as your opponent\"), cores in `dest` for a move of cores, the soul core counted (BSS01-001: "
        "\"until you have 5 life\")"))


class _OnCards(_Directive):
    """A verb done to cards: `target` says which (8-5-3), one field for every such verb."""

    target: Target = SelectTarget()


class _ByPlayer(_Directive):
    """A verb a player does to their own cards: `player` says who, "you" or "opponent"."""

    player: Literal["you", "opponent"] = Field(default="you", description=(
        "who does it: \"opponent\" for the opponent's deck or hand (ST06-012 mills the opponent's deck)"))


Directive = _Directive   # the base of every verb's model: `do` names the verb
