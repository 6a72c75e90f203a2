"""Stepped demonstrations: a position, then moves with a sentence each, stepped with Next/Back.

A demonstration is data (``data/demonstrations/*.yaml``): the game and its position in the
exercises' format (``names``/``villains``, ``seed``, ``position``), a ``title`` and a
``start`` sentence, then ``steps``, each a ``move`` in a player's words (``play Gold``,
``move to Skull Rock``: the words of ``data/exercises/FORMAT.md``) with what it shows in
``say`` and the ``rules`` it turns on, and ``end``: readings of the table the last step
must reach (``{ask: {health: Ben}, is: 48}``). Every text is written in English, Spanish
and Italian. The engine plays every move: a move it refuses, or an end it does not reach,
is refused when the demonstration is loaded (:class:`DemonstrationError`).

:func:`demo` shows one in a lesson: a widget with *Back* and *Next* that redraws the board
at each step, and, for the static edition, the same steps precomputed (each board drawn
ahead) in a page whose plain script steps through them with no kernel. Both are the
stepper of :mod:`toolkit.html.stepper`, which an exercise's *Show me* uses too.

Examples
--------
>>> d = demonstration("hr-good-first-turn")
>>> len(d.frames()), d.frames()[1].sentence("es").startswith("Jugar una carta es gratis")
(7, True)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.exercises.games import MoveError, adapter_for
from toolkit.html.stepper import STEPPER_CSS, Step, rules_badges, step_label, stepper_page
from toolkit.i18n import LANGUAGES, check_lang
from toolkit.paths import data_dir


class DemonstrationError(ToolkitError):
    """A demonstration that cannot be shown: unknown, malformed, or refused by the engine."""


def demo_dir() -> Path:
    """The folder of demonstration files: ``data/demonstrations``."""
    return data_dir() / "demonstrations"


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, Mapping) or any(
        not str(value.get(lang, "")).strip() for lang in LANGUAGES
    ):
        raise DemonstrationError(f"{where} must be written in {', '.join(LANGUAGES)}")
    return {lang: " ".join(str(value[lang]).split()) for lang in LANGUAGES}


@dataclass(frozen=True)
class Frame:
    """One step of a demonstration: the board after the move, and what the move shows."""

    index: int
    move: str | None
    said: Mapping[str, str]
    rules: tuple[str, ...]
    boards: Mapping[str, str]

    def sentence(self, lang: str = "en") -> str:
        return self.said[check_lang(lang)]

    def board(self, lang: str = "en") -> str:
        return self.boards[check_lang(lang)]


class Demonstration:
    """One demonstration, checked against the engine (see the module docstring)."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.id = str(data.get("id", ""))
        where = f"demonstration {self.id or '?'}"
        for key in ("id", "game", "title", "start", "steps", "end"):
            if key not in data:
                raise DemonstrationError(f"{where}: no {key!r}")
        self.game = str(data["game"])
        self.title = _texts(data["title"], f"{where}, title")
        self.start = _texts(data["start"], f"{where}, start")
        if not data["steps"]:
            raise DemonstrationError(f"{where}: no steps")
        self.steps = [
            (
                str(s["move"]),
                _texts(s.get("say"), f"{where}, step {i + 1}"),
                tuple(s.get("rules", [])),
            )
            for i, s in enumerate(data["steps"])
        ]
        self.adapter = adapter_for(self.game)

    def games(self) -> list[Any]:
        """The table at the start and after each move, as the engine plays them.

        Raises
        ------
        DemonstrationError
            If a move is refused, or the end is not the one the data states.
        """
        game = self.adapter.build(self.data)
        out = [game.clone()]
        for i, (move, _, _) in enumerate(self.steps, 1):
            try:
                self.adapter.play(game, move)
            except (IllegalActionError, MoveError) as exc:
                raise DemonstrationError(
                    f"demonstration {self.id}, step {i} ({move}): {exc}"
                ) from None
            out.append(game.clone())
        for reading in self.data["end"]:
            found = self.adapter.measure(game, reading["ask"])
            if str(found) != str(reading["is"]):
                raise DemonstrationError(
                    f"demonstration {self.id} ends with {reading['ask']} = {found!r}, "
                    f"not {reading['is']!r}"
                )
        return out

    def frames(self) -> list[Frame]:
        """The start and every step, each with its board drawn in every language."""
        cached = _FRAMES.get(self.id)
        if cached is not None:
            return cached
        games = self.games()
        frames = [
            Frame(0, None, self.start, (), self._boards(games[0])),
            *(
                Frame(i, move, said, rules, self._boards(games[i]))
                for i, (move, said, rules) in enumerate(self.steps, 1)
            ),
        ]
        _FRAMES[self.id] = frames
        return frames

    def steps_in(self, lang: str) -> list[Step]:
        """The frames in ``lang``, as the stepper draws them."""
        lang = check_lang(lang)
        frames = self.frames()
        n = len(frames) - 1
        return [
            Step(
                step_label(lang, f.index, n),
                f.sentence(lang),
                rules_badges(f.rules, lang),
                f.board(lang),
            )
            for f in frames
        ]

    def _boards(self, game: Any) -> dict[str, str]:
        return {lang: self.adapter.board_html(game, lang) for lang in LANGUAGES}


_FRAMES: dict[str, list[Frame]] = {}


@functools.lru_cache(maxsize=1)
def _all() -> dict[str, Demonstration]:
    out: dict[str, Demonstration] = {}
    for path in sorted(demo_dir().glob("*.yaml")):
        try:
            raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise DemonstrationError(f"{path.name} cannot be read as YAML: {exc}") from None
        for item in raw.get("demonstrations", []):
            d = Demonstration(item)
            if d.id in out:
                raise DemonstrationError(f"{path.name}: demonstration {d.id} is there twice")
            out[d.id] = d
    return out


def demonstrations() -> list[Demonstration]:
    """Every demonstration of ``data/demonstrations``."""
    return list(_all().values())


def demonstration(demo_id: str) -> Demonstration:
    """The demonstration called ``demo_id`` (raises DemonstrationError if there is none)."""
    found = _all().get(demo_id)
    if found is None:
        raise DemonstrationError(
            f"no demonstration {demo_id!r}; there are {', '.join(sorted(_all()))}"
        )
    return found


def static_page(d: Demonstration, lang: str) -> str:
    """The demonstration as a whole page: every step precomputed, stepped by a plain script
    (no kernel, nothing fetched)."""
    lang = check_lang(lang)
    return stepper_page(d.title[lang], d.steps_in(lang), lang)


DEMO_CSS = STEPPER_CSS
"""The stepper's style (:data:`toolkit.html.stepper.STEPPER_CSS`)."""


__all__ = [
    "DEMO_CSS",
    "Demonstration",
    "DemonstrationError",
    "Frame",
    "demo_dir",
    "demonstration",
    "demonstrations",
    "rules_badges",
    "static_page",
    "step_label",
]
