"""The table's hint: what the search bot would do now and why, from the deciding seat's view.

Methods of :class:`~toolkit.play.model.TableModel` (``hint``, ``suggestion`` and
``explain``), kept here so that the model stays one screenful of controls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.play.advice import advice
from toolkit.play.answers import _end_action
from toolkit.play.seats import bot_words

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.play.board import Message
    from toolkit.play.model import TableModel


def hint(self: TableModel) -> Message:
    """What the search bot would do now, why, and what its search saw, in words: it
    plays sampled futures from the hinted seat's view only (never a hidden card),
    within :attr:`hint_playouts` playouts and :attr:`hint_seconds`."""
    from toolkit.search.hint import hint_words, search_hint

    game = self.game
    t = self.t
    if game.over:
        return self._say("info", t.tr("The game is over."))
    blocked = self._blocked()
    if blocked is not None:  # nothing is said from a hand that is not on the screen
        return blocked
    seed = self.seed + 101 + len(game.decisions)
    found = search_hint(game, seed=seed, playouts=self.hint_playouts, seconds=self.hint_seconds)
    action = _as_shown(self, found.action)
    thrown = self._thrown(game, action)
    kept = None
    if thrown:
        # never a move that throws the hand away while a move of the same kind keeps it
        keep = [
            a for a in game.legal_actions() if a.kind == action.kind and not self._thrown(game, a)
        ]
        if keep:
            other = self.suggestion()
            kept = other if other in keep else keep[0]
    if kept is not None:
        text, why = self.explain(kept)
        msg = _suggests(self, kept, text)
        if why:
            msg += t.tr(" Why: it {reasons}.", reasons=t.gettext("; it ").join(why))
        said = advice(game, action, self.lang)
        if said is not None:
            # Translators: {other} is a move to a location in the imperative ("move to
            # Skull Rock"), {n} a number of cards.
            msg += " " + t.plural(
                "It keeps your hand: {other} and you would throw away {n} card of it.",
                "It keeps your hand: {other} and you would throw away {n} cards of it.",
                thrown,
                other=said,
            )
        else:
            # Translators: {other} is a move to a location, {n} a number of cards.
            msg += " " + t.plural(
                "It keeps your hand: {other} would throw away {n} card of it.",
                "It keeps your hand: {other} would throw away {n} cards of it.",
                thrown,
                other=self._label(action),
            )
        self.hinted, self.hint_found = kept, found
        return self._say("hint", msg)
    text, why = self.explain(action)
    if action == _end_action(game):
        left = self.unused()
        if left:
            why.append(t.tr("ends the turn with {left}", left="; ".join(left)))
    # what the move does in the game's words, with its rule; the table's own list of
    # effects is said only when the search has no such sentence, so nothing is said twice
    advised = advice(game, action, self.lang) is not None
    words, shares, rules, lead = hint_words(
        found, game, t, lambda a: _advised(self, a), advised=advised
    )
    msg = _suggests(self, action, text, rules, lead)
    if why and not (words or lead or rules):
        # TRANSLATORS: each reason is a phrase such as "gains 3 gold"; English puts
        # "it" before each one, other languages need not.
        msg += t.tr(" Why: it {reasons}.", reasons=t.gettext("; it ").join(why))
    self.hinted, self.hint_found = action, found
    return self._say("hint", " ".join(w for w in (msg, words, shares) if w))


def _advised(self: TableModel, action: Action) -> str:
    """A move of the hint said to the player at the table ("buy Fire Gem"), or, where it
    has no such words (:func:`toolkit.play.advice.advice`), as the table labels it."""
    return advice(self.game, action, self.lang) or self._label(action)


def _suggests(
    self: TableModel, action: Action, text: str, rules: tuple[str, ...] = (), lead: str = ""
) -> str:
    """The hint's first sentence: the move, said to the player at the table as advice
    where it has words for it (with ``rules`` beside it, or in the words of ``lead``, a
    reason that says the move as advice: "play Gold first: its 1 gold ..."), else as the
    engine says it (``text``)."""
    t = self.t
    does = bot_words("search", t)
    said = advice(self.game, action, self.lang)
    if said is not None:
        if lead:  # a sentence of its own that starts with the verb: inside this one
            said = lead[:1].lower() + lead[1:].removesuffix(".")
        if rules:
            said += " (" + ", ".join(rules) + ")"
        # Translators: {does} says what the bot does, e.g. "tries its close choices a few
        # turns ahead"; {action} is the move, in the imperative ("buy Fire Gem").
        return t.tr("The bot that {does} suggests: {action}.", does=does, action=said)
    # Translators: {does} says what the bot does, e.g. "tries its close choices a few
    # turns ahead"; {action} is the move it would make.
    return t.tr("The bot that {does} would: {action}.", does=does, action=text)


def suggestion(self: TableModel) -> Action:
    """The legal action the strongest bot of this game would take now.

    The bot is asked on the deciding seat's view of the game
    (:meth:`~toolkit.play.sides.Side.seat_view`): every card that seat cannot see is
    dealt again at random, so the suggestion never comes from a hidden hand or deck.
    """
    seed = self.seed + 101 + len(self.game.decisions)
    view = self.side.seat_view(self.game, self.to_act, seed)
    bot = self.side.make_bot(self.side.strongest, seed)
    legal = view.legal_actions()
    action = bot.choose(view, legal)
    if self._thrown(view, action):
        # never a move that throws the hand away while another move keeps it
        keep = [a for a in legal if a.kind != action.kind or not self._thrown(view, a)]
        if any(a.kind == action.kind for a in keep):
            action = bot.choose(view, [a for a in keep if a.kind == action.kind] or keep)
    return action


def explain(self: TableModel, action: Action) -> tuple[str, list[str]]:
    """What a legal ``action`` is, in words, and what it does for its player (on a copy)."""
    game = self.game
    info = game.action_info(action)
    after = game.clone()
    after.apply(action)
    label = info.label if self.lang == "en" else self._describe(action)
    return label, self.side.effects(game, after, info.player, self.t)


def _as_shown(self: TableModel, action: Action) -> Action:
    """The answer the table offers for ``action``: of the moves that read the same and end
    the same (one control, see :func:`toolkit.play.answers.distinct`), the first listed."""
    label = self._label(action)
    outcome = self._outcome(action)
    for other in self.game.legal_actions():
        if other == action:
            return action
        if self._label(other) == label and self._outcome(other) == outcome:
            return other
    return action
