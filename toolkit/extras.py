"""Optional dependencies, installed with an extra, and the error that names it.

The core install holds what the lessons need. Tournaments at scale (a Dask
cluster, results saved as Parquet) need the ``scale`` extra:
``pip install "card-game-classroom[scale]"``. A module that needs an extra
imports it through :func:`require`, so a missing one gives a
:class:`MissingExtraError` that says what to install instead of a bare
``ImportError``.

Examples
--------
>>> require("json", extra="scale", purpose="reading JSON").__name__
'json'
>>> try:
...     require("no_such_module_here", extra="scale", purpose="a tournament on a cluster")
... except MissingExtraError as err:
...     print(err)  # doctest: +ELLIPSIS
a tournament on a cluster needs the 'scale' extra: pip install "card-game-classroom[scale]" ...
"""

from __future__ import annotations

import importlib
from types import ModuleType

from toolkit.core.errors import ToolkitError

DISTRIBUTION = "card-game-classroom"
"""The toolkit's name on the package index (the import name is ``toolkit``)."""

__all__ = ["DISTRIBUTION", "MissingExtraError", "require"]


class MissingExtraError(ToolkitError, ImportError):
    """An optional dependency is not installed; the message names the extra to install.

    It is an :class:`ImportError` too, so code that already catches one keeps working.
    """

    def __init__(self, message: str, *, extra: str, module: str) -> None:
        super().__init__(message)
        self.extra = extra
        self.module = module


def require(module: str, *, extra: str, purpose: str) -> ModuleType:
    """Import ``module``, or raise :class:`MissingExtraError` naming ``extra``.

    Parameters
    ----------
    module:
        The module to import (``"distributed"``, ``"pyarrow"``).
    extra:
        The extra of :data:`DISTRIBUTION` that installs it.
    purpose:
        What needs it, in plain words, for the message.
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtraError(
            f'{purpose} needs the {extra!r} extra: pip install "{DISTRIBUTION}[{extra}]" '
            f'(or, in a checkout, pip install -e ".[{extra}]"); {module} is missing ({exc})',
            extra=extra,
            module=module,
        ) from None
