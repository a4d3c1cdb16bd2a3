"""Help: the keys and a short guide to the areas and steps, in our own words."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

from ...carddb.glossary import GLOSSARY

GUIDE = """\
# How to play bss-tui

Two players share this terminal. Whenever the other player must decide something, a blank
hand-over screen (always the same words, whatever the reason) asks you to pass the keyboard (the next player presses the space bar); your hand and your face-down burst are shown only
while you hold it.

## Keys

| key | what it does |
| --- | --- |
| Enter / click | do the highlighted action (or play the highlighted hand card) |
| Up / Down, Tab | move in a list, go to the next panel |
| e | the "finish" answer of the moment: end the step, pass, do not block, done, no, keep |
| a | pay or place cores the default way |
| c | cancel a payment you have started (nothing changes) |
| m | move cores in your main step (from, to, how many); the actions list has one "move cores" entry for this |
| i | show the highlighted card in full, with its keywords explained (a dialog on small terminals) |
| v | every card on view (both fields and trashes, your hand and burst), each in full |
| l | the whole game log, each line with its rule |
| : | type an action in the engine's notation |
| s | your stop settings: which flash windows and "may" prompts pass automatically, without a hand-over (they apply whatever your cards are, so they tell nothing) |
| ctrl+z | take back your last action: only your own since you took the keyboard, and never one that drew, looked at, shuffled or revealed a card (the footer offers it only when it works) |
| ctrl+x | concede |
| p | in a demonstration (the computer plays both seats, chosen on the new-game form): pause it, and go on |
| h | in a lesson (Practice on the title): the next hint, shown above the board |
| g | in a lesson: the lesson in full (goal, explanation, rules, how the opponent plays, the hints asked for) |
| Right / Left (n / p), Home / End | in a replay (Replays on the title): one action forward or back, the start, the end |
| ? | a suggested move for your decision and why, with its rules (Enter takes it, Escape leaves it): against the computer, in a lesson, or between two people who both ticked "hints" on the new-game form |
| F1 (or ? where there are no hints) | this help |
| ctrl+q | quit (the game is saved after every action and can be resumed) |

## The board

Each side shows life (your life cores: lose them all and you lose), the reserve (cores you can
spend; every count includes the soul core, marked ◆), the trash (cards and spent cores), the burst (a face-down card
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

## The screen at any size

From 100 x 30 the board, the actions, the card inspector and the log are all on screen. At 80 x 24
the inspector and the log move behind the keys i and l; every count stays on screen. Longer fields,
hands and logs scroll.
"""


def glossary_markdown() -> str:
    """Every keyword and term of the glossary, each with its rule."""
    lines = ["## Words of the game", ""]
    lines += [f"- **{e.term}** ({e.rule}): {e.text}" for e in GLOSSARY]
    return "\n".join(lines) + "\n"


GUIDE = GUIDE + "\n" + glossary_markdown()


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,f1,question_mark", "close", "Close help")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Markdown(GUIDE)

    def action_close(self) -> None:
        self.dismiss()
