"""Grammar from structure: the gender and number of each name, agreement, articles, and
option labels written from their records in Spanish and Italian.

``data/grammar.yaml`` must name every card, villain, location and Treasure an engine can
write; a sentence that agrees with a name is tried with a feminine and a masculine name
(and a plural one) in both languages; every legal action and option label of seeded
games of both games reads with no English interface word and never makes two different
English labels one.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.i18n.test_no_english_on_screen import english_words
from toolkit.core.safe_yaml import DataFileError, load_checked
from toolkit.hero_realms.cards import load_cards
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.i18n import grammar
from toolkit.villainous.cards import load_all
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.labels import TOKENS, Label, label
from toolkit.villainous.text import label_text

ROOT = Path(__file__).resolve().parents[2]
VILLAINS = ["captain_hook", "ursula", "tamatoa", "davy_jones", "evil_queen"]


# -- the data file ----------------------------------------------------------------------


def test_every_villainous_name_has_its_gender_and_number() -> None:
    names = set()
    for v in load_all().values():
        names.add(v.name)
        names.update(loc.name for loc in v.locations)
        names.update(t.name for t in v.treasures)
        names.update(c.name for c in v.cards.values())
    known = grammar.forms()["villainous"]
    assert sorted(names - set(known)) == []
    assert sorted(set(known) - names) == []  # no name the game does not have


def test_every_hero_realms_name_has_its_gender_and_number() -> None:
    names = {card.name for card in load_cards().values()}
    known = grammar.forms()["hero_realms"]
    assert sorted(names - set(known)) == []
    assert sorted(set(known) - names) == []


def test_the_edition_genders_are_the_ones_the_data_gives() -> None:
    f = grammar.form
    assert f("villainous", "Snow White", "es") == grammar.Form("f", False, None)
    assert f("villainous", "King Triton", "it") == grammar.Form("m", False, None)
    assert f("villainous", "Hangman's Tree", "es").gender == "m"  # el árbol
    assert f("villainous", "Lost Boys", "it") == grammar.Form("m", True, None)
    assert f("villainous", "Jolly Roger", "it") == grammar.Form("f", False, "la")  # la nave
    assert f("villainous", "Jolly Roger", "en") == grammar.Form("m", False, None)


@pytest.mark.parametrize(
    "text,wanted",
    [
        ("villainous: {Smee: {es: m}}\nhero_realms: {Gold: {es: m, it: m}}\n", "it"),
        ("villainous: {Smee: {es: n, it: m}}\nhero_realms: {Gold: {es: m, it: m}}\n", "es"),
        ("villainous: {Smee: {es: m, it: m, article: {es: lo, it: il}}}\nhero_realms: {}\n", ""),
        ("villainous: {Smee: {es: m, it: m}}\n", "hero_realms"),
    ],
)
def test_a_broken_grammar_file_is_refused_with_the_field(
    tmp_path: Path, text: str, wanted: str
) -> None:
    path = tmp_path / "grammar.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(DataFileError) as raised:
        load_checked(path, "grammar.json")
    assert wanted in str(raised.value)


# -- agreement with a feminine and a masculine card ---------------------------------------


@pytest.fixture(scope="module")
def game() -> VillainousGame:
    return VillainousGame.new(
        villains=["evil_queen", "captain_hook", "ursula"], seed=1, names=["Cy", "Ada", "Bo"]
    )


def _card(game: VillainousGame, card_id: str) -> int:
    return next(i for i, d in enumerate(game.defs) if d.id == card_id)


# (event, lang, card id, sentence)
AGREEING = [
    # discarded: Italian agrees, Spanish agrees in number
    (("discard", 0, "snow_white", ""), "it", "Cy: Snow White viene scartata"),
    (("discard", 0, "huntsman", ""), "it", "Cy: Huntsman viene scartato"),
    (("discard", 1, "lost_boys", ""), "it", "Ada: Lost Boys vengono scartati"),
    (("discard", 0, "snow_white", ""), "es", "Cy: Snow White se descarta"),
    (("discard", 1, "lost_boys", ""), "es", "Ada: Lost Boys se descartan"),
    (("discard", 0, "magic_mirror", "from hand"), "it", "Cy: Magic Mirror viene scartato (dalla mano)"),
    (("discard", 1, "never_land_map", "from hand"), "it", "Ada: Never Land Map viene scartata (dalla mano)"),
    # attached
    (("attach", 2, "dinglehopper", "ariel"), "it", "Bo: Dinglehopper viene assegnata ad Ariel"),
    (("attach", 2, "trident", "ariel"), "it", "Bo: Trident viene assegnato ad Ariel"),
    (("attach", 2, "trident", "ariel"), "es", "Bo: Trident se une a Ariel"),
    # unplayable (V-F2)
    (("unplayable", 1, "tinker_bell"), "it", "Tinker Bell non si può giocare e viene scartata senza effetto (V-F2)"),
    (("unplayable", 1, "peter_pan"), "it", "Peter Pan non si può giocare e viene scartato senza effetto (V-F2)"),
    (("unplayable", 1, "lost_boys"), "es", "Lost Boys no se pueden jugar y se descartan sin efecto (V-F2)"),
    (("unplayable", 1, "peter_pan"), "es", "Peter Pan no se puede jugar y se descarta sin efecto (V-F2)"),
]  # fmt: skip


def _event(game: VillainousGame, spec: tuple[object, ...]) -> tuple[object, ...]:
    kind, seat, *rest = spec
    if kind == "discard":
        return ("discard", seat, _card(game, str(rest[0])), rest[1])
    if kind == "attach":
        return ("attach", seat, _card(game, str(rest[0])), _card(game, str(rest[1])))
    return (kind, seat, _card(game, str(rest[0])))


@pytest.mark.parametrize("spec,lang,wanted", AGREEING)
def test_a_sentence_agrees_with_the_card_it_names(
    game: VillainousGame, spec: tuple[object, ...], lang: str, wanted: str
) -> None:
    event = _event(game, spec)
    assert game.describe_event(event, lang) == wanted
    english = game.describe_event(event)
    assert "viene" not in english and english != wanted


@pytest.mark.parametrize("lang,mark", [("es", "[bloqueada]"), ("it", "[bloccato]")])
def test_a_locked_location_agrees_with_the_word_for_location(lang: str, mark: str) -> None:
    """Ubicación / luogo, as the table's board says it, whatever the name's gender."""
    game = VillainousGame.new(villains=["captain_hook", "ursula"], seed=3)
    p = game.players[0]
    for location in ("Skull Rock", "Hangman's Tree"):
        li = next(i for i, loc in enumerate(p.villain.locations) if loc.name == location)
        p.locked.clear()
        p.locked.add(li) if isinstance(p.locked, set) else p.locked.append(li)
        line = next(x for x in game.text(lang).splitlines() if x.strip().startswith(location))
        assert line.strip().startswith(f"{location} {mark}:")


@pytest.mark.parametrize(
    "lang,wanted",
    [
        ("es", ["Cy se mueve al Jolly Roger", "Cy se mueve a Skull Rock"]),
        ("it", ["Cy si sposta alla Jolly Roger", "Cy si sposta a Skull Rock"]),
    ],
)
def test_a_name_with_an_article_joins_its_preposition(lang: str, wanted: list[str]) -> None:
    game = VillainousGame.new(villains=["captain_hook", "ursula"], seed=3, names=["Cy", "Bo"])
    said = [game.describe_event(("move", 0, li), lang) for li in (0, 1)]
    assert said == wanted
    assert game.describe_event(("move", 0, 0)) == "Cy moves to Jolly Roger"


def test_a_label_puts_the_article_where_the_name_takes_one() -> None:
    at = label("{card} at {location}", card="Smee", location="Jolly Roger")
    assert at == "Smee at Jolly Roger"
    assert label_text(at, "es") == "Smee en el Jolly Roger"
    assert label_text(at, "it") == "Smee alla Jolly Roger"
    to = label("{card} to {location}", card="Smee", location="Jolly Roger")
    assert label_text(to, "es") == "Smee al Jolly Roger"


# -- counts 0, 1, 2 ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "n,es,it",
    [(0, "0 fichas", "0 segnalini"), (1, "1 ficha", "1 segnalino"), (2, "2 fichas", "2 segnalini")],
)
def test_strength_tokens_take_the_plural(n: int, es: str, it: str) -> None:
    tokens = label(TOKENS[n == 1], n=n)
    assert tokens == (f"{n} token" if n == 1 else f"{n} tokens")
    assert (label_text(tokens, "es"), label_text(tokens, "it")) == (es, it)


@pytest.mark.parametrize(
    "cards,narration,es,it",
    [
        (("Smee",), False, "descártala: Smee", "scartala: Smee"),
        (("Smee", "Cannon"), False, "descarta todas: Smee, Cannon", "scartale tutte: Smee, Cannon"),
        (("Smee",), True, "descartarla: Smee", "scartarla: Smee"),
        (("Smee", "Cannon"), True, "descartar todas: Smee, Cannon", "scartarle tutte: Smee, Cannon"),
    ],
)  # fmt: skip
def test_the_cards_looked_at_are_counted(
    cards: tuple[str, ...], narration: bool, es: str, it: str
) -> None:
    lb = label("discard all: {cards}", cards=cards)
    assert lb == "discard all: " + ", ".join(cards)
    assert label_text(lb, "es", narration=narration) == es
    assert label_text(lb, "it", narration=narration) == it


@pytest.mark.parametrize(
    "n,es,it",
    [(0, "Ada roba 0 cartas", "Ada pesca 0 carte"), (1, "Ada roba 1 carta", "Ada pesca 1 carta"),
     (2, "Ada roba 2 cartas", "Ada pesca 2 carte")],
)  # fmt: skip
def test_draws_take_the_plural(game: VillainousGame, n: int, es: str, it: str) -> None:
    assert game.describe_event(("draw", 1, n), "es") == es
    assert game.describe_event(("draw", 1, n), "it") == it


# -- a choice reads as a choice, a button as an order ------------------------------------


def test_a_choice_is_narrated_in_the_infinitive_and_offered_as_an_order() -> None:
    from toolkit.villainous.verbs import effects_label

    move = effects_label([{"move_hero": {"target": {"what": "hero"}, "to": "adjacent"}}])
    assert move == "move a Hero"
    assert label_text(move, "es") == "mueve un Héroe"
    assert label_text(move, "it") == "sposta un Eroe"
    assert label_text(move, "es", narration=True) == "mover un Héroe"
    assert label_text(move, "it", narration=True) == "spostare un Eroe"
    nothing = label("do nothing")
    assert label_text(nothing, "es") == "no hagas nada"
    assert label_text(nothing, "es", narration=True) == "no hacer nada"


# -- every label of seeded games ----------------------------------------------------------

SEEDS = (1, 2, 3)


def _english_left(text: str) -> list[str]:
    return english_words(text)


def _check_options(labels: list[tuple[str, str]], where: str, problems: list[str]) -> None:
    """``(english, translated)`` labels of one question: no English word, and two
    different English labels never read the same."""
    seen: dict[str, str] = {}
    for english, text in labels:
        words = _english_left(text)
        if words:
            problems.append(f"{where}: {words} in {text!r} ({english!r})")
        other = seen.setdefault(text, english)
        if other != english:
            problems.append(f"{where}: {english!r} and {other!r} both read {text!r}")


def _play_checking_labels(
    game: VillainousGame | HeroRealmsGame, lang: str, steps: int, where: str, problems: list[str]
) -> int:
    """Play ``game`` at random for up to ``steps`` actions, checking every legal action's
    label, every pending option and prompt in ``lang`` (:func:`_check_options`); the
    number of option labels read."""
    rng = random.Random(where)
    labels_seen = 0
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        actions = [(game.describe_action(a), game.describe_action(a, lang)) for a in legal]
        _check_options(actions, f"{where} actions", problems)
        pd, pd_lang = game.pending_decision, game.pending_decision_in(lang)
        if pd is not None and pd_lang is not None:
            options = [(o.label, t.label) for o, t in zip(pd.options, pd_lang.options, strict=True)]
            labels_seen += len(options)
            _check_options(options, f"{where} options", problems)
            if _english_left(pd_lang.prompt):
                problems.append(f"{where} prompt {pd_lang.prompt!r}")
        game.apply(rng.choice(legal))
    return labels_seen


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_villainous_label_of_seeded_games_reads_in_the_language(lang: str) -> None:
    problems: list[str] = []
    labels_seen = 0
    for seed in SEEDS:
        for pair in ((0, 1), (2, 3), (4, 0), (1, 3)):
            villains = [VILLAINS[i] for i in pair]
            game = VillainousGame.new(villains=villains, seed=seed)
            labels_seen += _play_checking_labels(game, lang, 220, f"{villains} {seed}", problems)
    assert labels_seen > 200
    assert problems == []


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_hero_realms_label_of_seeded_games_reads_in_the_language(lang: str) -> None:
    problems: list[str] = []
    labels_seen = 0
    for seed in SEEDS:
        game = HeroRealmsGame.new(seed=seed)
        labels_seen += _play_checking_labels(game, lang, 250, f"hero realms {seed}", problems)
    assert labels_seen > 20
    assert problems == []


def test_labels_are_records_the_log_keeps_as_words() -> None:
    """A label is its English words to a log and a copy, and keeps its record."""
    import copy
    import json

    lb = label("{card} on {other}", card="Cutlass", other="Smee")
    assert isinstance(lb, Label) and json.dumps(lb) == '"Cutlass on Smee"'
    again = copy.deepcopy(lb)
    assert isinstance(again, Label) and again.fields == lb.fields and again == lb


# -- Hero Realms: a champion's name meets a participle -----------------------------------

HR_AGREEING = [
    ("stun", "es", "Rayla, Endweaver", "Rayla, Endweaver queda aturdida por una habilidad"),
    ("stun", "es", "Cron, the Berserker", "Cron, the Berserker queda aturdido por una habilidad"),
    ("stun", "it", "Rayla, Endweaver", "Rayla, Endweaver viene stordita da un'abilità"),
    ("stun", "it", "Cron, the Berserker", "Cron, the Berserker viene stordito da un'abilità"),
    ("market_reveal", "it", "Broelyn, Loreweaver", "Broelyn, Loreweaver viene girata a faccia in su"),
    ("market_reveal", "it", "Orc Grunt", "Orc Grunt viene girato a faccia in su"),
    ("market_reveal", "it", "Spark", "Spark viene girata a faccia in su"),
]  # fmt: skip


@pytest.mark.parametrize("kind,lang,card,start", HR_AGREEING)
def test_a_hero_realms_sentence_agrees_with_the_champion(
    kind: str, lang: str, card: str, start: str
) -> None:
    game = HeroRealmsGame.new(seed=1)
    iid = next(i for i, d in enumerate(game.defs) if d.name == card)
    event = ("stun", 0, iid, 1, "HR-C4") if kind == "stun" else ("market_reveal", 0, iid)
    assert game.describe_event(event, lang).startswith(start)


@pytest.mark.parametrize(
    "lang,card,mark",
    [
        ("es", "Rayla, Endweaver", "(girada)"),
        ("es", "Cron, the Berserker", "(girado)"),
        ("it", "Rayla, Endweaver", "(girata)"),
        ("it", "Cron, the Berserker", "(girato)"),
    ],
)
def test_an_expended_champion_agrees_with_its_name(lang: str, card: str, mark: str) -> None:
    card_id = next(k for k, c in load_cards().items() if c.name == card)
    game = HeroRealmsGame.from_position(
        {"players": [{"champions": [card_id], "expended": [card_id]}, {}]}, seed=1
    )
    assert f"{card} {mark}" in game.text(lang)
    assert f"{card} (expended)" in game.text()


# -- "elige" is never followed by an order -------------------------------------------------


def test_a_villainous_choice_is_narrated_with_the_infinitive() -> None:
    from toolkit.villainous.pending import CardChoice

    found = 0
    for seed in SEEDS:
        game = VillainousGame.new(villains=["captain_hook", "evil_queen"], seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if game.over:
                break
            legal = game.legal_actions()
            pd = game.pending
            if isinstance(pd, CardChoice):
                for a in legal:
                    option = pd.labels[a.args[0]]
                    if not isinstance(option, Label) or option.form != "{effects}":
                        continue
                    found += 1
                    for lang, verb in (("es", "elige"), ("it", "sceglie")):
                        said = game.describe_action(a, lang)
                        infinitive = label_text(option, lang, narration=True)
                        assert said.endswith(f"{verb}: {infinitive}")
                        assert infinitive != label_text(option, lang)  # not the order
            game.apply(rng.choice(legal))
    assert found > 0


@pytest.mark.parametrize(
    "lang,wanted",
    [("es", "elige la opción «gana 3 puntos de combate»"),
     ("it", "sceglie l'opzione «guadagna 3 punti combattimento»")],
)  # fmt: skip
def test_a_hero_realms_choice_quotes_the_option_as_its_button_reads(lang: str, wanted: str) -> None:
    from toolkit.core.actions import Action

    game = HeroRealmsGame.from_position({"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1)
    darian = game.players[0].hand[0]
    game.apply(Action("play", (darian,)))
    game.apply(Action("expend", (darian,)))
    choose = next(a for a in game.legal_actions() if a.kind == "choose")
    assert game.describe_action(choose) == "Player 1 chooses: gain 3 combat"
    assert game.describe_action(choose, lang).endswith(wanted)


def test_a_saved_game_replayed_reads_its_choices_in_the_language() -> None:
    """A log keeps a label's English words; the replayed game has the records again, so a
    choice of a saved game reads in Spanish, not in English."""
    from toolkit.core.log import GameLog
    from toolkit.villainous.pending import CardChoice

    game = VillainousGame.new(villains=["captain_hook", "evil_queen"], seed=1)
    rng = random.Random(1)
    chose = 0
    while chose < 6 and not game.over:
        legal = game.legal_actions()
        if isinstance(game.pending, CardChoice):
            chose += 1
        game.apply(rng.choice(legal))
    assert chose == 6
    replayed = GameLog.loads(GameLog.from_game(game).dumps()).replay()
    choices = [e for _, _, events in replayed.iter_steps() for e in events if e[0] == "choice"]
    assert len(choices) >= 3
    assert any(isinstance(event[2], Label) for event in choices)  # a name is a plain str
    for event in choices:
        text = replayed.describe_event(event, "es")
        assert english_words(text) == [], text


# -- amounts and repeated names ------------------------------------------------------------


@pytest.mark.parametrize(
    "gold,combat,lang,wanted",
    [
        (1, 0, "en", "Ada loses 1 unspent gold (HR-D2)"),
        (1, 0, "es", "Ada pierde 1 de oro sin gastar (HR-D2)"),
        (1, 0, "it", "Ada perde 1 oro non speso (HR-D2)"),
        (0, 1, "en", "Ada loses 1 unspent combat (HR-D2)"),
        (0, 1, "es", "Ada pierde 1 punto de combate sin gastar (HR-D2)"),
        (0, 2, "it", "Ada perde 2 punti combattimento non spesi (HR-D2)"),
        (2, 1, "es", "Ada pierde 2 de oro y 1 punto de combate sin gastar (HR-D2)"),
        (2, 2, "it", "Ada perde 2 oro e 2 punti combattimento non spesi (HR-D2)"),
    ],
)  # rule: HR-D2
def test_a_lost_pool_names_only_the_amounts_that_are_not_zero(
    gold: int, combat: int, lang: str, wanted: str
) -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game.describe_event(("lose_pool", 0, gold, combat), lang) == wanted


@pytest.mark.parametrize(
    "lang,wanted",
    [
        ("en", "Vanquish Peter Pan with two Pirate Brutes"),
        ("es", "Vencer a Peter Pan con dos Pirate Brute"),
        ("it", "Sconfiggi Peter Pan con due Pirate Brute"),
    ],
)  # rule: V-V1
def test_a_repeated_ally_is_counted_not_repeated(lang: str, wanted: str) -> None:
    from toolkit.exercises.words import move_label, typed_forms

    move = "vanquish Peter Pan with Pirate Brute and Pirate Brute"
    assert move_label("villainous", move, lang) == wanted
    three = "vanquish Peter Pan with Pirate Brute, Smee and Pirate Brute"
    assert move_label("villainous", three, lang).endswith(
        {"en": "two Pirate Brutes and Smee", "es": "dos Pirate Brute y Smee"}.get(
            lang, "due Pirate Brute e Smee"
        )
    )
    assert wanted.casefold() in typed_forms("villainous", move, lang)


@pytest.mark.parametrize(
    "lang,names,wanted",
    [
        ("es", [], "ningún Aliado"),
        ("es", ["Pirate Brute"], "Pirate Brute"),
        ("es", ["Pirate Brute", "Smee", "Pirate Brute"], "dos Pirate Brute y Smee"),
        ("it", ["Pirate Brute", "Pirate Brute"], "due Pirate Brute"),
        ("it", ["Smee", "Pirate Brute", "Swashbuckler"], "Smee, Pirate Brute e Swashbuckler"),
        ("en", ["Pirate Brute"] * 3, "three Pirate Brutes"),
    ],
)  # rule: V-V1
def test_the_allies_of_a_vanquish_on_the_table_are_counted(
    lang: str, names: list[str], wanted: str
) -> None:
    from toolkit.i18n import translator
    from toolkit.villainous.text_words import listed_allies

    assert listed_allies(translator(lang), names, "no Allies") == wanted
