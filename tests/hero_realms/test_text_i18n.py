"""Everything a learner reads from Hero Realms, in Spanish and Italian as well as English.

Seeded bot games of the duel and of every multiplayer variant are played
through, and at each step the events, the decision taken, the pending
question with its options, a few refused actions and the table are written in
``es`` and ``it``. Every sentence must be filled in (no ``{placeholder}``
left) and must not be the English sentence (no English leftovers). Every
event, action, pending and refusal kind the engine has must be met at least
once, so that a new kind cannot ship without its words. The English words
are pinned by the golden files (``test_golden.py``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot
from toolkit.hero_realms.decisions import ANSWERS as _ANSWERS
from toolkit.hero_realms.position import find_instance
from toolkit.hero_realms.text import card_text, describe_event
from toolkit.html.core import esc
from toolkit.html.hero_realms import card_tile, state_html
from toolkit.i18n.card_names import card_name
from toolkit.i18n.extract import translations
from toolkit.i18n.messages import po_path
from toolkit.replay.hero_realms import HeroRealmsAdapter

LANGS = ("es", "it")
ENGINE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"

#: The duel and every variant, each a seeded game of bots.
SETUPS = [
    ("free-for-all", 2, {}),
    ("free-for-all", 3, {}),
    ("first-blood", 4, {}),
    ("last-standing", 4, {}),
    ("hydra", 4, {}),
    ("emperor", 6, {}),
    ("emperor", 6, {"markets": 2}),
]

#: Action kinds an engine may be sent that are not moves of the game at all.
KINDS_TO_TRY = sorted(
    {"play", "expend", "ally", "sacrifice", "buy", "attack_player", "attack_champion"}
    | {"end_turn", "hand_over", "buy_pooled", "send", "bogus"}
    | {kind for answers in _ANSWERS.values() for kind in answers}
)

_LEFTOVER = re.compile(r"\{[A-Za-z_]\w*(?:![rsa])?\}")


@dataclass
class Seen:
    """What the games showed, by kind, and every pair of (English, translated) texts."""

    events: set[str] = field(default_factory=set)
    actions: set[str] = field(default_factory=set)
    pending: set[str] = field(default_factory=set)
    refusals: set[str] = field(default_factory=set)
    pairs: list[tuple[str, str, str, str]] = field(default_factory=list)
    """(what, lang, English, translation)."""

    def add(self, what: str, english: str, lang: str, text: str) -> None:
        self.pairs.append((what, lang, english, text))


def _engine_kinds(pattern: str) -> set[str]:
    source = "".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE.glob("*.py")))
    return set(re.findall(pattern, source))


def _random_illegal(game: HeroRealmsGame, rng: random.Random) -> Iterator[IllegalActionError]:
    legal = game.legal_actions()
    for _ in range(6):
        kind = rng.choice(KINDS_TO_TRY)
        picks = [rng.randrange(0, 200), rng.randrange(-2, 8)]
        picks += [a.args[0] for a in legal if a.args]
        args = tuple(rng.choice(picks) for _ in range(rng.choice((0, 1, 1, 2))))
        err = game.why_illegal(Action(kind, args))
        if err is not None:
            yield err


def _step_texts(game: HeroRealmsGame, seen: Seen, rng: random.Random) -> None:
    """The pending question, its options and some refusals, in every language."""
    if game.pending is not None:
        seen.pending.add(game.pending[0])
        english = game.pending_decision_in("en")
        assert english is not None
        assert english == game.pending_decision  # the property stays English
        for lang in LANGS:
            pd = game.pending_decision_in(lang)
            assert pd is not None
            seen.add("prompt", english.prompt, lang, pd.prompt)
            for a, b in zip(english.options, pd.options, strict=True):
                assert a.action == b.action
                seen.add("option", a.label, lang, b.label)
    for err in _random_illegal(game, rng):
        assert err.template is not None, f"a refusal with no catalogue entry: {err}"
        seen.refusals.add(err.forms[0] if err.forms else err.template)  # a plural by its singular
        for lang in LANGS:
            seen.add("refusal", err.text("en"), lang, err.text(lang))


def _play(variant: str, players: int, extra: dict[str, int], seed: int, seen: Seen) -> None:
    game = HeroRealmsGame.new(seed, players=players, variant=variant, **extra)  # type: ignore[arg-type]
    bots = [RandomBot(seed + s) if s % 2 else GreedyBot(seed + s) for s in range(players)]
    rng = random.Random(seed)
    adapter = HeroRealmsAdapter()
    for event in game.events:
        _event_texts(game, event, seen)
    steps = 0
    while not game.over and steps < 1500:
        steps += 1
        if steps % 3 == 0 or game.pending is not None:
            _step_texts(game, seen, rng)
        action = bots[game.current_player].choose(game, game.legal_actions())
        seen.actions.add(action.kind)
        for lang in LANGS:
            seen.add(
                "action", game.describe_action(action), lang, game.describe_action(action, lang)
            )
        before, start = game.clone(), len(game.events)
        game.apply(action)
        for lang in LANGS:
            for note, words in zip(
                adapter.notes(before, action), adapter.notes(before, action, lang), strict=True
            ):
                seen.add("note", note, lang, words)
        for event in game.events[start:]:
            _event_texts(game, event, seen)
            for lang in LANGS:
                hidden = adapter.describe_event(game, event, 0)
                seen.add("event", hidden, lang, adapter.describe_event(game, event, 0, lang))
        if steps % 40 == 0:
            _table_texts(game, seen)
    assert game.over, f"{variant} with {players} players did not finish"
    _table_texts(game, seen)


def _event_texts(game: HeroRealmsGame, event: tuple, seen: Seen) -> None:
    seen.events.add(event[0])
    for lang in LANGS:
        seen.add("event", game.describe_event(event), lang, game.describe_event(event, lang))


def _table_texts(game: HeroRealmsGame, seen: Seen) -> None:
    for lang in LANGS:
        seen.add("table", game.text(), lang, game.text(lang))


#: Positions for what bot games rarely meet, each with the moves that reach the question
#: and its answer. Two cards can answer each, so the question is asked (a single
#: candidate is taken at once).
SCENARIOS = [
    (  # "put a champion from your discard pile on top of your deck"
        {"champions": ["varrick-the-necromancer"], "discard": ["orc-grunt", "cult-priest"]},
        [("expend", "varrick-the-necromancer", "champions")],
        "to_top",
    ),
    (  # "prepare a champion" (Rally the Troops' Imperial ally ability)
        {
            "hand": ["rally-the-troops"],
            "champions": ["man-at-arms", "arkus-imperial-dragon"],
            "expended": ["man-at-arms", "arkus-imperial-dragon"],
        },
        [("play", "rally-the-troops", "hand"), ("ally", "rally-the-troops", "in_play")],
        "prepare",
    ),
]


def _scenarios(seen: Seen) -> None:
    for spec, moves, answer in SCENARIOS:
        game = HeroRealmsGame.from_position({"players": [spec, {}]}, seed=4)
        for event in game.events:
            _event_texts(game, event, seen)
        start = len(game.events)
        for kind, card, zone in moves:
            game.apply(Action(kind, (find_instance(game, card, zone, seat=0),)))
        assert game.pending is not None and game.pending[0] == answer
        _step_texts(game, seen, random.Random(0))
        action = next(a for a in game.legal_actions() if a.kind == answer)
        seen.actions.add(action.kind)
        for lang in LANGS:
            seen.add(
                "action", game.describe_action(action), lang, game.describe_action(action, lang)
            )
        game.apply(action)
        for event in game.events[start:]:
            _event_texts(game, event, seen)
    # A market slot left empty needs the whole market deck bought first: the event alone.
    game = HeroRealmsGame.new(1)
    _event_texts(game, ("market_empty", 2), seen)


@pytest.fixture(scope="module")
def seen() -> Seen:
    found = Seen()
    for i, (variant, players, extra) in enumerate(SETUPS):
        _play(variant, players, extra, 11 + i, found)
    _scenarios(found)
    return found


def test_every_event_kind_is_written_in_every_language(seen: Seen) -> None:
    kinds = _engine_kinds(r'events\.append\(\(\s*"([a-z_]+)"')
    assert kinds, "no event kinds found in the engine's source"
    assert kinds <= seen.events, f"never rendered: {sorted(kinds - seen.events)}"


def test_every_action_kind_is_written_in_every_language(seen: Seen) -> None:
    main = {"play", "expend", "ally", "sacrifice", "buy", "attack_player", "attack_champion"}
    kinds = main | {"end_turn", "hand_over", "buy_pooled", "send"}
    kinds |= {kind for answers in _ANSWERS.values() for kind in answers}
    assert kinds <= seen.actions, f"never rendered: {sorted(kinds - seen.actions)}"


def test_every_pending_kind_is_asked_in_every_language(seen: Seen) -> None:
    kinds = _engine_kinds(r'set_pending\(\w+, \(\s*"([a-z_]+)"')
    assert kinds == set(_ANSWERS)
    assert kinds <= seen.pending, f"never asked: {sorted(kinds - seen.pending)}"


def test_every_refusal_is_written_from_a_catalogue_entry(seen: Seen) -> None:
    """Random illegal actions: each refusal has a template the catalogues translate."""
    for lang in LANGS:
        catalogue = translations(po_path(lang))
        missing = sorted(t for t in seen.refusals if not catalogue.get(t))
        assert not missing, f"{lang}: refusals with no translation: {missing}"
    assert len(seen.refusals) >= 30, sorted(seen.refusals)


def test_no_placeholder_is_left_and_nothing_stays_english(seen: Seen) -> None:
    assert len(seen.pairs) > 10_000
    for what, lang, english, text in seen.pairs:
        assert not _LEFTOVER.search(text), f"{lang} {what}: {text!r}"
        assert "Player " not in text, f"{lang} {what} keeps an English seat name: {text!r}"
        assert text != english, f"{lang} {what} is still English: {text!r}"


def test_card_texts_and_boards_are_translated() -> None:
    game = HeroRealmsGame.new(5, players=6, variant="emperor", markets=2)
    english = state_html(game)
    for lang in LANGS:
        page = state_html(game, lang=lang)
        assert page != english
        assert not _LEFTOVER.search(page)
        for label in ("Teacher's view", "Market row", "In play", "Champions", "deck "):
            assert label not in page.replace("&#x27;", "'"), (lang, label)
    cards = {game.defs[c].id: game.defs[c] for c in range(len(game.defs))}
    for card in cards.values():
        if card.primary or card.expend or card.ally or card.sacrifice:
            for lang in LANGS:
                words = card_text(card, lang)
                assert words != card.text and not _LEFTOVER.search(words), (card.id, lang)
                assert esc(card_name(card.name, lang)) in card_tile(card, lang=lang)  # or printed
        assert card_text(card) == card.text


def test_the_spanish_and_italian_terms_are_the_rule_documents() -> None:
    """# rule: HR-A2, HR-A6, HR-A7, HR-C2: combate, oro, aliado, sacrificar, aturdir."""
    game = HeroRealmsGame.new(1, names=["Ada", "Ben"])
    gain = ("gain", 0, "combat", 3, -1)
    assert describe_event(game, gain, "es") == "Ada gana 3 puntos de combate (HR-A2)"
    assert describe_event(game, gain, "it") == "Ada guadagna 3 punti combattimento (HR-A2)"
    one = ("gain", 0, "health", 1, -1)
    assert describe_event(game, one, "es") == "Ada gana 1 punto de salud (HR-A3)"
    gold = ("buy", 0, 0, 2)
    assert "2 de oro" in describe_event(game, gold, "es")
    assert "2 oro" in describe_event(game, gold, "it")
    ally = ("ally", 0, 0)
    assert "Aliado" in describe_event(game, ally, "es")
    assert "Alleato" in describe_event(game, ally, "it")
    sac = ("sacrifice", 0, 0, 0, "out")
    assert "sacrifica" in describe_event(game, sac, "es")
    assert "sacrifica" in describe_event(game, sac, "it")
    stun = ("stun", 0, 0, 1, "HR-C2")
    assert "aturdido" in describe_event(game, stun, "es")
    assert "stordito" in describe_event(game, stun, "it")


def test_plurals_are_real_plurals() -> None:
    game = HeroRealmsGame.new(1, names=["Ada", "Ben"])
    one, three = ("opponent_discards", 0, 1, 1), ("opponent_discards", 0, 1, 3)
    assert describe_event(game, one, "es") == (
        "Ben descartará 1 carta al comienzo de su próximo turno"
    )
    assert describe_event(game, three, "es") == (
        "Ben descartará 3 cartas al comienzo de su próximo turno"
    )
    assert "1 carta " in describe_event(game, one, "it")
    assert "3 carte " in describe_event(game, three, "it")
    assert describe_event(game, one) == "Ben will discard 1 card at the start of their next turn"
    assert describe_event(game, three) == "Ben will discard 3 cards at the start of their next turn"


def test_a_refusal_reads_in_every_language() -> None:
    """# rule: HR-C3: a guard refuses an attack on its owner, in the learner's language."""
    game = HeroRealmsGame.from_position(
        {"players": [{"combat": 5}, {"champions": ["orc-grunt"]}]}, seed=1, names=["Ada", "Ben"]
    )
    before = game.state_dict()
    err = game.why_illegal(Action("attack_player", (1, 3)))
    assert err is not None and err.rule == "HR-C3"
    assert err.text() == (
        "HR-C3: Orc Grunt is a guard, so Ben cannot be attacked until their guards are stunned"
    )
    assert err.text("es") == (
        "HR-C3: Orc Grunt es una guardia, así que no se puede atacar a Ben hasta aturdir a sus "
        "guardias"
    )
    assert err.text("it").startswith("HR-C3: Orc Grunt è una guardia")
    assert game.state_dict() == before


def test_a_refusal_that_names_the_pending_question_translates_it() -> None:
    game = HeroRealmsGame.from_position(
        {"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1, names=["Ada", "Ben"]
    )
    darian = game.players[0].hand[0]
    game.apply(Action("play", (darian,)))
    game.apply(Action("expend", (darian,)))
    err = game.why_illegal(Action("end_turn"))
    assert err is not None
    assert str(err) == (
        "Ada must first choose one: gain 3 combat / gain 4 health (from Darian, War Mage); "
        "end_turn does not answer it"
    )
    assert err.text("es") == (
        "Ada debe primero elegir una: gana 3 puntos de combate / gana 4 puntos de salud "
        "(de Darian, War Mage); end_turn no responde a eso"
    )


def test_default_seat_names_are_translated_and_given_names_are_not() -> None:
    game = HeroRealmsGame.new(2, players=3)
    turn = next(e for e in game.events if e[0] == "turn_start")
    assert game.describe_event(turn) == "Turn 1: Player 1 to play (HR-T1)"
    assert game.describe_event(turn, "es") == "Turno 1: juega Jugador 1 (HR-T1)"
    assert game.describe_event(turn, "it") == "Turno 1: tocca a Giocatore 1 (HR-T1)"
    named = HeroRealmsGame.new(2, players=3, names=["Ana", "Bea", "Ciro"])
    assert named.describe_event(turn, "it") == "Turno 1: tocca ad Ana (HR-T1)"


def test_an_unknown_language_is_refused() -> None:
    from toolkit.i18n import UnknownLanguageError

    game = HeroRealmsGame.new(1)
    with pytest.raises(UnknownLanguageError):
        game.describe_pending("fr")
    with pytest.raises(UnknownLanguageError):
        state_html(game, lang="de")


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_card_kind_label_starts_with_its_kind_capitalised(lang: str) -> None:
    from toolkit.hero_realms import load_cards
    from toolkit.html.hero_realms import type_label
    from toolkit.i18n import translator

    cards = load_cards().values()
    labels = {type_label(card, lang) for card in cards}
    assert all(label[:1].isupper() for label in labels), sorted(labels)
    gem = next(card for card in cards if card.role == "fire_gem")
    # the Fire Gem's label names its kind (the word a market item's label is), then its pile
    assert type_label(gem, lang).startswith(translator(lang).gettext("Item") + " ")
    said = {
        "en": "Item from the Fire Gem pile",
        "es": "Objeto del mazo de Gemas de Fuego",
        "it": "Oggetto del mazzo delle Gemme del Fuoco",
    }[lang]
    assert type_label(gem, lang) == said and said in card_tile(gem, lang=lang)
