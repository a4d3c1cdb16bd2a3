"""Lasting effects (8-8): one record for a change a resolved effect left for a while and for a constant
effect's change in force, read through one function, `active.lasting_on`, layer by layer (8-8-1).

The marks are put into the state as a resolved effect leaves them (the `Lasting` record with its
change, the modifier of the effect language); each test names the rule it demonstrates."""

from __future__ import annotations

from bss_tui.engine.model.state import Lasting
from bss_tui.engine.operations.dump import dump
from bss_tui.engine.rules import active, derived
from bss_tui.engine.verbs.lasting import change_of
from bss_tui.carddb import effects as E

from builders import make, nexus, on_field, spirit


def constant(*modifiers: dict) -> dict:
    return {"kind": "constant", "modifiers": list(modifiers)}


def _mark(g, label: str, change: E.Modifier | E.Effect, value: int = 0, **extra) -> Lasting:
    """A lasting effect on the card `label`, stamped now, as a resolved effect of player 1 leaves it."""
    st = g.st
    mark = Lasting(st.by_label(label).uid, change, value, "turn", st.tick(), 0, **extra)
    st.mods.append(mark)
    return mark


def test_8_8_1_3_the_bp_layers_apply_in_order_whatever_the_order_they_came_in():
    """8-8-1-3-3 / 8-8-1-3-5: a constant effect redefining the LV1 BP (2000) applies before the BP
    additions left for a while, whichever came first: 2000 + 1000 - 500, not the printed 3000 plus them."""
    cards = [spirit("T88-001", constant({"what": "lv1_bp", "amount": 2000}))]
    g = make(cards, p1={"field": [on_field("T88-001", "A")]})
    fc = g.st.by_label("A")
    plus = _mark(g, "A", change_of("bp", 1000), 1000)
    minus = _mark(g, "A", change_of("bp", -500), -500)
    changes = active.lasting_on(g.st, fc, "bp")
    assert [c.kind for c in changes] == ["lv1_bp", "bp", "bp"]
    assert changes[0].constant and changes[0].value == 2000 and changes[0].holder == fc.uid
    assert changes[1:] == [plus, minus]               # a layer in timestamp order (8-8-1-3-1)
    assert derived.bp(g.st, fc) == 2500


def test_8_8_1_3_4_a_bp_given_outright_comes_after_the_level_bp_and_before_the_additions():
    """8-8-1-3-4: a nexus an effect makes a spirit with 4000 BP (BSS05-113) has that BP, and the BP
    additions left on it after that apply on top (8-8-1-3-5), though the addition came first."""
    g = make([nexus("T88-002")], p1={"field": [on_field("T88-002", "N", cores=0)]})
    fc = g.st.by_label("N")
    family = E.Modifier(what="families", families=("Golem",), amount=4000)
    _mark(g, "N", change_of("bp", 1000), 1000)
    _mark(g, "N", family)
    _mark(g, "N", family, 4000, spirit=True)
    assert [c.kind for c in active.lasting_on(g.st, fc, "bp")] == ["as_spirit", "bp"]
    assert derived.is_spirit(g.st, fc) and derived.bp(g.st, fc) == 5000
    assert derived.families_of(g.st, fc) == ("Golem",)


def test_8_8_1_3_2_the_last_level_set_wins_and_a_set_held_by_a_card_ends_with_it():
    """8-8-1-3-2: two effects setting the level apply in timestamp order, the later one counting; one
    that holds while its card stays (BSS03-092) stops when that card leaves the field."""
    cards = [spirit("T88-003", levels=((1, 1, 3000), (2, 3, 5000), (3, 5, 7000))), spirit("T88-004")]
    g = make(cards, p1={"field": [on_field("T88-003", "A", cores=3), on_field("T88-004", "H")]})
    st = g.st
    fc, holder = st.by_label("A"), st.by_label("H")
    assert derived.level(st, fc) == 2
    _mark(g, "A", change_of("min_level"))
    _mark(g, "A", change_of("max_level"), holder=holder.uid)
    assert derived.level(st, fc) == 3
    st.field.remove(holder)
    assert [c.kind for c in active.lasting_on(st, fc, "level")] == ["min_level"]
    assert derived.level(st, fc) == 1


def test_8_8_1_2_a_granted_keyword_rides_on_its_modifier_and_the_dump_keeps_its_place():
    """8-8-1-2: a keyword granted for a while is read from the modifier the mark holds, its number the
    amount counted as it resolved; the dump writes the keyword and Armor's colours where it always did."""
    g = make([spirit("T88-005")], p1={"field": [on_field("T88-005", "A")]})
    fc = g.st.by_label("A")
    armor = E.Modifier(what="keyword", keyword="Armor", colours=("purple",))
    mark = _mark(g, "A", armor, 1)
    assert derived.has_keyword(g.st, fc, "Armor") and derived.armor_colours(g.st, fc) == {"purple"}
    assert dump(g)["mods"] == [(fc.uid, "keyword", "Armor", 1, "turn", mark.ts, 0, ("purple",), "", None, 0, None)]


def test_a_key_alone_names_its_change():
    """A position's running effect, written by its key, holds the modifier that key names."""
    assert change_of("cannot:attack") == E.Modifier(what="cannot", action="attack")
    assert change_of("bp", -1000).amount == -1000 and change_of("bp").key == "bp"
