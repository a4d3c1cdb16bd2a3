"""Link (11-18; glossary entry "Link"): when a spirit of its controller's meeting its condition attacks
(or blocks, where an effect allows it: BSS06-054), the spirit with Link may be exhausted to link to it,
which gains its BP and symbols while linked (11-18-1, 11-18-3); an effect may link one too (`link`)."""

from __future__ import annotations

from ...carddb import effects as E
from ..model.context import Ctx
from ..model.decisions import Flow, Kind, ask_yes_no
from ..model.state import Battle, FieldCard, Pending, State
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from ..verbs.directives import field_targets, handles
from .registry import At, at, resolver


@at("attack", "Link", "11-18-1")
def _on_attack(here: At) -> None:
    assert here.attacker is not None
    _link_offers(here.g.st, here.attacker, here.batch)


@at("blocked", "Link", "11-18-1")
def _on_blocked(here: At) -> None:
    if here.blocker is not None and any(True for _ in derived.modifiers_on(here.g.st, here.blocker, "may:link_to_blocker")):
        _link_offers(here.g.st, here.blocker, here.batch)      # BSS06-054


def _link_offers(st: State, linked: FieldCard, batch: list[Pending]) -> None:
    """11-18-1: each spirit of the linked spirit's controller whose Link names it triggers (the attacker;
    or the blocker, where "may:link_to_blocker" allows it: BSS06-054)."""
    seat = linked.controller
    for fc in st.field:
        if fc is not linked and fc.controller == seat and fc.card.type == "spirit":
            conditions = link_conditions(st, fc)
            if conditions and (any(derived.matches(st, linked, cond, seat, fc) for cond in conditions)
                               or any(True for _ in derived.modifiers_on(st, fc, "may:link_any_attacker"))):   # BSS06-045
                batch.append(Pending(seat, fc.card, None, 0, fc, linked, f"{fc.label} link", keyword="Link"))


def link_conditions(st: State, fc: FieldCard) -> list[E.CardFilter]:
    """The conditions of the spirit's Link effects active now (11-18-2: at its level and period)."""
    out: list[E.CardFilter] = []
    for kw in fc.card.keywords:
        if kw.name == "Link" and kw.filter is not None and (not kw.levels or derived.level(st, fc) in kw.levels) \
                and derived.during_holds(st, kw, fc.controller, fc.uid):
            out.append(kw.filter)
    return out


@resolver("Link")
def _link(g: Table, item: Pending) -> Flow[None]:
    """11-18-1: the player may exhaust the Link spirit to link it to the attacking spirit for the battle;
    an attacker already linked to takes no second link (11-18-3), and an exhausted spirit cannot pay."""
    st = g.st
    seat = item.seat
    linker, attacker, b = item.source, item.event_card, st.battle
    if not isinstance(linker, FieldCard) or st.find(linker.uid) is not linker or linker.exhausted:
        return
    if not isinstance(attacker, FieldCard) or b is None or st.find(attacker.uid) is not attacker or not (
            b.attacker == attacker.uid or b.blocked and b.blocker == attacker.uid):   # the blocker: BSS06-054
        return
    if len(b.links if b.attacker == attacker.uid else b.block_links) >= derived.link_limit(st, attacker):
        g.emit("link_refused", "11-18-3", f"[{attacker.label}] {attacker.card.name} is already linked to: "
               f"[{linker.label}] {linker.card.name} cannot link to it")
        return
    if not (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Link: exhaust [{linker.label}] {linker.card.name} to link "
                                  f"it to [{attacker.label}] {attacker.card.name} for this battle?", "11-18-1")):
        return
    _make_link(g, linker, attacker, b, seat)


def _make_link(g: Table, linker: FieldCard, attacker: FieldCard, b: Battle, seat: int) -> None:
    """11-18-1: the linker is exhausted and linked to the attacker for the battle; "when links" triggers."""
    st = g.st
    ops.exhaust(g, linker, seat, rule="11-18-1")
    (b.links if b.attacker == attacker.uid else b.block_links).append(linker.uid)
    g.emit("link", "11-18-1", f"[{linker.label}] {linker.card.name} links to [{attacker.label}] "
           f"{attacker.card.name}: it gains {derived.bp_value(st, linker)} BP and "
           f"{len(derived.symbols(st, linker))} symbol(s) while linked", label=linker.label)
    triggers.collect(g, "links", [linker], player=seat, by=seat)


@handles(E.LinkSpirit)
def _link_spirit(g: Table, ctx: Ctx, act: E.LinkSpirit) -> Flow[None]:
    """An effect links a spirit to the attacking spirit, its link condition not read (BSS06-060): the
    link itself as 11-18-1 makes it, refused as 11-18-3 refuses a second one."""
    st, b = g.st, g.st.battle
    for fc in (yield from field_targets(g, ctx, act.target)):
        attacker = st.find(b.attacker) if b is not None else None
        if b is None or attacker is None or fc is attacker or fc.exhausted or st.find(fc.uid) is not fc:
            continue
        if len(b.links) >= derived.link_limit(st, attacker):
            g.emit("link_refused", "11-18-3", f"[{attacker.label}] {attacker.card.name} is already linked to: "
                   f"[{fc.label}] {fc.card.name} cannot link to it")
            continue
        _make_link(g, fc, attacker, b, ctx.seat)
