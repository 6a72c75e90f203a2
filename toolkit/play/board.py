"""The board a table shows, as plain data: what to draw and what each thing does when clicked.

A :class:`Board` is built by :class:`~toolkit.play.model.TableModel` for one
viewer; views (the HTML renderer, the ipywidgets table) draw it and turn clicks
back into the model's methods. Nothing here knows a rule: a spot is *playable*
when at least one legal action touches it, and any spot may be clicked (an
illegal click is refused with the engine's reason).

Examples
--------
>>> spot = Spot("card", 3, "Spark", marks=("A", "WLD"), playable=True)
>>> spot.text
'Spark [A WLD]'
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Board", "Control", "Message", "Panel", "Prompt", "Spot", "Zone"]


@dataclass(frozen=True)
class Spot:
    """Something on the table a player can click: a card, a player or a location."""

    kind: str
    """``"card"``, ``"player"`` or ``"location"``."""
    ref: int | str
    """The card instance, the seat, or the location's printed name."""
    name: str
    """What is printed on it (card name, player name, location name)."""
    marks: tuple[str, ...] = ()
    """Letters that say the card's kind and faction without colour (``"C"``, ``"GLD"``)."""
    badges: tuple[str, ...] = ()
    """Short facts shown beside the name (``"def 3"``, ``"GUARD"``, ``"5g"``)."""
    tone: str = "none"
    """A colour family for the view (a faction or a deck); never the only signal."""
    title: str = ""
    """A longer description (the card's printed text)."""
    playable: bool = False
    """True when at least one legal action touches it now."""
    detail: str = ""
    """What the card is and does, printed on it: its kind, faction or deck, and its whole
    ability text, in the table's language where the game's data has it."""

    @property
    def face(self) -> str:
        """The whole card as a button shows it: :attr:`text`, then :attr:`detail`."""
        return f"{self.text} — {self.detail}" if self.detail else self.text

    @property
    def text(self) -> str:
        """The label a button shows: the name, the kind and faction letters, the badges."""
        out = self.name
        if self.marks:
            out += f" [{' '.join(self.marks)}]"
        if self.badges:
            out += " " + " ".join(self.badges)
        return out


@dataclass(frozen=True)
class Zone:
    """A row of spots with a label: a hand, champions in play, a market, a location."""

    label: str
    spots: tuple[Spot, ...] = ()
    hidden: int = 0
    """How many cards are here that the viewer may not see."""
    head: Spot | None = None
    """A clickable heading (a Villainous location)."""
    notes: tuple[str, ...] = ()
    """Lines shown under the label (a location's action symbols)."""
    css: str = ""
    """Extra classes for the view (``"here"``, ``"locked"``)."""
    pile: bool = False
    """A pile that only grows over a game (a discard pile): a view lists it as one block
    of text and makes buttons only of its playable cards."""


@dataclass(frozen=True)
class Panel:
    """One seat's part of the table, or a shared part (the market)."""

    title: str
    stats: tuple[str, ...] = ()
    zones: tuple[Zone, ...] = ()
    seat: int | None = None
    head: Spot | None = None
    """The player as a clickable spot (to attack or target them)."""
    active: bool = False
    note: str = ""


@dataclass(frozen=True)
class Control:
    """A labelled button for a move that is not on a card (end the turn, take a pass)."""

    name: str
    """The stable name :meth:`~toolkit.play.model.TableModel.press` takes."""
    label: str
    playable: bool = True


@dataclass(frozen=True)
class Prompt:
    """A question with named answers: a pending decision, or which of several moves a click means."""

    text: str
    options: tuple[str, ...]
    rule: str | None = None
    cancellable: bool = False


@dataclass(frozen=True)
class Message:
    """What the table says after a click: a refusal (with its rule), a hint, or news."""

    kind: str
    """``"refused"``, ``"hint"``, ``"info"`` or ``"done"``."""
    text: str
    rule: str | None = None


@dataclass(frozen=True)
class Board:
    """Everything a view draws for one viewer at one moment."""

    title: str
    view: str
    panels: tuple[Panel, ...]
    controls: tuple[Control, ...] = ()
    prompt: Prompt | None = None
    message: Message | None = None
    narration: tuple[str, ...] = ()
    handover: str | None = None
    """Set while the screen must be passed to another human seat (nothing private is shown)."""
    summary: tuple[str, ...] = ()
    """At the end: who won and why, then a short account of the game."""
    legend: str = ""
    waiting: str | None = None
    """Set while a bot is to act (the view keeps stepping it at the table's pace)."""
    over: bool = False
    spots: dict[tuple[str, int | str], Spot] = field(default_factory=dict, compare=False)
    """Every spot of the board by (kind, ref), for the views' click handling."""
