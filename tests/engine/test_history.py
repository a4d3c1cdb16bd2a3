"""The history of finished games (engine/saves/history.py) and stepping through one (engine/saves/replay.py):
a history file is a save with a record, written once when a game ends, never while it goes on;
damaged entries are listed with their reason and kept; the replay steps back to the same views."""

from __future__ import annotations

import json
import random
from datetime import datetime, timezone
from pathlib import Path

import pytest

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game
from bss_tui.engine.saves import store
from bss_tui.engine.saves import history
from bss_tui.engine.saves.history import UNNAMED, entries, history_dir, prune, read_history, record_game
from bss_tui.engine.saves.replay import WINDOW, Replay
from bss_tui.engine.model.savefile import read
from bss_tui.engine.operations.view import revealed_view, table_view

WHEN = datetime(2026, 5, 1, 18, 40, tzinfo=timezone.utc)


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def played(cards, seed: int, limit: int | None = None) -> Game:
    """A game of st01 against st02 with random legal actions: to the end, or `limit` actions."""
    g = Game.new(load_deck("st01", cards), load_deck("st02", cards), seed=seed, names=("Ayla", "Bram"))
    rng = random.Random(seed)
    while g.decision is not None and (limit is None or len(g.log) < limit):
        g.apply(rng.choice(g.legal_actions()))
    return g


def conceded(cards, seed: int = 3) -> Game:
    g = played(cards, seed, limit=30)
    g.apply("concede p2")
    return g


def test_a_finished_game_round_trips_as_a_save_with_its_record(cards, tmp_path):
    g = played(cards, 2)
    path = record_game(g, cards, tmp_path, when=WHEN)
    assert path is not None and path.name.startswith("20260501-184000-")
    [entry] = read_history(tmp_path, cards)
    assert entry.problem == "" and entry.save is not None
    record = entry.save.record
    assert record is not None
    assert record.decks == ["st01", "st02"]
    assert record.winner == g.st.winner and record.reason == g.st.end_reason
    assert record.rule == "9-2-3" or record.rule == "9-2-4"      # no life left, or no deck to draw
    assert record.turns == g.st.turn and record.date == WHEN
    assert entry.save.origin.names == ["Ayla", "Bram"]
    # the same format as the autosave: the store reads it back to the same game
    again = store.read_save(path, cards)
    assert again.log == g.log and again.dump() == g.dump()


def test_a_concession_is_kept_with_its_rule(cards, tmp_path):
    g = conceded(cards)
    record_game(g, cards, tmp_path, when=WHEN)
    [entry] = read_history(tmp_path, cards)
    assert entry.record is not None
    assert (entry.record.winner, entry.record.rule) == ("p1", "1-2-4")
    assert "concedes" in entry.record.reason


def test_keeping_the_same_game_twice_writes_one_file(cards, tmp_path):
    g = conceded(cards)
    first = record_game(g, cards, tmp_path, when=WHEN)
    second = record_game(g, cards, tmp_path, when=datetime(2026, 5, 2, tzinfo=timezone.utc))
    assert first == second and len(list(tmp_path.iterdir())) == 1


def test_a_game_in_progress_is_never_kept(cards, tmp_path):
    """Privacy: only a finished game is written (its hands and bursts are no secret any more)."""
    g = played(cards, 5, limit=40)
    assert not g.finished
    assert record_game(g, cards, tmp_path, when=WHEN) is None
    assert not tmp_path.exists() or list(tmp_path.iterdir()) == []


def test_a_deck_matching_no_known_deck_is_named_by_its_size(cards, tmp_path):
    deck = load_deck("st01", cards)
    edited = deck[1:] + deck[:1]        # the same cards in another order: still st01
    other = load_deck("st02", cards)[:-1] + deck[:1]     # one card changed: no deck of ours
    g = Game.new(edited, other, seed=1)
    g.apply("concede p1")
    record_game(g, cards, tmp_path, when=WHEN)
    [entry] = read_history(tmp_path, cards)
    assert entry.record is not None and entry.record.decks == ["st01", UNNAMED.format(len(other))]


def test_the_history_lives_beside_the_autosave(tmp_path):
    assert history_dir(tmp_path / "autosave.json") == tmp_path / "history"


# ---- damaged entries ----------------------------------------------------------------------------

def _good(cards, tmp_path) -> dict:
    g = played(cards, 2)
    path = record_game(g, cards, tmp_path, when=WHEN)
    assert path is not None
    return json.loads(path.read_text(encoding="utf-8"))


def _damage(data: dict, how: str) -> str:
    if how == "json":
        return '{"format": 1, "seed": '
    data = json.loads(json.dumps(data))
    if how == "validation":
        data["seed"] = "seven"
    elif how == "unknown card":
        data["origin"]["decks"][0][0] = "XX99-999"
    elif how == "illegal action":
        data["actions"][3] = "summon ST01-001 now"
    elif how == "unfinished":
        data["actions"] = data["actions"][:-1]
    elif how == "no record":
        del data["record"]
    elif how == "bad record":
        data["record"]["winner"] = "p3"
    return json.dumps(data)


@pytest.mark.parametrize("how, reason", [
    ("json", "not valid JSON"),
    ("validation", "seed"),
    ("unknown card", "unknown card id XX99-999"),
    ("illegal action", "actions[3]"),
    ("unfinished", "does not end under today's rules"),
    ("no record", "record: missing"),
    ("bad record", "record.winner"),
])
def test_a_damaged_entry_is_listed_with_its_reason_and_kept(cards, tmp_path, how, reason):
    data = _good(cards, tmp_path)
    damaged = tmp_path / f"20270101-000000-{how.replace(' ', '')}.json"
    damaged.write_text(_damage(data, how), encoding="utf-8")
    listed = read_history(tmp_path, cards)
    bad, good = listed                 # newest first: the damaged file's name is the later date
    assert bad.path == damaged
    assert bad.save is None and reason in bad.problem and "\n" not in bad.problem
    assert good.problem == "" and good.save is not None
    prune(tmp_path, cards, keep=0)
    assert damaged.exists() and not good.path.exists()   # damaged entries are never removed


def test_an_unreadable_file_is_listed_as_damaged(cards, tmp_path):
    path = tmp_path / "20270101-000000-bytes.json"
    path.write_bytes(b"\xff\xfe not text")
    [entry] = read_history(tmp_path, cards)
    assert entry.save is None and "cannot be read" in entry.problem


def test_the_history_keeps_the_newest_readable_games(cards, tmp_path):
    paths = []
    for day in (1, 2, 3):
        g = conceded(cards, seed=day)
        paths.append(record_game(g, cards, tmp_path, when=datetime(2026, 5, day, tzinfo=timezone.utc)))
    removed = prune(tmp_path, cards, keep=2)
    assert removed == [paths[0]] and all(p.exists() for p in paths[1:])


def test_keeping_a_game_keeps_the_history_bounded(cards, tmp_path, monkeypatch):
    monkeypatch.setattr(history, "MAX_GAMES", 3)
    for seed in range(5):
        g = Game.new(load_deck("st01", cards), load_deck("st02", cards), seed=seed)
        g.apply("concede p1")
        record_game(g, cards, tmp_path, when=datetime(2026, 5, 1 + seed, tzinfo=timezone.utc))
    assert [p.name[:8] for p in entries(tmp_path)] == ["20260505", "20260504", "20260503"]


def test_an_empty_or_missing_history_lists_nothing(cards, tmp_path):
    assert read_history(tmp_path / "nowhere", cards) == []


# ---- the replay ---------------------------------------------------------------------------------

def test_stepping_back_gives_the_views_of_a_fresh_replay(cards):
    g = played(cards, 2)
    replay = Replay(read(g.save_data()), cards)
    assert replay.total == len(g.log) and replay.next_action == g.log[0] and replay.last_action is None
    replay.go(replay.total)
    assert replay.view().table.winner == g.st.winner and replay.next_action is None
    for step in (replay.total - 1, 40, 41, 7, 0):
        replay.go(step)
        fresh = Game.new(load_deck("st01", cards), load_deck("st02", cards), seed=2, names=("Ayla", "Bram"))
        for action in g.log[:step]:
            fresh.apply(action)
        assert replay.view() == revealed_view(fresh)
    replay.go(-5)
    assert replay.step == 0
    replay.go(10 ** 6)
    assert replay.step == replay.total


def test_the_revealed_view_shows_what_every_seat_view_hides(cards):
    g = played(cards, 2, limit=60)
    seen = revealed_view(g)
    for seat in (0, 1):
        own = table_view(g, seat).players[seat]
        assert seen.table.players[seat].hand == own.hand and own.hand
        assert table_view(g, 1 - seat).players[seat].hand is None
        deck = g.st.players[seat].deck
        assert [c.id for c in seen.decks[seat]] == [c.id for c in reversed(deck)]
    private = [e for e in g.events if e.private_to is not None and e.private_text]
    assert private and all(e.private_text in [line.text for line in seen.table.log] for e in private)


def test_the_revealed_view_is_only_for_the_replay_viewer():
    """The table of a game in progress never builds it: only the replay module and its viewer."""
    root = Path(__file__).resolve().parents[2] / "bss_tui"
    users = sorted(str(p.relative_to(root)) for p in root.rglob("*.py")
                   if "revealed_view" in p.read_text(encoding="utf-8"))
    assert users == ["engine/operations/view.py", "engine/saves/replay.py", "ui/screens/replay.py"]


def test_stepping_back_through_a_long_game_replays_from_the_start_once_a_window(cards, monkeypatch):
    """From the end of a game of 600 actions or more back to its start, a step at a time: the game is
    replayed from the start about once every WINDOW steps, never once a step (the speed itself is a
    benchmark's, not a test's)."""
    seed = next(s for s in range(1, 50) if len(played(cards, s).log) >= 600)
    g = played(cards, seed)
    replay = Replay(read(g.save_data()), cards)
    replay.go(replay.total)
    replay.view()
    starts = []
    real_start = Replay._start
    monkeypatch.setattr(Replay, "_start", lambda self: starts.append(self.step) or real_start(self))
    while replay.step:
        replay.go(replay.step - 1)
        replay.view()
    assert 1 <= len(starts) <= replay.total // WINDOW + 1, (len(starts), replay.total)
