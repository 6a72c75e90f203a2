"""What happened at a table, told to each viewer as they may see it.

The table keeps each decision's sentence and the engine's raw events
(:class:`_Line`); they are put into words when shown, for the viewer of the moment:
a seat's own draws by name, another seat's as a count, nothing named while the screen
changes hands. A bot's run of decisions is summed up in one line, and a card that makes
a move discard the hand is named with its rule. These functions are methods of
:class:`~toolkit.play.model.TableModel`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolkit.i18n.card_names import card_name
from toolkit.i18n.grammar import fill
from toolkit.play.answers import _button_label

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.play.model import TableModel

_NARRATION = 14
"""How many lines of narration the board keeps."""


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
    drawn: tuple[tuple[int, ...], ...] = ()
    """The cards each seat's hand gained in the decision (the end-of-turn draw), by seat,
    for the games whose draw events give only a count (Villainous)."""
    action: Action | None = None
    """The decision itself, so that an event that only says it again is left out."""


def _drawn(before: Sequence[tuple[int, ...]], game: Any) -> tuple[tuple[int, ...], ...]:
    """The cards each seat's hand holds now that it did not hold ``before``."""
    hands = [p.hand for p in game.players]
    return tuple(
        tuple(c for c in hand if c not in set(old)) for old, hand in zip(before, hands, strict=True)
    )


def apply(self: TableModel, action: Action) -> str:
    """Apply one legal action and narrate it; return the sentence that says what it did."""
    game = self.game
    seat = game.current_player
    text = self._describe(action)
    hands = [tuple(p.hand) for p in game.players]  # type: ignore[attr-defined]
    game.apply(action)
    self._version += 1
    events = tuple(game.step_events(len(game.decisions) - 1))
    why = self._why(action, seat, events)
    entry = _Line(text, seat, events, why, _drawn(hands, game), action)
    self._lines.append(entry)
    del self._lines[:-50]
    return self._narrate(entry)


def narration(self: TableModel) -> list[str]:
    """What happened, a line per decision, as the viewer now may see it.

    Each seat's own draws are named; another seat's are a count ("Ben draws 5
    cards"); while the screen is being passed no drawn card is named.
    """
    return [self._narrate(line) for line in self._lines]


def _recent(self: TableModel) -> list[str]:
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


def _narrate(self: TableModel, line: _Line) -> str:
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
    raw, said = _without_echo(line)
    head = line.text
    if said is not None:  # the decision's own event: one sentence, with its rule
        again = self._event_texts([said], viewer)[0] or ""
        rule = _RULE.search(again)
        if set(re.findall(r"\d+", _RULE.sub("", again))) - set(re.findall(r"\d+", head)):
            raw = line.events  # it tells more (damage, health left): kept
        elif rule is not None and rule.group(0) not in head:
            head += rule.group(0)
    events = self._event_texts(raw, viewer, line.drawn)
    events = [e for e in events if e and not line.text.startswith(e.rstrip("."))]
    events = [e for e in events if not e.startswith(line.text)]
    if line.why:
        events.append(line.why)
    text = head + (" — " + "; ".join(events) if events else "")
    self._told[key] = (line, text)
    return text


_ECHO = {
    "draw_count": "choose_draw",
    "choose": ("choose", "choice"),
    "move_ally": "moved",
    "move_hero": "moved",
    "discard_more": "discard",
    "vanquish_done": "vanquish",
}
"""The event that says a decision again, by the decision's kind, where its name differs."""

_RULE = re.compile(r" \([A-Z]+-[A-Z0-9]+\)$")


def _without_echo(line: _Line) -> tuple[tuple[Any, ...], Any]:
    """The line's events without the one that only says the decision again ("plays
    Gold" is not followed by "Gold is played"), and that event (None if none)."""
    action = line.action
    if action is None:
        return line.events, None
    kinds = _ECHO.get(action.kind, action.kind)
    kinds = (kinds,) if isinstance(kinds, str) else kinds
    for i, e in enumerate(line.events):
        if e and e[0] in kinds and len(e) > 1 and e[1] == line.seat:
            return line.events[:i] + line.events[i + 1 :], e
    return line.events, None


def _why(self: TableModel, action: Action, seat: int, events: Sequence[Any]) -> str:
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
                    fill(
                        t,
                        t.ngettext(
                            "{card} at {location} makes {who} discard the whole hand on moving "
                            "there: {n} card lost (V-T1)",
                            "{card} at {location} makes {who} discard the whole hand on moving "
                            "there: {n} cards lost (V-T1)",
                            len(lost),
                        ),
                        "villainous",
                        n=len(lost),
                        card=g.defs[c].name,
                        location=where,
                        who=self.names[seat],
                    )
                )
            else:
                out.append(
                    fill(
                        t,
                        t.gettext("{card} at {location} acts when {who} moves there (V-T1)"),
                        "villainous",
                        card=g.defs[c].name,
                        location=where,
                        who=self.names[seat],
                    )
                )
    return "; ".join(out)


def _event_texts(
    self: TableModel,
    events: Sequence[Any],
    viewer: int | None,
    drawn: Sequence[tuple[int, ...]] = (),
) -> list[str]:
    """The events in words for ``viewer``: a run of draws is one sentence (the cards
    by name for their own seat and the teacher, a count for everybody else). ``drawn``
    gives the cards a Villainous draw (a count) brought to each seat's hand."""
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
                cards = ", ".join(
                    card_name(self.side.card_name(game, int(x[2])), t.lang) for x in run
                )
                out.append(t.tr("{who} draws {cards}", who=who, cards=cards))
            else:
                out.append(
                    t.plural("{who} draws {n} card", "{who} draws {n} cards", len(run), who=who)
                )
            i = j
            continue
        if (
            e[0] == "draw"
            and game.game_name == "villainous"
            and len(e) == 3
            and isinstance(e[1], int)
            and (viewer is None or viewer == e[1])
            and 0 <= e[1] < len(drawn)
            and len(drawn[e[1]]) == e[2]
        ):  # V-T1: the seat's own end-of-turn draw, by name
            cards = ", ".join(self.side.card_name(game, c) for c in drawn[e[1]])
            out.append(t.tr("{who} draws {cards}", who=names[e[1]], cards=cards))
            i += 1
            continue
        out.append(adapter.describe_event(game, e, viewer, self.lang))
        i += 1
    return out
