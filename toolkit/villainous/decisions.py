"""Every kind of pending decision of Villainous, as one table: the one place each is decided.

When the rules wait for a player's answer, ``game.pending`` holds a record of
:mod:`toolkit.villainous.pending`. :data:`DECISIONS` holds one :class:`Decision` per
kind: the action kind that answers it with a number, the action kind without arguments
that closes it, the numbers it offers, the **one check** of an answer, how an answer is
applied and its rule. Everything else reads this table:

* the listing (:func:`answers`, called by
  :func:`~toolkit.villainous.legality.compute_legal`) is the numbers the
  check lets through, then the closing action if the check lets it through;
* the refusal (:func:`why_not_answer`, called by
  :func:`~toolkit.villainous.legality.why_illegal` once the action's shape is
  checked) is that same check asked for its reason, in plain words with the rule;
* the answer (:meth:`~toolkit.villainous.turn.TurnFlow._do`) is the kind's ``apply``,
  given the number answered (None for the closing action);
* the words (:func:`toolkit.villainous.text.describe_pending`) and the public record
  (:func:`toolkit.villainous.facts.pending_decision`) read the record's fields, and
  take the rule from :func:`rule_of`.

The answers are also kinds of action of a :class:`~toolkit.core.kinds.KindRegistry`,
:data:`ANSWER_REGISTRY`, as the turn actions are (:data:`toolkit.villainous.kinds.KINDS`):
per answer kind (``choose``, ``condition``, ``pass``, ``discard_more``, ``stop``,
``vanquish_ally``, ``vanquish_done``) its argument, the one check above, its candidates
(the numbers the decision offers, then every other card id, which the check refuses) and
its effect; the game's listing is each kind's fast listing, and
``tests/villainous/test_kinds.py`` proves with
:meth:`~toolkit.core.kinds.KindRegistry.drift` that it is the candidates the check passes.

=============  ===================  ==================  ======
kind           answered by          closed by           rule
=============  ===================  ==================  ======
condition      ``condition i``      ``pass``            V-T3
discard_more   ``discard_more i``   ``stop``            V-T3
vanquish       ``vanquish_ally i``  ``vanquish_done``   V-V1
choose         ``choose i``         (none)              the question's
=============  ===================  ==================  ======

Examples
--------
>>> DECISIONS["vanquish"].answer, DECISIONS["vanquish"].close
('vanquish_ally', 'vanquish_done')
>>> ANSWERS["condition"]
('condition', 'pass')
>>> rule_of(ConditionOffer(1, [7]))
'V-T3'
>>> ANSWER_REGISTRY["vanquish_ally"].args, ANSWER_REGISTRY["vanquish_ally"].rule
(('card',), 'V-V1')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, cast

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind, KindRegistry, whole_numbers
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_, Nn_
from toolkit.villainous.pending import (
    CardChoice,
    ConditionOffer,
    MoreDiscards,
    Pending,
    VanquishChoice,
)

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.interpreter import Interpreter
    from toolkit.villainous.turn import TurnFlow

Offered = Callable[["Interpreter", Any], Sequence[int]]
"""``(game, pending)``: the numbers that answer it now, in the order they are listed."""
Closes = Callable[["Interpreter", Any], bool]
"""``(game, pending)``: whether the closing action answers it now."""
WhyNot = Callable[["Interpreter", Any, "int | None"], IllegalActionError]
"""``(game, pending, arg)``: why the refused answer ``arg`` (None: the closing action) does
not answer it, in plain words with the rule; asked only once the check has refused it."""
Apply = Callable[["TurnFlow", Any, "int | None"], None]
"""``(game, pending, arg)``: apply the answer (``arg`` is None for the closing action)."""

QUESTION_RULES: Final[dict[str, str]] = {"fate": "V-F1", "mv": "V-T3", "d": "V-T3"}
"""The rule of a choice inside a card, by its question's name (most have none of their own)."""


@dataclass(frozen=True)
class Decision:
    """One kind of pending decision: what answers it, its one check, how it is applied.

    The check is ``offered`` and ``closes`` together (:func:`check`): an answer with a
    number is legal when the number is offered, the closing action when it closes. The
    listing is made of the very same two, and a refusal asks them before ``why_not``
    words the reason, so the listing and the refusals cannot disagree.
    """

    kind: str
    """The ``kind`` of its pending record."""
    answer: str
    """The kind of action that answers it with one whole number (a card or an option)."""
    close: str | None
    """The kind of action without arguments that closes it (None: it cannot be closed)."""
    offered: Offered
    """The numbers that answer it now (the first half of the check)."""
    closes: Closes
    """Whether the closing action answers it now (the second half of the check)."""
    why_not: WhyNot
    """The reason a refused answer is refused, with the rule."""
    apply: Apply
    """Apply a legal answer (the game's ``pending`` is already cleared)."""
    rule: str | None
    """The rule of the decision (None for a choice inside a card: see :func:`rule_of`)."""
    argument: str = "card"
    """What the number of an answer names: a ``card`` id, or an ``option`` of the question."""


# Refusals whose verb agrees with the card they name (Lost Boys no están, non sono).
_NOT_A_CONDITION = gendered(
    C_("masculine", "{card} is not a Condition {who} may play now"),
    C_("feminine", "{card} is not a Condition {who} may play now"),
    C_("masculine plural", "{card} is not a Condition {who} may play now"),
    C_("feminine plural", "{card} is not a Condition {who} may play now"),
)
"""A Condition refused: the card is not one the player may play now."""
_TAKING_PART = gendered(
    C_("masculine", "{card} is already taking part in this Vanquish"),
    C_("feminine", "{card} is already taking part in this Vanquish"),
    C_("masculine plural", "{card} is already taking part in this Vanquish"),
    C_("feminine plural", "{card} is already taking part in this Vanquish"),
)
"""An Ally refused: it is already among the chosen."""
_NOT_YOUR_ALLY = gendered(
    C_("masculine", "{card} is not one of your Allies in the Realm"),
    C_("feminine", "{card} is not one of your Allies in the Realm"),
    C_("masculine plural", "{card} is not one of your Allies in the Realm"),
    C_("feminine plural", "{card} is not one of your Allies in the Realm"),
)
"""A card refused: it is not an Ally of the player's Realm."""
_NOT_AT = gendered(
    C_("masculine", "{card} is not at {location}, where {hero} is"),
    C_("feminine", "{card} is not at {location}, where {hero} is"),
    C_("masculine plural", "{card} is not at {location}, where {hero} is"),
    C_("feminine plural", "{card} is not at {location}, where {hero} is"),
)
"""An Ally refused: it is not at the Hero's location."""
_CANNOT_HELP = gendered(
    C_("masculine", "{card} cannot help to defeat {hero}"),
    C_("feminine", "{card} cannot help to defeat {hero}"),
    C_("masculine plural", "{card} cannot help to defeat {hero}"),
    C_("feminine plural", "{card} cannot help to defeat {hero}"),
)
"""An Ally refused: it cannot take part in this Vanquish."""


def _who(game: Interpreter, pd: Pending) -> str:
    return game.names[pd.seat]


def _always(game: Interpreter, pd: Pending) -> bool:
    return True


def _never(game: Interpreter, pd: Pending) -> bool:
    return False


# -- a Condition in answer to an opponent's action (V-T3) ---------------------------------
def _condition_offered(game: Interpreter, pd: ConditionOffer) -> Sequence[int]:
    return pd.cards


def _condition_why_not(
    game: Interpreter, pd: ConditionOffer, arg: int | None
) -> IllegalActionError:
    assert arg is not None  # the offer may always be passed
    if 0 <= arg < len(game.defs):
        return IllegalActionError.agreeing(
            _NOT_A_CONDITION.message,
            "V-T3",
            "villainous",
            "card",
            card=game.card_name(arg),
            who=_who(game, pd),
        )
    return IllegalActionError.of(
        N_("card {n} is not a Condition {who} may play now"), "V-T3", n=arg, who=_who(game, pd)
    )


def _condition_apply(game: TurnFlow, pd: ConditionOffer, arg: int | None) -> None:
    seat = pd.seat
    if arg is None:
        game.events.append(("pass", seat))
        game.cond_queue.append(seat)
        for c in pd.cards:  # a state Condition passed is not offered again this turn
            game.cond_offered.add((seat, c))
        return
    game.players[seat].hand.remove(arg)
    game.limbo.add(arg)
    game.cond_used.add(arg)
    game.cond_offered.add((seat, arg))
    game._emit(("condition", seat, arg))


# -- more cards with the same Discard Cards action (V-T3) ---------------------------------
def _discard_offered(game: Interpreter, pd: MoreDiscards) -> Sequence[int]:
    return game.players[pd.seat].hand


def _discard_why_not(game: Interpreter, pd: MoreDiscards, arg: int | None) -> IllegalActionError:
    return IllegalActionError.of(N_("that card is not in {who}'s hand"), "V-T3", who=_who(game, pd))


def _discard_apply(game: TurnFlow, pd: MoreDiscards, arg: int | None) -> None:
    if arg is None:
        game._discard_done(pd.n)
        return
    game._discard_hand_card(pd.seat, arg)
    if game.players[pd.seat].hand:
        game.pending = MoreDiscards(pd.seat, pd.n + 1)
    else:
        game._discard_done(pd.n + 1)


# -- the Allies that vanquish a Hero (V-V1) -----------------------------------------------
def _vanquish_offered(game: Interpreter, pd: VanquishChoice) -> Sequence[int]:
    chosen = pd.chosen
    return [a for a in pd.cands if a not in chosen]


def _vanquish_closes(game: Interpreter, pd: VanquishChoice) -> bool:
    return pd.total >= pd.need and len(pd.chosen) >= pd.fewest


def _vanquish_why_not(game: Interpreter, pd: VanquishChoice, arg: int | None) -> IllegalActionError:
    def refuse(template: str | tuple[str, str], rule: str, **params: object) -> IllegalActionError:
        if isinstance(template, tuple):  # a count decides the words (no place named)
            return IllegalActionError.of(template, rule, **params)
        return IllegalActionError.agreeing(template, rule, "villainous", None, **params)

    name = game.card_name(pd.hero)
    if arg is None:
        if len(pd.chosen) < pd.fewest:
            return refuse(
                Nn_(
                    "{card} can only be vanquished with at least {n} Ally",
                    "{card} can only be vanquished with at least {n} Allies",
                ),
                "V-V1",
                card=name,
                n=pd.fewest,
            )
        return refuse(
            N_(
                "the chosen Allies have combined Strength {total}, less than the Strength "
                "{need} of {card}: not strong enough; choose more Allies"
            ),
            "V-V1",
            total=pd.total,
            need=pd.need,
            card=name,
        )
    if not 0 <= arg < len(game.defs):
        return refuse(N_("there is no card {n}"), "V-V1", n=arg)
    ally_name = game.card_name(arg)
    if arg in pd.chosen:
        return IllegalActionError.agreeing(
            _TAKING_PART.message, "V-V1", "villainous", "card", card=ally_name
        )
    if not (arg in game.at and game.owner[arg] == pd.seat and game.defs[arg].type == "ally"):
        return IllegalActionError.agreeing(
            _NOT_YOUR_ALLY.message, "V-V1", "villainous", "card", card=ally_name
        )
    if game.loc_of(arg) != game.loc_of(pd.hero):
        return IllegalActionError.agreeing(
            _NOT_AT.message,
            "V-V1",
            "villainous",
            "card",
            card=ally_name,
            location=game.loc_name(pd.seat, game.loc_of(pd.hero)),
            hero=name,
        )
    return IllegalActionError.agreeing(
        _CANNOT_HELP.message, "V-V1", "villainous", "card", card=ally_name, hero=name
    )


def _vanquish_apply(game: TurnFlow, pd: VanquishChoice, arg: int | None) -> None:
    if arg is None:
        game._vanquish(game.players[pd.seat], pd.hero, pd.chosen)
    else:
        game.pending = pd.with_ally(arg)


# -- a choice inside a card's ability -----------------------------------------------------
def _choose_offered(game: Interpreter, pd: CardChoice) -> Sequence[int]:
    return range(len(pd.labels))


def _choose_why_not(game: Interpreter, pd: CardChoice, arg: int | None) -> IllegalActionError:
    if arg is None:  # no closing action: asked only by a direct call of the check
        return _first_answer(game, pd)
    return IllegalActionError.of(
        N_("there is no option {n}: the options are numbered 0 to {last}"),
        rule_of(pd),
        n=arg,
        last=len(pd.labels) - 1,
    )


def _choose_apply(game: TurnFlow, pd: CardChoice, arg: int | None) -> None:
    assert arg is not None
    pd.frame.scratch[pd.key] = pd.values[arg]
    game.events.append(("choice", pd.seat, pd.labels[arg]))


_DECISIONS: Final = (
    Decision(
        "choose",
        "choose",
        None,
        _choose_offered,
        _never,
        _choose_why_not,
        _choose_apply,
        None,
        "option",
    ),
    Decision(
        "condition",
        "condition",
        "pass",
        _condition_offered,
        _always,
        _condition_why_not,
        _condition_apply,
        "V-T3",
    ),
    Decision(
        "discard_more",
        "discard_more",
        "stop",
        _discard_offered,
        _always,
        _discard_why_not,
        _discard_apply,
        "V-T3",
    ),
    Decision(
        "vanquish",
        "vanquish_ally",
        "vanquish_done",
        _vanquish_offered,
        _vanquish_closes,
        _vanquish_why_not,
        _vanquish_apply,
        "V-V1",
    ),
)

DECISIONS: Final[dict[str, Decision]] = {d.kind: d for d in _DECISIONS}
"""Every kind of pending decision, by the ``kind`` of its record."""

ANSWERS: Final[dict[str, tuple[str, ...]]] = {
    d.kind: (d.answer,) if d.close is None else (d.answer, d.close) for d in _DECISIONS
}
"""The action kinds each kind of pending decision may be answered with."""

ANSWER_KINDS: Final = frozenset(k for kinds in ANSWERS.values() for k in kinds)
"""Every kind of action that answers a pending decision (refused when none is pending)."""

_MADE: Final[dict[str, list[Action]]] = {d.answer: [] for d in _DECISIONS}
"""The answers with a number already made, by kind and number (each made once)."""
_CLOSE: Final = {d.kind: Action(d.close) for d in _DECISIONS if d.close is not None}


def question_name(key: object) -> str:
    """The name of a card's question ``key`` (its first item when a tuple)."""
    return str(key[0]) if isinstance(key, tuple) else str(key)


def rule_of(pd: Pending) -> str | None:
    """The rule of the decision ``pd``: its kind's, or for a choice inside a card its
    question's (:data:`QUESTION_RULES`), None when the card's own text is the rule."""
    rule = DECISIONS[pd.kind].rule
    if rule is None and isinstance(pd, CardChoice):
        return QUESTION_RULES.get(question_name(pd.key))
    return rule


def check(game: Interpreter, pd: Pending, arg: int | None) -> IllegalActionError | None:
    """The one check of an answer to ``pd``: None when the number ``arg`` (None for the
    closing action) answers it, else why not, in plain words with the rule."""
    d = DECISIONS[pd.kind]
    if d.closes(game, pd) if arg is None else arg in d.offered(game, pd):
        return None
    return d.why_not(game, pd, arg)


def answers(game: Interpreter, pd: Pending) -> list[Action]:
    """Every legal answer to ``pd``: its offered numbers, then the closing action when it
    closes it (the two halves of :func:`check`).

    ``tests/villainous/test_decisions.py`` asks the check about every number around a
    pending decision of each kind and compares with this listing.
    """
    d = DECISIONS[pd.kind]
    made = _MADE[d.answer]
    out: list[Action] = []
    for a in d.offered(game, pd):  # one walk: the answers made the first time they are needed
        if a >= len(made):
            kind = d.answer
            made.extend(Action(kind, (i,)) for i in range(len(made), a + 1))
        out.append(made[a])
    if d.close is not None and d.closes(game, pd):
        out.append(_CLOSE[d.kind])
    return out


def why_not_answer(game: Interpreter, pd: Pending, action: Action) -> IllegalActionError:
    """Why ``action`` (of a known kind, with arguments of the right shape) is not a legal
    answer to ``pd``, in plain words with the rule.

    An action of the kind's answer or closing kind gets the check's reason; any other
    action is told what must be answered first.
    """
    d = DECISIONS[pd.kind]
    why: IllegalActionError | None = None
    if action.kind == d.answer:
        why = check(game, pd, action.args[0])
    elif action.kind == d.close:
        why = check(game, pd, None)
    return why if why is not None else _first_answer(game, pd)


def _first_answer(game: Interpreter, pd: Pending) -> IllegalActionError:
    from toolkit.villainous.text import pending_phrase

    return IllegalActionError.of(
        N_("{who} must first answer: {pending}"),
        rule_of(pd),
        who=_who(game, pd),
        pending=pending_phrase(cast("VillainousGame", game)),
    )


# -- the answers as a registry of action kinds (toolkit.core.kinds) ---------------------------
def _answer_check(game: VillainousGame, action: Action) -> IllegalActionError | None:
    """The one check of an answer: an action of the pending decision's answer kind (one
    whole number) or closing kind (no arguments) is decided by :func:`check`; any other
    action is refused as the game refuses it (wrong shape, nothing pending, another
    decision to answer first)."""
    pd = game.pending
    if pd is not None:
        d = DECISIONS[pd.kind]
        if action.kind == d.answer and whole_numbers(action, 1):
            return check(game, pd, action.args[0])
        if action.kind == d.close and not action.args:
            return check(game, pd, None)
    why = game._refusal(action)
    assert why is not None  # an answer kind is refused unless it answers what is pending
    return why


def _answer_candidates(d: Decision, closing: bool) -> Callable[[VillainousGame], list[Action]]:
    """The answers the listing asks the check about: when ``d`` is pending, its closing
    action, or the numbers it offers (in the order it offers them) followed by every other
    card id (for a question on cards), which the check refuses."""

    def candidates(game: VillainousGame) -> list[Action]:
        pd = game.pending
        if pd is None or pd.kind != d.kind:
            return []
        if closing:
            return [Action(cast(str, d.close))]
        offered = list(d.offered(game, pd))
        others: range = range(len(game.defs) if d.argument == "card" else 0)
        taken = set(offered)
        return [Action(d.answer, (n,)) for n in (*offered, *(n for n in others if n not in taken))]

    return candidates


def _answer_effect(game: VillainousGame, action: Action) -> None:
    """Apply a checked answer: the game records it and applies its decision's ``apply``."""
    game.apply(action)


def _answer_listing(name: str) -> Callable[[VillainousGame], list[Action]]:
    """The legal answers of kind ``name``: those of :func:`answers`, the game's listing."""

    def fast(game: VillainousGame) -> list[Action]:
        pd = game.pending
        return [] if pd is None else [a for a in answers(game, pd) if a.kind == name]

    return fast


def _not_an_answer(game: VillainousGame, action: Action) -> IllegalActionError:
    return game._why_illegal(action)


def _answer_kinds(d: Decision) -> list[ActionKind[VillainousGame]]:
    """The answer kind of ``d`` and its closing kind, if it has one."""
    out: list[ActionKind[VillainousGame]] = [
        ActionKind(
            d.answer,
            (d.argument,),
            _answer_check,
            _answer_candidates(d, False),
            _answer_effect,
            fast=_answer_listing(d.answer),
            rule=d.rule,
        )
    ]
    if d.close is not None:
        out.append(
            ActionKind(
                d.close,
                (),
                _answer_check,
                _answer_candidates(d, True),
                _answer_effect,
                fast=_answer_listing(d.close),
                rule=d.rule,
            )
        )
    return out


ANSWER_REGISTRY: Final[KindRegistry[VillainousGame]] = KindRegistry(
    "villainous", [k for d in _DECISIONS for k in _answer_kinds(d)], _not_an_answer
)
"""The answers to pending decisions as a :class:`~toolkit.core.kinds.KindRegistry`, beside
the turn actions' (:data:`toolkit.villainous.kinds.KINDS`): per kind its argument, its one
check (:func:`check`, with the decision's rule), its candidates and its effect. The game's
listing of answers (:func:`answers`) is each kind's fast listing, and
``tests/villainous/test_kinds.py`` proves with :meth:`~toolkit.core.kinds.KindRegistry.drift`
that it is exactly the candidates the check passes."""
