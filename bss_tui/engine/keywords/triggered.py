"""Keyword effects of chapter 11 that trigger (Crush, Raid, Curse, Luster, Blessed, Gale, Link, Agile) and
Bloodcurse (from the official keyword list, keywords.json: no rule of chapter 11 defines it), with the
registry of how each triggered keyword resolves; the others are checked where they apply (Confront and
Swift in flows/battle.py and flows/play.py, Armor in derived.py, A.T. Field in flows/checkpoint.py,
Awaken in awaken.py, Immortal's trigger in verbs/destruction.py and its summon in immortal.py, Agile's
summon in agile.py, Ascend in verbs/ascend.py, Astral in flows/battle.py, Chain and Feast as verbs of
the effect language in verbs/directives.py and verbs/summons.py)."""

from __future__ import annotations

from typing import Callable

from ...carddb import effects as E
from ..model.context import Ctx
from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, ask_yes_no, decide
from ..model.state import Battle, FieldCard, Pending, State, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from ..verbs.destruction import destroy
from ..verbs.directives import field_targets, handles


def on_attack(g: Table, attacker: FieldCard, batch: list[Pending]) -> None:
    """Crush (11-11-1) and Raid (11-12-1) trigger when their spirit attacks."""
    st = g.st
    seat = attacker.controller
    crush = derived.keyword_value(st, attacker, "Crush")
    if crush is not None:
        n = derived.level(st, attacker) + crush          # 11-11-3: no modifier counts as 0
        batch.append(Pending(seat, attacker.card, None, 0, attacker, attacker,
                             f"{attacker.label} crush", keyword="Crush", value=n))
    raid = derived.keyword_value(st, attacker, "Raid")
    if raid is not None and st.raid_used.get(attacker.uid, 0) < raid:
        batch.append(Pending(seat, attacker.card, None, 0, attacker, attacker,
                             f"{attacker.label} raid", keyword="Raid", value=raid))
    if st.battle is not None:
        st.battle.luster = derived.has_keyword(st, attacker, "Luster")
    _link_offers(st, attacker, batch)


def _link_offers(st: State, linked: FieldCard, batch: list[Pending]) -> None:
    """11-18-1: each spirit of the linked spirit's controller whose Link names it triggers (the attacker;
    or the blocker, where "link_on_block" allows it: BSS06-054)."""
    seat = linked.controller
    for fc in st.field:
        if fc is not linked and fc.controller == seat and fc.card.type == "spirit":
            conditions = link_conditions(st, fc)
            if conditions and (any(derived.matches(st, linked, cond, seat, fc) for cond in conditions)
                               or any(True for _ in derived.modifiers_on(st, fc, "link_any"))):   # BSS06-045
                batch.append(Pending(seat, fc.card, None, 0, fc, linked, f"{fc.label} link", keyword="Link"))


def link_conditions(st: State, fc: FieldCard) -> list[E.CardFilter]:
    """The conditions of the spirit's Link effects active now (11-18-2: at its level and period)."""
    out: list[E.CardFilter] = []
    for kw in fc.card.keywords:
        if kw.name == "Link" and kw.filter is not None and (not kw.levels or derived.level(st, fc) in kw.levels) \
                and derived.during_holds(st, kw, fc.controller, fc.uid):
            out.append(kw.filter)
    return out


def on_block(g: Table, b: Battle, attacker: FieldCard) -> None:
    """11-3-1: Curse is noted when its spirit is blocked; it acts as the battle ends."""
    b.curse = derived.has_keyword(g.st, attacker, "Curse")


def on_blocked(g: Table, attacker: FieldCard, blocker: FieldCard, batch: list[Pending]) -> None:
    """11-10-1: Gale triggers when its spirit is blocked; with several, the largest number (11-10-3)."""
    gale = derived.keyword_value(g.st, attacker, "Gale")
    if gale:
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, blocker,
                             f"{attacker.label} gale", keyword="Gale", value=gale))
    if any(True for _ in derived.modifiers_on(g.st, blocker, "link_on_block")):    # BSS06-054
        _link_offers(g.st, blocker, batch)


def on_life_reduced(g: Table, attacker: FieldCard, batch: list[Pending]) -> None:
    """11-7-1: Blessed triggers when its attacking spirit's damage took life; once however many
    times the spirit has it (11-7-2)."""
    if derived.has_keyword(g.st, attacker, "Blessed"):
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, attacker,
                             f"{attacker.label} blessed", keyword="Blessed"))


def on_battle_end(g: Table, b: Battle, batch: list[Pending]) -> None:
    st = g.st
    attacker = st.find(abs(b.attacker)) or g.last_state.get(abs(b.attacker))
    if attacker is None:
        return
    blocker = st.find(b.blocker) if b.curse and b.blocker else None
    if blocker is not None:
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, blocker,
                             f"{attacker.label} curse", keyword="Curse"))
    if b.luster and b.magic_used:       # 11-6-1: Luster it had as it attacked (battle.attack)
        batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, None,
                             f"{attacker.label} luster", keyword="Luster"))
    for uid in (b.attacker, b.blocker):      # 11-16-1: Agile in the hand of a battling spirit's controller
        fighter = st.find(uid) if uid else None
        if fighter is None or fighter.card.type != "spirit":
            continue       # a spirit that left the field cannot be returned to the hand
        seen: set[str] = set()
        for card in st.players[fighter.controller].hand:
            if card.type == "spirit" and card.id not in seen and derived.field_cost(st, fighter) < card.cost and \
                    derived.hand_card_has_keyword(st, fighter.controller, card, "Agile"):
                seen.add(card.id)      # copies of one card: one trigger, one summon at most
                batch.append(Pending(fighter.controller, card, None, 0, None, fighter,
                                     f"{card.id} agile", keyword="Agile"))


def resolve_keyword(g: Table, item: Pending) -> Flow[None]:
    yield from _RESOLVERS[item.keyword](g, item)


@handles(E.UseCrush)
def _use_crush(g: Table, ctx: Ctx, act: E.UseCrush) -> Flow[None]:
    """An effect activates the targets' Crush (11-11-1), each as its attack would (BSS03-088)."""
    for fc in (yield from field_targets(g, ctx, act.target)):
        crush = derived.keyword_value(g.st, fc, "Crush")
        if crush is not None and g.st.find(fc.uid) is fc:
            yield from _crush(g, Pending(fc.controller, fc.card, None, 0, fc, fc, f"{fc.label} crush",
                                         keyword="Crush", value=derived.level(g.st, fc) + crush))


def _crush(g: Table, item: Pending) -> Flow[None]:
    """11-11-1: discard level + modifier cards from the top of the opponent's deck."""
    seat = item.seat
    g.emit("crush", "11-11-1", f"{item.card.name}'s Crush discards {item.value} card"
           f"{'s' if item.value != 1 else ''} from the top of {g.name(1 - seat)}'s deck", seat=seat_name(seat))
    batch: list[Pending] = []       # "milled" and "crushed" are one event (8-6-2)
    milled = ops.mill(g, 1 - seat, item.value, rule="11-11-1", by=seat, into=batch)
    if milled:
        spirit = item.source if isinstance(item.source, FieldCard) else None   # whose Crush: subject "this" (BSS03-085)
        triggers.collect(g, "crushed", [spirit] if spirit is not None else [], player=seat, by=seat,
                         cards=tuple(milled), into=batch)
        g.queue(batch)
    return
    yield  # a generator like every handler


def _raid(g: Table, item: Pending) -> Flow[None]:
    """11-12-1: the owner may exhaust one of their nexuses to refresh the attacking spirit."""
    st = g.st
    seat = item.seat
    attacker = item.source
    if not isinstance(attacker, FieldCard) or st.find(attacker.uid) is not attacker or not attacker.exhausted:
        return
    nexuses: dict[str, PickCard | Finish] = {
        f"exhaust {fc.label}": PickCard(fc) for fc in st.field
        if fc.controller == seat and fc.card.type == "nexus" and not fc.exhausted}
    if not nexuses:
        return
    nexuses["no"] = Finish()
    choice = yield from decide(Decision(
        seat, Kind.OPTIONAL, nexuses,
        f"Raid: exhaust one of your nexuses to refresh [{attacker.label}] {attacker.card.name}?", "11-12-1"))
    if not isinstance(choice, PickCard) or not isinstance(choice.card, FieldCard):
        return
    nexus = choice.card
    st.raid_used[attacker.uid] = st.raid_used.get(attacker.uid, 0) + 1
    ops.exhaust(g, nexus, seat, rule="11-12-1")
    attacker.exhausted = False
    g.emit("refresh", "11-12-1", f"Raid refreshes [{attacker.label}] {attacker.card.name}", label=attacker.label)
    triggers.collect(g, "refreshed", [attacker], player=seat, by=seat)


def _curse(g: Table, item: Pending) -> Flow[None]:
    """11-3-1: the spirit that blocked a Curse spirit is destroyed as the battle ends."""
    blocker = item.event_card
    if isinstance(blocker, FieldCard) and g.st.find(blocker.uid) is blocker:
        g.emit("curse", "11-3-1", f"Curse of {item.card.name} strikes [{blocker.label}] {blocker.card.name}")
        yield from destroy(g, [blocker], by=item.seat, cause="effect", rule="11-3-1",
                          source=item.card)


def _luster(g: Table, item: Pending) -> Flow[None]:
    """11-6-1: magic cards its owner used during the battle return from the trash to the hand;
    one that has gone elsewhere stays there (11-6-2)."""
    st = g.st
    b = st.battle
    p = st.players[item.seat]
    for card in (b.magic_used if b else []):
        if card in p.trash:
            p.trash.remove(card)
            p.hand.append(card)
            g.emit("luster", "11-6-1", f"Luster returns {card.name} from the trash to {g.name(item.seat)}'s hand",
                   card=card.id)
    return
    yield


def _blessed(g: Table, item: Pending) -> Flow[None]:
    """11-7-1: one core from the void into the controller's life; not optional, no limit."""
    if ops.move_core(g, item.seat, "void", "life", False, 1, rule="11-7-1", why=f"{item.card.name}'s Blessed"):
        triggers.collect(g, "life_gained", [], player=item.seat, by=item.seat)
    return
    yield


def _gale(g: Table, item: Pending) -> Flow[None]:
    """11-10-1: the blocking player exhausts that many of their refreshed spirits, chosen by them;
    a spirit the attacker's effects cannot select (Armor, 11-5-1) or exhaust ("no_exhaust") is not
    among them."""
    st = g.st
    blocker = item.event_card
    defender = blocker.controller if blocker is not None else 1 - item.seat
    source = item.source if isinstance(item.source, FieldCard) and st.find(item.source.uid) is item.source else None
    ready = [fc for fc in st.field if fc.controller == defender and fc.card.type == "spirit" and not fc.exhausted
             and not derived.unselectable(st, fc, item.seat, item.card, source)
             and not any(True for _ in derived.modifiers_on(st, fc, "no_exhaust"))]    # BSS04-106
    g.emit("gale", "11-10-1", f"{item.card.name}'s Gale {item.value}: {g.name(defender)} exhausts "
           f"{min(item.value, len(ready))} refreshed spirit(s)", seat=seat_name(defender))
    # an effect may let the Gale spirit's controller choose instead (BSS03-133's choose_gale)
    chooser = item.seat if any(m.kind == "gale_chooser" and m.by == item.seat for m in st.mods) else defender
    chosen: list[FieldCard] = []
    while len(chosen) < item.value and ready:
        if len(ready) <= item.value - len(chosen):
            chosen.extend(ready)       # every one must go: nothing to choose
            break
        whose = "your" if chooser == defender else "your opponent's"
        pick = yield from decide(Decision(
            chooser, Kind.TARGET, {f"pick {fc.label}": PickCard(fc) for fc in ready},
            f"Gale: choose one of {whose} refreshed spirits to exhaust ({item.value - len(chosen)} to go)", "11-10-1"))
        if isinstance(pick.card, FieldCard):
            chosen.append(pick.card)
            ready.remove(pick.card)
    ops.exhaust_together(g, chosen, item.seat, rule="11-10-1", cause="gale")


def _link(g: Table, item: Pending) -> Flow[None]:
    """11-18-1: the player may exhaust the Link spirit to link it to the attacking spirit for the battle;
    an attacker already linked to takes no second link (11-18-3), and an exhausted spirit cannot pay."""
    st = g.st
    seat = item.seat
    linker, attacker, b = item.source, item.event_card, st.battle
    if not isinstance(linker, FieldCard) or st.find(linker.uid) is not linker or linker.exhausted:
        return
    if not isinstance(attacker, FieldCard) or b is None or st.find(attacker.uid) is not attacker or not (
            b.attacker == attacker.uid or b.blocked and b.blocker == attacker.uid):   # the blocker: BSS06-054
        return
    if len(b.links if b.attacker == attacker.uid else b.block_links) >= derived.link_limit(st, attacker):
        g.emit("link_refused", "11-18-3", f"[{attacker.label}] {attacker.card.name} is already linked to: "
               f"[{linker.label}] {linker.card.name} cannot link to it")
        return
    if not (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Link: exhaust [{linker.label}] {linker.card.name} to link "
                                  f"it to [{attacker.label}] {attacker.card.name} for this battle?", "11-18-1")):
        return
    _make_link(g, linker, attacker, b, seat)


def _make_link(g: Table, linker: FieldCard, attacker: FieldCard, b: Battle, seat: int) -> None:
    """11-18-1: the linker is exhausted and linked to the attacker for the battle; "when links" triggers."""
    st = g.st
    ops.exhaust(g, linker, seat, rule="11-18-1")
    (b.links if b.attacker == attacker.uid else b.block_links).append(linker.uid)
    g.emit("link", "11-18-1", f"[{linker.label}] {linker.card.name} links to [{attacker.label}] "
           f"{attacker.card.name}: it gains {derived.bp_value(st, linker)} BP and "
           f"{len(derived.symbols(st, linker))} symbol(s) while linked", label=linker.label)
    triggers.collect(g, "links", [linker], player=seat, by=seat)


# The keywords whose own effects trigger (a `Pending` with `keyword` set): each must have a resolver
# below once the game facade has loaded (tests/engine/test_vocabulary.py checks it).
TRIGGERED_KEYWORDS: tuple[E.Keyword, ...] = ("Crush", "Raid", "Curse", "Luster", "Blessed", "Gale", "Link",
                                             "Immortal", "Agile")

# Each triggered keyword with how it resolves; Immortal's and Agile's, which summon, are registered
# (`resolver`) by immortal.py and agile.py, a floor above this one that may import the summon; the game
# facade imports those modules so that the registry is complete.
_RESOLVERS: dict[str, Callable[[Table, Pending], Flow[None]]] = {
    "Crush": _crush, "Raid": _raid, "Curse": _curse, "Luster": _luster, "Blessed": _blessed, "Gale": _gale,
    "Link": _link,
}


def resolver(name: str) -> Callable[[Callable[[Table, Pending], Flow[None]]], Callable[[Table, Pending], Flow[None]]]:
    """Register how a keyword's trigger resolves, from a module above this one."""
    def register(fn: Callable[[Table, Pending], Flow[None]]) -> Callable[[Table, Pending], Flow[None]]:
        _RESOLVERS[name] = fn
        return fn
    return register


# ---- verbs about keywords ------------------------------------------------------------------------

@handles(E.LinkSpirit)
def _link_spirit(g: Table, ctx: Ctx, act: E.LinkSpirit) -> Flow[None]:
    """An effect links a spirit to the attacking spirit, its link condition not read (BSS06-060): the
    link itself as 11-18-1 makes it, refused as 11-18-3 refuses a second one."""
    st, b = g.st, g.st.battle
    for fc in (yield from field_targets(g, ctx, act.target)):
        attacker = st.find(b.attacker) if b is not None else None
        if b is None or attacker is None or fc is attacker or fc.exhausted or st.find(fc.uid) is not fc:
            continue
        if len(b.links) >= derived.link_limit(st, attacker):
            g.emit("link_refused", "11-18-3", f"[{attacker.label}] {attacker.card.name} is already linked to: "
                   f"[{fc.label}] {fc.card.name} cannot link to it")
            continue
        _make_link(g, fc, attacker, b, ctx.seat)


def life_to_void(st: State, attacker: FieldCard) -> str | None:
    """What sends the life this attacker takes to the void instead of the reserve (7-1-5-3-1), named
    for the log, or None: a constant effect says so ("life_to_void": BSS01-026), or Bloodcurse does.
    Bloodcurse is in no rule of chapter 11; keywords.json defines it: while a spirit of yours has it,
    the life your spirits with Curse or Bloodcurse take goes to the void."""
    if any(True for _ in derived.modifiers_on(st, attacker, "life_to_void")):
        return "an effect"
    if not (derived.has_keyword(st, attacker, "Curse") or derived.has_keyword(st, attacker, "Bloodcurse")):
        return None
    holder = next((fc for fc in st.field if fc.controller == attacker.controller and fc.card.type == "spirit"
                   and derived.has_keyword(st, fc, "Bloodcurse")), None)
    return None if holder is None else f"Bloodcurse of [{holder.label}] {holder.card.name}"
