"""`apply` (8-8-1-4): a modifier left for a while, as one lasting effect (model/state.py's `Lasting`,
holding the modifier itself) per target card, read beside the constant effects by rules/active.py's
`lasting_on` (level, BP, keywords, symbols, families) and `in_force` (restrictions), or a rule changed
for the effect's controller, one record of theirs read where that rule is (the battle, ops.mill,
targets, keywords).  Registered from this module so the verb's table sits beside nothing else; the
cards' shared step (`mark_cards`) is in directives.py."""

from __future__ import annotations

from typing import Callable, TypeVar

from ...carddb import effects as E
from ..model.context import Ctx
from ..model.decisions import Flow
from ..model.state import FieldCard, Lasting, seat_name
from ..model.table import Table
from .directives import amount, field_targets, handles, mark_cards, payable


# ---- apply: a modifier left on cards for a while (8-8-1-4) -------------------------------------------
# Each lasting modifier kind marks its targets in its own way, told by its own sentence (the event texts
# are the game's record, so each keeps its words); MARKS is keyed by the kinds the language declares may
# last (E.LASTING_KINDS), and tests/engine/test_vocabulary.py checks each has its entry.

Marker = Callable[[Table, Ctx, E.Apply, E.Modifier, E.Target], Flow[None]]
MARKS: dict[str, Marker] = {}
M = TypeVar("M", bound=Marker)


def marks(*kinds: str) -> Callable[[M], M]:
    """Register how the lasting modifiers of `kinds` mark their targets."""
    def register(fn: M) -> M:
        for kind in kinds:
            if kind not in E.LASTING_KINDS or kind in MARKS:
                raise ValueError(f"{kind!r}: no lasting modifier kind, or a second mark for it")
            MARKS[kind] = fn
        return fn
    return register


def change_of(key: str, amount: int = 0) -> E.Modifier:
    """The bare modifier a key names ("bp", "cannot:attack"), with `amount`: the change of a lasting effect
    written down by its key alone (a scenario position's running effects)."""
    what, _, action = key.partition(":")
    return E.Modifier.model_validate({"what": what, "action": action or None, "amount": amount})


@handles(E.Apply)
def _apply(g: Table, ctx: Ctx, act: E.Apply) -> Flow[None]:
    """Each change on the targets, fixed as the first is given: the later ones go to the same cards."""
    target: E.Target = act.target
    for m in act.modifiers:
        yield from MARKS[m.key](g, ctx, act, m, target)
        target = E.ThoseTarget()


@payable(E.Apply)
def _apply_payable(g: Table, ctx: Ctx, act: E.Apply) -> bool | None:
    """A rule changed for the player selects no cards, whatever the unread `target` holds: nothing to
    check (8-4-2-3); the other kinds leave it to the check every verb shares."""
    return True if act.modifiers[0].key in E.PLAYER_KINDS else None


@marks("bp")
def _bp(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    st = g.st
    n = amount(g, ctx, m.amount)       # counted once, as the directive is performed (8-8-1-4)
    for fc in (yield from field_targets(g, ctx, target)):
        st.mods.append(Lasting(fc.uid, m, n, act.duration, st.tick(), ctx.seat, source=ctx.card))
        sign = "+" if n >= 0 else ""
        g.emit("bp", "8-8-1-3-5", f"[{fc.label}] {fc.card.name} {sign}{n} BP this {act.duration}",
               label=fc.label, amount=n)


# The restrictions on a card's attacks and blocks left for a while, told by their action's word.
CANNOT_MARKS = tuple(E.rule_key("cannot", what) for what in ("attack", "block", "take_last_life", "reduce_life"))


@marks(*CANNOT_MARKS)
def _cannot(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    yield from mark_cards(g, ctx, target, m, f"cannot {m.action} this {act.duration}", act.duration)


@marks(*E.PROTECTION_KINDS)
def _protect(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    what = E.protection(m)
    assert what is not None        # the model allows only the protections PROTECTIONS names
    yield from mark_cards(g, ctx, target, m, f"is protected ({what.replace('_', ' ')}) this {act.duration}",
                          act.duration, rule="1-3-3")


@marks("max_level")
def _max_level(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    holder = ctx.source.uid if act.while_this and isinstance(ctx.source, FieldCard) else 0
    yield from mark_cards(g, ctx, target, m, f"is treated as its highest level this {act.duration}"
                     + (f" while {ctx.card.name} stays" if holder else ""), act.duration, rule="8-8-1-3-2",
                     holder=holder)


@marks("min_level")
def _min_level(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    yield from mark_cards(g, ctx, target, m, f"is treated as LV1 this {act.duration}",
                     act.duration, rule="8-8-1-3-2")


@marks("may:block_exhausted")
def _block_while_exhausted(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    yield from mark_cards(g, ctx, target, m, f"can block while exhausted this {act.duration}",
                     act.duration, rule="8-2-2-2")


@marks("keyword")
def _keyword(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """A keyword granted for a while; derived.keyword_value reads it."""
    st = g.st
    assert m.keyword is not None and isinstance(m.amount, int)     # the model asks for both
    for fc in (yield from field_targets(g, ctx, target)):
        st.mods.append(Lasting(fc.uid, m, m.amount, act.duration, st.tick(), ctx.seat))
        g.emit("gain_keyword", "8-8-1-4", f"[{fc.label}] {fc.card.name} gains {m.keyword} this {act.duration}",
               label=fc.label)


@marks("extra_symbols")
def _extra_symbols(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """Symbols gained for a while (8-8-1-4); derived.symbols adds them."""
    yield from mark_cards(g, ctx, target, m, f"gains {'/'.join(m.colours)} symbol(s) this {act.duration}",
                          act.duration, rule="8-8-1-4", event="gain_symbol", value=len(m.colours))


@marks("paying_symbols")
def _paying_symbols(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """2-8: the targets have these symbols for a while (derived.symbols reads the mark)."""
    assert isinstance(m.amount, int)     # the model asks for a number
    colours = tuple(c for c in m.colours for _ in range(m.amount))
    yield from mark_cards(g, ctx, target, m, f"has {len(colours)} symbol(s) ({', '.join(colours)}) "
                          f"this {act.duration}", act.duration, rule="2-8", event="symbols")


@marks("cannot:be_blocked")
def _unblockable(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    yield from mark_cards(g, ctx, target, m, f"cannot be blocked{'' if m.blockers is None else ' by some spirits'}"
                          f" this {act.duration}", act.duration, rule="7-1-3-1")


@marks("lose_effects")
def _lose_effects(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """8-3-2: the targets' effects do nothing for a while (derived.effect_lost reads the mark)."""
    yield from mark_cards(g, ctx, target, m, f"loses its effects this {act.duration}",
                     act.duration, rule="8-3-2")


@marks("families")
def _families(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """The targets have one more family for a while (derived.families_of reads it with the printed ones);
    with an `amount`, a nexus among them is also a spirit with that BP (derived.is_spirit: BSS05-113)."""
    family = m.families[0]
    yield from mark_cards(g, ctx, target, m, f"is also a {family} this {act.duration}", act.duration,
                          event="family")
    if not m.amount:
        return
    st = g.st
    assert isinstance(m.amount, int)
    for fc in (yield from field_targets(g, ctx, E.ThoseTarget())):
        if fc.card.type == "nexus":
            st.mods.append(Lasting(fc.uid, m, m.amount, act.duration, st.tick(), ctx.seat, spirit=True))
            g.emit("family", "2-3", f"[{fc.label}] {fc.card.name} is also a {family} spirit with "
                                    f"{m.amount} BP this {act.duration}", label=fc.label)


# ---- the rules changed for a while, once verbs of their own ------------------------------------------

@marks("cannot:refresh")
def _skip_refresh(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """Until its controller's next refresh step, whatever `lasts` (turn.py's refresh step reads it)."""
    yield from mark_cards(g, ctx, target, m, "will not refresh in its controller's next refresh step",
                          "next_refresh")


@marks("must:attack_first")
def _attack_first(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """The target must make the first attack of its controller's attack step if it can (battle.py)."""
    st = g.st
    for fc in (yield from field_targets(g, ctx, target)):
        st.mods.append(Lasting(fc.uid, m, 0, act.duration, st.tick(), ctx.seat))
        g.emit("restrict", "8-2-2-2", f"[{fc.label}] {fc.card.name} must attack first this turn if it can",
               label=fc.label)


# The kinds that mark the effect's controller (E.PLAYER_KINDS): the apply names no target, so `target`
# is not read.

def _mark_player(g: Table, ctx: Ctx, m: E.Modifier, duration: str, event: str, rule: str, text: str,
                 value: int = 0) -> Flow[None]:
    """A player-wide lasting effect (8-8-1-4): the change `m` with its controller (uid -1), read where
    it matters (ops.mill, the battle, keywords, targets), told once as `event`."""
    st = g.st
    st.mods.append(Lasting(-1, m, value, duration, st.tick(), ctx.seat))
    g.emit(event, rule, text, seat=seat_name(ctx.seat))
    return
    yield


@marks("instead:choose_gale")
def _choose_gale(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """Its controller chooses what their Gale effects exhaust, for a while (keywords._gale reads the mark)."""
    yield from _mark_player(g, ctx, m, act.duration, "gale_chooser", "11-10-1",
                            f"{g.name(ctx.seat)} chooses the spirits their Gale effects exhaust this {act.duration}")


@marks("instead:compare_costs")
def _cost_battle(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """L01-010: the next battle resolved this turn compares costs (battle.resolve_battle reads it)."""
    yield from _mark_player(g, ctx, m, "turn", "cost_battle", "7-1-5-2-1",
                            "The next battle this turn compares costs instead of BP: the higher cost is destroyed")


@marks("at_most:mill")
def _mill_limit(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """The opponent's effects discard at most `amount` cards of its controller's deck each time, for a
    while (ops.mill reads the mark)."""
    assert isinstance(m.amount, int)     # the model asks for a number
    yield from _mark_player(g, ctx, m, act.duration, "mill_limit", "10-2-1",
                            f"{g.name(1 - ctx.seat)}'s effects discard at most {m.amount} card(s) of "
                            f"{g.name(ctx.seat)}'s deck at a time this {act.duration}", value=m.amount)


@marks("extra_cost:attack_core_to_reserve")
def _attack_tax(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    yield from _mark_player(g, ctx, m, act.duration, "restrict", "8-2-2-2",
                            f"{g.name(1 - ctx.seat)} must move a core from a spirit to their reserve to attack with it "
                            f"this {act.duration}")


@marks("cannot:mill")
def _no_deck_discard(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """Noted for a while: ops.mill reads it (CB01-076)."""
    yield from _mark_player(g, ctx, m, act.duration, "restrict", "1-3-3",
                            f"{g.name(ctx.seat)} is shielded: no card can be discarded from their deck this "
                            f"{act.duration}")


@marks("cannot:destroy_in_battle")
def _no_battle_destruction(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """destruction.protection reads it for the spirits of the battle it is used in, whoever blocks later
    (BSS05-124)."""
    if g.st.battle is None:
        return          # used in no battle: there is no battle result to change
    yield from _mark_player(g, ctx, m, act.duration, "restrict", "7-1-5-2-1",
                            "neither spirit of this battle is destroyed by its result")


@marks("instead:select_for_opponent")
def _take_selection(g: Table, ctx: Ctx, act: E.Apply, m: E.Modifier, target: E.Target) -> Flow[None]:
    """Noted for a while; targets.py hands the opponent's next field selection for a magic card to this player."""
    yield from _mark_player(g, ctx, m, act.duration, "restrict", "8-2-2-2",
                            f"{g.name(ctx.seat)} will select instead of {g.name(1 - ctx.seat)} the next time a magic card "
                            f"of theirs selects spirits or nexuses this {act.duration}")
