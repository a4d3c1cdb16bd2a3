"""Help: the keys and a short guide to the areas and steps, in our own words."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

GUIDE = """\
# How to play bss-tui

Two players share this terminal. Whenever the other player must decide something, a blank
hand-over screen asks you to pass the keyboard (the next player presses the space bar); your hand and your face-down burst are shown only
while you hold it.

## Keys

| key | what it does |
| --- | --- |
| Enter / click | do the highlighted action (or play the highlighted hand card) |
| Up / Down, Tab | move in a list, go to the next panel |
| e | the "finish" answer of the moment: end the step, pass, do not block, done, no, keep |
| a | pay or place cores the default way |
| c | cancel a payment you have started (nothing changes) |
| m | move cores in your main step (from, to, how many) |
| i | show the highlighted card in full in the inspector |
| v | every card on view (both fields and trashes, your hand and burst), each in full |
| : | type an action in the engine's notation |
| ctrl+x | concede |
| F1 or ? | this help |
| ctrl+q | quit (the game is saved after every action and can be resumed) |

## The board

Each side shows life (your life cores: lose them all and you lose), the reserve (cores you can
spend; the soul core is marked ◆), the trash (cards and spent cores), the burst (a face-down card
that can strike back when its condition is met), the field (spirits and nexuses with their level,
BP, cores and whether they are exhausted), and the deck and hand counts. The log on the right tells
every change with the rule it applies.

## A turn

Start (you lose if your deck is empty), core (one core to your reserve), draw, refresh (your cards
stand up and the cores in your trash come back), main (summon spirits, place nexuses, use magic, set
a burst, move cores), attack (attack with refreshed spirits; the defender may block; both players
may use flash effects in turn, and two passes in a row end the window), end. Player one has no core
step and no attack step on the first turn.

Paying a card's cost sends cores to the trash. A spirit needs the cores of its level 1; with more
cores it reaches higher levels and more BP. In a battle the spirit with less BP is destroyed;
an unblocked attack takes as many life cores as the attacker has symbols.
"""


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,f1,question_mark", "close", "Close help")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Markdown(GUIDE)

    def action_close(self) -> None:
        self.dismiss()
