"""Words for Villainous events, actions, pending decisions and refusals, in three languages.

This module writes pending decisions, actions and the table; the words kept in events
and labels are in :mod:`toolkit.villainous.text_words` and the events in
:mod:`toolkit.villainous.text_events`, whose public names are importable from here.

Every sentence is a message-catalogue entry (``toolkit/locale``) with its fields filled
in; card, villain, location and Hero names go into the fields as printed. Counts have real
plural forms in the three languages ("1 card", "3 cards"; "1 carta", "3 cartas"; "1 carta",
"3 carte").

The options of a choice inside a card are kept by the engine as label records (English
words with the form and fields they were made from, :mod:`toolkit.villainous.labels`);
:func:`label_text` writes one in another language from its record, as an order on a
button or in the infinitive after "chooses:".

Examples
--------
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
>>> describe_event(game, ("draw", 0, 4), "es")
'Captain Hook roba 4 cartas'
>>> describe_action(game, game.legal_actions()[0], "it")
'Captain Hook si sposta a Skull Rock'
>>> from toolkit.villainous.verbs import effects_label
>>> label_text(effects_label([{"gain_power": 2}]), "es", narration=True)
'ganar 2 de Poder'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from toolkit.core.actions import Action
from toolkit.core.contract import Option, PendingDecision
from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.villainous.pending import CardChoice, ConditionOffer, MoreDiscards, VanquishChoice
from toolkit.villainous.text_events import describe_event
from toolkit.villainous.text_labels import effects_words, label_text
from toolkit.villainous.text_words import (
    Localized,
    _word,
    listed,
    listed_allies,
    place_label,
    printed_names,
    symbol_phrase,
)

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame

__all__ = [
    "Localized",
    "choice_prompt",
    "condition_decision",
    "describe_action",
    "describe_event",
    "describe_kind",
    "describe_pending",
    "discard_more_decision",
    "effects_words",
    "label_text",
    "listed",
    "pending_phrase",
    "place_label",
    "printed_names",
    "short_action",
    "state_text",
    "symbol_phrase",
    "vanquish_decision",
]


_GAME = "villainous"


def pending_phrase(game: VillainousGame) -> Localized:
    """The pending decision in the three languages, for a refusal that names it."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: describe_pending(game, lang) for lang in LANGUAGES})


# -- pending decisions --------------------------------------------------------------------


def describe_pending(game: VillainousGame, lang: str = "en") -> str:
    """What the pending decision asks, in words of ``lang`` (en, es, it)."""
    pd = game.pending
    if pd is None:
        return ""
    t = translator(lang)
    who = game.names[pd.seat]
    if isinstance(pd, ConditionOffer):
        return t.tr("{who} may play a Condition", who=who)
    if isinstance(pd, MoreDiscards):
        return t.tr("{who} may discard more cards", who=who)
    if isinstance(pd, VanquishChoice):
        chosen = listed(t, (game.card_name(x) for x in pd.chosen), N_("none yet"))
        return t.tr(
            "{who} chooses the Allies to vanquish {hero} (Strength {need}; chosen: {chosen},"
            " Strength {total})",
            who=who,
            hero=game.card_name(pd.hero),
            need=pd.need,
            chosen=chosen,
            total=pd.total,
        )
    assert isinstance(pd, CardChoice)
    labels = " | ".join(label_text(x, lang, narration=True) for x in pd.labels)
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
    "instead_discard": N_("choose the Ally to discard"),
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
    assert isinstance(pd, VanquishChoice)
    hero = pd.hero
    hero_name = game.card_name(hero)
    vals = dict(zip(pd.cands, pd.vals, strict=True))
    options = []
    for a in legal:
        if a.kind == "vanquish_ally":
            ally = a.args[0]
            label = t.tr(
                "add {card} (Strength {strength})", card=game.card_name(ally), strength=vals[ally]
            )
            options.append(Option(a, label, card=ally))
        else:
            allies = listed_allies(t, (game.card_name(x) for x in pd.chosen), N_("no Allies"))
            options.append(
                Option(a, t.tr("vanquish {hero} with {allies}", hero=hero_name, allies=allies))
            )
    return PendingDecision(
        seat,
        "vanquish",
        describe_pending(game, lang),
        tuple(options),
        min_choices=0 if pd.total >= pd.need else 1,
        max_choices=len(pd.cands) - len(pd.chosen),
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
    if k == "choose" and isinstance(pd, CardChoice):
        option = label_text(pd.labels[a[0]], lang, narration=True)
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
        moved = t.gettext("{who} moves to {location}")
        return fill(t, moved, _GAME, who=who, location=loc(seat, a[0]))
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
        moved = t.gettext("{who} moves {card} to {location}")
        return fill(t, moved, _GAME, who=who, card=card(a[1]), location=loc(seat, a[2]))
    if k == "fate":
        return t.tr("{who} takes a Fate action against {target}", who=who, target=game.names[a[1]])
    if k == "vanquish":
        return t.tr(
            "{who} starts a Vanquish of {hero} (the Allies are chosen next)",
            who=who,
            hero=card(a[1]),
        )
    if k == "vanquish_ally" and isinstance(pd, VanquishChoice):
        return t.tr(
            "{who} adds {card} to the Vanquish of {hero}",
            who=who,
            card=card(a[0]),
            hero=card(pd.hero),
        )
    if k == "vanquish_done" and isinstance(pd, VanquishChoice):
        allies = listed_allies(t, (card(x) for x in pd.chosen), N_("no Allies"))
        return t.tr(
            "{who} vanquishes {hero} with {allies}", who=who, hero=card(pd.hero), allies=allies
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
        if isinstance(pd, CardChoice) and 0 <= a[0] < len(pd.labels):
            option = label_text(pd.labels[a[0]], lang, narration=True)
            return t.tr("{who} chooses: {option}", who=who, option=option)
        return t.tr("{who} chooses option {n}", who=who, n=a[0])
    words = str(action) if t.lang == "en" else " ".join([describe_kind(t, k), *map(str, a)])
    return t.tr("{who}: {action}", who=who, action=words)


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
            fill(t, t.gettext("at {location}"), _GAME, location=game.loc_name(s, p.loc)),
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
            # the mark says what the location is (Spanish "ubicación", Italian "luogo"), as the
            # table's board does, whatever the gender of its printed name
            lock = " " + t.gettext("[locked]") if li in p.locked else ""
            lines.append(f"    {loc.name}{lock}: {', '.join(parts) or '-'}")
    if game.pending is not None:
        lines.append("  " + t.tr("pending: {what}", what=describe_pending(game, lang)))
    return "\n".join(lines)
