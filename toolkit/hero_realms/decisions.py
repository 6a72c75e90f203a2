"""Every kind of pending decision of Hero Realms, as one table: the one place each is decided.

An effect that asks the player (choose one, sacrifice up to n, stun target champion...)
leaves the game a *pending decision*, the compact tuple ``(kind, seat, source, ...)``.
:data:`DECISIONS` holds one :class:`Decision` per kind: the action kind that answers
it, whether a pass does, the candidates it offers, the **one check** of an answer,
and how an answer is applied. Everything else reads this table:

* the listing (:func:`answers`, called by
  :func:`~toolkit.hero_realms.legality.legal_actions`) is the candidates the
  check lets through, then ``pass`` when the decision may be declined;
* the refusal (:func:`why_not_answer`, called by
  :func:`~toolkit.hero_realms.legality.check`) is that same check asked for
  its reason, in plain words with the rule, after the shape of the answer;
* the answer (:func:`~toolkit.hero_realms.effects.answer`) is the kind's
  ``apply``;
* the public record (:func:`toolkit.hero_realms.records.pending_decision`) takes the
  kind's rule, the words of its pass and how many answers it takes from here, and its
  prompt from :func:`toolkit.hero_realms.prompts.describe_pending`.

The pending tuples, by kind (``seat`` decides; ``source`` is the card that asks, -1
for none):

=============  ====================================================  ===========
kind           tuple after ``(kind, seat, source)``                   answered by
=============  ====================================================  ===========
choose         the options (each a tuple of effects)                  choose i
sacrifice      up to n, the zones, the bonus per card                 sacrifice_card, pass
stun           whether it may be declined                             stun, pass
prepare        how many champions are still to prepare               prepare
target         how many cards the opponent will discard              target
discard        how many cards are still to discard, the reason       discard
draw_count     the most cards that may be drawn                      draw_count n
to_top         ``"any"`` or ``"champion"``, whether it may be declined to_top, pass
bequeath       the emperor's seat                                     bequeath, pass
=============  ====================================================  ===========

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position(
...     {"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1, names=["Ada", "Ben"])
>>> darian = game.players[0].hand[0]
>>> game.apply(Action("play", (darian,))); game.apply(Action("expend", (darian,)))
>>> DECISIONS[game.pending[0]].answer
'choose'
>>> answers(game, game.pending)
[Action(kind='choose', args=(0,)), Action(kind='choose', args=(1,))]
>>> str(why_not_answer(game, game.pending, Action("choose", (2,))))
'HR-A4: there are 2 options to choose from (0 to 1), not 2'
>>> why_not_answer(game, game.pending, Action("choose", (1,))) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.interned import CARD_ACTIONS, PASS
from toolkit.hero_realms.moves import (
    ask_discard,
    ask_prepare,
    discard,
    draw_then_discard,
    mark_discard,
    prepare,
    push,
    remove_from_play,
    stun,
    to_sacrifice_pile,
    to_top,
)
from toolkit.hero_realms.queries import discard_targets, guard_names, has_guard, stun_targets
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_, Nn_

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

Pending = tuple[Any, ...]
"""A pending decision: ``(kind, seat, source, ...)`` (see the table above)."""
Check = Callable[["TableState", Pending, int, bool], "IllegalActionError | None"]
"""``(game, pending, arg, explain)``: None when ``arg`` answers, else why not (see below)."""
Apply = Callable[["TableState", Pending, int], None]
"""``(game, pending, arg)``: apply the answer (``arg`` is -1 for a pass)."""

REFUSED: Final = IllegalActionError("refused")
"""What a check returns for a refused candidate when the listing asks (no words needed)."""

# Refusals whose participle agrees with the champion they name (aturdido, aturdida).
_STUN_GUARDED_TEAM = gendered(
    C_(
        "masculine",
        "{owner}'s team has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "feminine",
        "{owner}'s team has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "masculine plural",
        "{owner}'s team has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "feminine plural",
        "{owner}'s team has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
)
"""A stun refused: the team's guards come first."""
_STUN_GUARDED = gendered(
    C_(
        "masculine",
        "{owner} has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "feminine",
        "{owner} has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "masculine plural",
        "{owner} has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
    C_(
        "feminine plural",
        "{owner} has a prepared guard ({guard}), so only a guard can be targeted: {card} cannot be stunned until the guards are",
    ),
)
"""A stun refused: the guards come first."""
_STUN_NOW = gendered(
    C_("masculine", "{card} cannot be stunned now"),
    C_("feminine", "{card} cannot be stunned now"),
    C_("masculine plural", "{card} cannot be stunned now"),
    C_("feminine plural", "{card} cannot be stunned now"),
)
"""A stun refused for no other reason."""


@dataclass(frozen=True)
class Decision:
    """One kind of pending decision: what answers it, its one check, how it is applied."""

    kind: str
    """The first item of the pending tuple."""
    answer: str
    """The kind of action that answers it with a choice (``pass`` aside)."""
    candidates: Callable[[TableState, Pending], list[int]]
    """The arguments the listing asks the check about, in the order they are listed."""
    check: Check
    """The one check of an answer's argument (a whole number): None when it answers,
    else the refusal with its reason and rule (:data:`REFUSED` when not ``explain``)."""
    apply: Apply
    """Apply the answer: the choice, or the pass (argument -1)."""
    optional: Callable[[Pending], bool]
    """Whether ``pass`` answers it (the player may decline)."""
    choices: Callable[[Pending], tuple[int, int]]
    """The fewest and the most answers the whole decision takes (the record's bounds)."""
    rule: str | None
    """The rule of the public record (the variant's rule when None and ``kind`` is target)."""
    pass_words: str | None = None
    """The words of a pass (a catalogue entry), for a decision that may be declined."""
    prompt: str = ""
    """The key of its question's words in :data:`toolkit.hero_realms.prompts.PROMPTS`."""


def _names(game: TableState) -> list[Any]:
    from toolkit.hero_realms.text import refusal_names

    return refusal_names(game.game)


def _no_card(game: TableState, arg: int) -> IllegalActionError | None:
    """The refusal of a card number that names no card of this game."""
    if 0 <= arg < len(game.defs):
        return None
    return IllegalActionError.of(N_("there is no card number {card}"), card=arg)


def _not_there(
    game: TableState, pend: Pending, arg: int, message: str, rule: str, **words: Any
) -> IllegalActionError:
    """The refusal of card ``arg`` where the deciding player has no such card: no card of
    this game at all, else ``message`` (a catalogue entry naming ``{card}`` and ``{who}``)
    with ``rule``. Only a refusal's words come here; the listing's checks stop before."""
    return _no_card(game, arg) or IllegalActionError.of(
        message, rule, card=game.defs[arg].name, who=_names(game)[pend[1]], **words
    )


def _never(pend: Pending) -> bool:
    return False


def _always(pend: Pending) -> bool:
    return True


def _one(pend: Pending) -> tuple[int, int]:
    return 1, 1


# -- choose one (HR-A4) ---------------------------------------------------------------------
def _choose_candidates(game: TableState, pend: Pending) -> list[int]:
    return list(range(len(pend[3])))


def _choose_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    n = len(pend[3])
    if 0 <= arg < n:
        return None
    if not explain:
        return REFUSED
    return IllegalActionError.of(
        Nn_(
            "there is {n} option to choose from (0 to {last}), not {arg}",
            "there are {n} options to choose from (0 to {last}), not {arg}",
        ),
        "HR-A4",
        n=n,
        last=n - 1,
        arg=arg,
    )


def _choose_apply(game: TableState, pend: Pending, arg: int) -> None:
    seat, source = pend[1], pend[2]
    game.events.append(("choose", seat, source, arg))
    push(game, seat, source, pend[3][arg])


# -- sacrifice up to n cards (HR-A7) --------------------------------------------------------
def _sacrifice_candidates(game: TableState, pend: Pending) -> list[int]:
    p = game.players[pend[1]]
    zones = pend[4]
    return (p.hand if "hand" in zones else []) + (p.discard if "discard" in zones else [])


def _sacrifice_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    p = game.players[pend[1]]
    zones = pend[4]
    if ("hand" in zones and arg in p.hand) or ("discard" in zones and arg in p.discard):
        return None
    if not explain:
        return REFUSED
    from toolkit.hero_realms.text import zones_phrase

    return _not_there(
        game, pend, arg, N_("{card} is not in {who}'s {zones}"), "HR-A7", zones=zones_phrase(zones)
    )


def _sacrifice_apply(game: TableState, pend: Pending, arg: int) -> None:
    seat, source = pend[1], pend[2]
    if arg < 0:
        game.events.append(("decline", seat, source, "sacrifice"))
        return
    p = game.players[seat]
    zone = p.hand if arg in p.hand else p.discard
    zone.remove(arg)
    to_sacrifice_pile(game, seat, arg, source)
    # "if you do": the bonus applies once per card, then ask again.
    push(game, seat, source, (("sacrifice", pend[3] - 1, pend[4], pend[5]),))
    push(game, seat, source, pend[5])


def _sacrifice_choices(pend: Pending) -> tuple[int, int]:
    return 0, pend[3]


# -- stun target champion (HR-C4) -----------------------------------------------------------
def _stun_candidates(game: TableState, pend: Pending) -> list[int]:
    return stun_targets(game, pend[1])


def _stun_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    seat = pend[1]
    if arg in stun_targets(game, seat):
        return None
    if not explain:
        return REFUSED
    err = _no_card(game, arg)
    if err is not None:
        return err
    name = game.defs[arg].name
    owner = game.owner_of_champion(arg)
    if owner is None:
        return IllegalActionError.of(N_("{card} is not a champion in play"), "HR-C4", card=name)
    if game.team_of[owner] == game.team_of[seat]:
        return IllegalActionError.of(N_("{card} is not an opponent's champion"), "HR-C4", card=name)
    if owner not in game.variant.champion_targets(game, seat):
        return game.variant.why_not_champion(game.game, seat, owner)
    if has_guard(game, owner) and not game.defs[arg].guard:
        message = _STUN_GUARDED_TEAM if game._guard_team is not None else _STUN_GUARDED
        return IllegalActionError.agreeing(
            message.message,
            "HR-C4",
            "hero_realms",
            "card",
            owner=_names(game)[owner],
            guard=guard_names(game, owner)[0],
            card=name,
        )
    return IllegalActionError.agreeing(_STUN_NOW.message, "HR-C4", "hero_realms", "card", card=name)


def _stun_apply(game: TableState, pend: Pending, arg: int) -> None:
    if arg < 0:
        game.events.append(("decline", pend[1], pend[2], "stun"))
    else:
        stun(game, pend[1], arg, "HR-C4")


def _stun_optional(pend: Pending) -> bool:
    return bool(pend[3])


def _stun_choices(pend: Pending) -> tuple[int, int]:
    return (0 if pend[3] else 1), 1


# -- prepare n expended champions -----------------------------------------------------------
def _prepare_candidates(game: TableState, pend: Pending) -> list[int]:
    return game.players[pend[1]].champions


def _prepare_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    p = game.players[pend[1]]
    if arg in p.expended and arg in p.champions:
        return None
    if not explain:
        return REFUSED
    return _not_there(game, pend, arg, N_("{card} is not an expended champion of {who}'s"), "HR-A5")


def _prepare_apply(game: TableState, pend: Pending, arg: int) -> None:
    prepare(game, game.players[pend[1]], arg)
    ask_prepare(game, pend[1], pend[2], pend[3] - 1)


def _count_choices(pend: Pending) -> tuple[int, int]:
    return pend[3], pend[3]


# -- target opponent discards (the variant says who is in reach) ----------------------------
def _target_candidates(game: TableState, pend: Pending) -> list[int]:
    return discard_targets(game, pend[1])


def _target_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    seat = pend[1]
    if arg in discard_targets(game, seat):
        return None
    if not explain:
        return REFUSED
    if not 0 <= arg < len(game.players) or game.team_of[arg] == game.team_of[seat]:
        return IllegalActionError.of(N_("there is no opponent in seat {seat}"), seat=arg)
    if game.players[arg].out:
        return IllegalActionError.of(N_("{name} is already out"), "HR-E1", name=_names(game)[arg])
    return game.variant.why_not_target(game.game, seat, arg)


def _target_apply(game: TableState, pend: Pending, arg: int) -> None:
    mark_discard(game, pend[1], arg, pend[3])


# -- discard n cards (HR-D1) ----------------------------------------------------------------
def _discard_candidates(game: TableState, pend: Pending) -> list[int]:
    return game.players[pend[1]].hand


def _discard_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    if arg in game.players[pend[1]].hand:
        return None
    if not explain:
        return REFUSED
    return _not_there(game, pend, arg, N_("{card} is not in {who}'s hand"), "HR-D1")


def _discard_apply(game: TableState, pend: Pending, arg: int) -> None:
    discard(game, game.players[pend[1]], arg, pend[4])
    ask_discard(game, pend[1], pend[2], pend[3] - 1, pend[4])


# -- draw up to n, then discard as many ------------------------------------------------------
def _draw_count_candidates(game: TableState, pend: Pending) -> list[int]:
    return list(range(pend[3] + 1))


def _draw_count_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    if 0 <= arg <= pend[3]:
        return None
    if not explain:
        return REFUSED
    return IllegalActionError.of(
        N_("{who} may draw from 0 to {n} cards, not {arg}"),
        "HR-A4",
        who=_names(game)[pend[1]],
        n=pend[3],
        arg=arg,
    )


def _draw_count_apply(game: TableState, pend: Pending, arg: int) -> None:
    game.events.append(("choose_draw", pend[1], pend[2], arg))
    if arg:
        draw_then_discard(game, pend[1], pend[2], arg)


# -- put a card of the discard pile on top of the deck --------------------------------------
def _to_top_candidates(game: TableState, pend: Pending) -> list[int]:
    return game.players[pend[1]].discard


def _to_top_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    p = game.players[pend[1]]
    if arg in p.discard and (pend[3] == "any" or game.defs[arg].is_champion):
        return None
    if not explain:
        return REFUSED
    if arg not in p.discard:
        return _not_there(game, pend, arg, N_("{card} is not in {who}'s discard pile"), "HR-D1")
    return IllegalActionError.of(N_("{card} is not a champion"), "HR-T3", card=game.defs[arg].name)


def _to_top_apply(game: TableState, pend: Pending, arg: int) -> None:
    if arg < 0:
        game.events.append(("decline", pend[1], pend[2], "to_top"))
    else:
        to_top(game, game.players[pend[1]], arg)


def _to_top_optional(pend: Pending) -> bool:
    return bool(pend[4])


def _to_top_choices(pend: Pending) -> tuple[int, int]:
    return (0 if pend[4] else 1), 1


# -- a knocked-out commander's bequest (HR-V11) ----------------------------------------------
def _bequeath_candidates(game: TableState, pend: Pending) -> list[int]:
    p = game.players[pend[1]]
    return sorted(p.hand + p.deck + p.discard + p.champions)


def _bequeath_check(
    game: TableState, pend: Pending, arg: int, explain: bool
) -> IllegalActionError | None:
    p = game.players[pend[1]]
    if arg in p.hand or arg in p.deck or arg in p.discard or arg in p.champions:
        return None
    if not explain:
        return REFUSED
    return _not_there(game, pend, arg, N_("{card} is not a card {who} owns"), "HR-V11")


def _bequeath_apply(game: TableState, pend: Pending, arg: int) -> None:
    seat = pend[1]
    if arg < 0:
        game.events.append(("decline", seat, pend[2], "bequeath"))
        return
    p = game.players[seat]
    if arg in p.champions:
        remove_from_play(game, p, arg)
    else:
        for zone in (p.hand, p.deck, p.discard):
            if arg in zone:
                zone.remove(arg)
                break
    emperor = pend[3]
    game.players[emperor].discard.append(arg)
    game.owner[arg] = emperor
    game.events.append(("bequeath", seat, arg, emperor))


def _any_of(pend: Pending) -> tuple[int, int]:
    return 0, 1


_DECISIONS: Final = (
    Decision(
        "choose",
        "choose",
        _choose_candidates,
        _choose_check,
        _choose_apply,
        _never,
        _one,
        "HR-A4",
        prompt="choose",
    ),
    Decision(
        "sacrifice",
        "sacrifice_card",
        _sacrifice_candidates,
        _sacrifice_check,
        _sacrifice_apply,
        _always,
        _sacrifice_choices,
        "HR-A7",
        N_("sacrifice no more cards"),
        "sacrifice",
    ),
    Decision(
        "stun",
        "stun",
        _stun_candidates,
        _stun_check,
        _stun_apply,
        _stun_optional,
        _stun_choices,
        "HR-C4",
        N_("stun no champion"),
        "stun",
    ),
    Decision(
        "prepare",
        "prepare",
        _prepare_candidates,
        _prepare_check,
        _prepare_apply,
        _never,
        _count_choices,
        None,
        prompt="prepare",
    ),
    Decision(
        "target",
        "target",
        _target_candidates,
        _target_check,
        _target_apply,
        _never,
        _one,
        None,
        prompt="target",
    ),
    Decision(
        "discard",
        "discard",
        _discard_candidates,
        _discard_check,
        _discard_apply,
        _never,
        _count_choices,
        "HR-D1",
        prompt="discard",
    ),
    Decision(
        "draw_count",
        "draw_count",
        _draw_count_candidates,
        _draw_count_check,
        _draw_count_apply,
        _never,
        _one,
        None,
        prompt="draw_count",
    ),
    Decision(
        "to_top",
        "to_top",
        _to_top_candidates,
        _to_top_check,
        _to_top_apply,
        _to_top_optional,
        _to_top_choices,
        None,
        N_("put no card on top of your deck"),
        "to_top",
    ),
    Decision(
        "bequeath",
        "bequeath",
        _bequeath_candidates,
        _bequeath_check,
        _bequeath_apply,
        _always,
        _any_of,
        "HR-V11",
        N_("give no card to your emperor"),
        "bequeath",
    ),
)

DECISIONS: Final[dict[str, Decision]] = {d.kind: d for d in _DECISIONS}
"""Every kind of pending decision, by the first item of its tuple."""

ANSWERS: Final[dict[str, tuple[str, ...]]] = {
    d.kind: (d.answer, "pass") if d.pass_words is not None else (d.answer,) for d in _DECISIONS
}
"""The action kinds each pending kind may be answered with (``pass`` when it can be declined)."""


def answers(game: TableState, pend: Pending) -> list[Action]:
    """Every legal answer to ``pend``: the candidates its check passes, then ``pass`` if it may.

    The listing asks the very check the refusal asks (:func:`why_not_answer`), so the two
    cannot drift apart (``tests/hero_realms/test_decisions.py`` asks it about every card,
    seat and number around a pending decision of each kind).
    """
    d = DECISIONS[pend[0]]
    check = d.check
    shared = CARD_ACTIONS.get(d.answer)  # an answer naming a card: the interned action
    if shared is not None:
        out = [shared[a] for a in d.candidates(game, pend) if check(game, pend, a, False) is None]
    else:
        kind = d.answer
        out = [
            Action(kind, (a,))
            for a in d.candidates(game, pend)
            if check(game, pend, a, False) is None
        ]
    if d.optional(pend):
        out.append(PASS)
    return out


def why_not_answer(game: TableState, pend: Pending, action: Action) -> IllegalActionError | None:
    """None when ``action`` answers ``pend``, else why not, in plain words with the rule.

    The shape comes first (a pass with arguments, a pass where none is allowed, an
    action of another kind, an argument that is not one whole number), then the kind's
    check (:attr:`Decision.check`), the one that also decides the listing.
    """
    from toolkit.hero_realms.text import pending_phrase

    d = DECISIONS[pend[0]]
    refuse = IllegalActionError.of
    args = action.args
    if action.kind == "pass":
        if args:
            return refuse(N_("pass takes no arguments, got {args!r}"), args=args)
        if d.optional(pend):
            return None
        return refuse(
            N_("{who} must first {ask}; this choice is not optional"),
            who=_names(game)[pend[1]],
            ask=pending_phrase(game.game),
        )
    if action.kind != d.answer:
        return refuse(
            N_("{who} must first {ask}; {kind} does not answer it"),
            who=_names(game)[pend[1]],
            ask=pending_phrase(game.game),
            kind=action.kind,
        )
    if len(args) != 1 or type(args[0]) is not int:
        return refuse(
            N_("{kind} takes one whole number, got {args!r}"), kind=action.kind, args=args
        )
    return d.check(game, pend, args[0], True)
