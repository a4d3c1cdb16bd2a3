"""The verb whose result lasts for a while (8-8-1-4): `apply`, a change left on cards, or a rule
changed for the effect's controller, until its `lasts` runs out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field, model_validator

from .base import Duration
from .filters import CardFilter
from .modifiers import Modifier
from .targets import ThisTarget
from .directive import Purpose, _OnCards


def _bp_purpose(m: Modifier) -> Purpose:
    """A fixed BP loss harms; a gain, or an amount counted at the time, helps."""
    return "harm" if isinstance(m.amount, int) and m.amount < 0 else "help"


def _harm(m: Modifier) -> Purpose:
    return "harm"


def _help(m: Modifier) -> Purpose:
    return "help"


def _other(m: Modifier) -> Purpose:
    return "other"


# The modifier kinds a lasting `apply` may leave on cards, each with what it is for as the computer
# player reads a card.  This table is the declaration: the engine's marks and the renderer's sentences
# are keyed by it, and their tests check that every kind here has its entry.
LASTING_PURPOSE: dict[str, Callable[[Modifier], Purpose]] = {
    "bp": _bp_purpose,
    "cannot:attack": _harm, "cannot:block": _harm,
    "cannot:reduce_life": _harm,          # its attacks reduce no life (BSS05-128)
    "cannot:take_last_life": _harm,            # its attacks cannot take the last core of life (BSS04-128)
    "cannot:be_destroyed": _help, "cannot:be_destroyed_in_battle": _help, "cannot:lose_cores": _help, "cannot:be_selected": _help,
    "max_level": _other, "min_level": _other,
    "keyword": _help,
    "extra_symbols": _other,          # one more symbol of each of `colours` (BSS05-066)
    "paying_symbols": _other,         # exactly `amount` symbols of each of `colours` (BSS03-122)
    "may:block_exhausted": _help,
    "cannot:be_blocked": _help,
    "lose_effects": _harm,
    "families": _other,
    # the rules changed for a while, each once a verb of its own: on cards ...
    "must:attack_first": _other, "cannot:refresh": _other,
    # ... and on the effect's controller (PLAYER_KINDS)
    "extra_cost:attack_core_to_reserve": _other, "at_most:mill": _other, "cannot:mill": _other, "cannot:destroy_in_battle": _other,
    "instead:compare_costs": _other, "instead:select_for_opponent": _other, "instead:choose_gale": _other,
}
LASTING_KINDS: tuple[str, ...] = tuple(LASTING_PURPOSE)

# The lasting kinds whose mark is the effect's controller's, not a card's: a rule changed for that
# player (or, "cannot:destroy_in_battle", for the battle it is used in).  An `apply` of one names no
# target; the engine marks the player and the sentence names no cards.
PLAYER_KINDS = frozenset({"extra_cost:attack_core_to_reserve", "at_most:mill", "cannot:mill", "cannot:destroy_in_battle", "instead:compare_costs",
                          "instead:select_for_opponent", "instead:choose_gale"})
# The lasting kinds with no constant form: only an `apply` leaves them, so a constant effect refuses them
# and the constant effects' sentences (text/modifiers.py) are keyed by the other kinds.
ONLY_LASTING = PLAYER_KINDS | {"must:attack_first", "cannot:refresh"}
# The lasting kinds that last a time of their own, which `lasts` cannot change, in words.
OWN_DURATION: dict[str, str] = {
    "cannot:refresh": "until its controller's next refresh step",
    "must:attack_first": "this turn",
    "instead:compare_costs": "until the next battle resolved this turn",
}

_SPIRITS = CardFilter(types=("spirit",))

# The protections (1-3-3) an `apply` gives, by modifier kind and by whether only the effects of the
# opponent's spirits are kept off (`sources` naming spirits): the name each protection is marked and
# told by, and the only `sources` these kinds take when they last.
PROTECTIONS: dict[tuple[str, bool], str] = {
    ("cannot:be_destroyed", False): "opponent_destroy_effects",
    ("cannot:be_destroyed_in_battle", False): "battle",
    ("cannot:lose_cores", False): "opponent_core_removal",
    ("cannot:be_destroyed", True): "opponent_spirit_destroy_effects",
    ("cannot:be_selected", True): "opponent_spirit_select",
}
PROTECTION_KINDS = frozenset(kind for kind, _ in PROTECTIONS)


def protection(m: Modifier) -> str | None:
    """The protection a lasting modifier gives (a key of PROTECTIONS' values), None for another kind."""
    return PROTECTIONS.get((m.key, m.sources == _SPIRITS)) if m.key in PROTECTION_KINDS else None


# What each lasting kind asks of its modifier (and of the apply's `lasts`) beyond the model, in words
# when it is not met.
def _names_one_family(m: Modifier, lasts: Duration | None) -> str | None:
    return None if len(m.families) == 1 else "a lasting 'families' names one family"


def _one_symbol_each(m: Modifier, lasts: Duration | None) -> str | None:
    return None if m.colours and m.amount == 1 and m.paying is None else \
        "a lasting 'extra_symbols' gives one symbol (`amount` 1) of each of `colours`, whatever is paid for"


def _symbols_set(m: Modifier, lasts: Duration | None) -> str | None:
    return None if len(m.colours) == 1 and isinstance(m.amount, int) and 1 <= m.amount <= 5 \
        and m.paying is None else \
        "a lasting 'paying_symbols' sets the symbols to `amount` (1 to 5) of one colour, whatever is paid for"


def _names_keyword(m: Modifier, lasts: Duration | None) -> str | None:
    return None if m.keyword is not None else "a lasting 'keyword' names its `keyword`"


def _whose_effects(m: Modifier, lasts: Duration | None) -> str | None:
    return None if protection(m) is not None else (
        f"a lasting '{m.key}' keeps off every opponent's effect, or (`sources` {{types = [\"spirit\"]}}) those of "
        "their spirits: " + ", ".join(sorted(f"{k} {'spirits' if s else 'all'}" for k, s in PROTECTIONS)))


def _own_duration(m: Modifier, lasts: Duration | None) -> str | None:
    return None if lasts is None else f"a lasting '{m.key}' lasts {OWN_DURATION[m.key]}: no `lasts`"


def _cards_counted(m: Modifier, lasts: Duration | None) -> str | None:
    """BSS03-130: the most cards discarded each time, a number given (0 would say "none")."""
    return None if "amount" in m.model_fields_set and isinstance(m.amount, int) and 0 <= m.amount <= 60 else \
        "a lasting 'at_most' 'mill' names the most cards discarded each time as a number `amount` (0 to 60)"


def _battle_long(m: Modifier, lasts: Duration | None) -> str | None:
    return None if lasts == "battle" else \
        "a lasting 'no_battle_destruction' lasts the battle it is used in: lasts \"battle\""


_LASTING_RULES: dict[str, Callable[[Modifier, Duration | None], str | None]] = {
    "families": _names_one_family, "extra_symbols": _one_symbol_each, "paying_symbols": _symbols_set,
    "keyword": _names_keyword, "cannot:be_destroyed": _whose_effects, "cannot:be_destroyed_in_battle": _whose_effects,
    "cannot:lose_cores": _whose_effects, "cannot:be_selected": _whose_effects,
    **{kind: _own_duration for kind in OWN_DURATION},
    "at_most:mill": _cards_counted, "cannot:destroy_in_battle": _battle_long,
}


class Apply(_OnCards):
    """The target cards take the changes `modifiers` for a while (`lasts`: this turn unless it says;
    8-8-1-4, the targets fixed as it resolves): the same Modifier a constant effect applies, its kind
    one of LASTING_KINDS, its own `target` unused (this directive's `target` names the cards) and a
    count in its `amount` read once, as it resolves.  "give it +3000 BP during this turn" is
    `modifiers = [{what = "bp", amount = 3000}]`; "it cannot attack during this battle" is
    `{what = "cannot", action = "attack"}` with `lasts = "battle"`; several protections at once (ST03-001) are
    several modifiers, each given to the same cards.  What the lasting kinds mean beside their
    constant readings: "cannot:take_last_life", an attack of the card leaves its defender one core of life
    (BSS04-128); "min_level", treated as LV1 (8-8-1-3-2), the pair of "max_level", the later of the two
    winning; "cannot:be_blocked" with no `blockers`, no spirit can block it (BSS02-065); "families" with an
    `amount`, a nexus among the cards is also a spirit of that family with that BP (BSS05-113);
    "extra_symbols", one more symbol of each of `colours` (BSS05-066); "paying_symbols", exactly
    `amount` symbols of its colour instead of the printed ones, in every reading (BSS03-122).
    The rules changed for a while, once verbs of their own: "must:attack_first", the cards must make the first
    attack of their controller's attack step if they can (BSS01-059; this turn, no `lasts`); "cannot:refresh",
    they do not refresh in their controller's next refresh step (ST03-010; that long, no `lasts`).  These
    kinds mark the effect's controller, not cards, and their apply names no `target`: "extra_cost:attack_core_to_reserve", the opponent cannot
    attack with a spirit unless they move a core from it to their reserve (ST02-016); "at_most:mill", each time
    an effect of the opponent's (Crush included) discards cards from the top of the controller's deck, at
    most `amount` of them are discarded (BSS03-130 "Eternal Shield"); "cannot:mill", no card can be
    discarded from the top of their deck, by anyone's effect (10-2-1; CB01-076); "cannot:destroy_in_battle"
    (with `lasts` "battle"), neither spirit of the battle it is used in is destroyed by its result
    (7-1-5-2-1), whichever spirits battle, a blocker declared after it included (BSS05-124);
    "instead:compare_costs", the next battle resolved this turn compares the two spirits' costs instead of their BP,
    the higher cost destroyed, both when equal (L01-010; no `lasts`); "instead:select_for_opponent", the next time the
    opponent would select spirits or nexuses for the effect of a magic card, the controller selects them
    instead, the effect staying the opponent's (BSS02-130); "instead:choose_gale", the controller, not the
    blocking player, chooses which refreshed spirits their Gale effects exhaust (11-10-1; BSS03-133)."""
    LASTS = True

    do: Literal["apply"] = "apply"
    modifiers: tuple[Modifier, ...] = Field(min_length=1, max_length=5, description=(
        "the changes, each a modifier of a kind that may last (several: protections only, ST03-001); a kind "
        "that changes a rule for the effect's controller rather than cards names no `target`"))
    while_this: bool = Field(default=False, description=(
        "\"max_level\" only while this effect's card stays on the field, within `lasts` (BSS03-092: \"during this "
        "turn, as long as you control this spirit\")"))

    @model_validator(mode="after")
    def _kinds_that_last(self) -> "Apply":
        for m in self.modifiers:
            if m.key not in LASTING_PURPOSE:
                raise ValueError(f"'{m.key}' does not last: apply one of {', '.join(LASTING_KINDS)}")
            if m.target != ThisTarget():
                raise ValueError("an apply's modifiers take no target of their own: the directive's `target` says")
            rule = _LASTING_RULES.get(m.key)
            problem = rule(m, self.lasts) if rule is not None else None
            if problem is not None:
                raise ValueError(problem)
            if m.key in PLAYER_KINDS and "target" in self.model_fields_set:
                raise ValueError(f"a lasting '{m.key}' marks the effect's controller, not cards: its apply names "
                                 "no `target`")
        if len(self.modifiers) > 1 and any(protection(m) is None for m in self.modifiers):
            raise ValueError("several modifiers in one apply are protections only (ST03-001)")
        if self.while_this and self.modifiers[0].key != "max_level":
            raise ValueError("`while_this` bounds a lasting 'max_level' only (BSS03-092)")
        return self

    def purpose(self) -> Purpose:
        """What its first change is for."""
        m = self.modifiers[0]
        return LASTING_PURPOSE[m.key](m)
