"""The hard level: at the decisions where looking ahead pays (the main step's plays, attacks,
blocks, flash timing), it tries each candidate action on copies of the game, plays on with the
normal heuristics for both seats until the end of the turn after this one, and takes the action
whose results score best on average.

It never reads what its seat may not see: each copy has every hidden card drawn again (sample.py)
from the seat's view, the multiset of the opponent's unseen cards and a seed, so the real hand,
burst and deck orders cannot change its choice.  The same view and seed give the same action
whenever the same number of samples is taken (`samples`; the time budget only decides how many)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Mapping

from ..carddb.loader import load_cards
from ..carddb.schema import Card
from ..engine import Game
from ..engine.model.decisions import Kind
from ..engine.model.state import seat_name, seat_of
from ..engine.operations.view import TableView, table_view
from . import player
from .sample import resample
from .score import score
from .seeds import view_seed
from .sight import Sight

DEFAULT_BUDGET = 1.0         # seconds per decision
MOST_CANDIDATES = 4          # the normal choice and the likeliest others: fewer, more samples of each
# How much better (in score.py's points: a quarter of a point of life) another option's mean must be
# than the normal choice's for the search to overrule the heuristics.  With a few samples a mean is
# noisy; without this margin it overruled them on noise alone, and won only 25 of 42 games.
MARGIN = 2.0
ROLLOUT_CAP = 300            # decisions in one look-ahead: a guard, no two turns come near it
# The decisions it looks ahead at (every other it answers at once as the normal level): the app asks
# it in a thread at these only (ui/widgets/computer_turn.py).
SEARCHED = frozenset({Kind.MAIN, Kind.ATTACK, Kind.BLOCK, Kind.FLASH})


@dataclass
class Search:
    """The hard level with its settings: `budget` seconds per decision, at most `samples` samples
    of the hidden cards (None: as many as the budget allows), `seed` for those samples."""

    budget: float = DEFAULT_BUDGET
    samples: int | None = None
    seed: int = 0
    cards: Mapping[str, Card] | None = None      # None: the card pool (load_cards), when first needed

    def __call__(self, game: Game, seat: int) -> str:
        """A seat program (ui/session.py Program)."""
        if self.cards is None:
            self.cards = load_cards()
        view = table_view(game, seat, log=False)
        assert view.viewer == seat_name(seat)
        return self.choose(game, view)

    def choose(self, game: Game, view: TableView) -> str:
        """The action for the decision of `view`, the seat's view of `game`."""
        assert self.cards is not None
        normal = player.choose(view, self.cards)
        decision = view.decision
        assert decision is not None
        if decision.kind not in SEARCHED:
            return normal          # paying, placing cores, targets: the heuristics' rules decide these well
        options = candidates(Sight(view, self.cards), normal)
        if len(options) < 2:
            return normal
        means = self.look_ahead(game, view, options)
        best = max(means, key=lambda text: (means[text], text == normal))
        return best if means[best] > means[normal] + MARGIN else normal

    def look_ahead(self, game: Game, view: TableView, options: list[str]) -> dict[str, float]:
        """The mean score of each option over the samples taken: every option is tried on the same
        samples (the same hidden cards and the same chance), so their difference is the option's
        own.  A sample cut short by the deadline counts only when it is the first (then only the
        options it reached, the normal choice first, are compared)."""
        assert self.cards is not None and view.viewer is not None     # a seat's view, never the public one
        seat = seat_of(view.viewer)
        base = view_seed(view, self.seed)
        deadline = time.perf_counter() + self.budget
        totals = dict.fromkeys(options, 0.0)
        taken = 0
        while self.samples is None or taken < self.samples:
            scores: dict[str, float] = {}
            for text in options:
                copy = game.copy()
                resample(copy, seat, base + taken)
                copy.apply(text)
                scores[text] = score(rollout(copy, view.turn, self.cards), seat, self.cards)
                if time.perf_counter() >= deadline and len(scores) < len(options):
                    return scores if taken == 0 else {t: v / taken for t, v in totals.items()}
            taken += 1
            for text, value in scores.items():
                totals[text] += value
            if time.perf_counter() >= deadline:
                break
        return {text: value / taken for text, value in totals.items()}


def candidates(sight: Sight, normal: str) -> list[str]:
    """The options worth trying: the normal choice first, then the others that play a card the free
    cores pay for, attack, block, pass or end (never a free core move: the heuristics place
    cores), the costliest cards first; at most MOST_CANDIDATES."""
    others = [a for a in sight.options if a.text != normal and sight.moves_on(a)]
    others.sort(key=lambda a: (-sight.cost_of(a.card_id), a.text))
    return [normal] + [a.text for a in others][:MOST_CANDIDATES - 1]


def rollout(game: Game, turn: int, cards: Mapping[str, Card]) -> Game:
    """Both seats play the normal heuristics until the turn after `turn` has ended (or the game)."""
    for _ in range(ROLLOUT_CAP):
        d = game.decision
        if d is None or game.st.turn > turn + 1:
            break
        game.apply(player.program(game, d.player, cards))
    return game
