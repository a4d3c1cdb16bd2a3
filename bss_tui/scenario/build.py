"""A scenario's `[position]` made into a game (tests/scenarios/FORMAT.md, "Positions"): at the start
of a step, inside a battle, or before the first turn.  A position the rules could not reach (two
soul cores, a spirit below LV1, a blocker on the attacker's side) is a malformed file."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, NoReturn

from ..carddb.effects import PLAYER_KINDS
from ..carddb.schema import Card
from ..engine import Game
from ..engine.flows.turn import battle_rest_of_turn, pregame_flow
from ..engine.model.decisions import Flow
from ..engine.model.state import Battle, FieldCard, Lasting, PlayerState, State, seat_name, seat_of
from ..engine.rules import derived
from ..engine.verbs.lasting import change_of
from .model import PlayerPosition, Position, ScenarioFile

RESERVED_LABELS = {"reserve", "life", "trash", "void", "auto", "soul", "burst", "done", "all",
                   "p1", "p2", "spectator", "battle", "decision"}
SOUL_AREAS = ("reserve", "life", "trash", "void")
# Keys that describe a game already under way, so a position before the first turn cannot have them.
NOT_IN_SETUP = ("turn", "active", "burst_set_this_turn", "life_lost_this_turn", "once_used", "raid_used",
                "battle", "effects")
NOT_IN_SETUP_PLAYER = ("field", "trash", "burst")


class ScenarioError(Exception):
    """A malformed scenario: one line naming the file and the key."""


Entry = Callable[[Game], Flow[None]]


class Builder:
    """Builds one file's position; every complaint names the file and the key."""

    def __init__(self, path: Path, data: ScenarioFile, db: dict[str, Card]) -> None:
        self.path, self.data, self.db = path, data, db
        self.pos: Position = data.position

    def fail(self, key: str, why: str) -> NoReturn:
        raise ScenarioError(f"{self.path}: {key}: {why}")

    def card(self, cid: str, key: str) -> Card:
        card = self.db.get(cid)
        if card is None:
            self.fail(key, f"unknown card id {cid}")
        return card

    def label(self, st: State, label: str, key: str) -> FieldCard:
        fc = st.by_label(label)
        if fc is None:
            self.fail(key, f"no field card is labelled {label}")
        return fc

    # ---- the whole position -----------------------------------------------------------------

    def game(self) -> Game:
        pos = self.pos
        origin = {"kind": "scenario", "path": str(self.path)}
        if pos.step == "setup":
            st, pregame = self.pregame()
            return Game.from_state(st, seed=self.data.seed, origin=origin, entry=pregame)
        st = self.state()
        entry: Entry | None = None if pos.battle is None else self.battle(st)
        self.effects(st)
        self.turn_marks(st)
        return Game.from_state(st, seed=self.data.seed, origin=origin, entry=entry)

    def state(self) -> State:
        pos = self.pos
        one = seat_of(pos.player_one)
        active = seat_of(pos.active)
        expected = one if pos.turn % 2 == 1 else 1 - one
        if active != expected:
            self.fail("position.active", f"turn {pos.turn} belongs to {seat_name(expected)} "
                                         f"when {pos.player_one} is player one")
        st = State(players=[PlayerState(0, "p1"), PlayerState(1, "p2")], turn=pos.turn, active=active,
                   player_one=one, step=pos.step, burst_set_this_turn=pos.burst_set_this_turn)
        for seat in (0, 1):
            self.player(st, seat)
        for fc in st.field:
            if derived.level(st, fc) == 0:
                self.fail(f"position field {fc.label}", f"{fc.card.name} has too few cores for LV1 (9-3-2)")
        return st

    def player(self, st: State, seat: int) -> None:
        name = seat_name(seat)
        pp: PlayerPosition = getattr(self.pos, name)
        key = f"position.{name}"
        p = st.players[seat]
        p.reserve, p.trash_cores = pp.reserve, pp.trash_cores
        p.mulliganed = pp.mulligan == "mulliganed"
        p.hand = [self.card(c, f"{key}.hand") for c in pp.hand]
        p.deck = [self.card(c, f"{key}.deck") for c in reversed(pp.deck)]
        p.trash = [self.card(c, f"{key}.trash") for c in pp.trash]
        if pp.burst:
            p.burst = self.card(pp.burst, f"{key}.burst")
            if not p.burst.has_burst:
                self.fail(f"{key}.burst", f"{pp.burst} has no burst effect (3-8-4)")
        for i, entry in enumerate(pp.field):
            self.field_card(st, seat, i, entry.label, entry.card, entry.cores, entry.exhausted)
        self.soul_and_life(st, seat, pp)

    def field_card(self, st: State, seat: int, i: int, label: str, cid: str, cores: int, exhausted: bool) -> None:
        key = f"position.{seat_name(seat)}.field[{i}]"
        if st.by_label(label) is not None:
            self.fail(f"{key}.label", f"duplicate label {label}")
        if label in RESERVED_LABELS:
            self.fail(f"{key}.label", f"{label} is a reserved word")
        card = self.card(cid, f"{key}.card")
        if card.type == "magic":
            self.fail(f"{key}.card", f"{card.id} is magic and cannot be on the field")
        st.field.append(FieldCard(uid=st.next_uid, card=card, owner=seat, controller=seat, label=label,
                                  cores=cores, exhausted=exhausted))
        st.next_uid += 1

    def soul_and_life(self, st: State, seat: int, pp: PlayerPosition) -> None:
        """`life` counts every core in life; when the soul core is there, it is one of them."""
        key = f"position.{seat_name(seat)}"
        p = st.players[seat]
        p.life = pp.life
        soul = pp.soul_core
        if soul == "life":
            if pp.life == 0:
                self.fail(f"{key}.life", "counts the soul core too, so with soul_core = \"life\" it is at least 1")
            p.life = pp.life - 1
            p.soul = "life"
        elif soul in SOUL_AREAS:
            p.soul = soul
        else:
            holder = st.by_label(soul)
            if holder is None or holder.controller != seat:
                self.fail(f"{key}.soul_core", f"{soul!r} is not an area or a label of {seat_name(seat)}'s field")
            p.soul = holder.uid

    # ---- before the first turn (5-2) ---------------------------------------------------------------

    def pregame(self) -> tuple[State, Entry]:
        pos = self.pos
        for key in NOT_IN_SETUP:
            if key in pos.model_fields_set:
                self.fail(f"position.{key}", "a position during setup (5-2) has no turn under way")
        if pos.chooser is not None and "player_one" in pos.model_fields_set:
            self.fail("position.player_one", "the chooser has yet to choose player one (5-2-6)")
        one = seat_of(pos.player_one)
        st = State(players=[PlayerState(0, "p1"), PlayerState(1, "p2")], turn=0, active=one, player_one=one)
        deal: list[int] = []
        for seat in (0, 1):
            name = seat_name(seat)
            pp: PlayerPosition = getattr(pos, name)
            for key in NOT_IN_SETUP_PLAYER:
                if key in pp.model_fields_set:
                    self.fail(f"position.{name}.{key}", "a position during setup (5-2) has no turn under way")
            self.player(st, seat)
            if "hand" not in pp.model_fields_set:
                if pp.mulligan != "undecided":
                    self.fail(f"position.{name}.hand", "give the hand of a player who has decided (5-2-7)")
                deal.append(seat)
        undecided = [s for s in (one, 1 - one) if getattr(pos, seat_name(s)).mulligan == "undecided"]
        if pos.chooser is not None and len(undecided) < 2:
            self.fail("position.chooser", "nobody decides a mulligan before player one is chosen (5-2-7)")
        if one in undecided and 1 - one not in undecided:
            self.fail(f"position.{seat_name(one)}.mulligan", "player one decides first (5-2-7)")
        chooser = None if pos.chooser is None else seat_of(pos.chooser)
        return st, lambda g: pregame_flow(g, deal, chooser, undecided)

    # ---- inside a turn: a battle, running effects, what was used this turn -------------------------

    def battle(self, st: State) -> Entry:
        bp = self.pos.battle
        assert bp is not None
        if self.pos.step != "attack" or st.turn == 1:
            self.fail("position.battle", "a battle happens in an attack step, never on the first turn (6-7-2)")
        attacker = self.label(st, bp.attacker, "position.battle.attacker")
        if attacker.controller != st.active or attacker.card.type != "spirit":
            self.fail("position.battle.attacker", f"{bp.attacker} is not a spirit of the turn player (7-1-1-1)")
        blocker = None
        if bp.blocker is not None:
            blocker = self.label(st, bp.blocker, "position.battle.blocker")
            if blocker.controller == st.active or blocker.card.type != "spirit":
                self.fail("position.battle.blocker", f"{bp.blocker} is not a spirit of the defender (7-1-3-1)")
        if bp.at in ("before_block", "block") and blocker is not None:
            self.fail("position.battle.blocker", f"nobody has blocked yet at {bp.at} (7-1-3-1)")
        if bp.at == "after_block" and blocker is None:
            self.fail("position.battle.blocker", "the flash window after blocking needs the blocker (7-1-4-1)")
        magic = [self.card(c, "position.battle.magic_used") for c in bp.magic_used]
        st.battle = Battle(attacker.uid, 1 - st.active, blocker.uid if blocker else None, blocker is not None,
                           magic_used=magic, curse=blocker is not None and derived.has_keyword(st, attacker, "Curse"),
                           luster=derived.has_keyword(st, attacker, "Luster"))
        at = bp.at
        return lambda g: battle_rest_of_turn(g, at)

    def effects(self, st: State) -> None:
        for i, eff in enumerate(self.pos.effects):
            key = f"position.effects[{i}]"
            by = seat_of(eff.by)
            if (eff.kind in PLAYER_KINDS) != (eff.target is None):
                self.fail(f"{key}.target", f"{eff.kind} names no target; every other kind names one label")
            if (eff.kind == "bp") != (eff.amount != 0):
                self.fail(f"{key}.amount", "a non-zero amount is given for bp and only for it")
            if (eff.kind == "cannot:refresh") != (eff.duration == "next_refresh"):
                self.fail(f"{key}.duration", "next_refresh is the duration of cannot:refresh and only of it")
            if eff.duration == "battle" and st.battle is None:
                self.fail(f"{key}.duration", "a \"this battle\" effect needs position.battle (7-1-6-2)")
            uid = -1 if eff.target is None else self.label(st, eff.target, f"{key}.target").uid
            st.mods.append(Lasting(uid, change_of(eff.kind, eff.amount), eff.amount, eff.duration, st.tick(), by))

    def turn_marks(self, st: State) -> None:
        pos = self.pos
        for name in pos.life_lost_this_turn:      # one more core of life when the turn began
            seat = seat_of(name)
            st.life_start[seat] = (st.turn, st.life_total(seat) + 1)
        for i, used in enumerate(pos.once_used):
            key = f"position.once_used[{i}]"
            fc = self.label(st, used.label, f"{key}.label")
            effects = fc.card.effects
            if used.effect > len(effects) or not effects[used.effect - 1].once_per_turn:
                self.fail(f"{key}.effect", f"{fc.card.id} has no once-per-turn effect number {used.effect}")
            st.once_used.add((fc.uid, used.effect))
        for label, n in pos.raid_used.items():
            fc = self.label(st, label, f"position.raid_used.{label}")
            st.raid_used[fc.uid] = n


def build(path: Path, data: ScenarioFile, db: dict[str, Card]) -> Game:
    return Builder(path, data, db).game()
