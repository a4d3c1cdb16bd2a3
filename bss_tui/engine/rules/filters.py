"""Card filters of the effect language on the field: whether a field card passes a filter as it is now
(its colours, types, keywords, level, symbols, BP and cost now), or a card that left by its last
known state (8-10); what a filter's references stand for on the field; a field card's cost now."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ...carddb.effects import CardFilter, Every, Reference, ThisTarget
from ..model.state import FieldCard, Snapshot, State, Subject
from .compare import Against, Resolve, holds
from .readers import Those
from .periods import gained_timing, has_timing, linked_to
from .printed import PRINTED, card_matches, names_seat, printed_refs
from .active import has_mod, level, modifiers_on
from .colours import colours_of, every_family, families_of
from .keywords import armor_colours, has_effects, has_keyword
from .bp import bp_value
from .symbols import field_colours, symbols


def matches(st: State, fc: FieldCard, f: CardFilter, seat: int, source: FieldCard | None,
            use_bp: bool = True, event: Subject | None = None, those: Those | None = None) -> bool:
    """Whether a field card passes a filter; `seat` is the effect's controller; `those`: the previous
    directive's cards, for a comparison with "those" (without: nothing to compare with, no match)."""
    if f.this == "include" and source is not None and fc.uid == source.uid:
        return True
    if f.side == "you" and fc.controller != seat:
        return False
    if f.side == "opponent" and fc.controller == seat:
        return False
    if f.this == "exclude" and source is not None and fc.uid == source.uid:
        return False
    if f.this == "only" and (source is None or fc.uid != source.uid):
        return False
    if f.exhausted is not None and fc.exhausted != f.exhausted:
        return False
    if f.attacking is not None and (st.battle is not None and st.battle.attacker == fc.uid) != f.attacking:
        return False
    if f.blocked is not None and (st.battle is not None and st.battle.blocked
                                  and st.battle.attacker == fc.uid) != f.blocked:
        return False
    if f.blocking is not None and (st.battle is not None and st.battle.blocked
                                   and st.battle.blocker == fc.uid) != f.blocking:
        return False
    if f.linked is not None and (linked_to(st, fc) is not None) != f.linked:     # 11-18-1, 11-18-4
        return False
    if f.soul_core is not None and st.has_soul(fc) != f.soul_core:
        return False
    compares = f.cost is not None or f.bp is not None or f.cores is not None or f.level is not None \
        or f.symbols is not None
    where = references(st, seat, event, those, fc) if compares else printed_refs(event)
    if f.cores is not None and not holds(st.total_cores(fc), f.cores, "cores", where):
        return False
    colours = None
    if f.colours and not any(c in fc.card.colours for c in f.colours) or f.multicolour is not None:
        colours = colours_of(st, fc)           # a colour it gained may match
    families = families_of(st, fc) if f.families else None   # a type it gained may count
    if families is not None and every_family(st, fc):      # "all spirit types" (PR-071): each one named counts
        families = families + f.families
    also_spirit = bool(f.types) and fc.card.type == "nexus" and has_mod(st, fc, "as_spirit")
    if f.colours_off_field and colours is None:
        colours = colours_of(st, fc)
    if not card_matches(fc.card, f, event, on_field=True, colours=colours, refs=where, families=families,
                        cost=field_cost(st, fc), also_spirit=also_spirit,
                        field_colours=field_colours(st, fc.controller) if f.colours_off_field else None):
        return False
    if f.has_timing is not None and not has_timing(fc.card, f.has_timing, level(st, fc)) \
            and not gained_timing(st, fc, f.has_timing):
        return False
    if f.has_effects is not None and has_effects(st, fc) != f.has_effects:
        return False
    if f.keyword is not None and not has_keyword(st, fc, f.keyword, criterion=True):   # 10-13-1
        return False
    if f.level is not None and not holds(level(st, fc), f.level, "level", where):
        return False
    if f.colours_in_event_armor and not (isinstance(event, FieldCard)
                                         and set(colours_of(st, fc)) & armor_colours(st, event)):   # BSS04-062
        return False
    if f.symbols is not None and not holds(len(symbols(st, fc)), f.symbols, "symbols", where):   # as counted now (2-8)
        return False
    if use_bp and f.bp is not None and not holds(bp_value(st, fc), f.bp, "bp", where):
        return False
    if f.not_ is not None and matches(st, fc, f.not_, seat, source, use_bp, event, those):
        return False
    return True


# A measure of a field card as it is now, and of a card as it left the field (8-10); a test checks
# that each has every measure of the language.
NOW: dict[str, Callable[[State, FieldCard], int]] = {
    "cost": lambda st, fc: field_cost(st, fc), "bp": bp_value, "cores": lambda st, fc: st.total_cores(fc),
    "level": level, "symbols": lambda st, fc: len(symbols(st, fc))}
LEFT: dict[str, Callable[[Snapshot], int]] = {
    "cost": lambda s: s.cost, "bp": lambda s: s.bp, "cores": lambda s: s.cores + (1 if s.soul else 0),
    "level": lambda s: s.level, "symbols": lambda s: len(s.symbols)}


@dataclass(frozen=True, slots=True)
class _Where:
    """Where a filter is read on the field: what its references stand for."""

    st: State
    seat: int
    event: Subject | None
    those: Those | None
    card: FieldCard | None        # the field card tested, left out of "each other spirit"

    def resolve(self, measure: str, ref: Reference | Every) -> Against | None:
        if isinstance(ref, Every):          # each other spirit of that player's, read for a field card only
            if self.card is None:
                return None
            return Against(tuple(NOW[measure](self.st, o)
                                 for o in _other_spirits(self.st, self.card, ref.every, self.seat)), each=True)
        return REFERENCES[ref](self, measure)


def _event(w: _Where, measure: str) -> Against:
    """The event card's, now or as it left the field (8-10): a cost an effect of its own sets is its
    cost (BSS06-054)."""
    e = w.event
    if e is None:
        return Against(())
    return Against((LEFT[measure](e) if isinstance(e, Snapshot) else NOW[measure](w.st, e),))


def _those(w: _Where, measure: str) -> Against:
    """The previous directive's cards': those still on the field as they are now, the others as printed
    where the measure is printed (a cost; a BP is read on the field only)."""
    if w.those is None:
        return Against(())
    values: set[int] = set()
    for c in w.those:
        if isinstance(c, FieldCard) and w.st.find(c.uid) is c:
            values.add(NOW[measure](w.st, c))
        elif measure in PRINTED:
            values.add(PRINTED[measure](c.card if isinstance(c, FieldCard) else c))
    return Against(frozenset(values))


def _yours(w: _Where, measure: str) -> Against:
    """The effect controller's spirits' on the field."""
    return Against(frozenset(NOW[measure](w.st, fc) for fc in w.st.field
                             if fc.controller == w.seat and fc.card.type == "spirit"))


def _life(w: _Where, measure: str) -> Against:
    """The effect controller's life total, whatever the measure (BSS04-035)."""
    return Against((w.st.life_total(w.seat),))


# What each reference of the language stands for on the field; a test checks that every name has one.
REFERENCES: dict[str, Callable[[_Where, str], Against]] = {"event": _event, "those": _those, "yours": _yours,
                                                           "life": _life}


def references(st: State, seat: int, event: Subject | None = None, those: Those | None = None,
               card: FieldCard | None = None) -> Resolve:
    """What a filter's references stand for, read for `seat` now: for card_matches on the cards of an
    area, and for `matches` (with the field card tested, `card`)."""
    return _Where(st, seat, event, those, card).resolve


def _other_spirits(st: State, fc: FieldCard, side: str, seat: int) -> Iterator[FieldCard]:
    """The spirits other than `fc` of the side named from `seat`'s point of view: what a comparison
    with each other spirit of a side (Every) compares `fc` with."""
    return (o for o in st.field if o.card.type == "spirit" and o.uid != fc.uid and names_seat(side, o.controller, seat))


def subject_matches(st: State, subj: Subject, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """A filter on a live field card, or on the last known state of one that left (8-10)."""
    if isinstance(subj, FieldCard):
        return matches(st, subj, f, seat, source if isinstance(source, FieldCard) else None)
    return snapshot_matches(subj, f, seat, source)


def snapshot_matches(subj: Snapshot, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """The same filter on a last known state: the facts it had as it left the field (8-10)."""
    if f.this == "include" and source is not None and subj.uid == source.uid:
        return True
    if f.side == "you" and subj.controller != seat or f.side == "opponent" and subj.controller == seat:
        return False
    if f.this == "exclude" and source is not None and subj.uid == source.uid:
        return False
    if f.this == "only" and (source is None or subj.uid != source.uid):
        return False
    if f.soul_core is not None and subj.soul != f.soul_core:
        return False
    if f.exhausted is not None and subj.exhausted != f.exhausted:
        return False
    left = printed_refs(None)        # no event card nor previous cards known here: nothing to compare with
    if f.cores is not None and not holds(LEFT["cores"](subj), f.cores, "cores", left):
        return False
    if f.bp is not None and not holds(subj.bp, f.bp, "bp", left):
        return False
    if f.level is not None and not holds(subj.level, f.level, "level", left):
        return False
    if f.attacking is not None:       # whether it was attacking as it left
        if subj.attacking != f.attacking:
            return False
        f = f.model_copy(update={"attacking": None})
    if f.keyword is not None or f.has_timing is not None:
        # what its level gave it as it left, not every level's (10-13-1, 2-10-2): a spirit with Curse at
        # LV2-3 destroyed at LV1 had no Curse (BSS04-028), nor the effects of its other levels
        if f.keyword is not None and f.keyword not in subj.keywords:
            return False
        if f.has_timing is not None and not has_timing(subj.card, f.has_timing, subj.level):
            return False
        f = f.model_copy(update={"keyword": None, "has_timing": None})
    return card_matches(subj.card, f, families=subj.families, also_spirit=subj.spirit, cost=subj.cost)


def field_cost(st: State, fc: FieldCard) -> int:
    """A field card's cost now: printed, unless a constant effect of its own treats it as another
    ("cost_set" on target "this" on the field, BSS06-054: "treat this spirit as though it costs 5")."""
    if "cost_set" in fc.card.constant_kinds:
        for m in modifiers_on(st, fc, "cost_set"):
            if isinstance(m.target, ThisTarget) and isinstance(m.amount, int):
                return m.amount
    return fc.card.cost
