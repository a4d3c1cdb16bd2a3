"""The card-pool cache (bss_tui/carddb/cache.py): used only when it holds the very pool the files
would give, rebuilt when anything changes, ignored when it cannot be read or written."""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.carddb import cache
from bss_tui.carddb.loader import CardDataError, load_set_file

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
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    path = tmp_path / "sets" / "TST.toml"
    path.parent.mkdir()
    path.write_text(SET, encoding="utf-8")
    return [path]


def counting(files: list[Path]) -> tuple[list[int], object]:
    built = [0]

    def build():
        built[0] += 1
        return {c.id: c for c in load_set_file(files[0])}
    return built, build


def test_second_load_comes_from_the_cache_and_equals_the_validated_pool(files):
    built, build = counting(files)
    first = cache.cached(files, build)
    second = cache.cached(files, build)
    assert built == [1] and second == first and second is not first
    assert second["TEST-001"].levels[0].bp == 1000


def test_a_changed_set_file_is_validated_again_and_replaces_the_old_pool(files, tmp_path):
    built, build = counting(files)
    cache.cached(files, build)
    files[0].write_text(SET.replace("bp = 1000", "bp = 2000"), encoding="utf-8")
    pool = cache.cached(files, build)
    assert built == [2] and pool["TEST-001"].levels[0].bp == 2000
    assert len(list((tmp_path / "cache").glob("cards-*.pickle"))) == 1


def test_an_unreadable_cache_is_rebuilt(files, tmp_path):
    built, build = counting(files)
    cache.cached(files, build)
    [pickled] = (tmp_path / "cache").glob("cards-*.pickle")
    pickled.write_bytes(b"not a pickle")
    assert cache.cached(files, build)["TEST-001"].name == "Cache Beast" and built == [2]
    assert cache.cached(files, build) and built == [2], "rewritten after the rebuild"


def test_off_and_unwritable_caches_still_load(files, tmp_path, monkeypatch):
    built, build = counting(files)
    monkeypatch.setenv(cache.CACHE_ENV, "off")
    cache.cached(files, build)
    cache.cached(files, build)
    assert built == [2] and not (tmp_path / "cache").exists()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv(cache.CACHE_ENV, str(blocker / "sub"))     # cannot be a folder
    assert cache.cached(files, build)["TEST-001"] and built == [3]


def test_a_bad_card_file_is_still_one_clear_line(files):
    files[0].write_text(SET.replace("cost = 1", "cost = -5"), encoding="utf-8")
    _, build = counting(files)
    with pytest.raises(CardDataError, match="TEST-001"):
        cache.cached(files, build)
