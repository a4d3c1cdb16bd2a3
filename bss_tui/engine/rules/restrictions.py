"""Restrictions now: what cannot attack, block, be blocked, be selected, draw, summon or take life,
from resolved effects, constant effects and effects left running."""

from __future__ import annotations

from ...carddb.effects import CardFilter, rule_key
from ...carddb.schema import Card
from ..model.state import FieldCard, State
from .kinds import declared
from .printed import card_matches
from .active import has_mod, in_force, marks_on, modifiers_on, player_modifiers, watched_modifiers
from .colours import colours_of
from .keywords import armor_colours
from .filters import matches
from .amounts import amount
from .costs import hand_costs_change


def restricted(st: State, fc: FieldCard, what: str) -> bool:
    """"cannot attack" / "cannot block" (or take the last life, or reduce life), left for a while by a
    resolved effect or applied by a constant one: a "cannot" with that action either way."""
    return in_force(st, fc, rule_key("cannot", what))


def must_attack(st: State, fc: FieldCard) -> bool:
    return any(True for _ in modifiers_on(st, fc, "must:attack"))


def can_block(st: State, blocker: FieldCard, attacker: FieldCard) -> bool:
    """7-1-3-1 plus "cannot be blocked by ..." (constant modifiers on the attacker)."""
    if restricted(st, blocker, "block"):
        return False
    for m in modifiers_on(st, attacker, "cannot:be_blocked"):      # the event card of `blockers`: the attacker
        if m.blockers is not None and matches(st, blocker, m.blockers, attacker.controller, attacker, event=attacker):
            return False
    for mod in marks_on(st, attacker, "cannot:be_blocked"):      # left for a while by a resolved effect
        blockers = mod.modifier.blockers
        if blockers is None or matches(st, blocker, blockers, mod.by, attacker):
            return False
    return True


def unselectable(st: State, fc: FieldCard, by_seat: int, source_card: Card | None,
                 source: FieldCard | None = None) -> bool:
    """Whether an effect of `by_seat` (from `source_card`, on the field as `source`) cannot select
    this card: Armor (11-5-1) against the opponent's spirits, nexuses and magic of its colours, and
    "cannot be selected by the opponent's effects"."""
    if by_seat == fc.controller:
        return False
    if source_card is not None and source_card.type == "spirit" and has_mod(st, fc, "cannot:be_selected"):
        return True          # "cannot be selected by the effects of your opponent's spirits" (BSS05-039)
    if any(from_sources(st, m.sources, source_card, source, fc.controller)
           for m in modifiers_on(st, fc, "cannot:be_selected")):
        return True
    if any(from_sources(st, m.sources, source_card, source, fc.controller)     # left running for a while (BSS06-062)
           for m in watched_modifiers(st, fc, "cannot:be_selected")):
        return True
    if source_card is not None:      # printed Armor, or Armor granted by a constant effect (BSS01-067)
        colours = armor_colours(st, fc)
        # 11-5-1 / 2-4: a source on the field has the colours it has now, constant effects included.
        theirs = colours_of(st, source) if source is not None and source.card is source_card else source_card.colours
        if colours and any(c in colours for c in theirs):
            return True
    return False


def from_sources(st: State, sources: CardFilter | None, card: Card | None, fc: FieldCard | None,
                 seat: int) -> bool:
    """Whether an effect of `card` (on the field as `fc`) is one a modifier's `sources` names:
    None names every effect; a source still on the field is read as it is now (BSS02-108: a spirit
    with a soul core on it), one that left by its printed facts.  `seat`: the protected card's
    controller, whom the filter's side is relative to."""
    if sources is None:
        return True
    if card is None:
        return False
    if fc is not None and fc.card is card and st.find(fc.uid) is fc:
        return matches(st, fc, sources, seat, None)
    return card_matches(card, sources)


_NO_DRAW = declared("cannot:draw")


def draw_barred(st: State, seat: int, source: Card) -> bool:
    """Whether a constant effect on the field stops `seat` drawing by the effect of `source` ("cannot:draw":
    BSS03-103's magic effects)."""
    return any(m.sources is None or card_matches(source, m.sources) for _, m, _ in player_modifiers(st, seat, _NO_DRAW))


_SUMMON_LIMIT = declared("at_most:summons")


def summon_barred(st: State, seat: int, card: Card) -> bool:
    """Whether a constant effect on the field stops `seat` summoning `card` now: they already summoned as
    many matching spirits this turn as it allows ("at_most:summons": BSS03-103)."""
    if not hand_costs_change(st):      # the cheap test first: no field card says anything of hand plays
        return False
    for src, m, f in player_modifiers(st, seat, _SUMMON_LIMIT):
        if card_matches(card, f) and sum(1 for c in st.summoned_this_turn(seat) if card_matches(c, f)) >= \
                amount(st, m.amount, src.controller, src):
            return True
    return False


def no_life_damage(st: State, fc: FieldCard) -> bool:
    """The attacks of `fc` reduce no life now (7-1-5-3-1): a constant effect on it says so, or an effect
    left running for a while names it as it attacks (a watch's "cannot:reduce_life": BSS05-062)."""
    return any(True for _ in modifiers_on(st, fc, "cannot:reduce_life")) or \
        any(True for _ in watched_modifiers(st, fc, "cannot:reduce_life"))


_NO_HAND_DISCARD = declared("cannot:discard")


def hand_discard_barred(st: State, seat: int) -> bool:
    """The opponent's effects cannot discard cards from `seat`'s hand now ("cannot:discard": BSS05-110)."""
    return any(True for _ in player_modifiers(st, seat, _NO_HAND_DISCARD))
