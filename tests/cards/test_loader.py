"""Loading card files: a bad file stops everything with one line naming file, card and field."""

import os
import shutil
import subprocess
import sys

import pytest

from bss_tui.carddb.loader import CardDataError, load_cards, cards_dir


def _data_with(tmp_path, text: str):
    shutil.copytree(cards_dir() / "decks", tmp_path / "decks")
    (tmp_path / "sets").mkdir()
    shutil.copy(cards_dir() / "sets" / "VAN.toml", tmp_path / "sets" / "VAN.toml")
    (tmp_path / "sets" / "BAD.toml").write_text(text, encoding="utf-8")
    return tmp_path


BAD_LEVEL = '''
[[cards]]
id = "BAD-001"
name = "Broken"
type = "spirit"
cost = 2
levels = [{level = 1, cores = "one", bp = 1000}]
'''


def test_bad_field_names_file_card_and_field(tmp_path):
    root = _data_with(tmp_path, BAD_LEVEL)
    with pytest.raises(CardDataError) as err:
        load_cards(str(root / "sets"))
    text = str(err.value)
    assert "BAD.toml" in text and "BAD-001" in text and "levels.0.cores" in text and "\n" not in text


def test_duplicate_id_is_refused(tmp_path):
    root = _data_with(tmp_path, '[[cards]]\nid = "VAN-001"\nname = "Again"\ntype = "magic"\ncost = 1\n')
    with pytest.raises(CardDataError, match="VAN-001 is defined twice"):
        load_cards(str(root / "sets"))


def _run_with_bad_cards(tmp_path, *args: str):
    root = _data_with(tmp_path, BAD_LEVEL)
    env = dict(os.environ, BSS_TUI_CARDS=str(root), BSS_TUI_DATA=str(tmp_path / "data"))
    proc = subprocess.run([sys.executable, "-m", "bss_tui.cli", *args], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and "BAD-001" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and proc.stdout == ""


def test_command_exits_2_without_traceback(tmp_path):
    """No partial card set: the program stops before playing anything."""
    _run_with_bad_cards(tmp_path, "simulate", "--games", "1")


def test_bad_toml_is_named(tmp_path):
    root = _data_with(tmp_path, "[[cards]\n")
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_cards(str(root / "sets"))


def test_the_game_itself_refuses_bad_card_data_with_one_line(tmp_path):
    """`bss-tui` (the app) checks the card data before taking over the screen."""
    _run_with_bad_cards(tmp_path)
