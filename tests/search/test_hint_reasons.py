"""Hint reasons in the words of the game: each from a constructed position, in en, es and it.

Each reason is checked where it must appear and where it must not, with its rule ID. The
hints are built by hand (move and next best move) so that the sentence is tested on a
fixed pair of moves; the search itself is tested in test_hint.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from toolkit.core.actions import Action
from toolkit.hero_realms import HeroRealmsGame
from toolkit.i18n import translator
from toolkit.search.hint import Hint, hint_reason
from toolkit.search.hint_reasons import compare_reason, lethal_threat, move_reasons

from .test_search_bots import (
    _hide_differently,
    _hr_buy_decision,
    _v_decision,
    _v_hide_differently,
)

LANGS = ("en", "es", "it")


def _hint(action: Action, other: Action | None = None, seat: int = 0) -> Hint:
    return Hint(action, seat, 0.6, 100, other, 0.4 if other is not None else None)


def _said(game: object, hint: Hint, lang: str) -> str:
    return hint_reason(hint, lambda a: "MOVE", translator(lang), game)  # type: ignore[arg-type]


def _shares(hint: Hint, lang: str) -> str:
    return hint_reason(hint, lambda a: "MOVE", translator(lang))


def _kind(game: HeroRealmsGame, kind: str) -> Action:
    return next(a for a in game.legal_actions() if a.kind == kind)


@dataclass(frozen=True)
class Said:
    """A reason's position: the hint that says ``words`` (at the start, or anywhere when
    not ``starts``), and other hints of the same game, each with what it must not say
    (one text, one per language, or None: nothing but the win shares)."""

    game: object
    hint: Hint
    words: dict[str, str]
    others: tuple[tuple[Hint, str | dict[str, str] | None], ...]
    starts: bool = True


# -- Hero Realms ------------------------------------------------------------------------


def _rayla(health: int) -> HeroRealmsGame:
    """Seat 0 has 10 combat; the opponent has Rayla, Endweaver (not a guard, defense 4,
    expend 3 combat) in play and 30 health."""
    return HeroRealmsGame.from_position(
        {
            "active": 0,
            "health": [health, 30],
            "players": [{"combat": 10}, {"champions": ["rayla-endweaver"]}],
        },
        seed=4,
    )


STUNS = {
    "en": "It stuns Rayla, Endweaver, a champion of your opponent (HR-C2).",
    "es": "Aturde a Rayla, Endweaver, un campeón de tu oponente (HR-C2).",
    "it": "Stordisce Rayla, Endweaver, un campione del tuo avversario (HR-C2).",
}


def _stuns() -> Said:
    # rule: HR-C2
    game = _rayla(30)
    stun, attack = _kind(game, "attack_champion"), _kind(game, "attack_player")
    return Said(game, _hint(stun), STUNS, ((_hint(attack), STUNS),))


NEXT_STUN = {
    "en": "The next best move (MOVE) leaves Rayla, Endweaver in play (HR-C2).",
    "es": "La segunda mejor jugada (MOVE) deja a Rayla, Endweaver en juego (HR-C2).",
    "it": "La seconda mossa migliore (MOVE) lascia Rayla, Endweaver in gioco (HR-C2).",
}


def _next_stun() -> Said:
    # rule: HR-C2
    game = _rayla(30)
    stun, end = _kind(game, "attack_champion"), _kind(game, "end_turn")
    # ending the turn does nothing the stun lacks: only the shares
    others = ((_hint(stun), NEXT_STUN), (_hint(end, stun), None))
    return Said(game, _hint(stun, end), NEXT_STUN, others, starts=False)


SAFE = {
    "en": "It likely keeps you out of reach of a lethal attack on your opponent's next turn "
    "(HR-E1).",
    "es": "Probablemente te deja fuera del alcance de un ataque mortal en el próximo turno de "
    "tu oponente (HR-E1).",
    "it": "Probabilmente ti tiene fuori dalla portata di un attacco letale nel prossimo turno "
    "del tuo avversario (HR-E1).",
}
NEXT_IN_REACH = {
    "en": "Unlike the next best move (MOVE), it likely keeps you out of reach of a lethal "
    "attack on your opponent's next turn (HR-E1).",
    "es": "A diferencia de la segunda mejor jugada (MOVE), probablemente te deja fuera del "
    "alcance de un ataque mortal en el próximo turno de tu oponente (HR-E1).",
    "it": "A differenza della seconda mossa migliore (MOVE), probabilmente ti tiene fuori "
    "dalla portata di un attacco letale nel prossimo turno del tuo avversario (HR-E1).",
}


def test_the_lethal_estimate_counts_the_best_next_hand_and_champions_in_play() -> None:
    game = _rayla(5)
    # the opponent's hand and deck are the ten personal cards: Dagger 1 and Short Sword 2
    # are their only combat; Rayla's expend adds 3
    assert lethal_threat(game, 1) == 6
    after = game.clone()
    after.apply(_kind(game, "attack_champion"))
    assert lethal_threat(after, 1) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_stunning_the_threat_keeps_the_seat_out_of_reach(lang: str) -> None:
    # rule: HR-E1
    game = _rayla(5)
    stun, attack = _kind(game, "attack_champion"), _kind(game, "attack_player")
    alone = _said(game, _hint(stun), lang)
    assert alone.startswith(f"{STUNS[lang]} {SAFE[lang]}")
    # against the attack, which leaves Rayla's combat for next turn: one sentence says both
    said = _said(game, _hint(stun, attack), lang)
    assert said.startswith(f"{STUNS[lang]} {NEXT_IN_REACH[lang]}")
    assert SAFE[lang] not in said
    # with 30 health the seat is never in reach: neither sentence
    healthy = _rayla(30)
    stun, attack = _kind(healthy, "attack_champion"), _kind(healthy, "attack_player")
    calm = _said(healthy, _hint(stun, attack), lang)
    assert SAFE[lang] not in calm and NEXT_IN_REACH[lang] not in calm
    assert "(HR-E1)" not in calm


def _buying() -> HeroRealmsGame:
    """Seat 0 has 4 gold and owns Intimidation (Guild, with an Ally ability)."""
    return HeroRealmsGame.from_position(
        {
            "active": 0,
            "market_row": ["profit", "spark", "arkus-imperial-dragon", "orc-grunt", "taxation"],
            "players": [{"gold": 4, "discard": ["intimidation"]}, {}],
        },
        seed=1,
    )


def _buy(game: HeroRealmsGame, name: str) -> Action:
    return next(
        a
        for a in game.legal_actions()
        if a.kind == "buy" and game.card_name(a.args[0]) == name  # type: ignore[arg-type]
    )


BUYS = {
    "en": "It buys Profit (HR-B1), a Guild card like 1 card you already own: together they "
    "use Ally abilities (HR-A6).",
    "es": "Compra Profit (HR-B1), de la facción Guild, igual que 1 carta que ya tienes: juntas "
    "permiten usar habilidades de Aliado (HR-A6).",
    "it": "Acquista Profit (HR-B1), della fazione Guild, come 1 carta che possiedi già: insieme "
    "permettono di usare abilità Alleato (HR-A6).",
}


def _buys() -> Said:
    # rule: HR-B1
    # rule: HR-A6
    game = _buying()
    spark = _hint(_buy(game, "Spark"))  # Wild: no Wild card owned
    return Said(game, _hint(_buy(game, "Profit")), BUYS, ((spark, "(HR-A6)"),))


@pytest.mark.parametrize("lang", LANGS)
def test_a_buy_without_faction_mates_names_the_card_alone(lang: str) -> None:
    # rule: HR-B1
    game = _buying()
    spark = _said(game, _hint(_buy(game, "Spark")), lang)  # Wild: no Wild card owned
    assert "(HR-B1)" in spark and "(HR-A6)" not in spark
    gem = _said(game, _hint(_buy(game, "Fire Gem")), lang)
    assert "(HR-A6)" not in gem
    assert gem.startswith(
        {"en": "It buys Fire Gem", "es": "Compra Gema de Fuego"}.get(
            lang, "Acquista Gemma del Fuoco"
        )
    )


def _hand(*cards: str) -> HeroRealmsGame:
    return HeroRealmsGame.from_position(
        {"active": 0, "players": [{"hand": list(cards)}, {}]}, seed=1
    )


POOL = {
    ("en", "gold"): "Play Gold first: its 1 gold stays in your pool for buying this turn (HR-A2).",
    ("es", "gold"): "Juega primero Moneda de oro: suma 1 de oro a tu reserva para comprar este "
    "turno (HR-A2).",
    ("it", "gold"): "Gioca prima Moneta d'oro: aggiunge 1 oro alla tua riserva per acquistare in "
    "questo turno (HR-A2).",
    ("en", "dagger"): "Play Dagger first: its 1 combat stays in your pool for attacking this "
    "turn (HR-A2).",
    ("es", "dagger"): "Juega primero Daga: 1 punto de combate va a tu reserva para atacar este "
    "turno (HR-A2).",
    ("it", "dagger"): "Gioca prima Pugnale: 1 punto combattimento va nella tua riserva per "
    "attaccare in questo turno (HR-A2).",
}


def _pool(card: str) -> Said:
    # rule: HR-A2
    game = _hand(card)
    words = {lang: POOL[(lang, card)] for lang in LANGS}
    return Said(game, _hint(_kind(game, "play")), words, ((_hint(_kind(game, "end_turn")), None),))


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_with_nothing_to_say_keeps_the_win_share_sentence(lang: str) -> None:
    game = _rayla(30)
    end = _kind(game, "end_turn")
    assert _said(game, _hint(end), lang) == _shares(_hint(end), lang)


def test_the_reasons_read_no_hidden_card() -> None:
    game = _hr_buy_decision()
    seat = game.current_player
    other = _hide_differently(game, seat)
    for action in game.legal_actions():
        assert move_reasons(game, action, seat) == move_reasons(other, action, seat)
    for o in game.opponents(seat):
        assert lethal_threat(game, o) == lethal_threat(other, o)


# -- Villainous -------------------------------------------------------------------------


def _davy_claiming(claimed: tuple[str, ...]) -> tuple[object, Action]:
    """Davy Jones vanquishing Will Turner (who carries a face-up Treasure) at the Flying
    Dutchman, with the Kraken; the move left is to finish the vanquish."""
    from tests.villainous.helpers import davy_jones_a_vanquish_from_winning, find

    game, will, kraken = davy_jones_a_vanquish_from_winning(claimed)
    game.apply(find(game, "vanquish", will))
    game.apply(Action("vanquish_ally", (kraken,)))
    return game, Action("vanquish_done")


OBJECTIVE = {
    "en": "It claims a Treasure: 4 of the 5 your objective needs (V-W1).",
    "es": "Consigue un Tesoro: 4 de los 5 que pide tu objetivo (V-W1).",
    "it": "Ottiene un Tesoro: 4 dei 5 che richiede il tuo obiettivo (V-W1).",
}
UNCOVERS = {
    "en": "It uncovers the top actions at The Flying Dutchman by taking Will Turner out of "
    "the way: you can take them this turn (V-V3).",
    "es": "Destapa las acciones de arriba en The Flying Dutchman al quitar de en medio a Will "
    "Turner: puedes realizarlas este turno (V-V3).",
    "it": "Scopre le azioni in alto a The Flying Dutchman togliendo di mezzo Will Turner: puoi "
    "eseguirle in questo turno (V-V3).",
}


def _claims() -> Said:
    # rule: V-W1
    # rule: V-V3
    game, done = _davy_claiming(("music_box", "the_heart", "the_key"))
    words = {lang: f"{OBJECTIVE[lang]} {UNCOVERS[lang]}" for lang in LANGS}
    return Said(game, _hint(done), words, ())


@pytest.mark.parametrize("lang", LANGS)
def test_a_hero_not_removed_and_no_progress_say_nothing(lang: str) -> None:
    from tests.villainous.helpers import card, find, hook_facing_wendy

    game = hook_facing_wendy()
    game.apply(find(game, "vanquish", card(game, 0, "wendy")))
    step = game.legal_actions()[0]  # adding an Ally removes nobody yet
    assert step.kind == "vanquish_ally"
    said = _said(game, _hint(step), lang)
    assert said == _shares(_hint(step), lang)
    assert "(V-W1)" not in said and "(V-V3)" not in said and "(V-T4)" not in said


def _hook_to_move(top: dict[str, list[str]]) -> object:
    """Captain Hook at the Jolly Roger, about to move, with three cards in hand."""
    from tests.villainous.helpers import position

    return position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "hand": ["pirate_brute", "smee", "swashbuckler"],
            "power": 3,
            "top": top,
        },
        act=False,
    )


def _move(game: object, name: str) -> Action:
    g = game  # a VillainousGame
    villain = g.players[0].villain  # type: ignore[attr-defined]
    li = [loc.name for loc in villain.locations].index(name)
    return next(a for a in g.legal_actions() if a.kind == "move" and a.args[0] == li)  # type: ignore[attr-defined]


KEEPS = {
    "en": "It keeps your hand: at Skull Rock, Tick Tock would make you discard all of it. "
    "The next best move (MOVE) would make you discard your hand.",
    "es": "Así conservas tu mano: en Skull Rock, Tick Tock te haría descartarla entera. "
    "La segunda mejor jugada (MOVE) te haría descartar la mano.",
    "it": "Così conservi la tua mano: a Skull Rock, Tick Tock te la farebbe scartare tutta. "
    "La seconda mossa migliore (MOVE) ti farebbe scartare la mano.",
}


def _hook_moves(top: dict[str, list[str]]) -> tuple[object, Action, Action]:
    """:func:`_hook_to_move`, and Hook's moves to Mermaid Lagoon and to Skull Rock."""
    game = _hook_to_move(top)
    return game, _move(game, "Mermaid Lagoon"), _move(game, "Skull Rock")


def _keeps() -> Said:
    game, lagoon, rock = _hook_moves({"skull_rock": ["tick_tock"]})
    # the move to Tick Tock itself keeps nothing
    return Said(game, _hint(lagoon, rock), KEEPS, ((_hint(rock, lagoon), "Tick Tock"),))


@pytest.mark.parametrize("lang", LANGS)
def test_without_tick_tock_nothing_is_said_of_the_hand(lang: str) -> None:
    quiet, lagoon, rock = _hook_moves({})
    assert _said(quiet, _hint(lagoon, rock), lang) == _shares(_hint(lagoon, rock), lang)


COVERED = {
    "en": "The next best move (MOVE) goes to Mermaid Lagoon, where a Hero covers the top "
    "actions (V-T4).",
    "es": "La segunda mejor jugada (MOVE) va a Mermaid Lagoon, donde un Héroe tapa las "
    "acciones de arriba (V-T4).",
    "it": "La seconda mossa migliore (MOVE) va a Mermaid Lagoon, dove un Eroe copre le "
    "azioni in alto (V-T4).",
}


def _covered() -> Said:
    # rule: V-T4
    game, lagoon, rock = _hook_moves({"mermaid_lagoon": ["wendy"]})
    return Said(game, _hint(rock, lagoon), COVERED, ((_hint(lagoon, rock), "(V-T4)"),))


STAGE = {
    "en": "It takes your objective a stage further: 2 of 3 (V-W1). It uncovers the top actions "
    "at Skull Rock by taking Peter Pan out of the way (V-T4). The next best move (MOVE) leaves "
    "your objective at 1 of 3 (V-W1).",
    "es": "Hace avanzar tu objetivo una etapa: 2 de 3 (V-W1). Destapa las acciones de arriba "
    "en Skull Rock al quitar de en medio a Peter Pan (V-T4). La segunda mejor jugada (MOVE) "
    "deja tu objetivo en 1 de 3 (V-W1).",
    "it": "Porta il tuo obiettivo un passo avanti: 2 su 3 (V-W1). Scopre le azioni in alto a "
    "Skull Rock togliendo di mezzo Peter Pan (V-T4). La seconda mossa migliore (MOVE) lascia "
    "il tuo obiettivo a 1 su 3 (V-W1).",
}


def _stage() -> Said:
    # rule: V-W1
    # rule: V-T4
    from tests.villainous.helpers import position

    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "hangmans_tree",
            "unlocked": True,
            "top": {"skull_rock": ["peter_pan"], "jolly_roger": ["wendy"]},
        },
    )
    assert game.objective_progress(0) == (1, 3)  # Peter Pan is in the Realm
    moves = [a for a in game.legal_actions() if a.kind == "move_hero"]
    peter = next(a for a in moves if game.card_name(a.args[1]) == "Peter Pan")
    to_ship = next(a for a in moves if a.args[1:] == (peter.args[1], 0))  # Jolly Roger
    to_lagoon = next(a for a in moves if a.args[1:] == (peter.args[1], 2))
    # to the Jolly Roger, already covered by Wendy: Skull Rock is uncovered; to Mermaid
    # Lagoon, not covered before: one location is covered as before, and the objective
    # does not move: nothing is said but the shares, as for ending the turn
    others = ((_hint(to_lagoon), None), (_hint(Action("end")), None))
    return Said(game, _hint(to_ship, to_lagoon), STAGE, others)


ITEMS = {
    "en": "It brings an objective card to Ursula's Lair: 1 of the 2 your objective needs (V-W1).",
    "es": "Lleva una carta del objetivo a Ursula's Lair: 1 de las 2 que pide tu objetivo (V-W1).",
    "it": "Porta una carta dell'obiettivo a Ursula's Lair: 1 delle 2 che richiede il tuo obiettivo "
    "(V-W1).",
}


def _items() -> Said:
    # rule: V-W1
    from tests.villainous.helpers import position

    game = position(
        ["ursula", "davy_jones"], {"location": "the_palace", "bottom": {"erics_ship": ["trident"]}}
    )
    moves = [a for a in game.legal_actions() if a.kind == "move_ally"]
    home = next(a for a in moves if a.args[-1] == 0)  # to Ursula's Lair
    shore = next(a for a in moves if a.args[-1] == 2)  # to The Shore
    return Said(game, _hint(home), ITEMS, ((_hint(shore), "(V-W1)"),))


CASES = {
    "stuns": _stuns,
    "next-stun": _next_stun,
    "buys": _buys,
    "pool-gold": lambda: _pool("gold"),
    "pool-dagger": lambda: _pool("dagger"),
    "claims": _claims,
    "keeps-hand": _keeps,
    "next-covered": _covered,
    "stage": _stage,
    "items": _items,
}
"""Each reason's position, by name (the rules each one checks are beside it)."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_reason_is_said_for_its_move_and_not_for_the_others(case: str, lang: str) -> None:
    said = CASES[case]()
    before = said.game.state_dict()  # type: ignore[attr-defined]
    text = _said(said.game, said.hint, lang)
    if said.starts:
        assert text.startswith(said.words[lang]), text
    else:
        assert said.words[lang] in text, text
    for other, absent in said.others:
        quiet = _said(said.game, other, lang)
        if absent is None:  # nothing but the win shares
            assert quiet == _shares(other, lang), quiet
        else:
            assert (absent if isinstance(absent, str) else absent[lang]) not in quiet, quiet
    assert said.game.state_dict() == before  # type: ignore[attr-defined]


def test_a_reason_that_hangs_on_an_unseen_fate_card_is_not_said() -> None:
    # rule: V-W1
    from tests.villainous.helpers import position

    # Peter Pan lies on top of Hook's Fate deck: Worthy Opponent would reveal him at once
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "hand": ["worthy_opponent"],
            "power": 10,
            "fate_top": ["peter_pan"],
        },
    )
    play = next(a for a in game.legal_actions() if a.kind == "play")
    after = game.clone()
    after.apply(play)
    assert after.objective_progress(0) == (1, 3)  # in this deal, a stage further
    # but Hook cannot know the order of his Fate deck: nothing is said about the objective
    assert move_reasons(game, play, 0) == []
    assert "(V-W1)" not in _said(game, _hint(play), "en")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("villains", "seed"), [(["ursula", "davy_jones"], 4), (["captain_hook", "tamatoa"], 6)]
)
def test_the_villainous_reasons_read_no_hidden_card(villains: list[str], seed: int) -> None:
    from toolkit.villainous.bots import HeuristicBot

    game = _v_decision(villains, seed=seed)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    said = 0
    for _ in range(60):  # decisions of the next turns, each seat in turn
        if game.is_over:
            break
        seat = game.current_player
        other = _v_hide_differently(game, seat)
        legal = game.legal_actions()
        for action in legal:
            mine = move_reasons(game, action, seat)
            assert mine == move_reasons(other, action, seat)
            said += len(mine)
            for next_best in legal[:2]:
                assert compare_reason(game, action, mine, next_best, seat) == compare_reason(
                    other, action, mine, next_best, seat
                )
        game.apply(bots[seat].choose(game, legal))
    assert said > 0  # reasons were said, and the same with the hidden cards dealt otherwise
