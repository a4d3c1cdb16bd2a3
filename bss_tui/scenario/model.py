"""The pydantic model of a scenario file (tests/scenarios/FORMAT.md): every key, its type and its
bounds, checked when the file is loaded.  `bss-tui scenario schema` prints this model's JSON Schema."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, TypeAdapter, ValidationError, create_model,
                      model_validator)

from ..carddb.effects import PROTECTION_KINDS
from ..engine.flows.battle import BATTLE_POINTS
from ..engine.verbs.lasting import CANNOT_MARKS
from .keys import (CARD, FIXED, MAX_COUNT, MAX_ITEMS, MAX_TEXT, Count, Label, RuleId, Text, Texts,
                            mark_name, mark_names, key_spec, one_of)
from ..engine.model.state import STEPS

# The kinds of running effects ("this turn" / "this battle" changes, the engine's marks), each the modifier
# key an `apply` leaves (bss_tui/engine/verbs/lasting.py): a BP change, the restrictions, the protections,
# and three rules changed for a while.
MOD_KINDS: tuple[str, ...] = (
    ("bp",)
    + CANNOT_MARKS
    + tuple(dict.fromkeys(PROTECTION_KINDS))
    + ("cannot:refresh", "max_level", "extra_cost:attack_core_to_reserve")
)

if TYPE_CHECKING:
    PlayerName = str
    ModKind = str
    StepName = str
    BattlePoint = str
else:
    PlayerName = one_of("p1", "p2")
    ModKind = Annotated[one_of(*MOD_KINDS), BeforeValidator(mark_name)]   # the names before still read
    StepName = one_of("setup", *STEPS)
    BattlePoint = one_of(*BATTLE_POINTS)


class _Strict(BaseModel):
    # strict: TOML's types are exact, so "yes" is not a bool and "3" not a number
    model_config = ConfigDict(extra="forbid", strict=True)


class FieldEntry(_Strict):
    label: Label
    card: Text
    cores: Count = 0
    exhausted: bool = False


class PlayerPosition(_Strict):
    life: Count = Field(default=0, description="every core in life; with soul_core = \"life\" one of them is the soul core")
    reserve: Count = Field(default=0, description="ordinary cores in the reserve")
    trash_cores: Count = Field(default=0, description="ordinary cores in the trash")
    soul_core: Text = Field(default="reserve", description="reserve, life, trash, void, or a label of this player's field")
    hand: Texts = []
    deck: Texts = Field(default=[], description="card ids, top first")
    trash: Texts = []
    burst: Text = ""
    field: list[FieldEntry] = Field(default=[], max_length=MAX_ITEMS)
    mulligan: Literal["undecided", "kept", "mulliganed"] = Field(
        default="undecided", description="setup positions: this player's 5-2-7 decision so far")


class BattlePosition(_Strict):
    """A battle in progress (chapter 7): its attack was declared and its "when attacks" effects are done."""

    attacker: Label
    blocker: Label | None = None
    magic_used: Texts = Field(default=[], description="magic card ids the attacking player used in this battle (11-6-1)")
    at: BattlePoint = Field(description="before_block (7-1-2-1 flash window), block (7-1-3-1), "
                                        "after_block (7-1-4-1 flash window) or end (7-1-6)")


class EffectPosition(_Strict):
    """A running effect from an effect already resolved (8-8-1-4: its target is fixed)."""

    kind: ModKind
    target: Label | None = Field(default=None, description="the field card it applies to (none for attack_tax)")
    amount: int = Field(default=0, ge=-100_000, le=100_000, description="BP added, for bp_add only")
    duration: Literal["turn", "battle", "next_refresh"] = "turn"
    by: PlayerName = Field(description="whose effect made it")


class OnceUsed(_Strict):
    label: Label
    effect: int = Field(ge=1, le=20, description="the effect's number on the card, 1 first")


class Position(_Strict):
    turn: int = Field(default=1, ge=1, le=MAX_COUNT)
    player_one: PlayerName = "p1"
    active: PlayerName = "p1"
    step: StepName = "main"
    chooser: PlayerName | None = Field(default=None, description="setup positions: the winner of the random draw, "
                                                         "who is to choose player one (5-2-6)")
    burst_set_this_turn: bool = False
    life_lost_this_turn: list[PlayerName] = Field(default=[], max_length=2)
    once_used: list[OnceUsed] = Field(default=[], max_length=MAX_ITEMS, description="once-per-turn effects used this turn")
    raid_used: dict[Label, Count] = Field(default={}, description="label -> Raid attacks used this turn")
    battle: BattlePosition | None = None
    effects: list[EffectPosition] = Field(default=[], max_length=MAX_ITEMS)
    p1: PlayerPosition = PlayerPosition()
    p2: PlayerPosition = PlayerPosition()


def _label_key_schemas(schema: dict[str, Any]) -> None:
    """JSON Schema of the label keys (LABEL.cores, ...): one pattern per card key."""
    schema["additionalProperties"] = False
    schema["patternProperties"] = {
        rf"^[A-Za-z0-9_-]+\.{tail}$": {"description": key.doc} for tail, (key, _) in CARD.items()
    }


class _ExpectBase(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=False, strict=True,
                              json_schema_extra=_label_key_schemas)

    @model_validator(mode="before")
    @classmethod
    def _label_keys(cls, data: Any) -> Any:
        """Keys that are not fixed name a field label: LABEL.cores etc., validated by their own type."""
        if not isinstance(data, dict):
            return data
        data = {key: mark_names(value) if key.endswith(".effects") else value for key, value in data.items()}
        for key, value in data.items():
            if key in FIXED:
                continue
            spec = key_spec(key)
            if spec is None:
                raise ValueError(f"{key}: unknown expectation key")
            try:
                _ADAPTERS[key.rpartition(".")[2]].validate_python(value)
            except ValidationError as err:
                raise ValueError(f"{key}: {err.errors()[0]['msg']}") from None
        return data


def _expect_model() -> type[BaseModel]:
    fields: dict[str, Any] = {
        name.replace(".", "__"): (key.accepts | None, Field(None, alias=name, description=key.doc))
        for name, key in FIXED.items()
    }
    return create_model("Expect", __base__=_ExpectBase, **fields)


_ADAPTERS = {tail: TypeAdapter(key.accepts, config=ConfigDict(strict=True)) for tail, (key, _) in CARD.items()}
Expect = _expect_model()


def expectations(model: BaseModel) -> dict[str, Any]:
    """The keys a file states, by their written names, with their validated values."""
    return model.model_dump(by_alias=True, exclude_unset=True)


class Checkpoint(_Strict):
    after: int | Text = Field(description="the number of actions played (0 = none yet), or the text "
                                          "of an action that occurs once in the script")
    expect: Expect  # type: ignore[valid-type]


class ScenarioFile(_Strict):
    title: Text = ""
    rules: list[RuleId] = Field(default=[], max_length=MAX_ITEMS)
    seed: int = Field(default=0, ge=0, le=2**63)
    actions: list[Text] = Field(default=[], max_length=10 * MAX_COUNT)
    position: Position
    cards: list[dict[str, Any]] = Field(default=[], max_length=MAX_ITEMS, description="test cards, in the card schema")
    checkpoints: list[Checkpoint] = Field(default=[], max_length=MAX_ITEMS)
    expect: Expect = Field(default_factory=Expect)  # type: ignore[valid-type]


def describe(err: ValidationError) -> str:
    """`key.path: why` for the first problem; a union's alternatives are said together."""
    errors = err.errors()
    first = errors[0]

    def where(e: Any) -> str:
        """`a.b[0].c`: list indexes in brackets, as the position builder writes them; union members dropped."""
        out = ""
        for part in e.get("loc", ()):
            if isinstance(part, int):
                out += f"[{part}]"
            elif "[" not in part and part != "function-after":
                out += f".{part}" if out else part
        return out

    loc = where(first)
    msgs = [e["msg"] for e in errors if where(e) == loc]
    msg = " or ".join(dict.fromkeys(msgs))
    if msg.startswith("Value error, "):          # a validator's message: "KEY: why"
        key, _, why = msg[len("Value error, "):].partition(": ")
        loc, msg = ".".join(p for p in (loc, key) if p), why
    return f"{loc or '(top level)'}: {msg}"


__all__ = ["describe", "ScenarioFile", "Position", "PlayerPosition", "FieldEntry", "BattlePosition", "EffectPosition",
           "OnceUsed", "Checkpoint", "Expect", "expectations", "MOD_KINDS", "MAX_TEXT"]
