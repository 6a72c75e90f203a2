"""Loaded by the fork server of the ``processes`` backend, so that its workers start warm.

Where workers cannot be forked from the tournament's own process (see
:func:`toolkit.tournament.run.start_method`) they are forked from a fork
server, which imports this module once: the Hero Realms cards are parsed
there, and every worker forked from it has them, instead of each parsing the
card files again (about a third of a second per worker and per run).
"""

from __future__ import annotations

try:
    from toolkit.hero_realms.cards import load_cards
except ImportError:  # pragma: no cover - a toolkit without Hero Realms
    pass
else:
    load_cards()
