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
