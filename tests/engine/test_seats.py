"""Stop settings and automatic decisions (engine/model/seats.py): which decisions are taken without a
hand-over, and that none of them depends on a card the other player cannot see.

Rules: the flash windows 7-1-2-1 and 7-1-4-1 (always "pass"), the block 7-1-3-1, a burst 10-9-3,
a "you may" 8-1-8; a hand is hidden from the opponent, its size is not (3-3-3)."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Iterator

import pytest

from bss_tui.carddb.decks import load_deck, preconstructed_decks
from bss_tui.engine import Game
from bss_tui.engine.model import savefile
from bss_tui.engine.model.decisions import Depends, Kind
from bss_tui.engine.model.seats import (ALL_STOP, FLASH_PASSED, Prompt, SeatStops, Stop, StopSettings,
    automatic_action, options_public, prompt_of, take_automatic)

GAMES = 30
SAVES = Path(__file__).parent / "saves"


@pytest.fixture(scope="module")
def pairings(card_db):
    decks = [load_deck(name, card_db) for name in preconstructed_decks()]
    return list(itertools.permutations(decks, 2))


def decisions(pairings, settings: StopSettings | None) -> Iterator[tuple[Game, str | None]]:
    """Every decision of GAMES seeded random games, with the automatic action the settings take
    there (taken; otherwise a random legal action is)."""
    for i in range(GAMES):
        d1, d2 = pairings[i % len(pairings)]
        g = Game.new(d1, d2, seed=4_400_000 + i)
        rng = random.Random(i)
        while g.decision is not None:
            auto = automatic_action(g, settings) if settings is not None else None
            yield g, auto
            g.apply(auto if auto is not None else rng.choice(g.legal_actions()))


def test_every_may_kind_has_a_stop_setting_and_declines_with_a_legal_word():
    """Declared once: a kind with a decline word is a "may" decision, and the settings cover it."""
    may = {k for k in Kind if k.decline}
    assert may == {p.kind for p in Prompt if p.kind is not None}
    assert [p for p in Prompt if p.kind is None] == [Prompt.END_STEP]     # the table's own question
    assert {Kind.FLASH, Kind.OPTIONAL, Kind.BURST} <= may
    assert {p.rule for p in Prompt if p.kind == Kind.FLASH} == {"7-1-2-1", "7-1-4-1"}


def test_flash_window_with_a_card_in_hand_it_cannot_use_is_not_automatic_under_stop(pairings):
    """7-1-2-1: only "pass" is legal, but the hand is not empty: skipping the window would tell
    the opponent that no card in it can be used, so under "stop" the player is asked."""
    found = 0
    for g, _ in decisions(pairings, None):
        d = g.decision
        if d.kind == Kind.FLASH and list(d.options) == ["pass"] and g.st.players[d.player].hand:
            assert automatic_action(g, ALL_STOP) is None
            assert not options_public(g, d)
            assert automatic_action(g, FLASH_PASSED) == "pass"     # the player's own setting
            found += 1
    assert found > 20


def test_flash_window_with_an_empty_hand_and_nothing_to_use_passes_by_itself(pairings):
    found = 0
    for g, _ in decisions(pairings, None):
        d = g.decision
        if d.kind == Kind.FLASH and not g.st.players[d.player].hand:
            expected = "pass" if list(d.options) == ["pass"] else None
            assert automatic_action(g, ALL_STOP) == expected
            found += expected is not None
    assert found > 5


def test_no_spirit_can_block_means_noblock_without_asking(pairings):
    """7-1-3-1: the blockers are on the field, public; with none, "noblock" is the only option
    (and a spirit that must block leaves only its block)."""
    forced = asked = 0
    for g, _ in decisions(pairings, None):
        d = g.decision
        if d.kind == Kind.BLOCK:
            if len(d.options) == 1:
                assert automatic_action(g, ALL_STOP) == next(iter(d.options))
                forced += list(d.options) == ["noblock"]
            else:
                assert automatic_action(g, FLASH_PASSED) is None
                asked += 1
    assert forced > 5 and asked > 5


def test_automatic_decisions_never_rest_on_hidden_cards(pairings):
    """Over seeded games under every setting: each automatic action is either the only option of a
    decision whose options follow from public information (per Kind.depends), or the decline word
    of a "may" decision its player set to pass.  Never a decision on a burst or a choice from a
    hand or deck that the player did not set to pass."""
    everything = StopSettings.passing(frozenset(Prompt))
    kinds: set[str] = set()
    for settings in (ALL_STOP, FLASH_PASSED, everything):
        for g, auto in decisions(pairings, settings):
            if auto is None:
                continue
            d = g.decision
            kinds.add(d.kind)
            prompt = prompt_of(d)
            passed = prompt is not None and settings[d.player][prompt] == Stop.PASS
            if passed:
                assert auto == d.kind.decline
            else:
                assert list(d.options) == [auto]
                assert d.kind.depends == Depends.PUBLIC or \
                    (d.kind.depends == Depends.OWN_HAND and not g.st.players[d.player].hand)
    assert {Kind.FLASH, Kind.BLOCK, Kind.ATTACK} <= kinds


def test_a_burst_is_asked_under_stop_and_declined_only_by_its_players_setting(pairings):
    seen = 0
    only_p1 = StopSettings((SeatStops().with_({Prompt.BURST: Stop.PASS}), SeatStops()))
    for g, _ in decisions(pairings, None):
        d = g.decision
        if d.kind == Kind.BURST:
            assert automatic_action(g, ALL_STOP) is None
            assert automatic_action(g, only_p1) == ("no" if d.player == 0 else None)
            seen += 1
    assert seen > 0


def test_automatic_actions_go_into_the_log_and_replay(pairings, card_db):
    """An automatic decision is an ordinary action: the save of a game played with them rebuilds it."""
    d1, d2 = pairings[0]
    g = Game.new(d1, d2, seed=77)
    rng = random.Random(77)
    taken: list[str] = []
    while g.decision is not None and len(g.log) < 400:
        taken += take_automatic(g, FLASH_PASSED, g.apply)
        if g.decision is not None:
            g.apply(rng.choice(g.legal_actions()))
    assert "pass" in taken
    again = Game.from_save(g.save_data(), card_db)
    assert again.log == g.log and again.dump() == g.dump()


def test_settings_round_trip_through_a_save_and_older_saves_get_the_defaults():
    settings = StopSettings((SeatStops().with_({Prompt.FLASH_BEFORE: Stop.PASS}),
                             SeatStops().with_({Prompt.OPTIONAL: Stop.PASS, Prompt.BURST: Stop.PASS})))
    data = json.loads((SAVES / "format-1.json").read_text())
    old = savefile.read(data)
    assert old.stops is None and StopSettings.from_data(old.stops) == ALL_STOP
    new = savefile.read({**data, "stops": settings.to_data()})
    assert StopSettings.from_data(new.stops) == settings
    assert StopSettings.from_data(new.stops)[1].passing() == {Prompt.OPTIONAL, Prompt.BURST}


@pytest.mark.parametrize("stops, key", [
    ([{"flash_before": "pass"}], "stops"),
    ([{"flash_before": "maybe"}, {}], "stops.0.flash_before"),
    ([{"flash": "pass"}, {}], "stops.0.flash"),
])
def test_malformed_settings_in_a_save_are_one_line_naming_the_key(stops, key):
    data = json.loads((SAVES / "format-1.json").read_text())
    with pytest.raises(savefile.SaveError) as err:
        savefile.read({**data, "stops": stops})
    assert str(err.value).startswith(key) and "\n" not in str(err.value)
