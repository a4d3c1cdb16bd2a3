"""The installed package holds every module and its data: the wheel `pip install .` builds is
checked file by file (a missing module or data file only shows after a real install, not in the
editable checkout), and building leaves nothing at the top of the checkout."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOP_LEVEL = {"pyproject.toml", "README.md", "bss_tui", "cards", "tests", "screenshots"}


@pytest.fixture(scope="module")
def wheel_files(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
                   check=True, capture_output=True, timeout=300)
    [wheel] = out.glob("bss_tui-*.whl")
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def test_every_subpackage_is_packaged(wheel_files):
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bss_tui").rglob("*.py")}
    assert modules <= wheel_files, f"not in the wheel: {sorted(modules - wheel_files)}"


def test_data_files_are_packaged(wheel_files):
    assert "bss_tui/ui/app.tcss" in wheel_files
    data = {f"bss_tui/_cards/{p.relative_to(ROOT / 'cards').as_posix()}"
            for pattern in ("sets/*.toml", "decks/*.deck", "lessons/*.toml") for p in (ROOT / "cards").glob(pattern)}
    assert data and data <= wheel_files, f"not in the wheel: {sorted(data - wheel_files)}"


def test_building_leaves_only_the_project_layout_at_the_top(wheel_files):
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    ignored = subprocess.run(["git", "status", "--ignored", "--porcelain"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout.splitlines()
    build_left = {line[3:].rstrip("/") for line in ignored if line.startswith("!! ") and "/" not in line[3:].rstrip("/")}
    extra = {name for name in build_left if not name.startswith(".") and name not in TOP_LEVEL}
    assert not {n for n in extra if n.endswith(".egg-info") or n in ("build", "dist")}, extra
