"""A table to play at: human and bot seats, clicks, refusals with their rule, hints and undo.

Headless: :class:`TableModel` holds everything and every control of the notebook
table (:class:`toolkit.widgets.Table`) is one of its methods, so that tests drive
it without a browser.

Examples
--------
>>> table = TableModel("hero-realms", seats=["human", "greedy"], seed=1)
>>> table.board().title
'Turn 1: Player 1 (you) to decide'
"""

from toolkit.play.board import Board, Control, Message, Panel, Prompt, Spot, Zone
from toolkit.play.model import HUMAN, TableModel

__all__ = ["HUMAN", "Board", "Control", "Message", "Panel", "Prompt", "Spot", "TableModel", "Zone"]
