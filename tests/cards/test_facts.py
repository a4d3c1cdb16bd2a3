"""Every card defined in cards/sets/ is checked, fact by fact, against the reference data
(tests/cards/reference_facts.jsonl, made by make_reference_facts.py; facts only, no card text):
name, type, colours, cost, reduction, symbols, families, levels (cores and BP), keywords with
their level tags (2-10-2), burst (10-9), magic windows (8-1-6-1), the level tags of the effects
and the timings their labels name (8-1-5).  Cards the reference data does not have (the practice
set) are not checked; a card not yet written is simply absent.  Where the scraped data is damaged,
reference_damaged.json says what we chose and why, and the test takes that value instead."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from pydantic import BaseModel

from bss_tui.carddb.effects import Effect
from bss_tui.carddb.loader import load_cards
from bss_tui.carddb.schema import Card

HERE = Path(__file__).parent
REFERENCE: dict[str, dict[str, Any]] = {
    (f := json.loads(line))["id"]: f
    for line in (HERE / "reference_facts.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()}
DAMAGED: dict[str, dict[str, Any]] = json.loads((HERE / "reference_damaged.json").read_text(encoding="utf-8"))

# Keywords the reference lists among an effect's keywords that are not keywords of a card's own
# `keywords` list: Burst is an effect kind here (10-9); Chain (11-15) is a part of effects, the verb
# `chain`; Feast (11-17) is played by no card, whose Supsprite Tokens' facts the reference never gives:
# each card printing it says what it leaves out (both checked by _effect_keyword_mismatches).
NOT_CARD_KEYWORDS = {"Burst", "Chain", "Feast"}


def _is_this(e: Effect, event: str) -> bool:
    return e.timing is not None and e.timing.event == event and e.timing.subject == "this"


def _attack_step_start(e: Effect, turn: str) -> bool:
    """A trigger as that attack step begins: "during the attack step ... at the start of the step"."""
    t = e.timing
    return t is not None and t.event == "step_start" and t.step == "attack" and t.turn == turn


# Timing labels of the reference data and what an effect of ours headed by it must be (8-1-5).
# A label not listed here is not checked (its wording varies too much to map).
TIMINGS: dict[str, Callable[[Effect], bool]] = {
    # "when this spirit is summoned with Ascend" is a when-summoned effect (11-8, BSS01-001)
    "When Summoned": lambda e: _is_this(e, "summoned") or _is_this(e, "ascended"),
    "When This Spirit Attacks": lambda e: _is_this(e, "attacks") or e.heading == "attacks",
    "When This Spirit Blocks": lambda e: _is_this(e, "blocks") or e.heading == "blocks",
    "When This Spirit Attacks or Blocks": lambda e: (_is_this(e, "attacks_or_blocks")
                                                     or e.heading == "attacks_or_blocks"),
    "When Destroyed": lambda e: e.kind == "substitution" or _is_this(e, "destroyed"),
    "When Placed": lambda e: _is_this(e, "placed"),
    "While This Spirit Attacks": lambda e: e.during in ("attacking", "attacking_or_blocking"),
    "During Your Attack Step": lambda e: e.during == "your_attack_step" or _attack_step_start(e, "yours"),
    "During Opponent's Attack Step": lambda e: (e.during == "opponent_attack_step"
                                                or _attack_step_start(e, "opponents")),
    "During Either Attack Step": lambda e: e.during == "either_attack_step",
    "During Your Turn": lambda e: e.during == "your_turn",
    "During Opponent's Turn": lambda e: e.during == "opponent_turn",
}


def _real_cards() -> list[Card]:
    return sorted((c for c in load_cards().values() if c.id in REFERENCE), key=lambda c: c.id)


def _reference(cid: str) -> dict[str, Any]:
    """The card's reference facts with the committed corrections applied."""
    ref = dict(REFERENCE[cid])
    for fact, fix in DAMAGED.get(cid, {}).items():
        ref[fact] = fix["chosen"]
    return ref


def _all_levels(card: Card, levels: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """A level tag as a set of levels: none given means every level of the card."""
    return tuple(sorted(levels)) or tuple(lv.level for lv in card.levels)


def _mismatches(card: Card, ref: dict[str, Any]) -> Iterator[str]:
    ours: dict[str, Any] = {
        "name": card.name, "type": card.type, "colours": list(card.colours), "cost": card.cost,
        "reduction": list(card.reduction), "symbols": list(card.symbols),
        "families": [f.upper() for f in card.families],
        "levels": [{"level": lv.level, "cores": lv.cores, "bp": lv.bp} for lv in card.levels],
    }
    for fact, value in ours.items():
        expected = [f.upper() for f in ref[fact]] if fact == "families" else ref[fact]
        if value != expected:
            yield f"{fact}: ours {value!r}, reference {expected!r}"
    yield from _keyword_mismatches(card, ref["effects"])
    yield from _effect_mismatches(card, ref["effects"])


def _keyword_mismatches(card: Card, effects: list[dict[str, Any]]) -> Iterator[str]:
    expected = sorted((k["name"], _all_levels(card, e["levels"])) for e in effects for k in e["keywords"]
                      if k["name"] and k["name"] not in NOT_CARD_KEYWORDS)
    ours = sorted((k.name, _all_levels(card, k.levels)) for k in card.keywords)
    if ours != expected:
        yield f"keywords (name, levels): ours {ours}, reference {expected}"
    yield from _effect_keyword_mismatches(card, effects)
    ref_burst = any(k["name"] == "Burst" for e in effects for k in e["keywords"])
    if ref_burst != card.has_burst:
        yield f"burst: ours {card.has_burst}, reference {ref_burst}"


def _directives(value: Any) -> Iterator[Any]:
    """Every directive inside an effect, nested ones (a chain's, an option's, a watch's) included."""
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from _directives(item)
    elif isinstance(value, BaseModel):
        if hasattr(value, "do"):
            yield value
        for name in type(value).model_fields:
            yield from _directives(getattr(value, name))


def _effect_keyword_mismatches(card: Card, effects: list[dict[str, Any]]) -> Iterator[str]:
    """Chain's colours (11-15-3) are the card's `chain` directives' colours; a card with Feast (11-17)
    says it leaves it out, no part of the language playing Feast (a damaged card that says what it
    leaves out is not checked)."""
    if card.left_out:
        return
    ours = list(_directives(list(card.effects)))
    expected = sorted(str(k["value"]).lower() for e in effects for k in e["keywords"] if k["name"] == "Chain")
    chains = sorted(d.colour for d in ours if d.do == "chain")
    if chains != expected:
        yield f"Chain colours: ours {chains}, reference {expected}"
    if any(k["name"] == "Feast" for e in effects for k in e["keywords"]):
        yield "Feast: the reference lists it, and no card plays Feast: say what is left out (left_out)"


def _effect_mismatches(card: Card, effects: list[dict[str, Any]]) -> Iterator[str]:
    worded = [e for e in effects if e["has_text"] and not any(k["name"] == "Burst" for k in e["keywords"])]
    ours = [e for e in card.effects if e.kind != "burst"]
    if card.type == "magic":
        expected_windows = sorted(tuple(s.lower() for s in e["steps"]) for e in worded if e["steps"])
        our_windows = sorted(tuple(e.windows) for e in ours if e.kind == "magic")
        if our_windows != expected_windows:
            yield f"magic windows: ours {our_windows}, reference {expected_windows}"
        return
    tags = sorted({_all_levels(card, e["levels"]) for e in worded})
    our_tags = sorted({_all_levels(card, e.levels) for e in ours})
    if our_tags != tags:
        yield f"effect level tags: ours {our_tags}, reference {tags}"
    for e in worded:
        check = TIMINGS.get(e["timing"])
        levels = _all_levels(card, e["levels"])
        if check and not any(check(o) and _all_levels(card, o.levels) == levels for o in ours):
            yield f"no effect at LV{'/'.join(map(str, levels))} with the timing {e['timing']!r}"


CARDS = _real_cards()


def test_the_extract_covers_the_whole_reference_data() -> None:
    assert len(REFERENCE) == 1089


def test_every_correction_names_a_card_and_says_why() -> None:
    for cid, fixes in DAMAGED.items():
        assert cid in REFERENCE, cid
        for fact, fix in fixes.items():
            assert fact in REFERENCE[cid], f"{cid}: {fact}"
            assert fix["reference"] == REFERENCE[cid][fact], f"{cid}: {fact}: the reference value changed"
            assert fix["why"].strip(), f"{cid}: {fact}"


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_card_facts_match_the_reference(card: Card) -> None:
    problems = list(_mismatches(card, _reference(card.id)))
    assert not problems, f"{card.id} {card.name}: " + "; ".join(problems)
