"""Values the Villainous engine derives from the card data and the Realms, kept between decisions.

Legal actions, Strength and costs are asked for at every decision, and bots ask
again while they score each action; recomputing them from the raw piles each
time would dominate the running time. Two kinds of derived data live here:

- :func:`board_slots`: the action slots of each location of a villain's board,
  fixed by the data, so they are built once per villain;
- :class:`SeatView`: what one Realm holds (its cards, statics grouped by verb,
  ``whenever`` abilities grouped by event, Heroes and Allies per location,
  covered locations). The engine rebuilds a view whenever its Realm revision
  counter moves, so a view is never updated in place and may be shared freely
  by the code that reads it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from toolkit.villainous.carddef import Ability
from toolkit.villainous.cards import CardDef, VillainDef
from toolkit.villainous.specials import REMOTE_ACTION


class _Absent:
    """The type of :data:`ABSENT`; copies of the marker are the marker itself."""

    def __repr__(self) -> str:
        return "ABSENT"

    def __copy__(self) -> _Absent:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> _Absent:
        return self

    def __reduce__(self) -> str:
        return "ABSENT"  # unpickles as the module's marker


ABSENT: Final[Any] = _Absent()
"""Marks a parameter that a static ability does not give (``"if"`` or ``"per"``)."""

Slot = tuple[str, str, str, bool]
"""(slot id, base key, symbol, covered), as :meth:`VillainousGame.slots` lists them."""

SlotEntry = tuple[str, Any, str, str]
"""(base key, (the uncovered slot tuple, symbol name), symbol name, symbol) of one board symbol.

The pair is typed ``Any`` on purpose: the compiled build then hands the one prebuilt
tuple on as it is, where a precise tuple type would unpack and rebuild it at each use."""

LocSlots = tuple[tuple[SlotEntry, ...], tuple[SlotEntry, ...]]
"""The top and bottom symbols of one location."""

_BOARDS: Final[dict[int, tuple[VillainDef, tuple[LocSlots, ...]]]] = {}


def board_slots(villain: VillainDef) -> tuple[LocSlots, ...]:
    """Every symbol of a villain's board with its slot key (``L{loc}{T|B}{i}``), per location.

    The keys and symbol names only depend on the board, so they are formatted once per
    villain definition rather than at every decision (held by identity: villain
    definitions are immutable and loaded once).
    """
    hit = _BOARDS.get(id(villain))
    if hit is not None and hit[0] is villain:
        return hit[1]
    table = []
    for li, lv in enumerate(villain.locations):
        rows = []
        for row, syms in (("T", lv.top), ("B", lv.bottom)):
            entries = []
            for i, sym in enumerate(syms):
                key = f"L{li}{row}{i}"
                name = sym.split(":")[0]
                entries.append((key, ((key, key, sym, False), name), name, sym))
            rows.append(tuple(entries))
        table.append((rows[0], rows[1]))
    out = tuple(table)
    _BOARDS[id(villain)] = (villain, out)
    return out


StrengthMod = tuple[Any, Any, str, bool, Any, int, Any]
"""A ``strength_modifier`` static, read once: (source, host, applies_to, only here, if, amount, per)."""


def strength_mod(src: Any, prm: dict[str, Any], host: int | None) -> StrengthMod:
    """The parameters of a ``strength_modifier`` static, looked up once instead of per Strength."""
    return (
        src,
        host,
        prm.get("applies_to", "self"),
        prm.get("where") == "here",
        prm.get("if", ABSENT),
        prm.get("amount", 0),
        prm.get("per", ABSENT),
    )


HERO: Final = 1
ALLY: Final = 2
COVERS: Final = 4
DUTCHMAN: Final = 8
"""Bits of :func:`card_kind`: a Hero, an Ally, a card that covers the top row (V-T4), and a
card that lends the Flying Dutchman's remote action."""


def card_kind(card: CardDef) -> int:
    """The bits a Realm view needs about a card, read once per card instead of per rebuild."""
    kind = 0
    if card.type == "hero":
        kind |= HERO | COVERS
    if card.type == "ally":
        kind |= ALLY
    if card.covers_actions:
        kind |= COVERS
    if card.special == REMOTE_ACTION:
        kind |= DUTCHMAN
    return kind


class CardAbilities:
    """What one card instance adds to a Realm view, with the view's entries built once.

    A view is rebuilt every time its Realm changes, and most of the entries it holds
    belong to cards that sit in the Realm on their own (no host): their entries never
    change, so they are made once per instance and shared by every rebuild, instead of
    a new tuple per static and per ability at each one. A card attached to a host has
    its entries made for that host (:meth:`made_for`) and kept until it has another.
    """

    __slots__ = (
        "by_verb",
        "host_by_verb",
        "host_of",
        "host_statics",
        "host_when",
        "iid",
        "static_entries",
        "statics",
        "when_entries",
        "whenever",
    )

    def __init__(
        self,
        iid: int,
        statics: tuple[tuple[str, Any], ...],
        whenever: tuple[tuple[Ability, str, Any], ...],
    ) -> None:
        self.statics = statics
        """(verb, params) of each static ability."""
        self.whenever = whenever
        """(ability, event, params) of each ``whenever`` ability."""
        self.static_entries: tuple[tuple[Any, str, Any, int | None], ...] = tuple(
            [(iid, verb, prm, None) for verb, prm in statics]
        )
        """The :attr:`SeatView.statics` entries of the card without a host."""
        self.by_verb: tuple[tuple[str, tuple[Any, Any, int | None]], ...] = tuple(
            [(verb, (iid, prm, None)) for verb, prm in statics]
        )
        """(verb, :attr:`SeatView.by_verb` entry) of the card without a host."""
        self.when_entries: tuple[tuple[str, tuple[Any, Any, int | None, Any]], ...] = tuple(
            [(ev, (iid, ab, None, prm)) for ab, ev, prm in whenever]
        )
        """(event, :attr:`SeatView.whenever` entry) of the card without a host."""
        self.iid = iid
        self.host_of = -1
        """The host that ``host_statics``, ``host_by_verb`` and ``host_when`` were made
        for (-1: none yet). The entries of an instance only depend on the instance and
        its host, so they stay right until the card has another host: :meth:`made_for`
        makes them again then, and nothing else invalidates them."""
        self.host_statics: tuple[tuple[Any, str, Any, int | None], ...] = ()
        self.host_by_verb: tuple[tuple[str, tuple[Any, Any, int | None]], ...] = ()
        self.host_when: tuple[tuple[str, tuple[Any, Any, int | None, Any]], ...] = ()

    def made_for(self, host: int) -> None:
        """Have ``host_statics``, ``host_by_verb`` and ``host_when`` hold the entries of
        the card attached to ``host``: a card usually stays on one host for many rebuilds
        of its Realm's view, which then share one tuple per entry."""
        if self.host_of == host:
            return
        iid = self.iid
        self.host_statics = tuple([(iid, verb, prm, host) for verb, prm in self.statics])
        self.host_by_verb = tuple([(verb, (iid, prm, host)) for verb, prm in self.statics])
        self.host_when = tuple([(ev, (iid, ab, host, prm)) for ab, ev, prm in self.whenever])
        self.host_of = host

    def __eq__(self, other: object) -> bool:
        """Equal entries: a derivation made afresh equals the one a line-up keeps."""
        return (
            isinstance(other, CardAbilities)
            and self.statics == other.statics
            and self.whenever == other.whenever
            and self.static_entries == other.static_entries
            and self.by_verb == other.by_verb
            and self.when_entries == other.when_entries
        )


def card_abilities(iid: int, card: CardDef) -> CardAbilities | None:
    """What the card instance ``iid`` of design ``card`` adds to a Realm view, or None when
    it adds nothing (most cards).
    """
    if not card.abilities:
        return None
    whenever = []
    for ab in card.triggered("whenever"):
        if ab.event_kind is not None:
            whenever.append((ab, ab.event_kind, ab.event_params))
    if not card.statics and not whenever:
        return None
    return CardAbilities(iid, card.statics, tuple(whenever))


def condition_trigger(card: CardDef) -> tuple[str, Mapping[str, Any]] | None:
    """A Condition's trigger as (event kind, parameters); None for other cards."""
    if card.type != "condition":
        return None
    ab = card.triggered("condition")[0]
    if ab.event_kind is None:
        raise ValueError(f"the Condition {card.id} has no event")
    return ab.event_kind, ab.event_params or {}


def state_condition(card: CardDef) -> bool:
    """A Condition that fires on the active player's state (``opponent_has_*``), not an event."""
    if card.type != "condition":
        return False
    kind = card.triggered("condition")[0].event_kind
    return kind is not None and kind.startswith("opponent_has")


StrengthTable = tuple[
    dict[Any, list[StrengthMod]], dict[Any, list[StrengthMod]], list[StrengthMod], list[StrengthMod]
]
"""A Realm's ``strength_modifier`` statics grouped by whom they can apply to: by source
(``self``), by host (``host``), Heroes (``heroes``, ``other_heroes``) and Allies (``allies``)."""


NO_STRENGTH_MODS: Final[StrengthTable] = ({}, {}, [], [])
"""The :data:`StrengthTable` of a Realm without ``strength_modifier`` statics (most
Realms), shared by all their views instead of four empty containers each (never written)."""


def strength_table(mods: Sequence[StrengthMod]) -> StrengthTable:
    """Group the modifiers so that a card's Strength reads only those that may apply to it.

    Modifiers with another ``applies_to`` never apply and are left out; a Strength is a sum,
    so reading the groups in a different order than the Realm's gives the same total.
    Without modifiers the answer is the shared :data:`NO_STRENGTH_MODS`.
    """
    if not mods:
        return NO_STRENGTH_MODS
    by_src: dict[Any, list[StrengthMod]] = {}
    by_host: dict[Any, list[StrengthMod]] = {}
    heroes: list[StrengthMod] = []
    allies: list[StrengthMod] = []
    for mod in mods:
        ap = mod[2]
        if ap == "self":
            by_src.setdefault(mod[0], []).append(mod)
        elif ap == "host":
            by_host.setdefault(mod[1], []).append(mod)
        elif ap in ("heroes", "other_heroes"):
            heroes.append(mod)
        elif ap == "allies":
            allies.append(mod)
    return by_src, by_host, heroes, allies


CostMod = tuple[Any, int | None, int, tuple[Any, ...], tuple[Any, ...], Any]
"""A ``cost_modifier`` static that changes a cost: (source, host, amount, families,
card types, targeting), read from its parameters once per view."""


def cost_mod(src: Any, prm: Mapping[str, Any], host: int | None) -> CostMod:
    """The :data:`CostMod` of one ``cost_modifier`` static that has an ``amount``."""
    return (
        src,
        host,
        prm["amount"],
        tuple(prm.get("families", ())),
        tuple(prm.get("card_types", ())),
        prm.get("targeting"),
    )


NO_VERBS: Final[dict[str, list[tuple[Any, Any, int | None]]]] = {}
"""The statics by verb of a view that has none, shared by every such view (never written)."""
NO_EVENTS: Final[dict[str, list[tuple[Any, Any, int | None, Any]]]] = {}
"""The ``whenever`` entries of a view that has none, shared by every such view (never written)."""


class SeatView:
    """What one Realm holds at one revision; what it holds is never changed once built.

    ``statics`` keeps (source, verb, params, host) in Realm order (cards, then
    face-up Treasures); ``by_verb`` holds the same statics, in the same order,
    as (source, params, host) under their verb, so that each rule reads only
    the statics it is about. ``whenever`` maps an event to its
    (source, ability, host, params) entries in firing order. ``strength_mods``
    (a :data:`StrengthTable`), ``cost_mods`` (a list of :data:`CostMod`) and
    ``dutchman`` are filled by the engine the first time they are needed.

    Since no view is ever written, views share what they can: the empty lists and
    tables; a location's Heroes (or Allies) with the previous view when they are the
    same there; and, when a Realm change leaves the cards that add statics and their
    hosts as they were (``statics_key``), the previous view's ``statics``, ``by_verb``,
    ``strength_mods`` and ``cost_mods``, which only those decide; and likewise its
    ``whenever`` under the same ``when_key``.
    """

    __slots__ = (
        "allies",
        "allies_at",
        "by_verb",
        "cards",
        "cost_mods",
        "covered",
        "dutchman",
        "heroes",
        "heroes_at",
        "rev",
        "statics",
        "statics_key",
        "strength_mods",
        "when_key",
        "whenever",
    )

    def __init__(
        self,
        rev: int,
        cards: list[int],
        heroes_at: tuple[list[int], ...],
        heroes: list[int],
        allies_at: tuple[list[int], ...],
        allies: list[int],
        covered: tuple[bool, ...],
        statics_key: list[int] | None,
        statics: list[tuple[Any, str, Any, int | None]],
        by_verb: dict[str, list[tuple[Any, Any, int | None]]],
        when_key: list[int] | None,
        whenever: dict[str, list[tuple[Any, Any, int | None, Any]]],
    ) -> None:
        self.rev = rev
        self.cards = cards
        self.heroes_at = heroes_at
        self.heroes = heroes
        self.allies_at = allies_at
        self.allies = allies
        self.covered = covered
        self.statics_key = statics_key
        """Each card that adds statics, in Realm order, followed by ``-1 - host`` when it
        is attached; None when a face-up Treasure adds entries too. Two views of a Realm
        with equal keys hold equal statics (the entries of a card instance only depend
        on the instance and its host), so a new view may take the old one's."""
        self.statics = statics
        self.by_verb = by_verb
        self.when_key = when_key
        """The same as :attr:`statics_key` for the cards that add ``whenever`` entries."""
        self.whenever = whenever
        # filled when first asked for (most views never need them)
        self.strength_mods: StrengthTable | None = None
        self.dutchman: list[int] | None = None
        self.cost_mods: list[CostMod] | None = None
