"""The card-pool cache (bss_tui/carddb/cache.py): used only when it holds the very pool the files
would give, rebuilt when anything changes, ignored when it cannot be read or written, and never
holding a pool that did not validate."""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.carddb import cache
from bss_tui.carddb.loader import CardDataError, load_cards

SET = '''
[[cards]]
id = "TEST-001"
name = "Cache Beast"
type = "spirit"
colours = ["red"]
cost = 1
levels = [{level = 1, cores = 1, bp = 1000}]
'''


@pytest.fixture
def sets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    folder = tmp_path / "sets"
    folder.mkdir()
    (folder / "TST.toml").write_text(SET, encoding="utf-8")
    return folder


def load(sets: Path) -> dict:
    """A fresh load (the in-process memo cleared), as at the start of another run."""
    from bss_tui.carddb import loader
    loader._load_cards.cache_clear()
    return load_cards(str(sets))


def pickles(tmp_path: Path) -> list[Path]:
    return list((tmp_path / "cache").glob("cards-*.pickle"))


def test_second_load_comes_from_the_cache_and_equals_the_validated_pool(sets, tmp_path, monkeypatch):
    assert not cache.is_current(sets)
    first = load(sets)
    assert cache.is_current(sets) and len(pickles(tmp_path)) == 1
    from bss_tui.carddb import loader
    monkeypatch.setattr(loader, "load_set_file", lambda path: pytest.fail("validated again"))
    second = load(sets)
    assert second == first and second is not first and second["TEST-001"].levels[0].bp == 1000


def test_a_changed_set_file_is_validated_again_and_replaces_the_old_pool(sets, tmp_path):
    load(sets)
    (sets / "TST.toml").write_text(SET.replace("bp = 1000", "bp = 2000"), encoding="utf-8")
    assert not cache.is_current(sets)
    assert load(sets)["TEST-001"].levels[0].bp == 2000
    assert len(pickles(tmp_path)) == 1 and cache.is_current(sets)


def test_an_unreadable_cache_is_rebuilt(sets, tmp_path):
    load(sets)
    [pickled] = pickles(tmp_path)
    pickled.write_bytes(b"not a pickle")
    assert load(sets)["TEST-001"].name == "Cache Beast"
    assert pickled.read_bytes() != b"not a pickle", "rewritten after the rebuild"


def test_off_and_unwritable_caches_still_load(sets, tmp_path, monkeypatch):
    monkeypatch.setenv(cache.CACHE_ENV, "off")
    assert load(sets)["TEST-001"] and not (tmp_path / "cache").exists()
    assert not cache.is_current(sets)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv(cache.CACHE_ENV, str(blocker / "sub"))     # cannot be a folder
    assert load(sets)["TEST-001"] and not cache.is_current(sets)


def test_a_bad_card_file_is_one_clear_line_and_never_cached(sets, tmp_path):
    (sets / "TST.toml").write_text(SET.replace("cost = 1", "cost = -5"), encoding="utf-8")
    with pytest.raises(CardDataError, match="TEST-001"):
        load(sets)
    assert pickles(tmp_path) == [] and not cache.is_current(sets)
