"""Modifiers: what a constant effect applies continuously (8-1-4, 8-8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field, model_validator

from .base import Colour, Keyword, _Model
from .counts import Amount
from .filters import CardFilter, reads_levels
from .targets import AllTarget, BattleTarget, ThisTarget

# The modifier kinds that change what cards in a hand cost, how they are paid for, or whether they may be
# played at all ("cannot:play", "at_most:summons"): while no field card has one, a hand
# card's check is its own.
HAND_COST_KINDS = frozenset({"cost", "reduction_symbols", "may:play_free", "extra_cost:discard", "cannot:play",
                             "at_most:summons"})


# The rule kinds: a modifier that changes a rule of the game (what may be done, must be done, costs more
# ...) rather than a card's characteristics says which rule with its `action`.  This table declares each
# rule kind with its actions; a modifier naming another pair is refused at load, and the rules, the text
# and the lasting marks are keyed by the pair (`Modifier.key`: "cannot:attack").
ACTIONS_OF: dict[str, tuple[str, ...]] = {
    "cannot": ("attack", "block", "be_blocked", "be_selected", "lose_cores", "be_destroyed",
               "be_destroyed_by_effects", "be_destroyed_in_battle", "be_returned", "be_exhausted", "discard", "draw",
               "mill", "reduce_life", "take_last_life", "destroy_in_battle",
               "play", "refresh"),
    "must": ("attack", "attack_first"),
    "may": ("block_exhausted", "link_any_attacker", "link_to_blocker", "skip_ascend", "play_free"),
    "at_most": ("summons", "reduce_life", "links", "mill"),
    "extra_cost": ("attack", "attack_core_to_reserve", "draw", "discard", "destroy", "when_summoned", "magic_cores"),
    "triggers": ("not_when_destroyed", "not_when_blocks", "when_blocks_on_attack"),
    "instead": ("life_cores_here", "life_to_void", "select_for_opponent", "choose_gale", "compare_costs",
                "core_step_cores", "refresh_step_again"),
}
RuleAction = Literal[
    "attack", "block", "be_blocked", "be_selected", "lose_cores", "be_destroyed", "be_destroyed_by_effects",
    "be_destroyed_in_battle",
    "be_returned", "be_exhausted", "discard", "draw", "mill", "reduce_life",
    "take_last_life", "destroy_in_battle", "play", "refresh",
    "attack_first", "block_exhausted", "link_any_attacker", "link_to_blocker", "skip_ascend", "play_free",
    "summons", "links",
    "attack_core_to_reserve", "destroy", "when_summoned", "magic_cores",
    "not_when_destroyed", "not_when_blocks", "when_blocks_on_attack",
    "life_cores_here", "life_to_void", "select_for_opponent", "choose_gale", "compare_costs", "core_step_cores",
    "refresh_step_again",
]


def rule_key(kind: str, action: str) -> str:
    """The name a rule kind's modifier is read, told and marked by: its kind and its action."""
    return f"{kind}:{action}"


class Modifier(_Model):
    """What a constant effect applies continuously (8-1-4, 8-8), or an `apply` leaves for a while.  A
    kind changes a card's characteristics (its BP, keywords, symbols, colours, families, cost, level,
    effects), or it is a rule kind (ACTIONS_OF) that names the rule it changes with `action`: "cannot"
    says what the card, or its player, cannot do or undergo (1-3-3, 8-2-2-2), "cannot" with "attack" and
    "cannot" with "block" the commonest (ST07-009; BSS02-023 blocks). "must" with "attack" (ST07-005),
    "cannot" with "be_selected" (ST07-008), "extra_symbols" (ST01-002), "symbol_colours" and "colours"
    (ST07-009: what a symbol or card counts as while paying), "cost_set" (ST06-005; BSS01-117 sets
    a cost to the life total, an amount; on the field, target "this" and a number, the card is treated as
    costing that much by every filter, count and comparison reading its cost: BSS06-054 "treat this spirit
    as though it costs 5", in either attack step), "triggers" with "when_blocks_on_attack" (ST03-008), "cannot" with "reduce_life" (an
    attack that reduces no life, 7-1-5-3-1: BSS01-002; BSS05-128 too).  A target filter's BP range
    is read for every kind but "bp" (a BP change cannot depend on BP).  "max_level": the card is
    treated as its highest level (8-8-1-3-2: BSS01-022,
    BSS01-007 and ten more cards of the reference data); on the card itself, or on the cards of a
    target "all" whose filter reads no level, BP or keyword (BSS03-098: "all of your spirits with no
    effects listed"), so that a level never depends on the other cards' levels.  "cannot" with "lose_cores": the opponent's effects cannot
    remove cores from it (BSS01-073).  "may" with "block_exhausted": it can block while exhausted (BSS01-060).  "cannot" with "be_destroyed": the
    opponent's destruction effects (those that destroy, 10-1), `sources` naming whose, cannot destroy it
    (BSS05-052, PR-006; left for a while too, BSS02-045); "cannot" with "be_destroyed_by_effects": none of the
    opponent's effects can destroy it, a BP cut to 0 or cores removed included (9-3-2-1, 9-4-2-1: BSS04-053
    "cannot be destroyed by your opponent's effects", BSS01-112).
    "cannot" with "be_destroyed_in_battle": it cannot be destroyed as the result of battle (7-1-5-2; PR-006
    guards itself and white nexuses so).
    "triggers" with "not_when_destroyed": the "when destroyed" effects printed on the cards do not trigger (10-15-1: their
    own, and "when one of your spirits is destroyed" ones), the constant form of the destroy verb's
    `no_when_destroyed` (BSS02-115: the opponent's spirits, in either attack step).
    "ascend_cost": the card is treated as costing `amount` when it is the spirit whose cores pay for
    Ascend (11-8-1), for the Ascend condition and for the "ascended" trigger's `cards` (BSS04-020, in your
    main step: "treat it as though it costs 6"); its cost stays printed for everything else.
    "triggers" with "not_when_blocks": the pair of "triggers" with "not_when_destroyed" for a block: the cards' own "when this spirit blocks"
    effects (and "when this spirit attacks or blocks" ones, as it blocks) do not trigger (BSS04-004: the
    opponent's spirits blocking your Ancient Dragons, in your attack step).
    "lv1_bp": the LV1 BP is treated as `amount` (a BP set, 8-8-1-3-3: BSS02-093 for the cheap spirits;
    like "bp", its target filter's BP range is not read).  "hand_keyword": the cards in the hand of the
    filter's side that match the target's filter by their printed facts gain `keyword` (BSS02-087: the
    Insectoid and Carapite spirit cards in your hand gain Swift); the filter's field-only parts are not read;
    with target "this", in an effect working in the hand (`zone` "hand"), the card itself gains it while
    the effect's condition holds (BSS03-070: "if you control a spirit with Gale, this card gains Swift").
    "lose_effects": the cards lose their effects while it applies and cannot regain them meanwhile (8-3-2:
    inactive, still printed), or only those of level `of_level` (BSS01-081: the nexuses' LV1 effects in
    either main step; BSS02-069: the LV1 nexuses' effects in either attack step).  "instead" with "refresh_step_again":
    the card's controller has one more refresh step (6-5) once their attack step is over, its effect used
    up for the turn when it is `once_per_turn` (BSS01-061; a change to the turn's steps, a rule of its own).
    "instead" with "life_cores_here": a substitution (8-9-1) as a constant effect: the cores an effect would place into
    either player's life go onto this card instead, the soul core only onto its own player's card (4-11-3)
    (BSS01-084, in either main step).  "cannot" with "be_returned": the opponent's effects cannot return the card to its
    owner's hand or deck (3-5-5), the pair of "cannot" with "be_destroyed" for returns (BSS01-084, in your turn).
    "instead" with "life_to_void": the ordinary cores its attacks take from the opponent's life go to the void instead of
    their reserve (7-1-5-3-1; the soul core still goes to the reserve, 4-11-3): BSS01-026 for your spirits with
    Curse or Bloodcurse, the effect the Bloodcurse keyword gives as well (keywords.json).  "families": the
    cards also have the spirit types `families`, read by every filter on the field and in their last known
    state (BSS02-062: "all of your yellow spirits gain Otherlander spirit type"); the pair of "colours".
    "extra_cost" with "magic_cores": using a magic card of the filter's side's hand matching the target's filter also
    costs `amount` cores as an additional cost (8-4-2-2), paid with the cost and owed even when the card is
    used without paying its cost (BSS05-100: "they must pay three cores as an additional cost", left
    running by a `watch`; BSS01-076 plays the card free, not its additional cost).
    "cost": the cards in the hand of the filter's side matching the target's filter (by their printed
    facts, as "hand_keyword" reads them) cost `amount` more, or less when it is negative, after the
    reduction of 2-7-3 and never below 0 (BSS01-099: "the first magic card you use each turn costs 1
    less", its condition counting the magic used).  With target "this", in an effect working in the hand
    (`zone` "hand"), the card itself costs that much more or less while its condition holds, the pair of
    "cost_set" for a change (BSS06-016: "reduce its cost by 2 for each card in your trash with Astral", a
    count with `times` -2; the reference data's one card whose own cost changes by a count).  "reduction_symbols": those cards gain the reduction
    symbols listed in `colours`, one each, matched by the field's symbols as the printed ones are
    (2-7-3: BSS01-086, "your magic cards gain a yellow reduction symbol").  "may" with "play_free": those cards may be
    used, summoned or placed without paying their cost, their player choosing as the cost is due
    ("pay free") since paying may matter (a soul core paid, BSS01-119); a spirit or nexus still gets
    its LV1 cores (10-6-7).  BSS01-076: "you may use magic cards in your hand without paying their cost".
    "trash_symbols": an effect working in the hand (`zone` "hand"): while this card is paid for, the
    symbols of the cards in the trash of the filter's side matching the target's filter (by their printed
    facts) count beside the field's toward its reduction (2-7-3: BSS01-083, "the symbols of the cost-2
    spirit cards in your trash"; more symbols never cost more, so its "may" asks nothing).
    "extra_cost" with "discard": to use, summon or place one of the hand cards matching the target's filter, its
    player must also discard `amount` other cards from the hand, an additional cost (8-4-2-2: paid after
    the cores, and the card cannot be played without enough cards to discard, 8-4-2-3): BSS02-040,
    "your opponent must discard a card to use a magic card from their hand".  "extra_cost" with "draw": each card the
    players of the target filter's side ("any": both) draw by an effect outside the draw step must be
    paid for with `amount` cores, as a cost is (10-6-6: from the reserve or the field); a card that
    cannot be paid for is not drawn (1-3-2).  The filter names the drawing player only (BSS02-054: "both
    players must pay one core for each card drawn outside the draw step").  "cannot" with "discard": the effects
    of a player's opponent cannot discard cards from the hand of a player of the target filter's side
    (10-2-2; BSS05-110: "your opponent's effects cannot discard cards from your hand"); the filter names the
    players only, as for "extra_cost" with "draw".  "instead" with "core_step_cores": the core step of a player of the target filter's
    side brings `amount` cores from the void instead of one (6-3-2; BSS01-110: "two cores instead of
    one"); it sets the number, so two such effects give that number, not more; the filter names the
    players only, as for "extra_cost" with "draw".  "reduction_fulfilled": an
    effect working in the hand (`zone` "hand"): while its condition holds, every reduction symbol of this
    card is treated as matched (2-7-3), whatever symbols the field has (BSS04-002 at 3 or fewer life, the
    reference data's one card of this kind; more reduction never costs more, so its "may" asks nothing).
    "ascend_cost": when this
    spirit is the one whose cores pay another card's Ascend (11-8-1), the Ascend condition reads its
    cost as `amount` (BSS04-071: "when you use this spirit to perform Ascend, treat it as though it costs
    7"); only on the card itself, and only for that condition, so its cost stays its own everywhere else.
    "may" with "skip_ascend": the cards in its controller's hand matching the target's filter (by their printed
    facts) may be summoned from the hand without paying their Ascend (11-8-1), by exhausting this
    refreshed card as they are summoned (BSS04-114: "you may exhaust this nexus to summon it without
    paying its additional Ascend summoning cost"; the exhaustion is part of the permission, so a
    modifier rather than a triggered effect, which would come too late).  "cannot" with "be_exhausted": the opponent's
    effects (Gale's too, 11-10-1) cannot exhaust the card, the pair of "cannot" with "be_returned" for exhaustion
    (BSS04-106: "your Shadow spirits cannot be exhausted by your opponent's effects").
    "extra_cost" with "attack": the spirits
    it applies to cannot attack unless their controller pays `amount` cores as the attack is declared, as
    a cost is paid (10-6-6: from the reserve or the field, to the trash); several add up (BSS03-084 and
    BSS03-118: "your opponent's spirits that cost N or less cannot attack unless they pay one core").
    "cannot" with "play": the hand cards matching the target's filter (by their printed facts and their
    player's field, on the filter's side) cannot be used, summoned or placed (BSS03-117: the opponent's magic
    cards that share no colour with the symbols on their field, the filter's `colours_off_field`).  "extra_cost" with "destroy": an effect working in the hand
    (`zone` "hand"): to summon or place this card its player must also destroy `amount` of their field cards
    matching the target's filter, an additional cost paid after the cores (8-4-2-2; without enough such
    cards it cannot be played, 8-4-2-3): BSS03-097 "you must destroy one of your blue nexuses".
    "cannot" with "draw": the players of the target filter's side ("any": both) draw no card by the effects of
    cards matching `sources` (BSS03-103: "neither player can draw using magic effects").  "at_most" with "summons":
    the players of the target filter's side cannot summon a spirit matching the filter once they have
    summoned `amount` such spirits this turn, by any means (BSS03-103: "your opponent cannot summon a
    spirit that costs 4 or fewer more than once per turn").
    "at_most" with "reduce_life": an attack
    of the card reduces at most `amount` life however many symbols it has (7-1-5-3-1), the bounded pair of
    "cannot" with "reduce_life" (BSS05-035: "your life can only be reduced by 1 each time you take damage from an
    attack", on the opponent's spirits).
    "extra_cost" with "when_summoned": a
    spirit's "when summoned" effect, either player's, works only if its controller pays `amount` cores
    as it would resolve (asked, as any cost: 8-4); the highest such amount on the field applies
    (CB01-044: one core, three with a Kaworu nexus).
    "all_families": the cards have every spirit type there is, for every filter that reads families (a
    filter's `families` always met, a `not` of families never) and for sharing a type (families_as_those):
    PR-071 "treat this spirit as having all spirit types", the reference data's one such card, the unbounded
    pair of "families", which lists the types it gives.
    "may" with "link_any_attacker": the card's Link (11-18-1), while active, triggers when any spirit of its controller's
    attacks, whatever the Link's condition (11-18-2) (BSS06-045: "your Ice Princess spirits may link
    regardless of their link cost conditions", in your attack step; the reference data's one such card,
    kept as a kind since it sets a keyword's condition aside, which no other part can say).
    "may" with "link_to_blocker": as a spirit it applies to blocks, its controller's spirits with Link whose condition
    it meets may link to it as to an attacker (11-18-1), the blocker then gaining their BP and symbols while
    linked (BSS06-054: "your spirits can be linked with a spirit with Link when blocking"; the reference
    data's one such card).
    "at_most" with "links": the spirits it applies to may be linked to by up to `amount` spirits with Link in one
    battle, beside 11-18-3's one (BSS06-002: "your Lightguider spirits may be linked with up to two spirits
    with Link", in your attack step; the reference data's one such card); each adds its BP and symbols.
    "reduction_from": an effect working in the hand (`zone` "hand"): while this card is paid for, only
    the symbols of its player's field cards matching the target's filter count toward its reduction (2-7-3;
    BSS06-043: "you can only count symbols on your Wanderfae and Supsprite spirits"), the narrowing pair
    of "trash_symbols".
    "paying_symbols": while its controller pays for a card matching `paying`, the card's own symbols are
    replaced by `amount` symbols of each colour in `colours` (2-8; BSS06-090: "when you summon a spirit,
    treat this nexus as having two white symbols", no longer its purple one; the reference data's one
    such card, kept as a kind since "symbol_colours" and "extra_symbols" only add to the printed ones).
    "min_level" and "cannot" with "take_last_life" are only left for a while by the `apply` verb, which takes this model
    for the changes it leaves on cards (verbs_lasting.py says what each kind means there).  So are the
    rules changed for a while, once verbs of their own and kept as kinds since each changes a rule no
    other part can say; they have no constant form (a constant effect refuses them), and the seven after
    the first two mark the effect's controller, not cards:
    "must" with "attack_first", the cards must make the first attack of their controller's attack step (BSS01-059);
    "cannot" with "refresh", they do not refresh in their controller's next refresh step (ST03-010, PR-053);
    "extra_cost" with "attack_core_to_reserve", the opponent attacks with a spirit only by moving a core from it to their reserve (ST02-016);
    "at_most" with "mill", the opponent's effects discard at most `amount` cards of the controller's deck each time
    (BSS03-130 "Eternal Shield"); "cannot" with "mill", no card can be discarded from the controller's deck
    (10-2-1; CB01-076); "cannot" with "destroy_in_battle", neither spirit of the battle is destroyed by its result
    (7-1-5-2-1; BSS05-124); "instead" with "compare_costs", the next battle compares costs instead of BP (L01-010 Godslaying);
    "instead" with "select_for_opponent", the controller makes the opponent's next field selection for a magic card (BSS02-130
    "Magic Mirror"); "instead" with "choose_gale", the controller chooses what their Gale effects exhaust (11-10-1;
    BSS03-133 "Whirlwind")."""

    @model_validator(mode="after")
    def _each_kind_keeps_its_rules(self) -> "Modifier":
        actions = ACTIONS_OF.get(self.what)
        if actions is None and self.action is not None:
            raise ValueError(f"a '{self.what}' modifier changes a card, not a rule: it names no `action`")
        if actions is not None and self.action not in actions:
            raise ValueError(f"a '{self.what}' modifier names its `action`, one of {', '.join(actions)}")
        for rule in MODIFIER_RULES.get(self.key, ()):
            problem = rule(self)
            if problem is not None:
                raise ValueError(problem)
        return self

    what: Literal[
        # the rule kinds, each naming the rule it changes by its `action` (ACTIONS_OF):
        "cannot",             # the card (or its player) cannot do, or undergo, its action
        "must",               # the card must do its action if it can
        "may",                # the card (or its player) may do what the rules otherwise forbid
        "at_most",            # the action happens at most `amount` times (or so much)
        "extra_cost",         # the action costs more than the rules ask (8-4-2-2)
        "triggers",           # which "when ..." effects trigger changes (8-5)
        "instead",            # something else happens in place of what the rules say (8-9)
        # the kinds that change a card's characteristics:
        "bp",                 # amount
        "keyword",            # grants `keyword` (with `amount` as its number: Raid 1, Crush +1)
        "extra_symbols",      # each symbol counts `amount` more: for paying cards matching `paying`, or always
                              # (damage too, 7-1-5-3-1) when `paying` is not given; with `colours`: `amount`
                              # more symbols of each of those colours instead
        "symbol_colours",     # symbols also count as `colours` for paying cards matching `paying`
        "paying_symbols",     # for paying cards matching `paying`, its symbols are `amount` of each of `colours` instead
        "colours",            # the card is also of `colours` (only while paying for `paying` cards, if given)
        "cost_set",           # this card's cost is `amount` (in the hand; on the field, a number, on target "this")
        "max_level",          # this card is treated as its highest level (8-8-1-3-2); `target` must be "this"
        "min_level",          # it is treated as LV1, its lowest level (8-8-1-3-2): a lasting `apply` only
        "lv1_bp",             # its BP at LV1 is `amount` instead of the printed one (set before additions)
        "hand_keyword",       # the cards in the hand matching the target's filter gain `keyword`
        "lose_effects",       # its effects (only those of level `of_level`, if given) do nothing (8-3-2)
        "families",           # the card also has the spirit types `families` (lasting, with `amount`: a nexus is also
                              # a spirit of that type with `amount` BP)
        "cost",               # the hand cards matching the target's filter (or, in the hand, this card) cost `amount` more
        "reduction_symbols",  # the hand cards matching the target's filter gain the reduction symbols `colours`
        "trash_symbols",      # in the hand: the symbols of the trash cards matching the target's filter reduce this card's cost
        "ascend_cost",        # it counts as costing `amount` when it pays for Ascend (11-8); target "this"
        "reduction_fulfilled",  # in the hand: every reduction symbol of this card counts as matched; target "this"
        "reduction_from",     # in the hand: only the symbols of the field cards matching the target's filter reduce this card
        "all_families",       # the card has every spirit type (PR-071)
    ]
    action: RuleAction | None = Field(default=None, description=(
        "for a rule kind (ACTIONS_OF): the rule it changes, e.g. \"cannot\" with \"attack\"; none for a kind "
        "that changes a card's characteristics"))
    target: AllTarget | ThisTarget | BattleTarget = ThisTarget()   # BattleTarget: while in this battle
    amount: Amount = 0
    keyword: Keyword | None = None
    blockers: CardFilter | None = None
    sources: CardFilter | None = Field(default=None, description=(
        "cannot be_destroyed, be_selected, lose_cores: only against the effects of the opponent's cards "
        "matching this (BSS01-112: red spirits or magic; BSS02-050: spirits; BSS02-108: spirits with a soul "
        "core on them, read on the field as they are now); cannot draw: the cards whose effects draw nothing "
        "(BSS03-103: magic)"))
    attackers: CardFilter | None = Field(default=None, description=(
        "block_while_exhausted: only against attackers matching this (BSS01-060: spirits with 2 or fewer cores)"))
    paying: CardFilter | None = None
    from_hand: bool = Field(default=False, description=(
        "with `paying`: only while the card paid for is summoned or placed from the hand, not when an effect "
        "summons it from the trash paying its cost (BSS03-012: \"while summoning a Terrasaur or Dragonoid spirit "
        "from your hand\"; BSS06-091)"))
    colours: tuple[Colour, ...] = Field(default=(), description=(
        "the colours given by \"symbol_colours\" and \"colours\" (ST07-009), those of a granted Armor "
        "(\"keyword\": BSS01-067), the reduction symbols gained (\"reduction_symbols\": BSS01-086), or the "
        "symbols gained by \"extra_symbols\" (`amount` of each colour, beside the printed ones: CB01-002 \"gains a "
        "green symbol\", CB01-015 one purple symbol per ten Golem spirit cards in the trash, CB01-058 while "
        "paying for WILLE cards)"))
    of_level: int | None = Field(default=None, ge=1, le=10, description=(
        "lose_effects: only the effects whose level tag includes this level (BSS01-081: \"their LV1 effects\", "
        "the LV1-2 effects of a nexus too); none: every effect (BSS02-069)"))
    families: tuple[str, ...] = Field(default=(), description=(
        "the spirit types given by \"families\" (BSS02-062: Otherlander)"))

    @property
    def key(self) -> str:
        """What the rules, the text and the lasting marks read it by: its kind, with its action for a rule
        kind ("bp", "cannot:attack")."""
        return self.what if self.action is None else rule_key(self.what, self.action)


# ---- what each kind asks of its target and amount ----------------------------------------------
# Each rule returns the problem, in words, or None; MODIFIER_RULES says which rules a kind keeps, in
# the order they are checked, and a kind with no entry asks nothing more than the model does.

ModifierRule = Callable[[Modifier], str | None]


def _max_level_level_blind(m: Modifier) -> str | None:
    if isinstance(m.target, ThisTarget) or isinstance(m.target, AllTarget) and m.target.alt is None \
            and not reads_levels(m.target.filter):
        return None
    return ("a 'max_level' modifier treats its own card as its highest level (target 'this'), or the "
            "cards of a target 'all' whose filter reads no level, BP or keyword (BSS03-098)")


def _on_its_own_card(m: Modifier) -> str | None:
    if isinstance(m.target, ThisTarget):
        return None
    return f"a '{m.key}' modifier is about its own card: target 'this'"


def _hand_keyword_named(m: Modifier) -> str | None:
    if isinstance(m.target, (AllTarget, ThisTarget)) and m.keyword is not None:
        return None
    return ("a 'hand_keyword' modifier names a `keyword` and the hand cards by a target 'all' "
            "(or 'this': the card itself, by its own effect working in the hand)")


def _hand_cards_by_all(m: Modifier) -> str | None:
    if isinstance(m.target, AllTarget):
        return None
    return f"a '{m.key}' modifier names the hand cards it changes by a target 'all'"


def _hand_cards_or_itself(m: Modifier) -> str | None:
    """"cost" also takes target "this": the card itself, in the hand (BSS06-016)."""
    if isinstance(m.target, (AllTarget, ThisTarget)):
        return None
    return ("a 'cost' modifier names the hand cards it changes by a target 'all'"
            " (or, for 'cost', 'this': the card itself in the hand)")


def _links_two_or_more(m: Modifier) -> str | None:
    if isinstance(m.amount, int) and m.amount >= 2:
        return None
    return ("a 'link_limit' modifier names how many links a spirit may take as a number `amount` of 2 "
            "or more (11-18-3 allows one)")


def _players_by_all(m: Modifier) -> str | None:
    if isinstance(m.target, AllTarget):
        return None
    return f"a '{m.key}' modifier names the players (and the spirits) by a target 'all'"


def _players_by_side_only(m: Modifier) -> str | None:
    if isinstance(m.target, AllTarget) and m.target.filter.model_copy(update={"side": "any"}) == CardFilter():
        return None
    return f"a '{m.key}' modifier names the players by a target 'all' whose filter has a side and nothing else"


def _cores_to_pay(m: Modifier) -> str | None:
    if isinstance(m.amount, int) and m.amount >= 1:
        return None
    return "an 'attack_cost' modifier names the cores to pay as a number `amount` of 1 or more"


def _reduction_symbols_listed(m: Modifier) -> str | None:
    if m.colours:
        return None
    return "a 'reduction_symbols' modifier lists the reduction symbols gained in `colours`"


MODIFIER_RULES: dict[str, tuple[ModifierRule, ...]] = {
    "max_level": (_max_level_level_blind,),
    "instead:refresh_step_again": (_on_its_own_card,),
    "instead:life_cores_here": (_on_its_own_card,),
    "reduction_fulfilled": (_on_its_own_card,),
    "ascend_cost": (_on_its_own_card,),
    "hand_keyword": (_hand_keyword_named,),
    "cost": (_hand_cards_or_itself,),
    "reduction_symbols": (_hand_cards_by_all, _reduction_symbols_listed),
    "may:play_free": (_hand_cards_by_all,),
    "trash_symbols": (_hand_cards_by_all,),
    "extra_cost:discard": (_hand_cards_by_all,),
    "cannot:play": (_hand_cards_by_all,),
    "extra_cost:destroy": (_hand_cards_by_all,),
    "may:skip_ascend": (_hand_cards_by_all,),
    "reduction_from": (_hand_cards_by_all,),
    "at_most:links": (_links_two_or_more,),
    "cannot:draw": (_players_by_all,),
    "at_most:summons": (_players_by_all,),
    "extra_cost:draw": (_players_by_side_only,),
    "cannot:discard": (_players_by_side_only,),
    "instead:core_step_cores": (_players_by_side_only,),
    "extra_cost:attack": (_cores_to_pay,),
}
