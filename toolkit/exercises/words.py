"""The words of an exercise in a learner's language: moves, readings and yes/no.

Exercise files and the engines' readings speak one canonical English (``"play Spark"``,
``"Ben's discard pile"``, ``"nobody"``): that is what the engine is asked and what answers
are compared with. This module turns those words into the learner's language for the
screen, and back: a learner may answer in English or in their own language ("jugar
Spark", "sì", "la pila de descartes de Ben") and the answer is matched to its choice.

Card, player, villain and location names stay as printed (``docs/translations.md``); only
the words around them are translated, through the message catalogue.

Examples
--------
>>> move_label("hero-realms", "play Spark", "es")
'Jugar Spark'
>>> move_label("villainous", "vanquish Peter Pan with Pirate Brute and Pirate Brute", "it")
'Sconfiggi Peter Pan con due Pirate Brute'
>>> reading_label("Ben's discard pile", "es")
'la pila de descartes de Ben'
>>> reading_label("nobody", "it")
'nessuno'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from toolkit.exercises.grammar import split_move, verbs_of
from toolkit.i18n import translator
from toolkit.i18n.card_names import card_count_list, card_name
from toolkit.i18n.grammar import GAMES, fill
from toolkit.i18n.messages import C_, N_, Nn_, Template
from toolkit.i18n.phrases import counted

# -- readings -------------------------------------------------------------------------------

#: Readings of the table as the adapters write them, most specific first. A reading that
#: matches none (a name, a number, a list of cards) is shown as it is.
READINGS: tuple[str, ...] = (
    N_("{who}'s villain discard pile"),
    N_("{who}'s fate discard pile"),
    N_("{who}'s discard pile"),
    N_("{who}'s hand"),
    N_("{who}'s deck"),
    N_("in play ({who})"),
    N_("the sacrifice pile"),
    N_("the market row"),
    N_("the Fire Gem pile"),
    N_("nowhere on the table"),
    N_("in a deck"),
    N_("nobody"),
    N_("{first} and {last}"),
    N_("{location} ({who})"),
)


@cache
def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    out = []
    for i, part in enumerate(parts):
        out.append(f"(?P<{part}>.+?)" if i % 2 else re.escape(part))
    return re.compile("".join(out))


def reading_label(text: str, lang: str, players: Iterable[str] | None = None) -> str:
    """A reading of the table (or a choice written as one) in ``lang``.

    With ``players`` (the names at the table), a reading is translated only where the
    names it holds are players' names, so that a card printed as "Salt and Pepper" keeps
    its printed name.
    """
    text = str(text)
    if lang == "en":
        return text
    seated = None if players is None else set(players)
    t = translator(lang)
    if text == NONE_ANSWER[1]:  # a word, never the dash an empty zone of a board shows
        return t.pgettext(*NONE_ANSWER)
    for template in READINGS:
        m = _pattern(template).fullmatch(text)
        if not m:
            continue
        fields = m.groupdict()
        if seated is not None:
            who = [fields[k] for k in ("who",) if k in fields]
            if "first" in fields:
                who = [*fields["first"].split(", "), fields["last"]]
            if any(name not in seated for name in who):
                continue
        return t.tr(template, **fields)
    return card_count_list(card_name(text, lang), lang)


NONE_ANSWER = C_("answer", "none")
"""The answer "none" as a choice says it (a board's empty zone shows a dash instead)."""


# -- yes and no -----------------------------------------------------------------------------

YES_NO: tuple[str, str] = (N_("yes"), N_("no"))
"""The two answers of a "may she?" question (canonical, in English)."""


def yes_no_label(answer: str, lang: str) -> str:
    """``"yes"`` or ``"no"`` in ``lang`` (``"sí"``, ``"sì"``)."""
    return translator(lang).gettext(answer)


# -- moves ----------------------------------------------------------------------------------

#: How each move reads on a button, by verb, with the parts a move names. A move of a
#: verb not listed is shown as written.
_LABELS: dict[str, dict[str, Template]] = {
    "hero-realms": {
        "play": N_("Play {card}"),
        "expend": N_("Expend {card}"),
        "ally": N_("Use the ally ability of {card}"),
        "sacrifice": N_("Sacrifice {card}"),
        "buy": N_("Buy {card}"),
        "attack": N_("Attack {target}"),
        "attack with": Nn_("Attack {target} with {n} combat", "Attack {target} with {n} combat"),
        "stun": N_("Stun {card}"),
        "choose": N_("Choose: {option}"),
        "discard": N_("Discard {card}"),
        "target": N_("Target {player}"),
        "prepare": N_("Prepare {card}"),
        "pass": N_("Pass"),
        "send": N_("Send {card} to {player}"),
        "bequeath": N_("Leave {card} to your emperor"),
        "buy together": N_("Buy {card} together"),
        "hand over": N_("Hand the turn over to your teammate"),
        "end turn": N_("End the turn"),
    },
    "villainous": {
        "move to": N_("Move to {location}"),
        "gain power": N_("Gain Power"),
        "play": N_("Play {card}"),
        "play at": N_("Play {card} at {location}"),
        "activate": N_("Activate {card}"),
        "vanquish": N_("Vanquish {card}"),
        "vanquish with": N_("Vanquish {card} with {allies}"),
        "fate": N_("Take a Fate action against {player}"),
        "move hero": N_("Move the Hero {card} to {location}"),
        "move ally": N_("Move the Ally {card} to {location}"),
        "move item": N_("Move the Item {card} to {location}"),
        "discard": N_("Discard {card}"),
        "choose": N_("Choose: {option}"),
        "end turn": N_("End the turn"),
    },
}


#: How a learner may type each move (lower case, the way FORMAT.md writes moves), by the
#: same keys as the labels: "jugar {card}", "gioca {card}".
_TYPED: dict[str, dict[str, Template]] = {
    "hero-realms": {
        "play": N_("play {card}"),
        "expend": N_("expend {card}"),
        "ally": N_("ally {card}"),
        "sacrifice": N_("sacrifice {card}"),
        "buy": N_("buy {card}"),
        "attack": N_("attack {target}"),
        "attack with": Nn_("attack {target} with {n}", "attack {target} with {n}"),
        "stun": N_("stun {card}"),
        "choose": N_("choose {option}"),
        "discard": N_("discard {card}"),
        "target": N_("target {player}"),
        "prepare": N_("prepare {card}"),
        "pass": N_("pass"),
        "send": N_("send {card} to {player}"),
        "bequeath": N_("bequeath {card}"),
        "buy together": N_("buy together {card}"),
        "hand over": N_("hand over"),
        "end turn": N_("end turn"),
    },
    "villainous": {
        "move to": N_("move to {location}"),
        "gain power": N_("gain power"),
        "play": N_("play {card}"),
        "play at": N_("play {card} at {location}"),
        "activate": N_("activate {card}"),
        "vanquish": N_("vanquish {card}"),
        "vanquish with": N_("vanquish {card} with {allies}"),
        "fate": N_("fate {player}"),
        "move hero": N_("move hero {card} to {location}"),
        "move ally": N_("move ally {card} to {location}"),
        "move item": N_("move item {card} to {location}"),
        "discard": N_("discard {card}"),
        "choose": N_("choose {option}"),
        "end turn": N_("end turn"),
    },
}


def _split(game: str, move: str) -> tuple[str, dict[str, str]]:
    """A canonical move's label key and the names it holds."""
    verb, rest = split_move(verbs_of(game), move)
    if verb == "attack":
        m = re.fullmatch(r"(.*?) with (\d+)", rest)
        if m:
            return "attack with", {"target": m.group(1), "n": m.group(2)}
        return "attack", {"target": rest}
    if verb == "vanquish":
        m = re.fullmatch(r"(.*?) with (.*)", rest)
        if m:
            allies = [x.strip() for x in re.split(r",| and ", m.group(2)) if x.strip()]
            return "vanquish with", {"card": m.group(1), "allies": allies}  # type: ignore[dict-item]
        return "vanquish", {"card": rest}
    if verb == "play" and game == "villainous":
        m = re.fullmatch(r"(.*?) at (.*)", rest)
        if m:
            return "play at", {"card": m.group(1), "location": m.group(2)}
    if verb in ("send", "move hero", "move ally", "move item"):
        m = re.fullmatch(r"(.*?) to (.*)", rest)
        if m:
            who = "player" if verb == "send" else "location"
            return verb, {"card": m.group(1), who: m.group(2)}
    field = {
        "move to": "location",
        "target": "player",
        "fate": "player",
        "choose": "option",
    }.get(verb, "card")
    return verb, ({field: rest} if rest else {})


def join_names(names: Iterable[str], lang: str, count: bool = True) -> str:
    """``["A", "B", "C"]`` -> ``"A, B and C"`` in ``lang`` (names stay as given).

    A name given more than once is said once with its number (``"dos Pirate Brute"``),
    unless ``count`` is false (how a learner may also type the list).
    """
    names = counted(translator(lang), names) if count else list(names)
    if len(names) <= 1:
        return "".join(names)
    return translator(lang).tr("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def move_label(game: str, move: str, lang: str = "en") -> str:
    """The move as a learner reads it on a button, in ``lang``."""
    key, fields = _split(game, move)
    if "allies" in fields:
        fields["allies"] = join_names(fields["allies"], lang)
    if "card" in fields:
        fields["card"] = card_name(fields["card"], lang)
    template = _LABELS[game].get(key)
    if template is None:  # pragma: no cover - every verb has a label
        return move
    t = translator(lang)
    if game in GAMES and isinstance(
        template, str
    ):  # the article of a location: "Ir al Jolly Roger"
        return fill(t, t.gettext(template), game, **fields)
    return t.say(template, **fields)


def typed_forms(game: str, move: str, lang: str) -> set[str]:
    """Every way a learner may give ``move`` in ``lang``: as FORMAT.md writes it, as a
    button reads, or typed in their language ("jugar Spark"); compared with :func:`norm`."""
    key, fields = _split(game, move)
    forms = {move, move_label(game, move, "en"), move_label(game, move, lang)}
    template = _TYPED[game].get(key)
    if template is not None:
        t = translator(lang)
        if "allies" in fields:  # "dos Pirate Brute" or "Pirate Brute y Pirate Brute"
            allies = fields["allies"]
            fields["allies"] = join_names(allies, lang, count=False)
            forms.add(t.say(template, **fields))
            fields["allies"] = join_names(allies, lang)
        forms.add(t.say(template, **fields))  # the name as printed; "mover a Jolly Roger" too
        if game in GAMES and isinstance(template, str):
            forms.add(fill(t, t.gettext(template), game, **fields))
        if "card" in fields:
            fields["card"] = card_name(fields["card"], lang)
            forms.add(t.say(template, **fields))  # or as the rules name it
    return {norm(f) for f in forms}


def norm(text: str) -> str:
    """How answers are compared: case, spacing, curly quotes and a final stop ignored."""
    text = " ".join(str(text).replace("\u2019", "'").split()).casefold()
    return text[:-1] if text.endswith(".") else text


__all__ = [
    "READINGS",
    "YES_NO",
    "join_names",
    "move_label",
    "norm",
    "reading_label",
    "typed_forms",
    "yes_no_label",
]
