"""What a card's printed facts give without reading the field: its level by cores (2-10-3), its BP at a
level, whose side a filter names, and the printed-fact part of a card filter (for cards in the trash,
hand or deck, and the part of a field card's filter that reads print)."""

from __future__ import annotations

from collections.abc import Callable

from ...carddb.effects import CardFilter, Every, Reference
from ...carddb.schema import Card
from ..model.state import Snapshot, Subject
from .compare import Against, Resolve, holds
from .periods import has_timing


def level_for(card: Card, cores: int) -> int:
    """2-10-3: the highest level whose maintenance cost is met; 0 when even LV1 is not met."""
    table = card.level_by_cores
    return table[cores] if cores < len(table) else table[-1]


def level_bp(card: Card, lv: int) -> int:
    for entry in card.levels:
        if entry.level == lv:
            return entry.bp
    return 0


def names_seat(side: str, seat: int, controller: int) -> bool:
    """Whether a filter's `side` ("you", "opponent", "any"), read from `controller`'s point of view,
    names the player `seat`."""
    return side == "any" or (seat == controller) == (side == "you")


# The measures a card has as printed, read off the field (its BP, cores and level exist only there).
PRINTED: dict[str, Callable[[Card], int]] = {"cost": lambda card: card.cost, "symbols": lambda card: len(card.symbols)}


def printed_refs(event: Subject | None) -> Resolve:
    """References read without the field: the event card's printed value; the previous directive's
    cards, your spirits and your life are not known here (nothing to compare with); each other spirit
    of a side is read on the field only."""
    def resolve(measure: str, ref: Reference | Every) -> Against | None:
        if isinstance(ref, Every):
            return None
        if ref == "event" and event is not None and measure in PRINTED:
            left = event.cost if isinstance(event, Snapshot) and measure == "cost" else None
            return Against((PRINTED[measure](event.card) if left is None else left,))
        return Against(())
    return resolve


def card_matches(card: Card, f: CardFilter, event: Subject | None = None, on_field: bool = False,
                 colours: tuple[str, ...] | None = None, refs: Resolve | None = None,
                 families: tuple[str, ...] | None = None, in_trash: bool = False, cost: int | None = None,
                 also_spirit: bool = False, field_colours: frozenset[str] | None = None) -> bool:
    """The printed-fact part of a filter (also used for cards in the trash, hand or deck);
    `colours`: the field card's colours now, when they differ from the printed ones; `families`:
    its spirit types now, with those gained from a constant effect or for a while (an apply of "families");
    `refs`: what the filter's references stand for where it is read (filters.references: your
    spirits, the previous directive's cards ...; without: printed_refs, the event card only);
    `in_trash`: the card lies in a trash, where an effect of its own may set its cost
    (Card.trash_cost: BSS04-025); `cost`: a field card's cost now (field_cost: BSS06-054);
    `field_colours`: the colours of the symbols on the card's player's field, for `colours_off_field`
    (without them no card meets it: `field_colours` in rules/symbols.py gives them).  On the
    field, `matches` reads the filter's `not` with the card as it is now; off it, it is read here."""
    if cost is None:
        cost = card.trash_cost if in_trash else card.cost
    if f.cost is not None and not holds(cost, f.cost, "cost",
                                        refs or printed_refs(event)):
        return False
    if f.types and card.type not in f.types and not (also_spirit and "spirit" in f.types):   # BSS05-113
        return False
    if f.colours and not any(c in (card.colours if colours is None else colours) for c in f.colours):
        return False
    if f.multicolour is not None and (len(set(card.colours if colours is None else colours)) >= 2) != f.multicolour:
        return False
    fams = card.families if families is None else families    # `families`: the spirit types it has now
    if f.families and not any(fam in fams for fam in f.families):
        return False
    if f.colours_in_event_armor and not on_field:     # an Armor is read on the field
        return False
    if f.colours_off_field and (field_colours is None or not field_colours.isdisjoint(
            card.colours if colours is None else colours)):
        return False
    if not on_field and f.symbols is not None and not holds(len(card.symbols), f.symbols, "symbols",
                                                             refs or printed_refs(event)):
        return False
    if f.keyword is not None and not on_field and not card.has_keyword(f.keyword):   # 10-13-2
        return False
    if f.name_contains is not None and f.name_contains.lower() not in card.name.lower():
        return False
    if f.name is not None and card.name != f.name:
        return False
    if f.attacking and not on_field:      # a card off the field attacks nothing
        return False
    if f.blocking and not on_field:       # nor blocks
        return False
    if f.has_effects is not None and not on_field and card.lists_effects != f.has_effects:
        return False
    if f.has_timing is not None and not on_field and not has_timing(card, f.has_timing):
        return False
    if f.not_ is not None and not on_field and card_matches(card, f.not_, event, on_field, colours, refs, families,
                                                            in_trash, cost, also_spirit, field_colours):
        return False
    return True
