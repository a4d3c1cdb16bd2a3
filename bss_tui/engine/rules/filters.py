"""Card filters of the effect language on the field: whether a field card passes a filter as it is now
(its colours, types, keywords, level, symbols, BP and cost now), or a card that left by its last
known state (8-10); a field card's cost now."""

from __future__ import annotations

from typing import Iterator

from ...carddb.effects import CardFilter, ThisTarget
from ..model.state import FieldCard, Snapshot, State, Subject
from .periods import gained_timing, has_timing, linked_to
from .printed import card_matches, names_seat
from .active import has_mod, level, modifiers_on
from .colours import colours_of, every_family, families_of
from .keywords import armor_colours, has_effects, has_keyword
from .bp import bp_value
from .symbols import symbols


def matches(st: State, fc: FieldCard, f: CardFilter, seat: int, source: FieldCard | None,
            use_bp: bool = True, event: Subject | None = None, those_costs: frozenset[int] | None = None) -> bool:
    """Whether a field card passes a filter; `seat` is the effect's controller; `those_costs`: the
    costs of the previous directive's cards, for `cost_as_those` (without: no match)."""
    if f.or_this and source is not None and fc.uid == source.uid:
        return True
    if f.side == "you" and fc.controller != seat:
        return False
    if f.side == "opponent" and fc.controller == seat:
        return False
    if f.other and source is not None and fc.uid == source.uid:
        return False
    if f.only_this and (source is None or fc.uid != source.uid):
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
    if (f.cores_min is not None or f.cores_max is not None):
        n = st.total_cores(fc)
        if f.cores_min is not None and n < f.cores_min:
            return False
        if f.cores_max is not None and n > f.cores_max:
            return False
    colours = None
    if f.colours and not any(c in fc.card.colours for c in f.colours) or f.multicolour is not None or f.colours_not:
        colours = colours_of(st, fc)           # a colour it gained may match
    costs = your_spirit_costs(st, seat) if f.cost_as_yours else \
        frozenset({st.life_total(seat)}) if f.cost_as_life else those_costs
    families = families_of(st, fc) if f.families or f.families_not else None   # a type it gained may count
    if families is not None and every_family(st, fc):      # "all spirit types" (PR-071): each one named counts
        families = families + f.families + f.families_not
    also_spirit = bool(f.types) and fc.card.type == "nexus" and has_mod(st, fc, "as_spirit")
    if not card_matches(fc.card, f, event, on_field=True, colours=colours, costs=costs, families=families,
                        cost=field_cost(st, fc), also_spirit=also_spirit):
        return False
    if f.has_timing is not None and not has_timing(fc.card, f.has_timing, level(st, fc)) \
            and not gained_timing(st, fc, f.has_timing):
        return False
    if f.has_timing_not is not None and (has_timing(fc.card, f.has_timing_not, level(st, fc))
                                         or gained_timing(st, fc, f.has_timing_not)):
        return False
    if f.has_effects is not None and has_effects(st, fc) != f.has_effects:
        return False
    if f.keyword is not None and not has_keyword(st, fc, f.keyword, criterion=True):   # 10-13-1
        return False
    if f.keyword_not is not None and has_keyword(st, fc, f.keyword_not, criterion=True):   # 10-13-1
        return False
    if f.level_max is not None and level(st, fc) > f.level_max:
        return False
    if f.level_min is not None and level(st, fc) < f.level_min:
        return False
    if f.colours_in_event_armor and not (isinstance(event, FieldCard)
                                         and set(colours_of(st, fc)) & armor_colours(st, event)):   # BSS04-062
        return False
    if f.symbols_min is not None or f.symbols_max is not None:
        n = len(symbols(st, fc))          # as counted now (2-8)
        if f.symbols_min is not None and n < f.symbols_min or f.symbols_max is not None and n > f.symbols_max:
            return False
    if use_bp and f.bp_vs_event is not None and not _bp_vs_event(st, bp_value(st, fc) + f.bp_margin,
                                                                 f.bp_vs_event, event):
        return False
    if use_bp and (f.bp_min is not None or f.bp_max is not None):
        value = bp_value(st, fc)
        if f.bp_min is not None and value < f.bp_min:
            return False
        if f.bp_max is not None and value > f.bp_max:
            return False
    if f.cost_top is not None and any(field_cost(st, o) > field_cost(st, fc) for o in _other_spirits(st, fc, f.cost_top, seat)):
        return False
    if f.cost_lowest is not None and any(field_cost(st, o) < field_cost(st, fc)
                                         for o in _other_spirits(st, fc, f.cost_lowest, seat)):
        return False
    if use_bp and f.bp_above is not None:
        value = bp_value(st, fc)
        if any(value <= bp_value(st, o) for o in _other_spirits(st, fc, f.bp_above, seat)):
            return False
    return True


def _other_spirits(st: State, fc: FieldCard, side: str, seat: int) -> Iterator[FieldCard]:
    """The spirits other than `fc` of the side named from `seat`'s point of view: what cost_top,
    cost_lowest and bp_above compare `fc` with."""
    return (o for o in st.field if o.card.type == "spirit" and o.uid != fc.uid and names_seat(side, o.controller, seat))


def _bp_vs_event(st: State, value: int, how: str, event: Subject | None) -> bool:
    """A BP against the event card's (its last known BP once it left the field, 8-10)."""
    if event is None:
        return False
    other = event.bp if isinstance(event, Snapshot) else bp_value(st, event)
    return value <= other if how == "at_most" else value < other if how == "below" else value == other


def subject_matches(st: State, subj: Subject, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """A filter on a live field card, or on the last known state of one that left (8-10)."""
    if isinstance(subj, FieldCard):
        return matches(st, subj, f, seat, source if isinstance(source, FieldCard) else None)
    return snapshot_matches(subj, f, seat, source)


def snapshot_matches(subj: Snapshot, f: CardFilter, seat: int, source: Subject | None) -> bool:
    """The same filter on a last known state: the facts it had as it left the field (8-10)."""
    if f.or_this and source is not None and subj.uid == source.uid:
        return True
    if f.side == "you" and subj.controller != seat or f.side == "opponent" and subj.controller == seat:
        return False
    if f.other and source is not None and subj.uid == source.uid:
        return False
    if f.only_this and (source is None or subj.uid != source.uid):
        return False
    if f.soul_core is not None and subj.soul != f.soul_core:
        return False
    if f.exhausted is not None and subj.exhausted != f.exhausted:
        return False
    total = subj.cores + (1 if subj.soul else 0)
    if f.cores_min is not None and total < f.cores_min or f.cores_max is not None and total > f.cores_max:
        return False
    if f.bp_min is not None and subj.bp < f.bp_min or f.bp_max is not None and subj.bp > f.bp_max:
        return False
    if f.level_max is not None and subj.level > f.level_max:
        return False
    if f.level_min is not None and subj.level < f.level_min:
        return False
    if f.attacking is not None:       # whether it was attacking as it left
        if subj.attacking != f.attacking:
            return False
        f = f.model_copy(update={"attacking": None})
    return card_matches(subj.card, f, families=subj.families, also_spirit=subj.spirit)


def your_spirit_costs(st: State, seat: int) -> frozenset[int]:
    """The costs of `seat`'s spirits on the field, for a filter's `cost_as_yours`."""
    return frozenset(field_cost(st, fc) for fc in st.field if fc.controller == seat and fc.card.type == "spirit")


def field_cost(st: State, fc: FieldCard) -> int:
    """A field card's cost now: printed, unless a constant effect of its own treats it as another
    ("cost_set" on target "this" on the field, BSS06-054: "treat this spirit as though it costs 5")."""
    if "cost_set" in fc.card.constant_kinds:
        for m in modifiers_on(st, fc, "cost_set"):
            if isinstance(m.target, ThisTarget) and isinstance(m.amount, int):
                return m.amount
    return fc.card.cost
