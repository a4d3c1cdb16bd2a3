"""The pydantic model of a lesson file (cards/lessons/*.toml): every key, its type and its bounds.
The position is the scenario notation's (scenario.model.Position), so a lesson is written like a
scenario; the goal and the opponent's way of playing are small vocabularies declared here once."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from ..carddb.terminal import no_unshown
from ..scenario.keys import MAX_TEXT, Count, Label, RuleId, Text, one_of
from ..scenario.model import Position

MAX_HINTS = 10
MAX_LINE = 60                 # actions in a solution or a wrong line
Prose = Annotated[str, Field(min_length=1, max_length=1500), AfterValidator(no_unshown)]
Hint = Annotated[str, Field(min_length=1, max_length=400), AfterValidator(no_unshown)]
LessonId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,59}$")]


class GoalKind(StrEnum):
    """What the learner must do, with the rule the goal rests on and what it means, for the
    explanation panel.  Every goal is judged from the game after every action (goals.judge)."""

    rule: str
    meaning: str

    def __new__(cls, value: str, rule: str, meaning: str) -> "GoalKind":
        member = str.__new__(cls, value)
        member._value_ = value
        member.rule = rule
        member.meaning = meaning
        return member

    @classmethod
    def of(cls, value: str) -> "GoalKind":
        """The member of a validated value (the file's model keeps the plain string)."""
        return cls._value2member_map_[value]  # type: ignore[return-value]

    WIN = "win", "9-2-3", "win the game before your opponent can act in their next turn"
    DESTROY = "destroy", "7-1-5-2-1", "destroy {target} before this turn ends"
    SUMMON = "summon", "10-6", "have {card} on your field at LV{level} or higher before this turn ends"
    KEEP = "keep", "10-1", "keep your {target} on the field until this turn ends"
    SURVIVE = "survive", "7-1-5-3-1", "keep your life above {life_above} until this turn ends"
    LIFE = "life", "7-1-5-3-1", "end this turn with more than {life_above} life"


class Plays(StrEnum):
    """How the opponent's seat answers a decision its scripted replies do not cover."""

    PASSIVE = "passive"
    BLOCKS = "blocks"

    @property
    def meaning(self) -> str:
        return PLAYS_MEANING[self]


PLAYS_MEANING = {
    Plays.PASSIVE: "passes every flash window, never blocks, declines every \"may\" and ends its steps",
    Plays.BLOCKS: "blocks with its first ready spirit whenever it can; otherwise as passive",
}


if TYPE_CHECKING:
    GoalName = str
    PlaysName = str
    Seat = str
else:
    GoalName = one_of(*GoalKind)
    PlaysName = one_of(*Plays)
    Seat = one_of("p1", "p2")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Goal(_Strict):
    kind: GoalName
    target: Label | None = Field(default=None, description="destroy, keep: the field label of the card")
    card: Text | None = Field(default=None, description="summon: the card id to have on the field")
    level: int = Field(default=1, ge=1, le=5, description="summon: the lowest level that counts")
    life_above: Count = Field(default=0, description="survive, life: the life to stay above")
    rule: RuleId | None = Field(default=None, description="the rule the reason cites (default: the kind's)")

    @model_validator(mode="after")
    def _parameters(self) -> "Goal":
        needs = {GoalKind.DESTROY: "target", GoalKind.KEEP: "target", GoalKind.SUMMON: "card"}.get(
            GoalKind.of(self.kind))
        for name in ("target", "card"):
            given = getattr(self, name) is not None
            if given != (name == needs):
                raise ValueError(f"{name}: {'needed' if not given else 'not used'} by a {self.kind} goal")
        return self

    @property
    def cited(self) -> str:
        return self.rule or GoalKind.of(self.kind).rule

    def text(self, card: str | None = None, target: str | None = None) -> str:
        """The goal in words; `card` and `target` name the card ids and labels as players see them."""
        return GoalKind.of(self.kind).meaning.format(target=target or self.target, card=card or self.card,
                                                     level=self.level, life_above=self.life_above)


class Opponent(_Strict):
    plays: PlaysName = "passive"
    replies: list[Text] = Field(default=[], max_length=MAX_LINE,
                                description="actions taken in order, each at the first decision where it is legal")


class LessonFile(_Strict):
    id: LessonId
    title: Text
    order: int = Field(default=0, ge=0, le=9999, description="place in the list, lowest first")
    learner: Seat = "p1"
    rules: list[RuleId] = Field(min_length=1, max_length=20)
    explanation: Prose
    hints: list[Hint] = Field(min_length=1, max_length=MAX_HINTS)
    goal: Goal
    opponent: Opponent = Opponent()
    seed: int = Field(default=0, ge=0, le=2**63)
    solution: list[Text] = Field(min_length=1, max_length=MAX_LINE)
    wrong: list[Text] = Field(min_length=1, max_length=MAX_LINE)
    position: Position


__all__ = ["LessonFile", "Goal", "GoalKind", "Opponent", "Plays", "MAX_TEXT"]
