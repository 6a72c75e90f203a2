"""The option labels of a choice inside a card, written in a language from their records.

The engine keeps each label as a :class:`~toolkit.villainous.labels.Label`: English words
that remember their form (a catalogue message) and fields (printed names, numbers, the
effects of an ability). :func:`label_text` writes a label from those in English, Spanish
or Italian; nothing is read back from the English.

A label reads in one of two moods. On a button (``narration=False``) it is an order to
the learner, in the imperative of *tú* / *tu* ("mueve un Héroe", "sposta un Eroe"). After
"Ada elige:" / "Ada sceglie:" (``narration=True``) it is in the infinitive ("Ada elige:
mover un Héroe"), as the published card texts word a choice. English has one wording for
both.

Examples
--------
>>> from toolkit.villainous.labels import label
>>> from toolkit.villainous.verbs import effects_label
>>> label_text(effects_label([{"gain_power": 2}, {"move_hero": {"target": {"what": "hero"}}}]), "es")
'gana 2 de Poder, después mueve un Héroe'
>>> label_text(label("skip: {what}", what=effects_label([{"draw": 2}])), "it", narration=True)
'non pescare 2 carte'
"""

from __future__ import annotations

from typing import Any

from toolkit.i18n.grammar import C_, fill
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.villainous import specials
from toolkit.villainous.labels import EFFECTS, TOKENS, Label
from toolkit.villainous.verbs import EffectWords

__all__ = ["INFINITIVES", "OPTIONS", "effects_words", "label_text"]

_GAME = "villainous"

_NOUNS = {"hero": N_("a Hero"), "ally": N_("an Ally"), "item": N_("an Item")}
_EACH = {"hero": N_("each Hero"), "ally": N_("each Ally"), "item": N_("each Item")}
_OWN = {"self": N_("this card"), "it": N_("that card"), "host": N_("its host")}
_PER = {
    "binding_contract_in_realm": N_("Binding Contract in your Realm"),
    "condition_in_hand": N_("Condition in your hand"),
    "hero_in_fate_discard": N_("Hero in your Fate discard pile"),
    "hero_in_realm": N_("Hero in your Realm"),
    "location_with_hero": N_("location with a Hero"),
    "other_hero_in_realm": N_("other Hero in your Realm"),
    "other_location_with_ally": N_("other location with an Ally"),
}
"""What an amount is counted by (``gain 1 Power per Hero in your Realm``)."""
_PILES = {
    "discard pile": N_("discard pile"),
    "Villain deck": N_("Villain deck"),
    "Fate discard pile": N_("Fate discard pile"),
}
"""The piles a Take Card label names (``{card} (from the {pile})``)."""

INFINITIVES = frozenset(
    message
    for _, message in [
        # the effect phrases of the verb registry and the specials' steps
        C_("infinitive", "set power"),
        C_("infinitive", "lose half power"),
        C_("infinitive", "discard from hand"),
        C_("infinitive", "discard your hand"),
        C_("infinitive", "discard top"),
        C_("infinitive", "shuffle a deck"),
        C_("infinitive", "look at the top of a deck"),
        C_("infinitive", "reveal cards until one matches"),
        C_("infinitive", "reveal the top of a deck"),
        C_("infinitive", "play the top Fate card"),
        C_("infinitive", "take a card"),
        C_("infinitive", "find a card"),
        C_("infinitive", "play that card"),
        C_("infinitive", "play a card from hand"),
        C_("infinitive", "move {what}"),
        C_("infinitive", "move your villain"),
        C_("infinitive", "move the Lock Token"),
        C_("infinitive", "defeat {what}"),
        C_("infinitive", "discard {what} from your Realm"),
        C_("infinitive", "attach a card"),
        C_("infinitive", "detach"),
        C_("infinitive", "put Strength tokens on {what}"),
        C_("infinitive", "strength modifier"),
        C_("infinitive", "take another action"),
        C_("infinitive", "may stay next turn"),
        C_("infinitive", "put a face-down Treasure on {what}"),
        C_("infinitive", "turn a Treasure face up"),
        C_("infinitive", "swap or move Treasures"),
        C_("infinitive", "return a Treasure to the supply"),
        C_("infinitive", "play the top Maui card"),
        C_("infinitive", "choose one"),
        C_("infinitive", "branch"),
        C_("infinitive", "until next turn"),
        C_("infinitive", "fate"),
        C_("infinitive", "discard an Ally instead"),
        C_("infinitive", "go on"),
        # the option labels that are orders
        C_("infinitive", "do nothing"),
        C_("infinitive", "take no more cards"),
        C_("infinitive", "play no card"),
        C_("infinitive", "play both (Sleepy)"),
        C_("infinitive", "discard none"),
        C_("infinitive", "skip: {what}"),
        C_("infinitive", "discard {cards}"),
        C_("infinitive", "discard {card}"),
        C_("infinitive", "discard {card} instead"),
        C_("infinitive", "lock {location}"),
        C_("infinitive", "leave {card}"),
        C_("infinitive", "copy {card}"),
        C_("infinitive", "keep {card}"),
        C_("infinitive", "play {card}"),
        C_("infinitive", "move from {card} to {other}"),
        C_("infinitive", "swap {card} and {other}"),
    ]
) | {message for _, message in specials.STEP_INFINITIVES}
"""The messages that are orders, with their infinitive (context ``infinitive``)."""

_LABEL_WORDS = (
    N_("do nothing"),
    N_("take no more cards"),
    N_("play no card"),
    N_("play both (Sleepy)"),
    N_("discard none"),
    N_("skip: {what}"),
    N_("discard {cards}"),
    N_("discard {card} instead"),
    N_("discard {card}"),
    N_("lock {location}"),
    N_("leave {card}"),
    N_("copy {card}"),
    N_("keep {card}"),
    N_("play {card}"),
    N_("move from {card} to {other}"),
    N_("swap {card} and {other}"),
    N_("{card} (from the {pile})"),
    N_("{card} on {other}"),
    N_("{card} at {location}"),
    N_("{card} to {location}"),
    N_("on {card}"),
    N_("at {location}"),
)
"""Every form a label can have (besides the effects of an ability and Strength tokens)."""


OPTIONS = frozenset(
    message
    for _, message in [
        C_("option", "play {card}"),
        C_("option", "discard {card}"),
    ]
)
"""Label forms whose English words are also a typed move of the exercises ("jugar
{card}"): on a button they are an order of their own (context ``option``)."""


def _words(t: Translator, message: str, narration: bool) -> str:
    """``message`` (an order) in ``t``'s language and mood."""
    if narration and message in INFINITIVES:
        return t.pgettext("infinitive", message)
    if message in OPTIONS:
        return t.pgettext("option", message)
    return t.gettext(message)


def _counted(t: Translator, form: str, n: int, narration: bool) -> str | None:
    """The forms that name the cards looked at, by how many there are ("descártala",
    "descarta todas"); None for another form."""
    if form == "discard all: {cards}":
        if narration:
            return t.npgettext(
                "infinitive, cards", "discard all: {cards}", "discard all: {cards}", n
            )
        return t.npgettext("cards", "discard all: {cards}", "discard all: {cards}", n)
    if form == "keep in order {cards}":
        if narration:
            return t.npgettext(
                "infinitive, cards", "keep in order {cards}", "keep in order {cards}", n
            )
        return t.npgettext("cards", "keep in order {cards}", "keep in order {cards}", n)
    if form == "order {cards}":
        if narration:
            return t.npgettext("infinitive, cards", "order {cards}", "order {cards}", n)
        return t.npgettext("cards", "order {cards}", "order {cards}", n)
    return None


def _amount(t: Translator, w: EffectWords, narration: bool) -> str:
    n = w.n or 0
    if w.words.startswith("draw"):
        if narration:
            words = t.npgettext("infinitive", "draw {n} card", "draw {n} cards", n)
        else:
            words = t.ngettext("draw {n} card", "draw {n} cards", n)
        out = words.format(n=n)
    else:
        if w.pool == "poison":
            pool = t.pgettext("unit of an amount", "poison")
        else:
            pool = t.pgettext("unit of an amount", "power")
        if w.words.startswith("gain"):
            if narration:
                words = t.npgettext("infinitive", "gain {n} {pool}", "gain {n} {pool}", n)
            else:
                words = t.ngettext("gain {n} {pool}", "gain {n} {pool}", n)
        elif narration:
            words = t.npgettext("infinitive", "lose {n} {pool}", "lose {n} {pool}", n)
        else:
            words = t.ngettext("lose {n} {pool}", "lose {n} {pool}", n)
        out = words.format(n=n, pool=pool)
    if w.per is None:
        return out
    per = _PER.get(w.per)
    counted = t.gettext(per) if per is not None else w.per.replace("_", " ")
    return t.tr("{effect} per {per}", effect=out, per=counted)


def _what(t: Translator, w: EffectWords) -> str:
    if w.own is not None:
        return t.gettext(_OWN[w.own])
    if not w.nouns:
        return t.gettext(N_("a card"))
    table = _EACH if w.each else _NOUNS
    words = [t.gettext(table[x]) if x in table else x for x in w.nouns]
    out = words[0]
    for word in words[1:]:
        out = t.tr("{a} or {b}", a=out, b=word)
    return out


def effects_words(words: tuple[EffectWords, ...], lang: str = "en", narration: bool = False) -> str:
    """The effects of an ability (:func:`toolkit.villainous.verbs.effect_words`) in ``lang``.

    Examples
    --------
    >>> from toolkit.villainous.verbs import effect_words
    >>> effects_words(effect_words([{"draw": 1}, {"discard_from_hand": {"count": 1}}]), "it")
    'pesca 1 carta, poi scarta dalla mano'
    """
    t = translator(lang)
    parts = []
    for w in words:
        if w.n is not None:
            parts.append(_amount(t, w, narration))
            continue
        text = _words(t, w.words, narration)
        parts.append(text.format(what=_what(t, w)) if "{what}" in w.words else text)
    if not parts:
        return _words(t, N_("go on"), narration)
    out = parts[0]
    for part in parts[1:]:
        out = t.tr("{first}, then {next}", first=out, next=part)
    return out


def _field(t: Translator, value: Any, narration: bool) -> Any:
    if isinstance(value, Label):
        return label_text(value, t.lang, narration=narration)
    if isinstance(value, tuple):
        return ", ".join(str(x) for x in value)
    return value


def label_text(label: str, lang: str = "en", *, narration: bool = False) -> str:
    """An option label in ``lang``, as a button (``narration=False``: an order) or after
    "chooses:" (``narration=True``: an infinitive).

    A plain ``str`` (a printed card or location name, or a label a saved log kept as
    text) reads as it is.

    Examples
    --------
    >>> from toolkit.villainous.labels import label
    >>> label_text(label("{card} to {location}", card="Smee", location="Jolly Roger"), "es")
    'Smee al Jolly Roger'
    >>> label_text(label("{n} tokens", n=2), "it")
    '2 segnalini'
    """
    if lang == "en" or not isinstance(label, Label):
        return str(label)
    t = translator(lang)
    form, fields = label.form, label.fields
    if form == EFFECTS:
        return effects_words(fields["effects"], lang, narration)
    if form in TOKENS:
        n = int(fields["n"])
        return t.plural("{n} token", "{n} tokens", n)
    values = {k: _field(t, v, narration) for k, v in fields.items()}
    counted = _counted(t, form, len(fields.get("cards", ())), narration)
    if counted is not None:
        return fill(t, counted, _GAME, **values)
    if "pile" in values and values["pile"] in _PILES:
        values["pile"] = t.gettext(_PILES[values["pile"]])
    return fill(t, _words(t, form, narration), _GAME, **values)
