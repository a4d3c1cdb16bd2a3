"""Turning a player's view (engine/operations/view.py's TableView) into text for the board: pure functions,
easy to test.  The colours are not here: each function takes a `Palette` of named styles, which
the widgets read from their component classes in app.tcss (no palette: plain text)."""

from __future__ import annotations

import textwrap
from typing import Callable, Mapping, Sequence

from rich.style import Style
from rich.text import Text

from ..carddb.glossary import entries_for
from ..carddb.schema import Card
from ..carddb.text import render_card
from ..engine.model.decisions import Kind
from ..engine.operations.view import ActionView, BattleView, CoreTake, FieldCardView, LogEntry, SideView, TableView

CORE = "●"
SOUL = "◆"

Palette = Mapping[str, Style]      # component class name (without its widget prefix) -> style
PLAIN: Palette = {}


def _s(palette: Palette, name: str) -> Style:
    return palette.get(name, Style.null())


def cores_text(n: int, soul: bool = False, most: int = 10) -> str:
    """Up to `most` dots, then +N; the soul core's mark after them."""
    dots = CORE * min(n, most) + (f"+{n - most}" if n > most else "")
    return dots + (SOUL if soul else "") or "-"


def _count(n: int, soul: bool) -> str:
    """A core count with the soul core included (the dots before it mark the soul core ◆)."""
    return f"{n + soul}"


def resources(side: SideView, finished: bool = False, palette: Palette = PLAIN, width: int = 0) -> Text:
    """Every public count of a side, in two lines; each wraps rather than clips.  A line longer
    than `width` takes its short form (fewer dots, no word "cards", no trash top: the `v` view
    lists the trash), so that a narrow board keeps its rows for the field."""
    lines = []
    for line in (_counts, _piles):
        text = line(side, finished, palette, False)
        if width and text.cell_len > width:
            text = line(side, finished, palette, True)
        lines.append(text)
    return Text("\n").join(lines)


def _counts(side: SideView, finished: bool, palette: Palette, short: bool) -> Text:
    """Life, reserve and trash, with the soul core marked where it lies."""
    key, life = _s(palette, "key"), _s(palette, "life")
    most = 5 if short else 10
    soul = side.soul_core
    gap = " " if short else "  "
    t = Text()
    t.append("Life ", style=key)
    t.append(f"{cores_text(side.life, soul == 'life', most)} {_count(side.life, soul == 'life')}", style=life)
    t.append(gap)
    t.append("Reserve ", style=key)
    t.append(f"{cores_text(side.reserve, soul == 'reserve', most)} {_count(side.reserve, soul == 'reserve')}{gap}")
    t.append("Trash ", style=key)
    n = len(side.trash)
    t.append(f"{n}" if short else f"{n} card{'s' if n != 1 else ''}")
    if side.trash_cores or soul == "trash":
        cores = side.trash_cores + (soul == "trash")
        t.append(f", {cores_text(side.trash_cores, soul == 'trash', most)}" if short else
                 f", cores {cores_text(side.trash_cores, soul == 'trash', most)} {cores}")
    return t


def _piles(side: SideView, finished: bool, palette: Palette, short: bool) -> Text:
    """Deck, hand, burst, where the soul core is when on the field or in the void, the trash top."""
    key, burst = _s(palette, "key"), _s(palette, "burst")
    soul = side.soul_core
    t = Text()
    t.append("Deck ", style=key)
    t.append(f"{side.deck_count}  ")
    t.append("Hand ", style=key)
    t.append(f"{side.hand_count}  ")
    t.append("Burst ", style=key)
    if side.burst is not None:
        t.append(f"{side.burst.name}", style=burst)
        t.append("" if finished else " (face down)")
    else:
        t.append("set (face down)" if side.burst_set else "none", style=burst if side.burst_set else Style.null())
    if soul not in ("reserve", "life", "trash", "void"):
        t.append(f"  {SOUL} on ", style=key)
        t.append(f"[{soul}]")
    elif soul == "void":
        t.append(f"  {SOUL} in the void")
    if side.trash and not short:
        t.append("  Trash top ", style=key)
        t.append(side.trash[-1].name)
    return t


def fitted_field(side: SideView, battle: BattleView | None, rows: int | None) -> tuple[list[FieldCardView], int]:
    """The field cards to draw in `rows` lines (None: all), in field order, and how many are left
    out.  When they do not all fit, one line says how many more there are; an attacking or
    blocking spirit is always among those drawn, then the others in field order."""
    cards = list(side.field)
    if rows is None or len(cards) <= rows:
        return cards, 0
    fighting = {battle.attacker, battle.blocker} if battle is not None else set()
    first = [fc for fc in cards if fc.label in fighting]
    keep = max(rows - 1, len(first), 1)
    chosen = {fc.label for fc in first}
    for fc in cards:
        if len(chosen) >= keep:
            break
        chosen.add(fc.label)
    shown = [fc for fc in cards if fc.label in chosen]
    return shown, len(cards) - len(shown)


MORE_KEY = "Tab"       # the key that reaches a field's pane, which then lists every card


def field_lines(side: SideView, battle: BattleView | None = None, palette: Palette = PLAIN,
                rows: int | None = None, width: int = 0) -> Text:
    """A field, a card a line, in at most `rows` lines (see `fitted_field`).  A line longer than
    `width` (0: any length) takes its short form, then cuts the name: a line never wraps, so
    each card keeps its one line and its level, BP, cores and state stay whole."""
    t = Text()
    if not side.field:
        t.append("(no spirits or nexuses)", style=_s(palette, "dim"))
        return t
    shown, more = fitted_field(side, battle, rows)
    for i, fc in enumerate(shown):
        if i:
            t.append("\n")
        line = _field_line(fc, battle, palette, False, 0)
        if width and line.cell_len > width:
            line = _field_line(fc, battle, palette, True, width)
        t.append_text(line)
    if more:
        t.append(f"\n+{more} more, {MORE_KEY}", style=_s(palette, "more"))
    return t


def _field_line(fc: FieldCardView, battle: BattleView | None, palette: Palette, short: bool, width: int) -> Text:
    gap = " " if short else "  "
    tail = Text()
    tail.append(f"{gap}LV{fc.level}")
    if fc.bp is not None:
        tail.append(f"{gap}{fc.bp}" + ("" if short else " BP"))
    tail.append(f"{gap}{cores_text(fc.cores, fc.soul, 5 if short else 10)}")
    if fc.symbols > 1:
        tail.append(f"{gap}{fc.symbols}" + ("sym" if short else " symbols"))
    if fc.exhausted:
        tail.append(gap + ("exh" if short else "exhausted"), style=_s(palette, "tag-exhausted"))
    if battle and fc.label == battle.attacker:
        tail.append(gap + "ATTACKING", style=_s(palette, "attacking"))
    elif battle and fc.label == battle.blocker:
        tail.append(gap + "BLOCKING", style=_s(palette, "blocking"))
    head = f"[{fc.label}] "
    name = fc.name
    if short and width:
        room = max(6, width - len(head) - tail.cell_len)
        if len(name) > room:
            name = name[:room - 1] + "…"
    t = Text()
    t.append(head, style=_s(palette, "label"))
    t.append(name, style=_s(palette, "exhausted" if fc.exhausted else "ready"))
    t.append_text(tail)
    return t


def tile_lines(fc: FieldCardView) -> Text:
    """A field card's tile (its label and state are on the tile's border): name, level and BP, cores."""
    t = Text(no_wrap=True, overflow="ellipsis")
    t.append(fc.name, style="bold")
    t.append(f"\nLV{fc.level}" + (f"  {fc.bp} BP" if fc.bp is not None else ""))
    t.append(f"\n{cores_text(fc.cores, fc.soul)}" + (f"  {fc.symbols} symbols" if fc.symbols > 1 else ""))
    return t


def tile_state(fc: FieldCardView, battle: BattleView | None) -> str:
    """The word on a tile's lower border: in a battle, else exhausted or not."""
    if battle is not None and fc.label == battle.attacker:
        return "ATTACKING" + (" · exh" if fc.exhausted else "")
    if battle is not None and fc.label == battle.blocker:
        return "BLOCKING" + (" · exh" if fc.exhausted else "")
    return "exhausted" if fc.exhausted else "ready"


def hand_label(name: str, card_id: str, kind: str | None, cost: int | None, width: int = 0) -> str:
    """A hand card as the hand lists it: the longest of its forms that fits `width` (0: the
    longest), so that a narrow hand drops the id before the cost; the name is cut last."""
    facts = f"{kind}, cost {cost}" if kind is not None else ""
    forms = [f"{name} ({card_id}) · {facts}", f"{name} · {facts}", f"{name} · cost {cost}"] if facts else \
        [f"{name} ({card_id})", name]
    if not width:
        return forms[0]
    for form in forms:
        if len(form) <= width:
            return form
    tail = f" · cost {cost}" if facts else ""
    room = max(1, width - len(tail) - 1)
    return (name[:room] + "…" if len(name) > room else name) + tail


def seat_index(seat: str) -> int:
    return 0 if seat == "p1" else 1


def my_seat(view: TableView) -> int:
    """The seat shown below: the holder's, or while nobody holds the keyboard the next decider's."""
    if view.viewer is not None:
        return seat_index(view.viewer)
    return seat_index(view.decision.player) if view.decision is not None else 0


def status_line(view: TableView, palette: Palette = PLAIN) -> Text:
    names = [side.name for side in view.players]
    t = Text()
    strong = _s(palette, "strong")
    if view.turn == 0:
        t.append("Setting up (5-2)", style=strong)
    else:
        t.append(f"Turn {view.turn}", style=strong)
        t.append(f" · {view.step} step · {names[seat_index(view.active)]}'s turn")
    d = view.decision
    if view.winner:
        t.append(" · game over", style=_s(palette, "over"))
    elif d is not None:
        who = names[seat_index(d.player)]
        t.append(" · ")
        t.append(f"{who} to decide ({d.kind.replace('_', ' ')}, {d.rule})", style=_s(palette, "decider"))
    return t


def log_line(entry: LogEntry, width: int, rule_style: Style = Style.null()) -> Text:
    """A log entry as the logs show it: the rule id right-aligned in 10 columns, then the text
    wrapped by hand to `width` (at least 20), its later lines under the text, not the rule id."""
    text_width = max(20, width - 11)
    body = ("\n" + " " * 11).join(textwrap.wrap(entry.text, text_width)) or entry.text
    return Text.assemble((f"{entry.rule:>10} ", rule_style), body)


def card_details(card: Card, palette: Palette = PLAIN) -> Text:
    """A card in full (its text keeps the [LVn] tags: plain Text, never markup), then what its
    keywords and timing words mean, with their rules."""
    lines = render_card(card)
    t = Text()
    t.append(card.name, style=_s(palette, "name"))
    t.append("\n" + "\n".join(lines))
    entries = entries_for(card, "\n".join(lines))
    if entries:
        t.append("\n")
        for entry in entries:
            t.append(f"\n{entry.term}", style=_s(palette, "term"))
            t.append(f" ({entry.rule}): {entry.text}")
    return t


def action_label(action: ActionView) -> str:
    """The action with the names of the cards (and players) it mentions: "summon ST01-004" ->
    "summon ST01-004 · Raineedle"."""
    return " · ".join((action.text,) + action.names)


def core_take(take: CoreTake) -> str:
    """"2 from the reserve", "1 and the soul core from A1 Raineedle"."""
    what = [f"{take.count}"] if take.count else []
    if take.soul:
        what.append("the soul core")
    where = "the reserve" if take.place == "reserve" else f"{take.place} {take.name}".strip()
    return f"{' and '.join(what)} from {where}"


def payment_preview(action: ActionView) -> str:
    """What choosing a payment or placement option makes of the whole of it (10-6-6), and the
    field cards it would leave below LV1 (9-3-2): "pay auto: 2 from the reserve, 1 from A1 ..."."""
    if not action.takes:
        return ""
    line = f"{action.text}: {', '.join(core_take(t) for t in action.takes)}"
    for ref in action.drops:
        line += f"; {ref.name} falls below LV1 and is destroyed (9-3-2)"
    return line


def drop_question(action: ActionView, paying: bool) -> str:
    """The confirmation asked before an option that leaves field cards below LV1 (9-3-2)."""
    names = " and ".join(ref.name for ref in action.drops)
    verb = "fall" if len(action.drops) > 1 else "falls"
    destroyed = "are destroyed" if len(action.drops) > 1 else "is destroyed"
    return f"{names} {verb} below LV1 and {destroyed} (9-3-2). {'Pay' if paying else 'Put the cores'} anyway?"


MOVE_ENTRY = "(move cores)"     # the one entry standing for every `move FROM TO` action


def shown_actions(actions: Sequence[ActionView]) -> list[str]:
    """The actions as listed on screen (their texts): the engine's core moves (often dozens)
    become one entry, at the place of the first, that opens the move dialog (key m)."""
    shown: list[str] = []
    for action in actions:
        if action.move is not None:
            if MOVE_ENTRY not in shown:
                shown.append(MOVE_ENTRY)
        else:
            shown.append(action.text)
    return shown


def _attack_question(actions: Sequence[ActionView]) -> str:
    """Spirits that could still attack (6-7-3-2)."""
    ready = len({a.labels for a in actions if a.verb == "attack"})
    if not ready:
        return ""
    spirits = "1 spirit" if ready == 1 else f"{ready} spirits"
    return f"End the attack step with {spirits} ready to attack (6-7-3-2)? e again to confirm."


def _main_question(actions: Sequence[ActionView]) -> str:
    """Hand cards that could still be played (6-6-1-2-1)."""
    playable = len({a.card_id for a in actions if a.from_hand})
    if not playable:
        return ""
    cards = "1 card" if playable == 1 else f"{playable} cards"
    return f"End the main step with {cards} in hand still playable (6-6-1-2-1)? e again to confirm."


# The steps whose ending `e` asks about, by decision kind; the other kinds end without a question.
ENDING_QUESTIONS: dict[str, Callable[[Sequence[ActionView]], str]] = {
    Kind.ATTACK: _attack_question,
    Kind.MAIN: _main_question,
}


def ending_question(kind: str, actions: Sequence[ActionView]) -> str:
    """The question `e` asks before ending a step with something still to do there; "" otherwise."""
    question = ENDING_QUESTIONS.get(kind)
    return question(actions) if question is not None else ""
