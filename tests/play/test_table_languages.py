"""The table in Spanish and Italian: whole games by clicks with no English left on screen,
refusals with the rule's ID and title, hints with their reasons, the end summary."""

from __future__ import annotations

import inspect
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from toolkit.hero_realms import HeroRealmsGame
from toolkit.html.table import board_html
from toolkit.i18n import rule, translator
from toolkit.play import TableModel
from toolkit.play.board import Board
from toolkit.play.seats import BOT_WORDS, bot_words
from toolkit.play.sides import side_for
from toolkit.villainous import VillainousGame
from toolkit.widgets import Table

from .helpers import play_by_clicks

ROOT = Path(__file__).resolve().parents[2]
TABLE_FILES = (
    "toolkit/play/model.py",
    "toolkit/play/answers.py",
    "toolkit/play/narration.py",
    "toolkit/play/saving.py",
    "toolkit/play/sides.py",
    "toolkit/play/side_base.py",
    "toolkit/play/side_villainous.py",
    "toolkit/play/seats.py",
    "toolkit/html/table.py",
    "toolkit/widgets/table.py",
)


@cache
def english_fragments(lang: str) -> tuple[re.Pattern[str], ...]:
    """The literal pieces of every message the table writes itself (its placeholders cut
    out), for the messages that ``lang`` does not write the same as English."""
    with open(ROOT / "toolkit/locale/messages.pot", "rb") as fh:
        template = read_po(fh)
    t = translator(lang)
    out = []
    for message in template:
        if not message.id or not any(loc in TABLE_FILES for loc, _ in message.locations):
            continue
        if isinstance(message.id, str):
            pairs = [(message.id, t.gettext(message.id))]
        else:
            one, many = message.id
            pairs = [(one, t.ngettext(one, many, 1)), (many, t.ngettext(one, many, 2))]
        for msgid, translated in pairs:
            if translated == msgid:
                continue
            for piece in re.split(r"\{[^}]*\}", msgid):
                piece = piece.strip(" :;,.()'")
                if len(piece) >= 5 and re.search(r"[a-z]{3}", piece):
                    out.append(re.compile(rf"(?<!\w){re.escape(piece)}(?!\w)"))
    assert len(out) > 80  # the table's own words are in the template
    return tuple(out)


def engine_speaks(game: str) -> bool:
    """Whether the game's engine writes its sentences in other languages yet."""
    cls = HeroRealmsGame if game == "hero-realms" else VillainousGame
    return "lang" in inspect.signature(cls.describe_action).parameters


def shown_texts(table: TableModel, board: Board) -> list[str]:
    """Every text the table shows a learner, with the names printed on cards left out."""
    texts = [board.title, board.view, board.legend, board.handover or "", board.waiting or ""]
    texts += list(board.summary)
    for panel in board.panels:
        texts += [panel.title, panel.note, *panel.stats]
        for zone in panel.zones:
            texts += [zone.label, *zone.notes]
            texts += [" ".join((*s.marks, *s.badges)) for s in zone.spots]
    speaks = engine_speaks(table.game.game_name)
    # a move button is labelled with the engine's sentence; End turn is the table's own
    texts += [c.label for c in board.controls if speaks or c.name in ("end", "end_turn")]
    if board.prompt is not None and (speaks or table._choice is not None):
        texts.append(board.prompt.text)
        if speaks:
            texts += list(board.prompt.options)
    if board.message is not None and (speaks or board.message.kind not in ("done", "hint")):
        texts.append(board.message.text)
    if speaks:
        texts += list(board.narration)
    page = board_html(board, table.lang)
    page = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    texts.append(re.sub(r"<[^>]+>", " ", page) if speaks else "")
    names = {s.name for s in board.spots.values()} | set(table.names)
    # every printed name of the game: cards, villains and locations stay as printed
    names |= {d.name for d in table.game.defs}
    for player in table.game.players:
        villain = getattr(player, "villain", None)
        if villain is not None:
            names |= {villain.name, *(loc.name for loc in villain.locations)}
    if table.game.game_name == "villainous":
        # the Villainous card data holds each card's printed text in English only: the
        # table shows it on the card as printed (Hero Realms texts are written in the
        # language from the card's effects)
        names |= {_printed(d.text) for d in table.game.defs}
    names = sorted(names, key=len)
    out = []
    for text in texts:
        for name in reversed(names):
            text = text.replace(name, "")
        out.append(text)
    return out


def _printed(text: str) -> str:
    """A Villainous card's printed text as the table shows it (its kind word cut off)."""
    head, dot, rest = text.partition(". ")
    return rest if dot and " " not in head else text


def leftovers(table: TableModel, board: Board) -> list[str]:
    """English phrases of the table's own messages found in what it shows, and any
    ``{placeholder}`` left unfilled."""
    found = []
    for text in shown_texts(table, board):
        if "{" in text:
            found.append(f"placeholder left in {text!r}")
        for pattern in english_fragments(table.lang):
            if pattern.search(text):
                found.append(f"{pattern.pattern} in {text!r}")
    return found


GAMES = [
    ("hero-realms", ["human", "greedy"], {}),
    ("hero-realms", ["human", "greedy", "greedy"], {"variant": "first-blood"}),
    ("villainous", ["human", "heuristic"], {}),
]


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize(("game", "seats", "options"), GAMES)
def test_a_whole_game_by_clicks_shows_no_english(
    game: str, seats: list[str], options: dict[str, str], lang: str
) -> None:
    table = TableModel(game, seats=seats, seed=4, lang=lang, **options)
    found: list[str] = []

    def look(table: TableModel, clicks: int) -> None:
        if clicks % 5 == 0 and not table.game.over and not table.bot_to_act:
            table.hint()
        found.extend(leftovers(table, table.board()))

    clicks = play_by_clicks(table, seed=2, each=look)
    assert table.game.over and table.game.winners and clicks > 10
    assert not found, found[:10]
    summary = table.board().summary
    assert len(summary) == len(seats) + 1
    won = {"es": "ganó en el turno", "it": "ha vinto al turno"}[lang]
    assert won in summary[0], summary[0]
    assert "won" not in summary[0]


def test_default_seat_names_are_shown_in_the_language() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=1, lang="it")
    board = table.board()
    assert [p.title for p in board.panels[:2]] == ["Giocatore 1", "Giocatore 2"]
    assert board.title == "Turno 1: decidi tu, Giocatore 1"
    assert board.view == "Vista di Giocatore 1"


def guarded(lang: str) -> TableModel:
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"hand": ["spark", "gold"], "combat": 5},
                {"champions": ["orc-grunt", "rayla-endweaver"], "hand": ["gold"]},
            ]
        },
        names=["Ada", "Ben"],
    )
    return TableModel(game, seats=["human", "greedy"], seed=1, lang=lang)


def test_a_refusal_is_said_in_spanish_with_the_rule_id_and_title() -> None:
    # rule: HR-C3
    table = guarded("es")
    before = table.game.state_dict()
    message = table.click_player(1)
    assert message.kind == "refused" and message.rule == "HR-C3"
    title = rule("HR-C3", "es").title
    assert message.text.startswith("No permitido (Ben): ")
    assert f"(regla HR-C3: {title})" in message.text, message.text
    err = table.game.why_illegal(table.side.tried(table.game, "player", 1, table.legal(), None))
    assert err is not None
    reason = err.text("es").split(": ", 1)[1]
    assert reason[1:].rstrip(".") in message.text
    assert "guard" not in message.text.replace("guardia", "")  # no English reason
    assert table.game.state_dict() == before and not table.game.decisions


def test_pressing_end_turn_during_a_choice_is_refused_in_italian() -> None:
    game = HeroRealmsGame.from_position(
        {"players": [{"hand": ["darian-war-mage"]}, {}]}, names=["Ada", "Ben"]
    )
    table = TableModel(game, seats=["human", "greedy"], seed=1, lang="it")
    darian = game.players[0].hand[0]
    table.click_card(darian)
    table.click_card(darian)
    prompt = table.board().prompt
    assert prompt is not None
    assert all(o.startswith("guadagna ") for o in prompt.options), prompt.options
    message = table.press("Fine turno")
    assert message.kind == "refused" and "Non consentito" in message.text
    assert "Ada deve prima sceglierne una:" in message.text


def test_the_hint_gives_its_reason_in_italian() -> None:
    game = HeroRealmsGame.from_position(
        {"players": [{"combat": 5}, {"champions": ["orc-grunt"], "hand": ["gold"]}]},
        names=["Ada", "Ben"],
    )
    table = TableModel(game, seats=["human", "greedy"], lang="it")
    message = table.hint()
    assert message.kind == "hint"
    assert message.text.startswith(
        "Il bot che gioca ogni scelta in molti futuri possibili e tiene quella che vince di più "
        "ti suggerisce: attacca Orc Grunt con 3 punti combattimento."
    )
    # the search's sentence names the guard with its rule, and the table's own list of
    # effects ("Perché: …") is not said a second time
    assert "Stordisce Orc Grunt, la guardia che blocca il tuo attacco (HR-C3)." in message.text
    assert " Perché: " not in message.text
    assert "Why" not in message.text and "stuns" not in message.text


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("game", ["hero-realms", "villainous"])
def test_the_hint_says_what_the_bot_does_not_its_name(game: str, lang: str) -> None:
    table = TableModel(game, seats=["human", "random"], seed=4, lang=lang)
    words = bot_words("search", translator(lang))
    message = table.hint()
    assert message.kind == "hint" and words and words in message.text
    names = set(table.side.bot_names) | set(BOT_WORDS)
    assert not [n for n in names if re.search(rf"(?<!\w){n}(?!\w)", message.text)]


def test_every_bot_of_the_tables_has_plain_words_in_every_language() -> None:
    for game in ("hero-realms", "villainous"):
        for bot in side_for(game).bot_names:
            assert bot in BOT_WORDS, bot
            for lang in ("es", "it"):
                words = bot_words(bot, translator(lang))
                assert words and words != BOT_WORDS[bot] and bot not in words


def test_a_click_with_several_meanings_asks_in_spanish() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=3, lang="es")
    board = table.board()
    assert board.controls and board.controls[-1].label == "Terminar turno"
    assert table.board().legend.startswith("Letras: ")
    panel = board.panels[0]
    assert panel.stats[0].startswith("Poder ") and panel.note.startswith("Objetivo (V-W1): ")
    assert any(z.notes and z.notes[0].startswith("arriba: ") for z in panel.zones)


def test_the_widget_speaks_spanish_buttons_tooltips_and_the_end() -> None:
    table = Table("hero-realms", seats=["greedy", "greedy"], seed=3, lang="es")
    assert table.hint_button.description == "Pista"
    assert table.hint_button.tooltip == "Qué haría el bot más fuerte, y por qué"
    assert table.skip_button.description == "Saltar a mi turno"
    assert table.teacher.description == "Vista del profesor"
    assert ("instantánea", "instant") in table.pace.options
    table.skip_button.click()
    assert table.model.game.over
    end = table.end_box.children[0].value
    assert "ganó en el turno" in end and "mazo de" in end
    assert table.replay_button.description == "Abrir la repetición"
    table.replay_button.click()
    assert table.replay_box.children[0].lang == "es"


def test_the_widget_passes_the_screen_in_italian() -> None:
    table = Table(
        "hero-realms",
        seats=["human", "human"],
        seed=1,
        lang="it",
        names=["Ada", "Ben"],
        confirm_end=False,
    )
    table.control_buttons["end_turn"].click()
    assert "Passa lo schermo a Ben" in table.handover_box.children[0].value
    assert table.handover_button.description == "Mostra la mia mano"
    table.handover_button.click()
    assert table.model.screen == 1
    assert "Ben ha lo schermo." in table.message.value
    assert "Nota:" in table.message.value


@pytest.mark.parametrize(("lang", "price"), [("en", "{n}g"), ("es", "{n} oro"), ("it", "{n} oro")])
def test_a_market_card_shows_its_cost_in_the_language(lang: str, price: str) -> None:
    # rule: HR-B1
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=4, lang=lang)
    game = table.game
    costs = {
        spot.name: (spot.badges, game.defs[spot.ref].cost)
        for spot in table.board().spots.values()
        if spot.kind == "card" and isinstance(spot.ref, int) and game.defs[spot.ref].cost
    }
    assert costs
    for name, (badges, cost) in costs.items():
        assert price.format(n=cost) in badges, (name, badges)
