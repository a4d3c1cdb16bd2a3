"""Keywords now (chapter 11, 10-13): printed at the card's level and period, granted by a constant
effect or for a while; their numbers (the largest counts, 11-11-4), Armor's colours (11-5-1), and
the keywords of cards in the hand."""

from __future__ import annotations

from typing import get_args

from ...carddb.effects import Keyword, ThisTarget
from ...carddb.schema import Card
from ..model.state import FieldCard, State
from .kinds import declared
from .readers import read
from .periods import during_holds
from .printed import card_matches
from .active import lasting_on, level, modifiers_on, own_hand_modifiers, player_modifiers


def has_effects(st: State, fc: FieldCard) -> bool:
    """Whether a field card has any effect: printed ones (those the data lost included), or ones it
    gained: a keyword granted by a constant effect (ST03-012 ruling) or by a resolved one, or an effect
    a resolved one gave (gain_effect)."""
    if fc.card.lists_effects or any(m.uid == fc.uid and m.kind == "effect" for m in st.mods):
        return True
    return any(True for _ in lasting_on(st, fc, "keywords"))      # a keyword granted, for good or for a while


_IN_BATTLE = frozenset({"attacking", "blocking", "attacking_or_blocking"})


def keyword_value(st: State, fc: FieldCard, name: str, criterion: bool = False) -> int | None:
    """The keyword's number if `fc` has `name` active now (printed at its level and period, or
    granted by a constant effect), else None.  Several copies: the largest counts (11-11-4).
    `criterion`: read for a "with [keyword]" criterion, where a printed keyword counts once its level
    condition is met (10-13-1), its "while this spirit attacks / blocks" period aside."""
    best = None
    lv = -1
    for kw in fc.card.keywords:
        if kw.name != name:
            continue
        if lv < 0:
            lv = level(st, fc)
        if (not kw.levels or lv in kw.levels) and (criterion and kw.during in _IN_BATTLE
                                                   or during_holds(st, kw, fc.controller, fc.uid)):
            best = kw.value if best is None else max(best, kw.value)
    for change in lasting_on(st, fc, "keywords"):     # granted, for a while or by a constant effect (8-8-1-2)
        if change.modifier.keyword == name:
            best = change.value if best is None else max(best, change.value)
    return best


def has_keyword(st: State, fc: FieldCard, name: str, criterion: bool = False) -> bool:
    return keyword_value(st, fc, name, criterion) is not None


_NAMES: tuple[str, ...] = get_args(Keyword)


def keywords_now(st: State, fc: FieldCard) -> frozenset[str]:
    """The keywords a field card has now, as a "with [keyword]" criterion reads them (10-13-1): what its
    last known state keeps as it leaves the field (8-10)."""
    return frozenset(name for name in _NAMES if keyword_value(st, fc, name, criterion=True) is not None)


def ascend_cost(st: State, fc: FieldCard) -> int | None:
    """The cost a constant effect gives the spirit when it pays for Ascend ("ascend_cost": BSS04-020),
    or None: its printed cost."""
    for m in modifiers_on(st, fc, "ascend_cost"):
        return read.amount(st, m.amount, fc.controller, fc)
    return None


def armor_colours(st: State, fc: FieldCard) -> set[str]:
    out: set[str] = set()
    lv = level(st, fc)
    for kw in fc.card.keywords:
        if kw.name == "Armor" and (not kw.levels or lv in kw.levels) and during_holds(st, kw, fc.controller, fc.uid):
            out.update(kw.colours)
    out.update(c for change in lasting_on(st, fc, "keywords")     # Armor granted for a while (BSS02-125)
               if change.modifier.keyword == "Armor" for c in change.modifier.colours)    # or not (BSS01-067)
    return out


_HAND_KEYWORD = declared("hand_keyword")


def hand_card_has_keyword(st: State, seat: int, card: Card, name: str) -> bool:
    """A card in `seat`'s hand has the keyword printed, or its own effect working in the hand gives it
    to itself (BSS03-070), or a constant effect on the field gives it to the hand cards it names
    ("hand_keyword": BSS02-087)."""
    if card.has_keyword(name):
        return True
    if any(m.keyword == name and isinstance(m.target, ThisTarget)     # its own, in the hand (BSS03-070)
           for m in own_hand_modifiers(st, seat, card, "hand_keyword")):
        return True
    return any(m.keyword == name and card_matches(card, f) for _, m, f in player_modifiers(st, seat, _HAND_KEYWORD))
