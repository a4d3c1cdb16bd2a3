"""engine/model/memo.py: values kept between decisions stay bounded however long the process runs."""

from bss_tui.engine.model.memo import remember


def test_remember_keeps_and_returns_the_value():
    table: dict[str, int] = {}
    assert remember(table, "a", 1) == 1 and table == {"a": 1}


def test_a_full_table_starts_again_from_empty():
    table: dict[int, int] = {}
    for i in range(10):
        remember(table, i, i, limit=4)
        assert len(table) <= 4
    assert table[9] == 9 and 0 not in table
