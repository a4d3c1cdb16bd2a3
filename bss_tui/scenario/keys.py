"""The expectation keys of scenario files (tests/scenarios/FORMAT.md, "Expectations"): each key's
value type with its bounds, how its actual value is read from a game, and how the two are compared.
The expectation model of a file (model.Expect) and the checker both derive from these tables.

State keys read the engine's state; the `VIEWER.sees.*` keys read only `Game.view(seat)`, so they
say what that player (or a spectator) is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Callable, Literal, cast

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Discriminator, Field, Tag, create_model

from ..carddb.terminal import no_unshown
from ..engine import Game
from ..engine.model.decisions import Kind
from ..engine.model.state import STEPS, Battle, FieldCard, State, seat_name
from ..engine.rules import derived

# Bounds: far above any real game, low enough that a typo cannot ask for a billion of anything.
MAX_COUNT = 999          # cores, cards, turns
MAX_ITEMS = 500          # entries of a list (cards, labels, actions checked)
MAX_TEXT = 200           # one string (card id, label, action, log fragment)
MAX_BP = 1_000_000

PLAYERS = ("p1", "p2")
VIEWERS = ("p1", "p2", "spectator")
STEP_NAMES = ("setup",) + STEPS       # "setup": before turn 1 (5-2)
HIDDEN = "hidden"                     # what a view shows instead of cards it does not reveal


def one_of(*values: str) -> Any:
    """A Literal type of `values` built from a vocabulary declared elsewhere."""
    return cast(Any, Literal).__getitem__(values)


Text = Annotated[str, Field(max_length=MAX_TEXT), AfterValidator(no_unshown)]   # titles are printed

# The running effects' kinds as files wrote them before a mark came to be named by the modifier key it
# leaves ("bp_add" is now "bp"): still read, so that a file valid then stays valid.
RENAMED_MARKS: dict[str, str] = {
    "bp_add": "bp", "cannot_attack": "cannot:attack", "cannot_block": "cannot:block",
    "cannot_take_last_life": "cannot:take_last_life", "cannot_reduce_life": "cannot:reduce_life",
    "protect_opponent_destroy_effects": "cannot:be_destroyed", "protect_battle": "cannot:be_destroyed_in_battle",
    "protect_opponent_core_removal": "cannot:lose_cores", "protect_opponent_spirit_destroy_effects": "cannot:be_destroyed",
    "protect_opponent_spirit_select": "cannot:be_selected", "skip_refresh": "cannot:refresh",
    "attack_tax": "extra_cost:attack_core_to_reserve", "block_while_exhausted": "may:block_exhausted",
    "unblockable": "cannot:be_blocked", "family": "families", "symbol": "extra_symbols", "symbols": "paying_symbols",
    "attack_first": "must:attack_first", "gale_chooser": "instead:choose_gale", "cost_battle": "instead:compare_costs",
    "mill_limit": "at_most:mill", "shield_deck_discard": "cannot:mill", "shield_battle_destruction": "cannot:destroy_in_battle",
    "take_selection": "instead:select_for_opponent"}


def mark_name(value: Any) -> Any:
    return RENAMED_MARKS.get(value, value) if isinstance(value, str) else value


def mark_names(value: Any) -> Any:
    """An expected list of running effects' kinds (or `{not = [...]}`), the names before read as now."""
    if isinstance(value, list):
        return [mark_name(v) for v in value]
    if isinstance(value, dict) and isinstance(value.get(NOT), list):
        return {**value, NOT: [mark_name(v) for v in value[NOT]]}
    return value


MarkKinds = Annotated[list[Text], Field(max_length=MAX_ITEMS)]
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Texts = Annotated[list[Text], Field(max_length=MAX_ITEMS)]
RuleId = Annotated[str, Field(pattern=r"^\d+(-\d+)*$", max_length=40)]
Label = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_-]+$")]
Player = one_of(*PLAYERS)

# How an expected value is compared with the actual one.
Check = Literal["equal", "unordered", "starts", "cites", "has_text", "lacks_text", "legal", "illegal"]


# The checks whose expectation may instead say what the value is not: `{not = VALUE}`.  The others
# have their opposite as a key of their own (legal / illegal, log_has / log_lacks).
NEGATABLE: frozenset[Check] = frozenset({"equal", "unordered", "starts"})
NOT = "not"


@dataclass(frozen=True)
class Key:
    type: Any
    doc: str
    check: Check = "equal"

    @property
    def accepts(self) -> Any:
        """The type of a written expectation: the value, or `{not = VALUE}` where the check allows it.
        A table is read as the negation, anything else as the value, so an error names one of them
        (the tags are bracketed, as union members are, so `model.describe` leaves them out)."""
        if self.check not in NEGATABLE:
            return self.type
        return Annotated[Annotated[self.type, Tag("[value]")] | Annotated[_negation(self.type), Tag("[not]")],
                         Discriminator(_written_as)]


_NEGATIONS: dict[str, Any] = {}


def _negation(t: Any) -> Any:
    """The model of `{not = VALUE}` for values of type `t`, one per type (Not1, Not2, ... in the schema)."""
    known = repr(t)
    if known not in _NEGATIONS:
        _NEGATIONS[known] = create_model(f"Not{len(_NEGATIONS) + 1}",
                                         __config__=ConfigDict(extra="forbid", strict=True),
                                         value=(t, Field(alias=NOT, description="a value the actual one must differ from")))
    return _NEGATIONS[known]


def _written_as(value: Any) -> str:
    return "[not]" if isinstance(value, (dict, BaseModel)) else "[value]"


def negated(want: Any) -> tuple[bool, Any]:
    """(True, VALUE) for a validated `{not = VALUE}` expectation, else (False, want)."""
    if isinstance(want, dict) and set(want) == {NOT}:
        return True, want[NOT]
    return False, want


def _read_step(g: Game) -> str:
    return "setup" if g.st.turn == 0 else g.st.step


def _battle_label(uid_of: Callable[[Battle], int | None]) -> Callable[[Game], str]:
    """The reader of one spirit of the battle (its uid taken by `uid_of`): its label, "none" outside a
    battle or when there is no such spirit."""
    def label(g: Game) -> str:
        b = g.st.battle
        if b is None:
            return "none"
        uid = uid_of(b)
        fc = g.st.find(uid) if uid is not None else None
        return fc.label if fc is not None else "none"
    return label


TOP: dict[str, tuple[Key, Callable[[Game], Any]]] = {
    "winner": (Key(one_of("p1", "p2", "draw", "none"), "who won"), lambda g: g.st.winner or "none"),
    "turn": (Key(Count, "the turn number (0 during setup)"), lambda g: g.st.turn),
    "active": (Key(Player, "whose turn it is"), lambda g: seat_name(g.st.active)),
    "player_one": (Key(Player, "who takes the first turn (5-2-6)"), lambda g: seat_name(g.st.player_one)),
    "step": (Key(one_of(*STEP_NAMES), "the step now, \"setup\" before turn 1"), _read_step),
    "decision.player": (Key(one_of(*PLAYERS, "none"), "who must decide now"),
                        lambda g: seat_name(g.decision.player) if g.decision else "none"),
    "decision.kind": (Key(one_of(*(str(k) for k in Kind), "none"), "the kind of decision now"),
                      lambda g: g.decision.kind if g.decision else "none"),
    "legal": (Key(Texts, "actions that must be legal now", "legal"), lambda g: sorted(g.legal_actions())),
    "illegal": (Key(Texts, "actions that must be rejected now, changing nothing", "illegal"),
                lambda g: sorted(g.legal_actions())),
    "rules_applied": (Key(Annotated[list[RuleId], Field(max_length=MAX_ITEMS)],
                          "rule ids cited by the events so far (a prefix is met by a more specific id)", "cites"),
                      lambda g: sorted({e.rule for e in g.events})),
    "pending": (Key(Texts, "effects waiting to resolve, named as in the trigger-order notation", "unordered"),
                lambda g: [item.key for batch in g.st.pending for item in batch]),
    "battle.attacker": (Key(Text, "label of the attacking spirit, \"none\" outside a battle"),
                        _battle_label(lambda b: b.attacker)),
    "battle.blocker": (Key(Text, "label of the blocking spirit, \"none\" when there is none"),
                       _battle_label(lambda b: b.blocker)),
}


def _soul_place(st: State, seat: int) -> str:
    soul = st.players[seat].soul
    if isinstance(soul, int):
        holder = st.find(soul)
        return holder.label if holder is not None else "?"
    return soul


PLAYER: dict[str, tuple[Key, Callable[[State, int], Any]]] = {
    "life": (Key(Count, "every core in life, the soul core included"),
             lambda st, s: st.players[s].life + (1 if st.players[s].soul == "life" else 0)),
    "reserve": (Key(Count, "ordinary cores in the reserve"), lambda st, s: st.players[s].reserve),
    "trash_cores": (Key(Count, "ordinary cores in the trash"), lambda st, s: st.players[s].trash_cores),
    "soul_core": (Key(Text, "where the soul core is: reserve, life, trash, void or a field label"), _soul_place),
    "hand": (Key(Texts, "card ids in the hand", "unordered"), lambda st, s: [c.id for c in st.players[s].hand]),
    "trash": (Key(Texts, "card ids in the trash", "unordered"), lambda st, s: [c.id for c in st.players[s].trash]),
    "hand_count": (Key(Count, "cards in the hand"), lambda st, s: len(st.players[s].hand)),
    "deck_count": (Key(Count, "cards in the deck"), lambda st, s: len(st.players[s].deck)),
    "deck_top": (Key(Texts, "card ids the deck starts with, top first", "starts"),
                 lambda st, s: [c.id for c in reversed(st.players[s].deck)]),
    "burst": (Key(Text, "the set burst's card id, \"\" for none"),
              lambda st, s: (b.id if (b := st.players[s].burst) is not None else "")),
    "field": (Key(Texts, "labels of the player's field cards", "unordered"),
              lambda st, s: [fc.label for fc in st.field_of(s)]),
    "field_cards": (Key(Texts, "card ids of the player's field cards", "unordered"),
                    lambda st, s: [fc.card.id for fc in st.field_of(s)]),
    "mulliganed": (Key(bool, "the player has mulliganed (5-2-7)"), lambda st, s: st.players[s].mulliganed),
    "known": (Key(Texts, "card ids of the hand its opponent knows are there: seen entering it or revealed in it "
                         "(12-2), not yet seen leaving", "unordered"),
              lambda st, s: [c.id for c in st.players[s].known]),
    "top_known": (Key(Count, "how many top cards of the deck its player knows, in order (looked at or revealed and "
                             "put back on top: 12-3, 12-2)"), lambda st, s: st.players[s].top_known),
    "top_shown": (Key(Count, "how many of those both players know"), lambda st, s: st.players[s].top_shown),
    "burst_shown": (Key(bool, "the set burst was revealed to both players (12-2-1) and is still set"),
                    lambda st, s: st.players[s].burst_shown),
    "lost_life_this_turn": (Key(bool, "the player has lost life this turn"), lambda st, s: st.lost_life_net(s)),
}


CARD: dict[str, tuple[Key, Callable[[State, FieldCard], Any]]] = {
    "cores": (Key(Count, "ordinary cores on the card"), lambda st, fc: fc.cores),
    "soul": (Key(bool, "the soul core is on the card"), lambda st, fc: st.has_soul(fc)),
    "level": (Key(Annotated[int, Field(ge=0, le=20)], "its level now"), lambda st, fc: derived.level(st, fc)),
    "bp": (Key(Annotated[int, Field(ge=-MAX_BP, le=MAX_BP)], "its BP now, 0 when the sum is below zero (1-3-6)"),
           lambda st, fc: derived.bp_value(st, fc)),
    "exhausted": (Key(bool, "exhausted (true) or refreshed"), lambda st, fc: fc.exhausted),
    "symbols": (Key(Count, "how many symbols it has now"), lambda st, fc: len(derived.symbols(st, fc))),
    "effects": (Key(MarkKinds, "kinds of the running effects on it (position.effects kinds)", "unordered"),
                lambda st, fc: [m.kind for m in st.mods if m.uid == fc.uid]),
}


def _seen_cards(cards: list[dict[str, Any]] | None) -> Any:
    return HIDDEN if cards is None else [c["id"] for c in cards]


def _seen_burst(p: dict[str, Any]) -> str:
    if not p["burst_set"]:
        return ""
    return HIDDEN if p["burst"] is None else str(p["burst"]["id"])


# What VIEWER.sees.pN.KEY reads from the view's entry of player N.
SEEN_PLAYER: dict[str, tuple[Key, Callable[[dict[str, Any]], Any]]] = {
    "hand": (Key(Texts | one_of(HIDDEN), "card ids of that hand as shown, or \"hidden\"", "unordered"),
             lambda p: _seen_cards(p["hand"])),
    "hand_count": (Key(Count, "the hand's size as shown"), lambda p: p["hand_count"]),
    "deck_count": (Key(Count, "the deck's size as shown"), lambda p: p["deck_count"]),
    "burst": (Key(Text, "the burst as shown: \"\" none set, \"hidden\" set face down, or its id"), _seen_burst),
    "trash": (Key(Texts, "card ids of that trash as shown", "unordered"), lambda p: _seen_cards(p["trash"])),
    "field": (Key(Texts, "labels of that field as shown", "unordered"), lambda p: [f["label"] for f in p["field"]]),
    "life": (Key(Count, "every core in that life as shown, the soul core included"),
             lambda p: p["life"] + (1 if p["soul_core"] == "life" else 0)),
}

# What VIEWER.sees.KEY reads from the whole view.
SEEN: dict[str, tuple[Key, Callable[[dict[str, Any]], Any]]] = {
    "log_has": (Key(Texts, "fragments each found in some log line this viewer is shown", "has_text"),
                lambda v: [e["text"] for e in v["log"]]),
    "log_lacks": (Key(Texts, "fragments found in no log line this viewer is shown", "lacks_text"),
                  lambda v: [e["text"] for e in v["log"]]),
    "options": (Key(Texts | one_of(HIDDEN), "the decision's options as shown, or \"hidden\"", "unordered"),
                lambda v: v["decision"]["options"] if v["decision"] and "options" in v["decision"] else HIDDEN),
}


def fixed_keys() -> dict[str, Key]:
    """Every expectation key that does not start with a field label."""
    keys = {name: key for name, (key, _) in TOP.items()}
    for pn in PLAYERS:
        keys.update({f"{pn}.{name}": key for name, (key, _) in PLAYER.items()})
    for viewer in VIEWERS:
        keys.update({f"{viewer}.sees.{name}": key for name, (key, _) in SEEN.items()})
        for pn in PLAYERS:
            keys.update({f"{viewer}.sees.{pn}.{name}": key for name, (key, _) in SEEN_PLAYER.items()})
    return keys


def key_spec(key: str) -> Key | None:
    """The Key of an expectation key, label keys included; None when it is not one."""
    found = FIXED.get(key)
    if found is not None:
        return found
    label, _, tail = key.rpartition(".")
    if label and "." not in label and label not in PLAYERS and tail in CARD:   # "p1.cores" is no card label
        return CARD[tail][0]
    return None


def read(g: Game, key: str) -> Any:
    """The actual value of an expectation key now."""
    if key in TOP:
        return TOP[key][1](g)
    parts = key.split(".")
    if parts[0] in PLAYERS and len(parts) == 2:
        return PLAYER[parts[1]][1](g.st, PLAYERS.index(parts[0]))
    if len(parts) >= 3 and parts[1] == "sees":
        view = g.view(None if parts[0] == "spectator" else PLAYERS.index(parts[0]))
        if len(parts) == 3:
            return SEEN[parts[2]][1](view)
        return SEEN_PLAYER[parts[3]][1](view["players"][PLAYERS.index(parts[2])])
    fc = g.st.by_label(parts[0])
    if fc is None:
        return "(not on the field)"
    return CARD[parts[1]][1](g.st, fc)


FIXED = fixed_keys()
