"""Where a card lives in the code: its data, the verbs it uses and each verb's one implementation.

A newcomer reading the engines asks "what does this card do, and where is that
written?". :func:`card_map` answers from the registries themselves, so the answer
cannot drift from the code: the card's record in ``data/`` (file and line), each verb
of its abilities with the registry entry that declares it
(:mod:`toolkit.hero_realms.verbs`, :mod:`toolkit.villainous.verbs`) and the function
that carries it out, and its special, if the vocabulary cannot say what it does
(:mod:`toolkit.villainous.specials`). A Villainous static effect (in force while its
card is in the Realm) has no one resolution: the places that read it are listed, found
in the engine's source by the verb's name. ``python -m toolkit explain GAME CARD``
prints the same map.

Examples
--------
>>> m = card_map("hero-realms", "Fire Bomb")
>>> m.file
'hero_realms/cards/guild.yaml'
>>> "special:" in format_card_map(card_map("villainous", "thunderbolt"))
True
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkit.core.errors import ToolkitError, short_repr
from toolkit.paths import data_dir

GAMES = ("hero-realms", "villainous")
"""The games whose cards can be explained."""


class UnknownCardError(ToolkitError, LookupError):
    """No card of the game has the id or name asked for (the message suggests some)."""


@dataclass(frozen=True)
class Place:
    """A function of the code: its qualified name, its file (from the project's top) and line."""

    name: str
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.name} ({self.file}:{self.line})"


@dataclass(frozen=True)
class VerbMap:
    """One verb a card uses: where it is declared, what it means, and who carries it out."""

    name: str
    meaning: str
    declared: Place
    implemented: tuple[Place, ...]
    static: bool = False


@dataclass(frozen=True)
class CardMap:
    """Everything :func:`card_map` found about one card."""

    game: str
    id: str
    name: str
    owner: str
    """The villain whose deck holds it (Villainous), or its faction (Hero Realms)."""
    file: str
    """The data file, relative to the data folder."""
    line: int
    text: str
    verbs: tuple[VerbMap, ...]
    special: str | None
    """What its special does, with the code that does it, or None."""
    triggers: tuple[str, ...] = ()
    """When each of its abilities happens, in words (played, expended, an event...)."""
    conditions: tuple[str, ...] = ()
    """What must hold for an ability to happen (an ally in play, an ``if`` clause)."""
    decided_by: tuple[Place, ...] = ()
    """The check that decides whether the card can be played now (the listing of legal
    actions and the refusal both ask it)."""


def _where(obj: Any) -> Place:
    fn = inspect.unwrap(obj)
    path = Path(inspect.getsourcefile(fn) or "?").resolve()
    line = inspect.getsourcelines(fn)[1]
    return Place(fn.__qualname__, _relative(path), line)


def _relative(path: Path) -> str:
    parts = path.parts
    if "toolkit" in parts:
        return "/".join(parts[len(parts) - parts[::-1].index("toolkit") - 1 :])
    return str(path)


def _declared(module: Any, name: str) -> Place:
    """The line of ``module`` where the registry entry of verb ``name`` is written."""
    path = Path(inspect.getsourcefile(module) or "?")
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("Verb", "one_shot", "static", "_one_shot", "_static")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and node.args[0].value == name
        ):
            return Place(module.__name__, _relative(path.resolve()), node.args[0].lineno)
    raise LookupError(f"verb {name!r} has no entry in {module.__name__}")


def _data_line(path: Path, card_id: str) -> int:
    wanted = re.compile(rf"^\s*(-\s*)?(\{{\s*)?id:\s*['\"]?{re.escape(card_id)}['\"]?\s*[,}}]?")
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if wanted.search(line):
            return number
    return 1


def _find(cards: Mapping[str, Any], query: str, game: str) -> Any:
    if not isinstance(query, str) or not query.strip():
        raise UnknownCardError(
            f"a card is named by its id or its printed name, not {short_repr(query)}"
        )
    key = query.strip().casefold()
    for card in cards.values():
        if card.id.casefold() == key or card.name.casefold() == key:
            return card
    close = sorted(c.name for c in cards.values() if key in c.name.casefold() or key in c.id)
    hint = f"; did you mean {', '.join(close[:5])}?" if close else ""
    raise UnknownCardError(f"no {game} card has the id or name {short_repr(query)}{hint}")


# -- Hero Realms -------------------------------------------------------------------------------
def _hero_realms(query: str) -> CardMap:
    from toolkit.hero_realms import load_cards
    from toolkit.hero_realms import verbs as registry

    cards = load_cards()
    card = _find({c.id: c for c in cards.values()}, query, "Hero Realms")
    names: dict[str, None] = {}

    def walk(effects: Sequence[Any]) -> None:
        for effect in effects:
            names[effect[0]] = None
            verb = registry.VERBS[effect[0]]
            if verb.nested is not None:
                for inner in verb.nested(effect):
                    walk(inner)

    for part in (card.primary, card.expend, card.ally, card.sacrifice):
        walk(part)
    verbs = tuple(
        VerbMap(
            name,
            registry.VERBS[name].meaning,
            _declared(registry, name),
            (_where(registry.VERBS[name].resolve),),
        )
        for name in names
    )
    from toolkit.hero_realms.kinds_cards import refuse_play

    path = data_dir() / "hero_realms" / "cards" / card.file
    parts = (
        (card.primary, "primary: when it is played"),
        (card.expend, "expend: when its owner expends the champion, once a turn"),
        (card.ally, f"ally: when another {card.faction} card is in play the same turn"),
        (card.sacrifice, "sacrifice: when its owner sacrifices it"),
    )
    conditions = (f"another {card.faction} card in play this turn (its ally ability)",)
    return CardMap(
        "hero-realms",
        card.id,
        card.name,
        card.faction,
        f"hero_realms/cards/{card.file}",
        _data_line(path, card.id),
        card.text,
        verbs,
        None,
        tuple(words for effects, words in parts if effects),
        conditions if card.ally else (),
        (_where(refuse_play),),
    )


# -- Villainous --------------------------------------------------------------------------------
def _villainous_verbs(effects: Sequence[Any]) -> Iterator[str]:
    from toolkit.villainous.verbs import VERB

    for effect in effects:
        if not isinstance(effect, Mapping) or not effect:
            continue
        name = next(iter(effect))
        if name not in VERB:
            continue
        yield name
        value = effect[name]
        verb = VERB[name]
        if verb.shape == "options" and isinstance(value, list):
            for option in value:
                yield from _villainous_verbs(option if isinstance(option, list) else [option])
        elif isinstance(value, Mapping):
            for param in verb.params:
                inner = value.get(param.name)
                if param.kind == "effects" and isinstance(inner, list):
                    yield from _villainous_verbs(inner)


@functools.lru_cache(maxsize=1)
def _engine_sources() -> tuple[tuple[str, str], ...]:
    """(module file, source) of the Villainous engine layers, read once."""
    folder = Path(__file__).resolve().parent / "villainous"
    # the registry, the loader, the specials' own module, the words, the bots and the tools
    # around the engine are not where a static is read
    skip = {"verbs.py", "cards.py", "specials.py", "facts.py", "graph.py", "cli.py", "playbook.py"}
    return tuple(
        (_relative(path), path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.py"))
        if path.name not in skip and not path.name.startswith(("bots", "text"))
    )


def _constants_for(value: str) -> frozenset[str]:
    """Names of the specials module's constants that hold ``value`` (``REMOTE_ACTION``)."""
    from toolkit.villainous import specials

    return frozenset(k for k, v in vars(specials).items() if k.isupper() and v == value)


def _readers(verb: str) -> tuple[Place, ...]:
    """The engine functions that name ``verb`` (a static's or a special's), where it is read.

    The name is found as a literal or as a constant of :mod:`toolkit.villainous.specials`
    that holds it.
    """
    names = _constants_for(verb)
    found: dict[tuple[str, int], Place] = {}
    for file, source in _engine_sources():
        tree = ast.parse(source)
        stack: list[tuple[ast.AST, str]] = [(tree, "")]
        while stack:
            node, prefix = stack.pop()
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    qual = f"{prefix}{child.name}"
                    if not isinstance(child, ast.ClassDef) and any(
                        (isinstance(n, ast.Constant) and n.value == verb)
                        or (isinstance(n, ast.Name) and n.id in names)
                        or (isinstance(n, ast.Attribute) and n.attr in names)
                        for n in ast.walk(child)
                    ):
                        found[(file, child.lineno)] = Place(qual, file, child.lineno)
                    stack.append((child, qual + "."))
    return tuple(sorted(found.values(), key=lambda p: (p.file, p.line)))


def _named(code: Sequence[str]) -> tuple[Place, ...]:
    """Places of functions named ``module.Class.method`` inside :mod:`toolkit.villainous`."""
    places = []
    for name in code:
        module, _, qual = name.partition(".")
        obj: Any = importlib.import_module(f"toolkit.villainous.{module}")
        for part in qual.split("."):
            obj = getattr(obj, part)
        places.append(_where(obj))
    return tuple(places)


def _villainous(query: str) -> CardMap:
    from toolkit.villainous import verbs as registry
    from toolkit.villainous.cards import load_all
    from toolkit.villainous.effects import resolver
    from toolkit.villainous.specials import SPECIALS

    villains = load_all()
    cards = {f"{v.id}/{c.id}": c for v in villains.values() for c in v.cards.values()}
    lookup = {c.id: c for c in cards.values()}
    if "/" not in query:
        owners = sorted(
            k for k, c in cards.items() if query.strip().casefold() in (c.id, c.name.casefold())
        )
        if len(owners) > 1:
            raise UnknownCardError(
                f"several villains have a card {short_repr(query)}: name one of {', '.join(owners)}"
            )
    if "/" in query:
        villain, _, card_id = query.partition("/")
        if villain not in villains:
            raise UnknownCardError(
                f"no villain {short_repr(villain)}; the villains are {', '.join(sorted(villains))}"
            )
        lookup = {c.id: c for c in villains[villain].cards.values()}
        query = card_id
    card = _find(lookup, query, "Villainous")
    names: dict[str, None] = {}
    for ability in card.abilities:
        for name in _villainous_verbs([e.mapping() for e in ability.effects]):
            names[name] = None
    verbs = []
    for name in names:
        verb = registry.VERB[name]
        if verb.static:  # read where it applies: declared in the registry itself
            declared, done = _declared(registry, name), _readers(name)
        else:  # declared in the family module that resolves it, beside its function
            fn = resolver(name)
            declared = _declared(importlib.import_module(fn.__module__), name)
            done = (_where(fn),)
        verbs.append(VerbMap(name, verb.meaning, declared, done, verb.static))
    special = None
    if card.id in SPECIALS:
        s = SPECIALS[card.id]
        step: Callable[..., Any] | None = resolver(s.step) if s.step else None
        readers = (_where(step),) if step is not None else _named(s.code)
        code = "; code: " + ", ".join(str(p) for p in readers)
        special = f"{s.behaviour} (rule {s.rule}{code})"
    from toolkit.villainous.kinds import condition_playable, payment_refusal, place_refusal

    triggers = []
    conditions = []
    for ability in card.abilities:
        words = " or ".join(t.replace("_", " ") for t in ability.triggers) or "always"
        if ability.event_kind is not None:
            event = ability.event_kind.replace("_", " ")
            words += f" ({event}{_plain(ability.event_params)})"
        if ability.cost:
            words += f", for {ability.cost} Power"
        if ability.optional:
            words += ", optional"
        triggers.append(words)
        if ability.condition is not None:
            conditions.append(f"if {_plain(ability.condition).strip(': ')}")
    if card.type == "condition":
        conditions.append("played only on an opponent's turn, when its trigger happens (V-T3)")
        decided: tuple[Place, ...] = (_where(condition_playable),)
    else:
        decided = (_where(place_refusal), _where(payment_refusal))
    path = data_dir() / "villainous" / f"{card.villain}.yaml"
    return CardMap(
        "villainous",
        card.id,
        card.name,
        villains[card.villain].name,
        f"villainous/{card.villain}.yaml",
        _data_line(path, card.id),
        card.text,
        tuple(verbs),
        special,
        tuple(triggers),
        tuple(conditions),
        decided,
    )


def _plain(value: Any) -> str:
    """An event's or a condition's data parameters, briefly (``: hero, 3``)."""
    if value is None or value == {} or value == []:
        return ""
    if isinstance(value, Mapping):
        inner = ", ".join(
            f"{k.replace('_', ' ')} {_plain(v).lstrip(': ')}".strip() for k, v in value.items()
        )
        return f": {inner}"
    if isinstance(value, (list, tuple)):
        return ": " + ", ".join(_plain(v).lstrip(": ") for v in value)
    return f": {value}"


def card_map(game: str, card: str) -> CardMap:
    """The data, verbs, implementations and special of one card, found in the registries.

    Parameters
    ----------
    game : {"hero-realms", "villainous"}
    card : str
        The card's id or printed name, in any case (Villainous: ``villain/card`` when
        two villains have a card of the same id).

    Raises
    ------
    UnknownCardError
        If no card of ``game`` has that id or name, or ``game`` is not one of :data:`GAMES`.

    Examples
    --------
    >>> [v.name for v in card_map("villainous", "ursula/trident").verbs]
    ['find_card', 'play_to', 'attach', 'detach']
    >>> card_map("hero-realms", "Fire Bomb").file
    'hero_realms/cards/guild.yaml'
    """
    if not isinstance(card, str):
        raise UnknownCardError(
            f"a card is named by its id or its printed name, not {short_repr(card)}"
        )
    if game == "hero-realms":
        return _hero_realms(card)
    if game == "villainous":
        return _villainous(card)
    raise UnknownCardError(f"the game is one of {', '.join(GAMES)}, not {short_repr(game)}")


def format_card_map(m: CardMap) -> str:
    """The map as the plain text ``python -m toolkit explain`` prints.

    Examples
    --------
    >>> print(format_card_map(card_map("hero-realms", "fire-bomb")).splitlines()[0])
    Fire Bomb (fire-bomb), guild
    """
    lines = [
        f"{m.name} ({m.id}), {m.owner}",
        f"  data: data/{m.file}, line {m.line}",
        f"  text: {m.text}" if m.text else "  text: (none printed)",
    ]
    if not m.verbs:
        lines.append("  verbs: none (the card has no ability)")
    for v in m.verbs:
        lines.append(f"  verb {v.name}: {v.meaning}")
        lines.append(f"    declared in {v.declared.file}:{v.declared.line}")
        if v.static:
            lines.append("    a static effect, read by:")
            lines.extend(f"      {p}" for p in v.implemented)
        else:
            lines.extend(f"    resolved by {p}" for p in v.implemented)
    if m.special:
        lines.append(f"  special: {m.special}")
    lines.extend(f"  trigger: {t}" for t in m.triggers)
    lines.extend(f"  condition: {c}" for c in m.conditions)
    lines.extend(f"  whether it can be played: decided by {p}" for p in m.decided_by)
    return "\n".join(lines)
