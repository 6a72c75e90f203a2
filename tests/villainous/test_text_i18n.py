"""Everything a learner reads from the Villainous engine, in Spanish and Italian.

Seeded bot games with two, three and five villains (all five villains seated) are
played; at every decision the pending prompt and its options, every legal action
(``describe_action`` and ``short_action``), ``describe_pending``, every new event and
the refusals of a sample of made-up illegal actions are rendered in ``es`` and ``it``.
A rendering that equals the English, or that still holds a ``{placeholder}``, is an
English leftover. Card, villain, location and Treasure names stay as printed, so an
option label that is only such a name is the one text allowed to read the same.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous.bots import VillainousRandomBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.labels import TOKENS, label
from toolkit.villainous.text import describe_event, label_text, printed_names
from toolkit.villainous.verbs import effects_label

LANGS = ("es", "it")
PLACEHOLDER = re.compile(r"\{[a-z_]*(![rs])?(:[^}]*)?\}")
GAMES = (
    (11, ("ursula", "captain_hook")),
    (12, ("davy_jones", "tamatoa", "evil_queen")),
    (13, ("evil_queen", "tamatoa", "ursula", "davy_jones", "captain_hook")),
)
KINDS = (
    "move",
    "end",
    "power",
    "play",
    "activate",
    "move_ally",
    "move_hero",
    "fate",
    "vanquish",
    "discard",
    "brew",
    "choose",
    "condition",
    "pass",
    "discard_more",
    "stop",
    "vanquish_ally",
    "vanquish_done",
    "no_such_kind",
)


def _made_up(rng: random.Random, game: VillainousGame) -> Action:
    """An action a learner might type: a listed one with an argument changed, or noise."""
    legal = game.legal_actions()
    if legal and rng.random() < 0.6:
        base = rng.choice(legal)
        changed = list(base.args)
        if changed:
            j = rng.randrange(len(changed))
            if type(changed[j]) is int:
                changed[j] += rng.choice((-2, -1, 1, 3, 40))
            elif rng.random() < 0.5:
                changed[j] = 7
        kind = base.kind if rng.random() < 0.7 else rng.choice(KINDS)
        return Action(kind, tuple(changed))
    slots = [s[0] for s in game.slots()] or ["L0T0"]
    args: list[object] = []
    for i in range(rng.randint(0, 5)):
        if i == 0 and rng.random() < 0.6:
            args.append(rng.choice([*slots, "L9T9"]))
        elif rng.random() < 0.9:
            args.append(rng.randint(-1, len(game.defs) + 1))
        else:
            args.append(())
    return Action(rng.choice(KINDS), tuple(args))  # type: ignore[arg-type]


def _names(game: VillainousGame) -> set[str]:
    """Every printed name a label may consist of."""
    return set(printed_names(game)) | set(game.names)


def _leftover(english: str, text: str) -> str | None:
    """Why ``text`` is not a translation of ``english`` (None if it is one)."""
    if PLACEHOLDER.search(text):
        return "a placeholder is left"
    if text == english:
        return "reads as in English"
    return None


@functools.cache
def _played() -> dict[str, object]:
    """Play the seeded games once, rendering everything in every language."""
    problems: list[str] = []
    seen: dict[str, set[str]] = {
        "event": set(),
        "action": set(),
        "pending": set(),
        "refusal": set(),
        "choice key": set(),
    }
    villains_seated: set[str] = set()
    for seed, villains in GAMES:
        villains_seated |= set(villains)
        game = VillainousGame.new(seed, villains=list(villains))
        bots = [VillainousRandomBot(seed * 10 + i) for i in range(len(villains))]
        rng = random.Random(seed)
        names = _names(game)
        done = 0

        def check(what: str, english: str, texts: dict[str, str]) -> None:
            for lang, text in texts.items():
                why = _leftover(english, text)
                if why:
                    problems.append(f"{what} ({lang}): {why}: {english!r} -> {text!r}")

        for _ in range(260):
            for event in game.events[done:]:
                seen["event"].add(event[0])
                en = game.describe_event(event)
                check(f"event {event[0]}", en, {x: game.describe_event(event, x) for x in LANGS})
            done = len(game.events)
            if game.over:
                break
            decision = game.pending_decision
            if decision is not None:
                seen["pending"].add(decision.kind)
                if decision.kind == "choose" and game.pending is not None:
                    key = game.pending.key
                    seen["choice key"].add(str(key[0] if isinstance(key, tuple) else key))
                en_pending = game.describe_pending()
                check(
                    f"describe_pending {decision.kind}",
                    en_pending,
                    {x: game.describe_pending(x) for x in LANGS},
                )
                for lang in LANGS:
                    other = game.pending_decision_in(lang)
                    assert other is not None
                    check(f"prompt {decision.kind}", decision.prompt, {lang: other.prompt})
                    assert [o.action for o in other.options] == [o.action for o in decision.options]
                    for en_opt, opt in zip(decision.options, other.options, strict=True):
                        if en_opt.label in names:
                            assert opt.label == en_opt.label  # a name stays as printed
                            continue
                        check(f"option of {decision.kind}", en_opt.label, {lang: opt.label})
            for action in game.legal_actions():
                seen["action"].add(action.kind)
                check(
                    f"action {action.kind}",
                    game.describe_action(action),
                    {x: game.describe_action(action, x) for x in LANGS},
                )
                check(
                    f"short_action {action.kind}",
                    game.short_action(action),
                    {x: game.short_action(action, x) for x in LANGS},
                )
            for _ in range(4):
                err = game.why_illegal(_made_up(rng, game))
                if err is None:
                    continue
                if err.template is None:
                    problems.append(f"refusal without a catalogue entry: {err}")
                    continue
                seen["refusal"].add(err.template)
                check("refusal", str(err), {x: err.text(x) for x in LANGS})
            action = bots[game.current_player].choose(game, game.legal_actions())
            game.apply(action)
    return {"problems": problems, "seen": seen, "villains": villains_seated}


def test_the_games_seat_every_villain_and_meet_every_kind() -> None:
    played = _played()
    assert played["villains"] == set(VILLAINS)
    seen = played["seen"]
    assert isinstance(seen, dict)
    assert seen["pending"] == {"condition", "discard_more", "vanquish", "choose"}
    # the rest (Move a Hero, Brew Poison, ...) are rendered by the test below
    assert {"move", "end", "power", "play", "fate", "discard", "choose", "condition"} <= seen[
        "action"
    ]
    assert {"setup", "turn", "move", "draw", "discard", "gain", "play", "fate", "reveal"} <= seen[
        "event"
    ]
    assert len(seen["refusal"]) >= 25  # refusal families met by the made-up actions


def test_no_english_leftover_in_spanish_or_italian() -> None:
    problems = _played()["problems"]
    assert isinstance(problems, list)
    assert problems == [], "\n".join(sorted(set(problems))[:40])


def _synthetic_events(game: VillainousGame) -> list[tuple[object, ...]]:
    """One event of every kind the engine writes, with real cards of ``game``."""
    hero = next(i for i, d in enumerate(game.defs) if d.type == "hero")
    ally = next(i for i, d in enumerate(game.defs) if d.type == "ally")
    item = next(i for i, d in enumerate(game.defs) if d.type == "item")
    seat = next(
        (p.seat for p in game.players if p.villain.treasures), 0
    )  # Davy Jones has Treasure tokens
    villain = game.players[seat].villain
    token = villain.treasures[0].id if villain.treasures else "t"
    return [
        ("setup", 0, "ursula", 0),
        ("turn", 3, 1),
        ("move", 0, 2),
        ("draw", 0, 1),
        ("draw", 0, 3),
        ("reshuffle", 0, "villain"),
        ("reshuffle", 1, "fate"),
        ("discard", 0, ally, ""),
        ("discard", 0, ally, "from hand"),
        ("discard", 0, ally, "used to vanquish"),
        ("discard", 0, item, "with its host"),
        ("gain", 0, 2, "power"),
        ("lose", 0, 1, "power"),
        ("play", 0, ally, 1, -1),
        ("play", 0, item, 1, hero),
        ("play", 0, ally, -1, -1),
        ("fate", 0, 1),
        ("reveal", 1, (hero, ally)),
        ("reveal", 1, ()),
        ("revealed", 0, ally),
        ("defeat", 0, hero, 2),
        ("vanquish", 0, hero, (ally,), 4),
        ("vanquish", 0, hero, (), 0),
        ("claim", seat, token),
        ("win", 0, "the objective"),
        ("choice", 0, "gain 2 Power, then move a Hero"),
        ("choice", 0, "do nothing"),
        ("moved", 0, ally, 3),
        ("unlock", 0),
        ("lock_moved", 0, 2),
        ("condition", 1, ally),
        ("attach", 0, item, hero),
        ("activate", 0, ally, 1),
        ("end", 0),
        ("brew", 0, 2, 1),
        ("pass", 1),
        ("unplayable", 1, hero),
        ("find", 0, ally, "realm"),
        ("find", 0, ally, "discard"),
        ("take", 0, ally, "hand"),
        ("copy", 0, ally),
        ("grant", 0, "covered_here"),
        ("ingredient", 0, ally, 1),
        ("ingredient", 0, ally, 3),
        ("look", 0, "villain", 1),
        ("look", 0, "fate", 3),
        ("modifier", 0, hero, -2),
        ("pay", 0, 2, "power"),
        ("pay_alternative", 0, ally),
        ("redistribute", 0, 1),
        ("redistribute", 0, 3),
        ("reveal_hand", 0, (ally, item)),
        ("reveal_hand", 0, ()),
        ("shuffle", 0, "villain"),
        ("tokens", 0, (hero,), 2),
        ("tokens_removed", 0, hero),
        ("treasure_back", seat),
        ("treasure_placed", seat, hero),
        ("treasure_revealed", seat, hero, token),
        ("treasure_swapped", seat, hero, ally),
    ]


def _event_kinds_in_engine() -> set[str]:
    """The kinds the engine appends to its events, read from the source of every layer."""
    import inspect

    layers = {inspect.getmodule(c) for c in VillainousGame.__mro__}
    source = "".join(
        inspect.getsource(m) for m in layers if m and m.__name__.startswith("toolkit.villainous")
    )
    return set(re.findall(r'events\.append\(\s*\(\s*"(\w+)"', source))


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_kind_reads_in_the_language(lang: str) -> None:
    game = VillainousGame.new(5, villains=["ursula", "davy_jones", "captain_hook"])
    events = _synthetic_events(game)
    assert _event_kinds_in_engine() <= {e[0] for e in events}
    for event in events:
        english = game.describe_event(event)
        text = describe_event(game, event, lang)
        assert _leftover(english, text) is None, (event, english, text)


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_kind_reads_in_the_language(lang: str) -> None:
    from toolkit.villainous.legality import _ARGS

    game = VillainousGame.new(5, villains=["ursula", "evil_queen"])
    hero = next(i for i, d in enumerate(game.defs) if d.type == "hero")
    values = {
        "symbol": "L1T0",
        "card": hero,
        "hero": hero,
        "location": 2,
        "host": -1,
        "payment": 0,
        "opponent": 1,
        "amount": 2,
        "option": 0,
        "allies": (),
    }
    assert set(KINDS) - {"no_such_kind"} == set(_ARGS)
    for kind, names in _ARGS.items():
        action = Action(kind, tuple(values[n] for n in names))  # type: ignore[arg-type]
        for render in (game.describe_action, game.short_action):
            english, text = render(action), render(action, lang)
            assert _leftover(english, text) is None, (kind, english, text)


def test_plurals_are_real_plurals() -> None:
    game = VillainousGame.new(5, villains=["ursula", "captain_hook"])
    assert game.describe_event(("draw", 0, 1)) == "Ursula draws 1 card"
    assert game.describe_event(("draw", 0, 3)) == "Ursula draws 3 cards"
    assert game.describe_event(("draw", 0, 1), "es") == "Ursula roba 1 carta"
    assert game.describe_event(("draw", 0, 3), "es") == "Ursula roba 3 cartas"
    assert game.describe_event(("draw", 0, 1), "it") == "Ursula pesca 1 carta"
    assert game.describe_event(("draw", 0, 3), "it") == "Ursula pesca 3 carte"
    for n, es, it in ((0, "0 fichas", "0 segnalini"), (1, "1 ficha", "1 segnalino")):
        tokens = label(TOKENS[n == 1], n=n)
        assert (label_text(tokens, "es"), label_text(tokens, "it")) == (es, it)
    assert label_text(label(TOKENS[False], n=2), "it") == "2 segnalini"


def test_option_labels_keep_names_and_translate_words() -> None:
    skip = label("skip: {what}", what=effects_label([{"draw": 2}]))
    assert skip == "skip: draw 2 cards"
    assert label_text(skip, "es") == "omite: roba 2 cartas"
    assert label_text(skip, "es", narration=True) == "no robar 2 cartas"
    per = effects_label([{"gain_power": {"amount": 1, "per": "hero_in_realm"}}])
    assert per == "gain 1 per hero in realm Power"
    assert label_text(per, "es") == "gana 1 de Poder por cada Héroe en tu Reino"
    on = label("{card} on {other}", card="Maui's Hook", other="Maui")
    assert label_text(on, "it") == "Maui's Hook su Maui"
    assert label_text("Skull Rock", "es") == "Skull Rock"
    assert label_text(label("do nothing"), "en") == "do nothing"


def test_a_card_name_that_reads_like_a_phrase_stays_a_name() -> None:
    """The label is a record: a name such as "Return to Form" or "Hangman's Tree" is
    never read as words of a form."""
    assert label_text("Return to Form", "es") == "Return to Form"
    moved = label("{card} to {location}", card="Return to Form", location="Hangman's Tree")
    assert moved == "Return to Form to Hangman's Tree"
    assert label_text(moved, "es") == "Return to Form a Hangman's Tree"
    assert label_text(moved, "it") == "Return to Form a Hangman's Tree"


def test_a_refusal_reads_in_the_language_with_its_rule() -> None:
    game = VillainousGame.new(5, villains=["ursula", "captain_hook"])
    err = game.why_illegal(Action("move", (game.players[0].loc,)))
    assert isinstance(err, IllegalActionError)
    assert str(err) == (
        "V-T1: the villain must move to a different location; staying is not allowed"
    )
    assert err.text("es") == (
        "V-T1: el Villano debe moverse a una ubicación diferente; no está permitido quedarse"
    )
    assert err.text("it").startswith("V-T1: il Cattivo deve spostarsi")
    with pytest.raises(IllegalActionError) as raised:
        game.apply(Action("fate", ("L0T0", 0)))
    assert raised.value.template is not None


def _effect_lists(value: object) -> list[list[object]]:
    """Every list of effects inside an ability's data (choices nest further lists)."""
    found: list[list[object]] = []
    if isinstance(value, list):
        if value and all(isinstance(e, dict) and len(e) == 1 for e in value):
            found.append(value)
        for item in value:
            found += _effect_lists(item)
    elif isinstance(value, dict):
        for item in value.values():
            found += _effect_lists(item)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_effect_phrase_reads_in_the_language(lang: str) -> None:
    """The options "use this ability?" offers are the card's effects in words."""
    from toolkit.villainous.effects import effects_text
    from toolkit.villainous.text import effects_words

    game = VillainousGame.new(1, villains=sorted(VILLAINS))
    phrases: set[str] = set()
    for d in {d.id: d for d in game.defs}.values():
        for ability in d.abilities:
            if ability.triggers == ("while_in_realm",):
                continue  # a lasting effect, never offered as a choice
            for effects in _effect_lists([e.mapping() for e in ability.effects]):
                for part in (effects, *([e] for e in effects)):
                    phrase = effects_label(part)
                    assert phrase == effects_text(part)
                    phrases.add(phrase)
    assert len(phrases) > 50
    texts = {p: effects_words(p.fields["effects"], lang) for p in phrases}
    left = sorted(p for p, text in texts.items() if _leftover(str(p), text) is not None)
    assert left == []
    for p in phrases:
        assert label_text(p, lang, narration=True) != str(p)


@pytest.mark.parametrize("lang", LANGS)
def test_every_villain_objective_reads_in_the_language(lang: str) -> None:
    """A win names the villain's objective: each villain's objective has a translation."""
    game = VillainousGame.new(1, villains=sorted(VILLAINS))
    for p in game.players:
        objective = str(p.villain.objective.get("text"))
        english = game.describe_event(("win", p.seat, objective))
        text = game.describe_event(("win", p.seat, objective), lang)
        assert _leftover(english, text) is None
        assert objective not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_as_text_reads_in_the_language(lang: str) -> None:
    game = VillainousGame.new(7, villains=["davy_jones", "evil_queen"])
    bots = [VillainousRandomBot(1), VillainousRandomBot(2)]
    for _ in range(60):
        if game.over:
            break
        english, text = str(game), game.text(lang)
        assert english == game.text()
        assert len(english.splitlines()) == len(text.splitlines())
        for en_line, line in zip(english.splitlines(), text.splitlines(), strict=True):
            if ":" in en_line.strip()[:-1] and not en_line.strip().endswith(": -"):
                first = en_line.split(":", 1)[1]
                if any(word in first for word in ("power", "pending", "[locked]")):
                    assert _leftover(en_line, line) is None, (en_line, line)
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))
