"""The part of a table that every game shares: the :class:`Side` interface and the
helpers that lay out cards and players for a viewer.

Examples
--------
>>> substitute(Action("play", ("L1B0", 4, 1, -1, 0)), 4, 9).args
('L1B0', 9, 1, -1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.i18n import Translator, translator
from toolkit.i18n.messages import N_
from toolkit.play.board import Panel, Spot

if TYPE_CHECKING:
    from toolkit.core.bots import Bot
    from toolkit.core.contract import PendingDecision
    from toolkit.core.game import Game


__all__ = ["NOBODY", "Playable", "Side", "Viewer", "substitute"]

Playable = set[tuple[str, int | str]]
"""The (kind, ref) of every spot some legal action touches."""

Viewer = int | None
"""A seat, ``None`` for the teacher, or :data:`NOBODY` while the screen changes hands."""

NOBODY = -1
"""The viewer of a screen being passed between players: nothing private is shown."""


def _sees(viewer: Viewer, seat: int) -> bool:
    return viewer is None or viewer == seat


def _card_spot(
    iid: int,
    card: Any,
    marks: list[str],
    badges: list[str],
    tone: str,
    playable: Playable,
    detail: str = "",
    name: str | None = None,
) -> Spot:
    """The spot of card instance ``iid`` (design ``card``): its printed name, the letters
    and facts beside it, what it is and does (``detail``, printed on the card too),
    clickable when a legal action touches it; ``name`` is the name in the reader's language
    where it differs from the printed one."""
    name = name or card.name
    return Spot(
        "card",
        iid,
        name,
        tuple(marks),
        tuple(badges),
        tone=tone,
        title=f"{name}: {detail}" if detail else card.text,
        playable=("card", iid) in playable,
        detail=detail,
    )


def _player_spot(seat: int, name: str, playable: Playable) -> Spot:
    """The heading of a seat's panel, clickable when a legal action aims at the player."""
    return Spot("player", seat, name, playable=("player", seat) in playable)


def substitute(template: Action, old: Any, new: Any) -> Action:
    """``template`` with its first argument equal to ``old`` replaced by ``new``.

    The action a click means is built from a legal action of the same kind, so that
    the engine refuses it for its real reason (a card not in hand, a cost too high).

    Examples
    --------
    >>> substitute(Action("play", ("L1B0", 4, 1, -1, 0)), 4, 9).args
    ('L1B0', 9, 1, -1, 0)
    """
    args = list(template.args)
    for i, a in enumerate(args):
        if type(a) is type(old) and a == old:
            args[i] = new
            break
    return Action(template.kind, tuple(args))


class Side:
    """The per-game part of a table (subclasses fill it in)."""

    game_name = ""
    bot_names: tuple[str, ...] = ()
    strongest = ""
    """The name of the game's strongest bot (the hint asks it)."""
    legend = ""
    """What the letters on cards mean (an English msgid: the table translates it)."""
    player_button = N_("Target {name}")
    """The label of the button that aims at a player (attack, target, Fate)."""

    def make_bot(self, name: str, seed: int) -> Bot:
        """The bot called ``name`` (one of :attr:`bot_names`)."""
        raise NotImplementedError

    def new_game(self, seats: int, seed: int, names: Sequence[str] | None, **options: Any) -> Game:
        """A new game for ``seats`` players."""
        raise NotImplementedError

    def check_seats(self, seats: int, options: dict[str, Any], t: Translator) -> None:
        """Refuse, in ``t``'s language, a number of seats the game's data cannot seat
        (a ``SetupError``); the engine checks the rest."""

    def panels(
        self,
        game: Game,
        viewer: Viewer,
        playable: Playable,
        t: Translator | None = None,
        names: Sequence[str] | None = None,
    ) -> list[Panel]:
        """The table laid out for ``viewer``, in ``t``'s language with the seats called
        ``names``: one panel per seat, then shared parts."""
        raise NotImplementedError

    def tried(
        self,
        game: Game,
        kind: str,
        ref: int | str,
        legal: Sequence[Action],
        pending: PendingDecision | None,
    ) -> Action | None:
        """The action a click on (``kind``, ``ref``) means when no legal action touches it."""
        raise NotImplementedError

    def effects(
        self, before: Game, after: Game, seat: int, t: Translator | None = None
    ) -> list[str]:
        """What an action did for ``seat``, in words (compare the game before and after)."""
        return []

    def summary(
        self, game: Game, t: Translator | None = None, names: Sequence[str] | None = None
    ) -> list[str]:
        """Who won and why (:meth:`_won`), then a short account of each seat
        (:meth:`_accounts`), in ``t``'s language with the seats called ``names``."""
        t = t or translator("en")
        names = list(names or game.names)
        if game.winners:
            head = self._won(game, t, names)
        else:
            head = t.tr("The game stopped on turn {n} without a winner.", n=game.turn)
        return [head, *self._accounts(game, t, names)]

    def _won(self, game: Game, t: Translator, names: list[str]) -> str:
        """Who won a finished game and how."""
        raise NotImplementedError

    def _accounts(self, game: Game, t: Translator, names: list[str]) -> list[str]:
        """A line on each seat at the end of a game."""
        return []

    def card_name(self, game: Game, iid: int) -> str:
        """The printed name of a card instance."""
        return str(game.defs[iid].name)  # type: ignore[attr-defined]

    def seat_view(self, game: Game, seat: int, seed: int) -> Game:
        """A copy of ``game`` holding only what ``seat`` may know.

        Every card ``seat`` cannot see is dealt again at random among the places it
        could be (another player's hand and deck, every deck's order, the market deck),
        and the copy's random state is new, so that a bot asked on the copy answers from
        the seat's view alone: it cannot read a hidden hand or the next shuffle.
        """
        import random

        view = game.clone()
        rng = random.Random(seed)
        for pools in self._hidden(view, seat):
            cards = [c for pile in pools for c in pile]
            rng.shuffle(cards)
            at = 0
            for pile in pools:
                pile[:] = cards[at : at + len(pile)]
                at += len(pile)
        view.rng = random.Random(rng.random())  # type: ignore[attr-defined]
        return view

    def _hidden(self, game: Game, seat: int) -> list[list[list[int]]]:
        """The groups of piles whose cards ``seat`` cannot tell apart (dealt again together)."""
        return []
