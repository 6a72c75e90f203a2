"""The positions the lessons draw, by name: each one seeded, so it looks the same every time.

A lesson cell says ``show("hr-guard", lang="es")``; the position is built here, from an
exact setup (``from_position``) or a seeded new game and a few legal moves, so the
notebook holds no code. Each position has a caption (a message of the catalogue).

Examples
--------
>>> game, caption = position("hr-first-turn")
>>> game.players[0].combat  # every point of combat went into the attack on Ben
0
>>> sorted(POSITIONS)[:2]
['hr-ally', 'hr-champion']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.errors import ToolkitError
from toolkit.i18n.messages import N_

NAMES = ["Ada", "Ben"]
#: Everyone at a bigger table, so boards and tables call the seats alike.
ALL_NAMES: tuple[str, ...] = ("Ada", "Ben", "Cy", "Dan", "Eve", "Fay")


class UnknownPositionError(ToolkitError):
    """No lesson position has that name; the message lists the names there are."""


def _hr(spec: dict[str, Any], **kw: Any) -> Any:
    from toolkit.hero_realms import HeroRealmsGame

    kw.setdefault("names", NAMES)
    return HeroRealmsGame.from_position(spec, **kw)


def _card(game: Any, seat: int, zone: str, card_id: str) -> int:
    cards = getattr(game.players[seat], zone)
    return next(c for c in cards if game.defs[c].id == card_id)


def _opening() -> Any:
    from toolkit.hero_realms import HeroRealmsGame

    return HeroRealmsGame.new(seed=2024, names=NAMES)


def _first_turn() -> Any:
    """Ada plays every card, buys the dearest card she can afford and attacks Ben."""
    game = _opening()
    for c in list(game.players[0].hand):
        game.apply(Action("play", (c,)))
    buys = [a for a in game.legal_actions() if a.kind == "buy"]
    if buys:
        game.apply(max(buys, key=lambda a: (game.action_info(a).cost or 0, str(a.args))))
    combat = game.players[0].combat
    if combat:
        game.apply(Action("attack_player", (1, combat)))
    return game


def _champion() -> Any:
    game = _hr({"players": [{"hand": ["cron-the-berserker"]}, {}]})
    cron = _card(game, 0, "hand", "cron-the-berserker")
    game.apply(Action("play", (cron,)))
    game.apply(Action("expend", (cron,)))
    return game


def _guard() -> Any:
    return _hr(
        {
            "players": [
                {"hand": ["fire-bomb"], "combat": 5},
                {"champions": ["orc-grunt", "rake-master-assassin"]},
            ]
        }
    )


def _stun() -> Any:
    game = _hr({"players": [{"combat": 8}, {"champions": ["cron-the-berserker"]}]})
    cron = _card(game, 1, "champions", "cron-the-berserker")
    game.apply(Action("attack_champion", (cron, 6)))
    return game


def _ally() -> Any:
    game = _hr({"players": [{"hand": ["spark", "elven-curse"]}, {}]})
    spark = _card(game, 0, "hand", "spark")
    game.apply(Action("play", (spark,)))
    game.apply(Action("play", (_card(game, 0, "hand", "elven-curse"),)))
    game.apply(Action("ally", (spark,)))
    return game


def _sacrifice() -> Any:
    game = _hr({"players": [{"hand": ["fire-gem", "death-touch"]}, {}]})
    gem = _card(game, 0, "hand", "fire-gem")
    game.apply(Action("play", (gem,)))
    game.apply(Action("sacrifice", (gem,)))
    return game


def _variant(variant: str, players: int) -> Callable[[], Any]:
    def build() -> Any:
        from toolkit.hero_realms import HeroRealmsGame

        names = list(ALL_NAMES[:players])
        return HeroRealmsGame.new(seed=players, players=players, variant=variant, names=names)

    return build


def _v(villains: list[str], *players: dict[str, Any], **extra: Any) -> Any:
    from toolkit.villainous import VillainousGame

    pos = {"players": list(players), "phase": "act", **extra}
    return VillainousGame.from_position(pos, seed=1, villains=villains)


def _v_new(villains: list[str], seed: int = 4) -> Callable[[], Any]:
    def build() -> Any:
        from toolkit.villainous import VillainousGame

        return VillainousGame.new(seed=seed, villains=villains)

    return build


def _v_hero() -> Any:
    return _v(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "top": {"jolly_roger": ["wendy"]},
            "bottom": {"jolly_roger": ["swashbuckler"], "skull_rock": ["pirate_brute"]},
        },
    )


def _v_treasure() -> Any:
    return _v(
        ["davy_jones", "tamatoa"],
        {
            "location": "the_flying_dutchman",
            "power": 5,
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken", "first_mate_maccus"]},
            "treasures": [["will_turner", "the_heart", True]],
        },
    )


def _v_maui() -> Any:
    return _v(
        ["tamatoa", "davy_jones"],
        {
            "location": "lalotai",
            "hand": ["not_exactly_maui_time"],
            "power": 4,
            "maui_top": ["pig_maui", "reindeer_maui"],
        },
    )


def _v_ursula() -> Any:
    return _v(
        ["ursula", "tamatoa"],
        {"location": "the_shore", "hand": ["change_form", "change_form"], "power": 2},
    )


def _v_queen() -> Any:
    return _v(
        ["evil_queen", "davy_jones"],
        {
            "location": "the_mine",
            "hand": ["mummy_dust", "old_hags_cackle"],
            "power": 5,
            "ingredients": ["old_hags_cackle", "scream_of_fright", "black_of_night"],
        },
    )


POSITIONS: dict[str, tuple[Callable[[], Any], str]] = {
    "hr-opening": (_opening, N_("A new game: Ada goes first with 3 cards, Ben has 5")),
    "hr-first-turn": (
        _first_turn,
        N_("A good first turn: every card played, the gold spent, all the combat on Ben"),
    ),
    "hr-champion": (_champion, N_("A champion in play, expended (turned sideways)")),
    "hr-guard": (_guard, N_("Ben's guard stands in the way of Ada's combat")),
    "hr-stun": (_stun, N_("Ada stunned Ben's champion: it went to his discard pile")),
    "hr-ally": (_ally, N_("Two Wild cards in play: Spark's ally ability is used")),
    "hr-sacrifice": (_sacrifice, N_("A Fire Gem sacrificed: it goes back to the Fire Gem pile")),
    "hr-free-for-all": (_variant("free-for-all", 3), N_("Free-for-all with three players")),
    "hr-first-blood": (_variant("first-blood", 4), N_("Predator, First Blood, four players")),
    "hr-last-standing": (
        _variant("last-standing", 4),
        N_("Predator, Last One Standing, four players"),
    ),
    "hr-hydra": (_variant("hydra", 4), N_("Hydra: two teams of two")),
    "hr-emperor": (_variant("emperor", 6), N_("Emperor: two teams of three")),
    "v-opening": (_v_new(["captain_hook", "ursula"]), N_("A new game: Captain Hook and Ursula")),
    "v-tides": (
        _v_new(["davy_jones", "tamatoa"]),
        N_("A new game: Davy Jones and Tamatoa"),
    ),
    "v-hero": (_v_hero, N_("Wendy covers actions at Captain Hook's Jolly Roger")),
    "v-treasure": (_v_treasure, N_("Davy Jones can vanquish Will Turner and claim a treasure")),
    "v-maui": (_v_maui, N_("Tamatoa is about to play from the Maui deck")),
    "v-ursula": (_v_ursula, N_("Ursula with two Change Form cards in hand")),
    "v-queen": (_v_queen, N_("The Evil Queen collecting ingredients")),
}
"""Every lesson position: its builder and its caption."""


def position(name: str) -> tuple[Any, str]:
    """The game of a named position and its caption (an English message to translate)."""
    try:
        build, caption = POSITIONS[name]
    except KeyError:
        raise UnknownPositionError(
            f"no lesson position {name!r}; choose one of {', '.join(sorted(POSITIONS))}"
        ) from None
    return build(), caption
