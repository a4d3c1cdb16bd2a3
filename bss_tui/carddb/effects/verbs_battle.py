"""The verbs of battle and a card's state: exhausting and refreshing, forced battles and
links, the attack step's end, Crush set off, the checkpoint's destruction."""

from __future__ import annotations

from typing import Literal

from .directive import _Directive, _OnCards


class Exhaust(_OnCards):
    PURPOSE = "harm"
    do: Literal["exhaust"] = "exhaust"


class Refresh(_OnCards):
    PURPOSE = "help"
    do: Literal["refresh"] = "refresh"


class AttackSpirit(_OnCards):
    """The attacking spirit of the current battle attacks the target, one of the defending player's
    spirits, which blocks it at once, even exhausted, with no flash window before: its "when blocks"
    effects and the attacker's "is blocked" ones, Curse and Gale activate as at a block declaration
    (10-10-1); a target that cannot block the attacker is not forced, and the battle goes on as usual
    (keyword rulings, "Attacking a Spirit").  The block does not exhaust the target.
    "Select one of your opponent's exhausted spirits; you may attack that spirit" (BSS01-041 with a
    selection of up to one; BSS01-124 and BSS02-102 too).  Nothing happens outside a battle or after
    a block."""

    do: Literal["attack_spirit"] = "attack_spirit"


class EndAttackStep(_Directive):
    """The turn player's attack step ends as soon as no battle is under way, as if they had declared
    its end (6-7-3-2): no further attack this turn, the end step comes next.  BSS01-127 sets it off at
    the end of the current battle (a `watch` on "battle_end"); the only card of the reference data that
    ends a step early, kept as a verb since the step's end is a rule of its own."""

    do: Literal["end_attack_step"] = "end_attack_step"


class LinkSpirit(_OnCards):
    """The target spirit, one of yours, links to the attacking spirit of the current battle as its Link
    would (11-18-1: it is exhausted, and the attacker gains its BP and symbols while linked), the link
    condition not read (BSS06-060: "one spirit may link with this spirit regardless of its link
    conditions"; BSS06-091 for an attacking Surveyor).  An attacker already linked to takes no second
    link (11-18-3), and an exhausted target cannot link; with a selection of up to one the player may
    decline.  Kept as a verb: it makes a link, which no other part can."""

    do: Literal["link"] = "link"


class UseCrush(_OnCards):
    """The target spirits' Crush effect is activated now, as when they attack (11-11-1: their level plus
    its modifier, read now; nothing for a spirit without Crush): BSS03-088 "Dragolem", "then, activate
    that spirit's Crush effect", the reference data's one card that sets a keyword off by an effect."""

    do: Literal["use_crush"] = "use_crush"


class Settle(_Directive):
    """The cards of the previous directive that it left without the cores for LV1, or at 0 BP, are
    destroyed at once by this effect, as the checkpoint would destroy them (9-3-2-1, 9-4-2-1), so that
    what the text says next counts those this effect destroyed: a `changed` count or test names them,
    not one a substitution or a protection kept on the field (BSS01-034: "for each spirit destroyed by
    this effect"; BSS05-121, ST07-004).  A rule of its own, since management waits for a checkpoint."""

    do: Literal["settle"] = "settle"
