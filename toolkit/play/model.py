"""The table: a game, who sits in each seat, and every control of a table as a method.

:class:`TableModel` is headless: the notebook widget
(:class:`toolkit.widgets.Table`) draws its :meth:`~TableModel.board` and calls its
methods, and tests call the same methods without a browser. Every move is one
:meth:`~toolkit.core.game.Game.apply` of a legal action; a click that no legal
action matches is tried on the engine, which refuses it with the rule (and the
state is left as it was). Undo rebuilds the game from its seed, setup and the
decisions kept.

Examples
--------
>>> table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, names=["Ada", "Bot"])
>>> card = table.game.players[0].hand[0]
>>> table.click_card(card).kind
'done'
>>> table.undo().kind
'done'
>>> len(table.game.decisions)
0
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import IllegalActionError, SetupError, ToolkitError, short_repr
from toolkit.core.log import GameLog
from toolkit.i18n import check_lang, translator
from toolkit.i18n.language_calls import call_with_lang
from toolkit.i18n.messages import N_
from toolkit.play import answers as _answers
from toolkit.play import arguments
from toolkit.play import hints as _hints
from toolkit.play import narration as _narration
from toolkit.play import review as _review
from toolkit.play import saving as _saving
from toolkit.play.answers import _end_action
from toolkit.play.board import Board, Control, Message, Prompt
from toolkit.play.narration import _Line
from toolkit.play.seats import HUMAN
from toolkit.play.sides import NOBODY, Side, side_for

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.bots import Bot
    from toolkit.core.contract import ActionInfo, PendingDecision
    from toolkit.core.game import Game
    from toolkit.replay.core import Replay

__all__ = ["HUMAN", "TableModel"]


_RULE = re.compile(r"^((?:HR|V)-[A-Z]+\d+): ")

_RAW_KIND = re.compile(
    r"\b([a-z]+(?:_[a-z]+)*)( does not answer it| no responde a eso| non risponde a questo)"
)
"""An engine's refusal of a move during a question, which names the move by its kind."""


class TableModel:
    """A game at a table: human and bot seats, prompts, refusals, hints, undo and saving.

    Parameters
    ----------
    game:
        A game (``HeroRealmsGame``, ``VillainousGame``, fresh or under way) or a game's
        name (``"hero-realms"`` or ``"villainous"``), then set up from ``seed``,
        ``names`` and ``options`` (``variant=`` for Hero Realms, ``villains=`` for
        Villainous).
    seats:
        ``"human"`` or a bot name of the game for each seat, in seat order.
    seed:
        The seed of a game made from its name, and of the bots.
    teacher:
        Start with the teacher's view (every card shown).
    confirm_end:
        Ask before a turn is ended with gold or combat unspent or a card still playable
        (``False`` ends it at once).
    lang:
        The language of everything the table says (``"en"``, ``"es"`` or ``"it"``):
        buttons, prompts, narration, refusals, hints and the summary. Card, villain and
        location names stay as printed.

    Raises
    ------
    SetupError
        For an unknown bot name or a number of seats that does not fit the game.
    ArgumentError
        From a control given a value of the wrong kind (:mod:`toolkit.play.arguments`), in
        the table's language; nothing changes.
    """

    narration = property(_narration.narration)
    _recent = _narration._recent
    _narrate = _narration._narrate
    _why = _narration._why
    _apply = _narration.apply
    _event_texts = _narration._event_texts
    distinct = _answers.distinct
    unused = _answers.unused
    _thrown = _answers._thrown
    _place = _answers._place
    _outcome = _answers._outcome
    _ask_kind = _answers._ask_kind
    _controls = _answers._controls
    save = _saving.save
    hint = _hints.hint
    suggestion = _hints.suggestion
    explain = _hints.explain
    review_game = _review.review_game
    review_step = _review.review_step
    run_review = _review.run_review
    stop_review = _review.stop_review
    review_progress = _review.review_progress
    review_seats = _review.review_seats
    current_review = property(_review.current_review)
    game_review: Any = None
    """The review asked for at the end (see :mod:`toolkit.play.review`)."""
    hint_playouts: int | None = None
    """The playouts of a hint (None: the game's default, about a second)."""
    hint_seconds: float | None = 1.0
    """A hint's time limit in seconds (None: the playout budget alone, reproducible)."""
    hint_found: Any = None
    """What the search of the last hint found (a :class:`toolkit.search.hint.Hint`)."""
    hinted: Action | None = None
    """The action the last hint suggested."""

    def __init__(
        self,
        game: Game | str,
        seats: Sequence[str] = (HUMAN, "greedy"),
        *,
        seed: int = 0,
        names: Sequence[str] | None = None,
        teacher: bool = False,
        lang: str = "en",
        confirm_end: bool = True,
        **options: Any,
    ) -> None:
        self.confirm_end = bool(confirm_end)
        """Ask before ending a turn that leaves gold, combat or a move unused (a teacher
        may switch it off)."""
        self.lang = check_lang(lang)
        self.t = translator(self.lang)
        """The gettext functions of the table's language."""
        seats = list(seats)
        name = game if isinstance(game, str) else game.game_name
        self.side: Side = side_for(name, self.t)
        self.options = dict(options)
        if isinstance(game, str):
            if seats == [HUMAN, "greedy"] and name == "villainous":
                seats = [HUMAN, "heuristic"]
            self.side.check_seats(len(seats), self.options, self.t)
            arguments.setup_options(name, self.options, len(seats), self.t)
            try:
                game = self.side.new_game(len(seats), seed, names, **dict(options))
            except TypeError:
                raise SetupError(
                    self.t.tr(
                        N_("{game} has no option {options}."),
                        game={"hero-realms": "Hero Realms", "villainous": "Villainous"}[name],
                        options=", ".join(sorted(options)),
                    )
                ) from None
        self.game: Game = game
        n = len(game.players)
        if len(seats) != n:
            raise SetupError(
                self.t.plural(
                    "The game has {n} seat, but {given} were given.",
                    "The game has {n} seats, but {given} were given.",
                    n,
                    given=len(seats),
                )
            )
        for s in seats:
            if s != HUMAN and s not in self.side.bot_names:
                raise SetupError(
                    self.t.tr(
                        N_("Unknown seat {seat}: write 'human' or a bot of the game ({bots})."),
                        seat=short_repr(s),
                        bots=", ".join(self.side.bot_names),
                    )
                )
        self.seats = seats
        self.seed = seed
        self.bots: dict[int, Bot] = {
            i: self.side.make_bot(s, seed + i) for i, s in enumerate(seats) if s != HUMAN
        }
        self.humans = [i for i, s in enumerate(seats) if s == HUMAN]
        self.teacher = teacher or not self.humans
        self.screen: int | None = self.humans[0] if self.humans else None
        """The human seat whose private view is on the screen."""
        self.message: Message | None = None
        self._lines: list[_Line] = []
        self._told: dict[tuple[int, int | None, int], tuple[_Line, str]] = {}
        """Each narration line as told to a viewer (kept: a line never changes)."""
        self._choice: tuple[str, list[Action]] | None = None
        self._confirming = False
        """True while the prompt asks whether to end the turn all the same."""
        """A click that matched several actions: the question and the actions offered."""
        self._board_cache: tuple[Any, Board] | None = None
        self._version = 0
        self._facts: tuple[Any, list[ActionInfo]] | None = None
        """Counts every change of what the board shows (the board is kept until it moves)."""
        self._check_screen()

    # -- who is who ---------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' display names (a default "Player N" in the table's language)."""
        names = list(self.game.names)  # type: ignore[attr-defined]
        if self.lang == "en":
            return names
        t = self.t
        return [
            t.tr("Player {n}", n=i + 1) if name == f"Player {i + 1}" else name
            for i, name in enumerate(names)
        ]

    @property
    def to_act(self) -> int:
        """The seat who must decide now."""
        return self.game.current_player

    @property
    def bot_to_act(self) -> bool:
        """True while the game goes on and a bot must decide."""
        return not self.game.over and self.to_act in self.bots

    @property
    def handover(self) -> int | None:
        """The human seat the screen must be passed to before play goes on, if any."""
        if self.game.over or len(self.humans) < 2 or self.teacher:
            return None
        seat = self.to_act
        if seat in self.humans and seat != self.screen:
            return seat
        return None

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board is drawn through: ``None`` is the teacher (every card)."""
        if self.teacher:
            return None
        if self.handover is not None:
            return NOBODY
        return self.screen

    def _check_screen(self) -> None:
        if len(self.humans) == 1:
            self.screen = self.humans[0]

    # -- the controls -------------------------------------------------------------------
    def click_card(self, instance_id: int) -> Message:
        """Click a card: play it, buy it, attack or stun it, answer a prompt with it."""
        ref = arguments.whole(instance_id, arguments.CARD, self.t)
        return self._click("card", ref)

    def click_player(self, seat: int) -> Message:
        """Click a player: attack or target them (take Fate against them in Villainous)."""
        ref = arguments.whole(seat, arguments.SEAT, self.t)
        return self._click("player", ref)

    def click_location(self, name: str) -> Message:
        """Click one of the acting villain's locations by its printed name (move there)."""
        ref = arguments.text(name, arguments.LOCATION, self.t)
        return self._click("location", ref)

    def choose(self, option: int | str) -> Message:
        """Answer the prompt on the board, by the option's number (from 0) or its label."""
        if isinstance(option, str):
            option = arguments.text(option, arguments.CHOICE, self.t)
        else:
            option = arguments.whole(option, arguments.CHOICE, self.t)
        blocked = self._blocked()
        if blocked is not None:
            return blocked
        prompt = self.prompt_actions()
        if prompt is None:
            return self._say("info", self.t.tr("There is no question to answer now."))
        labels, actions = prompt
        index = self._index(option, labels)
        if index is None:
            return self._say(
                "refused",
                self.t.tr(
                    "{option} is not one of the answers: {answers}.",
                    option=repr(option),
                    answers="; ".join(labels),
                ),
            )
        if index == len(actions):  # "cancel" on a click's question
            self._choice = None
            self._confirming = False
            return self._say("info", self.t.tr("Nothing done."))
        confirmed = self._confirming
        self._confirming = False
        return self._act(actions[index], confirmed=confirmed)

    def press(self, button_name: str) -> Message:
        """Press a labelled button by its name or label (``"end_turn"``, ``"End turn"``)."""
        button_name = arguments.text(button_name, arguments.BUTTON, self.t)
        show = self.t.gettext("Show my hand").lower()
        if button_name.lower() in ("ready", "show my hand", show) and self.handover is not None:
            return self.take_screen()
        blocked = self._blocked()
        if blocked is not None:
            return blocked
        key = button_name.strip().lower()
        controls = self._controls()
        for c in controls:
            if key in (c.name.lower(), c.label.lower()):
                kind_actions = self._kind_actions.get(c.name)
                if kind_actions is not None:
                    return self._ask_kind(c.name, kind_actions)
                action = self._control_actions.get(c.name)
                if action is not None:
                    return self._act(action)
                return self._try(self._standard[c.name], f"{c.label}")
        return self._say(
            "refused",
            self.t.tr(
                "There is no button {button}; the buttons are: {buttons}",
                button=repr(button_name),
                buttons=", ".join(c.label for c in controls),
            ),
        )

    def take_screen(self) -> Message:
        """The next human player has the screen: show their view ("pass the screen" done)."""
        seat = self.handover
        if seat is None:
            return self._say("info", self.t.tr("Nobody needs to take the screen now."))
        self.screen = seat
        return self._say("info", self.t.tr("{name} has the screen.", name=self.names[seat]))

    def try_action(self, action: Action) -> Message:
        """Take any action for the seat to decide, legal or not: a legal one is applied, an
        illegal one refused with its rule (a script may play a bot's seat this way too)."""
        arguments.action(action, self.t)
        return self._try(
            action, self._describe(action) if self._describable(action) else str(action)
        )

    def undo(self) -> Message:
        """Take back the last decision of a person (and the bots' moves after it)."""
        deciders = self.game.deciders
        humans = set(self.humans) or set(range(len(self.seats)))
        k = next((i for i in range(len(deciders) - 1, -1, -1) if deciders[i] in humans), None)
        if k is None:
            return self._say("info", self.t.tr("There is nothing to undo."))
        return self._rebuild(k, self.t.tr("Took back one decision."))

    def undo_turn(self) -> Message:
        """Go back to the start of the turn in which a person last decided."""
        game = self.game
        deciders, turns = game.deciders, game.turn_of_step
        humans = set(self.humans) or set(range(len(self.seats)))
        last = next((i for i in range(len(deciders) - 1, -1, -1) if deciders[i] in humans), None)
        if last is None:
            return self._say("info", self.t.tr("There is nothing to undo."))
        k = last
        while k > 0 and turns[k - 1] == turns[last]:
            k -= 1
        return self._rebuild(k, self.t.tr("Back to the start of turn {n}.", n=turns[last]))

    def new_game(self, seed: int | None = None) -> Message:
        """A new game with the same seats (and the same setup), shuffled from ``seed``."""
        seed = self.seed + 1 if seed is None else seed
        cls = type(self.game)
        self.game = cls.from_setup(self.game.setup, seed)  # type: ignore[attr-defined]
        self.seed = seed
        self.bots = {
            i: self.side.make_bot(s, seed + i) for i, s in enumerate(self.seats) if s != HUMAN
        }
        self._lines.clear()
        self._choice = None
        self._confirming = False
        self.screen = self.humans[0] if self.humans else None
        return self._say("info", self.t.tr("New game, seed {seed}.", seed=seed))

    def replay(self) -> Replay:
        """The game so far as a :class:`~toolkit.replay.core.Replay` (for the replay widget)."""
        from toolkit.replay.core import Replay

        return Replay(self.game.to_log(bots=self.seats))

    def step_bots(self, steps: int = 1) -> int:
        """Let the bots take up to ``steps`` decisions (stopping when a person must decide).

        Returns the number of decisions taken; each is narrated."""
        steps = arguments.whole(steps, arguments.STEPS, self.t, 0, arguments.MAX_STEPS)
        done = 0
        while done < steps and self.bot_to_act:
            seat = self.to_act
            action = self.bots[seat].choose(self.game, self.game.legal_actions())
            self._apply(action)
            done += 1
        if done and not self.bot_to_act:
            t = self.t
            if self.game.over:
                self._say("info", t.tr("The game is over; the summary says who won and why."))
            else:
                who = self.names[self.to_act]
                self._say(
                    "info",
                    t.tr("{name} to decide; the bots' moves are under 'What happened'.", name=who),
                )
        return done

    def skip_to_my_turn(self, limit: int = 5000) -> int:
        """Let the bots play until a person must decide or the game ends."""
        return self.step_bots(limit)

    def set_teacher_view(self, on: bool) -> None:
        """Show every card (the teacher's view) or only what the seat to play may see."""
        self.teacher = bool(on) or not self.humans
        self._version += 1

    def show_error(self, err: ToolkitError) -> Message:
        """Put a refused argument (or any toolkit error) on the board as a refusal; the game
        is not changed. The widget shows errors this way instead of a traceback."""
        return self._say("refused", str(err), getattr(err, "rule", None))

    # -- the board ----------------------------------------------------------------------
    def legal(self) -> Sequence[Action]:
        """The legal actions now."""
        return self.game.legal_actions()

    def facts(self) -> list[ActionInfo]:
        """What each legal action touches."""
        game = self.game
        key = (len(game.decisions), id(game))
        if self._facts is None or self._facts[0] != key:
            self._facts = (key, [game.action_info(a) for a in game.legal_actions()])
        return self._facts[1]

    def matching(self, kind: str, ref: int | str) -> list[Action]:
        """The legal actions a click on (``kind``, ``ref``) may mean, in listing order."""
        out = []
        pending = self.pending()
        if pending is not None:
            for o in pending.options:
                if (
                    (kind == "card" and o.card == ref)
                    or (kind == "player" and o.player == ref)
                    or (kind == "location" and o.location == ref)
                ):
                    out.append(o.action)
            if out:
                return out
        for info in self.facts():
            if (
                (kind == "card" and ref in info.touches())
                or (kind == "player" and info.target_player == ref and info.card is None)
                or (
                    kind == "location"
                    and info.location == ref
                    and info.card is None
                    and info.target_card is None
                )
            ):
                out.append(info.action)
        return out

    def pending(self) -> PendingDecision | None:
        """The question the rules put now, if any."""
        game = self.game
        if self.lang != "en":
            in_lang = getattr(game, "pending_decision_in", None)
            if in_lang is not None:
                return in_lang(self.lang)  # type: ignore[no-any-return]
        return game.pending_decision

    def prompt_actions(self) -> tuple[list[str], list[Action]] | None:
        """The prompt's labels and their actions (a click's question, or a pending decision).

        A click's question has one more label than actions: "cancel"."""
        if self._choice is not None:
            actions = self._choice[1]
            if self._confirming:
                return [
                    self.t.gettext("End the turn all the same"),
                    self.t.gettext("cancel"),
                ], actions
            labels, actions = self.distinct(actions)
            return [*labels, self.t.gettext("cancel")], actions
        pending = self.pending()
        if pending is not None and not self.game.over:
            return self.distinct(
                [o.action for o in pending.options], [o.label for o in pending.options]
            )
        return None

    _distinct_cache: tuple[Any, tuple[str, ...], tuple[Action, ...]] | None = None

    def board(self) -> Board:
        """The board as the viewer sees it now (kept until something changes)."""
        key = (self._version, len(self.game.decisions), id(self.game))
        cached = self._board_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        board = self._draw()
        self._board_cache = (key, board)
        return board

    def _draw(self) -> Board:
        game = self.game
        names = self.names
        viewer = self.viewer
        handover = self.handover
        playable: set[tuple[str, int | str]] = set()
        controls: tuple[Control, ...] = ()
        prompt = None
        if handover is None and not game.over:
            pending = self.pending()
            if pending is not None:
                for o in pending.options:
                    if o.card is not None:
                        playable.add(("card", o.card))
                    if o.player is not None:
                        playable.add(("player", o.player))
                    if o.location is not None:
                        playable.add(("location", o.location))
            else:
                for info in self.facts():
                    for c in info.touches():
                        playable.add(("card", c))
                    if info.target_player is not None and info.card is None:
                        playable.add(("player", info.target_player))
                    if info.location is not None and info.card is None and info.target_card is None:
                        playable.add(("location", info.location))
            controls = tuple(self._controls())
            p = self.prompt_actions()
            if p is not None:
                labels, _ = p
                if self._choice is not None:
                    prompt = Prompt(self._choice[0], tuple(labels), cancellable=True)
                elif pending is not None:
                    text = pending.prompt
                    if not text.startswith(names[pending.player]):
                        text = f"{names[pending.player]}: {text}"
                    prompt = Prompt(text, tuple(labels), rule=pending.rule)
        t = self.t
        panels = tuple(self.side.panels(game, viewer, playable, t, names))
        spots: dict[tuple[str, int | str], Any] = {}
        for panel in panels:
            if panel.head is not None:
                spots[(panel.head.kind, panel.head.ref)] = panel.head
            for zone in panel.zones:
                if zone.head is not None:
                    spots[(zone.head.kind, zone.head.ref)] = zone.head
                for s in zone.spots:
                    spots[(s.kind, s.ref)] = s
        if game.over:
            title = t.tr("Game over after turn {n}", n=game.turn)
        else:
            who = names[self.to_act]
            if self.to_act in self.bots:
                title = t.tr("Turn {n}: {name} (bot) to decide", n=game.turn, name=who)
            elif len(self.humans) == 1:
                title = t.tr("Turn {n}: {name} (you) to decide", n=game.turn, name=who)
            else:
                title = t.tr("Turn {n}: {name} (human) to decide", n=game.turn, name=who)
        if viewer is None:
            view = t.tr("Teacher's view (every card shown)")
        elif viewer == NOBODY:
            view = t.tr("Screen being passed")
        else:
            view = t.tr("{name}'s view", name=names[viewer])
        return Board(
            title=title,
            view=view,
            panels=panels,
            controls=controls,
            prompt=prompt,
            message=self.message,
            narration=tuple(self._recent()),
            handover=(
                t.tr(
                    "Pass the screen to {name}; {name} presses 'Show my hand' when nobody "
                    "else is looking.",
                    name=names[handover],
                )
                if handover is not None
                else None
            ),
            summary=tuple(self.side.summary(game, t, names)) if game.over else (),
            legend=t.gettext(self.side.legend),
            waiting=t.tr("{name} (bot) is thinking", name=names[self.to_act])
            if self.bot_to_act
            else None,
            over=game.over,
            spots=spots,
        )

    # -- internals ----------------------------------------------------------------------
    _control_actions: dict[str, Action]
    _standard: dict[str, Action]
    _kind_actions: dict[str, list[Action]]

    def _click(self, kind: str, ref: int | str) -> Message:
        game = self.game
        blocked = self._blocked()
        if blocked is not None:
            return blocked
        self._choice = None
        actions = self.matching(kind, ref)
        what = self._what(kind, ref)
        pending = self.pending()
        tried = self.side.tried(game, kind, ref, game.legal_actions(), pending)
        if actions:
            actions = self.distinct(actions)[1]
            kinds = {a.kind for a in actions}
            if len(actions) == 1 and (pending is not None or tried is None or tried.kind in kinds):
                return self._act(actions[0])
            t = self.t
            question = t.tr(
                "What should {name} do with {what}?", name=self.names[self.to_act], what=what
            )
            said = t.plural(
                "{what}: choose one of {n} move.",
                "{what}: choose one of {n} moves.",
                len(actions),
                what=what,
            )
            if pending is None and tried is not None and tried.kind not in kinds:
                # The click's first meaning (play it, attack it) is not allowed: say why,
                # and offer what is.
                err = game.why_illegal(tried)
                if err is not None:
                    said = self._refuse(err, what).text + t.tr(" It can be used otherwise:")
                    self._choice = (said, actions)
                    return self._say("refused", said, err.rule)
            self._choice = (question, actions)
            return self._say("info", said)
        if tried is None:
            return self._say(
                "refused", self.t.tr("Nothing can be done with {what} now.", what=what)
            )
        return self._try(tried, what)

    def _blocked(self) -> Message | None:
        """Why no person may act now (the game is over, the screen changes hands, a bot
        decides), or None."""
        t = self.t
        if self.game.over:
            return self._say("info", t.tr("The game is over: start a new game or open the replay."))
        if self.handover is not None:
            return self._say(
                "refused", t.tr("First pass the screen to {name}.", name=self.names[self.handover])
            )
        if self.to_act in self.bots:
            return self._say(
                "refused",
                t.tr(
                    "It is {name}'s turn to decide (a bot): wait, or press 'Skip to my turn'.",
                    name=self.names[self.to_act],
                ),
            )
        return None

    def _try(self, action: Action, what: str) -> Message:
        err = self.game.why_illegal(action)
        if err is None:
            return self._act(action)
        return self._refuse(err, what)

    def _refuse(self, err: IllegalActionError, what: str) -> Message:
        text = str(err) if self.lang == "en" else err.text(self.lang)
        rule = err.rule
        m = _RULE.match(text)
        if m:
            text = text[m.end() :]
            rule = rule or m.group(1)
        # a raw kind of move ("end_turn does not answer it") is named as the table names it
        text = _RAW_KIND.sub(lambda m: what + m.group(2), text)
        title = self._rule_title(rule)
        t = self.t
        said = t.tr("Not allowed ({what}): {reason}", what=what, reason=text[:1].upper() + text[1:])
        if rule and title:
            said += t.tr(" (rule {rule}: {title})", rule=rule, title=title)
        elif rule:
            said += t.tr(" (rule {rule})", rule=rule)
        return self._say("refused", said.rstrip(".") + ".", rule)

    def _rule_title(self, rule: str | None) -> str:
        if not rule:
            return ""
        if self.lang != "en":
            from toolkit.i18n import UnknownRuleError
            from toolkit.i18n import rule as rule_text

            try:
                return rule_text(rule, self.lang).title
            except UnknownRuleError:
                return ""
        from toolkit.replay.adapters import adapter_for

        return adapter_for(self.game.game_name).rule_titles.get(rule, "")

    def _act(self, action: Action, *, confirmed: bool = False) -> Message:
        self._choice = None
        self._confirming = False
        err = self.game.why_illegal(action)
        if err is not None:
            return self._refuse(
                err, self._label(action) if self._describable(action) else action.kind
            )
        if not confirmed and self.confirm_end and action == _end_action(self.game):
            left = self.unused()
            if left:
                t = self.t
                question = t.tr("End the turn with {left}?", left="; ".join(left))
                self._choice = (question, [action])
                self._confirming = True
                return self._say("info", question)
        text = self._apply(action)
        self._check_screen()
        return self._say("done", text)

    def _rebuild(self, k: int, text: str) -> Message:
        old = self.game
        game = type(old).from_setup(old.setup, old.seed)  # type: ignore[attr-defined]
        for action in old.decisions[:k]:
            game.apply(action)
        self.game = game
        self._choice = None
        self._confirming = False
        self._lines.append(_Line(text))
        if self.humans and game.current_player in self.humans:
            self.screen = game.current_player
        return self._say("done", text)

    def _say(self, kind: str, text: str, rule: str | None = None) -> Message:
        self._version += 1
        self.message = Message(kind, text, rule)
        return self.message

    def _what(self, kind: str, ref: int | str) -> str:
        if kind == "card" and isinstance(ref, int) and 0 <= ref < len(self.game.defs):  # type: ignore[attr-defined]
            return self.side.card_name(self.game, ref)
        if kind == "player" and isinstance(ref, int) and 0 <= ref < len(self.names):
            return self.names[ref]
        return str(ref)

    def _describe(self, action: Action) -> str:
        """The engine's sentence for ``action``, in the table's language once the engine
        speaks it."""
        return call_with_lang(self.lang, self.game.describe_action, action)

    def _label(self, action: Action, info: ActionInfo | None = None) -> str:
        """A legal action's short label (the engine's label; its sentence outside English)."""
        if self.lang == "en":
            return (info or self.game.action_info(action)).label
        return self._describe(action)

    def _describable(self, action: Action) -> bool:
        try:
            self.game.describe_action(action)
        except Exception:
            return False
        return True

    @staticmethod
    def _index(option: int | str, labels: list[str]) -> int | None:
        if isinstance(option, int) and not isinstance(option, bool):
            return option if 0 <= option < len(labels) else None
        if isinstance(option, str):
            key = option.strip().lower()
            for i, label in enumerate(labels):
                if label.lower() == key:
                    return i
            hits = [i for i, label in enumerate(labels) if key and key in label.lower()]
            if len(hits) == 1:
                return hits[0]
        return None

    def to_log(self) -> GameLog:
        """The game so far as a log naming who sat in each seat."""
        return self.game.to_log(bots=self.seats)
