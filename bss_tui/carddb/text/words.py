"""Small word helpers: plain names for values, plurals, articles, lists, signs."""

from __future__ import annotations

from typing import Any, Callable, Iterable


def _name(value: Any) -> str:
    """A value the tables below do not know, shown as plain words."""
    return str(value).replace("_", " ")


def _word(table: dict[str, str], value: Any) -> str:
    found = table.get(value) if isinstance(value, str) else None
    return found if found is not None else _name(value)


def _plural(n: Any, one: str, many: str) -> str:
    return one if n == 1 else many


def _count(n: Any, noun: str, nouns: str | None = None) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {_plural(n, noun, nouns or noun + 's')}"


def _span(lo: Any, hi: Any, exactly: Callable[[Any], str], between: Callable[[Any, Any], str],
          at_most: Callable[[Any], str], at_least: Callable[[Any], str]) -> str:
    """A bound or a pair of bounds in words: one shape for every range the text names, each caller
    giving its own wording of the four cases (an equal pair is "exactly")."""
    if lo is not None and hi is not None:
        return exactly(lo) if lo == hi else between(lo, hi)
    return at_most(hi) if hi is not None else at_least(lo)


def _a(phrase: str) -> str:
    """'a spirit', 'an exhausted spirit'."""
    article = "an" if phrase[:1].lower() in "aeiou" else "a"
    return f"{article} {phrase}"


def _and(items: Iterable[str], last: str = "and") -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _or(items: Iterable[str]) -> str:
    return _and(items, "or")


def _signed(n: Any) -> str:
    return f"{n:+d}" if isinstance(n, int) else _name(n)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _levels(levels: Iterable[int]) -> str:
    gate = "".join(f"[LV{n}]" for n in levels)
    return gate + " " if gate else ""


_DURATION = {"turn": "during this turn", "battle": "during this battle",
             "opponent_next_turn": "until the end of your opponent's next turn"}


def _duration(value: Any) -> str:
    return " " + _word(_DURATION, value)


def _player_does(player: Any, verb: str, verb_s: str) -> str:
    if player == "you":
        return verb
    if player == "opponent":
        return f"your opponent {verb_s}"
    return f"{_name(player)} {verb_s}"


def _whose(player: Any) -> str:
    return {"you": "your", "opponent": "your opponent's"}.get(player, f"{_name(player)}'s") \
        if isinstance(player, str) else f"{_name(player)}'s"


def _keyword_text(name: Any, value: Any = 0, colours: Iterable[str] = ()) -> str:
    """'Crush +2', 'Raid 1', 'Armor: red, white', 'A.T. Field'."""
    text = _name(name) if name is not None else "no keyword"
    if value:
        text += f" {_signed(value)}" if name == "Crush" else f" {value}"
    colours = tuple(colours)
    if colours:
        text += ": " + ", ".join(_name(c) for c in colours)
    return text


_CONTROLLERS = {False: "its controller's", True: "their controllers'"}
