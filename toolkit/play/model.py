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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import IllegalActionError, SetupError, ToolkitError
from toolkit.core.log import GameLog
from toolkit.html.core import call_with_lang
from toolkit.i18n import check_lang, translator
from toolkit.i18n.messages import N_
from toolkit.play.board import Board, Control, Message, Prompt
from toolkit.play.seats import HUMAN, bot_words
from toolkit.play.sides import NOBODY, Side, side_for

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.bots import Bot
    from toolkit.core.contract import ActionInfo, PendingDecision
    from toolkit.core.game import Game
    from toolkit.replay.core import Replay

__all__ = ["HUMAN", "TableModel"]


_NARRATION = 14
"""How many lines of narration the board keeps."""

_RULE = re.compile(r"^((?:HR|V)-[A-Z]+\d+): ")

_RAW_KIND = re.compile(
    r"\b([a-z]+(?:_[a-z]+)*)( does not answer it| no responde a eso| non risponde a questo)"
)
"""An engine's refusal of a move during a question, which names the move by its kind."""

_KIND_BUTTONS: dict[str, str] = {
    "play": N_("Play a card…"),
    "buy": N_("Buy a card…"),
    "attack_player": N_("Attack…"),
    "attack_champion": N_("Attack…"),
    "expend": N_("Use a champion…"),
    "ally": N_("Ally ability…"),
    "sacrifice": N_("Sacrifice a card…"),
    "discard": N_("Discard cards…"),
    "fate": N_("Fate against…"),
    "move": N_("Move your mover…"),
    "move_ally": N_("Move an Item or Ally…"),
    "move_hero": N_("Move a Hero…"),
    "vanquish": N_("Vanquish a Hero…"),
    "activate": N_("Activate a card…"),
}
"""The labelled button of each kind of move that is otherwise made on a card, a player
or a location: pressed, it asks which of the moves of that kind (one answer each)."""

_KIND_QUESTIONS: dict[str, str] = {
    "play": N_("Which card should {name} play?"),
    "buy": N_("Which card should {name} buy?"),
    "attack_player": N_("What should {name} attack?"),
    "attack_champion": N_("What should {name} attack?"),
    "expend": N_("Which champion should {name} use?"),
    "ally": N_("Which ally ability should {name} use?"),
    "sacrifice": N_("Which card should {name} sacrifice?"),
    "discard": N_("Which cards should {name} discard?"),
    "fate": N_("Against whom should {name} take a Fate action?"),
    "move": N_("Where should {name} move?"),
    "move_ally": N_("Which Item or Ally should {name} move, and where?"),
    "move_hero": N_("Which Hero should {name} move, and where?"),
    "vanquish": N_("Which Hero should {name} vanquish, and with which Allies?"),
    "activate": N_("Which card should {name} activate?"),
}


@dataclass(frozen=True)
class _Line:
    """One line of narration, kept raw so that each viewer reads it as they may see it."""

    text: str
    """The decision's sentence (what every seat saw being done), or a note."""
    seat: int | None = None
    """The seat who decided (None for a note of the table)."""
    events: tuple[Any, ...] = ()
    """The engine's events of the decision, described for the viewer when shown."""
    why: str = ""
    """What caused the events, when a card did (a Hero that discards the hand)."""


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
    """

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
        self.side: Side = side_for(name)
        self.options = dict(options)
        if isinstance(game, str):
            if seats == [HUMAN, "greedy"] and name == "villainous":
                seats = [HUMAN, "heuristic"]
            try:
                game = self.side.new_game(len(seats), seed, names, **dict(options))
            except TypeError as exc:
                raise SetupError(f"cannot set up {name}: {exc}") from None
        self.game: Game = game
        n = len(game.players)
        if len(seats) != n:
            raise SetupError(f"the game has {n} seats but {len(seats)} seat names were given")
        for s in seats:
            if s != HUMAN and s not in self.side.bot_names:
                raise SetupError(
                    f"unknown seat {s!r}: use 'human' or a bot of {name} "
                    f"({', '.join(self.side.bot_names)})"
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
    def narration(self) -> list[str]:
        """What happened, a line per decision, as the viewer now may see it.

        Each seat's own draws are named; another seat's are a count ("Ben draws 5
        cards"); while the screen is being passed no drawn card is named.
        """
        return [self._narrate(line) for line in self._lines]

    def _recent(self) -> list[str]:
        """The last lines of narration the board shows, as the viewer may see them: a
        bot's run of decisions is summed up in one line (its moves, then what the last
        one brought, such as the end-of-turn draw)."""
        out: list[str] = []
        lines = self._lines
        i = 0
        while i < len(lines):
            line = lines[i]
            j = i + 1
            if line.seat is not None and line.seat in self.bots:
                while j < len(lines) and lines[j].seat == line.seat:
                    j += 1
            if j - i < 2:
                out.append(self._narrate(line))
                i += 1
                continue
            name = self.names[line.seat]  # type: ignore[index]
            moves = [_button_label(x.text, names=[name]) for x in lines[i:j]]
            last = self._narrate(lines[j - 1])
            tail = last[len(lines[j - 1].text) :]
            whys = [x.why for x in lines[i : j - 1] if x.why]
            out.append(
                self.t.tr("{name} (bot): {moves}", name=name, moves="; ".join(moves))
                + tail
                + ("; " + "; ".join(whys) if whys else "")
            )
            i = j
        return out[-_NARRATION:]

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
        return self._click("card", instance_id)

    def click_player(self, seat: int) -> Message:
        """Click a player: attack or target them (take Fate against them in Villainous)."""
        return self._click("player", seat)

    def click_location(self, name: str) -> Message:
        """Click one of the acting villain's locations by its printed name (move there)."""
        return self._click("location", name)

    def choose(self, option: int | str) -> Message:
        """Answer the prompt on the board, by the option's number (from 0) or its label."""
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
        return self._try(
            action, self._describe(action) if self._describable(action) else str(action)
        )

    def hint(self) -> Message:
        """What the strongest bot of this game would do now, and why, in words."""
        game = self.game
        t = self.t
        if game.over:
            return self._say("info", t.tr("The game is over."))
        blocked = self._blocked()
        if blocked is not None:  # nothing is said from a hand that is not on the screen
            return blocked
        action = self.suggestion()
        text, why = self.explain(action)
        if action == _end_action(game):
            left = self.unused()
            if left:
                why.append(t.tr("ends the turn with {left}", left="; ".join(left)))
        does = bot_words(self.side.strongest, t)
        # Translators: {does} says what the bot does, e.g. "tries its close choices a few
        # turns ahead"; {action} is the move it would make.
        msg = t.tr("The bot that {does} would: {action}.", does=does, action=text)
        if why:
            # TRANSLATORS: each reason is a phrase such as "gains 3 gold"; English puts
            # "it" before each one, other languages need not.
            msg += t.tr(" Why: it {reasons}.", reasons=t.gettext("; it ").join(why))
        self.hinted = action
        return self._say("hint", msg)

    def suggestion(self) -> Action:
        """The legal action the strongest bot of this game would take now.

        The bot is asked on the deciding seat's view of the game
        (:meth:`~toolkit.play.sides.Side.seat_view`): every card that seat cannot see is
        dealt again at random, so the suggestion never comes from a hidden hand or deck.
        """
        seed = self.seed + 101 + len(self.game.decisions)
        view = self.side.seat_view(self.game, self.to_act, seed)
        bot = self.side.make_bot(self.side.strongest, seed)
        legal = view.legal_actions()
        action = bot.choose(view, legal)
        if self._thrown(view, action):
            # never a move that throws the hand away while another move keeps it
            keep = [a for a in legal if a.kind != action.kind or not self._thrown(view, a)]
            if any(a.kind == action.kind for a in keep):
                action = bot.choose(view, [a for a in keep if a.kind == action.kind] or keep)
        return action

    def _thrown(self, game: Game, action: Action) -> int:
        """How many cards of the hand a move (to a location) discards by itself."""
        if action.kind != "move":
            return 0
        seat = game.current_player
        after = game.clone()
        after.apply(action)
        return sum(
            1
            for e in after.step_events(len(after.decisions) - 1)
            if e[0] == "discard" and e[1] == seat
        )

    hinted: Action | None = None
    """The action the last hint suggested."""

    def explain(self, action: Action) -> tuple[str, list[str]]:
        """What a legal ``action`` is, in words, and what it does for its player (on a copy)."""
        game = self.game
        info = game.action_info(action)
        after = game.clone()
        after.apply(action)
        label = info.label if self.lang == "en" else self._describe(action)
        return label, self.side.effects(game, after, info.player, self.t)

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

    def save(self, path: str | Path, *, overwrite: bool = False) -> Path:
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

    def replay(self) -> Replay:
        """The game so far as a :class:`~toolkit.replay.core.Replay` (for the replay widget)."""
        from toolkit.replay.core import Replay

        return Replay(self.game.to_log(bots=self.seats))

    def step_bots(self, steps: int = 1) -> int:
        """Let the bots take up to ``steps`` decisions (stopping when a person must decide).

        Returns the number of decisions taken; each is narrated.
        """
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

        A click's question has one more label than actions: "cancel".
        """
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

    def distinct(
        self, actions: Sequence[Action], labels: Sequence[str] | None = None
    ) -> tuple[list[str], list[Action]]:
        """One answer per distinct move, each labelled by what differs.

        Moves whose words are the same and whose outcomes are the same (a Gold or
        another Gold of the same hand) are one answer; moves with the same words but
        different outcomes are told apart by their location, or else numbered.
        """
        game = self.game
        t = self.t
        labels = list(labels) if labels is not None else [self._label(a) for a in actions]
        key = (len(game.decisions), id(game), tuple(actions), tuple(labels))
        cached = self._distinct_cache
        if cached is not None and cached[0] == key:
            return list(cached[1]), list(cached[2])
        out_labels: list[str] = []
        out_actions: list[Action] = []
        groups: dict[str, list[int]] = {}
        for i, label in enumerate(labels):
            groups.setdefault(label, []).append(i)
        done: set[int] = set()
        for i, label in enumerate(labels):
            if i in done:
                continue
            same = groups[label]
            done.update(same)
            if len(same) == 1:
                out_labels.append(label)
                out_actions.append(actions[i])
                continue
            kept: list[int] = []
            seen: set[Any] = set()
            for k in same:
                outcome = self._outcome(actions[k])
                if outcome not in seen:
                    seen.add(outcome)
                    kept.append(k)
            if len(kept) == 1:
                out_labels.append(label)
                out_actions.append(actions[kept[0]])
                continue
            infos = [game.action_info(actions[k]) for k in kept]
            places = [self._place(info) for info in infos]
            for n, (k, place) in enumerate(zip(kept, places, strict=True)):
                if all(places) and len(set(places)) == len(places):
                    extra = place
                else:
                    extra = t.tr("way {n}", n=n + 1) + (f", {place}" if place else "")
                out_labels.append(f"{label} ({extra})")
                out_actions.append(actions[k])
        self._distinct_cache = (key, tuple(out_labels), tuple(out_actions))
        return out_labels, out_actions

    _distinct_cache: tuple[Any, tuple[str, ...], tuple[Action, ...]] | None = None

    def _place(self, info: ActionInfo) -> str:
        """Where a move happens, in words ("at Jolly Roger"), or ""."""
        if info.location:
            return self.t.tr("at {location}", location=info.location)
        return ""

    def _outcome(self, action: Action) -> tuple[Any, ...]:
        """What the table looks like after ``action`` (cards of a pile in any order)."""
        after = self.game.clone()
        after.apply(action)
        lines = str(after).splitlines()
        shape = tuple(tuple(sorted(re.split(r", |: |; ", line))) for line in lines)
        pending = after.pending_decision
        asked = tuple(sorted(o.label for o in pending.options)) if pending is not None else ()
        return shape, asked

    def unused(self) -> list[str]:
        """What the seat to act would leave unused by ending the turn now, in words
        (gold, combat, cards still playable, moves still open); empty when nothing."""
        game = self.game
        t = self.t
        out: list[str] = []
        kinds = [info.kind for info in self.facts()]
        if game.game_name == "hero-realms":
            p = game.players[game.current_player]  # type: ignore[attr-defined]
            if p.gold > 0 and "buy" in kinds:
                out.append(t.tr("{n} gold unspent", n=p.gold))
            if p.combat > 0 and ("attack_player" in kinds or "attack_champion" in kinds):
                out.append(t.tr("{n} combat unspent", n=p.combat))
            playable = {info.card for info in self.facts() if info.kind == "play"}
            if playable:
                out.append(
                    t.plural("{n} card still playable", "{n} cards still playable", len(playable))
                )
            used = {"expend", "ally", "sacrifice"} & set(kinds)
            if used - {"sacrifice"}:
                out.append(t.gettext("a champion or ally ability still unused"))
            return out
        moves = [k for k in kinds if k not in ("end", "move", "discard")]
        if moves:
            power = game.players[game.current_player].power  # type: ignore[attr-defined]
            out.append(
                t.plural("{n} action still possible", "{n} actions still possible", len(moves))
                + (t.tr(" ({n} Power unspent)", n=power) if power and "play" in moves else "")
            )
        return out

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

    def _ask_kind(self, name: str, actions: list[Action]) -> Message:
        """A kind's button was pressed: ask which of its moves (one answer each)."""
        kind = name.removeprefix("kind:")
        ask = _KIND_QUESTIONS.get(kind, _KIND_QUESTIONS.get(f"{kind}_player"))
        who = self.names[self.to_act]
        question = (
            self.t.tr(ask, name=who)
            if ask is not None
            else self.t.tr("What should {name} do?", name=who)
        )
        self._choice = (question, list(actions))
        self._confirming = False
        return self._say("info", question)

    def _controls(self) -> list[Control]:
        """A button for each legal action that no card, player or location stands for."""
        game = self.game
        self._control_actions = {}
        self._standard = {}
        self._kind_actions = {}
        out: list[Control] = []
        if game.over or self.handover is not None or self.to_act in self.bots:
            return out
        if self.pending() is None:
            by_kind: dict[str, list[Action]] = {}
            for info in self.facts():
                if info.card is None and info.target_card is None and info.location is None:
                    continue
                key = "attack" if info.kind.startswith("attack_") else info.kind
                by_kind.setdefault(key, []).append(info.action)
            if by_kind and game.game_name == "hero-realms":
                for info in self.facts():
                    if info.kind == "attack_player" and "attack" in by_kind:
                        by_kind["attack"].append(info.action)
            for key, actions in by_kind.items():
                word = _KIND_BUTTONS.get(key, _KIND_BUTTONS.get(f"{key}_player"))
                label = (
                    self.t.gettext(word)
                    if word is not None
                    else key.replace("_", " ").capitalize() + "…"
                )
                name = f"kind:{key}"
                self._kind_actions[name] = actions
                out.append(Control(name, label))
            for info in self.facts():
                if (
                    info.card is not None
                    or info.target_card is not None
                    or info.location is not None
                ):
                    continue
                name = (
                    info.kind
                    if info.kind not in self._control_actions
                    else f"{info.kind}:{len(out)}"
                )
                label = (
                    self.t.gettext("End turn")
                    if info.action == _end_action(game)
                    else _button_label(self._label(info.action, info), names=self.names)
                )
                self._control_actions[name] = info.action
                out.append(Control(name, label))
        end = _end_action(game)
        if end is not None and not any(a == end for a in self._control_actions.values()):
            # End turn is always on the board; pressed when it is not allowed, the engine says why.
            self._standard[end.kind] = end
            out.append(Control(end.kind, self.t.gettext("End turn"), playable=False))
        return out

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

    def _apply(self, action: Action) -> str:
        """Apply one legal action and narrate it; return the sentence that says what it did."""

        game = self.game
        seat = game.current_player
        text = self._describe(action)
        game.apply(action)
        self._version += 1
        events = tuple(game.step_events(len(game.decisions) - 1))
        entry = _Line(text, seat, events, self._why(action, seat, events))
        self._lines.append(entry)
        del self._lines[:-50]
        return self._narrate(entry)

    def _narrate(self, line: _Line) -> str:
        """One line of narration as the viewer now may see it, every event in words."""
        if line.seat is None:
            return line.text
        viewer = self.viewer
        key = (id(line), viewer, id(self.game))
        found = self._told.get(key)
        if found is not None and found[0] is line:
            return found[1]
        if len(self._told) > 400:
            self._told.clear()
        events = self._event_texts(line.events, viewer)
        events = [e for e in events if e and not line.text.startswith(e.rstrip("."))]
        events = [e for e in events if not e.startswith(line.text)]
        if line.why:
            events.append(line.why)
        text = line.text + (" — " + "; ".join(events) if events else "")
        self._told[key] = (line, text)
        return text

    def _why(self, action: Action, seat: int, events: Sequence[Any]) -> str:
        """Which card made a move discard cards from the hand, and how, in words."""
        game = self.game
        if game.game_name != "villainous" or action.kind != "move":
            return ""
        lost = [e for e in events if e[0] == "discard" and e[1] == seat]
        if not lost:
            return ""
        g: Any = game
        li = g.players[seat].loc
        where = g.loc_name(seat, li)
        t = self.t
        out = []
        for c in [*g.players[seat].top[li], *g.players[seat].bottom[li]]:
            for ab in g.defs[c].abilities:
                if ab.event_kind != "villain_moves_here":
                    continue
                if any(e.verb == "discard_hand" for e in ab.effects):
                    out.append(
                        t.plural(
                            "{card} at {location} makes {who} discard the whole hand on moving "
                            "there: {n} card lost (V-T1)",
                            "{card} at {location} makes {who} discard the whole hand on moving "
                            "there: {n} cards lost (V-T1)",
                            len(lost),
                            card=g.defs[c].name,
                            location=where,
                            who=self.names[seat],
                        )
                    )
                else:
                    out.append(
                        t.tr(
                            "{card} at {location} acts when {who} moves there (V-T1)",
                            card=g.defs[c].name,
                            location=where,
                            who=self.names[seat],
                        )
                    )
        return "; ".join(out)

    def _event_texts(self, events: Sequence[Any], viewer: int | None) -> list[str]:
        """The events in words for ``viewer``: a run of draws is one sentence (the cards
        by name for their own seat and the teacher, a count for everybody else)."""
        from toolkit.replay.adapters import adapter_for

        game = self.game
        t = self.t
        adapter = adapter_for(game.game_name)
        names = self.names
        out: list[str] = []
        i = 0
        while i < len(events):
            e = events[i]
            if (
                e[0] == "draw"
                and game.game_name == "hero-realms"
                and len(e) > 2
                and isinstance(e[1], int)
                and 0 <= e[1] < len(names)
            ):
                j = i
                while j < len(events) and events[j][0] == "draw" and events[j][1] == e[1]:
                    j += 1
                run = events[i:j]
                who = names[e[1]]
                if viewer is None or viewer == e[1]:
                    cards = ", ".join(self.side.card_name(game, int(x[2])) for x in run)
                    out.append(t.tr("{who} draws {cards}", who=who, cards=cards))
                else:
                    out.append(
                        t.plural("{who} draws {n} card", "{who} draws {n} cards", len(run), who=who)
                    )
                i = j
                continue
            out.append(adapter.describe_event(game, e, viewer, self.lang))
            i += 1
        return out

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


def _end_action(game: Game) -> Action | None:
    from toolkit.core.actions import Action

    name = {"hero-realms": "end_turn", "villainous": "end"}.get(game.game_name)
    return Action(name) if name else None


def _button_label(label: str, *, names: list[str]) -> str:
    """An action's label for a button: without the acting player's name in front."""
    for n in sorted(names, key=len, reverse=True):
        if label.startswith(n + " "):
            rest = label[len(n) + 1 :]
            return rest[:1].upper() + rest[1:]
    return label
