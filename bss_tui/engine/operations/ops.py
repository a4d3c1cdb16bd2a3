"""Primitive changes to the state, each told as an event with its rule id.

A core place is a string: "void", "reserve", "life", "trash" (of a given seat) or a field card's
label.  Flows decide *what* to do; these functions only do it and say so.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...carddb.effects import AllTarget
from ...carddb.schema import Card
from ..model.state import FieldCard, Pending, PlayerState, Snapshot, seat_name
from ..model.table import Table
from ..rules import derived, triggers

AREAS = ("void", "reserve", "life", "trash")


def enter_hand(p: PlayerState, card: Card, seen: bool) -> None:
    """A card enters its player's hand; `seen`: from where both players saw it (the field, the trash,
    a revealed card: 12-2), so that the opponent knows it is there (PlayerState.known)."""
    p.hand.append(card)
    if seen:
        p.known.append(card)


def leave_hand(p: PlayerState, card: Card, seen: bool) -> None:
    """A card leaves its player's hand.  `seen`: openly (used, summoned, discarded), which ends what the
    opponent knew of one copy of it; face down (a burst set, 3-8-2) the opponent sees only that a card
    went, so what they knew stays, as long as the hand is large enough to hold it."""
    p.hand.remove(card)
    if seen and card in p.known:
        p.known.remove(card)
    del p.known[len(p.hand):]


def revealed_in_hand(p: PlayerState, cards: list[Card]) -> None:
    """Cards of a hand were revealed where they are (12-2-1): the opponent knows them there now (a copy
    they knew of already may be the one shown, so each id is added once)."""
    p.known.extend(c for c in cards if c not in p.known)
    del p.known[:max(0, len(p.known) - len(p.hand))]     # a belief older than what was just seen gives way


def top_gone(p: PlayerState, n: int = 1) -> None:
    """`n` cards were taken off the top of the deck: what was known of the cards under them stays."""
    p.top_known = max(0, p.top_known - n)
    p.top_shown = max(0, p.top_shown - n)


def top_put(p: PlayerState, n: int, shown: bool) -> None:
    """`n` cards were put on top of the deck in an order their player knows (3-1-5); `shown`: both
    players know which cards and in what order, else the other knows nothing of the top any more."""
    p.top_known += n
    p.top_shown = p.top_shown + n if shown else 0


def _area_count(g: Table, seat: int, place: str) -> int:
    p = g.st.players[seat]
    if place == "reserve":
        return p.reserve
    if place == "life":
        return p.life
    if place == "trash":
        return p.trash_cores
    raise ValueError(place)


def _area_add(g: Table, seat: int, place: str, n: int) -> None:
    p = g.st.players[seat]
    if place == "reserve":
        p.reserve += n
    elif place == "life":
        p.life += n
    elif place == "trash":
        p.trash_cores += n
    elif place == "void":
        if n > 0:
            g.st.voided += n
        else:
            g.st.from_void += -n
    else:
        raise ValueError(place)


def ordinary_at(g: Table, seat: int, place: str) -> int:
    """Ordinary cores of `seat` at a place ("reserve"/"life"/"trash" or a field label)."""
    if place in ("reserve", "life", "trash"):
        return _area_count(g, seat, place)
    fc = g.st.by_label(place)
    return fc.cores if fc is not None else 0


def soul_at(g: Table, seat: int, place: str) -> bool:
    soul = g.st.players[seat].soul
    if place in AREAS:
        return soul == place
    fc = g.st.by_label(place)
    return fc is not None and soul == fc.uid


def move_core(g: Table, seat: int, src: str, dst: str, soul: bool, n: int = 1,
              rule: str = "6-6-1-2-3", why: str = "", quiet: bool = False, by: int | None = None) -> int:
    """Move `n` ordinary cores (or the soul core) of `seat` from src to dst.  Returns how many
    moved (1-3-2: as much as possible).  Moving a piece to where it is does nothing (1-3-2-2).
    `by`: the player whose effect moves them, told to "reserve_cores" watchers with where they came
    from (BSS04-106)."""
    if src == dst or n <= 0:
        return 0
    st = g.st
    p = st.players[seat]
    if src == "life" or dst == "life":
        st.note_life(seat)
    if soul:
        if not soul_at(g, seat, src):
            return 0
        p.soul = dst if dst in AREAS else _holder(g, dst).uid
        moved = 1
    else:
        if src == "void":
            moved = n
        else:
            have = ordinary_at(g, seat, src)
            moved = min(n, have)
            if moved <= 0:
                return 0
        _take(g, seat, src, moved)
        _put(g, seat, dst, moved)
    if not quiet:
        what = "the soul core" if soul else (f"{moved} core" + ("s" if moved != 1 else ""))
        g.emit("core_move", rule,
               f"{g.name(seat)}: {what} {_place_text(src)} -> {_place_text(dst)}" + (f" ({why})" if why else ""),
               seat=seat_name(seat), src=src, dst=dst, n=moved, soul=soul)
        if dst == "reserve":
            reserve_gained(g, seat, by, zone=src)     # quiet moves are parts of a larger move that says so itself
    return moved


def reserve_gained(g: Table, seat: int, by: int | None = None, into: list[Pending] | None = None,
                   zone: str = "") -> None:
    """Cores entered `seat`'s reserve: the "reserve_cores" event, collected only when something waits
    for it (it happens at most core moves); `zone`: where they came from, when one area."""
    if triggers.listened(g, "reserve_cores"):
        triggers.collect(g, "reserve_cores", [], player=seat, by=by, into=into, zone=zone)


def _take(g: Table, seat: int, place: str, n: int) -> None:
    if place in AREAS:
        _area_add(g, seat, place, -n)
    else:
        _holder(g, place).cores -= n


def _put(g: Table, seat: int, place: str, n: int) -> None:
    if place in AREAS:
        _area_add(g, seat, place, n)
    else:
        _holder(g, place).cores += n


def _holder(g: Table, label: str) -> FieldCard:
    """The field card a core place names; flows only name places that exist."""
    fc = g.st.by_label(label)
    if fc is None:
        raise ValueError(f"no field card labelled {label}")
    return fc


def _place_text(place: str) -> str:
    return place if place in AREAS else f"[{place}]"


# ---- cards ----------------------------------------------------------------------------------

def new_label(g: Table, seat: int) -> str:
    st = g.st
    prefix = "AB"[seat]
    while True:
        st.label_counters[seat] += 1
        label = f"{prefix}{st.label_counters[seat]}"
        if st.by_label(label) is None:
            return label


def is_token(card: Card) -> bool:
    """A token spirit: its spirit types include "Token" (4-12-2)."""
    return "Token" in card.families


def put_on_field(g: Table, seat: int, card: Card, label: str | None = None) -> FieldCard:
    st = g.st
    fc = FieldCard(uid=st.next_uid, card=card, owner=seat, controller=seat,
                   label=label or new_label(g, seat))
    st.next_uid += 1
    st.field.append(fc)   # 3-5-3: placed refreshed
    return fc


def snapshot(g: Table, fc: FieldCard) -> Snapshot:
    st = g.st
    families = derived.families_of(st, fc)
    cost = derived.field_cost(st, fc)
    return Snapshot(uid=fc.uid, card=fc.card, owner=fc.owner, controller=fc.controller,
                    label=fc.label, cores=fc.cores, soul=st.has_soul(fc),
                    level=derived.level(st, fc), bp=derived.bp_value(st, fc), exhausted=fc.exhausted,
                    keywords=derived.keywords_now(st, fc), symbols=tuple(derived.symbols(st, fc)),
                    families=families if families != fc.card.families else None,
                    attacking=st.battle is not None and st.battle.attacker == fc.uid,
                    spirit=fc.card.type != "spirit" and derived.is_spirit(st, fc),
                    cost_now=cost if cost != fc.card.cost else None)


def leave_field(g: Table, fc: FieldCard, to: str, rule: str = "3-5-5") -> None:
    """Remove a card from the field to its owner's trash/hand/deck; its cores go to its
    controller's reserve (3-5-5, 10-1-3-4), the soul core too."""
    st = g.st
    st.field.remove(fc)
    p = st.players[fc.controller]
    gained = fc.cores > 0 or p.soul == fc.uid
    if fc.cores:
        p.reserve += fc.cores
    if p.soul == fc.uid:
        p.soul = "reserve"
    if gained:
        reserve_gained(g, fc.controller)
    owner = st.players[fc.owner]
    if is_token(fc.card):
        to = "removed"          # 4-12-3: a token leaving the field is removed from the game
        g.emit("token_removed", "4-12-3", f"[{fc.label}] {fc.card.name} is removed from the game", label=fc.label)
    if to == "trash":
        owner.trash.append(fc.card)
        into_trash(g, fc.owner, (fc.card,), "field")
    elif to == "hand":
        enter_hand(owner, fc.card, seen=True)
    elif to == "deck_bottom":
        owner.deck.insert(0, fc.card)
    # 3-1-4: effects on it end; a card that returns is a new card.
    st.mods = [m for m in st.mods if m.uid != fc.uid]
    b = st.battle
    if b is not None:
        b.links = _unlinked(g, fc, b.attacker, b.links)            # 11-18-4: either leaving ends the link
        b.block_links = _unlinked(g, fc, b.blocker, b.block_links)  # the same for a blocker's (BSS06-054)
        if b.attacker == fc.uid:
            b.attacker = -fc.uid
        if b.blocker == fc.uid:
            b.blocker = -fc.uid


def all_cores_to_reserve(g: Table, fc: FieldCard, rule: str) -> None:
    """Every core on `fc`, the soul core too, goes to its controller's reserve (Ascend 11-8-1); a card
    left without cores goes at the checkpoint (9-3-2)."""
    with triggers.one_moment(g):      # one move: one "reserve_cores" event (8-6-3)
        if g.st.has_soul(fc):
            move_core(g, fc.controller, fc.label, "reserve", True, rule=rule)
        move_core(g, fc.controller, fc.label, "reserve", False, fc.cores, rule=rule)


def _unlinked(g: Table, fc: FieldCard, linked: int | None, links: list[int]) -> list[int]:
    """The links to the spirit `linked` once `fc` has left the field (11-18-4): none when it was that
    spirit, the others when it was one of its linkers."""
    if not links or fc.uid != linked and fc.uid not in links:
        return links
    g.emit("unlink", "11-18-4", f"[{fc.label}] {fc.card.name} left the field: the link ends")
    return [] if fc.uid == linked else [uid for uid in links if uid != fc.uid]


def draw(g: Table, seat: int, n: int = 1, rule: str = "4-5-2", by: int | None = None) -> int:
    """`seat` draws `n` cards (as many as the deck holds, 1-3-2); `by`: whose effect made them draw
    (the "drew" event's `by`; the drawing player when not given)."""
    p = g.st.players[seat]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            break   # 1-3-2: what cannot be done is not done
        card = p.deck.pop()
        top_gone(p)
        p.hand.append(card)
        drawn += 1
        g.emit("draw", rule, f"{g.name(seat)} draws a card", private_to=seat,
               private_text=f"{g.name(seat)} draws {card.name} ({card.id})", seat=seat_name(seat))
    if drawn:
        # outside the draw step (ST03-013), and by an effect, not the draw step's own draw (BSS06-094), which an
        # effect's extra draw in the draw step is (BSS01-101)
        triggers.collect(g, "drew", [], player=seat, by=seat if by is None else by, outside_draw_step=g.st.step != "draw",
                         cause="effect" if rule != "6-4-2" else "")
    return drawn


def deck_shielded(g: Table, seat: int) -> bool:
    """Whether an effect keeps every card of `seat`'s deck from being discarded this turn (CB01-076), told
    when it does (1-3-3: what cannot be done is not done)."""
    if any(m.by == seat for m in derived.marks_of(g.st, "cannot:mill")):
        g.emit("not_milled", "1-3-3", f"No card can be discarded from {g.name(seat)}'s deck this turn", seat=seat_name(seat))
        return True
    return False


def mill(g: Table, seat: int, n: int, rule: str, by: int | None = None,
         into: list[Pending] | None = None, source: Card | None = None) -> list[Card]:
    """Discard `n` cards from the top of `seat`'s deck (10-2-1), as many as there are: the "milled"
    event, `by` the player whose effect discards them (BSS04-108), added to `into` when given; the
    milled cards' own effects answer it from the trash (BSS03-126); an effect of the other player's
    is capped by an "at_most:mill" left for a while (BSS03-130)."""
    p = g.st.players[seat]
    if by is not None and by != seat:
        caps = [m.value for m in derived.marks_of(g.st, "at_most:mill") if m.by == seat]
        if caps and n > min(caps):
            n = min(caps)
            g.emit("mill_limit", rule, f"At most {n} card{'s' if n != 1 else ''} of {g.name(seat)}'s deck "
                   "can be discarded by this effect", seat=seat_name(seat))
    out: list[Card] = []
    if n > 0 and deck_shielded(g, seat):
        return out
    for _ in range(n):
        if not p.deck:
            break
        card = p.deck.pop()
        top_gone(p)
        p.trash.append(card)
        out.append(card)
        g.emit("mill", rule, f"{g.name(seat)} discards {card.name} from the top of the deck",
               seat=seat_name(seat), card=card.id)
    if out:
        triggers.collect(g, "milled", [], player=seat, by=by, cards=tuple(out), into=into, source=source)
    into_trash(g, seat, tuple(out), "deck", by, source)
    return out


def into_trash(g: Table, seat: int, cards: tuple[Card, ...], zone: str, by: int | None = None,
               source: Card | None = None) -> None:
    """Cards went into `seat`'s trash together (from the field, the hand, the deck, or a used magic
    card from nowhere): the "to_trash" event (BSS05-016, BSS05-115), `by` whose effect and `source`
    the card whose effect put them there when an effect did (CB01-012)."""
    if cards:
        triggers.collect(g, "to_trash", [], player=seat, by=by, cards=cards, zone=zone, source=source)


def shuffle(g: Table, seat: int, rule: str = "3-2-4") -> None:
    p = g.st.players[seat]
    g.rng.shuffle(p.deck)
    p.top_known = p.top_shown = 0
    g.emit("shuffle", rule, f"{g.name(seat)}'s deck is shuffled", seat=seat_name(seat))


def exhaust(g: Table, fc: FieldCard, by: int, rule: str = "10-4-1", cause: str = "") -> None:
    """10-4-1; tells "when ... is exhausted" watchers (`cause` "gale": by a Gale effect, 11-10-1)."""
    exhaust_together(g, (fc,), by, rule, cause)


def exhaust_together(g: Table, cards: Iterable[FieldCard], by: int, rule: str = "10-4-1", cause: str = "") -> None:
    """Exhaust the cards one effect exhausts at once: they are one event, so a "when ... is
    exhausted" effect activates once however many of them it matches (8-6-3)."""
    done = [fc for fc in cards if not fc.exhausted]        # 1-3-2-1: one already exhausted is not changed
    for fc in done:
        fc.exhausted = True
        g.emit("exhaust", rule, f"[{fc.label}] {fc.card.name} is exhausted", label=fc.label)
    if done:
        triggers.collect(g, "exhausted", done, player=done[0].controller, by=by, cause=cause)


def refresh(g: Table, fc: FieldCard, rule: str = "10-3-1", tell: bool = True) -> None:
    """10-3-1; tells "when ... is refreshed" watchers, unless the caller tells them of several
    cards refreshed together (`tell` False: 8-6-3)."""
    if not fc.exhausted:
        return
    fc.exhausted = False
    g.emit("refresh", rule, f"[{fc.label}] {fc.card.name} is refreshed", label=fc.label)
    if tell:
        triggers.collect(g, "refreshed", [fc], player=fc.controller)


def spend_next_only(g: Table, seat: int, card: Card) -> None:
    """`card` was played from `seat`'s hand: the watches whose hand modifiers changed it only for the next
    such card end (`next_only`: BSS03-036's "cost", BSS04-005's "cost_set")."""
    st = g.st
    if st.watches:
        st.watches = [w for w in st.watches if not (w.next_only and w.seat == seat and any(
            isinstance(m.target, AllTarget) and derived.card_matches(card, m.target.filter)
            for m in w.effect.modifiers))]
