"""The heuristic bot's knowledge of each villain's cards, read from data.

The bot (:mod:`toolkit.villainous.bots`) reasons in card roles: the quarry Hero of
the objective, the Ally that turns Treasures face up, a card that belongs at a given
location, how much each card is worth in play. Which card plays which role is data:
``data/villainous/bot_playbook.yaml``, whose shape ``toolkit/schemas/
villainous_bot_playbook.json`` checks. This module reads that file once per process,
checks that every id it names is a card, treasure or location of the villain's own
file (a clear :class:`~toolkit.core.errors.CardDataError` naming the entry if not) and
turns each villain's entry into a :class:`VillainPlan`: typed fields, dicts and sets
built once, so that a decision only reads attributes.

Examples
--------
>>> from toolkit.villainous.cards import load_villain
>>> plan = plan_for(load_villain("captain_hook"))
>>> plan.walks, plan.quarry_at
(True, 0)
>>> plan.value["never_land_map"]
10.0
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from toolkit.core import safe_yaml
from toolkit.core.errors import CardDataError
from toolkit.paths import data_dir
from toolkit.villainous.carddef import VillainDef

PLAYBOOK_FILE: Final = "bot_playbook.yaml"
"""The playbook's file name, in ``data/villainous/``."""

SCHEMA: Final = "villainous_bot_playbook.json"

STRATEGIES: Final = ("treasure_hunt", "carry_items", "walk_quarry", "poison_quarry")
"""The bot's objective plans (the playbook's ``strategy`` says which a villain follows)."""

CONDITION_HAND_LIMIT: Final = 3
"""How many Conditions the bot holds before it discards them, unless the playbook says."""

ROLES: Final = (
    "revealer",
    "reveal_effect",
    "treasure_giver",
    "chase",
    "swap",
    "summon",
    "summoned",
    "discard_reveal",
)
"""The card roles of the Treasure hunt (``roles`` in the playbook)."""


class VillainPlan:
    """One villain's entry of the playbook, resolved against the villain's file.

    Card roles are card ids (``""`` when the villain has no such card, which no card
    id equals); locations are board positions 0..3 (``-1`` for none).
    """

    __slots__ = (
        "ally_near",
        "buy_hero",
        "carries",
        "chase",
        "condition_limit",
        "contract_family",
        "contract_followups",
        "contract_holder",
        "contract_item",
        "discard_pay_after_unlock",
        "discard_reveal",
        "finisher",
        "holder_anywhere",
        "home",
        "idle_with_quarry",
        "items",
        "keep_allies",
        "lock_mover",
        "lock_on",
        "play_at",
        "poisons",
        "quarry",
        "quarry_at",
        "reveal_effect",
        "revealer",
        "spare",
        "spend_before",
        "summon",
        "summoned",
        "swap",
        "target_bonus",
        "treasure_giver",
        "treasures",
        "value",
        "villain",
        "walks",
        "ward",
    )

    def __init__(self, villain: VillainDef, entry: dict[str, Any]) -> None:
        """Build the plan of ``villain`` from its checked playbook ``entry`` (``{}``: none)."""
        self.villain: str = villain.id
        strategy = str(entry.get("strategy", ""))
        self.treasures: bool = strategy == "treasure_hunt"
        """Davy Jones: Treasures put on Heroes, turned face up, claimed by defeating."""
        self.carries: bool = strategy == "carry_items"
        """The objective's Items are brought home (unattached) and freed from Heroes."""
        self.walks: bool = strategy == "walk_quarry"
        """The quarry Hero is walked to :attr:`quarry_at` and defeated there."""
        self.poisons: bool = strategy == "poison_quarry"
        """Poison is brewed and the quarry defeated with the :attr:`finisher`."""
        self.value: dict[str, float] = {k: float(v) for k, v in entry.get("value", {}).items()}
        self.items: tuple[str, ...] = tuple(villain.objective.get("items") or ())
        """The objective's Items (from the villain file), in its order."""
        quarry = entry.get("quarry") or {}
        self.quarry: str = str(quarry.get("hero", ""))
        self.quarry_at: int = _loc(villain, quarry.get("at"))
        self.spare: frozenset[str] = frozenset(self.items) | (
            {self.quarry} if self.quarry else set()
        )
        """Cards an opponent's Fate should not bring: they serve the objective."""
        self.home: int = _loc(villain, entry.get("home"))
        self.condition_limit: int = int(entry.get("condition_hand_limit", CONDITION_HAND_LIMIT))
        self.finisher: str = str(entry.get("finisher", ""))
        self.idle_with_quarry: frozenset[str] = frozenset(entry.get("idle_with_quarry", ()))
        self.discard_pay_after_unlock: bool = bool(entry.get("pay_by_discard_after_unlock"))
        self.holder_anywhere: bool = bool(entry.get("defeat_holder_anywhere"))
        self.play_at: dict[str, int] = {
            k: _loc(villain, v) for k, v in entry.get("play_at", {}).items()
        }
        self.ally_near: tuple[tuple[str, float], ...] = tuple(
            (k, float(v)) for k, v in entry.get("ally_near", {}).items()
        )
        self.target_bonus: dict[str, float] = {
            k: float(v) for k, v in entry.get("target_bonus", {}).items()
        }
        self.buy_hero: frozenset[str] = frozenset(entry.get("buy_hero", ()))
        contracts = entry.get("contracts") or {}
        self.contract_family: str = str(contracts.get("family", ""))
        self.contract_holder: str = str(contracts.get("holder", ""))
        self.contract_item: str = str(contracts.get("holding", ""))
        self.contract_followups: frozenset[str] = frozenset(contracts.get("followups", ()))
        lock = entry.get("lock") or {}
        self.lock_mover: str = str(lock.get("mover", ""))
        self.lock_on: int = _loc(villain, lock.get("keep_on"))
        roles = entry.get("roles") or {}
        self.revealer: str = str(roles.get("revealer", ""))
        self.reveal_effect: str = str(roles.get("reveal_effect", ""))
        self.treasure_giver: str = str(roles.get("treasure_giver", ""))
        self.chase: str = str(roles.get("chase", ""))
        self.swap: str = str(roles.get("swap", ""))
        self.summon: str = str(roles.get("summon", ""))
        self.summoned: str = str(roles.get("summoned", ""))
        self.discard_reveal: str = str(roles.get("discard_reveal", ""))
        self.keep_allies: frozenset[str] = frozenset(entry.get("keep_allies", ()))
        tokens = entry.get("treasures") or {}
        self.ward: str = str(tokens.get("ward", ""))
        self.spend_before: str = str(tokens.get("spend_before", ""))

    def __repr__(self) -> str:
        return f"<VillainPlan {self.villain}>"


def _loc(villain: VillainDef, loc_id: Any) -> int:
    return -1 if loc_id is None else villain.loc_index(str(loc_id))


# -- reading and checking ---------------------------------------------------------------
_CARD_FIELDS: Final = (
    "finisher",
    "idle_with_quarry",
    "buy_hero",
    "keep_allies",
    ("quarry", "hero"),
    ("contracts", "holder"),
    ("contracts", "holding"),
    ("contracts", "followups"),
    ("lock", "mover"),
)
_LOCATION_FIELDS: Final = ("home", ("quarry", "at"), ("lock", "keep_on"))
_NEEDS: Final[dict[str, tuple[Any, ...]]] = {
    "carry_items": ("home",),
    "walk_quarry": (("quarry", "at"),),
    "poison_quarry": ("quarry", "finisher"),
    "treasure_hunt": (),
}


def _get(entry: dict[str, Any], field: Any) -> Any:
    if isinstance(field, tuple):
        inner = entry.get(field[0])
        return inner.get(field[1]) if isinstance(inner, dict) else None
    return entry.get(field)


def _name(field: Any) -> str:
    return ".".join(field) if isinstance(field, tuple) else str(field)


def check_entry(villain: VillainDef, entry: dict[str, Any], file: str = PLAYBOOK_FILE) -> None:
    """Refuse a playbook entry that names what ``villain``'s file does not have.

    Raises
    ------
    CardDataError
        Naming the file, the villain and the field: an id that is no card, treasure
        or location of this villain, or a field its strategy needs that is missing.
    """
    vid = villain.id

    def refuse(message: str, field: str) -> CardDataError:
        return CardDataError(message, file=file, card=vid, field=field)

    def card(cid: Any, field: str) -> None:
        if cid not in villain.cards:
            raise refuse(f"{cid!r} is not a card of {villain.file}", field)

    def location(lid: Any, field: str) -> None:
        if all(loc.id != lid for loc in villain.locations):
            raise refuse(f"{lid!r} is not a location of {villain.file}", field)

    for cid in entry.get("value", {}):
        card(cid, f"value.{cid}")
    for field in _CARD_FIELDS:
        got = _get(entry, field)
        for cid in got if isinstance(got, list) else [] if got is None else [got]:
            card(cid, _name(field))
    for field in _LOCATION_FIELDS:
        got = _get(entry, field)
        if got is not None:
            location(got, _name(field))
    for cid, lid in entry.get("play_at", {}).items():
        card(cid, f"play_at.{cid}")
        location(lid, f"play_at.{cid}")
    for key in ("ally_near", "target_bonus"):
        for cid in entry.get(key, {}):
            card(cid, f"{key}.{cid}")
    for role, cid in (entry.get("roles") or {}).items():
        card(cid, f"roles.{role}")
    tokens = {t.id for t in villain.treasures}
    for key, tid in (entry.get("treasures") or {}).items():
        if tid not in tokens:
            raise refuse(f"{tid!r} is not a treasure of {villain.file}", f"treasures.{key}")
    family = _get(entry, ("contracts", "family"))
    if family is not None and all(c.family != family for c in villain.cards.values()):
        raise refuse(f"no card of {villain.file} is of family {family!r}", "contracts.family")
    strategy = str(entry["strategy"])
    for field in _NEEDS[strategy]:
        if _get(entry, field) is None:
            raise refuse(f"the {strategy} strategy needs this field", _name(field))
    if strategy == "carry_items" and not villain.objective.get("items"):
        raise refuse("the carry_items strategy needs objective Items", "strategy")


def read_playbook(path: Path) -> dict[str, dict[str, Any]]:
    """The villain entries of a playbook file, checked against its schema and the villains.

    Raises
    ------
    CardDataError
        For a file that is not safe YAML, breaks the schema, names an unknown villain
        or an id the villain's file does not have.
    """
    from toolkit.villainous.cards import VILLAINS, load_villain

    file = path.name
    try:
        data = safe_yaml.load_file(path)
    except safe_yaml.DataFileError as exc:
        raise CardDataError(exc.detail, file=file) from None
    problem = safe_yaml.schema_error(data, SCHEMA)
    if problem is not None:
        where, message = problem
        card = str(where[1]) if len(where) >= 2 and where[0] == "villains" else None
        field = safe_yaml.field_path(where[2:] if card is not None else where) or None
        raise CardDataError(message, file=file, card=card, field=field)
    entries: dict[str, dict[str, Any]] = data["villains"]
    for vid, entry in entries.items():
        if vid not in VILLAINS:
            raise CardDataError(
                f"unknown villain; known: {', '.join(VILLAINS)}", file=file, card=vid
            )
        check_entry(load_villain(vid), entry, file)
    return entries


_ENTRIES: dict[str, dict[str, Any]] = {}
_LOADED: list[bool] = [False]
_PLANS: dict[VillainDef, VillainPlan] = {}


def entries() -> dict[str, dict[str, Any]]:
    """The shipped playbook's entries, read and checked once per process.

    Examples
    --------
    >>> sorted(entries())
    ['captain_hook', 'davy_jones', 'evil_queen', 'tamatoa', 'ursula']
    >>> entries()["ursula"]["strategy"]
    'carry_items'
    """
    if not _LOADED[0]:
        _ENTRIES.update(read_playbook(data_dir() / "villainous" / PLAYBOOK_FILE))
        _LOADED[0] = True
    return _ENTRIES


def plan_for(villain: VillainDef) -> VillainPlan:
    """The plan of ``villain`` (built once per villain object; a villain the playbook
    does not list gets an empty plan: general values only).

    Raises
    ------
    CardDataError
        If the shipped playbook is malformed, or names what this villain's file lacks.
    """
    hit = _PLANS.get(villain)
    if hit is None:
        entry = entries().get(villain.id)
        if entry is None:
            entry = {}
        else:
            check_entry(villain, entry)
        hit = _PLANS[villain] = VillainPlan(villain, entry)
    return hit
