"""Saving a table's game as a log, refusing to write over a file unless asked.

A method of :class:`~toolkit.play.model.TableModel`; every refusal is the table's
message, in its language, and a :class:`~toolkit.core.errors.SaveError`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from toolkit.core.errors import ToolkitError

if TYPE_CHECKING:
    from toolkit.play.model import TableModel


def save(self: TableModel, path: str | Path, *, overwrite: bool = False) -> Path:
    """Save the game so far as a log (opens in ``Replay.load`` and the HTML export).

    The log holds what every seat decided, and the setup and seed that deal the
    cards again: it is the teacher's record of a game, not one seat's view.

    Parameters
    ----------
    path:
        The file to write (``.json``).
    overwrite:
        Replace a file that is already there; without it an existing file is kept
        and the save refused.

    Raises
    ------
    SaveError
        When the file exists (and ``overwrite`` is not given), or cannot be written;
        the table's message says so in its language, and nothing is written.
    """
    from toolkit.core.errors import SaveError

    t = self.t
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
        self.game.to_log(bots=self.seats).save(path)
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
    self._say("info", t.tr("Saved to {path}.", path=str(path)))
    return path
