"""The action-kind registry: per kind of action, its arguments, its check, its listing
and its effect, side by side.

A game declares each kind of action once, as an :class:`ActionKind`:

- ``name`` and ``args``: the kind as written in a log (``Action.kind``) and the
  meaning of its arguments, in order;
- ``check(game, action)``: the one place that decides whether an action of this kind
  may be taken now. It returns None for a legal action, else the refusal: an
  :class:`~toolkit.core.errors.IllegalActionError` saying why, with the rule ID;
- ``candidates(game)``: the actions the listing asks the check about. The legal
  actions of the kind are, by definition, the candidates the check passes
  (:meth:`ActionKind.listing`);
- ``fast``: optionally, a listing built without one call per candidate, for a hot
  path. It must give exactly the candidates the check passes, in the same order;
  :meth:`KindRegistry.listing_drift` compares the two, and a game's tests run it over
  many positions, so the fast listing cannot drift from the check;
- ``effect(game, action)``: what a verified action does to the game.

:class:`KindRegistry` holds a game's kinds, closed (no kind is added once it is built)
and frozen (read-only mapping): :meth:`~KindRegistry.check`,
:meth:`~KindRegistry.legal` and :meth:`~KindRegistry.do` dispatch on ``action.kind``
with one lookup, and refuse a kind the game does not have with a typed error (the
game words that refusal, as its other refusals).

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.core.errors import IllegalActionError
>>> class Counter:
...     def __init__(self) -> None:
...         self.value = 0
>>> def too_big(game, action):
...     if action.args[0] + game.value > 3:
...         return IllegalActionError("the counter stops at 3", "EX-1")
...     return None
>>> def add(game, action):
...     game.value += action.args[0]
>>> ADD = ActionKind("add", ("amount",), too_big, lambda g: [Action("add", (n,)) for n in (1, 2)], add)
>>> def unknown(game, action):
...     return IllegalActionError(f"{action.kind!r} is not an action here")
>>> KINDS = KindRegistry("counter", (ADD,), unknown)
>>> game = Counter()
>>> KINDS.legal(game)
[Action(kind='add', args=(1,)), Action(kind='add', args=(2,))]
>>> KINDS.do(game, Action("add", (2,)))
>>> KINDS.legal(game)
[Action(kind='add', args=(1,))]
>>> str(KINDS.check(game, Action("add", (2,))))
'EX-1: the counter stops at 3'
>>> str(KINDS.check(game, Action("jump")))
"'jump' is not an action here"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError

G = TypeVar("G")
"""The game (or the part of it) the kinds read and change."""

Check = Callable[[G, Action], "IllegalActionError | None"]
"""``check(game, action)``: None when the action is legal now, else the refusal."""
Listing = Callable[[G], Iterable[Action]]
"""``listing(game)``: actions of one kind, in the order they are offered."""
Effect = Callable[[G, Action], None]
"""``effect(game, action)``: apply a verified action."""


def whole_numbers(action: Action, n: int) -> bool:
    """Whether ``action`` has exactly ``n`` arguments, all whole numbers (not booleans).

    Examples
    --------
    >>> whole_numbers(Action("play", (3,)), 1), whole_numbers(Action("play", (True,)), 1)
    (True, False)
    """
    args = action.args
    return len(args) == n and all(type(a) is int for a in args)


@dataclass(frozen=True, slots=True)
class ActionKind(Generic[G]):
    """One kind of action: its arguments, its check, its listing and its effect."""

    name: str
    """The kind as written in an action and in a log (``Action.kind``)."""
    args: tuple[str, ...]
    """The meaning of its arguments, in order (empty for a kind that takes none)."""
    check: Check[G]
    """The one check: None when an action of this kind is legal now, else the refusal,
    which says why in plain words and names the rule."""
    candidates: Listing[G]
    """The actions the listing asks the check about (every legal one among them)."""
    effect: Effect[G]
    """What a verified action of this kind does."""
    fast: Listing[G] | None = None
    """A listing built without a call per candidate, equal to the candidates the check
    passes (proved by the game's tests through :meth:`KindRegistry.listing_drift`)."""
    rule: str | None = None
    """The rule that allows the kind, for the documentation and ``explain``."""

    def listing(self, game: G) -> list[Action]:
        """The legal actions of this kind: the fast listing, or the candidates the check passes."""
        if self.fast is not None:
            return list(self.fast(game))
        return self.checked_listing(game)

    def checked_listing(self, game: G) -> list[Action]:
        """The candidates the check passes, asked one by one (the definition of the listing)."""
        check = self.check
        return [a for a in self.candidates(game) if check(game, a) is None]


class KindRegistry(Generic[G]):
    """A game's kinds of action, closed and read-only, dispatched on ``action.kind``.

    Parameters
    ----------
    game:
        The game's name, for messages and documentation.
    kinds:
        Its kinds, in the order the listing offers them.
    unknown:
        The refusal of an action whose kind the game does not have, in the game's words.

    Raises
    ------
    ValueError
        If two kinds share a name (a programming error, found at import).
    """

    __slots__ = ("_by_name", "_unknown", "effects", "game", "kinds")

    def __init__(
        self,
        game: str,
        kinds: Sequence[ActionKind[G]],
        unknown: Callable[[G, Action], IllegalActionError],
    ) -> None:
        by_name: dict[str, ActionKind[G]] = {}
        for k in kinds:
            if k.name in by_name:
                raise ValueError(f"{game}: the kind {k.name!r} is declared twice")
            by_name[k.name] = k
        self.game = game
        self.kinds: tuple[ActionKind[G], ...] = tuple(kinds)
        """The kinds, in the order the listing offers them."""
        self._by_name: Mapping[str, ActionKind[G]] = MappingProxyType(by_name)
        self.effects: Mapping[str, Effect[G]] = MappingProxyType({k.name: k.effect for k in kinds})
        """Each kind's effect by name, read-only: a hot path that has verified an action
        applies it with ``effects[action.kind](game, action)``, one lookup and one call."""
        self._unknown = unknown

    @property
    def names(self) -> tuple[str, ...]:
        """The names of the kinds, in listing order."""
        return tuple(k.name for k in self.kinds)

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[ActionKind[G]]:
        return iter(self.kinds)

    def __len__(self) -> int:
        return len(self.kinds)

    def get(self, name: str) -> ActionKind[G] | None:
        """The kind called ``name``, or None if the game has none."""
        return self._by_name.get(name)

    def __getitem__(self, name: str) -> ActionKind[G]:
        return self._by_name[name]

    def check(self, game: G, action: Action) -> IllegalActionError | None:
        """None when ``action`` is legal now, else the refusal (an unknown kind included)."""
        kind = self._by_name.get(action.kind)
        if kind is None:
            return self._unknown(game, action)
        return kind.check(game, action)

    def legal(self, game: G) -> list[Action]:
        """Every legal action of every kind, kind by kind in the registry's order."""
        out: list[Action] = []
        for kind in self.kinds:
            out.extend(kind.listing(game))
        return out

    def do(self, game: G, action: Action, *, checked: bool = False) -> None:
        """Apply ``action`` by its kind's effect, after its check unless ``checked``.

        Raises
        ------
        IllegalActionError
            If the action's kind is unknown or its check refuses it; nothing is changed.
        """
        kind = self._by_name.get(action.kind)
        if kind is None:
            raise self._unknown(game, action)
        if not checked:
            err = kind.check(game, action)
            if err is not None:
                raise err
        kind.effect(game, action)

    def listing_drift(self, game: G, name: str) -> tuple[list[Action], list[Action]]:
        """What the listing of kind ``name`` gives that its check does not pass, and what it
        misses; both empty when the listing is exactly the candidates the check passes.

        The tests of a game call this in many positions for every kind with a fast listing.
        """
        kind = self._by_name[name]
        listed = kind.listing(game)
        checked = kind.checked_listing(game)
        extra = [a for a in listed if a not in checked]
        missing = [a for a in checked if a not in listed]
        if not extra and not missing and listed != checked:
            extra = listed  # same actions, another order
        return extra, missing

    def drift(
        self, game: G, listed: Sequence[Action]
    ) -> dict[str, tuple[list[Action], list[Action]]]:
        """Where a listing of several kinds at once (a game's fast listing) differs from the
        candidates each kind's check passes: per kind, what it lists that the check does not
        pass and what it misses (or lists in another order); empty when they agree.

        Examples
        --------
        >>> from toolkit.core.errors import IllegalActionError
        >>> odd = ActionKind("odd", ("n",), lambda g, a: None if a.args[0] % 2 else
        ...     IllegalActionError("even"), lambda g: [Action("odd", (n,)) for n in range(4)],
        ...     lambda g, a: None)
        >>> kinds = KindRegistry("numbers", (odd,), lambda g, a: IllegalActionError("no"))
        >>> kinds.drift(None, [Action("odd", (1,)), Action("odd", (3,))])
        {}
        >>> kinds.drift(None, [Action("odd", (1,)), Action("odd", (2,))])
        {'odd': ([Action(kind='odd', args=(2,))], [Action(kind='odd', args=(3,))])}
        """
        out: dict[str, tuple[list[Action], list[Action]]] = {}
        for kind in self.kinds:
            listed_kind = [a for a in listed if a.kind == kind.name]
            checked = kind.checked_listing(game)
            if listed_kind != checked:
                extra = [a for a in listed_kind if a not in checked]
                missing = [a for a in checked if a not in listed_kind]
                out[kind.name] = (
                    (extra or listed_kind, missing) if not (extra or missing) else (extra, missing)
                )
        for a in listed:
            if a.kind not in self._by_name:
                out.setdefault(a.kind, ([], []))[0].append(a)
        return out

    def describe(self) -> list[dict[str, Any]]:
        """Each kind's name, arguments and rule, for documentation and ``explain``."""
        return [{"kind": k.name, "args": list(k.args), "rule": k.rule} for k in self.kinds]
