"""HTML displays: every string escaped, inline styles, no external assets.

Examples
--------
>>> from toolkit.html import esc
>>> esc("<script>")
'&lt;script&gt;'
"""

from toolkit.html.core import (
    CSS,
    DECK_COLOURS,
    FACTION_COLOURS,
    Html,
    contrast_ratio,
    esc,
    style_block,
)

__all__ = ["CSS", "DECK_COLOURS", "FACTION_COLOURS", "Html", "contrast_ratio", "esc", "style_block"]
