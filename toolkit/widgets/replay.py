"""The replay widget: step through a game in Jupyter, with the board, the log and explanations.

The widget is a thin view over a :class:`~toolkit.replay.Replay`. Every
control has a programmatic twin, so tests (and lessons) drive it without a
browser: set ``widget.slider.value``, call ``widget.next_button.click()``,
set ``widget.turn.value`` or ``widget.viewer.value``, or call
:meth:`ReplayWidget.tick` for one beat of the play button. Redrawing
updates the ``value`` of three HTML widgets in place, so nothing flickers.

The log shows the current step near its top (a widget cannot scroll
itself), the turn menu always shows the turn on screen, and pausing keeps
the place: the play control has no stop button, which would jump back to
the setup.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
>>> for _ in range(3):
...     game.apply(game.legal_actions()[0])
>>> w = ReplayWidget(Replay.from_game(game))
>>> w.next_button.click()
>>> w.position
1
>>> w.viewer.value = 0
>>> "hidden card" in w.board.value
True
>>> es = ReplayWidget(Replay.from_game(game), lang="es")
>>> es.play.description, es.viewer.options[1][0]
('Jugar', 'Vista de Ada')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from toolkit.core.errors import short_repr
from toolkit.html.core import esc, style_block
from toolkit.html.replay import explanation_html, log_html
from toolkit.i18n import translator
from toolkit.i18n.messages import N_
from toolkit.replay.core import Replay, ReplayRangeError, Viewer

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview

__all__ = ["SPEEDS", "SPEED_LABELS", "TEACHER", "ReplayWidget"]

STATE_NUMBER = N_("A state number is a whole number, not {value}.")

TEACHER = -1
"""The View menu's value for the teacher's view (everything)."""

SPEEDS: dict[str, int] = {"slow": 1500, "normal": 700, "fast": 250, "very fast": 80}
"""Play speeds: milliseconds between steps."""

SPEED_LABELS: dict[str, str] = {
    "slow": N_("slow"),
    "normal": N_("normal"),
    "fast": N_("fast"),
    "very fast": N_("very fast"),
}
"""The words of each speed, translated where shown."""


class ReplayWidget(widgets.VBox):
    """Controls, board, explanation and log for one replay.

    Parameters
    ----------
    replay:
        The game to show.
    position:
        The state to start on (default: the setup, state 0).
    viewer:
        ``None`` for the teacher's view, or a seat.
    log_window:
        The log shows ``2 * log_window + 1`` entries, the current step third
        from the top so that it is in view.
    lang:
        The language of every label, tooltip, menu, explanation and board
        (``"en"``, ``"es"`` or ``"it"``). Card names stay as printed.
    review:
        A review of this game (:func:`toolkit.analysis.review`): its win-chance curve and
        a button for each marked decision, which goes to the step just after it.

    Attributes
    ----------
    play:
        An ``ipywidgets.Play`` linked in the browser to :attr:`slider`
        (its programmatic twin is :meth:`tick`; :meth:`start`/:meth:`stop` play and pause).
        Its own buttons are icons with no words: it is hidden, and :attr:`play_button`
        plays and pauses it.
    play_button:
        The *Play* button (a toggle, pressed while the game plays), linked in the browser
        to :attr:`play`'s ``playing``.
    slider:
        The state number, 0 (setup) to ``replay.n_steps``.
    prev_button, next_button, first_button, last_button:
        Step back, step forward, go to the setup, go to the end.
    turn:
        The turn shown (it follows the slider); choosing another jumps to its start.
    turn_button:
        Back to the start of the turn shown, as often as wanted.
    viewer:
        Whose view: :data:`TEACHER` (-1) or a seat (see :attr:`viewpoint`).
    speed:
        Time between steps while playing.
    board, explanation, log_view:
        ``HTML`` widgets whose values are redrawn in place.
    review_view, review_buttons:
        With a review: its curve and counts (``HTML``), and one button per marked decision
        (its programmatic twin is :meth:`go` to the decision's step + 1).
    """

    def __init__(
        self,
        replay: Replay,
        *,
        position: int = 0,
        viewer: Viewer = None,
        log_window: int = 12,
        lang: str = "en",
        review: GameReview | None = None,
    ) -> None:
        t = translator(lang)
        _ = t.gettext
        if not isinstance(replay, Replay):
            raise ReplayRangeError(
                t.tr(N_("A replay shows a Replay, not {what}."), what=short_repr(replay))
            )
        replay.check_viewer(viewer, t.lang)
        if (
            isinstance(log_window, bool)
            or not isinstance(log_window, int)
            or not 1 <= log_window <= 1000
        ):
            raise ReplayRangeError(
                t.tr(
                    N_("log_window is a whole number from 1 to 1000, not {value}."),
                    value=short_repr(log_window),
                )
            )
        if isinstance(position, bool) or not isinstance(position, int):
            raise ReplayRangeError(t.tr(STATE_NUMBER, value=short_repr(position)))
        self.lang = t.lang
        self._t = t
        self.replay = replay
        self.log_window = log_window
        n = replay.n_steps
        self.play = widgets.Play(
            value=0,
            min=0,
            max=n,
            step=1,
            interval=SPEEDS["normal"],
            description=_("Play"),
            show_repeat=False,
            tooltip=_("Play the game step by step, or pause here"),
        )
        # ipywidgets' Play draws icon-only buttons (its stop button even jumps back to the
        # setup): it is hidden (see CSS) and a toggle with words plays and pauses it.
        self.play.add_class("tk-play-ctl")
        self.play_button = widgets.ToggleButton(
            value=False,
            description=_("Play"),
            icon="play",
            tooltip=_("Play the game step by step, or pause here"),
            layout=widgets.Layout(width="auto"),
        )
        self.play_button.add_class("tk-play-btn")
        widgets.jslink((self.play, "playing"), (self.play_button, "value"))
        self.slider = widgets.IntSlider(
            value=0,
            min=0,
            max=n,
            step=1,
            description=_("Step"),
            continuous_update=False,
            layout=widgets.Layout(width="420px", max_width="100%"),
        )
        widgets.jslink((self.play, "value"), (self.slider, "value"))
        self.first_button = _button("", "fast-backward", _("Back to the setup"))
        self.prev_button = _button(_("back"), "step-backward", _("One step back"))
        self.next_button = _button(_("next"), "step-forward", _("One step forward"))
        self.last_button = _button("", "fast-forward", _("Go to the end"))
        self.speed = widgets.Dropdown(
            options=[(_(SPEED_LABELS[name]), ms) for name, ms in SPEEDS.items()],
            value=SPEEDS["normal"],
            description=_("Speed"),
            layout=widgets.Layout(width="190px"),
        )
        # The start of each turn, and of the last one when the game stops in it.
        self._starts = {t: replay.turn_start(t) for t in replay.turns}
        self._starts.setdefault(replay.turn_of_state(n), n)
        self.turn = widgets.Dropdown(
            options=[("—", 0)] + [(t.tr("turn {n}", n=turn), turn) for turn in self._starts],
            value=0,
            description=_("Turn"),
            tooltip=_("The turn shown; choose another to go to its start"),
            layout=widgets.Layout(width="170px"),
        )
        self.turn_button = _button(
            _("start of turn"), "undo", _("Go to the start of the turn shown")
        )
        self.turn_button.layout.width = "auto"
        self._following = False  # True while the turn menu is set to follow the slider
        # A dropdown cannot select the value None, so the teacher's view is -1 here.
        self.viewer = widgets.Dropdown(
            options=[
                (label, TEACHER if v is None else v) for label, v in replay.viewers(self.lang)
            ],
            value=TEACHER if viewer is None else viewer,
            description=_("View"),
            layout=widgets.Layout(width="280px"),
        )
        self.status = widgets.HTML()
        self.explanation = widgets.HTML()
        self.board = widgets.HTML()
        self.log_view = widgets.HTML()

        self.first_button.on_click(lambda _: self.go(0))
        self.prev_button.on_click(lambda _: self.back())
        self.next_button.on_click(lambda _: self.forward())
        self.last_button.on_click(lambda _: self.go(self.replay.n_steps))
        self.slider.observe(self._on_slider, names="value")
        self.play.observe(self._on_play, names="value")
        self.turn.observe(self._on_turn, names="value")
        self.turn_button.on_click(lambda _: self.jump_to_turn(int(self.turn.value)))
        self.viewer.observe(lambda _: self._render(), names="value")
        widgets.link((self.speed, "value"), (self.play, "interval"))

        controls = widgets.HBox(
            [
                self.first_button,
                self.prev_button,
                self.play_button,
                self.play,
                self.next_button,
                self.last_button,
                self.slider,
            ],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        options = widgets.HBox(
            [self.speed, self.turn, self.turn_button, self.viewer, self.status],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        parts = [controls, options, self.explanation, self.board]
        self.review_view: widgets.HTML | None = None
        self.review_buttons: list[widgets.Button] = []
        if review is not None:
            parts.append(self._review_part(review))
        super().__init__([*parts, self.log_view])
        # The style sheet makes its buttons tall enough to tap on a touch screen.
        self.add_class("tk-replay-widget")
        self.go(position)

    def _review_part(self, review: GameReview) -> widgets.VBox:
        """The review's curve and counts, then a row per marked decision with its button."""
        from toolkit.analysis.game_review import label_words, move_words
        from toolkit.html.review import REVIEW_CSS, review_panel_html

        t, lang = self._t, self.lang
        if len(review.names) != len(self.replay.names):
            raise ReplayRangeError("the review is of another game: its seats differ")
        self.review_view = widgets.HTML(
            f'<style>{REVIEW_CSS}</style><div class="tk" lang="{esc(lang)}">'
            + review_panel_html(review, lang, listed=False)
            + "</div>"
        )
        rows: list[Any] = [self.review_view]
        for d in review.decisions:
            if d.label is None:
                continue
            k = min(self.replay.n_steps, d.step + 1)
            b = widgets.Button(
                description=t.tr("step {n}", n=k),
                tooltip=t.tr("Go to this decision"),
                layout=widgets.Layout(width="auto", flex="0 0 auto"),
            )
            b.on_click(lambda _, k=k: self.go(k))
            self.review_buttons.append(b)
            words = widgets.HTML(
                f'<div class="tk-rv-{esc(d.label)}"><b>{esc(label_words(d.label, t))}</b> '
                f"{esc(review.names[d.seat])}, {esc(move_words(d, t))}</div>",
                layout=widgets.Layout(flex="1 1 240px"),
            )
            rows.append(widgets.HBox([b, words], layout=widgets.Layout(flex_flow="row wrap")))
        return widgets.VBox(rows)

    # -- the programmatic twins -------------------------------------------------------
    @property
    def viewpoint(self) -> Viewer:
        """The viewpoint shown: ``None`` for the teacher, else a seat (the View menu)."""
        value = self.viewer.value
        return None if value == TEACHER else int(value)

    @property
    def position(self) -> int:
        """The state shown (0 is the setup)."""
        return int(self.slider.value)

    def go(self, k: int) -> None:
        """Show state ``k`` (clamped to the replay's range).

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> w = ReplayWidget(Replay.from_game(HeroRealmsGame.new(seed=1)))
        >>> w.go(99); w.position
        0
        """
        if isinstance(k, bool) or not isinstance(k, int):
            raise ReplayRangeError(self._t.tr(STATE_NUMBER, value=short_repr(k)))
        k = max(0, min(self.replay.n_steps, k))
        if k == self.slider.value:
            self._render()
        else:
            self.slider.value = k  # observing the slider redraws

    def forward(self) -> None:
        """One step forward (the ▶ button)."""
        self.go(self.position + 1)

    def back(self) -> None:
        """One step back (the ◀ button)."""
        self.go(self.position - 1)

    def tick(self) -> bool:
        """One beat of the play button: step forward; False (and stop) at the end."""
        if self.position >= self.replay.n_steps:
            self.stop()
            return False
        self.play.value = self.position + 1
        return True

    def start(self) -> None:
        """Start playing (the browser advances the play widget)."""
        self.play.playing = True

    def stop(self) -> None:
        """Pause."""
        self.play.playing = False

    def jump_to_turn(self, turn: int) -> None:
        """Show the start of ``turn`` (the turn menu, or its "start of turn" button).

        Works again and again for the same turn, wherever in it the replay is.

        Raises
        ------
        ReplayRangeError
            For a turn the game does not have (the turns are those of the turn menu).
        """
        if (
            isinstance(turn, bool)
            or not isinstance(turn, int)
            or (turn and turn not in self._starts)
        ):
            raise ReplayRangeError(
                self._t.tr(
                    N_("The turns of this game are {turns}, not {turn}."),
                    turns=short_repr(list(self._starts)),
                    turn=short_repr(turn),
                )
            )
        if turn and turn == self.turn.value:
            self.go(self._starts[turn])
        else:
            self.turn.value = turn

    # -- drawing --------------------------------------------------------------------
    def _on_slider(self, change: dict[str, Any]) -> None:
        if self.play.value != change["new"]:
            self.play.value = change["new"]
        self._render()

    def _on_play(self, change: dict[str, Any]) -> None:
        if self.slider.value != change["new"]:
            self.slider.value = change["new"]

    def _on_turn(self, change: dict[str, Any]) -> None:
        turn = change["new"]
        if turn and not self._following:
            self.go(self._starts[turn])

    def _render(self) -> None:
        replay = self.replay
        k = self.position
        viewer = self.viewpoint
        current = k - 1
        # The current step near the top, where the log box shows it without scrolling.
        start = max(-1, current - min(2, self.log_window))
        stop = min(replay.n_steps, start + 2 * self.log_window + 1)
        turn = replay.turn_of_state(k)
        t, lang = self._t, self.lang
        with self.hold_sync():
            self._following = True
            try:
                self.turn.value = turn if turn in self._starts else 0
            finally:
                self._following = False
            step = esc(t.tr("step {step} of {total}", step=k, total=replay.n_steps))
            shown = esc(t.tr("turn {n}", n=turn))
            self.status.value = f"<b>{step}</b> · {shown}"
            self.explanation.value = (
                f'{style_block()}<div class="tk" lang="{lang}">'
                f"{explanation_html(replay, k, lang)}</div>"
            )
            self.board.value = replay.board_html(k, viewer, lang)
            self.log_view.value = (
                f'{style_block()}<div class="tk" lang="{lang}">'
                + log_html(replay, k, viewer, start=start, stop=stop, lang=lang)
                + "</div>"
            )


def _button(text: str, icon: str, tooltip: str) -> widgets.Button:
    """A step button: an icon unlike the play control's, a word, and a tooltip."""
    width = "44px" if not text else "auto"
    return widgets.Button(
        description=text, icon=icon, tooltip=tooltip, layout=widgets.Layout(width=width)
    )
