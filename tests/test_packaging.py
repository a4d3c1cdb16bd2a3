"""The installed package holds every module: each folder of bss_tui/ with an __init__.py is listed
in pyproject.toml (a missing one only shows after `pip install .`, not in the editable checkout)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_packaged():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "bss_tui").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml [tool.setuptools] packages: {sorted(found - listed)}"


def test_data_files_are_packaged():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "*.tcss" in data["bss_tui.ui"]
    assert {"sets/*.toml", "decks/*.deck"} <= set(data["bss_tui._cards"])
