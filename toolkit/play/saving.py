"""Saving a table's game, refusing to write over a file unless asked.

A method of :class:`~toolkit.play.model.TableModel`; every refusal is the table's
message, in its language, and a :class:`~toolkit.core.errors.SaveError`.

Save has two forms. A replayable *log* holds the setup and seed that deal every card
again, so it reveals every hand and deck: it is written in the teacher's view, once
the game is over, or when asked for (``form="log"``). While a learner's game is under
way Save writes the seat's *view* instead: the board and the narration exactly as that
seat sees them (other seats' hands as counts, their draws as "draws 5 cards"), as
HTML for a ``.html`` file, else as JSON.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import ToolkitError

if TYPE_CHECKING:
    from toolkit.play.model import TableModel

FORMS = ("log", "view")
"""What Save can write: the whole game as a replayable log, or one seat's view."""

VIEW_FORMAT = "toolkit-table-view"
"""The ``format`` of a saved view (JSON)."""


def save_form(self: TableModel) -> str:
    """What Save writes now by default: ``"log"`` in the teacher's view or once the game
    is over, else ``"view"`` (the seat's view, which keeps the other seats' secrets)."""
    return "log" if self.teacher or self.game.over else "view"


def view_text(self: TableModel, html: bool) -> str:
    """The board and narration as the viewer sees them now, as HTML or JSON text."""
    board = self.board()
    viewer = self.viewer
    if html:
        from toolkit.html.table import board_html

        return board_html(board, self.lang)
    data: dict[str, Any] = asdict(board)
    data.pop("spots", None)
    head = {
        "format": VIEW_FORMAT,
        "version": 1,
        "game": self.game.game_name,
        "lang": self.lang,
        "viewer": None if viewer is None else self.names[viewer] if viewer >= 0 else "",
        "decisions": len(self.game.decisions),
    }
    return json.dumps({**head, "board": data}, ensure_ascii=False, indent=1)


def save(
    self: TableModel, path: str | Path, *, overwrite: bool = False, form: str | None = None
) -> Path:
    """Save the game so far: the seat's view, or the whole game as a replayable log.

    Parameters
    ----------
    path:
        The file to write (``.json``; a view may also be ``.html``).
    overwrite:
        Replace a file that is already there; without it an existing file is kept
        and the save refused.
    form:
        ``"view"`` writes the board and narration as the viewer sees them now (no other
        seat's hidden card); ``"log"`` writes the log that opens in ``Replay.load`` and
        the HTML export, with the setup and seed that deal every card. By default
        (:func:`save_form`) a log in the teacher's view or once the game is over, else
        the view.

    Raises
    ------
    ArgumentError
        When ``form`` is neither; nothing is written.
    SaveError
        When the file exists (and ``overwrite`` is not given), or cannot be written;
        the table's message says so in its language, and nothing is written.
    """
    from toolkit.core.errors import ArgumentError, SaveError, short_repr

    t = self.t
    if form is None:
        form = save_form(self)
    if not isinstance(form, str) or form not in FORMS:
        text = t.tr("Save writes 'log' or 'view', not {value}.", value=short_repr(form))
        self._say("refused", text)
        raise ArgumentError(text)
    path = Path(path)
    if str(path).strip() in ("", "."):
        text = t.tr("Write a file name to save to.")
        self._say("refused", text)
        raise SaveError(text)
    if path.exists() and path.is_dir():
        text = t.tr("{path} is a folder, not a file: nothing was saved.", path=str(path))
        self._say("refused", text)
        raise SaveError(text)
    if path.exists() and not overwrite:
        text = t.tr(
            "{path} already exists: nothing was saved. Choose another name, or tick "
            "'Replace' to write over it.",
            path=str(path),
        )
        self._say("refused", text)
        raise SaveError(text)
    try:
        if form == "log":
            self.game.to_log(bots=self.seats).save(path)
        else:
            path.write_text(
                view_text(self, path.suffix.lower() in (".html", ".htm")), encoding="utf-8"
            )
    except (OSError, ToolkitError) as exc:
        if isinstance(exc, FileNotFoundError):
            reason = t.gettext("the folder does not exist")
        elif isinstance(exc, PermissionError):
            reason = t.gettext("permission denied")
        elif isinstance(exc, OSError) and exc.strerror:
            reason = exc.strerror
        else:
            reason = str(exc)
        text = t.tr("Could not save to {path}: {reason}.", path=str(path), reason=reason)
        self._say("refused", text)
        raise SaveError(text) from None
    if form == "log":
        self._say("info", t.tr("Saved to {path}.", path=str(path)))
    else:
        self._say(
            "info",
            t.tr(
                "Saved what this seat sees to {path}: the board and what happened, without "
                "the other players' hidden cards. The whole game, for the replay, is saved "
                "once it is over (or in the teacher's view).",
                path=str(path),
            ),
        )
    return path
