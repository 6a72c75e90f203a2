"""A static twin for every interactive display, so lessons can be read without a kernel.

In JupyterLab or Voilà a lesson shows live widgets (a table, a replay, an exercise). For
people without Python the same lessons are published as plain web pages, where those
widgets must still step and answer with no kernel and no network. Each lesson display
therefore carries, beside the widget, a self-contained HTML fragment (its own inline
script, everything precomputed by the engine) under :data:`STATIC_MIME`. JupyterLab and
Voilà ignore that MIME type and render the widget; the static edition builder takes the
fragment from the executed notebook's outputs. The twin is computed only there: a live
display carries none (see :func:`static_wanted`), so a lesson saved from JupyterLab stays
light.

Examples
--------
>>> twin = StaticTwin("<b>live</b>", lambda: "<p>static</p>")
>>> sorted(twin._repr_mimebundle_())  # a live notebook: no twin computed or saved
['text/html', 'text/plain']
>>> os.environ[STATIC_VARIABLE] = "1"  # the static edition's kernels
>>> sorted(twin._repr_mimebundle_())
['application/vnd.card-classroom.static+html', 'text/html', 'text/plain']
>>> del os.environ[STATIC_VARIABLE]
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

STATIC_MIME = "application/vnd.card-classroom.static+html"
"""The MIME type of a display's static HTML twin (a fragment with inline script and style)."""

STATIC_VARIABLE = "CARD_CLASSROOM_STATIC"
"""Set to ``1`` in the kernels that build the static edition: only there does a display
carry its static twin. A live notebook never computes it (nor saves it)."""


def static_wanted() -> bool:
    """Whether displays carry their static twin (the static edition is being built)."""
    return os.environ.get(STATIC_VARIABLE, "") == "1"


class StaticTwin:
    """Display ``live`` (a widget or any displayable object, or HTML text) with a static twin.

    Parameters
    ----------
    live:
        What JupyterLab shows: an ipywidgets widget, an object with a rich display, or an
        HTML string.
    static_html:
        The self-contained HTML fragment the static edition shows instead, or a function
        of no arguments that makes it: it is then computed only when asked for (when the
        static edition is built, see :func:`static_wanted`), never at a live display.
    text:
        The plain-text fallback.
    """

    def __init__(self, live: Any, static_html: str | Callable[[], str], text: str = "") -> None:
        self.live = live
        self._static = static_html
        self.text = text

    @property
    def static_html(self) -> str:
        """The static twin (computed on first use when it was given as a function)."""
        if callable(self._static):
            self._static = str(self._static())
        return self._static

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        if isinstance(self.live, str):
            bundle: dict[str, Any] = {"text/html": self.live}
        else:
            bundle = _bundle_of(self.live, **kwargs)
        if static_wanted():
            bundle[STATIC_MIME] = self.static_html
        bundle.setdefault("text/plain", self.text or type(self.live).__name__)
        return bundle


def _bundle_of(obj: Any, **kwargs: Any) -> dict[str, Any]:
    """The display bundle ``obj`` gives (ipywidgets, _repr_html_ objects or plain text)."""
    if hasattr(obj, "_repr_mimebundle_"):
        got = obj._repr_mimebundle_(**kwargs)
        data = got[0] if isinstance(got, tuple) else got
        return dict(data or {})
    if hasattr(obj, "_repr_html_"):
        return {"text/html": obj._repr_html_(), "text/plain": repr(obj)}
    return {"text/plain": repr(obj)}
