"""Setting up (5-2) and the seven steps of a turn (chapter 6)."""

from __future__ import annotations

from typing import Callable, Sequence

from ..model.decisions import (Answer, Attack, Decision, Finish, FirstPlayer, Flow, Kind, MainChoice, MoveCore,
                               Point, decide)
from ..model.state import STEPS, State, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from ..rules.winner import GameOver
from .battle import attack_step, battle_from
from .checkpoint import checkpoint
from .play import hand_main_options, hand_unmoved_by_cores, main_options, perform_from, perform_option


def game_flow(g: Table, setup: bool) -> Flow[None]:
    try:
        if setup:
            yield from setup_flow(g)
        while True:
            yield from play_turn(g)
            next_turn(g)
    except GameOver:
        return


def game_flow_from(g: Table, entry: Flow[None]) -> Flow[None]:
    """A game entered part-way (a position before the first turn or inside a battle): `entry`
    plays up to the start of the next turn to play, then turns follow as in `game_flow`."""
    try:
        yield from entry
        while True:
            yield from play_turn(g)
            next_turn(g)
    except GameOver:
        return


def game_flow_at(g: Table, point: Point) -> Flow[None]:
    """A game entered again at a decision of the turn's spine, or at the payment or the placement of
    a card played at one (a copy of a game waiting there; `point` being what the flow keeps there,
    copied): the rest of the card's play, of the step or the battle, of the turn, then turns as in
    `game_flow`.  The main step and the attack step are only ever run by
    `play_steps` under `game_flow` or `game_flow_from`, or (the attack step, its battles) by the
    position entry `battle_rest_of_turn`, which plays the rest of the turn as `play_steps` does: so
    this is the game's whole flow, whichever began it."""
    yield from game_flow_from(g, _rest_of_turn_at(g, point))


def _rest_of_turn_at(g: Table, point: Point) -> Flow[None]:
    # a payment or a placement is inside the main step or the flash window its card was played at
    at = point.at if point.put is None or point.put.outer is None else point.put.outer.at
    if at == "main":
        yield from main_step_at(g, point)
        yield from play_steps(g, STEPS.index("main") + 1)
    elif at == "attack":
        yield from rest_of_attack_step(g, None, point.decision)
    else:
        yield from rest_of_attack_step(g, battle_from(g, at, point.decision, point.put))
    next_turn(g)


def battle_rest_of_turn(g: Table, point: str) -> Flow[None]:
    """The battle in `g.st.battle` from `point` (see battle.BATTLE_POINTS), the rest of the
    attack step, the end step, then the next turn's start."""
    yield from rest_of_attack_step(g, battle_from(g, point))
    next_turn(g)


def rest_of_attack_step(g: Table, battle: Flow[None] | None, waiting: Decision[Attack | Finish] | None = None
                        ) -> Flow[None]:
    """The turn from inside its attack step to its end: `battle` (one under way) first, then the
    attack step's next decision (`waiting`: already asked, asked again first), the refresh steps an
    effect adds after it, and the steps after it (`play_steps`)."""
    if battle is not None:
        yield from battle
    yield from attack_step(g, waiting)
    yield from extra_refresh_steps(g)
    yield from play_steps(g, STEPS.index("attack") + 1)


def setup_flow(g: Table) -> Flow[None]:
    for seat in (0, 1):
        ops.draw(g, seat, 4, rule="5-2-5")
    yield from choose_player_one(g, g.rng.randrange(2))
    yield from mulligans(g, (g.st.player_one, 1 - g.st.player_one))


def pregame_flow(g: Table, deal: Sequence[int], chooser: int | None, undecided: Sequence[int]) -> Flow[None]:
    """A game entered during setup (5-2): deal four cards to the seats in `deal` (5-2-5); then the
    winner of the random draw `chooser` picks player one (5-2-6), or, when player one is already
    known (chooser None), the seats in `undecided` decide their mulligans in that order (5-2-7)."""
    for seat in deal:
        ops.draw(g, seat, 4, rule="5-2-5")
    if chooser is not None:
        yield from choose_player_one(g, chooser)
        undecided = (g.st.player_one, 1 - g.st.player_one)
    yield from mulligans(g, undecided)


def choose_player_one(g: Table, chooser: int) -> Flow[None]:
    """5-2-6: the winner of the random draw chooses who is player one."""
    st = g.st
    g.emit("first_player_draw", "5-2-6", f"{g.name(chooser)} wins the random draw and chooses who goes first",
           seat=seat_name(chooser))
    chosen = yield from decide(Decision(chooser, Kind.FIRST_PLAYER,
                                        {"first p1": FirstPlayer(0), "first p2": FirstPlayer(1)},
                                        "You won the draw: choose who is player one and takes the first turn"))
    first = chosen.seat
    st.player_one = st.active = first
    g.emit("player_one", "5-2-6", f"{g.name(first)} is player one", seat=seat_name(first))


def mulligans(g: Table, seats: Sequence[int]) -> Flow[None]:
    """5-2-7: each seat in `seats` (player one first) mulligans or keeps; then turn 1 begins (5-2-8)."""
    st = g.st
    for seat in seats:
        again = yield from decide(Decision(
            seat, Kind.MULLIGAN, {"mulligan": Answer(True), "keep": Answer(False)},
            "Mulligan (hand to the deck bottom, draw four, shuffle) or keep and draw one?"))
        p = st.players[seat]
        if again.yes:
            p.mulliganed = True
            for card in p.hand:
                p.deck.insert(0, card)
            p.hand.clear()
            p.known.clear()
            g.emit("mulligan", "5-2-7", f"{g.name(seat)} mulligans", seat=seat_name(seat))
            ops.draw(g, seat, 4, rule="5-2-7")
            ops.shuffle(g, seat, rule="5-2-7")
        else:
            g.emit("keep", "5-2-7", f"{g.name(seat)} keeps and draws one more card", seat=seat_name(seat))
            ops.draw(g, seat, 1, rule="5-2-7")
    st.turn = 1
    st.step = "start"


def next_turn(g: Table) -> None:
    """6-8-1-3: the opponent's turn begins at its start step."""
    st = g.st
    st.turn += 1
    st.active = 1 - st.active
    st.step = "start"
    st.burst_set_this_turn = False
    st.once_used.clear()
    st.first_seen.clear()
    st.raid_used.clear()


def first_turn(g: Table) -> bool:
    return g.st.turn == 1


def play_turn(g: Table) -> Flow[None]:
    st = g.st
    g.emit("turn", "6-1-1", f"Turn {st.turn}: {g.name(st.active)}", turn=st.turn, seat=seat_name(st.active))
    yield from play_steps(g, STEPS.index(st.step))


def play_steps(g: Table, start: int) -> Flow[None]:
    """The turn's steps from STEPS[start] to its end."""
    st = g.st
    for step in STEPS[start:]:
        if step == "core" and first_turn(g):
            continue    # 6-3-3
        if step == "attack" and first_turn(g):
            continue    # 6-7-2
        st.step = step
        g.emit("step", STEP_RULES[step], f"{step.capitalize()} step", step=step)
        triggers.collect(g, "step_start", [], player=st.active)   # "at the start of the step"
        yield from STEP_FLOWS[step](g)
        if step == "attack":
            yield from extra_refresh_steps(g)


def start_step(g: Table) -> Flow[None]:
    """6-2-2: the deck check comes first; effects that triggered at the start wait until after."""
    st = g.st
    if not st.players[st.active].deck:     # 9-2-4
        winner = 1 - st.active
        g.finish(seat_name(winner), f"{g.name(st.active)} has no cards in the deck at the start step", "9-2-4")
        raise GameOver
    yield from checkpoint(g)


def core_step(g: Table) -> Flow[None]:
    """6-3-2: one core from the void to the reserve (or the number an effect sets instead), then
    waiting effects resolve."""
    ops.move_core(g, g.st.active, "void", "reserve", False, derived.core_step_cores(g.st, g.st.active),
                  rule="6-3-2", why="core step")
    yield from checkpoint(g)


def draw_step(g: Table) -> Flow[None]:
    """6-4-2: draw one card, then waiting effects resolve."""
    ops.draw(g, g.st.active, 1, rule="6-4-2")
    yield from checkpoint(g)


def refresh_step(g: Table) -> Flow[None]:
    """6-5-2: refresh the field; every core in the trash, soul core too, goes to the reserve;
    then waiting effects resolve."""
    st = g.st
    seat = st.active
    held = {m.uid for m in st.mods if m.kind == "cannot:refresh"}
    refreshed = []
    for fc in st.field:
        if fc.controller == seat:
            if fc.uid in held:
                g.emit("no_refresh", "6-5-2", f"[{fc.label}] {fc.card.name} does not refresh this time", label=fc.label)
            elif fc.exhausted:
                fc.exhausted = False
                refreshed.append(fc)
    if refreshed:       # refreshed together: a "when refreshed" effect fires once (8-6-3)
        triggers.collect(g, "refreshed", refreshed, player=seat, by=seat)
    st.mods = [m for m in st.mods if not (m.kind == "cannot:refresh" and _controlled_by(g, m.uid, seat))]
    p = st.players[seat]
    n = p.trash_cores
    if n:
        ops.move_core(g, seat, "trash", "reserve", False, n, rule="6-5-2", quiet=True)
    if p.soul == "trash":
        ops.move_core(g, seat, "trash", "reserve", True, rule="6-5-2", quiet=True)
        n += 1
    g.emit("refresh_step", "6-5-2", f"{g.name(seat)} refreshes their field and moves {n} core"
           f"{'s' if n != 1 else ''} from the trash to the reserve", seat=seat_name(seat))
    if n:
        ops.reserve_gained(g, seat, seat)
    yield from checkpoint(g)


def extra_refresh_steps(g: Table) -> Flow[None]:
    """After the attack step: one more refresh step (6-5) for each active "instead:refresh_step_again"
    effect of the turn player's cards, each once a turn (BSS01-061), before the end step."""
    st = g.st
    while (used := _extra_refresh(st)) is not None:
        st.once_used.add(used)
        st.step = "refresh"
        g.emit("step", "6-5", "Refresh step (one more, by an effect, after the attack step)", step="refresh")
        triggers.collect(g, "step_start", [], player=st.active)   # 6-5-1
        yield from refresh_step(g)


def _extra_refresh(st: State) -> tuple[int, int] | None:
    """The first of the turn player's active, unused effects that add a refresh step: (uid, number)."""
    for fc in st.field:
        if fc.controller != st.active or not fc.card.constants:
            continue
        for number, effect in enumerate(fc.card.effects, 1):
            if effect.kind == "constant" and any(m.key == "instead:refresh_step_again" for m in effect.modifiers) \
                    and (fc.uid, number) not in st.once_used and derived.effect_active(st, fc, effect):
                return fc.uid, number
    return None


def _controlled_by(g: Table, uid: int, seat: int) -> bool:
    fc = g.st.find(uid)
    return fc is not None and fc.controller == seat


MAIN_PROMPT = "Main step: summon, place, use magic, set a burst, move cores, or end"
MAIN_RULE = Kind.MAIN.rule


def main_step(g: Table) -> Flow[None]:
    seat = g.st.active
    yield from checkpoint(g)
    yield from main_loop(g, seat, None, None, False)


def main_loop(g: Table, seat: int, waiting: Decision[MainChoice] | None, hand: dict[str, MainChoice] | None,
              movable: bool) -> Flow[None]:
    """The main step's decisions until "end".  `waiting`: a decision of it already asked, asked
    again first (a copy entering the game there: `main_step_at`), with the `hand` options and
    `movable` kept with it; else the options are listed anew."""
    options: dict[str, MainChoice] | None = None if waiting is None else waiting.options
    # hand: the hand's options, kept while only cores move; movable: whether they stay as they are
    # when only cores move (read as they are listed)
    while True:
        if waiting is None:
            if options is None:
                if hand is None:
                    hand = hand_main_options(g, seat)
                    movable = hand_unmoved_by_cores(g, seat)     # what it reads, a quiet core move leaves
                options = main_options(g, seat, hand)
            waiting = Decision(seat, Kind.MAIN, options, MAIN_PROMPT, MAIN_RULE)
        g.point = point = Point(waiting, "main", hand, movable)
        # yielded here rather than through decide(): the decision a random game meets most
        choice = yield waiting
        waiting = None
        if isinstance(choice, Finish):
            return
        told = len(g.events)
        if (yield from perform_option(g, seat, choice, point)):
            options = None
            if not (movable and isinstance(choice, MoveCore) and len(g.events) == told + 1):
                hand = None     # not a core move, or more happened than the move (a destruction, an effect)
        # else a payment or a choice was cancelled and nothing changed (10-6-6): the same options
        # stand (a fifth of a random game's main-step decisions come back this way)


def main_step_at(g: Table, point: Point) -> Flow[None]:
    """The rest of the main step from `point`: its own decision, or the payment or the placement of
    a card played at it (`point.put`), after which the main step goes on as `main_loop` does after
    `perform_option`: its options listed anew once the card is on the field, the same options asked
    again when its player cancelled (10-6-6)."""
    put = point.put
    if put is None:
        yield from main_loop(g, point.decision.player, point.decision, point.hand, point.movable)
        return
    outer = put.outer
    assert outer is not None and outer.at == "main"
    seat = outer.decision.player
    if (yield from perform_from(g, put, point.decision)):
        yield from main_loop(g, seat, None, None, False)
    else:
        again = Decision(seat, Kind.MAIN, outer.decision.options, MAIN_PROMPT, MAIN_RULE)
        yield from main_loop(g, seat, again, outer.hand, outer.movable)


def attack_step_flow(g: Table) -> Flow[None]:
    yield from checkpoint(g)
    yield from attack_step(g)


def end_step(g: Table) -> Flow[None]:
    """6-8-1-1 end-of-turn effects (the step_start triggers), then "this turn" effects end."""
    st = g.st
    yield from checkpoint(g)
    st.expire("turn")
    for m in st.mods:      # "until the end of the opponent's next turn" (BSS05-039): from now, their turn's end
        if m.duration == "opponent_next_turn" and m.by == st.active:
            m.duration = "turn"
    for w in st.watches:
        if w.duration == "opponent_next_turn" and w.seat == st.active:
            w.duration = "turn"
    g.emit("turn_effects_end", "6-8-1-2", "Effects lasting this turn end")
    yield from checkpoint(g)


STEP_FLOWS: dict[str, Callable[[Table], Flow[None]]] = {
    "start": start_step, "core": core_step, "draw": draw_step, "refresh": refresh_step,
    "main": main_step, "attack": attack_step_flow, "end": end_step,
}
STEP_RULES = {
    "start": "6-2", "core": "6-3", "draw": "6-4", "refresh": "6-5", "main": "6-6", "attack": "6-7", "end": "6-8",
}
