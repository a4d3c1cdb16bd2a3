"""What a card's printed facts give without reading the field: its level by cores (2-10-3), its BP at a
level, whose side a filter names, and the printed-fact part of a card filter (for cards in the trash,
hand or deck, and the part of a field card's filter that reads print)."""

from __future__ import annotations

from ...carddb.effects import CardFilter
from ...carddb.schema import Card
from ..model.state import Subject
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


def card_matches(card: Card, f: CardFilter, event: Subject | None = None, on_field: bool = False,
                 colours: tuple[str, ...] | None = None, costs: frozenset[int] | None = None,
                 families: tuple[str, ...] | None = None, in_trash: bool = False, cost: int | None = None,
                 also_spirit: bool = False) -> bool:
    """The printed-fact part of a filter (also used for cards in the trash, hand or deck);
    `colours`: the field card's colours now, when they differ from the printed ones; `families`:
    its spirit types now, with those gained from a constant effect or for a while (gain_family);
    `costs`: the costs of the controller's spirits (`your_spirit_costs`), for `cost_as_yours`, or of
    the previous directive's cards, for `cost_as_those` (without: no match); `in_trash`: the card lies
    in a trash, where an effect of its own may set its cost (Card.trash_cost: BSS04-025); `cost`: a field
    card's cost now (field_cost: BSS06-054)."""
    if cost is None:
        cost = card.trash_cost if in_trash else card.cost
    if (f.cost_as_yours or f.cost_as_those or f.cost_as_life) and (costs is None or cost not in costs):
        return False
    if f.cost_above_those and (not costs or cost <= max(costs)):
        return False
    if f.cost_at_most_those and (not costs or cost > max(costs)):     # BSS06-053
        return False
    if f.types and card.type not in f.types and not (also_spirit and "spirit" in f.types):   # BSS05-113
        return False
    if f.colours and not any(c in (card.colours if colours is None else colours) for c in f.colours):
        return False
    if f.colours_not and any(c in (card.colours if colours is None else colours) for c in f.colours_not):
        return False
    if f.multicolour is not None and (len(set(card.colours if colours is None else colours)) >= 2) != f.multicolour:
        return False
    fams = card.families if families is None else families    # `families`: the spirit types it has now
    if f.families and not any(fam in fams for fam in f.families):
        return False
    if f.families_not and any(fam in fams for fam in f.families_not):
        return False
    if f.cost_min is not None and cost < f.cost_min:
        return False
    if f.cost_max is not None and cost > f.cost_max:
        return False
    if f.colours_in_event_armor and not on_field:     # an Armor is read on the field
        return False
    if not on_field and (f.symbols_min is not None and len(card.symbols) < f.symbols_min
                         or f.symbols_max is not None and len(card.symbols) > f.symbols_max):
        return False
    if f.keyword is not None and not on_field and not card.has_keyword(f.keyword):   # 10-13-2
        return False
    if f.keyword_not is not None and not on_field and card.has_keyword(f.keyword_not):   # 10-13-2
        return False
    if f.name_contains is not None and f.name_contains.lower() not in card.name.lower():
        return False
    if f.name_not is not None and card.name == f.name_not:
        return False
    if f.cost_as_event and (event is None or card.cost != event.card.cost):
        return False
    if f.cost_below_event and (event is None or card.cost >= event.card.cost):
        return False
    if f.attacking and not on_field:      # a card off the field attacks nothing
        return False
    if f.blocking and not on_field:       # nor blocks
        return False
    if f.has_effects is not None and not on_field and bool(card.effects or card.keywords) != f.has_effects:
        return False
    if f.has_timing is not None and not on_field and not has_timing(card, f.has_timing):
        return False
    if f.has_timing_not is not None and not on_field and has_timing(card, f.has_timing_not):
        return False
    return True
