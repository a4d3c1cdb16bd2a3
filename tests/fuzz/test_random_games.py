"""Random-simulation test in the style of OpenSpiel's RandomSimTest.

Many seeded full games are played with uniformly random legal actions (300 over every ordered
pairing of the real preconstructed decks, mirror matches included, cycling, then a few over the
practice decks).  After every action the
invariants below are checked; each one names the rules it protects:

* cores are conserved: cores leave play only into the void and come back only from it
  (3-5-5, 10-1-3-4, 5-2-3, 5-2-4, 6-3-2); each soul core is in exactly one place (4-11-3);
* cards are conserved: a player's cards only move between that player's own areas (chapter 3);
* no count is ever negative (1-3-2: what cannot be done is not done), and what the players know of
  hidden cards (the hand's known cards, a deck's known top) never exceeds the hand or the deck;
* a decision is pending exactly while the game is not finished, and it lists at least one
  legal action in canonical notation (1-2-1);
* views hide the opponent's hand, burst identity and every deck's contents (3-2-2, 3-3-3, 3-8-2)
  while showing every area's card count (3-1-2);
* replaying the action log reproduces the game exactly (a seeded RNG; the log is the game).

At sampled decisions every listed legal action is applied to its own replayed copy of the game
(see `ExhaustiveSample` and the constants for the sampling and its cost).  A failure message always names the
game seed, the decks and the action index, so it can be replayed with `replay_prefix`.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter

import pytest

from bss_tui.carddb.decks import STARTER_PREFIX, preconstructed_decks, shipped_decks
from bss_tui.engine import Game, IllegalAction
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.operations.dump import dump
from bss_tui.engine.operations.ops import is_token
from bss_tui.engine.model.state import seat_name
from bss_tui.simulate import random_pairing

KINDS = list(Kind)

N_GAMES = 160                 # full random games over the real decks in the default suite (the
                              # booster decks get 2,000 more under -m slow: test_booster_deck_games)
PRACTICE_GAMES = 20           # and a few over the vanilla practice decks
BASE_SEED = 7_000_000         # game i uses seed BASE_SEED + i
MAX_DECISIONS = 20_000        # guard: no finished random game comes near this

# Views: g.view(seat) rebuilds the whole event log, so calling it for both seats after every
# action of every game costs O(actions^2) per game (about 45 s for the 300 games on this
# machine).  Instead, after EVERY action we check every new event line as the other seat reads it
# (the view's log is made of exactly these lines); and we check the complete g.view(seat) of both
# seats (hands, bursts, decks, decision options, the whole log) after each of the first
# FULL_VIEW_DEPTH actions of every FULL_VIEW_EVERY_GAMES-th game, after every FULL_VIEW_STRIDE-th
# action of every game, and at the end of every game.
FULL_VIEW_EVERY_GAMES = 50
FULL_VIEW_DEPTH = 400
FULL_VIEW_STRIDE = 60

# Exhaustive legal-action check: a game cannot be copied (its flow is a generator), so each
# alternative action is applied to a fresh game rebuilt by replaying the log, which costs about
# 35 us per logged action.  Checking every action of every decision of one random game (about
# 700 decisions of 15 options on average) would take minutes, so we sample:
#  * games 0..EARLY_GAMES-1: every decision among the first EARLY_DEPTH (setup, mulligans,
#    the first main steps with their payment and cancel options);
#  * every game: one decision of a target kind (cycling through every decision kind by game
#    index) found at or after a random start in [0, SAMPLE_START_SPAN); when that kind does not
#    occur within SAMPLE_WINDOW decisions of the start, the next decision of any kind instead.
# With the final replay of every game this keeps the whole file near 35 s on this machine
# (2 cores, otherwise idle; about 50 s while another test run shares it); about a sixth of that
# is the exhaustive check, which applies about 1,800 alternative actions at about 390 decisions.
EARLY_GAMES = 3
EARLY_DEPTH = 30
SAMPLE_START_SPAN = 80
SAMPLE_WINDOW = 100

RULE_ID = re.compile(r"\(\d+(-\d+)+\)")


# ---- set-up helpers ---------------------------------------------------------------------------

def pairings(real: bool) -> list[tuple[str, str]]:
    real_names = preconstructed_decks()
    names = real_names if real else [n for n in shipped_decks() if n not in real_names] or real_names
    return list(itertools.product(names, repeat=2))


def game_params(index: int) -> tuple[str, str, int]:
    """Games 0..N_GAMES-1 play the real decks, spread evenly over their pairings (18 decks make
    324, more than the default run plays: every deck still plays in both seats against many); the
    next PRACTICE_GAMES the practice decks."""
    real = index < N_GAMES
    pairs = pairings(real=real)
    spread = index * len(pairs) // N_GAMES if real and len(pairs) > N_GAMES else index
    d1, d2 = pairs[spread % len(pairs)]
    return d1, d2, BASE_SEED + index


def rebuild(save: dict, card_db) -> Game:
    """A fresh game from save data alone (seed, decks as card ids, actions)."""
    assert save["origin"]["kind"] == "new"
    return Game.from_save(save, card_db)


def replay_prefix(g: Game, n: int, card_db) -> Game:
    save = g.save_data()
    save["actions"] = save["actions"][:n]
    return rebuild(save, card_db)


# ---- invariants -------------------------------------------------------------------------------

class Start:
    """What each player started with, for the conservation checks."""

    def __init__(self, g: Game) -> None:
        decks = g.origin["decks"]
        self.deck_sizes = [len(decks[0]), len(decks[1])]
        self.card_ids = [sorted(decks[0]), sorted(decks[1])]


def check_cores(g: Game, where: str) -> None:
    """3-5-5 / 10-1-3-4: cores leaving the field go to the reserve, never vanish; only the void
    (6-3-2 core step, effects) adds or removes ordinary cores.  4-11-3: one soul core each."""
    st = g.st
    total = sum(p.life + p.reserve + p.trash_cores for p in st.players) + sum(fc.cores for fc in st.field)
    expected = 2 * (5 + 3) + st.from_void - st.voided      # 5-2-3 / 5-2-4: five life, three reserve
    assert total == expected, (f"{where}: {total} ordinary cores in play, expected {expected} "
                               f"(from_void={st.from_void}, voided={st.voided}) (3-5-5, 10-1-3-4)")
    for p in st.players:
        soul = p.soul
        if isinstance(soul, int) and not isinstance(soul, bool):
            holder = st.find(soul)
            assert holder is not None, f"{where}: {p.name}'s soul core is on uid {soul}, not on the field (4-11-3)"
            assert holder.controller == p.seat, \
                f"{where}: {p.name}'s soul core is on [{holder.label}], which {p.name} does not control (4-11-3)"
        else:
            assert soul in ("reserve", "trash", "life", "void"), f"{where}: {p.name}'s soul core is at {soul!r}"


def check_cards(g: Game, start: Start, where: str, multiset: bool) -> None:
    """Chapter 3: a card is in exactly one area, and a player's cards stay that player's."""
    st = g.st
    for seat, p in enumerate(st.players):
        cards = p.deck + p.hand + p.trash
        if p.burst is not None:
            cards.append(p.burst)
        # 4-12-3: a token exists only on the field, and is no card the player started with (4-12-1).
        assert not any(is_token(c) for c in cards), f"{where}: a token left the field but was not removed (4-12-3)"
        for fc in st.field:
            if fc.owner == seat and not is_token(fc.card):
                cards.append(fc.card)
        # 10-8-7 / 10-9: a used magic or activated burst waits here; its user is its owner.
        for user, card in st.resolving:
            if user == seat:
                cards.append(card)
        if len(cards) != start.deck_sizes[seat]:
            pytest.fail(
                f"{where}: {p.name} has {len(cards)} cards across all areas, started with "
                f"{start.deck_sizes[seat]} (deck {len(p.deck)}, hand {len(p.hand)}, trash {len(p.trash)}, "
                f"burst {int(p.burst is not None)}, field {sum(1 for fc in st.field if fc.owner == seat)}, "
                f"resolving {sum(1 for u, _ in st.resolving if u == seat)}) (chapter 3)")
        if multiset:
            ids = sorted([c.id for c in cards])
            if ids != start.card_ids[seat]:
                pytest.fail(f"{where}: {p.name}'s cards changed: +{Counter(ids) - Counter(start.card_ids[seat])} "
                            f"-{Counter(start.card_ids[seat]) - Counter(ids)}")


def check_counts(g: Game, where: str) -> None:
    """1-3-2: nothing is ever taken below zero."""
    st = g.st
    for p in st.players:
        assert p.life >= 0 and p.reserve >= 0 and p.trash_cores >= 0, \
            f"{where}: {p.name} life={p.life} reserve={p.reserve} trash_cores={p.trash_cores}"
    for fc in st.field:
        assert fc.cores >= 0, f"{where}: [{fc.label}] has {fc.cores} cores"
    assert st.voided >= 0 and st.from_void >= 0, f"{where}: voided={st.voided} from_void={st.from_void}"
    labels = [fc.label for fc in st.field]
    assert len(labels) == len(set(labels)), f"{where}: duplicate field labels {labels}"
    for p in st.players:        # what the players know of hidden cards fits where it is (PlayerState)
        assert len(p.known) <= len(p.hand), f"{where}: {p.name}'s known hand cards {len(p.known)} > {len(p.hand)}"
        assert 0 <= p.top_shown <= p.top_known <= len(p.deck), \
            f"{where}: {p.name}'s known deck top {p.top_known}, shown {p.top_shown}, deck {len(p.deck)}"


def check_decision(g: Game, where: str) -> None:
    """1-2-1: the game waits for one decision exactly while nobody has won; the decision always
    offers at least one action, each in canonical form (whitespace-normalised, unique)."""
    st = g.st
    d = g.decision
    assert (d is None) == (st.winner is not None), \
        f"{where}: decision={None if d is None else d.kind} but winner={st.winner}"
    assert g.finished == (st.winner is not None)
    if d is None:
        assert g.legal_actions() == [], f"{where}: legal actions listed after the game ended"
        assert st.winner in ("p1", "p2", "draw")
        return
    actions = g.legal_actions()
    assert actions, f"{where}: {d.kind} decision for {seat_name(d.player)} offers no legal action"
    assert d.player in (0, 1) and d.kind in KINDS, f"{where}: odd decision {d.player} {d.kind}"
    assert len(set(actions)) == len(actions)
    for a in actions:
        assert a and " ".join(a.split()) == a, f"{where}: action {a!r} is not in canonical form"


def check_all(g: Game, start: Start, where: str, multiset: bool = True) -> None:
    check_cores(g, where)
    check_cards(g, start, where, multiset)
    check_counts(g, where)
    check_decision(g, where)


# ---- hidden information -----------------------------------------------------------------------

def check_new_events(g: Game, first: int, where: str) -> None:
    """3-3-3 / 3-8-2: a line written only for one seat (a drawn card, a set burst) is never what
    the other seat reads, nor contained in it."""
    for e in g.events[first:]:
        if e.private_to is None:
            continue
        assert e.private_to in (0, 1), f"{where}: event {e.kind} private to {e.private_to!r}"
        other = 1 - e.private_to
        text = e.text_for(other)          # what the other seat's view log shows for this event
        if e.private_text:
            assert e.private_text not in text, f"{where}: {seat_name(other)} reads a private line: {e.private_text!r}"
        assert e.text_for(None) == text


def _keys(obj, path="view"):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k, f"{path}.{k}"
            if k != "log":
                yield from _keys(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _keys(v, f"{path}[{i}]")


def check_views(g: Game, where: str) -> None:
    """3-2-2 (decks), 3-3-3 (hand), 3-8-2 (burst): each seat's view shows its own hidden cards,
    only counts of the opponent's (3-1-2: every area's count is public) and no deck list at
    all; a decision's options are shown only to the deciding player.  After the game ends a
    set burst may be shown to both (3-8-5)."""
    st = g.st
    d = g.decision
    for seat in (0, 1):
        other = 1 - seat
        v = g.view(seat)
        assert v["viewer"] == seat_name(seat)
        for key, path in _keys(v):
            assert key != "deck", f"{where}: {path} in {seat_name(seat)}'s view exposes a deck (3-2-2)"
        me, opp = v["players"][seat], v["players"][other]
        mine, theirs = st.players[seat], st.players[other]
        assert [c["id"] for c in me["hand"]] == [c.id for c in mine.hand]
        assert (me["burst"] or {}).get("id") == (mine.burst.id if mine.burst else None)
        assert opp["hand"] is None, f"{where}: {seat_name(seat)} sees the opponent's hand (3-3-3)"
        if st.winner is None:
            assert opp["burst"] is None, f"{where}: {seat_name(seat)} sees the opponent's burst (3-8-2)"
        else:   # 3-8-5: once the game is over a set burst may be turned face up
            assert opp["burst"] is None or opp["burst"]["id"] == theirs.burst.id
        assert opp["hand_count"] == len(theirs.hand) and opp["deck_count"] == len(theirs.deck), \
            f"{where}: {seat_name(seat)}'s view miscounts the opponent's cards (3-1-2)"
        assert opp["burst_set"] == (theirs.burst is not None)
        for p in v["players"]:
            assert "deck_count" in p and "deck" not in p
        # The log as this seat reads it: its own private lines, never the opponent's.
        log = v["log"]
        assert len(log) == len(g.events)
        for entry, e in zip(log, g.events):
            assert set(entry) == {"kind", "rule", "text"}, f"{where}: log entry keys {sorted(entry)}"
            if e.private_to == other and e.private_text:
                assert e.private_text not in entry["text"], \
                    f"{where}: {seat_name(seat)}'s log shows {e.private_text!r}"
        dv = v["decision"]
        if d is None:
            assert dv is None
        elif d.player == seat:
            assert dv["options"] == g.legal_actions()
            # 3-8-2 / 8-5-2-1: a burst is named to its owner's opponent only once turned face up
            if theirs.burst is not None:
                assert f"burst {seat_name(other)}" not in " ".join(dv["options"]), \
                    f"{where}: {seat_name(seat)}'s options name the face-down burst of {seat_name(other)}"
        else:
            assert "options" not in dv and "prompt" not in dv, \
                f"{where}: {seat_name(seat)} sees {seat_name(d.player)}'s {d.kind} options"


# ---- exhaustive check of the listed actions -----------------------------------------------------

def apply_listed(g: Game, action: str, where: str) -> None:
    """Apply an action the engine listed as legal; any exception is a failure naming the game."""
    try:
        g.apply(action)
    except Exception as err:   # the failure we look for: report where, keep the traceback
        raise AssertionError(f"{where}: listed action {action!r} raised {type(err).__name__}: {err}") from err


def check_every_action_applies(g: Game, start: Start, card_db, where: str) -> None:
    """Principle 2: whatever is listed as legal can be applied.  Each alternative is applied to
    its own game rebuilt from the log (which must equal the original position exactly)."""
    before = dump(g)
    n = len(g.log)
    for i, action in enumerate(g.legal_actions()):
        copy = replay_prefix(g, n, card_db)
        if i == 0:
            assert dump(copy) == before, f"{where}: replaying the first {n} actions gives another position"
        apply_listed(copy, action, f"{where}, alternative")
        check_all(copy, start, f"{where}, alternative {action!r}")


class ExhaustiveSample:
    """Which decisions of game `index` get the exhaustive check (see the constants above)."""

    def __init__(self, index: int, seed: int) -> None:
        rng = random.Random(seed ^ 0xA11CE)
        self.index = index
        self.kind = KINDS[index % len(KINDS)]
        self.start = rng.randrange(SAMPLE_START_SPAN)
        self.done = False

    def wants(self, k: int, kind: str) -> bool:
        if self.index < EARLY_GAMES and k < EARLY_DEPTH:
            return True
        if self.done or k < self.start:
            return False
        if kind == self.kind or k >= self.start + SAMPLE_WINDOW:
            self.done = True
            return True
        return False


# ---- the tests ----------------------------------------------------------------------------------

def booster_params(index: int) -> tuple[str, str, int]:
    """The booster-wave games (issue 12, part 7): each deck built from the booster sets against
    every real deck, in both seats, seeds after the default run's."""
    real = preconstructed_decks()
    boosters = [n for n in real if not n.startswith(STARTER_PREFIX)]
    pairs = [(b, o) for b in boosters for o in real] + [(o, b) for b in boosters for o in real if o != b]
    d1, d2 = pairs[index % len(pairs)]
    return d1, d2, BASE_SEED + 100_000 + index


def play_checked(index: int, card_db, decks, params=game_params) -> Game:
    d1, d2, seed = params(index)
    g = Game.new(decks[d1], decks[d2], seed=seed)
    chooser = random.Random(seed ^ 0x5EED)
    start = Start(g)
    sample = ExhaustiveSample(index, seed)
    full_views = index % FULL_VIEW_EVERY_GAMES == 0
    tag = f"game {index} (seed {seed}, {d1} vs {d2})"
    check_all(g, start, f"{tag}, at the start")
    check_new_events(g, 0, f"{tag}, at the start")
    check_views(g, f"{tag}, at the start")
    while g.decision is not None:
        k = len(g.log)
        assert k < MAX_DECISIONS, f"{tag}: no end after {MAX_DECISIONS} decisions"
        if sample.wants(k, g.decision.kind):
            check_every_action_applies(g, start, card_db, f"{tag}, decision {k} ({g.decision.kind})")
        action = chooser.choice(g.legal_actions())
        seen = len(g.events)
        apply_listed(g, action, f"{tag}, decision {k}")
        where = f"{tag}, after action {k} {action!r}"
        check_all(g, start, where)
        check_new_events(g, seen, where)
        if (full_views and k < FULL_VIEW_DEPTH) or (k + 1) % FULL_VIEW_STRIDE == 0:
            check_views(g, where)
    check_views(g, f"{tag}, at the end")
    return g


@pytest.mark.parametrize("index", range(N_GAMES + PRACTICE_GAMES))
def test_random_game_invariants_and_replay(index, card_db, shipped_deck_lists):
    """3-5-5 / 10-1-3-4 cores conserved, cards conserved, no negative counts, a decision with
    legal actions until the game ends (1-2-1), views leak nothing (3-2-2, 3-3-3, 3-8-2; counts
    public by 3-1-2),
    sampled decisions apply every listed action, and the log replays to the same final state."""
    g = play_checked(index, card_db, shipped_deck_lists)
    save = g.save_data()
    assert save["actions"] == g.log
    replayed = rebuild(save, card_db)
    assert dump(replayed) == dump(g), f"game {index}: replaying the log gives another final state"
    assert [e.text for e in replayed.events] == [e.text for e in g.events]


BOOSTER_GAMES = 2000


@pytest.mark.slow
@pytest.mark.parametrize("index", range(BOOSTER_GAMES))
def test_booster_deck_games(index, card_db, shipped_deck_lists):
    """The same invariants over 2,000 games of the booster-wave decks (-m slow; the default run
    meets these decks in its 300 games too)."""
    g = play_checked(index, card_db, shipped_deck_lists, booster_params)
    replayed = rebuild(g.save_data(), card_db)
    assert dump(replayed) == dump(g), f"booster game {index}: replaying the log gives another final state"


POOL_GAMES = 5000             # issue 15: the whole pool in random play (-m slow)
POOL_GAMES_DEFAULT = 12       # and a few in the default run


def pool_game(index: int, card_db) -> Game:
    """Game `index` between two random legal decks drawn from the whole pool (simulate's
    --random-decks), every invariant checked after every action, the log replayed at the end."""
    seed = BASE_SEED + 200_000 + index
    d1, d2 = random_pairing(card_db, seed)
    g = play_checked(index, card_db, {"random-1": d1, "random-2": d2},
                     lambda _: ("random-1", "random-2", seed))
    replayed = rebuild(g.save_data(), card_db)
    assert dump(replayed) == dump(g), f"pool game {index}: replaying the log gives another final state"
    return g


@pytest.mark.parametrize("index", range(POOL_GAMES_DEFAULT))
def test_random_pool_games(index, card_db):
    pool_game(index, card_db)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(POOL_GAMES_DEFAULT, POOL_GAMES))
def test_random_pool_games_slow(index, card_db):
    pool_game(index, card_db)


ILLEGAL_PROBES = (
    "frobnicate", "", "summon NOPE-999", "place NOPE-999", "use NOPE-999", "set NOPE-999",
    "attack Z99", "block Z99", "move reserve Z99", "pay nowhere", "put nowhere", "pick Z99",
    "activate Z99 1", "resolve Z99 1", "discard NOPE-999", "concede p3", "concede",
    "pass", "end", "keep", "mulligan", "noblock", "done", "yes", "no", "cancel", "first p1",
    "pay auto", "put auto",
)
PROBE_ALL_FIRST = 60
PROBE_STRIDE = 10


@pytest.mark.parametrize("index", range(4))
def test_illegal_action_cites_rule_and_changes_nothing(index, shipped_deck_lists):
    """Principle 10: a rejected action raises IllegalAction citing a rule id like "(6-7-3-2)"
    and leaves the game exactly as it was (1-2-1 once the game is over)."""
    d1, d2, seed = game_params(index)
    g = Game.new(shipped_deck_lists[d1], shipped_deck_lists[d2], seed=seed)
    chooser = random.Random(seed ^ 0x5EED)
    probed = 0
    while True:
        k = len(g.log)
        # Probe every decision early on, then every PROBE_STRIDE-th (each probe costs two dumps).
        if k < PROBE_ALL_FIRST or k % PROBE_STRIDE == 0 or g.decision is None:
            legal = set(g.legal_actions())
            for probe in ILLEGAL_PROBES:
                if probe in legal:
                    continue
                before, log = dump(g), list(g.log)
                with pytest.raises(IllegalAction) as info:
                    g.apply(probe)
                message = str(info.value)
                assert RULE_ID.search(message), f"decision {k}: {probe!r}: no rule id in {message!r}"
                assert "\n" not in message, f"decision {k}: {probe!r}: message is not one line"
                assert dump(g) == before and g.log == log, f"decision {k}: {probe!r} changed the game"
                probed += 1
        if g.decision is None:
            break
        g.apply(chooser.choice(g.legal_actions()))
    assert probed > len(ILLEGAL_PROBES)
    # After the end even a well-formed concession is refused (1-2-1).
    with pytest.raises(IllegalAction, match=RULE_ID):
        g.apply("concede p1")
