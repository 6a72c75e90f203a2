"""Reading exercise files: YAML through the safe loader, the JSON Schema, then the engine.

A file is checked in three steps, each failing with an :class:`ExerciseDataError` that
names the file, the exercise and the field: the JSON Schema (``toolkit/schemas/
exercise.json``) checks the shape; then every rule ID must be in the catalogue, the
position must build, every name must be found on the table; last, the engine must agree
with the answer written in the file (the exercise's ``solution`` is the engine's).

An exercise marked ``awaits`` follows a rule correction that an engine may not have yet:
while the engine disagrees with its answer it is left out with a warning, never taught
with an answer the engine would contradict.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml, schema_check
from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.exercises.better import verify_better
from toolkit.exercises.model import Exercise, rule_titles
from toolkit.i18n import check_lang
from toolkit.paths import data_dir

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "schemas" / "exercise.json"
GAMES = ("hero-realms", "villainous")


class ExerciseDataError(ToolkitError):
    """A malformed exercise file; names the file, the exercise and the field."""

    def __init__(
        self, message: str, *, file: str, exercise: str | None = None, field: str | None = None
    ) -> None:
        self.file = file
        self.exercise = exercise
        self.field = field
        where = file
        if exercise is not None:
            where += f", exercise {exercise!r}"
        if field is not None:
            where += f", field {field!r}"
        super().__init__(f"{where}: {message}")


class ExerciseAwaitsEngine(UserWarning):
    """An exercise left out because the engine does not yet follow the rule it teaches."""


@lru_cache(maxsize=1)
def _validator() -> Any:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return schema_check.validator(schema)  # jsonschema only for a failing file


def exercise_dir() -> Path:
    """The folder of exercise files: ``data/exercises``."""
    return data_dir() / "exercises"


def read_file(path: Path) -> dict[str, Any]:
    """One exercise file, parsed and checked against the JSON Schema (no engine yet)."""
    name = path.name
    try:
        raw = safe_yaml.load_file(path)
    except safe_yaml.DataFileError as exc:
        raise ExerciseDataError(exc.detail, file=name) from None
    errors = sorted(_validator().iter_errors(raw), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        where = list(err.absolute_path)
        exercise = None
        field_path = [str(p) for p in where]
        if len(where) >= 2 and where[0] == "exercises" and isinstance(where[1], int):
            item = raw["exercises"][where[1]]
            exercise = str(item.get("id", f"#{where[1] + 1}")) if isinstance(item, dict) else None
            field_path = [str(p) for p in where[2:]]
        if err.validator == "required":
            missing = err.message.split("'")[1] if "'" in err.message else err.message
            field_path.append(missing)
        elif err.validator == "additionalProperties" and "'" in err.message:
            field_path.append(err.message.split("'")[1])
        field = ".".join(field_path) or None
        raise ExerciseDataError(err.message, file=name, exercise=exercise, field=field)
    return raw  # type: ignore[no-any-return]


def _same(ex: Exercise, written: Any, found: Any) -> bool:
    if ex.answer_mode == "many":
        return sorted(written) == sorted(found)
    return str(written) == str(found)


def verify(ex: Exercise) -> None:
    """Cross-check one exercise with the catalogue and the engine (raises ExerciseDataError)."""
    file, eid = ex.source, ex.id

    def fail(message: str, field: str) -> ExerciseDataError:
        return ExerciseDataError(message, file=file, exercise=eid, field=field)

    catalogue = rule_titles()
    for rule in ex.rules:
        if rule not in catalogue:
            raise fail(f"{rule} is not a rule ID of the catalogue", "rules")
        if not rule.startswith("HR-" if ex.game == "hero-realms" else "V-"):
            raise fail(f"{rule} is a rule of the other game", "rules")
    if ex.data.get("by", "attack") != "attack" and ex.game != "hero-realms":
        raise fail("only Hero Realms exercises pick targets of a stun or a discard", "by")
    try:
        if ex.kind == "tournament-reading":
            ex.reading()
        else:
            ex.new_game()
    except (ToolkitError, KeyError, ValueError, TypeError) as exc:
        field = "replay" if "replay" in ex.data else "position"
        if ex.kind == "tournament-reading":
            field = "tournament"
        if isinstance(exc, IllegalActionError):
            field = "setup_moves"
        raise fail(f"the position cannot be set up: {exc}", field) from None
    if ex.kind == "better-move":
        verify_better(ex, fail)
    try:
        for option in ex.options if ex.answer_mode == "many" else ():
            ex._target_refusal(option)
        for move in ex.data.get("choices", []):
            ex.adapter.describe_move(move)
        if ex.kind == "legal-move":
            ex._move_refusal()
        found = ex.solution
        if (
            ex.kind in ("what-happens", "replay-step", "tournament-reading")
            and found not in ex.options
        ):
            raise fail(f"the engine reads {found!r}, which no option gives", "options")
    except IllegalActionError as exc:
        raise fail(f"the move cannot be made: {exc}", "move") from None
    except ToolkitError as exc:
        if isinstance(exc, ExerciseDataError):
            raise
        raise fail(str(exc), "options") from None
    written = ex.data["answer"]
    if ex.kind == "win-this-turn":
        try:
            feedback = ex.check(written)
        except ToolkitError as exc:
            raise fail(str(exc), "answer") from None
        if not feedback.correct:
            raise fail(f"the written solution does not win: {feedback.explanation}", "answer")
        return
    if not _same(ex, written, found):
        raise fail(f"the file says {written!r} but the engine finds {found!r}", "answer")


def load_file(path: Path, *, check: bool = True) -> list[Exercise]:
    """The exercises of one file, in file order, verified unless ``check`` is False."""
    raw = read_file(path)
    out: list[Exercise] = []
    for i, data in enumerate(raw["exercises"]):
        ex = Exercise(data, raw["game"], source=path.name, topics=raw["topic"], order=i)
        if check:
            try:
                verify(ex)
            except ExerciseDataError as exc:
                if ex.awaits is None:
                    raise
                LEFT_OUT[ex.id] = ex.awaits
                warnings.warn(
                    f"{ex.id} left out until the engine follows {ex.awaits}: {exc}",
                    ExerciseAwaitsEngine,
                    stacklevel=2,
                )
                continue
        out.append(ex)
    return out


def load_all(paths: Iterable[Path], *, check: bool = True) -> list[Exercise]:
    """Every exercise of ``paths``; ids must be unique across files."""
    out: list[Exercise] = []
    seen: dict[str, str] = {}
    for path in paths:
        for ex in load_file(path, check=check):
            if ex.id in seen:
                raise ExerciseDataError(
                    f"the id is already used in {seen[ex.id]}",
                    file=path.name,
                    exercise=ex.id,
                    field="id",
                )
            seen[ex.id] = path.name
            out.append(ex)
    return out


_CACHE: dict[tuple[str, bool], list[Exercise]] = {}
_IN_LANG: dict[tuple[str, bool, str], list[Exercise]] = {}
LEFT_OUT: dict[str, str] = {}
"""Exercise id -> the rule correction it waits for, for those loading left out."""


def load_exercises(
    game: str | None = None, lang: str = "en", *, check: bool = True
) -> list[Exercise]:
    """Every exercise of ``data/exercises`` (of one game if ``game`` is given), easiest first,
    read in ``lang`` (``"en"``, ``"es"`` or ``"it"``).

    Each is validated with the JSON Schema and cross-checked with the engine once (see the
    module docstring); the result is kept, and each language shares the engine's work, so
    later calls, in any language, are quick.

    Examples
    --------
    >>> exercises = load_exercises("villainous", lang="es")
    >>> all(ex.game == "villainous" and ex.lang == "es" for ex in exercises)
    True
    """
    lang = check_lang(lang)
    if game is not None and game not in GAMES:
        raise ExerciseDataError(f"unknown game {game!r}; choose from {', '.join(GAMES)}", file="-")
    key = (str(exercise_dir()), check)
    if key not in _CACHE:
        files = sorted(exercise_dir().glob("*.yaml"))
        exercises = load_all(files, check=check)
        rank = {g: i for i, g in enumerate(GAMES)}
        exercises.sort(key=lambda e: (rank[e.game], e.level, e.source, e.order))
        _CACHE[key] = exercises
    lkey = (*key, lang)
    if lkey not in _IN_LANG:
        _IN_LANG[lkey] = [e.in_lang(lang) for e in _CACHE[key]]
    return [e for e in _IN_LANG[lkey] if game is None or e.game == game]


def exercise(exercise_id: str, lang: str = "en") -> Exercise:
    """The exercise called ``exercise_id`` (for example ``"hr-guards-2"``), read in ``lang``.

    Examples
    --------
    >>> exercise("hr-guards-1", lang="es").title
    'Una guardia en medio'

    Raises
    ------
    ExerciseDataError
        If no exercise has that id.
    """
    for ex in load_exercises(lang=lang):
        if ex.id == exercise_id:
            return ex
    if exercise_id in LEFT_OUT:
        raise ExerciseDataError(
            f"{exercise_id} waits until the engine follows {LEFT_OUT[exercise_id]}",
            file=str(exercise_dir()),
            exercise=exercise_id,
        )
    raise ExerciseDataError(f"there is no exercise {exercise_id!r}", file=str(exercise_dir()))
