"""A filter's comparisons as words: one phrase for a measure (cost, BP, cores, level, symbols)
compared with numbers or with a reference, from the words of the measure, of the comparison and of
the reference, and a few phrases the cards print their own way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import effects as E
from .context import _Ctx
from .words import _count, _name, _span

# Where a phrase goes around the noun: "adj" before it ("LV2 spirits"), "front" after it ("spirits
# that cost 3"), "with" in its "with ..." list ("spirits with 3000 BP or less").
Phrase = tuple[str, str]


def _range(lo: Any, hi: Any, unit: str) -> str:
    """'3000 BP or less', '5 or more', '2 to 4' (unit may be empty)."""
    u = f" {unit}" if unit else ""
    return _span(lo, hi, lambda n: f"exactly {n}{u}", lambda a, b: f"{a} to {b}{u}",
                 lambda n: f"{n}{u} or less", lambda n: f"{n}{u} or more")


def _count_range(lo: Any, hi: Any, unit: str) -> str:
    """'exactly 1 core', '2 to 4 symbols', 'at most 2 cores', 'at least 1 symbol'."""
    return _span(lo, hi, lambda n: f"exactly {_count(n, unit)}", lambda a, b: f"{a} to {b} {unit}s",
                 lambda n: f"at most {_count(n, unit)}", lambda n: f"at least {_count(n, unit)}")


def _cost_numbers(lo: int | None, hi: int | None, plural: bool) -> Phrase:
    verb = "cost" if plural else "costs"
    return "front", f"that {verb} {lo}" if lo is not None and lo == hi else f"that {verb} {_range(lo, hi, '')}"


def _level_numbers(lo: int | None, hi: int | None, plural: bool) -> Phrase:
    if lo is not None:      # "LV2 spirits" (both ends given), "LV2-or-higher spirits"
        return "adj", (f"LV{lo}" if hi == lo else f"LV{lo}-or-higher" if hi is None else f"LV{lo}-to-LV{hi}")
    assert hi is not None
    # "LV1 spirits"; 0 is a card whose cores fell below its LV1 cost
    return "adj", "below-LV1" if hi <= 0 else "LV1" if hi == 1 else f"LV1-to-LV{hi}"


@dataclass(frozen=True)
class _Measure:
    noun: str                       # "BP": "less BP than it"
    with_noun: str                  # "a cost": "with a cost equal to your life total"
    verb: tuple[str, str] | None    # ("cost", "costs"): "that costs less than it"
    numbers: Callable[[int | None, int | None, bool], Phrase]   # a range of numbers: lowest, highest, plural


# The words of each measure of the language (E.MEASURES); a test checks that every one has them.
MEASURE_WORDS: dict[str, _Measure] = {
    "cost": _Measure("cost", "a cost", ("cost", "costs"), _cost_numbers),
    "bp": _Measure("BP", "BP", None, lambda lo, hi, plural: ("with", _range(lo, hi, "BP"))),
    "cores": _Measure("cores", "a number of cores", None,
                      lambda lo, hi, plural: ("with", _count_range(lo, hi, "core"))),
    "level": _Measure("level", "a level", None, _level_numbers),
    "symbols": _Measure("symbols", "a number of symbols", None,
                        lambda lo, hi, plural: ("with", _count_range(lo, hi, "symbol"))),
}

# A comparison with a number as the lowest and highest whole number it allows (offsets from it).
BOUNDS: dict[str, tuple[int | None, int | None]] = {
    "eq": (0, 0), "ge": (0, None), "gt": (1, None), "le": (None, 0), "lt": (None, -1)}

# Each comparison said of a reference, by the kind of thing the reference is: a card's ("the same cost
# as it"), an amount ("a cost equal to your life total"), each other spirit of a side.  {m}: the
# measure's noun, {a}: its "with" noun, {r}: the reference.
HOW: dict[str, dict[str, str]] = {
    "eq": {"card": "the same {m} as {r}", "amount": "{a} equal to {r}", "every": "the same {m} as {r}"},
    "le": {"card": "{a} equal to or less than {r}", "amount": "{a} equal to or less than {r}",
           "every": "the lowest {m} among {r}"},
    "lt": {"card": "less {m} than {r}", "amount": "less {m} than {r}", "every": "less {m} than {r}"},
    "gt": {"card": "more {m} than {r}", "amount": "more {m} than {r}", "every": "more {m} than {r}"},
    "ge": {"card": "{a} equal to or more than {r}", "amount": "{a} equal to or more than {r}",
           "every": "the highest {m} among {r}"},
}
# "less" and "more" said with the measure's verb where it has one: "that costs less than it".
VERB_HOW = {"lt": "that {v} less than {r}", "gt": "that {v} more than {r}"}


def _those(how: str, ctx: _Ctx) -> str:
    """The previous directive's cards: compared through the highest, "equal or less" holds against one
    of them, "more" against all of them."""
    if how in ("gt", "ge"):
        return "those cards" if ctx.plural else "that card"
    return "one of the selected cards" if ctx.plural else "the selected card"


# Each reference of the language (E.REFERENCES) as words: its kind (HOW) and what it is called.
REFERENCE_WORDS: dict[str, tuple[str, Callable[[str, _Ctx], str]]] = {
    "event": ("card", lambda how, ctx: ctx.event),
    "those": ("card", _those),
    "yours": ("card", lambda how, ctx: "one of your spirits"),
    "life": ("amount", lambda how, ctx: "your life total"),
}
# Each other spirit of a side: said among ("the highest cost among your spirits") or one by one.
EVERY_AMONG = {"you": "your spirits", "opponent": "your opponent's spirits"}
EVERY_EACH = {"you": "each of your other spirits", "opponent": "each of your opponent's spirits"}


def _reference(ref: str) -> tuple[str, Callable[[str, _Ctx], str]]:
    """A reference's kind and words; one the language does not know, by its name."""
    return REFERENCE_WORDS.get(ref, ("card", lambda how, ctx: _name(ref)))


# A reference lowered by a margin: "BP lower than its BP by 5000 or more" (BSS04-104).
MARGIN = {"le": "{m} lower than {r} by {n} or more", "lt": "{m} lower than {r} by more than {n}"}


def referenced(measure: str, how: str, operand: E.Reference | E.Of | E.Every, ctx: _Ctx, plural: bool) -> Phrase:
    """One comparison of a measure with a reference, as a phrase."""
    words = MEASURE_WORDS[measure]
    if isinstance(operand, E.Every):
        r = (EVERY_AMONG if how in ("le", "ge") else EVERY_EACH).get(operand.every, _name(operand.every))
        return "with", HOW[how]["every"].format(m=words.noun, a=words.with_noun, r=r)
    if isinstance(operand, E.Of):
        kind, name = _reference(operand.of)
        card = name(how, ctx)
        if kind == "card" and operand.plus < 0 and how in MARGIN:
            return "with", MARGIN[how].format(m=words.noun, r=f"{card}'s", n=-operand.plus)
        moved = f"{card}'s {words.noun}" if kind == "card" else card
        r = f"{moved} {'plus' if operand.plus >= 0 else 'minus'} {abs(operand.plus)}"
        return "with", HOW[how]["amount"].format(m=words.noun, a=words.with_noun, r=r)
    kind, name = _reference(operand)
    r = name(how, ctx)
    if words.verb is not None and how in VERB_HOW:
        return "front", VERB_HOW[how].format(v=words.verb[0 if plural else 1], r=r)
    if operand == "event" and how == "le":       # "BP equal to or less than this spirit's" (BSS01-004)
        r = f"{r}'s"
    return "with", HOW[how][kind].format(m=words.noun, a=words.with_noun, r=r)


def compared(measure: str, comparison: E.Compare, ctx: _Ctx, plural: bool) -> list[Phrase]:
    """A measure's comparison as phrases: its numbers as one range ('that cost 2 to 4', '3000 BP or
    less', 'LV2'), then each reference."""
    lo: int | None = None
    hi: int | None = None
    phrases: list[Phrase] = []
    for how, operand in comparison.items():
        if isinstance(operand, int):
            low, high = BOUNDS[how]
            lo = operand + low if low is not None else lo
            hi = operand + high if high is not None else hi
        else:
            phrases.append(referenced(measure, how, operand, ctx, plural))
    if lo is not None or hi is not None:
        phrases.insert(0, MEASURE_WORDS[measure].numbers(lo, hi, plural))
    return phrases
