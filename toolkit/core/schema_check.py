"""JSON Schema checks without importing jsonschema on the way of a valid file.

Every data file, log and exercise sheet is checked against its JSON Schema when
it loads. Importing ``jsonschema`` costs more than a second at start-up on some
installs (one of its format checkers builds a grammar) and needs a compiled
extension (``rpds-py``) that a browser's Python does not have. So the verdict
comes from :class:`Checker`, a small checker of the JSON Schema 2020-12
keywords the toolkit's schemas use; only a file that fails it is handed to
``jsonschema``, whose errors (and its choice of the most relevant one) the
loaders word their messages from. Where ``jsonschema`` cannot be imported,
the checker's own errors are used: a malformed file is refused either way.

A schema using a keyword the checker does not know is refused when the checker
is built (:class:`UnsupportedSchemaError`), and :func:`validator` then uses
``jsonschema`` alone; a test checks that every shipped schema is supported and
that the checker and ``jsonschema`` agree on mutated copies of the shipped data.

Examples
--------
>>> v = validator({"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}})
>>> list(v.iter_errors({"id": "fire-gem"}))
[]
>>> [e.validator for e in v.iter_errors({"id": 3})]
['type']
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Checker", "SchemaProblem", "UnsupportedSchemaError", "best_match", "validator"]

_ANNOTATIONS = frozenset(
    {"$schema", "$id", "$comment", "$defs", "definitions", "title", "description"}
    | {"default", "examples", "format", "deprecated", "readOnly", "writeOnly"}
)
"""Keywords that never make an instance invalid (``format`` is an annotation unless a
format checker is asked for, which the toolkit never does)."""

_KEYWORDS = frozenset(
    {"type", "enum", "const", "properties", "patternProperties", "additionalProperties"}
    | {"required", "minProperties", "maxProperties", "propertyNames", "items", "prefixItems"}
    | {"minItems", "maxItems", "uniqueItems", "minLength", "maxLength", "pattern"}
    | {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"}
    | {"allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref"}
)
"""The assertion and applicator keywords :class:`Checker` implements."""


class UnsupportedSchemaError(ValueError):
    """A schema that uses a keyword (or a ``$ref``) the checker does not implement."""


@dataclass(frozen=True)
class SchemaProblem:
    """One way an instance breaks a schema, shaped like a ``jsonschema`` error.

    Attributes
    ----------
    message:
        What is wrong, in the words ``jsonschema`` uses.
    path:
        The keys and list indices leading to the offending value.
    validator, validator_value:
        The keyword that failed and its value in the schema.
    instance, schema:
        The offending value and the (sub)schema holding the keyword.
    """

    message: str
    path: tuple[str | int, ...]
    validator: str
    validator_value: Any
    instance: Any
    schema: Any = field(repr=False)

    @property
    def absolute_path(self) -> list[str | int]:
        """The path as a list (the name ``jsonschema`` errors use)."""
        return list(self.path)


def _is_type(value: Any, kind: str) -> bool:
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "null":
        return value is None
    if isinstance(value, bool):
        return False
    if kind == "integer":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, int | float)
    raise UnsupportedSchemaError(f"unknown type {kind!r}")


_TRUE, _FALSE = object(), object()


def _unbool(value: Any) -> Any:
    return _TRUE if value is True else _FALSE if value is False else value


def _equal(one: Any, two: Any) -> bool:
    """JSON equality: ``True`` is not ``1``, lists and mappings compare item by item."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(_equal(one[k], two[k]) for k in one)
    return bool(_unbool(one) == _unbool(two))


class Checker:
    """A JSON Schema 2020-12 checker for the keywords the toolkit's schemas use.

    Parameters
    ----------
    schema:
        The schema (a mapping or a boolean); ``$ref`` may point inside it only
        (``#/$defs/name``).

    Raises
    ------
    UnsupportedSchemaError
        The schema uses a keyword outside :data:`_KEYWORDS` or a ``$ref`` that
        leaves the document.
    """

    def __init__(self, schema: Any) -> None:
        self.schema = schema
        self._patterns: dict[str, re.Pattern[str]] = {}
        self._check_supported(schema)

    # -- the schema itself --------------------------------------------------------------
    def _check_supported(self, node: Any) -> None:
        if isinstance(node, bool):
            return
        if not isinstance(node, Mapping):
            raise UnsupportedSchemaError(f"a schema is a mapping or a boolean, got {node!r}")
        for key, value in node.items():
            if key in ("$defs", "definitions", "properties", "patternProperties"):
                for sub in value.values():
                    self._check_supported(sub)
                if key == "patternProperties":
                    for pattern in value:
                        self._pattern(pattern)
            elif key in _ANNOTATIONS:
                continue
            elif key not in _KEYWORDS:
                raise UnsupportedSchemaError(f"keyword {key!r} is not supported")
            elif key in ("allOf", "anyOf", "oneOf", "prefixItems"):
                for sub in value:
                    self._check_supported(sub)
            elif key in ("not", "if", "then", "else", "items", "additionalProperties"):
                self._check_supported(value)
            elif key == "propertyNames":
                self._check_supported(value)  # a schema for every key
            elif key == "pattern":
                self._pattern(value)
            elif key == "$ref":
                self._resolve(value)
            elif key == "type" and not isinstance(value, str | list):
                raise UnsupportedSchemaError(f"type {value!r} is not supported")

    def _pattern(self, pattern: str) -> re.Pattern[str]:
        found = self._patterns.get(pattern)
        if found is None:
            found = self._patterns[pattern] = re.compile(pattern)
        return found

    def _resolve(self, ref: Any) -> Any:
        if not isinstance(ref, str) or not (ref == "#" or ref.startswith("#/")):
            raise UnsupportedSchemaError(f"$ref {ref!r} leaves the document")
        node = self.schema
        for part in ref[2:].split("/") if ref != "#" else []:
            part = part.replace("~1", "/").replace("~0", "~")
            try:
                node = node[int(part)] if isinstance(node, list) else node[part]
            except (KeyError, IndexError, ValueError, TypeError):
                raise UnsupportedSchemaError(f"$ref {ref!r} points nowhere") from None
        return node

    # -- instances ----------------------------------------------------------------------
    def is_valid(self, instance: Any) -> bool:
        """Whether ``instance`` follows the schema."""
        return next(self.iter_errors(instance), None) is None

    def iter_errors(self, instance: Any) -> Iterator[SchemaProblem]:
        """Every way ``instance`` breaks the schema (lazily, the first one first)."""
        return self._errors(instance, self.schema, ())

    def _errors(
        self, value: Any, schema: Any, path: tuple[str | int, ...]
    ) -> Iterator[SchemaProblem]:
        if schema is True:
            return
        if schema is False:
            yield SchemaProblem(
                f"False schema does not allow {value!r}", path, "false", False, value, schema
            )
            return

        def problem(keyword: str, message: str) -> SchemaProblem:
            return SchemaProblem(message, path, keyword, schema[keyword], value, schema)

        if "$ref" in schema:
            yield from self._errors(value, self._resolve(schema["$ref"]), path)
        if "type" in schema:
            kinds = schema["type"]
            kinds = [kinds] if isinstance(kinds, str) else kinds
            if not any(_is_type(value, k) for k in kinds):
                yield problem("type", f"{value!r} is not of type {', '.join(map(repr, kinds))}")
        if "enum" in schema and not any(_equal(value, v) for v in schema["enum"]):
            yield problem("enum", f"{value!r} is not one of {schema['enum']!r}")
        if "const" in schema and not _equal(value, schema["const"]):
            yield problem("const", f"{schema['const']!r} was expected")
        if isinstance(value, dict):
            yield from self._object_errors(value, schema, path, problem)
        elif isinstance(value, list):
            yield from self._array_errors(value, schema, path, problem)
        elif isinstance(value, str):
            if "minLength" in schema and len(value) < schema["minLength"]:
                yield problem("minLength", f"{value!r} is too short")
            if "maxLength" in schema and len(value) > schema["maxLength"]:
                yield problem("maxLength", f"{value!r} is too long")
            if "pattern" in schema and not self._pattern(schema["pattern"]).search(value):
                yield problem("pattern", f"{value!r} does not match {schema['pattern']!r}")
        elif isinstance(value, int | float) and not isinstance(value, bool):
            yield from self._number_errors(value, schema, problem)
        yield from self._combined_errors(value, schema, path)

    def _object_errors(
        self, value: dict[Any, Any], schema: Mapping[str, Any], path: tuple[Any, ...], problem: Any
    ) -> Iterator[SchemaProblem]:
        for name in schema.get("required", ()):
            if name not in value:
                yield problem("required", f"{name!r} is a required property")
        if "minProperties" in schema and len(value) < schema["minProperties"]:
            yield problem("minProperties", f"{value!r} does not have enough properties")
        if "maxProperties" in schema and len(value) > schema["maxProperties"]:
            yield problem("maxProperties", f"{value!r} has too many properties")
        if "propertyNames" in schema:
            for name in value:
                yield from self._errors(name, schema["propertyNames"], path)
        properties = schema.get("properties", {})
        for name, sub in properties.items():
            if name in value:
                yield from self._errors(value[name], sub, (*path, name))
        patterns = schema.get("patternProperties", {})
        for pattern, sub in patterns.items():
            for name, item in value.items():
                if isinstance(name, str) and self._pattern(pattern).search(name):
                    yield from self._errors(item, sub, (*path, name))
        if "additionalProperties" in schema:
            extra = [
                name
                for name in value
                if name not in properties
                and not (
                    isinstance(name, str) and any(self._pattern(p).search(name) for p in patterns)
                )
            ]
            more = schema["additionalProperties"]
            if more is False and extra:
                names = ", ".join(repr(n) for n in extra)
                yield problem(
                    "additionalProperties",
                    f"Additional properties are not allowed ({names} were unexpected)",
                )
            elif more is not False:
                for name in extra:
                    yield from self._errors(value[name], more, (*path, name))

    def _array_errors(
        self, value: list[Any], schema: Mapping[str, Any], path: tuple[Any, ...], problem: Any
    ) -> Iterator[SchemaProblem]:
        if "minItems" in schema and len(value) < schema["minItems"]:
            yield problem("minItems", f"{value!r} should be non-empty or is too short")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            yield problem("maxItems", f"{value!r} is too long")
        if schema.get("uniqueItems") is True:
            for i, item in enumerate(value):
                if any(_equal(item, other) for other in value[:i]):
                    yield problem("uniqueItems", f"{value!r} has non-unique elements")
                    break
        prefix = schema.get("prefixItems", ())
        for i, (item, sub) in enumerate(zip(value, prefix, strict=False)):
            yield from self._errors(item, sub, (*path, i))
        if "items" in schema:
            for i in range(len(prefix), len(value)):
                yield from self._errors(value[i], schema["items"], (*path, i))

    @staticmethod
    def _number_errors(
        value: float, schema: Mapping[str, Any], problem: Any
    ) -> Iterator[SchemaProblem]:
        if "minimum" in schema and value < schema["minimum"]:
            yield problem("minimum", f"{value!r} is less than the minimum of {schema['minimum']!r}")
        if "maximum" in schema and value > schema["maximum"]:
            yield problem(
                "maximum", f"{value!r} is greater than the maximum of {schema['maximum']!r}"
            )
        if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
            yield problem(
                "exclusiveMinimum", f"{value!r} is not above {schema['exclusiveMinimum']!r}"
            )
        if "exclusiveMaximum" in schema and value >= schema["exclusiveMaximum"]:
            yield problem(
                "exclusiveMaximum", f"{value!r} is not below {schema['exclusiveMaximum']!r}"
            )
        if "multipleOf" in schema:
            step = schema["multipleOf"]
            quotient = value / step
            if isinstance(step, float) or isinstance(value, float):
                bad = not float(quotient).is_integer()
            else:
                bad = value % step != 0
            if bad:
                yield problem("multipleOf", f"{value!r} is not a multiple of {step!r}")

    def _combined_errors(
        self, value: Any, schema: Mapping[str, Any], path: tuple[Any, ...]
    ) -> Iterator[SchemaProblem]:
        def fails(sub: Any) -> bool:
            return next(self._errors(value, sub, path), None) is not None

        def problem(keyword: str, message: str) -> SchemaProblem:
            return SchemaProblem(message, path, keyword, schema[keyword], value, schema)

        for sub in schema.get("allOf", ()):
            yield from self._errors(value, sub, path)
        if "anyOf" in schema and all(fails(sub) for sub in schema["anyOf"]):
            yield problem("anyOf", f"{value!r} is not valid under any of the given schemas")
        if "oneOf" in schema:
            passing = sum(not fails(sub) for sub in schema["oneOf"])
            if passing == 0:
                yield problem("oneOf", f"{value!r} is not valid under any of the given schemas")
            elif passing > 1:
                yield problem("oneOf", f"{value!r} is valid under each of several given schemas")
        if "not" in schema and not fails(schema["not"]):
            yield problem("not", f"{value!r} should not be valid under {schema['not']!r}")
        if "if" in schema:
            if not fails(schema["if"]):
                if "then" in schema:
                    yield from self._errors(value, schema["then"], path)
            elif "else" in schema:
                yield from self._errors(value, schema["else"], path)


class _Validator:
    """The checker's verdict, and ``jsonschema``'s errors for a failing instance."""

    def __init__(self, schema: Any) -> None:
        self.schema = schema
        try:
            self._checker: Checker | None = Checker(schema)
        except UnsupportedSchemaError:
            self._checker = None
        self._full: Any = None

    def _jsonschema(self) -> Any:
        if self._full is None:
            import jsonschema  # only for a file that fails the checker (or an unusual schema)

            cls = jsonschema.validators.validator_for(self.schema)
            cls.check_schema(self.schema)
            self._full = cls(self.schema)
        return self._full

    def iter_errors(self, instance: Any) -> Iterator[Any]:
        """Nothing for a valid ``instance``; else ``jsonschema``'s errors, or the checker's
        where ``jsonschema`` cannot be imported."""
        checker = self._checker
        if checker is not None and checker.is_valid(instance):
            return iter(())
        try:
            full = self._jsonschema()
        except ImportError:
            if checker is None:
                raise
            return checker.iter_errors(instance)
        return iter(full.iter_errors(instance))


def validator(schema: Any) -> _Validator:
    """A validator of ``schema`` whose ``iter_errors`` imports ``jsonschema`` only for a
    failing instance (see the module docstring)."""
    return _Validator(schema)


def best_match(errors: Iterator[Any]) -> Any:
    """The most relevant error: ``jsonschema``'s choice, or the first one without it."""
    errors = iter(errors)
    first = next(errors, None)
    if first is None:
        return None
    if isinstance(first, SchemaProblem):
        return first
    from jsonschema.exceptions import best_match as choose

    return choose(_chain(first, errors))


def _chain(first: Any, rest: Iterator[Any]) -> Iterator[Any]:
    yield first
    yield from rest
