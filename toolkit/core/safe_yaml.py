"""YAML for data files that other people write: safe, alias-free, bounded.

``yaml.safe_load`` already refuses tags that build Python objects, but it
still expands aliases: a small file whose anchors refer to each other
("billion laughs") grows into billions of nodes while it is loaded, and
again in every message that prints the result. Data files of the toolkit
never need aliases, so :func:`load` refuses them outright, together with
files larger than :data:`MAX_BYTES`, nesting deeper than :data:`MAX_DEPTH`
and text that is not UTF-8. Work and memory are then bounded by the size
of the file.

Examples
--------
>>> load("a: [1, 2]", "x.yaml")
{'a': [1, 2]}
>>> load("a: &x [1]\\nb: *x", "x.yaml")
Traceback (most recent call last):
...
toolkit.core.safe_yaml.DataFileError: x.yaml: line 2: YAML aliases (*name) are not allowed in data files
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, cast

import yaml

from toolkit.core import schema_check
from toolkit.core.error_base import ToolkitError, short_repr

MAX_BYTES = 1_000_000
"""The largest data file read (the largest shipped file is about 60 kB)."""

MAX_DEPTH = 40
"""The deepest nesting of lists and mappings accepted (shipped files nest about 12 deep)."""


class DataFileError(ToolkitError):
    """A data file that cannot be read as plain, safe YAML.

    ``file`` names the file and ``detail`` says what is wrong, so that a loader can
    re-raise it as its own error (:class:`~toolkit.core.errors.CardDataError`).
    """

    def __init__(self, detail: str, file: str) -> None:
        self.file = file
        self.detail = detail
        super().__init__(f"{file}: {detail}")


class _Loader(yaml.SafeLoader):
    """A safe loader that refuses aliases and deep nesting while composing the document."""

    def __init__(self, stream: str, file: str) -> None:
        super().__init__(stream)
        self._file = file
        self._depth = 0

    def _mark(self) -> Any:
        """Where the next event starts (PyYAML's parser methods carry no types)."""
        return cast(Any, self).peek_event().start_mark

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            mark = self._mark()
            raise DataFileError(
                f"line {mark.line + 1}: YAML aliases (*name) are not allowed in data files",
                self._file,
            )
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self._mark()
                raise DataFileError(
                    f"line {mark.line + 1}: nested deeper than {MAX_DEPTH} levels", self._file
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def load(text: str, file: str) -> Any:
    """Parse YAML ``text`` (named ``file`` in messages) safely; see the module docstring.

    Raises
    ------
    DataFileError
        For an alias, nesting beyond :data:`MAX_DEPTH`, text beyond :data:`MAX_BYTES`
        or invalid YAML.
    """
    if len(text) > MAX_BYTES:
        raise DataFileError(f"larger than {MAX_BYTES} characters", file)
    loader = _Loader(text, file)
    try:
        return loader.get_single_data()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataFileError(f"not valid YAML{where}: {problem}", file) from None
    except (ValueError, OverflowError, TypeError, RecursionError) as exc:
        # A scalar the constructor cannot turn into a value (a 100,000-digit number,
        # the 13th month): still the file's fault, so still a DataFileError.
        raise DataFileError(f"a value cannot be read: {exc}", file) from None
    finally:
        loader.dispose()


def dump(data: Any) -> str:
    """``data`` (plain dicts, lists, strings, numbers) as block-style YAML, keys in order.

    >>> print(dump({"b": [1, 2], "a": "sí"}), end="")
    b:
    - 1
    - 2
    a: sí
    >>> load(dump({"b": [1, 2], "a": "sí"}), "x.yaml")
    {'b': [1, 2], 'a': 'sí'}
    """
    return str(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100))


def load_file(path: Path) -> Any:
    """Read and parse one UTF-8 YAML file (see :func:`load`).

    Raises
    ------
    DataFileError
        For a file that cannot be read, is too large, is not UTF-8, or is not safe YAML.
    """
    return load(read_text(path), path.name)


def depth(data: Any, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and mappings nest in ``data`` (a scalar is 0), counted without
    recursion and no further than ``limit + 1``.

    >>> depth({"a": [1, [2]]})
    3
    """
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (list, tuple, dict)):
            level += 1
            deepest = max(deepest, level)
            if level > limit:
                return level
            stack.extend((v, level) for v in (item.values() if isinstance(item, dict) else item))
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number in JSON")


def load_json(text: str, file: str, *, max_bytes: int = MAX_BYTES) -> Any:
    """Parse JSON ``text`` (named ``file`` in messages) with the limits of :func:`load`.

    At most :data:`MAX_BYTES` characters and :data:`MAX_DEPTH` levels of nesting; no
    ``NaN`` or ``Infinity``; no lone surrogates (``"\\udc80"``), which could never be
    written back as UTF-8.

    Raises
    ------
    DataFileError
        For text beyond the limits or that is not valid JSON.

    Examples
    --------
    >>> load_json('{"a": [1, 2]}', "x.json")
    {'a': [1, 2]}
    >>> load_json("[" * 100 + "]" * 100, "x.json")
    Traceback (most recent call last):
    ...
    toolkit.core.safe_yaml.DataFileError: x.json: nested deeper than 40 levels
    """
    if len(text) > max_bytes:
        raise DataFileError(f"larger than {max_bytes} characters", file)
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise DataFileError(f"not valid JSON (line {exc.lineno}): {exc.msg}", file) from None
    except RecursionError:  # the C parser stops deep nesting itself, quickly
        raise DataFileError(f"nested deeper than {MAX_DEPTH} levels", file) from None
    except ValueError as exc:
        raise DataFileError(f"a value cannot be read: {exc}", file) from None
    if depth(data) > MAX_DEPTH:
        raise DataFileError(f"nested deeper than {MAX_DEPTH} levels", file)
    bad = lone_surrogate(data)
    if bad is not None:
        raise DataFileError(f"text with a lone surrogate ({bad}) cannot be UTF-8", file)
    return data


def lone_surrogate(data: Any) -> str | None:
    """The first string in ``data`` holding a lone surrogate, escaped, or None."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return short_repr(
                    item.encode("utf-8", "backslashreplace").decode("ascii", "replace")
                )
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def read_text(path: Path, *, max_bytes: int = MAX_BYTES) -> str:
    """The UTF-8 text of a data file of at most ``max_bytes`` bytes (:data:`MAX_BYTES`).

    Raises
    ------
    DataFileError
        For a file that cannot be read, is too large or is not UTF-8.
    """
    name = path.name
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise DataFileError(f"{size} bytes, larger than {max_bytes}", name)
        data = path.read_bytes()
    except OSError as exc:
        raise DataFileError(f"cannot read the file ({exc.strerror or exc})", name) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataFileError(f"not UTF-8 text (byte {exc.start})", name) from None


def load_json_file(path: Path) -> Any:
    """Read and parse one UTF-8 JSON file (see :func:`load_json`).

    Raises
    ------
    DataFileError
        For a file that cannot be read, is too large, is not UTF-8 or is not valid JSON.
    """
    return load_json(read_text(path), path.name)


def load_checked(path: Path, schema_file: str) -> Any:
    """Read one YAML data file (:func:`load_file`) and check it against
    ``toolkit/schemas/<schema_file>``.

    Raises
    ------
    DataFileError
        For a file :func:`load_file` refuses, or one that breaks its schema (the message
        names the field).
    """
    data = load_file(path)
    problem = schema_error(data, schema_file)
    if problem is not None:
        where, message = problem
        raise DataFileError(f"{field_path(where) or 'top level'}: {message}", path.name)
    return data


@cache
def _validator(schema_file: str) -> Any:
    text = resources.files("toolkit").joinpath(f"schemas/{schema_file}").read_text("utf-8")
    return schema_check.validator(json.loads(text))  # jsonschema only for a failing file


def schema_error(data: Any, schema_file: str) -> tuple[list[str | int], str] | None:
    """The most relevant way ``data`` breaks ``toolkit/schemas/<schema_file>``, or None.

    Returns the path of the offending value (keys and list indices) and a short
    message that quotes at most a few dozen characters of it.

    Examples
    --------
    >>> schema_error([{"id": "x"}], "hero_realms_cards.json")
    ([0, 'name'], 'missing field')
    >>> schema_error([], "hero_realms_cards.json") is None
    True
    """
    error = schema_check.best_match(_validator(schema_file).iter_errors(data))
    if error is None:
        return None
    path = list(error.absolute_path)
    validator = error.validator
    value = short_repr(error.instance)
    if validator == "required":
        missing = [k for k in error.validator_value if k not in error.instance]
        return path + ([missing[0]] if missing else []), "missing field"
    if validator == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})), key=str)
        return path + ([str(extra[0])] if extra else []), "unknown field"
    if validator in ("type", "oneOf", "anyOf"):
        want = _wanted(error.schema)
        return path, f"expected {want}, got {value}"
    if validator == "enum":
        return path, f"must be one of {list(error.validator_value)}, got {value}"
    if validator in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        word = {"minimum": ">=", "maximum": "<=", "exclusiveMinimum": ">"}.get(validator, "<")
        return path, f"must be {word} {error.validator_value}, got {value}"
    if validator in ("minItems", "maxItems", "minLength", "maxLength"):
        size = "at least" if validator.startswith("min") else "at most"
        unit = "items" if validator.endswith("Items") else "characters"
        return path, f"must have {size} {error.validator_value} {unit}"
    if validator == "pattern":
        return path, f"must match {error.validator_value}, got {value}"
    if validator == "const":
        return path, f"must be {error.validator_value!r}, got {value}"
    return path, f"{value} breaks the {validator} rule of the format"


def _wanted(schema: Any) -> str:
    """A plain-words name for what a schema accepts (for 'expected ..., got ...')."""
    if not isinstance(schema, dict):
        return "another value"
    words = {
        "integer": "a whole number",
        "string": "a string",
        "boolean": "true or false",
        "null": "null",
        "array": "a list",
        "object": "a mapping",
        "number": "a number",
    }
    kinds: list[str] = []
    for option in schema.get("oneOf", []) + schema.get("anyOf", []):
        kinds.append(_wanted(option))
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        kinds.append({"count": "a whole number", "id": "an id", "text": "a string"}.get(name, name))
    t = schema.get("type")
    for k in t if isinstance(t, list) else [t] if t else []:
        kinds.append(words.get(str(k), str(k)))
    if "const" in schema:
        kinds.append(repr(schema["const"]))
    if "enum" in schema:
        kinds.append(" or ".join(repr(v) for v in schema["enum"]))
    bounds = []
    if "minimum" in schema:
        bounds.append(f">= {schema['minimum']}")
    if "maximum" in schema:
        bounds.append(f"<= {schema['maximum']}")
    text = " or ".join(dict.fromkeys(kinds)) or "another value"
    return f"{text} {' and '.join(bounds)}".strip()


def field_path(path: list[str | int]) -> str:
    """``["abilities", "expend", 0]`` -> ``"abilities.expend[0]"``.

    >>> field_path(["abilities", "expend", 0, "draw"])
    'abilities.expend[0].draw'
    """
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out
