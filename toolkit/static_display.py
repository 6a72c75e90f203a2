"""A static twin for every interactive display, so lessons can be read without a kernel.

In JupyterLab or Voilà a lesson shows live widgets (a table, a replay, an exercise). For
people without Python the same lessons are published as plain web pages, where those
widgets must still step and answer with no kernel and no network. Each lesson display
therefore carries, beside the widget, a self-contained HTML fragment (its own inline
script, everything precomputed by the engine) under :data:`STATIC_MIME`. JupyterLab and
Voilà ignore that MIME type and render the widget; the static edition builder takes the
fragment from the executed notebook's outputs.

Examples
--------
>>> bundle = StaticTwin("<b>live</b>", "<p>static</p>")._repr_mimebundle_()
>>> sorted(bundle)
['application/vnd.card-classroom.static+html', 'text/html', 'text/plain']
"""

from __future__ import annotations

from typing import Any

STATIC_MIME = "application/vnd.card-classroom.static+html"
"""The MIME type of a display's static HTML twin (a fragment with inline script and style)."""


class StaticTwin:
    """Display ``live`` (a widget or any displayable object, or HTML text) with a static twin.

    Parameters
    ----------
    live:
        What JupyterLab shows: an ipywidgets widget, an object with a rich display, or an
        HTML string.
    static_html:
        The self-contained HTML fragment the static edition shows instead.
    text:
        The plain-text fallback.
    """

    def __init__(self, live: Any, static_html: str, text: str = "") -> None:
        self.live = live
        self.static_html = static_html
        self.text = text

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        if isinstance(self.live, str):
            bundle: dict[str, Any] = {"text/html": self.live}
        else:
            bundle = _bundle_of(self.live, **kwargs)
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
