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


def kept(tmp_path: Path) -> list[Path]:
    return list((tmp_path / "cache").glob("cards-*.json"))


def test_second_load_comes_from_the_cache_and_equals_the_validated_pool(sets, tmp_path, monkeypatch):
    assert not cache.is_current(sets)
    first = load(sets)
    assert cache.is_current(sets) and len(kept(tmp_path)) == 1
    from bss_tui.carddb import loader
    monkeypatch.setattr(loader, "load_set_file", lambda path: pytest.fail("validated again"))
    second = load(sets)
    assert second == first and second is not first and second["TEST-001"].levels[0].bp == 1000


def test_a_changed_set_file_is_validated_again_and_replaces_the_old_pool(sets, tmp_path):
    load(sets)
    (sets / "TST.toml").write_text(SET.replace("bp = 1000", "bp = 2000"), encoding="utf-8")
    assert not cache.is_current(sets)
    assert load(sets)["TEST-001"].levels[0].bp == 2000
    assert len(kept(tmp_path)) == 1 and cache.is_current(sets)


def test_an_unreadable_cache_is_rebuilt(sets, tmp_path):
    load(sets)
    [data] = kept(tmp_path)
    data.write_bytes(b"not JSON")
    assert load(sets)["TEST-001"].name == "Cache Beast"
    assert data.read_bytes() != b"not JSON", "rewritten after the rebuild"


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
    assert kept(tmp_path) == [] and not cache.is_current(sets)


def test_the_cache_is_data_and_a_planted_pickle_is_never_read(sets, tmp_path):
    """Issue 25: nothing in the cache folder can run code.  A pickle that would write a file when
    loaded, planted under the old name and under the current key, is ignored; the pool comes from the
    card files (or the JSON data) and the marker is never written."""
    import pickle

    load(sets)
    [data] = kept(tmp_path)
    marker = tmp_path / "ran"

    class Planted:
        def __reduce__(self):
            return (Path.write_text, (marker, "code ran"))

    data.with_suffix(".pickle").write_bytes(pickle.dumps(Planted()))
    data.write_bytes(pickle.dumps(Planted()))
    assert load(sets)["TEST-001"].name == "Cache Beast"
    assert not marker.exists()
    assert data.read_text(encoding="utf-8").startswith('{"key":'), "the planted file was replaced by data"


def test_data_of_another_key_or_shape_is_ignored_and_rebuilt(sets, tmp_path, monkeypatch):
    import json

    load(sets)
    [data] = kept(tmp_path)
    good = json.loads(data.read_text(encoding="utf-8"))
    planted = dict(good, key="0" * 32)
    planted["cards"]["TEST-001"]["name"] = "Planted Beast"
    data.write_text(json.dumps(planted), encoding="utf-8")
    assert load(sets)["TEST-001"].name == "Cache Beast", "a file whose key is not its name's is not used"
    bad_shape = dict(good)
    bad_shape["cards"] = {"TEST-001": {"id": "TEST-001", "levels": "many"}}
    data.write_text(json.dumps(bad_shape), encoding="utf-8")
    assert load(sets)["TEST-001"].levels[0].bp == 1000, "data that does not fit the models is not used"


def test_a_fifo_in_the_cache_folder_does_not_hang_the_load(sets, tmp_path):
    import os

    load(sets)
    [data] = kept(tmp_path)
    data.unlink()
    os.mkfifo(data)
    assert load(sets)["TEST-001"].name == "Cache Beast"


def test_the_whole_pool_rebuilt_from_the_cache_equals_the_validated_pool():
    """Every card of the shipped pool, dumped and rebuilt without validation (rebuild.py), is equal to
    the validated card, down to which fields were set in each part (the language's vocabulary report
    counts those)."""
    from pydantic import BaseModel

    from bss_tui.carddb.loader import load_cards as pool
    from bss_tui.carddb.rebuild import build
    from bss_tui.carddb.schema import Card

    def same(a, b) -> bool:
        if isinstance(a, BaseModel):
            return type(a) is type(b) and a.model_fields_set == b.model_fields_set and all(
                same(getattr(a, f), getattr(b, f)) for f in type(a).model_fields)
        if isinstance(a, (tuple, list)):
            return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
        return type(a) is type(b) and a == b

    for card in pool().values():
        again = build(Card, card.model_dump(mode="json", exclude_unset=True))
        assert same(card, again), card.id
