"""The verbs about who chooses what: cards chosen for later directives and an effect used (the
marks that hand a choice to the other player are kinds of a lasting `apply`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import TriggerEvent
from .directive import _OnCards


class Choose(_OnCards):
    """Select cards and do nothing else to them here: they are the "those" of the directives that
    follow ("select one of your spirits; return the magic cards that cost the same as it": BSS02-058,
    whose choice names a cost; BSS01-038 selects the spirit it may destroy) (8-5-3)."""

    do: Literal["choose"] = "choose"
    add: bool = Field(default=False, description=(
        "the cards chosen (others than those chosen before) join them instead of replacing them, so that one directive after "
        "does its thing to all of them at once (BSS01-122, PR-013: the opponent selects one of their spirits, "
        "then you select one of yours, then both are destroyed together)"))


class UseEffect(_OnCards):
    """Use one of the target card's own "when summoned" effects (its triggered effects about its own
    summon), chosen by the controller when it has several, as if it were printed on this card: "this
    spirit" in it is this card ("activate one of its 'When Summoned' effects with this spirit": BSS02-065).
    Only effects active at the target's level count (2-10-2).  Every card that uses another's effect uses
    a "when summoned" one, so the heading is not a field."""

    do: Literal["use_effect"] = "use_effect"
    as_its_own: bool = Field(default=False, description=(
        "the effect is used once more as the target's own: \"this spirit\" in it is the target, not this card "
        "(BSS03-033: \"activate one of the spirit's 'When Summoned' effects a second time\")"))
