"""Ascend (11-8; glossary entry "Ascend", carddb/glossary.py): an additional cost of summoning a
card with it, paid by one of the summoner's spirits meeting its condition, whose cores all go to
the reserve (11-8-1, 11-8-2).

It is keyword code, but a summon by an effect pays it too, so it sits at the bottom of the verbs,
below the card's arrival (arrival.py) that every summon goes through; the keywords above may use it.
"""

from __future__ import annotations

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.decisions import Decision, Flow, Kind, PickCard, Refusal, decide
from ..model.state import FieldCard, State
from ..model.table import Table
from ..operations import ops
from ..operations.payment import Pool
from ..rules import derived


def ascend_condition(card: Card) -> E.CardFilter | None:
    """The condition of the card's Ascend (11-8-2), or None when it has none."""
    return card.ascend


def ascend_candidates(g: Table, seat: int, card: Card) -> list[FieldCard]:
    """Spirits of `seat` meeting the condition and holding a core (11-8-1; a spirit with no core
    cannot pay it: Ascend ruling)."""
    st = g.st
    cond = ascend_condition(card)
    if cond is None:
        return []
    alt = card.ascend_alt       # an opposing spirit may pay it too (CB01-045)
    return [fc for fc in st.field if fc.card.type == "spirit" and st.total_cores(fc) > 0
            and (fc.controller == seat and _pays_ascend(st, fc, cond, seat)
                 or alt is not None and fc.controller != seat and derived.matches(st, fc, alt, seat, None))]


def _pays_ascend(st: State, fc: FieldCard, cond: E.CardFilter, seat: int) -> bool:
    """The spirit meets an Ascend condition, its cost read as "ascend_cost" sets it (BSS04-020)."""
    cost = derived.ascend_cost(st, fc)
    if cost is None or cond.cost is None:
        return derived.matches(st, fc, cond, seat, None)
    loose = cond.model_copy(update={"cost": None})
    return derived.matches(st, fc, loose, seat, None) and \
        derived.holds(cost, cond.cost, "cost", derived.references(st, seat, card=fc))


def ascend_payer(g: Table, fc: FieldCard) -> Card:
    """The card of the spirit paying Ascend, as the "ascended" trigger reads it: with the cost an
    "ascend_cost" modifier gives it (BSS04-020 pays BSS04-018's "a spirit that costs 6 or more")."""
    cost = derived.ascend_cost(g.st, fc)
    return fc.card if cost is None else fc.card.model_copy(update={"cost": cost})


def ascend_check(g: Table, seat: int, card: Card) -> Refusal | None:
    """11-8-1: a card with Ascend is summoned only with a spirit to pay it, whoever pays the rest."""
    if ascend_condition(card) is None or ascend_candidates(g, seat, card):
        return None
    return Refusal("11-8-1", f"{card.name} has Ascend: it needs one of your spirits meeting its condition, "
                             "with a core on it, whose cores go to your reserve")


def ascend_waivers(g: Table, seat: int, card: Card) -> list[FieldCard]:
    """`seat`'s refreshed field cards whose active "may:skip_ascend" modifier names `card` (in the hand,
    by its printed facts): exhausting one summons it without paying Ascend (BSS04-114)."""
    st = g.st
    if card.ascend is None:
        return []
    return [src for src, eff in derived.constant_effects(st, _SKIP_ASCEND)
            if src.controller == seat and not src.exhausted
            and any(m.key == "may:skip_ascend" and isinstance(m.target, E.AllTarget)
                    and derived.card_matches(card, m.target.filter) for m in eff.modifiers)]


_SKIP_ASCEND = frozenset({"may:skip_ascend"})


def ascend_kept(g: Table, seat: int, card: Card, reserve_only: bool, from_hand: bool = True) -> int | Refusal:
    """How many of the cores `seat` could pay with summoning `card` must stay out of the payment
    for Ascend: one on the spirit that pays it (11-8-1; none when the payment comes from the
    reserve only, or the card has no Ascend, or an effect lets a card from the hand skip it), or why it
    cannot be summoned."""
    if ascend_condition(card) is None:
        return 0
    if from_hand and ascend_waivers(g, seat, card):
        return 0
    refusal = ascend_check(g, seat, card)
    if refusal is not None:
        return refusal
    if card.ascend_alt is not None and all(fc.controller != seat for fc in ascend_candidates(g, seat, card)):
        return 0          # only an opposing spirit can pay it: none of the payer's cores stays (CB01-045)
    return 0 if reserve_only else 1


def choose_ascend(g: Table, seat: int, card: Card) -> Flow[FieldCard | None]:
    """The spirit whose cores pay Ascend, chosen before the payment so that the payment leaves it
    a core (a spirit emptied by the payment cannot be chosen: Ascend ruling)."""
    found = ascend_candidates(g, seat, card)
    if len(found) <= 1:
        return found[0] if found else None
    pick = yield from decide(Decision(
        seat, Kind.TARGET, {f"pick {fc.label}": PickCard(fc) for fc in found},
        f"Ascend: choose the spirit whose cores all go to your reserve to summon {card.name}", "11-8-1"))
    return pick.card if isinstance(pick.card, FieldCard) else None


def keep_one_core(pl: Pool, fc: FieldCard) -> None:
    """The payment may take all but one of the Ascend spirit's cores."""
    if pl.ordinary.get(fc.label, 0) > 0:
        pl.ordinary[fc.label] -= 1
    elif pl.soul == fc.label:
        pl.soul = None


def pay_ascend(g: Table, seat: int, card: Card, fc: FieldCard) -> None:
    """11-8-1: every core on the spirit, the soul core too, goes to the reserve; left without
    cores, it is self-destroyed at the checkpoint, so no "when destroyed" effect (10-1-1-1)."""
    st = g.st
    owner = fc.controller       # an opposing spirit's cores go to its controller's reserve (CB01-045)
    g.emit("ascend", "11-8-1", f"Ascend: every core on [{fc.label}] {fc.card.name} goes to "
           f"{g.name(owner)}'s reserve to summon {card.name}", label=fc.label)
    ops.all_cores_to_reserve(g, fc, "11-8-1")
    if owner == seat:
        g.note_own_core_loss(seat, fc.label)
    else:
        st.core_loss[fc.uid] = ("effect", seat, card)
