"""Comparisons as values in the card filter (issue 28 part 3): every comparison, measure and reference
the effect language declares has its entry in the rules' tables and the text's, and the one comparison
reads a reference the same way for every measure."""

from __future__ import annotations

import pytest

from bss_tui.carddb import effects as E
from bss_tui.carddb.effects.names import REFERENCES
from bss_tui.carddb.text import compare as words
from bss_tui.engine.rules import compare, filters, printed
from bss_tui.engine.rules.compare import Against


def test_every_comparison_measure_and_reference_has_its_entries():
    assert set(compare.OPERATORS) == set(E.COMPARISONS) == set(words.BOUNDS) == set(words.HOW)
    assert E.MEASURES == ("cost", "bp", "cores", "level", "symbols")
    assert set(filters.NOW) == set(filters.LEFT) == set(words.MEASURE_WORDS) == set(E.MEASURES)
    assert set(printed.PRINTED) <= set(E.MEASURES)
    assert set(filters.REFERENCES) == set(words.REFERENCE_WORDS) == set(REFERENCES)


def test_numbers_compare_as_written():
    def nothing(measure: str, ref: E.Reference | E.Every) -> None:
        raise AssertionError("no reference to read")

    two_to_four = E.Compare(ge=2, le=4)
    assert [v for v in range(6) if compare.holds(v, two_to_four, "cost", nothing)] == [2, 3, 4]
    assert [v for v in range(6) if compare.holds(v, E.Compare(gt=1, lt=4), "bp", nothing)] == [2, 3]
    assert [v for v in range(6) if compare.holds(v, E.Compare(eq=3), "level", nothing)] == [3]


def test_several_values_compare_through_the_highest_and_each_through_every_one():
    those = Against(frozenset({3, 5}))
    assert compare.compared(3, "eq", those) and not compare.compared(4, "eq", those)
    assert compare.compared(4, "le", those) and not compare.compared(6, "le", those)     # at most one of them
    assert compare.compared(6, "gt", those) and not compare.compared(4, "gt", those)     # more than all of them
    assert not compare.compared(1, "le", Against(()))                                   # nothing to compare with
    each = Against((3, 5), each=True)
    assert compare.compared(5, "ge", each) and not compare.compared(4, "ge", each)
    assert compare.compared(0, "ge", Against((), each=True))                            # none to beat


def test_a_reference_moved_by_a_margin():
    def event(measure: str, ref: E.Reference | E.Every) -> Against:
        return Against((6000,))

    margin = E.Compare(le=E.Of(of="event", plus=-5000))
    assert compare.holds(1000, margin, "bp", event) and not compare.holds(1001, margin, "bp", event)


def test_a_reference_not_read_where_the_filter_is_read_is_not_compared():
    assert compare.holds(9, E.Compare(ge=E.Every(every="opponent")), "cost", lambda measure, ref: None)


def test_a_comparison_needs_something_to_compare_with():
    with pytest.raises(ValueError):
        E.Compare()


def test_a_filter_reads_its_not_and_this_from_the_card_files():
    f = E.CardFilter.model_validate({"not": {"families": ["Token"]}, "this": "exclude", "cost": {"le": 3}})
    assert f.not_ == E.CardFilter(families=("Token",)) and f.this == "exclude" and f.cost == E.Compare(le=3)
    assert E.CardFilter.model_validate(f.model_dump()) == f
