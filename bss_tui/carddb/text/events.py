"""How the card text names each trigger event (the `TriggerEvent` vocabulary of effects.py).

One entry per event holds all its words, so a new event is worded in one place; a wording left
out shows the event by its name ("to hand").  The tables the other modules read are derived
from these entries.
"""

from __future__ import annotations

from dataclasses import dataclass
from .registry import Registry
from .vocab_names import TRIGGER_EVENTS


@dataclass(frozen=True)
class EventWords:
    """The words of one trigger event."""

    label: str | None = None         # an effect's heading, and a filter's 'with a "when summoned" effect'
    card: str | None = None          # the event about a card: '{s} is summoned'
    # the event about a player: '{p} summon{v} {a}', where {p} is "you" / "your opponent", {v} "" / "s",
    # {of} "of yours" / "of your opponent's", {poss} "your" / "your opponent's", {a} the filter's noun
    # with an article
    player: str | None = None
    noun: str | None = None          # the event's card once it happened: 'the summoned {n}'
    types: tuple[str, ...] = ()      # the card types the event is about when the filter names none
    passive: bool = False            # 'summoned by your opponent', not 'summoned, caused by your opponent'
    # the card that caused it (`Trigger.by_card`): the card whose effect did it, unless the event says more
    by_card: str = "by an effect of"


EVENTS: Registry[EventWords] = Registry("trigger event", TRIGGER_EVENTS)

EVENTS.add('summoned', EventWords(label='when summoned', card='{s} is summoned', player='{p} summon{v} {a}',
                                  noun='the summoned {n}', types=('spirit',), passive=True))
EVENTS.add('placed', EventWords(label='when placed', card='{s} is placed', player='{p} place{v} {a}',
                                noun='the placed {n}', types=('nexus',), passive=True))
EVENTS.add('attacks', EventWords(label='when this spirit attacks', card='{s} attacks',
                                 player='{p} attack{v} with {a}', noun='the attacking {n}', types=('spirit',)))
EVENTS.add('blocks', EventWords(label='when this spirit blocks', card='{s} blocks', player='{p} block{v} with {a}',
                                noun='the blocking {n}', types=('spirit',)))
EVENTS.add('attacks_or_blocks', EventWords(label='when this spirit attacks or blocks',
                                           card='{s} attacks or blocks',
                                           player='{p} attack{v} or block{v} with {a}', types=('spirit',)))
EVENTS.add('blocked', EventWords(label='when this spirit is blocked', card='{s} is blocked',
                                 player='an attack {of} is blocked', noun='the blocked {n}', types=('spirit',),
                                 passive=True))
EVENTS.add('destroyed', EventWords(label='when destroyed', card='{s} is destroyed', player='{a} {of} is destroyed',
                                   noun='the destroyed {n}', passive=True,
                                   by_card='by'))    # its destruction effect's card, or the battling spirit
# battle damage is about the attacker (7-1-5-3-1)
EVENTS.add('life_lost', EventWords(label='when life is reduced', card="the attack of {s} reduces a player's life",
                                   player='{poss} life is reduced', passive=True))
EVENTS.add('step_start', EventWords(label='at the start of a step'))
EVENTS.add('battle_end', EventWords(label='when the battle ends', card='the battle of {s} ends',
                                    player='a battle {of} ends', types=('spirit',)))
EVENTS.add('drew', EventWords(label='when cards are drawn', card='the controller of {s} draws cards',
                              player='{p} draw{v} cards'))
EVENTS.add('returned', EventWords(label='when returned', card="{s} returns to its owner's hand or deck",
                                  player="{a} {of} returns to its owner's hand or deck", noun='the returned {n}',
                                  passive=True))
EVENTS.add('exhausted', EventWords(label='when exhausted', card='{s} is exhausted', player='{a} {of} is exhausted',
                                   noun='the exhausted {n}', passive=True))
EVENTS.add('summon_effect_resolved', EventWords(label='after a when-summoned effect resolves',
                                                card='the "when summoned" effect of {s} resolves',
                                                player='{p} resolve{v} a "when summoned" effect',
                                                types=('spirit',)))
EVENTS.add('magic_resolved', EventWords(label='after a magic effect resolves', card='the effect of {s} resolves',
                                        player='{p} resolve{v} a magic effect', types=('magic',)))
EVENTS.add('crushed', EventWords(label='when Crush discards cards', card='{s} discards cards with Crush',
                                 player='{poss} Crush discards cards', types=('spirit',)))
EVENTS.add('ascended', EventWords(label='when summoned with Ascend', card='{s} is summoned with Ascend',
                                  player='{p} summon{v} {a} with Ascend'))
EVENTS.add('life_gained', EventWords(label='when life increases', card='the controller of {s} gains life',
                                     player='{poss} life increases'))
EVENTS.add('cores_placed', EventWords(label='when cores are placed', card='a core is placed onto {s} by an effect',
                                      player='a core is placed onto {a} {of} by an effect'))
EVENTS.add('to_hand', EventWords(card='an effect puts cards into the hand of the controller of {s}',
                                 player='an effect puts cards into {poss} hand', passive=True))
EVENTS.add('reserve_cores', EventWords(label='when cores are placed into a reserve',
                                       card='a core is placed into the reserve of the controller of {s}',
                                       player='a core is placed into {poss} reserve'))
EVENTS.add('cores_placed_or_reserve', EventWords(label='when cores are placed onto a card or into a reserve',
                                                 card="a core is placed onto {s} or into its controller's reserve by their effect",
                                                 player='a core is placed onto {a} {of} or into the reserve of the player whose effect it is'))
EVENTS.add('refreshed', EventWords(label='when refreshed', card='{s} is refreshed', player='{a} {of} is refreshed',
                                   noun='the refreshed {n}', passive=True))
EVENTS.add('links', EventWords(label='when this spirit links', card='{s} links to an attacking spirit with Link',
                               player='{a} {of} links to an attacking spirit with Link'))
EVENTS.add('milled', EventWords(label='when cards are discarded from a deck',
                                card='{s} is discarded from your deck',
                                player='cards are discarded from {poss} deck', passive=True))
EVENTS.add('to_trash', EventWords(label='when cards go to the trash',
                                  card='cards are put into the trash of the controller of {s}',
                                  player='cards are put into {poss} trash'))
EVENTS.add('attack_step_ended', EventWords(label='when an effect ends the attack step',
                                           card='an effect ends the attack step of the controller of {s}',
                                           player='{poss} attack step is ended by an effect'))
EVENTS.add('awaken_emptied', EventWords(label='when Awaken takes its last core',
                                        card='Awaken takes the last core off {s}',
                                        player='{poss} Awaken takes the last core off {a} {of}'))
EVENTS.add('burst_activated', EventWords(label='when a burst is activated',
                                         card='the controller of {s} activates a burst',
                                         player='{p} activate{v} a burst'))
EVENTS.add('bp_won', EventWords(card='{s} has higher BP than the opposing spirit when BP are compared in battle',
                                player='{a} {of} has higher BP than the opposing spirit when BP are compared in battle',
                                types=('spirit',)))

EVENT_LABEL = {e: w.label for e, w in EVENTS.entries.items() if w.label is not None}
_CARD_EVENT = {e: w.card for e, w in EVENTS.entries.items() if w.card is not None}
_PLAYER_EVENT = {e: w.player for e, w in EVENTS.entries.items() if w.player is not None}
_EVENT_NOUN = {e: w.noun for e, w in EVENTS.entries.items() if w.noun is not None}
_EVENT_TYPES = {e: w.types for e, w in EVENTS.entries.items() if w.types}
_PASSIVE = frozenset(e for e, w in EVENTS.entries.items() if w.passive)
_BY_CARD = {e: w.by_card for e, w in EVENTS.entries.items()}
