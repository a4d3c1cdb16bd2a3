"""The rules' floors: the split of the derived values keeps one public face, and the three recursive
entries the lower floors read through `readers.read` are the real functions once the rules are imported."""

from __future__ import annotations

from bss_tui.engine.rules import amounts, conditions, derived, filters, readers


def test_every_reader_slot_holds_the_function_it_names():
    read = readers.read
    for slot in readers.Readers.__slots__:
        assert hasattr(read, slot), f"readers.read.{slot} is not filled"
    assert read.matches is filters.matches
    assert read.amount is amounts.amount
    assert read.condition_holds is conditions.condition_holds


def test_the_public_face_names_only_what_it_has():
    for name in derived.__all__:
        assert hasattr(derived, name), name


def test_the_modifier_kinds_come_from_the_effect_language():
    from bss_tui.carddb.effects import MODIFIER_KEYS
    from bss_tui.engine.rules import kinds

    assert kinds.MODIFIER_KINDS == frozenset(MODIFIER_KEYS)       # a rule kind is read with its action
    assert kinds.declared("bp", "cannot:attack") == frozenset({"bp", "cannot:attack"})
    try:
        kinds.declared("cannot")
    except ValueError as e:
        assert "cannot" in str(e)
    else:
        raise AssertionError("a rule kind without its action was accepted")
    try:
        kinds.declared("bp", "not_a_kind")
    except ValueError as e:
        assert "not_a_kind" in str(e)
    else:
        raise AssertionError("a misspelt modifier kind was accepted")


def test_every_kind_read_by_a_lookup_has_an_entry():
    """The tables keyed by a kind cover exactly the kinds they are read for."""
    from bss_tui.engine.rules import active, bp, costs, kinds
    from bss_tui.carddb.effects import HAND_COST_KINDS

    assert active._CONSTANT_KINDS_OF["bp"] == kinds.BP_KINDS
    assert frozenset(bp.BP_FOLDS) == active._KINDS_OF["bp"]
    # the lasting changes' layers name modifier kinds, and the nexus half of a lasting "families" (8-8-1)
    assert set(active.CHANGES) - kinds.MODIFIER_KINDS == {"as_spirit"}
    assert {layer for _, layer in active.CHANGES.values()} <= set(active.LAYERS)
    assert frozenset(costs._HAND_COST_CHANGES) <= HAND_COST_KINDS
    assert frozenset(costs._HAND_COST_CHANGES) <= kinds.MODIFIER_KINDS
