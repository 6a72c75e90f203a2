"""The Disney Villainous rules engine (rule IDs V-* of the rule catalogue; rulings in
``docs/villainous-rules.md``).

A game is a seed, a setup and a list of decisions (see :class:`toolkit.core.game.Game`).
Card abilities are interpreted from the villain data files: an ability becomes a
*frame* on the effect stack; an effect that needs a choice stores a pending
decision (``choose i``) for the player who must make it, and the stack resumes
when it is answered. Conditions are offered to their owner during an opponent's
turn as a pending decision for that (non-active) player.

:class:`VillainousGame` is the public face of a chain of layers, each a module whose
class extends the one below and calls only downwards: :mod:`~toolkit.villainous.state`
(the records and the table), :mod:`~toolkit.villainous.views` (the cached view of each
Realm), :mod:`~toolkit.villainous.queries` (what the table says),
:mod:`~toolkit.villainous.moves` (cards moving between zones),
:mod:`~toolkit.villainous.interpreter` (running abilities, asking their questions) and
:mod:`~toolkit.villainous.turn` (the turn flow). The game holds its other parts as modules
of plain functions taking the game, not as layers: the effect verbs, in family modules
(:mod:`~toolkit.villainous.effects_cards`, :mod:`~toolkit.villainous.effects_realm`,
:mod:`~toolkit.villainous.effects_treasure`, :mod:`~toolkit.villainous.effects_compose`,
:mod:`~toolkit.villainous.effects_fate`), each verb declared beside its function and
resolved by the interpreter through the one table of :mod:`~toolkit.villainous.effects`;
the checks each action must pass, each kind's beside it in
:mod:`~toolkit.villainous.kinds` and :mod:`~toolkit.villainous.kinds_vanquish` (those two
kinds share in :mod:`~toolkit.villainous.checks`); and
:mod:`~toolkit.villainous.legality` (what may be done, and why not), which this facade
hands itself to for the contract's ``legal_actions`` and ``_check``. This module also
adds the contract's descriptions of decisions and actions, and the text.

Examples
--------
>>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
>>> game.current_player, game.phase
(0, 'move')
>>> sorted({a.kind for a in game.legal_actions()})
['move']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, PendingDecision
from toolkit.core.errors import IllegalActionError, SetupError
from toolkit.core.game import Event
from toolkit.core.setup_check import names_arg
from toolkit.villainous import legality
from toolkit.villainous.kinds import fate_targets
from toolkit.villainous.saved_position import is_saved_position, setup_of
from toolkit.villainous.setup_check import position_mapping
from toolkit.villainous.specials import DEFAULT_VILLAINS
from toolkit.villainous.speed import copy_declared
from toolkit.villainous.state import (
    _UNSET,
    FATE_TOKEN_PLAYERS,
    GAME_FIELDS,
    UnsettledTurnError,
)
from toolkit.villainous.turn import TurnFlow

__all__ = ["UnsettledTurnError", "VillainousGame"]


class VillainousGame(TurnFlow):
    """A game of Disney Villainous for 2 to 6 players.

    Setup keys: ``villains`` (one id per seat, in turn order), ``fate_token``
    (V-F3, default True) and ``fate_token_players`` (the token is used from that many
    players on, default 5: the official instructions), ``activation`` (``per_symbol``,
    the published rule, or ``per_payment``, the seed's reading of V-C1),
    ``position`` (an exact start, see :meth:`from_position`) and ``names``.
    """

    __slots__ = ()

    # -- construction -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        seed: int = 0,
        *,
        villains: Sequence[str] = DEFAULT_VILLAINS,
        fate_token: bool = True,
        activation: str = "per_symbol",
        names: Sequence[str] | None = None,
        fate_token_players: int = FATE_TOKEN_PLAYERS,
    ) -> VillainousGame:
        """A new game, shuffled from ``seed``; ``villains`` gives one villain id per seat."""
        setup: dict[str, Any] = {
            "villains": list(villains),
            "fate_token": fate_token,
            "fate_token_players": fate_token_players,
            "activation": activation,
        }
        if names is not None:
            setup["names"] = names_arg(names)  # a string is refused, not split
        return cls(setup, seed)

    @classmethod
    def from_position(
        cls,
        position: Mapping[str, Any],
        seed: int | None = None,
        *,
        villains: Sequence[str] | None = None,
        fate_token: bool = True,
        activation: str = "per_symbol",
        fate_token_players: int = FATE_TOKEN_PLAYERS,
    ) -> VillainousGame:
        """A game starting from an exact position, stored in the setup so that it replays.

        ``position`` holds ``players``: one mapping per seat with any of ``hand``,
        ``deck_top``, ``fate_top``, ``maui_top``, ``discard``, ``fate_discard``,
        ``ingredients`` (card ids), ``empty_deck`` (the rest of the deck to the discard),
        ``top``/``bottom`` (location id -> card ids), ``attached`` ([item, host] id
        pairs; the host must be placed), ``power``, ``poison``, ``location``,
        ``treasures`` ([[hero id, token id, face_up]]), ``claimed`` (token ids),
        ``unlocked`` (bool) and ``lock_at`` (location id); and optionally
        ``phase`` (``move`` or ``act``) and ``fate_token`` (seat holding it).

        A seat whose mapping gives a ``hand`` keeps exactly that hand; any other seat
        draws its opening hand of four from its shuffled deck (V-S4), so give
        ``"hand": []`` for a seat that must hold nothing (for example, no Condition).

        ``position`` may instead be a whole table saved by :meth:`state_dict` (see
        :mod:`toolkit.villainous.saved_position`), which brings its own villains, names,
        options and seed (``seed`` overrides it): the game rebuilt from it has the same
        ``state_dict()`` and plays on identically.

        Raises
        ------
        SetupError
            If the position is malformed or contradicts itself; no game is built.
        """
        if is_saved_position(position):
            if villains is not None:
                raise SetupError("a saved position names its own villains")
            saved, seed = setup_of(position, seed)
            return cls(saved, seed)
        setup: dict[str, Any] = {
            "villains": list(DEFAULT_VILLAINS if villains is None else villains),
            "fate_token": fate_token,
            "fate_token_players": fate_token_players,
            "activation": activation,
            "position": position_mapping(position),
        }
        return cls(setup, 0 if seed is None else seed)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int) -> VillainousGame:
        """A new game from a setup mapping as stored in a log."""
        return cls(setup, seed)

    def clone(self) -> VillainousGame:
        """An independent copy, made field by field as
        :data:`~toolkit.villainous.state.GAME_FIELDS` declares: it shares the immutable
        card and villain definitions, copies the append-only records shallowly, leaves
        the caches of the current decision behind and copies the rest deeply."""
        return self.__deepcopy__({})

    def __deepcopy__(self, memo: dict[int, Any]) -> VillainousGame:
        """``copy.deepcopy`` makes the same copy as :meth:`clone` (the caches left behind
        are rebuilt when next asked), compiled or not."""
        for d in self.defs:
            memo[id(d)] = d
        for v in self.vdefs:
            memo[id(v)] = v
        other = type(self)(_UNSET, 0)
        memo[id(self)] = other
        copy_declared(self, other, memo, GAME_FIELDS)
        return other

    # -- legality (toolkit.villainous.legality) ---------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, pending answers included.

        A tuple, kept for the current decision (see
        :func:`toolkit.villainous.legality.legal_actions`): nothing a caller does with it
        can change the game, and asking twice costs nothing.
        """
        legal = self._legal  # as legality.legal_actions, one call less on the hottest path
        if legal is not None and legal[0] == self._version:
            return legal[1]
        return legality.legal_now(self)

    def _check(self, action: Action) -> None:
        legality.check(self, action)

    def _refusal(self, action: Action) -> IllegalActionError | None:
        """The first check ``action`` fails, or None (:func:`toolkit.villainous.legality.refusal`):
        the one way the registries of action kinds beside the chain (``kinds.py``,
        ``decisions.py``, which legality imports) ask the whole game's checks."""
        return legality.refusal(self, action)

    def _why_illegal(self, action: Action) -> IllegalActionError:
        """Why ``action`` is refused (:func:`toolkit.villainous.legality.why_illegal`),
        for the registries of action kinds as :meth:`_refusal`."""
        return legality.why_illegal(self, action)

    def fate_targets(self, seat: int) -> list[int]:
        """The opponents ``seat`` may aim Fate at now (V-F1, V-F3).

        Parameters
        ----------
        seat : int
            The player who would play Fate.

        Returns
        -------
        list[int]
            The seats of the opponents that may be targeted, in seat order.
        """
        return fate_targets(self, seat)

    # -- the public contract: pending decisions, action facts, the table as data ------------
    @property
    def pending_decision(self) -> PendingDecision | None:
        """The question the rules put to :attr:`current_player` now, or None.

        A frozen :class:`~toolkit.core.contract.PendingDecision`: who decides, the card
        that asks, and every answer as an :class:`~toolkit.core.contract.Option` with its
        action, a plain-words label and the card or location it names. While it is not
        None, :meth:`legal_actions` lists exactly its options' actions.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> game.pending_decision is None
        True
        """
        from toolkit.villainous.facts import pending_decision

        return pending_decision(self)

    def pending_decision_in(self, lang: str = "en") -> PendingDecision | None:
        """:attr:`pending_decision` with its prompt and option labels in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> game.pending_decision_in("it") is None
        True
        """
        from toolkit.villainous.facts import pending_decision

        return pending_decision(self, lang)

    def action_info(self, action: Action, lang: str = "en") -> ActionInfo:
        """What a legal ``action`` plays, uses, targets and costs, as structured fields.

        ``card`` is the card instance played, activated, moved or discarded;
        ``target_card`` the Hero vanquished or the host an Item is attached to;
        ``target_player`` the opponent a Fate action aims at; ``location`` the printed
        name of the location moved to or played at; ``cost`` is in ``"power"``. ``extra``
        names the action symbol used (``symbol``, ``symbol_location``) and kind-specific
        facts (``gain``, ``poison``, ``from``, ``discard_instead``).

        Raises
        ------
        IllegalActionError
            If ``action`` is not legal now.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.action_info(game.legal_actions()[0]).location
        'Skull Rock'
        """
        from toolkit.villainous.facts import action_info

        return action_info(self, action, lang)

    def find_action(
        self,
        kind: str,
        *,
        card: int | None = None,
        location: str | int | None = None,
        target: int | None = None,
    ) -> Action:
        """The legal action of ``kind`` for ``card`` at ``location`` aimed at ``target``.

        Actions name action symbols by internal codes; this builds an action from what a
        player sees instead. ``location`` is a printed name, a data id or 0 to 3;
        ``target`` a card instance (a Hero to vanquish, a host) or a seat (Fate). When
        several symbols allow the same move, the first listed is returned.

        Raises
        ------
        IllegalActionError
            If no legal action matches.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.find_action("move", location="Mermaid Lagoon")
        Action(kind='move', args=(2,))
        """
        from toolkit.villainous.facts import find_action

        return find_action(self, kind, card=card, location=location, target=target)

    def state_dict(self) -> dict[str, Any]:
        """A deterministic, JSON-serialisable snapshot of everything on the table.

        The layout (``version`` 1) is documented in ``docs/villainous-rules.md``: the turn,
        phase and active seat; per player the villain, Power, Poison, Mover location,
        every pile in order (cards as ``{"id": instance, "card": design id}``), the Realm
        location by location with its lock, Treasures and the turn's bookkeeping; the
        attached cards, Strength tokens, set-aside cards, the pending decision, the
        abilities being resolved, the Condition triggers of the current action, and a
        digest of the shuffler's state. Two games with equal snapshots are in the same
        position.

        Examples
        --------
        >>> import json
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> json.loads(json.dumps(game.state_dict())) == game.state_dict()
        True
        """
        from toolkit.villainous.facts import state_dict

        return state_dict(self)

    def _repr_html_(self) -> str:
        """The table drawn in Jupyter (teacher's view); see :mod:`toolkit.html.villainous`."""
        from toolkit.html.villainous import state_html

        return state_html(self)

    def __repr__(self) -> str:
        names = " vs ".join(self.names)
        if self.over:
            won = " and ".join(self.names[w] for w in self._winners) or "nobody"
            return f"<VillainousGame {names}: over in turn {self._turn}, {won} won>"
        return (
            f"<VillainousGame {names}: turn {self._turn}, "
            f"{self.names[self.current_player]} to act ({self.phase})>"
        )

    def instance(self, seat: int, card_id: str, zone: str | None = None, n: int = 0) -> int:
        """The instance id of the ``n``-th copy of design ``card_id`` owned by ``seat``.

        ``zone`` narrows the search: ``"realm"``, a location's printed name or data id, or
        a pile (``hand``, ``deck``, ``discard``, ``fate_deck``, ``fate_discard``,
        ``maui_deck``, ``maui_discard``, ``ingredients``). Without it the copies in the
        Realm come first, then the hand, the Ingredients, the discard piles, then the
        rest, so that a position's cards are found before the copies still in a deck.

        Raises
        ------
        KeyError
            If there is no such copy there.

        Examples
        --------
        >>> game = VillainousGame.from_position(
        ...     {"players": [{"hand": ["swashbuckler"]}]}, villains=["captain_hook", "ursula"])
        >>> game.instance(0, "swashbuckler", "hand") in game.players[0].hand
        True
        """
        p = self.players[seat]
        piles = {
            "hand": p.hand,
            "deck": p.deck,
            "discard": p.discard,
            "fate_deck": p.fate_deck,
            "fate_discard": p.fate_discard,
            "maui_deck": p.maui_deck,
            "maui_discard": p.maui_discard,
            "ingredients": p.ingredients,
        }
        where: list[int]
        if zone is None:
            where = [*self.realm_cards(seat), *p.hand, *p.ingredients, *p.discard]
            where += p.fate_discard + p.maui_discard
            seen = set(where)
            where += [
                i
                for i in range(len(self.defs))
                if self.owner[i] == seat and i not in seen and self.defs[i].id == card_id
            ]
        elif zone == "realm":
            where = list(self.realm_cards(seat))
        elif zone in piles:
            where = list(piles[zone])
        else:
            li = next(
                (k for k, loc in enumerate(p.villain.locations) if zone in (loc.name, loc.id)),
                -1,
            )
            if li < 0:
                raise KeyError(f"no zone {zone!r}: a pile, 'realm' or a location of the Realm")
            where = [i for i in self.realm_cards(seat) if self.loc_of(i) == li]
        hits = [i for i in where if self.defs[i].id == card_id]
        if not 0 <= n < len(hits):
            raise KeyError(
                f"{self.names[seat]} has {len(hits)} cop{'y' if len(hits) == 1 else 'ies'} "
                f"of {card_id!r} in {zone or 'the game'}, so no copy number {n}"
            )
        return hits[n]

    def slot_symbol(self, slot: str) -> tuple[str, int | None] | None:
        """The symbol an available action slot gives and the location it is printed at
        (None for a slot that is not available now)."""
        for sid, base, sym, _cov in self.slots():
            if sid != slot:
                continue
            li: int | None = None
            if base[:1] == "L" and base[1:2].isdigit():
                li = int(base[1])
            elif base[:1] == "A" and base[1:].isdigit():
                li = self.loc_of(int(base[1:]))
            return sym.split(":")[0], li
        return None

    def slot_power(self, slot: str) -> int:
        """How much Power an available Gain Power slot gives (0 for any other slot)."""
        for sid, _base, sym, _cov in self.slots():
            if sid == slot and sym.startswith("gain_power:"):
                return int(sym.split(":")[1])
        return 0

    def alternative_payment(self, seat: int, iid: int) -> int | None:
        """The card in ``seat``'s Realm that may be discarded instead of paying for ``iid``."""
        return self._map_alternative(self.players[seat], iid)

    def action_cost(self, seat: int, symbol: str) -> int:
        """The extra Power ``seat`` pays to take an action symbol (Bashful's Brew Poison)."""
        return self._action_cost(seat, symbol)

    def token_name(self, seat: int, tok: str) -> str:
        """The printed name of one of ``seat``'s Treasure tokens."""
        return str(self._token_def(seat, tok).name)

    def describe_pending(self, lang: str = "en") -> str:
        """What the pending decision asks, in words of ``lang`` (en, es, it)."""
        from toolkit.villainous.text import describe_pending

        return describe_pending(self, lang)

    def short_action(self, action: Action, lang: str = "en") -> str:
        """A few words for ``action``, for a list of the legal actions, in ``lang``."""
        from toolkit.villainous.text import short_action

        return short_action(self, action, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        """What ``action`` does, for the player to act now, in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.describe_action(game.legal_actions()[0], "es")
        'Captain Hook se mueve a Skull Rock'
        """
        from toolkit.villainous.text import describe_action

        return describe_action(self, action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        """A sentence for an event of this game, in ``lang`` (en, es, it)."""
        from toolkit.villainous.text import describe_event

        return describe_event(self, event, lang)

    def text(self, lang: str = "en") -> str:
        """The table as text (what ``str(game)`` prints), in ``lang`` (en, es, it)."""
        from toolkit.villainous.text import state_text

        return state_text(self, lang)

    def __str__(self) -> str:
        return self.text()
