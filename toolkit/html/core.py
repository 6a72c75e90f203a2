"""Shared pieces of the HTML renderers: escaping, the style sheet and colours.

Every renderer builds its markup from these helpers. Text that comes from
card data, a setup or a log goes through :func:`esc` (``html.escape`` with
quotes), so a player called ``<script>`` shows up as text and never runs.
The style sheet is inline (no external assets) and scoped under the ``tk``
class so it does not restyle the notebook around it.

Examples
--------
>>> esc('<b onclick="x">')
'&lt;b onclick=&quot;x&quot;&gt;'
>>> str(Html("<p>hi</p>"))
'<p>hi</p>'
"""

from __future__ import annotations

import html
from dataclasses import dataclass

# Called by models too (the replay), so they live below the views; re-exported here.
from toolkit.i18n.language_calls import call_with_lang as call_with_lang
from toolkit.i18n.language_calls import seat_name as seat_name

__all__ = [
    "CSS",
    "DECK_COLOURS",
    "FACTION_COLOURS",
    "Html",
    "call_with_lang",
    "contrast_ratio",
    "esc",
    "name_with_villain",
    "seat_name",
    "style_block",
    "villain_beside",
]


def villain_beside(name: str, villain: str) -> str | None:
    """The villain to show beside the player ``name``, or ``None`` when the name already is
    the villain's printed name (letter case and outer spaces aside).

    A player may take their villain's name; "Davy Jones (Davy Jones)" says nothing twice.

    Examples
    --------
    >>> villain_beside("Ada", "Ursula"), villain_beside(" davy jones", "Davy Jones")
    ('Ursula', None)
    """
    return None if name.strip().casefold() == villain.strip().casefold() else villain


def name_with_villain(name: str, villain: str) -> str:
    """A Villainous seat as a title: the player's name, with the villain in brackets when
    it differs (:func:`villain_beside`).

    Examples
    --------
    >>> name_with_villain("Ada", "Ursula"), name_with_villain("Davy Jones", "Davy Jones")
    ('Ada (Ursula)', 'Davy Jones')
    """
    beside = villain_beside(name, villain)
    return name if beside is None else f"{name} ({beside})"


def esc(value: object) -> str:
    """Escape any value for use in HTML text or a quoted attribute.

    Examples
    --------
    >>> esc("Ada & <Ben>")
    'Ada &amp; &lt;Ben&gt;'
    """
    return html.escape(str(value), quote=True)


@dataclass(frozen=True)
class Html:
    """A piece of ready, already-escaped HTML that displays itself in Jupyter.

    Examples
    --------
    >>> Html("<i>x</i>")._repr_html_()
    '<i>x</i>'
    """

    markup: str

    def _repr_html_(self) -> str:
        return self.markup

    def __str__(self) -> str:
        return self.markup


# Background and text colour of each faction; every pair has a contrast ratio
# of at least 4.5 (WCAG AA for normal text), checked by the tests.
FACTION_COLOURS: dict[str, tuple[str, str]] = {
    "imperial": ("#f2c230", "#1b1b1b"),  # yellow
    "guild": ("#1f5fa8", "#ffffff"),  # blue
    "necros": ("#262626", "#ffffff"),  # black, as the lessons and the printed cards have it
    "wild": ("#2e7d32", "#ffffff"),  # green
    "none": ("#e6e1d6", "#1b1b1b"),  # starting cards and Fire Gems: parchment
    "hidden": ("#4a4458", "#ffffff"),  # a face-down card
}


# Villainous cards are coloured by the deck they come from (same contrast rule).
DECK_COLOURS: dict[str, tuple[str, str]] = {
    "villain": ("#5b2a86", "#ffffff"),  # purple
    "fate": ("#a8231b", "#ffffff"),  # red
    "maui": ("#00695c", "#ffffff"),  # teal
}


def _luminance(colour: str) -> float:
    rgb = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast_ratio(a: str, b: str) -> float:
    """The WCAG contrast ratio of two ``#rrggbb`` colours (1 to 21).

    Examples
    --------
    >>> round(contrast_ratio("#000000", "#ffffff"))
    21
    """
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _faction_rules() -> str:
    return "\n".join(
        [
            f".tk .tk-f-{name}{{background:{bg};color:{fg};}}"
            for name, (bg, fg) in FACTION_COLOURS.items()
        ]
        + [
            f".tk .tk-d-{name}{{background:{bg};color:{fg};}}"
            for name, (bg, fg) in DECK_COLOURS.items()
        ]
    )


CSS = """
.tk{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:13px;
 color:#1b1b1b;background:#fbfaf7;border:1px solid #d8d3c8;border-radius:8px;padding:8px;
 line-height:1.35;max-width:1100px;}
.tk *{box-sizing:border-box;}
.tk .tk-head{font-weight:600;font-size:14px;margin-bottom:6px;}
.tk .tk-pending{background:#fff4d6;border-left:4px solid #c99a00;padding:3px 6px;margin:4px 0;}
.tk .tk-players{display:flex;flex-wrap:wrap;gap:8px;}
.tk .tk-player{flex:1 1 320px;border:1px solid #d8d3c8;border-radius:6px;padding:6px;
 background:#ffffff;}
.tk .tk-player.tk-active{border:2px solid #1f5fa8;}
.tk .tk-player.tk-out{opacity:.55;}
.tk .tk-name{font-weight:700;font-size:14px;}
.tk .tk-stats{display:flex;flex-wrap:wrap;gap:4px;margin:4px 0;}
.tk .tk-stat{border-radius:10px;padding:1px 8px;background:#efece4;white-space:nowrap;}
.tk .tk-health{background:#a8231b;color:#fff;font-weight:700;}
.tk .tk-gold{background:#f2c230;color:#1b1b1b;}
.tk .tk-combat{background:#3b3b3b;color:#fff;}
.tk .tk-zone{margin:3px 0;}
.tk .tk-zone-label{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#5a5548;
 margin-right:4px;}
.tk .tk-card{display:inline-block;border-radius:5px;padding:2px 6px;margin:2px 2px;
 border:1px solid rgba(0,0,0,.35);white-space:nowrap;}
.tk .tk-zone .tk-card,.tk details>.tk-card{white-space:normal;max-width:calc(100% - 4px);
 overflow-wrap:anywhere;vertical-align:top;}
.tk .tk-zone .tk-card .tk-card-name,.tk details>.tk-card .tk-card-name{white-space:normal;}
.tk .tk-card.tk-expended{opacity:.6;border-style:dashed;}
.tk .tk-badge{display:inline-block;font-size:10px;font-weight:700;border-radius:3px;
 padding:0 3px;margin-left:3px;background:#1b1b1b;color:#fff;}
.tk .tk-badge.tk-guard{background:#ffffff;color:#1b1b1b;border:1px solid #1b1b1b;}
.tk .tk-tile{display:inline-block;vertical-align:top;width:150px;min-height:90px;
 border-radius:6px;padding:5px;margin:3px;border:1px solid rgba(0,0,0,.35);}
.tk .tk-tile .tk-title{font-weight:700;}
.tk .tk-tile .tk-text{font-size:11.5px;margin-top:3px;}
.tk .tk-market{margin-top:8px;border-top:1px solid #d8d3c8;padding-top:6px;}
.tk .tk-muted{color:#5a5548;}
.tk .tk-log{max-height:320px;overflow-y:auto;border:1px solid #d8d3c8;border-radius:6px;
 background:#fff;padding:4px;margin-top:6px;}
.tk .tk-step{padding:2px 4px;border-radius:4px;}
.tk .tk-step.tk-current{background:#fff4d6;outline:2px solid #c99a00;}
.tk .tk-step .tk-events{margin:0 0 0 18px;padding:0;color:#3d3a33;font-size:12px;}
.tk .tk-explain{background:#eef4fb;border-left:4px solid #1f5fa8;padding:4px 8px;margin:6px 0;}
.tk .tk-rule{font-family:ui-monospace,monospace;font-weight:700;color:#1f5fa8;}
.tk details summary{cursor:pointer;}
.tk .tk-realm{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:6px;
 margin-top:4px;}
.tk .tk-loc{border:1px solid #d8d3c8;border-radius:6px;padding:4px;background:#fbfaf7;min-width:0;}
.tk .tk-loc .tk-card{display:inline-flex;flex-wrap:wrap;align-items:center;row-gap:2px;
 max-width:100%;vertical-align:top;}
.tk .tk-card-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0;}
.tk .tk-card .tk-badge{flex:none;}
.tk .tk-loc.tk-here{border:2px solid #5b2a86;background:#f4effa;}
.tk .tk-loc.tk-locked{background:repeating-linear-gradient(45deg,#eeeae2,#eeeae2 6px,#e2ddd2 6px,#e2ddd2 12px);}
.tk .tk-loc-name{font-weight:700;}
.tk .tk-syms{margin:2px 0;}
.tk .tk-sym{display:inline-block;font-size:11px;border-radius:8px;padding:0 6px;margin:1px;
 background:#efece4;border:1px solid #cfc8b8;}
.tk .tk-sym.tk-covered{text-decoration:line-through;color:#6b6558;background:#ddd8cc;}
.tk .tk-row-label{font-size:10px;color:#5a5548;text-transform:uppercase;}
.tk .tk-attached{margin-left:14px;font-size:11.5px;}
.tk-play-ctl{display:none !important;}
.tk-play-btn{background:#1f5fa8 !important;color:#ffffff !important;min-width:96px;}
@media (pointer:coarse){.tk-replay-widget .jupyter-button,.tk-replay-widget .widget-dropdown select
{min-height:40px;}.tk-replay-widget .widget-play,.tk-replay-widget .widget-dropdown{height:auto;}}
""" + _faction_rules()


def style_block() -> str:
    """The ``<style>`` element every rendering starts with."""
    return f"<style>{CSS}</style>"
