"""Words for Villainous events, actions, pending decisions and refusals, in three languages.

Every sentence is a message-catalogue entry (``toolkit/locale``) with its fields filled
in; card, villain, location and Hero names go into the fields as printed. Counts have real
plural forms in the three languages ("1 card", "3 cards"; "1 carta", "3 cartas"; "1 carta",
"3 carte").

The options of a choice inside a card are written by the engine in English as it asks
(bots never read them); :func:`label_text` reads such a label back and writes it in
another language, so a saved ``choice`` event can be read in any language too.

Examples
--------
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
>>> describe_event(game, ("draw", 0, 4), "es")
'Captain Hook roba 4 cartas'
>>> describe_action(game, game.legal_actions()[0], "it")
'Captain Hook si sposta a Skull Rock'
>>> label_text("gain 2 Power, then move a Hero", "es")
'gana 2 de Poder, después mueve un Héroe'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.core.contract import Option, PendingDecision
from toolkit.core.game import Event
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.villainous import specials, verbs

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame


class Localized:
    """A phrase kept in every language, for a refusal's field that is itself text.

    :meth:`toolkit.core.errors.IllegalActionError.text` reads a field with a
    ``text(lang)`` method in the refusal's language; formatted as a plain string it
    reads in English.

    Examples
    --------
    >>> f"{Localized({'en': 'hand', 'es': 'mano', 'it': 'mano'})}"
    'hand'
    """

    __slots__ = ("texts",)

    def __init__(self, texts: dict[str, str]) -> None:
        self.texts = texts

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang`` (English if the language is missing)."""
        return self.texts.get(lang, self.texts["en"])

    def __str__(self) -> str:
        return self.texts["en"]

    def __format__(self, spec: str) -> str:
        return format(self.texts["en"], spec)

    def __repr__(self) -> str:
        return repr(self.texts["en"])


def pending_phrase(game: VillainousGame) -> Localized:
    """The pending decision in the three languages, for a refusal that names it."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: describe_pending(game, lang) for lang in LANGUAGES})


def symbol_phrase(symbol: str) -> Localized:
    """An action symbol in words (``gain power``) in the three languages, for a refusal."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: _word(translator(lang), _SYMBOLS, symbol) for lang in LANGUAGES})


def listed(t: Translator, names: Iterable[str], empty: str) -> str:
    """``"A, B, C"``, or ``empty`` (a catalogue entry) in ``t``'s language when there are none."""
    return ", ".join(names) or t.gettext(empty)


# -- words kept in the engine's events and labels, read back in a language ------------------

_REASONS = (
    N_("from hand"),
    N_("not played"),
    N_("from the top of the deck"),
    N_("revealed with it"),
    N_("not chosen"),
    N_("Maui card not played"),
    N_("used to vanquish"),
    N_("with its host"),
    N_("paid instead of the cost"),
    N_("found Hero loses its Items"),
)
"""Why a card is discarded (the last field of a ``discard`` event); any other reason is
the name of the card that discarded it, kept as printed."""

_OBJECTIVES = (
    N_("Defeat Peter Pan at the Jolly Roger."),
    N_("Claim all five Treasure tokens."),
    N_("Defeat Snow White."),
    N_("Have Maui's Hook and the Heart of Te Fiti at Tamatoa's Lair, not held by a Hero."),
    N_(
        "Start your turn with the Trident and the Crown at Ursula's Lair "
        "(on your side, not held by a Hero)."
    ),
)
"""The villains' objectives as their data writes them (the ``win`` event names one); an
objective the catalogue does not hold reads as written."""


def _pool_word(t: Translator, code: str) -> str:
    """The pool as the unit of an amount ("gain 2 power": Spanish "gana 2 de Poder").

    A context of its own keeps it apart from the same English word used as a label.
    """
    if code == "poison":
        return t.pgettext("unit of an amount", "poison")
    if code == "power":
        return t.pgettext("unit of an amount", "power")
    return code


_DECKS = {"villain": N_("villain deck"), "fate": N_("fate deck"), "maui": N_("maui deck")}
"""A deck by its code, as the events name it (``their villain deck``)."""
_DISCARDS = {
    "villain": N_("villain discard pile"),
    "fate": N_("fate discard pile"),
    "maui": N_("maui discard pile"),
}
_PLACES = {
    "realm": N_("realm"),
    "discard": N_("discard"),
    "deck": N_("deck"),
    "hand": N_("hand"),
    "held": N_("held"),
    "fate_deck_top": N_("fate_deck_top"),
}
"""Where a card is found or taken to (``find`` and ``take`` events)."""
_SYMBOLS = {
    "gain power": N_("gain power"),
    "play card": N_("play card"),
    "activate": N_("activate"),
    "move item or ally": N_("move item or ally"),
    "move hero": N_("move hero"),
    "fate": N_("fate"),
    "vanquish": N_("vanquish"),
    "discard cards": N_("discard cards"),
    "brew poison": N_("brew poison"),
    "covered here": N_("covered here"),
    "here again": N_("here again"),
    "adjacent location": N_("adjacent location"),
}
"""Action symbols in words (a ``grant`` event, a refused symbol)."""
_PILES = {
    "discard pile": N_("discard pile"),
    "Villain deck": N_("Villain deck"),
    "Fate discard pile": N_("Fate discard pile"),
}
_NOUN_WORDS = {
    "a Hero": N_("a Hero"),
    "an Ally": N_("an Ally"),
    "an Item": N_("an Item"),
    "each Hero": N_("each Hero"),
    "each Ally": N_("each Ally"),
    "each Item": N_("each Item"),
    "a card": N_("a card"),
    "this card": N_("this card"),
    "that card": N_("that card"),
    "its host": N_("its host"),
}
_PER = {
    "binding contract in realm": N_("Binding Contract in your Realm"),
    "condition in hand": N_("Condition in your hand"),
    "hero in fate discard": N_("Hero in your Fate discard pile"),
    "hero in realm": N_("Hero in your Realm"),
    "location with hero": N_("location with a Hero"),
    "other hero in realm": N_("other Hero in your Realm"),
    "other location with ally": N_("other location with an Ally"),
}
_VERBS = (*verbs.phrases(), *specials.STEP_WORDS.values(), N_("go on"))
"""The effect phrases of ``effects_text``: each verb's words in the registry
(:mod:`toolkit.villainous.verbs`), the specials' steps, and what an empty list reads."""

_LABELS = (
    N_("do nothing"),
    N_("take no more cards"),
    N_("play no card"),
    N_("play both (Sleepy)"),
    N_("discard none"),
)
"""Whole option labels with no field."""

_LABEL_FORMS = (
    N_("skip: {what}"),
    N_("discard all: {cards}"),
    N_("keep in order {cards}"),
    N_("order {cards}"),
    N_("discard {cards} instead"),
    N_("lock {location}"),
    N_("leave {card}"),
    N_("copy {card}"),
    N_("keep {card}"),
    N_("move from {card} to {other}"),
    N_("swap {card} and {other}"),
    N_("{card} (from the {pile})"),
    N_("{card} on {other}"),
    N_("{card} at {location}"),
    N_("{card} to {location}"),
    N_("play {card}"),
    N_("discard {cards}"),
    N_("on {card}"),
    N_("at {location}"),
)
"""Option labels with fields, tried in this order (the first that reads the label wins)."""


def _pattern(template: str) -> re.Pattern[str]:
    out = []
    for part in re.split(r"(\{\w+\})", template):
        if part.startswith("{") and part.endswith("}"):
            out.append(f"(?P<{part[1:-1]}>.+?)")
        else:
            out.append(re.escape(part))
    return re.compile("".join(out) + r"\Z")


_FORM_PATTERNS = [(form, _pattern(form)) for form in _LABEL_FORMS]
_VERB_PATTERNS = [(verb, _pattern(verb)) for verb in _VERBS]
_AMOUNT = re.compile(
    r"(?P<verb>gain|lose) (?P<n>\d+)(?: per (?P<per>[a-z ]+))? (?P<pool>Power|Poison)\Z"
)
_DRAW = re.compile(r"draw (?P<n>\d+) cards?(?: per (?P<per>[a-z ]+))?\Z")
_TOKENS = re.compile(r"(?P<n>\d+) tokens?\Z")


def _what(t: Translator, what: str) -> str | None:
    """A target phrase (``a Hero or an Ally``) in ``t``'s language, or None if it is not one."""
    parts = what.split(" or ")
    words = []
    for part in parts:
        word = _NOUN_WORDS.get(part)
        if word is None:
            return None
        words.append(t.gettext(word))
    out = words[0]
    for word in words[1:]:
        out = t.tr("{a} or {b}", a=out, b=word)
    return out


def _per(t: Translator, words: str, per: str | None) -> str:
    """``words`` for each ``per`` (``gain 1 Power per Hero in your Realm``)."""
    if per is None:
        return words
    word = _PER.get(per)
    return t.tr("{effect} per {per}", effect=words, per=t.gettext(word) if word else per)


def _effect(t: Translator, part: str) -> str | None:
    """One effect phrase of the engine's ``effects_text`` in ``t``'s language (None if not one)."""
    m = _AMOUNT.match(part)
    if m:
        n = int(m["n"])
        pool = _pool_word(t, m["pool"].lower())
        if m["verb"] == "gain":
            words = t.ngettext("gain {n} {pool}", "gain {n} {pool}", n).format(n=n, pool=pool)
        else:
            words = t.ngettext("lose {n} {pool}", "lose {n} {pool}", n).format(n=n, pool=pool)
        return _per(t, words, m["per"])
    m = _DRAW.match(part)
    if m:
        n = int(m["n"])
        words = t.ngettext("draw {n} card", "draw {n} cards", n).format(n=n)
        return _per(t, words, m["per"])
    for verb, pattern in _VERB_PATTERNS:
        m = pattern.match(part)
        if m is None:
            continue
        if "what" in m.groupdict():
            what = _what(t, m["what"])
            if what is None:
                continue
            return t.tr(verb, what=what)
        return t.gettext(verb)
    return None


def effects_words(text: str, lang: str = "en") -> str | None:
    """The engine's ``effects_text`` phrase in ``lang``, or None if ``text`` is not one.

    Examples
    --------
    >>> effects_words("draw 1 card, then discard from hand", "it")
    'pesca 1 carta, poi scarta dalla mano'
    """
    t = translator(lang)
    parts = []
    for part in text.split(", then "):
        words = _effect(t, part)
        if words is None:
            return None
        parts.append(words)
    out = parts[0]
    for words in parts[1:]:
        out = t.tr("{first}, then {next}", first=out, next=words)
    return out


def _names(t: Translator, text: str) -> str:
    """A field of a label that is a card name, a location name or an effect phrase."""
    if text in ("none",):
        return t.gettext(N_("none"))
    words = effects_words(text, t.lang)
    return words if words is not None else text


def printed_names(game: VillainousGame) -> frozenset[str]:
    """Every card, location and Treasure name of ``game``'s table, as printed."""
    names = {d.name for d in game.defs}
    for p in game.players:
        names.update(loc.name for loc in p.villain.locations)
        names.update(t.name for t in p.villain.treasures)
    return frozenset(names)


_NAME_FIELDS = ("card", "other", "location")


def _names_for(game: VillainousGame, lang: str) -> frozenset[str] | None:
    return printed_names(game) if lang != "en" else None


def label_text(label: str, lang: str = "en", names: frozenset[str] | None = None) -> str:
    """An option label the engine wrote in English, in ``lang``.

    Card and location names stay as printed; a label that is only a name is returned
    as it is. With ``names`` (:func:`printed_names`), a label that is one of them is
    kept whole (``Return to Form`` is a card, not a card moved to a location), and a
    form is read only where its name fields hold names.

    Examples
    --------
    >>> label_text("skip: draw 2 cards", "es")
    'omitir: roba 2 cartas'
    >>> label_text("Skull Rock", "it")
    'Skull Rock'
    """
    if lang == "en":
        return label
    if names is not None and label in names:
        return label
    t = translator(lang)
    if label in _LABELS:
        return t.gettext(label)
    words = effects_words(label, lang)
    if words is not None:
        return words
    m = _TOKENS.match(label)
    if m:
        n = int(m["n"])
        return t.plural("{n} token", "{n} tokens", n)
    for form, pattern in _FORM_PATTERNS:
        m = pattern.match(label)
        if m is None:
            continue
        fields = m.groupdict()
        if names is not None and any(f in fields and fields[f] not in names for f in _NAME_FIELDS):
            continue
        if "what" in fields:
            what = effects_words(fields["what"], lang)
            if what is None:
                continue
            fields["what"] = what
        if "pile" in fields:
            pile = _PILES.get(fields["pile"])
            if pile is None:
                continue
            fields["pile"] = t.gettext(pile)
        if "cards" in fields:
            fields["cards"] = _names(t, fields["cards"])
        return t.tr(form, **fields)
    return label


def _word(t: Translator, words: dict[str, str], key: Any) -> str:
    """A code's catalogue word in ``t``'s language (the code itself if it has none)."""
    word = words.get(str(key))
    return t.gettext(word) if word is not None else str(key)


def place_label(game: VillainousGame, t: Translator, seat: int, li: int, h: int) -> str:
    """``on <card>``, ``at <location>`` or nothing, as the engine's ``_place_label``."""
    if h >= 0:
        return t.tr("on {card}", card=game.card_name(h))
    if li >= 0:
        return t.tr("at {location}", location=game.players[seat].villain.locations[li].name)
    return ""


# -- pending decisions --------------------------------------------------------------------


def describe_pending(game: VillainousGame, lang: str = "en") -> str:
    """What the pending decision asks, in words of ``lang`` (en, es, it)."""
    pd = game.pending
    if pd is None:
        return ""
    t = translator(lang)
    who = game.names[pd["seat"]]
    if pd["kind"] == "condition":
        return t.tr("{who} may play a Condition", who=who)
    if pd["kind"] == "discard_more":
        return t.tr("{who} may discard more cards", who=who)
    if pd["kind"] == "vanquish":
        chosen = listed(t, (game.card_name(x) for x in pd["chosen"]), N_("none yet"))
        return t.tr(
            "{who} chooses the Allies to vanquish {hero} (Strength {need}; chosen: {chosen},"
            " Strength {total})",
            who=who,
            hero=game.card_name(pd["hero"]),
            need=pd["need"],
            chosen=chosen,
            total=pd["total"],
        )
    names = printed_names(game) if lang != "en" else None
    labels = " | ".join(label_text(x, lang, names) for x in pd["labels"])
    return t.tr("{who} chooses: {options}", who=who, options=labels)


_QUESTIONS = {
    "may": N_("use this ability?"),
    "opt": N_("carry out this part of the ability?"),
    "target": N_("choose the card"),
    "d": N_("choose a card to discard from hand"),
    "look": N_("choose what to do with the cards looked at"),
    "rtp": N_("choose where to play the revealed card"),
    "fate": N_("choose the Fate card to play, and where"),
    "t": N_("choose a card to take"),
    "dest": N_("choose the location"),
    "pfh": N_("choose a card to play from hand"),
    "chosen_location": N_("choose a location"),
    "mv": N_("choose a card to move, and where"),
    "mvv": N_("choose where the villain moves"),
    "lock": N_("choose where the Lock Token goes"),
    "attach": N_("choose what to attach, and to what"),
    "n": N_("choose how many"),
    "swap": N_("choose the Treasures to swap or move"),
    "maui": N_("play the Maui card or discard it?"),
    "one": N_("choose one"),
    "maccus": N_("choose the Ally to discard"),
    "ingredient": N_("choose the Ingredient to copy"),
}
"""What a choice inside a card asks, by its key."""


def condition_decision(
    game: VillainousGame, legal: Iterable[Action], seat: int, lang: str
) -> PendingDecision:
    """The offer to play a Condition (V-T3)."""
    t = translator(lang)
    options = tuple(
        Option(a, t.tr("play the Condition {card}", card=game.card_name(a.args[0])), card=a.args[0])
        if a.kind == "condition"
        else Option(a, t.gettext("play no Condition now"))
        for a in legal
    )
    return PendingDecision(
        seat,
        "condition",
        t.tr(
            "{who} may play a Condition in answer to what {active} did",
            who=game.names[seat],
            active=game.names[game.active],
        ),
        options,
        min_choices=0,
        max_choices=1,
        rule="V-T3",
    )


def discard_more_decision(
    game: VillainousGame, legal: Iterable[Action], seat: int, lang: str
) -> PendingDecision:
    """The offer to discard more cards with the same Discard Cards action (V-T3)."""
    t = translator(lang)
    options = tuple(
        Option(a, t.tr("discard {card}", card=game.card_name(a.args[0])), card=a.args[0])
        if a.kind == "discard_more"
        else Option(a, t.gettext("stop discarding"))
        for a in legal
    )
    return PendingDecision(
        seat,
        "discard_more",
        t.tr(
            "{who} may discard more cards with the same Discard Cards action", who=game.names[seat]
        ),
        options,
        min_choices=0,
        max_choices=len(options) - 1,
        rule="V-T3",
    )


def vanquish_decision(
    game: VillainousGame, legal: Iterable[Action], seat: int, lang: str
) -> PendingDecision:
    """The choice of the Allies that vanquish a Hero (V-V1)."""
    t = translator(lang)
    pd = game.pending
    assert pd is not None
    hero = int(pd["hero"])
    hero_name = game.card_name(hero)
    vals = dict(zip(pd["cands"], pd["vals"], strict=True))
    options = []
    for a in legal:
        if a.kind == "vanquish_ally":
            ally = a.args[0]
            label = t.tr(
                "add {card} (Strength {strength})", card=game.card_name(ally), strength=vals[ally]
            )
            options.append(Option(a, label, card=ally))
        else:
            allies = listed(t, (game.card_name(x) for x in pd["chosen"]), N_("no Allies"))
            options.append(
                Option(a, t.tr("vanquish {hero} with {allies}", hero=hero_name, allies=allies))
            )
    return PendingDecision(
        seat,
        "vanquish",
        describe_pending(game, lang),
        tuple(options),
        min_choices=0 if pd["total"] >= pd["need"] else 1,
        max_choices=len(pd["cands"]) - len(pd["chosen"]),
        source_card=hero,
        source_name=hero_name,
        rule="V-V1",
    )


def choice_prompt(who: str, key: str, source_name: str | None, lang: str) -> str:
    """``"<who>: <question> (<card>)"`` for a choice inside a card."""
    t = translator(lang)
    question = t.gettext(_QUESTIONS.get(key, N_("choose one")))
    if source_name:
        return t.tr("{who}: {question} ({card})", who=who, question=question, card=source_name)
    return t.tr("{who}: {question}", who=who, question=question)


# -- actions ------------------------------------------------------------------------------


def short_action(game: VillainousGame, action: Action, lang: str = "en") -> str:
    """A few words for ``action``, for a list of the legal actions."""
    t = translator(lang)
    k, a = action.kind, action.args
    card = game.card_name
    if k == "play":
        if a[3] >= 0:
            return t.tr("play {card}@{loc}/{host}", card=card(a[1]), loc=a[2], host=a[3])
        return t.tr("play {card}@{loc}", card=card(a[1]), loc=a[2])
    if k == "activate":
        return t.tr("activate {card}", card=card(a[-1]))
    if k == "discard":
        return t.tr("discard {card}", card=card(a[-1]))
    if k == "condition":
        return t.tr("condition {card}", card=card(a[-1]))
    if k == "discard_more":
        return t.tr("discard_more {card}", card=card(a[-1]))
    if k == "move_ally":
        return t.tr("move_ally {card}>{loc}", card=card(a[1]), loc=a[2])
    if k == "move_hero":
        return t.tr("move_hero {card}>{loc}", card=card(a[1]), loc=a[2])
    if k == "vanquish":
        return t.tr("vanquish {card}", card=card(a[1]))
    if k == "vanquish_ally":
        return t.tr("with {card}", card=card(a[0]))
    pd = game.pending
    if k == "choose" and pd is not None and pd["kind"] == "choose":
        option = label_text(pd["labels"][a[0]], lang, _names_for(game, lang))
        return t.tr("choose {option}", option=option)
    if lang == "en":
        return str(action)
    return " ".join([describe_kind(t, k), *map(str, a)])


_KINDS = {
    "move": N_("move"),
    "end": N_("end"),
    "power": N_("gain power"),
    "fate": N_("fate"),
    "brew": N_("brew"),
    "stop": N_("stop"),
    "pass": N_("pass"),
    "choose": N_("choose"),
    "vanquish_done": N_("vanquish_done"),
    "vanquish_ally": N_("vanquish_ally"),
}
"""The action kinds :func:`short_action` writes with their arguments only."""


def describe_kind(t: Translator, kind: str) -> str:
    """An action kind's word in ``t``'s language (the kind itself if it has none)."""
    return _word(t, _KINDS, kind)


def describe_action(game: VillainousGame, action: Action, lang: str = "en") -> str:
    """What ``action`` does, for the player to act now, in ``lang`` (en, es, it)."""
    t = translator(lang)
    seat = game.current_player
    who = game.names[seat]
    k, a = action.kind, action.args
    card, loc = game.card_name, game.loc_name
    pd = game.pending
    if k == "move":
        return t.tr("{who} moves to {location}", who=who, location=loc(seat, a[0]))
    if k == "end":
        return t.tr("{who} ends the turn", who=who)
    if k == "power":
        return t.tr("{who} takes a Gain Power action", who=who)
    if k == "play":
        where = place_label(game, t, seat, a[2], a[3])
        return t.tr("{who} plays {card} {where}", who=who, card=card(a[1]), where=where).rstrip()
    if k == "activate":
        return t.tr("{who} activates {card}", who=who, card=card(a[1]))
    if k in ("move_ally", "move_hero"):
        return t.tr(
            "{who} moves {card} to {location}", who=who, card=card(a[1]), location=loc(seat, a[2])
        )
    if k == "fate":
        return t.tr("{who} takes a Fate action against {target}", who=who, target=game.names[a[1]])
    if k == "vanquish":
        return t.tr(
            "{who} starts a Vanquish of {hero} (the Allies are chosen next)",
            who=who,
            hero=card(a[1]),
        )
    if k == "vanquish_ally" and pd is not None and pd["kind"] == "vanquish":
        return t.tr(
            "{who} adds {card} to the Vanquish of {hero}",
            who=who,
            card=card(a[0]),
            hero=card(pd["hero"]),
        )
    if k == "vanquish_done" and pd is not None and pd["kind"] == "vanquish":
        allies = listed(t, (card(x) for x in pd["chosen"]), N_("no Allies"))
        return t.tr(
            "{who} vanquishes {hero} with {allies}", who=who, hero=card(pd["hero"]), allies=allies
        )
    if k in ("discard", "discard_more"):
        return t.tr("{who} discards {card}", who=who, card=card(a[-1]))
    if k == "stop":
        return t.tr("{who} stops discarding", who=who)
    if k == "brew":
        return t.tr("{who} brews {n} Poison", who=who, n=a[1])
    if k == "condition":
        return t.tr("{who} plays the Condition {card}", who=who, card=card(a[0]))
    if k == "pass":
        return t.tr("{who} plays no Condition", who=who)
    if k == "choose":
        if pd is not None and pd["kind"] == "choose" and 0 <= a[0] < len(pd["labels"]):
            option = label_text(pd["labels"][a[0]], lang, _names_for(game, lang))
            return t.tr("{who} chooses: {option}", who=who, option=option)
        return t.tr("{who} chooses option {n}", who=who, n=a[0])
    words = str(action) if t.lang == "en" else " ".join([describe_kind(t, k), *map(str, a)])
    return t.tr("{who}: {action}", who=who, action=words)


# -- events -------------------------------------------------------------------------------


def describe_event(game: VillainousGame, event: Event, lang: str = "en") -> str:
    """A sentence for an event of ``game``, in ``lang`` (en, es, it)."""
    t = translator(lang)
    k = event[0]
    if k == "setup":
        return t.tr(
            "{who} takes the villain {villain} and {n} Power",
            who=game.names[event[1]],
            villain=event[2],
            n=event[3],
        )
    if k == "turn":
        return t.tr("turn {n}: {who}", n=event[1], who=game.names[event[2]])
    nm = (
        game.names[event[1]]
        if len(event) > 1 and isinstance(event[1], int) and event[1] < game.n
        else ""
    )
    text = _event(game, t, k, nm, event)
    if text is not None:
        return text
    return f"{k}: " + ", ".join(
        game.card_name(x)
        if k in ("find", "take", "tokens_removed", "modifier", "copy", "ingredient")
        and isinstance(x, int)
        and i == 2
        else str(x)
        for i, x in enumerate(event[1:], start=1)
    )


def _event(game: VillainousGame, t: Translator, k: str, nm: str, event: Event) -> str | None:
    card, loc = game.card_name, game.loc_name
    if k == "move":
        return t.tr("{who} moves to {location}", who=nm, location=loc(event[1], event[2]))
    if k == "draw":
        return t.ngettext("{who} draws {n} card", "{who} draws {n} cards", event[2]).format(
            who=nm, n=event[2]
        )
    if k == "reshuffle":
        pile = (
            _word(t, _DISCARDS, event[2]) if event[2] in _DISCARDS else f"{event[2]} discard pile"
        )
        return t.tr("{who} shuffles the {pile} into a new deck", who=nm, pile=pile)
    if k == "discard":
        reason = event[3]
        if not reason:
            return t.tr("{who}: {card} is discarded", who=nm, card=card(event[2]))
        why = t.gettext(reason) if reason in _REASONS else reason
        return t.tr("{who}: {card} is discarded ({why})", who=nm, card=card(event[2]), why=why)
    if k in ("gain", "lose"):
        pool = _pool_word(t, str(event[3]))
        if k == "gain":
            return t.tr("{who} gains {n} {pool}", who=nm, n=event[2], pool=pool)
        return t.tr("{who} loses {n} {pool}", who=nm, n=event[2], pool=pool)
    if k == "play":
        where = place_label(game, t, event[1], event[3], event[4])
        return t.tr(
            "{who}: {card} is played {where}", who=nm, card=card(event[2]), where=where
        ).rstrip()
    if k == "fate":
        return t.tr(
            "{who} takes a Fate action against {target}", who=nm, target=game.names[event[2]]
        )
    if k == "reveal":
        shown = listed(t, (card(i) for i in event[2]), N_("nothing"))
        return t.tr("{who} reveals {cards}", who=nm, cards=shown)
    if k == "revealed":
        return t.tr("{who} reveals {cards}", who=nm, cards=card(event[2]))
    if k == "defeat":
        return t.tr(
            "{who}: {card} is defeated at {location}",
            who=nm,
            card=card(event[2]),
            location=loc(event[1], event[3]),
        )
    if k == "vanquish":
        allies = listed(t, (card(i) for i in event[3]), N_("no Allies"))
        return t.tr(
            "{who} vanquishes {hero} (Strength {strength}) with {allies}",
            who=nm,
            hero=card(event[2]),
            strength=event[4],
            allies=allies,
        )
    if k == "claim":
        return t.tr("{who} claims the Treasure {token}", who=nm, token=event[2])
    if k == "win":
        objective = t.gettext(event[2]) if event[2] in _OBJECTIVES else event[2]
        return t.tr("{who} wins: {objective}", who=nm, objective=objective)
    if k == "choice":
        option = label_text(str(event[2]), t.lang, _names_for(game, t.lang))
        return t.tr("{who} chooses {option}", who=nm, option=option)
    if k == "moved":
        return t.tr(
            "{who}: {card} moves to {location}",
            who=nm,
            card=card(event[2]),
            location=loc(event[1], event[3]),
        )
    if k == "unlock":
        return t.tr("{who}'s locked location is unlocked", who=nm)
    if k == "lock_moved":
        return t.tr(
            "{who}'s Lock Token moves to {location}", who=nm, location=loc(event[1], event[2])
        )
    if k == "condition":
        return t.tr("{who} plays the Condition {card}", who=nm, card=card(event[2]))
    if k == "attach":
        return t.tr(
            "{who}: {card} is attached to {host}", who=nm, card=card(event[2]), host=card(event[3])
        )
    if k == "activate":
        return t.tr(
            "{who} activates {card} (cost {cost})", who=nm, card=card(event[2]), cost=event[3]
        )
    if k == "end":
        return t.tr("{who} ends the turn", who=nm)
    return _card_event(game, t, k, nm, event)


def _card_event(game: VillainousGame, t: Translator, k: str, nm: str, event: Event) -> str | None:
    """Sentences for the card-specific events (treasures, tokens, finds, ...)."""
    card = game.card_name
    if k == "brew":
        return t.tr(
            "{who} turns {n} Power into Poison (the action cost {cost} Power more)",
            who=nm,
            n=event[2],
            cost=event[3],
        )
    if k == "pass":
        return t.tr("{who} plays no Condition now", who=nm)
    if k == "unplayable":
        return t.tr(
            "{card} cannot be played and is discarded with no effect (V-F2)", card=card(event[2])
        )
    if k == "find":
        return t.tr(
            "{who} finds {card} (in the {where})",
            who=nm,
            card=card(event[2]),
            where=_word(t, _PLACES, event[3]),
        )
    if k == "take":
        return t.tr(
            "{who} takes {card} into their {where}",
            who=nm,
            card=card(event[2]),
            where=_word(t, _PLACES, event[3]),
        )
    if k == "copy":
        return t.tr("{who} copies the ability of {card}", who=nm, card=card(event[2]))
    if k == "grant":
        symbol = str(event[2]).replace("_", " ")
        return t.tr(
            "{who} may take another action ({symbol})", who=nm, symbol=_word(t, _SYMBOLS, symbol)
        )
    if k == "ingredient":
        return t.ngettext(
            "{who} plays the Ingredient {card}: {n} different so far",
            "{who} plays the Ingredient {card}: {n} different so far",
            event[3],
        ).format(who=nm, card=card(event[2]), n=event[3])
    if k == "look":
        deck = _word(t, _DECKS, event[2]) if event[2] in _DECKS else f"{event[2]} deck"
        return t.ngettext(
            "{who} looks at the top {n} card of their {deck}",
            "{who} looks at the top {n} cards of their {deck}",
            event[3],
        ).format(who=nm, n=event[3], deck=deck)
    if k == "modifier":
        return t.tr("{card} has {n:+d} Strength this turn (V-V2)", card=card(event[2]), n=event[3])
    if k == "pay":
        return t.tr("{who} pays {n} {pool}", who=nm, n=event[2], pool=_pool_word(t, str(event[3])))
    if k == "pay_alternative":
        return t.tr("{who} discards {card} instead of paying the cost", who=nm, card=card(event[2]))
    if k == "redistribute":
        return t.ngettext(
            "{who}'s {n} Allies are dealt out across the unlocked locations",
            "{who}'s {n} Allies are dealt out across the unlocked locations",
            event[2],
        ).format(who=nm, n=event[2])
    if k == "reveal_hand":
        shown = listed(t, (card(c) for c in event[2]), N_("no cards"))
        return t.tr("{who} reveals their hand: {cards}", who=nm, cards=shown)
    if k == "shuffle":
        deck = _word(t, _DECKS, event[2]) if event[2] in _DECKS else f"{event[2]} deck"
        return t.tr("{who} shuffles their {deck}", who=nm, deck=deck)
    if k == "tokens":
        targets = ", ".join(card(c) for c in event[2])
        return t.tr("{cards} gets Strength tokens worth {n:+d} (V-V2)", cards=targets, n=event[3])
    if k == "tokens_removed":
        return t.tr("The Strength tokens on {card} are removed", card=card(event[2]))
    if k == "treasure_back":
        return t.tr("A face-down Treasure goes back to {who}'s Treasure supply", who=nm)
    if k == "treasure_placed":
        return t.tr("A face-down Treasure is put on {card}", card=card(event[2]))
    if k == "treasure_revealed":
        token = game.token_name(event[1], event[3])
        return t.tr(
            "The Treasure on {card} is turned face up: {token}", card=card(event[2]), token=token
        )
    if k == "treasure_swapped":
        return t.tr(
            "Treasures move between {card} and {other}", card=card(event[2]), other=card(event[3])
        )
    return None


# -- the table ----------------------------------------------------------------------------


def state_text(game: VillainousGame, lang: str = "en") -> str:
    """The table as text (what ``str(game)`` prints), in ``lang`` (en, es, it).

    One line per player (``*`` marks the player whose turn it is), then one per
    location of the player's Realm with its cards (Strength in brackets, attached
    cards after a ``+``), then the pending decision, if any.
    """
    t = translator(lang)
    lines = []
    for p in game.players:
        s = p.seat
        mark = "*" if s == game.active else " "
        head = f"{mark}{game.names[s]}: " + t.tr("power {n}", n=p.power)
        if p.poison:
            head += " " + t.tr("poison {n}", n=p.poison)
        facts = [
            t.tr("at {location}", location=game.loc_name(s, p.loc)),
            t.tr("hand {n}", n=len(p.hand)),
            t.tr("deck {n}", n=len(p.deck)),
            t.tr("fate {n}", n=len(p.fate_deck)),
        ]
        if p.villain.treasures:
            facts.append(t.tr("treasures {n}", n=len(p.claimed)))
        lines.append(head + ", " + ", ".join(facts))
        for li, loc in enumerate(p.villain.locations):
            parts = []
            for i in p.top[li] + p.bottom[li]:
                name = game.card_name(i)
                has_strength = game.defs[i].strength is not None
                parts.append(f"{name}({game.strength(i)})" if has_strength else name)
                parts += [f"+{game.card_name(x)}" for x in game.attached_to(i)]
            lock = " " + t.gettext("[locked]") if li in p.locked else ""
            lines.append(f"    {loc.name}{lock}: {', '.join(parts) or '-'}")
    if game.pending is not None:
        lines.append("  " + t.tr("pending: {what}", what=describe_pending(game, lang)))
    return "\n".join(lines)
