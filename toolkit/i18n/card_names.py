"""Card names in the learner's language, where a published rule document gives one.

The Spanish and Italian Hero Realms rule documents name the starting cards and the Fire
Gem (*Moneda de oro, Rubí, Daga, Espada corta, Gema de Fuego*; *Moneta d'oro, Rubino,
Pugnale, Spada corta, Gemma del Fuoco*). ``data/hero_realms/card_names.yaml`` records
those names with their source; every other card keeps its printed English name.

The engines keep the English names (their ids, logs and digests do not change): a view
calls :func:`card_name` where it writes a name for a reader.

>>> card_name("Gold", "es"), card_name("Fire Gem", "it"), card_name("Spark", "es")
('Moneda de oro', 'Gemma del Fuoco', 'Spark')
>>> card_name("Gold", "es", n=7), card_name("Gold", "en", n=7)
('Monedas de oro', 'Gold')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from toolkit.core.error_base import ToolkitError
from toolkit.core.safe_yaml import DataFileError, load_checked
from toolkit.i18n.languages import check_lang
from toolkit.paths import data_dir

__all__ = ["CardNameError", "card_count_list", "card_name", "card_names", "namer"]

CARD_NAMES_FILE = Path("hero_realms") / "card_names.yaml"


class CardNameError(ToolkitError):
    """The card-name file is malformed: a name without a source, or an unknown source."""


@cache
def card_names(path: Path | None = None) -> dict[str, Any]:
    """The recorded names, checked against ``toolkit/schemas/card_names.json``.

    Raises
    ------
    CardNameError
        Naming the file and what is wrong (a field, or a source the file does not list).
    """
    path = path or data_dir() / CARD_NAMES_FILE
    try:
        data = load_checked(path, "card_names.json")
    except DataFileError as exc:
        raise CardNameError(str(exc)) from exc
    for english, langs in data["cards"].items():
        for lang, entry in langs.items():
            if entry["source"] not in data["sources"]:
                raise CardNameError(
                    f"{path.name}: {english}: {lang} source {entry['source']!r} is not in 'sources'"
                )
    return dict(data)


def card_name(name: str, lang: str, n: int = 1) -> str:
    """The name of the card printed as ``name``, as a reader of ``lang`` finds it.

    Parameters
    ----------
    name:
        The printed English name (as the engines give it).
    lang:
        ``"en"``, ``"es"`` or ``"it"``.
    n:
        How many cards the name stands for (``7 Monedas de oro``); English names do not
        change.

    Returns
    -------
    str
        The recorded name, or ``name`` itself where none is recorded.
    """
    lang = check_lang(lang)
    if lang == "en":
        return name
    entry = card_names()["cards"].get(name)
    if entry is None:
        return name
    return str(entry[lang]["one" if n == 1 else "many"])


def namer(printed: Callable[[int], str], lang: str) -> Callable[[int], str]:
    """``printed`` (card instance to printed name) with the names read in ``lang``."""
    if check_lang(lang) == "en":
        return printed
    return lambda iid: card_name(printed(iid), lang)


_COUNT = re.compile(r"(\d+) (.+)")


def card_count_list(text: str, lang: str) -> str:
    """A list of counted cards ("1 Dagger, 7 Gold") with the names read in ``lang``.

    Text that is not such a list is returned as it is.

    >>> card_count_list("1 Dagger, 7 Gold, 1 Ruby", "es")
    '1 Daga, 7 Monedas de oro, 1 Rubí'
    """
    parts = text.split(", ")
    found = [_COUNT.fullmatch(p) for p in parts]
    if check_lang(lang) == "en" or not all(found):
        return text
    return ", ".join(
        f"{m.group(1)} {card_name(m.group(2), lang, int(m.group(1)))}" for m in found if m
    )
