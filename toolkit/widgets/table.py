"""The play table in a notebook: every card, player and location a button, over a headless model.

:class:`Table` is a thin view over :class:`~toolkit.play.TableModel`: it draws the
model's :meth:`~toolkit.play.TableModel.board` and each button calls one of the model's
methods, so that tests drive the model (or the buttons' ``click()``) without a browser.
Buttons are real ``<button>`` elements: they take the keyboard focus in order (Tab)
and are pressed with Enter or Space. Bots play their seats at the chosen pace, one
decision at a time, each narrated.

Examples
--------
>>> table = Table("hero-realms", seats=["human", "greedy"], seed=2)
>>> card = table.model.game.players[0].hand[0]
>>> table.card_buttons[card].click()
>>> len(table.model.game.decisions)
1
>>> "Done" in table.message.value
True
>>> Table("hero-realms", seed=2, lang="es").hint_button.description
'Pista'
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle

from toolkit.core.actions import Action
from toolkit.core.errors import ToolkitError
from toolkit.core.game import Game
from toolkit.html.table import (
    header_html,
    message_html,
    narration_html,
    panel_head_html,
    spot_html,
    summary_html,
    table_style,
    zone_label_html,
)
from toolkit.i18n import LANGUAGES, translator
from toolkit.i18n.messages import N_
from toolkit.play.board import Board, Message, Spot
from toolkit.play.model import TableModel

__all__ = ["PACES", "Table"]

REVIEW_CHUNK = 4
"""Decisions reviewed between two redraws of the review's progress (``serial`` backend)."""

REVIEW_POLL = 0.25
"""Seconds between two looks at the worker processes' progress of a review."""

PACES: dict[str, float] = {"slow": 1.5, "normal": 0.8, "fast": 0.3, "instant": 0.0}
"""Seconds between two bot decisions."""

_PACE_WORDS = {
    "slow": N_("slow"),
    "normal": N_("normal"),
    "fast": N_("fast"),
    "instant": N_("instant"),
}

_SPOTS_PER_SEAT, _SPOTS_SHARED = 20, 10
"""Card buttons made at the start: so many a seat, and so many more (a market, a gem)."""
_OPTIONS = 24
"""Answer buttons made at the start (the most answers a question of either game has had)."""
_ZONES_PER_SEAT, _ZONES_SHARED = 6, 4
_LOCATIONS = 4
"""Location buttons (those of the seat to play: a Villainous realm has four)."""
"""Zone labels and rows made at the start."""

_LANGS = LANGUAGES
"""The languages the table speaks."""


def _button(text: str, *, tooltip: str = "", classes: Sequence[str] = ()) -> widgets.Button:
    b = widgets.Button(
        description=text,
        tooltip=tooltip or text,
        layout=widgets.Layout(width="auto", height="auto", align_self="flex-start"),
    )
    b.add_class("tk-t-btn")
    for c in classes:
        b.add_class(c)
    return b


class Table(widgets.VBox):
    """A game to play in the notebook against bots, or hot-seat with several people.

    Parameters
    ----------
    game_or_name:
        A game, or a game's name (``"hero-realms"``, ``"villainous"``).
    seats:
        ``"human"`` or a bot name for each seat.
    seed:
        The seed of a new game (and of the bots).
    lang:
        The language of the table's texts: ``"en"``, ``"es"`` or ``"it"`` (card, villain
        and location names stay as printed).
    pace:
        Bots' speed, a key of :data:`PACES`.
    options:
        Passed to the model (``names=``, ``variant=``, ``villains=``, ``teacher=``).

    Attributes
    ----------
    model:
        The :class:`~toolkit.play.TableModel` the table draws.
    card_buttons, player_buttons, location_buttons:
        The buttons of the board now, by card instance, seat and location name.
    control_buttons, option_buttons:
        The move buttons (by name) and the prompt's answers (in order).
    hint_button, undo_button, undo_turn_button, skip_button, new_button, save_button:
        The table's tools (``save_path`` and ``new_seed`` hold their arguments).
    teacher:
        The teacher's view switch.
    """

    def __init__(
        self,
        game_or_name: Game | str,
        seats: Sequence[str] = ("human", "greedy"),
        *,
        seed: int = 0,
        lang: str = "en",
        pace: str = "normal",
        **options: Any,
    ) -> None:
        if lang not in _LANGS:
            from toolkit.core.errors import SetupError

            raise SetupError(f"the table speaks {', '.join(_LANGS)}; {lang!r} is not available")
        if not isinstance(pace, str) or pace not in PACES:
            from toolkit.core.errors import SetupError, short_repr

            raise SetupError(
                translator(lang).tr(
                    N_("The pace is one of {paces}, not {pace}."),
                    paces=", ".join(PACES),
                    pace=short_repr(pace),
                )
            )
        self.lang = lang
        self.t = t = translator(lang)
        self.model = TableModel(game_or_name, seats, seed=seed, lang=lang, **options)
        self.style = widgets.HTML(table_style())
        self.header = widgets.HTML()
        self.message = widgets.HTML()
        self.hint_button = _button(
            t.gettext("Hint"),
            tooltip=t.gettext("What the strongest bot would do, and why"),
            classes=["tk-t-tool"],
        )
        self.undo_button = _button(
            t.gettext("Undo"),
            tooltip=t.gettext("Take back your last decision"),
            classes=["tk-t-tool"],
        )
        self.undo_turn_button = _button(
            t.gettext("Undo turn"),
            tooltip=t.gettext("Back to the start of your turn"),
            classes=["tk-t-tool"],
        )
        self.skip_button = _button(
            t.gettext("Skip to my turn"),
            tooltip=t.gettext("Let the bots play at once"),
            classes=["tk-t-tool"],
        )
        self.new_seed = widgets.BoundedIntText(
            value=seed + 1,
            min=0,
            max=2**31 - 1,
            description=t.gettext("seed"),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="150px"),
        )
        self.new_button = _button(
            t.gettext("New game"),
            tooltip=t.gettext("A new game with the same seats, shuffled from this seed"),
            classes=["tk-t-tool"],
        )
        self.save_path = widgets.Text(
            value="table-game.json",
            description=t.gettext("file"),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="230px"),
        )
        self.save_button = _button(
            t.gettext("Save"),
            tooltip=t.gettext(
                "Save what you see now; once the game is over (or in the teacher's view), "
                "the whole game for the replay widget"
            ),
            classes=["tk-t-tool"],
        )
        self.replace = widgets.Checkbox(
            value=False,
            description=t.gettext("Replace"),
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        """Tick to let Save write over a file that is already there."""
        self.confirm_end = widgets.Checkbox(
            value=self.model.confirm_end,
            description=t.gettext("Ask before ending a turn"),
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        """The teacher's switch for the question before a turn ends with something unused."""
        self.confirm_end.observe(self._on_confirm, names="value")
        self.teacher = widgets.Checkbox(
            value=self.model.teacher,
            description=t.gettext("Teacher's view"),
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        self.pace = widgets.Dropdown(
            options=[(t.gettext(_PACE_WORDS[p]), p) for p in PACES],
            value=pace,
            description=t.gettext("bots"),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="170px"),
        )
        self.hint_button.on_click(lambda _: self._do(self.model.hint))
        self.undo_button.on_click(lambda _: self._do(self.model.undo))
        self.undo_turn_button.on_click(lambda _: self._do(self.model.undo_turn))
        self.skip_button.on_click(lambda _: self._do(self.model.skip_to_my_turn))
        self.new_button.on_click(
            lambda _: self._do(lambda: self.model.new_game(self.new_seed.value))
        )
        self.save_button.on_click(
            lambda _: self._do(
                lambda: self.model.save(self.save_path.value, overwrite=self.replace.value)
            )
        )
        self.teacher.observe(self._on_teacher, names="value")
        toolbar = widgets.HBox(
            [
                self.hint_button,
                self.undo_button,
                self.undo_turn_button,
                self.skip_button,
                self.teacher,
                self.confirm_end,
                self.pace,
                self.new_seed,
                self.new_button,
                self.save_path,
                self.replace,
                self.save_button,
            ],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        toolbar.add_class("tk-t-toolbar")
        self.handover_box = widgets.VBox()
        self.prompt_box = widgets.VBox()
        self.board_box = widgets.VBox()
        self.controls_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.controls_box.add_class("tk-t-controls")
        self.end_box = widgets.VBox()
        self.replay_box = widgets.VBox()
        self.narration = widgets.HTML()
        self.card_buttons: dict[int, widgets.Button] = {}
        self.player_buttons: dict[int, widgets.Button] = {}
        self.location_buttons: dict[str, widgets.Button] = {}
        self.control_buttons: dict[str, widgets.Button] = {}
        self.option_buttons: list[widgets.Button] = []
        self._pool: dict[tuple[Any, ...], Any] = {}
        """Every widget of the board by its kind and rank, reused from one redraw to the next."""
        self._ranks: dict[str, int] = {}
        """How many widgets of each kind the redraw under way has placed so far."""
        # one layout and one style shared by all the board's widgets of a kind: a button
        # is then one model, not three (button, layout, style)
        self._shared: dict[str, Any] = {
            "button_layout": widgets.Layout(width="auto", height="auto", align_self="flex-start"),
            "button_style": widgets.ButtonStyle(),
            "html_layout": widgets.Layout(),
            "html_style": HTMLStyle(),
            "box_layout": widgets.Layout(flex_flow="row wrap", align_items="center"),
            "vbox_layout": widgets.Layout(),
        }
        self._calls: dict[tuple[Any, ...], Any] = {}
        """What each pooled button does now (its place's current card, control or answer)."""
        self._timer: Any = None
        self._review_timer: Any = None
        super().__init__(
            [
                self.style,
                self.header,
                self.message,
                toolbar,
                self.handover_box,
                self.prompt_box,
                self.end_box,
                self.controls_box,
                self.board_box,
                self.narration,
                self.replay_box,
            ],
            layout=widgets.Layout(max_width="100%"),
        )
        self.add_class("tk-table")
        self.redraw()
        self._fill_pool(len(self.model.game.players))

    # -- drawing ------------------------------------------------------------------------
    def redraw(self) -> None:
        """Draw the model's board now (and keep the bots going at the table's pace)."""
        board = self.model.board()
        lang = self.lang
        self._ranks = {}
        self.header.value = header_html(board)
        self.message.value = message_html(board.message, lang)
        self.narration.value = narration_html(board.narration, lang)
        self._draw_handover(board)
        self._draw_prompt(board)
        self._draw_end(board)
        self._draw_controls(board)
        self._draw_panels(board)
        self._schedule_bots()

    # Every widget of the board is kept in a pool and updated in place at each redraw, so
    # the number of live widget models stays flat over a whole game. A card button is
    # keyed by its rank among all the card buttons of the board (not by its zone), so a
    # card that moves from a hand to a location reuses a button that is free; a pile
    # that only grows (a discard pile) is one block of text, with buttons only for its
    # playable cards. A redraw makes a new widget only when the board holds more cards
    # at once than it has so far.
    def _fill_pool(self, seats: int) -> None:
        """Make at the start the widgets a whole game needs, so that none is made later.

        Sized for the fullest boards of bot-vs-bot games (about 20 cards a seat at once
        in the teacher's view, 23 answers to one question); a board that holds more at
        once still works, with one more model for each card over the size.
        """
        keys: list[tuple[Any, ...]] = [
            ("spot", n) for n in range(_SPOTS_PER_SEAT * seats + _SPOTS_SHARED)
        ]
        keys += [("option", n) for n in range(_OPTIONS)]
        keys += [("replay",), ("handover",)]
        keys += [("location", n) for n in range(_LOCATIONS)]
        for key in keys:
            if key not in self._pool:
                self._pooled_button(key, "", "", [])
        for n in range(_ZONES_PER_SEAT * seats + _ZONES_SHARED):
            if ("html", n) not in self._pool:
                self._html(("html", n), "")
            if ("box", n) not in self._pool:
                self._box(("box", n), [], [])
        for html_key in [("prompt",), ("summary",), ("handover-note",)]:
            if html_key not in self._pool:
                self._html(html_key, "")
        if ("options",) not in self._pool:
            self._box(("options",), [], [])

    def _rank(self, kind: str) -> tuple[str, int]:
        """The next free key of ``kind`` in the redraw under way."""
        n = self._ranks.get(kind, 0)
        self._ranks[kind] = n + 1
        return (kind, n)

    def _pooled(self, key: tuple[Any, ...], make: Any) -> Any:
        w = self._pool.get(key)
        if w is None:
            w = make()
            self._pool[key] = w
        return w

    def _html(self, key: tuple[Any, ...], value: str) -> widgets.HTML:
        shared = self._shared

        def make() -> widgets.HTML:
            return widgets.HTML(layout=shared["html_layout"], style=shared["html_style"])

        w: widgets.HTML = self._pooled(key, make)
        if w.value != value:
            w.value = value
        return w

    def _box(self, key: tuple[Any, ...], children: list[Any], classes: Sequence[str]) -> Any:
        def make() -> widgets.Box:
            return widgets.Box(layout=self._shared["box_layout"])

        box = self._pooled(key, make)
        _set_children(box, children)
        _set_classes(box, classes)
        return box

    def _pooled_button(
        self, key: tuple[Any, ...], text: str, tooltip: str, classes: list[str]
    ) -> Any:
        def make() -> widgets.Button:
            b = widgets.Button(
                description=text,
                layout=self._shared["button_layout"],
                style=self._shared["button_style"],
            )
            b.on_click(lambda _, k=key: self._press_pooled(k))
            return b

        b = self._pooled(key, make)
        if b.description != text:
            b.description = text
        if b.tooltip != (tooltip or text):
            b.tooltip = tooltip or text
        _set_classes(b, ["tk-t-btn", *classes])
        return b

    def _press_pooled(self, key: tuple[Any, ...]) -> None:
        call = self._calls.get(key)
        if call is not None:
            self._do(call)

    def _spot_button(self, key: tuple[Any, ...], spot: Spot) -> widgets.Button:
        classes = ["tk-t-f-" + spot.tone]
        if spot.playable:
            classes.append("tk-t-playable")
        if spot.detail:
            classes.append("tk-t-card")
        b = self._pooled_button(key, spot.face, spot.title or spot.text, classes)
        model = self.model
        if spot.kind == "card":
            ref = int(spot.ref)
            self._calls[key] = lambda r=ref: model.click_card(r)
            self.card_buttons[ref] = b
        elif spot.kind == "player":
            seat = int(spot.ref)
            self._calls[key] = lambda s=seat: model.click_player(s)
            self.player_buttons[seat] = b
        else:
            name = str(spot.ref)
            self._calls[key] = lambda n=name: model.click_location(n)
            self.location_buttons[name] = b
        return b

    def _draw_panels(self, board: Board) -> None:
        self.card_buttons, self.player_buttons, self.location_buttons = {}, {}, {}
        # a player's or a location's button shows only while a click on it does something;
        # all are made at once, so that one shown later adds no model to the kernel
        places = max((sum(1 for z in p.zones if z.notes) for p in board.panels), default=0)
        for key in [("player", pi) for pi in range(len(board.panels))] + [
            ("location", n) for n in range(places)
        ]:
            if key not in self._pool:
                self._pooled_button(key, "", "", [])
        panels = []
        for pi, panel in enumerate(board.panels):
            head = self._html(self._rank("html"), panel_head_html(panel, self.lang))
            rows: list[widgets.Widget] = [head]
            if (
                panel.head is not None
                and board.handover is None
                and panel.seat != self.model.to_act
                and panel.head.playable  # a button only where a click does something
                and not board.over
            ):
                spot = panel.head
                label = self.t.tr(self.model.side.player_button, name=spot.name)
                rows.append(
                    self._spot_button(
                        ("player", pi),
                        Spot(
                            "player",
                            spot.ref,
                            label,
                            tone="player",
                            title=label,
                            playable=spot.playable,
                        ),
                    )
                )
            locations = []
            for zone in panel.zones:
                label_html = zone_label_html(zone, self.lang)
                spots = list(zone.spots)
                if zone.pile:  # its cards as text; only the playable ones are buttons
                    label_html += "".join(
                        spot_html(same[0] if len(same) == 1 else _counted(same))
                        for same in _alike([s for s in spots if not s.playable])
                    )
                    spots = [s for s in spots if s.playable]
                children: list[widgets.Widget] = [self._html(self._rank("html"), label_html)]
                if zone.head is not None:
                    children.append(
                        self._spot_button(
                            self._rank("location"),
                            Spot(
                                "location",
                                zone.head.ref,
                                zone.head.title or zone.head.name,
                                tone="location",
                                playable=zone.head.playable,
                            ),
                        )
                    )
                for same in _alike(spots):  # identical cards are one button, "3 × Gold"
                    spot = _counted(same)
                    b = self._spot_button(self._rank("spot"), spot)
                    for other in same:
                        self.card_buttons.setdefault(int(other.ref), b)
                    children.append(b)
                classes = ["tk-t-zone"]
                if zone.notes or zone.head is not None:
                    classes.append("tk-t-loc")
                    classes += [f"tk-t-{c}" for c in zone.css.split()]
                box = self._box(self._rank("box"), children, classes)
                if zone.notes or zone.head is not None:
                    locations.append(box)
                else:
                    rows.append(box)
            if locations:
                rows.append(self._box(self._rank("box"), locations, ["tk-t-locs"]))
            vbox = self._pooled(
                ("panel", pi), lambda: widgets.VBox(layout=self._shared["vbox_layout"])
            )
            _set_children(vbox, rows)
            _set_classes(vbox, ["tk-t-panel"] + (["tk-t-active"] if panel.active else []))
            panels.append(vbox)
        _set_children(self.board_box, panels)

    def _draw_controls(self, board: Board) -> None:
        self.control_buttons = {}
        out = []
        for i, c in enumerate(board.controls):
            key = ("control", i)
            b = self._pooled_button(
                key, c.label, c.label, ["tk-t-control"] + ([] if c.playable else ["tk-t-muted"])
            )
            self._calls[key] = lambda n=c.name: self.model.press(n)
            self.control_buttons[c.name] = b
            out.append(b)
        _set_children(self.controls_box, out)

    def _draw_prompt(self, board: Board) -> None:
        self.option_buttons = []
        prompt = board.prompt
        if prompt is None:
            _set_children(self.prompt_box, [])
            return
        text = prompt.text + (f" ({prompt.rule})" if prompt.rule else "")
        q = self._html(("prompt",), f'<div class="tk-t-prompt">{_esc(text)}</div>')
        for i, label in enumerate(prompt.options):
            key = ("option", i)
            b = self._pooled_button(key, label, label, ["tk-t-option"])
            self._calls[key] = lambda k=i: self.model.choose(k)
            self.option_buttons.append(b)
        box = self._box(("options",), list(self.option_buttons), [])
        _set_children(self.prompt_box, [q, box])

    def _draw_handover(self, board: Board) -> None:
        if board.handover is None:
            _set_children(self.handover_box, [])
            return
        key = ("handover",)
        b = self._pooled_button(key, self.t.gettext("Show my hand"), "", ["tk-t-control"])
        self._calls[key] = self.model.take_screen
        self.handover_button = b
        note = self._html(
            ("handover-note",), f'<div class="tk-t-handover">{_esc(board.handover)}</div>'
        )
        _set_children(self.handover_box, [note, b])

    def _draw_end(self, board: Board) -> None:
        if not board.summary:
            _set_children(self.end_box, [])
            return
        key = ("replay",)
        b = self._pooled_button(key, self.t.gettext("Open the replay"), "", ["tk-t-control"])
        self._calls[key] = self.open_replay
        self.replay_button = b
        key = ("review",)
        rb = self._pooled_button(
            key,
            self.t.gettext("Review this game"),
            self.t.gettext("The win chance of each decision, and each slip with the better move"),
            ["tk-t-control"],
        )
        self._calls[key] = self.review_game
        self.review_button = rb
        found = self.model.current_review
        rb.disabled = found is not None and found.running
        key = ("stop-review",)
        sb = self._pooled_button(key, self.t.gettext("Stop the review"), "", ["tk-t-control"])
        self._calls[key] = self.model.stop_review
        self.stop_review_button = sb
        shown = [b, rb, sb] if rb.disabled else [b, rb]
        buttons = self._box(("end-buttons",), shown, [])
        children = [self._html(("summary",), summary_html(board.summary)), buttons]
        if found is not None:
            children.append(self._html(("review-panel",), self._review_html(found)))
        _set_children(self.end_box, children)

    def _review_html(self, found: Any) -> str:
        """The review panel, or its progress while it runs."""
        from toolkit.html.review import REVIEW_CSS, review_panel_html

        lang = self.lang
        if found.finished:
            body = review_panel_html(found.result, lang, self.model.review_seats())
        elif found.error is not None:
            body = f'<div class="tk-rv-progress">{_esc(self.model.review_progress() or "")}</div>'
        else:
            body = (
                f'<div class="tk-rv-progress">{_esc(self.model.review_progress() or "")} '
                f'<progress max="{found.total}" value="{found.done}"></progress></div>'
            )
        return f'<style>{REVIEW_CSS}</style><div class="tk" lang="{lang}">{body}</div>'

    def review_game(self) -> Message:
        """Review the game just played (the *Review this game* button): worker processes
        review it while the notebook stays free, and the table shows their progress (see
        :mod:`toolkit.play.review`); with no event loop (a test or a script) it waits for
        the review."""
        said = self.model.review_game()
        self._schedule_review()
        return said

    def review_tick(self) -> bool:
        """Collect the review's progress and redraw if it moved; False once it is over."""
        self._review_timer = None
        found = self.model.current_review
        before = None if found is None else (found.done, found.running)
        going = self.model.review_step(REVIEW_CHUNK)
        if found is None or (found.done, found.running) != before:
            self.redraw()
        if going:
            self._schedule_review(wait=False)
        return going

    def _schedule_review(self, wait: bool = True) -> None:
        """Look at the review again soon on the event loop; with none, wait for it (or,
        ``wait=False``, leave it to the next look)."""
        if self._review_timer is not None or self.model.current_review is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            if wait:
                self.model.run_review()
            return
        found = self.model.current_review
        pause = REVIEW_POLL if found is not None and found.backend != "serial" else 0.01
        self._review_timer = loop.call_later(pause, self.review_tick)

    def open_replay(self) -> None:
        """Show the game so far in a replay widget under the table (with its review, once
        *Review this game* has made one)."""
        from toolkit.widgets.replay import ReplayWidget

        found = self.model.current_review
        review = found.result if found is not None else None
        self.replay_box.children = [
            ReplayWidget(self.model.replay(), lang=self.lang, review=review)
        ]

    # -- acting -------------------------------------------------------------------------
    def _do(self, call: Any) -> Message | None:
        """Call the model and redraw. A refusal the model raises (a bad argument, a save that
        cannot be written) shows on the table, not as a traceback."""
        before = self.model.message
        try:
            said: Message | None = call()
        except ToolkitError as exc:
            # said on the table already (a save refusal), or said now
            said = self.model.message if self.model.message is not before else None
            if said is None:
                said = self.model.show_error(exc)
        self.redraw()
        return said if isinstance(said, Message) else None

    def click_card(self, instance_id: int) -> Message | None:
        """Click a card by its number (as its button does); a bad number is said on the table."""
        return self._do(lambda: self.model.click_card(instance_id))

    def click_player(self, seat: int) -> Message | None:
        """Click a player by seat (as their button does); a bad seat is said on the table."""
        return self._do(lambda: self.model.click_player(seat))

    def click_location(self, name: str) -> Message | None:
        """Click a location by its printed name; a bad name is said on the table."""
        return self._do(lambda: self.model.click_location(name))

    def press(self, button_name: str) -> Message | None:
        """Press a button by its name or label; a bad name is said on the table."""
        return self._do(lambda: self.model.press(button_name))

    def choose(self, option: int | str) -> Message | None:
        """Answer the prompt by number or label; a bad answer is said on the table."""
        return self._do(lambda: self.model.choose(option))

    def try_action(self, action: Action) -> Message | None:
        """Take any action for the seat to decide; a malformed one is said on the table."""
        return self._do(lambda: self.model.try_action(action))

    def _on_confirm(self, change: dict[str, Any]) -> None:
        self.model.confirm_end = bool(change["new"])

    def _on_teacher(self, change: dict[str, Any]) -> None:
        self.model.set_teacher_view(bool(change["new"]))
        self.redraw()

    def tick(self) -> bool:
        """One bot decision (what the table's timer does at its pace); False if none is due."""
        self._timer = None
        if not self.model.bot_to_act:
            return False
        self.model.step_bots(1)
        self.redraw()
        return True

    def _schedule_bots(self) -> None:
        if self._timer is not None or not self.model.bot_to_act:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a test or a script): tick() or skip_to_my_turn() steps
        delay = PACES.get(self.pace.value, 0.8)
        self._timer = loop.call_later(delay, self.tick)

    def save(self, path: str | Path, *, overwrite: bool = False, form: str | None = None) -> Path:
        """Save the game (twin of the Save button); ``overwrite`` replaces a file that
        is there, ``form`` is ``"view"`` or ``"log"`` (see
        :func:`toolkit.play.saving.save`). A refusal is shown on the table and raised
        (``SaveError``)."""
        try:
            return self.model.save(path, overwrite=overwrite, form=form)
        finally:
            self.redraw()


def _alike(spots: Sequence[Spot]) -> list[list[Spot]]:
    """The spots of a zone in order, identical cards (same words and look: two Golds of
    a hand) gathered at the first one's place; the button clicks a playable one."""
    groups: dict[Any, list[Spot]] = {}
    for s in spots:
        key = (s.face, s.title, s.tone) if s.kind == "card" else id(s)
        groups.setdefault(key, []).append(s)
    return list(groups.values())


def _counted(same: Sequence[Spot]) -> Spot:
    """One spot for identical cards: a playable one, its name led by how many ("3 × Gold")."""
    spot = next((s for s in same if s.playable), same[0])
    return replace(spot, name=f"{len(same)} × {spot.name}") if len(same) > 1 else spot


def _set_children(box: Any, children: Sequence[Any]) -> None:
    """Give ``box`` these children, sending nothing when they are the same."""
    new = tuple(children)
    if tuple(box.children) != new:
        box.children = new


def _set_classes(w: Any, classes: Sequence[str]) -> None:
    """Give ``w`` these CSS classes, sending nothing when they are the same."""
    new = tuple(dict.fromkeys(classes))
    if tuple(w._dom_classes) != new:
        w._dom_classes = new


def _esc(text: str) -> str:
    from toolkit.html.core import esc

    return esc(text)
