"""What the vocabulary cannot say: the card- and villain-specific rules, by card id.

The effect verbs of :mod:`toolkit.villainous.verbs` describe almost every card as
data. A few cards need rules of their own; each is one :class:`Special` record of
:data:`SPECIALS`, keyed by the card's id, naming the ``special:`` value its data
carries, the rule it implements and, where the card resolves by a step of its own
instead of its ``on_play`` effects, that step. The villain-specific facts the engine
needs (the box's villains, the card that lends the Flying Dutchman's actions, the
family a count counts) are the constants below. No other module of the engine, its
loader or its text names a card or villain id.

Examples
--------
>>> SPECIALS["thunderbolt"].special, SPECIALS["thunderbolt"].step
('thunderbolt_copy_ingredient', '_thunderbolt')
>>> BY_SPECIAL[PLAY_BOTH].card
'sleepy'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from toolkit.core.game import shuffle
from toolkit.i18n.messages import C_, N_
from toolkit.villainous.labels import label

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter
    from toolkit.villainous.state import Frame


class Special(NamedTuple):
    """A card with code of its own.

    ``special`` is the value of the card's ``special:`` field (the loader refuses any
    other card carrying it); ``step`` is the resolution step the card runs instead of its
    ``on_play`` effects when played (None if its special acts elsewhere); ``rule`` is the
    rule ID of the catalogue, and ``behaviour`` says what the code does. ``code`` names
    the engine functions (``module.Class.method`` inside :mod:`toolkit.villainous`) that
    carry out a special with no step of its own, for ``python -m toolkit explain``.
    """

    card: str
    villain: str
    special: str
    step: str | None
    rule: str
    behaviour: str
    code: tuple[str, ...] = ()


SPECIALS: Final[dict[str, Special]] = {
    s.card: s
    for s in (
        Special(
            "the_flying_dutchman_item",
            "davy_jones",
            "flying_dutchman_remote_action",
            None,
            "V-T1",
            "Once per turn, while Davy's Mover is at this Item's location, Davy may take one "
            "uncovered action symbol other than Fate from another unlocked location that has "
            "a Crew of the Flying Dutchman.",
            ("derived.card_kind", "queries.Queries._slots", "turn.TurnFlow._take"),
        ),
        Special(
            "beetle_maui",
            "tamatoa",
            "beetle_redistribute",
            "_beetle",
            "V-C2",
            "Every Ally of Tamatoa's Realm is dealt round the unlocked locations, left to "
            "right from a random one; moving this way fires on_move.",
        ),
        Special(
            "thunderbolt",
            "evil_queen",
            "thunderbolt_copy_ingredient",
            "_thunderbolt",
            "V-T5",
            "Pay the printed cost of an Ingredient in the Ingredients area and resolve its "
            "on_play as if this card were it; unplayable while the area is empty or too dear.",
        ),
        Special(
            "sleepy",
            "evil_queen",
            "sleepy_play_both",
            None,
            "V-F1",
            "When Sleepy is one of the two cards a Fate action reveals, the Fate player may "
            "play both.",
            ("effects_fate.fate",),
        ),
    )
}
"""The specials by card id."""

BY_SPECIAL: Final[dict[str, Special]] = {s.special: s for s in SPECIALS.values()}
"""The specials by the ``special:`` value of their card."""

STEP_WORDS: Final[dict[str, str]] = {
    "_thunderbolt": N_("thunderbolt"),
    "_beetle": N_("beetle"),
}
"""Words of the specials' resolution steps (what ``effects_text`` writes for them)."""
STEP_INFINITIVES: Final = (C_("infinitive", "thunderbolt"), C_("infinitive", "beetle"))
"""The same words in the infinitive (after "chooses:")."""

VILLAINS: Final = ("davy_jones", "tamatoa", "captain_hook", "ursula", "evil_queen")
"""The villains of the box, in the box's order (one data file each)."""
DEFAULT_VILLAINS: Final = ("davy_jones", "tamatoa")
"""The villains of a game whose setup names none."""

DUTCHMAN_CREW: Final = "crew_of_the_flying_dutchman"
"""The Ally whose location lends its actions to the Flying Dutchman (``flying_dutchman_remote_action``)."""

FAMILY_COUNTS: Final[dict[str, str]] = {"binding_contract_in_realm": "binding_contract"}
"""The counts that count the cards of one family in the Realm: count -> family."""


REMOTE_ACTION: Final = "flying_dutchman_remote_action"
"""The special of the card that lends actions from a Crew's location (see ``DUTCHMAN_CREW``)."""
COPY_INGREDIENT: Final = "thunderbolt_copy_ingredient"
"""The special of the Effect that copies an Ingredient of the Ingredients area."""
PLAY_BOTH: Final = "sleepy_play_both"
"""The special of the Fate card that lets both revealed cards be played."""
STEP_OF: Final[dict[str, str]] = {s.special: s.step for s in SPECIALS.values() if s.step}
"""The resolution step a played card with that special runs instead of its ``on_play``."""


# -- the specials' resolution steps -----------------------------------------------------------
# Each is ``(game, frame, parameters)`` -> True when done or WAIT while its question is
# offered, like the effect verbs of the effects layer, which reaches them by step name; the
# answer is applied by the step's ``_apply`` half.


def thunderbolt(g: Interpreter, fr: Frame, a: Any) -> Any:
    """``thunderbolt_copy_ingredient`` (V-T5): pay an Ingredient's printed cost, then resolve
    its ``on_play`` effects in this frame."""
    p = g.players[fr.owner]
    opts = [
        (label("copy {card}", card=g.card_name(i)), i)
        for i in p.ingredients
        if g.defs[i].play_cost <= p.power
    ]
    return g._offer(fr, "ingredient", opts, "_thunderbolt", None, a)


def thunderbolt_apply(g: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    """Pay the chosen Ingredient's cost and resolve its effects next in this frame."""
    if v is None:
        return True
    p = g.players[fr.owner]
    p.power -= g.defs[v].play_cost
    g.events.append(("copy", p.seat, v))
    effects = [e for ab in g.defs[v].triggered("on_play") for e in ab.effects]
    fr.effects[fr.i + 1 : fr.i + 1] = effects
    return True


def beetle(g: Interpreter, fr: Frame, a: Any) -> Any:
    """``beetle_redistribute`` (V-C2): deal the owner's Allies, shuffled, round the unlocked
    locations from a random one (attached Items go with their Ally; on_move fires)."""
    p = g.players[fr.owner]
    allies = g.allies(fr.owner)
    shuffle(g.rng, allies)
    open_locs = [li for li in range(4) if li not in p.locked]
    if not allies or not open_locs:
        return True
    movable = [al for al in allies if g.loc_of(al) not in p.locked]
    start = g.rng.randrange(len(open_locs))
    for k, al in enumerate(movable):
        li = open_locs[(start + k) % len(open_locs)]
        if g.at[al] != li:
            g._move_card(fr.owner, al, li)
    g.events.append(("redistribute", p.seat, len(movable)))
    return True
