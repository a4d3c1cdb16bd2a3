"""The words of the game, explained in our own words with the rule that defines each.

Shown by the help screen (every entry) and by the card inspector (the keywords and timing words
of the card at hand).  Keyword entries are keyed by the engine's keyword vocabulary
(`effects.Keyword`); tests/ui/test_glossary.py fails when a keyword has no entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import get_args

from .effects import Keyword
from .schema import Card


@dataclass(frozen=True)
class Entry:
    term: str
    rule: str          # the rule id that defines it
    text: str          # our own words


KEYWORDS: dict[str, Entry] = {e.term: e for e in (
    Entry("Awaken", "11-1", "Whenever this spirit could use a flash effect, you may move one or more cores "
          "from your other field cards onto it. A card left without enough cores by this is destroyed, but its "
          "\"when destroyed\" effects do not trigger."),
    Entry("Confront", "11-2", "When this spirit attacks, the defender must block with one of their spirits "
          "if any of them can block."),
    Entry("Curse", "11-3", "When this spirit is blocked, the blocking spirit is destroyed at the end of that "
          "battle, whatever the BP."),
    Entry("Crush", "11-11", "When this spirit attacks, the top cards of the opponent's deck go to their "
          "trash: as many as the spirit's level, plus the number given (Crush +N)."),
    Entry("Swift", "11-9", "This spirit can be summoned in a flash window, paying and placing its cores "
          "from the reserve only."),
    Entry("Armor", "11-5", "The opponent's effects of the colours named cannot select this spirit."),
    Entry("Luster", "11-6", "At the end of a battle in which this spirit attacked, the magic cards its owner "
          "used during that battle come back from the trash to the hand."),
    Entry("Raid", "11-12", "When this spirit attacks, its owner may exhaust one of their nexuses to refresh "
          "it, up to the number of times a turn given (Raid: N)."),
    Entry("A.T. Field", "11-13", "While this spirit has a soul core on it, the destruction effects of the "
          "opponent's spirits cannot destroy it (their magic and nexuses still can)."),
    Entry("Ascend", "11-8", "An extra price for summoning this spirit, paid even when an effect summons it "
          "for free: pick one of your spirits that meets the condition and still holds a core, and move every "
          "core on it to your reserve. Left empty, that spirit is self-destroyed, so its \"when destroyed\" "
          "effects stay silent."),
    Entry("Immortal", "11-4", "While this spirit card lies in your trash, each time another spirit of yours "
          "that meets the condition is destroyed, you may summon it from the trash, paying its cost as usual. "
          "A copy destroyed together with that spirit does not come back."),
    Entry("Blessed", "11-7", "When this spirit's attack goes unblocked and takes life from the opponent, one "
          "core comes from the void into your life. It happens once per attack, however many times the "
          "spirit has Blessed."),
    Entry("Gale", "11-10", "When this spirit is blocked, the blocking player exhausts that many of their "
          "refreshed spirits, choosing which (Gale: N; with several, the largest N counts). Spirits the "
          "attacker's effects cannot select stay refreshed."),
    Entry("Astral", "11-14", "While its Astral is on (the card says when; always, if it does not say), this "
          "spirit's attacks can be blocked only by spirits that have Astral on at that moment. Having Astral "
          "twice changes nothing. Astral that works in the opponent's turn does not help the spirit attack, "
          "but lets it block the opponent's spirits with Astral."),
    Entry("Agile", "11-16", "While this spirit card is in your hand, when a battle of one of your spirits "
          "that costs less than it ends, you may return that spirit to your hand and then summon this card, "
          "paying its cost the usual way."),
    Entry("Link", "11-18", "When one of your spirits that meets the Link condition attacks, you may exhaust "
          "this refreshed spirit to link it to the attacker for that battle: the attacker adds this spirit's "
          "BP and symbols to its own. A spirit already linked to cannot take a second link, and the link ends "
          "as soon as either spirit leaves the field."),
    # Not in chapter 11 of the rules: defined by the official keyword list (keywords.json).  It changes
    # where the life lost to an attack goes (7-1-5-3-1), the rule cited here.
    Entry("Bloodcurse", "7-1-5-3-1", "Not a rule of chapter 11 (from the official keyword list): while one "
          "of your spirits has Bloodcurse, the life your spirits with Curse or Bloodcurse take from your "
          "opponent by attacking goes to the void instead of the opponent's reserve (their soul core still "
          "goes to the reserve)."),
)}

TERMS: tuple[Entry, ...] = (
    Entry("Spirit", "4-9", "A card that is summoned to the field and fights: it attacks, blocks, and has "
          "levels and BP."),
    Entry("Nexus", "4-10", "A card placed on the field that stays there and gives lasting effects; it has "
          "levels but no BP and never attacks."),
    Entry("Magic", "10-8", "A card used once for its effect, then put in the trash; a flash effect can be "
          "used in a flash window, a main effect in your main step."),
    Entry("Core", "4-11", "The game's currency and life: cores pay costs, sit on field cards to keep them "
          "alive and raise their level, and count your life."),
    Entry("Soul core", "4-11-3", "Each player's one special core (shown ◆). It counts as a core and is "
          "included in the reserve, life and field counts here; some effects ask for it."),
    Entry("Reserve", "3-6", "Your pool of spare cores (the soul core included when it is there): costs are "
          "paid from it and cores moved to cards come from it."),
    Entry("Life", "3-7", "Your life cores. An attack that is not blocked takes one per symbol of the "
          "attacker; with none left you lose (9-2-3)."),
    Entry("Trash", "3-4", "Where used, destroyed and discarded cards go, face up, and where cores spent on "
          "costs wait until your next refresh step."),
    Entry("Deck", "3-2", "Your face-down draw pile; only its size is public. With no card left in it at the "
          "start of your turn, you lose (9-2-4)."),
    Entry("Hand", "3-3", "Your cards in hand: only you see them; your opponent sees how many there are."),
    Entry("Burst", "10-9", "A card set face down in the burst area in your main step. Whenever its "
          "condition is met, in either player's turn, you may activate it without paying its cost."),
    Entry("Void", "3-9", "Where cores come from and go when they leave the game; it belongs to no one."),
    Entry("Exhaust", "10-4", "Turn a field card sideways: an exhausted spirit cannot attack or block. "
          "Attacking exhausts the attacker."),
    Entry("Refresh", "10-3", "Stand an exhausted card up again. Your refresh step does this to all your "
          "cards and brings your spent cores back from the trash."),
    Entry("Summon", "10-6", "Put a spirit on the field: pay its cost from your cores, then place at least "
          "the cores of its level 1 on it."),
    Entry("Place", "10-7", "Put a nexus on the field by paying its cost."),
    Entry("Checkpoint", "4-7", "A moment when the game tidies up: cards without enough cores for level 1 and "
          "spirits at 0 BP or less are destroyed (9-3, 9-4)."),
    Entry("Level", "2-10", "The more cores on a field card, the higher its level (LV1, LV2, ...); effects "
          "marked [LVn] work only at that level."),
    Entry("BP", "2-11", "A spirit's battle power at its current level. In a battle the lower BP is "
          "destroyed (both at equal BP)."),
    Entry("Symbol", "2-8", "The coloured marks of a card: they lower costs of that colour and each one on "
          "an attacker takes one life."),
    Entry("Reduction", "2-7", "A card's cost drops by one for each of its reduction symbols matched by a "
          "symbol on your field."),
    Entry("Cost", "2-6", "How many cores it takes to summon, place or use a card, before reductions."),
    Entry("Flash window", "7-1-2", "A pause in a battle (before and after the block) in which the players "
          "take turns to use flash effects or pass; two passes in a row close it."),
    Entry("Block", "7-1-3", "The defender may send a refreshed spirit to stop an attack: the two battle "
          "and no life is lost."),
    Entry("Attack", "7-1-1", "In your attack step a refreshed spirit may attack; the opponent may block or "
          "lose life."),
    Entry("Destroy", "10-1", "A destroyed card goes from the field to the trash; its cores go to the "
          "reserve."),
    Entry("Discard", "10-2", "Put a card from the hand (or the top of a deck) into the trash."),
    Entry("Main step", "6-6", "The step of your turn where you summon, place, use magic, set a burst and "
          "move cores freely between your reserve and your cards."),
    Entry("Attack step", "6-7", "The step of your turn where your spirits attack one by one."),
    Entry("Chain", "11-15", "A follow-up printed after another effect, with a colour (Chain: blue): once "
          "that effect is done, the follow-up happens too if you have a symbol of that colour on your field."),
    Entry("Feast", "11-17", "Summons a Supsprite Token. With no Small or Medium one of yours on the field, a "
          "Small one; otherwise one of your Small or Medium ones (your pick when you have several) gives all "
          "its cores to your reserve as the price, and a token one size larger (Medium, then Large) is summoned."),
    Entry("Token", "4-12", "A card that no deck holds, usually a spirit: an effect puts it on the field and "
          "gives all its facts (name, colour, cost, families, level, BP, symbols). Leaving the field, it "
          "leaves the game."),
)

GLOSSARY: tuple[Entry, ...] = tuple(KEYWORDS.values()) + TERMS

# Words in a card's text that deserve an explanation beside it in the inspector.
_TEXT_TERMS = ("Flash", "Burst", "Soul core", "Exhaust", "Refresh", "Destroy", "Discard", "Void", "Token", "Chain",
               "Feast")


def missing_keywords() -> list[str]:
    """Keywords of the engine's vocabulary without a glossary entry (should be none)."""
    return [k for k in get_args(Keyword) if k not in KEYWORDS]


def entries_for(card: Card, text: str) -> list[Entry]:
    """Glossary entries for a card: every keyword it has or names in its text, then a few timing
    words its text uses."""
    found: list[Entry] = []
    for name, entry in KEYWORDS.items():
        if card.has_keyword(name) or re.search(rf"\b{re.escape(name)}\b", text):
            found.append(entry)
    lowered = text.lower()
    for word in _TEXT_TERMS:
        if word.lower() in lowered:
            term = _BY_NAME.get("flash window" if word == "Flash" else word.lower())
            if term is not None and term not in found:
                found.append(term)
    return found


_BY_NAME = {e.term.lower(): e for e in GLOSSARY}
