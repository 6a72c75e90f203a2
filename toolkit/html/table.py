"""The play table drawn in HTML: its style sheet and the parts that are not buttons.

The notebook table (:class:`toolkit.widgets.Table`) makes each card, player and
location a button and draws everything else with these functions; :func:`board_html`
draws a whole :class:`~toolkit.play.board.Board` as static HTML (a table shown where
no widgets run). Kinds and factions are written as letters as well as coloured, so
that nothing is told by colour alone; everything is escaped. The functions take
``lang`` for the few words they add themselves (the board's own texts are already in
the table's language).

Examples
--------
>>> from toolkit.play import TableModel
>>> page = board_html(TableModel("hero-realms", seed=1, names=["<Ada>", "Ben"]).board())
>>> "&lt;Ada&gt;" in page and "<Ada>" not in page
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.html.core import esc, style_block
from toolkit.i18n import translator

if TYPE_CHECKING:
    from toolkit.play.board import Board, Message, Panel, Spot, Zone

__all__ = [
    "TABLE_CSS",
    "board_html",
    "header_html",
    "message_html",
    "narration_html",
    "panel_head_html",
    "spot_html",
    "summary_html",
    "table_style",
    "zone_label_html",
]

TABLE_CSS = """
.tk-table{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:13px;color:#1b1b1b;
max-width:100%;box-sizing:border-box;}
.tk-table .tk-t-panel{border:1px solid #d8d3c8;border-radius:6px;padding:6px;margin:4px 0;
background:#fffdf8;box-sizing:border-box;max-width:100%;}
.tk-table .tk-t-panel.tk-t-active{border:2px solid #1f5fa8;}
.tk-table .tk-t-zone{display:flex;flex-wrap:wrap;align-items:center;gap:2px;margin:2px 0;
max-width:100%;}
.tk-table .widget-html-content{line-height:1.35;}
.tk-table .widget-html,.tk-table .widget-html-content{height:auto;}
.tk-table .tk-t-locname{font-weight:700;margin-right:4px;}
.tk-table .tk-t-label{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#5a5548;
margin-right:4px;}
.tk-table .tk-t-locs{display:flex;flex-wrap:wrap;gap:6px;}
.tk-table .tk-t-loc{flex:1 1 190px;min-width:170px;border:1px solid #d8d3c8;border-radius:6px;
padding:4px;background:#fbfaf7;box-sizing:border-box;}
.tk-table .tk-t-loc.tk-t-here{border:2px solid #5b2a86;background:#f4effa;}
.tk-table .tk-t-loc.tk-t-locked{background:repeating-linear-gradient(45deg,#eeeae2,#eeeae2 6px,
#e2ddd2 6px,#e2ddd2 12px);}
.tk-table .tk-t-note{font-size:11.5px;color:#3d3a33;}
.tk-table .tk-t-stats{display:flex;flex-wrap:wrap;gap:4px;margin:2px 0;}
.tk-table .tk-t-stat{border-radius:10px;padding:1px 8px;background:#efece4;white-space:nowrap;}
.tk-table .tk-t-title{font-weight:700;font-size:14px;}
.tk-table .tk-t-head{font-weight:600;font-size:14px;}
.tk-table .tk-t-msg{border-left:4px solid #1f5fa8;background:#eef4fb;padding:4px 8px;margin:4px 0;
line-height:1.4;}
.tk-table .tk-t-msg.tk-t-refused{border-color:#a8231b;background:#fbeeee;}
.tk-table .tk-t-msg.tk-t-hint{border-color:#2c7a3d;background:#eef8f0;}
.tk-table .tk-t-msg.tk-t-done{border-color:#5a5548;background:#f4f2ec;}
.tk-table .tk-t-prompt{border-left:4px solid #c99a00;background:#fff4d6;padding:4px 8px;margin:4px 0;}
.tk-table .tk-t-handover{border:3px dashed #5b2a86;background:#f4effa;padding:16px;margin:6px 0;
font-size:16px;font-weight:600;}
.tk-table .tk-t-narr{max-height:180px;overflow-y:auto;border:1px solid #d8d3c8;border-radius:6px;
padding:4px 8px;margin:4px 0;font-size:12px;}
.tk-table .tk-t-narr li{margin:1px 0;}
.tk-table .tk-t-summary{border:2px solid #2c7a3d;border-radius:6px;background:#eef8f0;padding:6px 10px;}
.tk-table .tk-t-legend{font-size:11.5px;color:#5a5548;}
.tk-table .tk-t-hidden{display:inline-block;border:1px dashed #5a5548;border-radius:5px;padding:2px 6px;
background:#e8e4da;color:#3d3a33;}
.tk-table .widget-button.tk-t-btn,.tk-table button.tk-t-btn{height:auto;min-height:28px;width:auto;
max-width:100%;white-space:normal;text-align:left;line-height:1.25;padding:3px 8px;margin:2px;
border:1px solid #8a8373;border-radius:5px;overflow-wrap:anywhere;}
.tk-table .tk-t-btn.tk-t-playable{border:2px solid #1f5fa8;font-weight:600;
box-shadow:0 0 0 1px #fff inset;}
.tk-table .tk-t-btn:focus{outline:3px solid #c99a00;outline-offset:1px;}
.tk-table .tk-t-btn.tk-t-control{background:#1f5fa8;color:#fff;}
.tk-table .tk-t-btn.tk-t-control.tk-t-muted{background:#d8d3c8;color:#1b1b1b;}
.tk-table .tk-t-btn.tk-t-tool{background:#efece4;color:#1b1b1b;}
.tk-table .tk-t-btn.tk-t-option{background:#fff4d6;color:#1b1b1b;border-color:#c99a00;}
.tk-table .tk-t-f-imperial{background:#f6e7a8;color:#1b1b1b;}
.tk-table .tk-t-f-guild{background:#cfe0f5;color:#1b1b1b;}
.tk-table .tk-t-f-necros{background:#d4d4d4;color:#1b1b1b;}
.tk-table .tk-t-f-wild{background:#d3ebd0;color:#1b1b1b;}
.tk-table .tk-t-f-none,.tk-table .tk-t-f-villain{background:#f3f1ec;color:#1b1b1b;}
.tk-table .tk-t-f-fate{background:#f5d9c8;color:#1b1b1b;}
.tk-table .tk-t-f-player{background:#ffffff;color:#1b1b1b;}
.tk-table .tk-t-f-location{background:#efe8f6;color:#1b1b1b;}
.tk-table .tk-t-spot{display:inline-block;border:1px solid #8a8373;border-radius:5px;padding:2px 6px;
margin:2px;}
.tk-table .tk-t-toolbar,.tk-table .tk-t-controls{display:flex;flex-wrap:wrap;gap:2px;align-items:center;}
.tk-table .tk-t-btn.tk-t-card,.tk-table .tk-t-spot{max-width:300px;font-size:12px;}
.tk-table .tk-t-detail{font-weight:400;}
@media (max-width:520px){.tk-table{font-size:12.5px;}.tk-table .tk-t-loc{flex-basis:100%;min-width:0;}
.tk-table .tk-t-btn.tk-t-card,.tk-table .tk-t-spot{max-width:100%;}}
@media (pointer:coarse){.tk-table .widget-button.tk-t-btn,.tk-table button.tk-t-btn{min-height:40px;}}
"""
"""The table's style sheet (scoped to ``.tk-table``); it works for the widget and static HTML."""


def table_style() -> str:
    """The ``<style>`` blocks the table needs (the toolkit's base styles and the table's)."""
    return f"{style_block()}<style>{TABLE_CSS}</style>"


def header_html(board: Board) -> str:
    """The title line: whose turn, whose view, and what the letters mean."""
    return (
        f'<div class="tk-t-head">{esc(board.title)} '
        f'<span class="tk-t-legend">· {esc(board.view)}</span></div>'
        f'<div class="tk-t-legend">{esc(board.legend)}</div>'
    )


def message_html(message: Message | None, lang: str = "en") -> str:
    """The table's last word: a refusal with its rule, a hint, or what was done."""
    if message is None:
        return ""
    t = translator(lang)
    head = {
        "refused": "✗",
        "hint": "? " + t.gettext("Hint:"),
        "done": "✓ " + t.gettext("Done:"),
        "info": "i " + t.gettext("Note:"),
    }.get(message.kind, "")
    return (
        f'<div class="tk-t-msg tk-t-{esc(message.kind)}" role="status" aria-live="polite">'
        f"<strong>{esc(head)}</strong> {esc(message.text)}</div>"
    )


def narration_html(lines: tuple[str, ...] | list[str], lang: str = "en") -> str:
    """The last moves, newest last, each with the engine's account of what happened."""
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    head = translator(lang).gettext("What happened")
    return f'<div class="tk-t-narr"><strong>{esc(head)}</strong><ol>{items}</ol></div>'


def panel_head_html(panel: Panel, lang: str = "en") -> str:
    """A seat's name line, its counters and a note (its seat, its objective)."""
    stats = "".join(f'<span class="tk-t-stat">{esc(s)}</span>' for s in panel.stats)
    mark = " ◀ " + translator(lang).gettext("to play") if panel.active else ""
    note = f'<div class="tk-t-note">{esc(panel.note)}</div>' if panel.note else ""
    return (
        f'<div class="tk-t-title">{esc(panel.title)}{esc(mark)}</div>{note}'
        f'<div class="tk-t-stats">{stats}</div>'
    )


def zone_label_html(zone: Zone, lang: str = "en") -> str:
    """A zone's label, its notes (a location's symbols) and its hidden cards."""
    t = translator(lang)
    notes = "".join(f'<div class="tk-t-note">{esc(n)}</div>' for n in zone.notes)
    tip = esc(t.gettext("hidden from this view"))
    count = esc(t.plural("{n} hidden card", "{n} hidden cards", zone.hidden))
    hidden = f'<span class="tk-t-hidden" title="{tip}">{count}</span>' if zone.hidden else ""
    none = esc(t.gettext("none"))
    empty = "" if zone.spots or zone.hidden else f' <span class="tk-t-note">{none}</span>'
    if zone.head is not None or zone.notes:  # a location: its name, then its symbols
        return f'<div class="tk-t-locname">{esc(zone.label)}</div>{notes}{hidden}'
    return f'<span class="tk-t-label">{esc(zone.label)}</span>{empty}{hidden}{notes}'


def spot_html(spot: Spot) -> str:
    """A card, player or location as static HTML (the widget makes it a button instead)."""
    cls = "tk-t-spot tk-t-f-" + esc(spot.tone) + (" tk-t-playable" if spot.playable else "")
    detail = f' <span class="tk-t-detail">{esc(spot.detail)}</span>' if spot.detail else ""
    return f'<span class="{cls}" title="{esc(spot.title)}">{esc(spot.text)}{detail}</span>'


def summary_html(summary: tuple[str, ...]) -> str:
    """The end of the game: who won and why, then one line per seat."""
    if not summary:
        return ""
    first, *rest = summary
    items = "".join(f"<li>{esc(x)}</li>" for x in rest)
    return f'<div class="tk-t-summary"><strong>{esc(first)}</strong><ul>{items}</ul></div>'


def board_html(board: Board, lang: str = "en") -> str:
    """A whole board as static HTML: the same parts the widget shows, without buttons.

    ``lang`` is the language of the words the page adds to the board's (the board's
    own texts are in the language of the table that drew it).
    """
    parts = [
        table_style(),
        f'<div class="tk-table" lang="{esc(lang)}">',
        header_html(board),
        message_html(board.message, lang),
    ]
    if board.handover:
        parts.append(f'<div class="tk-t-handover">{esc(board.handover)}</div>')
    if board.prompt is not None:
        options = "".join(f"<li>{esc(o)}</li>" for o in board.prompt.options)
        parts.append(f'<div class="tk-t-prompt">{esc(board.prompt.text)}<ol>{options}</ol></div>')
    parts.append(summary_html(board.summary))
    for panel in board.panels:
        cls = "tk-t-panel" + (" tk-t-active" if panel.active else "")
        parts.append(f'<div class="{cls}">{panel_head_html(panel, lang)}')
        locs = [z for z in panel.zones if z.head is not None or z.notes]
        for zone in panel.zones:
            if zone in locs:
                continue
            spots = "".join(spot_html(s) for s in zone.spots)
            parts.append(f'<div class="tk-t-zone">{zone_label_html(zone, lang)}{spots}</div>')
        if locs:
            parts.append('<div class="tk-t-locs">')
            for zone in locs:
                css = "".join(f" tk-t-{esc(c)}" for c in zone.css.split())
                spots = "".join(spot_html(s) for s in zone.spots)
                parts.append(
                    f'<div class="tk-t-loc{css}">{zone_label_html(zone, lang)}{spots}</div>'
                )
            parts.append("</div>")
        parts.append("</div>")
    if board.controls:
        parts.append(
            '<div class="tk-t-controls">'
            + "".join(f'<span class="tk-t-spot">{esc(c.label)}</span>' for c in board.controls)
            + "</div>"
        )
    parts.append(narration_html(board.narration, lang))
    parts.append("</div>")
    return "".join(parts)
