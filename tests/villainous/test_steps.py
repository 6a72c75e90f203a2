"""Effects that ask a question are explicit steps: offer, then apply the answer.

What an effect does before its question (revealing cards, revealing a hand) is done
once; the answer is applied by the effect's second half, and nothing before the
question runs again. A game copied while a question is offered resumes the same way.
"""

from __future__ import annotations

from tests.villainous.helpers import (
    card,
    choose,
    decline,
    find,
    in_hand,
    names,
    position,
    refused_unchanged,
)
from tests.villainous.test_card_scenarios_evil_queen import fate_against_queen
from toolkit.core.actions import Action
from toolkit.villainous.effects import APPLY
from toolkit.villainous.engine import VillainousGame

TAMA = ["tamatoa", "davy_jones"]
QUIET = {"hand": []}


def _crustacean() -> VillainousGame:
    """Tamatoa plays Crustacean with the Power of Creation: four Fate cards are revealed
    and the one Item among them waits for its place."""
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["crustacean_with_the_power_of_creation"],
            "power": 3,
            "fate_top": ["something_shiny", "heihei", "escape", "mini_maui", "maui"],
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "crustacean_with_the_power_of_creation")))
    decline(game)  # the shuffle is a "may"
    return game


def _reveals(game: VillainousGame) -> list[tuple[object, ...]]:
    return [e for e in game.events if e[0] == "reveal"]


# card: crustacean_with_the_power_of_creation  # rule: V-F2
def test_the_reveal_before_a_question_happens_once() -> None:
    game = _crustacean()
    assert len(_reveals(game)) == 1 and len(_reveals(game)[0][2]) == 4
    fr = game.stack[-1]
    assert fr.resume is not None and fr.resume[0] in APPLY  # the answer's step is named
    refused_unchanged(game, Action("choose", (99,)))  # not an option: nothing changes
    choose(game, "at Lalotai")
    assert len(_reveals(game)) == 1  # answering did not reveal again
    assert card(game, 0, "something_shiny") in game.players[0].top[1]
    assert names(game, game.players[0].fate_deck[-1:]) == ["maui"]


def test_a_copy_taken_at_an_offered_question_resumes_the_same_way() -> None:
    game = _crustacean()
    twin = game.clone()
    assert twin.stack[-1].resume == game.stack[-1].resume
    choose(game, "at Lalotai")
    choose(twin, "at Lalotai")
    assert twin.state_dict() == game.state_dict()
    assert twin.events == game.events


# card: woodland_creatures  # rule: V-F1
def test_a_revealed_hand_is_revealed_once_while_the_fate_player_chooses() -> None:
    game = fate_against_queen("woodland_creatures", "pickaxe", hand=["throne", "take_a_bite"])
    shown = [e for e in game.events if e[0] == "reveal_hand"]
    assert len(shown) == 1 and game.current_player == 0  # Davy, who took the Fate action
    choose(game, "Take a Bite")
    assert [e for e in game.events if e[0] == "reveal_hand"] == shown  # not shown again
    assert names(game, game.players[1].hand) == ["throne"]
    assert game.stack == [] or game.stack[-1].resume is None


def test_every_offered_question_has_its_applying_step() -> None:
    import ast
    from pathlib import Path

    import toolkit.villainous.effects as effects
    import toolkit.villainous.effects_cards as effects_cards
    import toolkit.villainous.effects_compose as effects_compose
    import toolkit.villainous.effects_fate as effects_fate
    import toolkit.villainous.effects_realm as effects_realm
    import toolkit.villainous.effects_treasure as effects_treasure
    import toolkit.villainous.interpreter as interpreter
    import toolkit.villainous.specials as specials

    modules = (
        interpreter,
        effects_cards,
        effects_realm,
        effects_treasure,
        effects_compose,
        effects_fate,
        effects,
        specials,
    )
    trees = [ast.parse(Path(m.__file__).read_text("utf-8")) for m in modules]
    offered = {
        node.args[3].value
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "_offer"
        and isinstance(node.args[3], ast.Constant)
    }
    assert offered == set(APPLY)
