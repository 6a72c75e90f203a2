"""The rule catalogue: every rule ID with its title and text in English, Spanish and Italian.

The catalogue is data (``data/rules/*.yaml``, one file per game) so that
lessons, refusals, exercises and the coverage report all read the same words.
It is checked when it loads: the shape against a JSON Schema, then what a
schema cannot say (IDs unique across files, each ID's prefix matches its
game, each section named). A rule missing a language is a load error, never a
silent fall-back to English.

Examples
--------
>>> r = rule("HR-C3", lang="es")
>>> r.title
'Guardias'
>>> r.source
'seed'
>>> rule("V-F1").text.startswith("Fate: reveal the top two cards")
True
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml, schema_check
from toolkit.core.error_base import ToolkitError
from toolkit.i18n.languages import LANGUAGES, check_lang
from toolkit.paths import data_dir

#: The games of the catalogue and the prefix of their rule IDs.
GAME_PREFIXES: dict[str, str] = {"hero_realms": "HR", "villainous": "V"}

#: Where each translation came from: the catalogue's own English (``original``),
#: the wording of a published rule document (``seed``), or written for the
#: catalogue (``translated``).
SOURCES: tuple[str, ...] = ("original", "seed", "translated")


class RuleCatalogueError(ToolkitError):
    """The rule catalogue's files are malformed; the message names the file and the rule."""


class UnknownRuleError(ToolkitError, KeyError):
    """A rule ID that the catalogue does not have."""

    def __str__(self) -> str:  # KeyError would print the message quoted
        return str(self.args[0])


def _per_language(value: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {lang: value for lang in LANGUAGES},
        "required": list(LANGUAGES),
        "additionalProperties": False,
    }


_TEXT = {"type": "string", "minLength": 1, "pattern": r"\S"}

#: The JSON Schema of one catalogue file (``data/rules/<game>.yaml``).
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["game", "name", "sources", "sections", "rules"],
    "additionalProperties": False,
    "properties": {
        "game": {"enum": list(GAME_PREFIXES)},
        "name": _per_language(_TEXT),
        "sources": _per_language(_TEXT),
        "sections": {
            "type": "object",
            "minProperties": 1,
            "additionalProperties": _per_language(_TEXT),
        },
        "rules": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["id", "section", *LANGUAGES],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "pattern": r"^(HR|V)-[A-Z]{1,2}[0-9]{1,2}$"},
                    "section": {"type": "string"},
                    **{
                        lang: {
                            "type": "object",
                            "required": ["title", "text", "source"],
                            "additionalProperties": False,
                            "properties": {
                                "title": _TEXT,
                                "text": _TEXT,
                                "source": {"enum": list(SOURCES)},
                            },
                        }
                        for lang in LANGUAGES
                    },
                    "note": _per_language(_TEXT),
                    "seed_wording": {
                        "type": "object",
                        "minProperties": 1,
                        "propertyNames": {"enum": list(LANGUAGES)},
                        "additionalProperties": _TEXT,
                    },
                },
            },
        },
    },
}


@dataclass(frozen=True)
class RuleText:
    """One rule in one language: what a learner reads beside the rule ID.

    Attributes
    ----------
    id, lang, game:
        The rule ID (``"HR-C3"``), the language code and the game (``"hero_realms"``).
    section, title, text:
        The section's name, the rule's short title and its full text, in ``lang``.
    note:
        Where a rule document's wording differs from the published rule, one
        sentence saying so (in ``lang``), else ``None``.
    source:
        ``"original"``, ``"seed"`` (the wording of the published document named by
        ``source_title``) or ``"translated"``.
    source_title:
        The title of the document the catalogue cites for this language.
    seed_wording:
        The document's own sentence where ``note`` says it differs, else ``None``.
    """

    id: str
    lang: str
    game: str
    section: str
    title: str
    text: str
    note: str | None
    source: str
    source_title: str
    seed_wording: str | None = None

    def __str__(self) -> str:
        return f"{self.id} {self.title}: {self.text}"


@dataclass(frozen=True)
class RuleCatalogue:
    """Every rule of every game, in catalogue order, already checked.

    Use :func:`load_rule_catalogue` (or the cached :func:`rule`) to get one.
    """

    _rules: Mapping[str, Mapping[str, Any]]
    _files: Mapping[str, Mapping[str, Any]]

    def ids(self, game: str | None = None) -> tuple[str, ...]:
        """Rule IDs in catalogue order, of one game (``"hero_realms"``/``"villainous"``) or all."""
        if game is not None and game not in self._files:
            raise RuleCatalogueError(
                f"unknown game {game!r}; the catalogue has {', '.join(self._files)}"
            )
        return tuple(
            rid for rid, entry in self._rules.items() if game is None or entry["_game"] == game
        )

    def games(self) -> tuple[str, ...]:
        """The games the catalogue has files for."""
        return tuple(self._files)

    def rule(self, rule_id: str, lang: str = "en") -> RuleText:
        """One rule's title and text in ``lang``; see :func:`rule`."""
        lang = check_lang(lang)
        entry = self._rules.get(rule_id) if isinstance(rule_id, str) else None
        if entry is None:
            raise UnknownRuleError(f"unknown rule ID {rule_id!r}; rule IDs look like HR-C3 or V-F1")
        game = entry["_game"]
        file = self._files[game]
        words = entry[lang]
        note = entry.get("note")
        return RuleText(
            id=rule_id,
            lang=lang,
            game=game,
            section=file["sections"][entry["section"]][lang],
            title=words["title"],
            text=words["text"],
            note=note[lang] if note else None,
            source=words["source"],
            source_title=file["sources"][lang],
            seed_wording=entry.get("seed_wording", {}).get(lang),
        )

    def rules(self, lang: str = "en", game: str | None = None) -> tuple[RuleText, ...]:
        """Every rule (of one game, or all) in ``lang``, in catalogue order."""
        return tuple(self.rule(rid, lang) for rid in self.ids(game))

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)


def rules_dir() -> Path:
    """The folder of the catalogue's files: ``data/rules/`` of the toolkit's data."""
    return data_dir() / "rules"


def load_rule_catalogue(directory: str | Path | None = None) -> RuleCatalogue:
    """Read and check every ``*.yaml`` file of ``directory`` (default :func:`rules_dir`).

    Raises
    ------
    RuleCatalogueError
        The folder has no files, a file is not valid YAML or breaks the schema,
        an ID appears twice or under the wrong game, or a rule names an unknown
        section. The message names the file (and the rule where there is one).

    Examples
    --------
    >>> cat = load_rule_catalogue()
    >>> len(cat.ids("hero_realms")), len(cat.ids("villainous"))
    (48, 25)
    """
    folder = Path(directory) if directory is not None else rules_dir()
    paths = sorted(folder.glob("*.yaml"))
    if not paths:
        raise RuleCatalogueError(f"no rule catalogue files (*.yaml) in {folder}")
    validator = schema_check.validator(SCHEMA)  # jsonschema only for a failing file
    rules: dict[str, dict[str, Any]] = {}
    files: dict[str, dict[str, Any]] = {}
    for path in paths:
        try:
            doc = safe_yaml.load_file(path)
        except safe_yaml.DataFileError as exc:
            raise RuleCatalogueError(f"{path.name}: cannot read: {exc.detail}") from None
        error = schema_check.best_match(validator.iter_errors(doc))
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path) or "top level"
            rid = _rule_id_at(doc, list(error.absolute_path))
            raise RuleCatalogueError(
                f"{path.name}{f', rule {rid}' if rid else ''}, at {where}: {error.message}"
            )
        game = doc["game"]
        if game in files:
            raise RuleCatalogueError(f"{path.name}: a second file for game {game!r}")
        files[game] = doc
        prefix = GAME_PREFIXES[game] + "-"
        for entry in doc["rules"]:
            rid = entry["id"]
            if not rid.startswith(prefix):
                raise RuleCatalogueError(f"{path.name}, rule {rid}: {game} IDs start with {prefix}")
            if rid in rules:
                raise RuleCatalogueError(f"{path.name}, rule {rid}: the ID appears twice")
            if entry["section"] not in doc["sections"]:
                raise RuleCatalogueError(
                    f"{path.name}, rule {rid}: unknown section {entry['section']!r}"
                )
            rules[rid] = {**entry, "_game": game}
    return RuleCatalogue(rules, files)


def _rule_id_at(doc: Any, path: list[Any]) -> str | None:
    if len(path) >= 2 and path[0] == "rules" and isinstance(doc, dict):
        try:
            rid = doc["rules"][path[1]].get("id")
        except (AttributeError, IndexError, KeyError, TypeError):
            return None
        return rid if isinstance(rid, str) else None
    return None


@functools.lru_cache(maxsize=4)
def _catalogue(directory: Path) -> RuleCatalogue:
    return load_rule_catalogue(directory)


def catalogue() -> RuleCatalogue:
    """The toolkit's rule catalogue, loaded and checked once per process."""
    return _catalogue(rules_dir())


def rule(rule_id: str, lang: str = "en") -> RuleText:
    """The title and text of one rule in one language.

    Parameters
    ----------
    rule_id:
        A rule ID such as ``"HR-C3"`` or ``"V-F1"``.
    lang:
        ``"en"``, ``"es"`` or ``"it"`` (region variants such as ``"es_ES"`` work too).

    Raises
    ------
    UnknownRuleError
        ``rule_id`` is not in the catalogue.
    UnknownLanguageError
        ``lang`` is not one of the toolkit's languages.

    Examples
    --------
    >>> print(rule("HR-A6", "it").title)
    Alleato
    >>> rule("HR-A6").note
    'Both rule documents say “in hand”; the published rule says “in play”.'
    """
    return catalogue().rule(rule_id, lang)


def rule_ids(game: str | None = None) -> tuple[str, ...]:
    """Every rule ID (of ``"hero_realms"``, ``"villainous"``, or both) in catalogue order.

    Examples
    --------
    >>> rule_ids("villainous")[:3]
    ('V-S1', 'V-S2', 'V-S3')
    """
    return catalogue().ids(game)
