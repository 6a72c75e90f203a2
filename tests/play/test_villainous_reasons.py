"""The table's own reasons for a Villainous move, as the learner reads them."""

from __future__ import annotations

import pytest

from toolkit.i18n import translator
from toolkit.play.side_villainous import VillainousSide
from toolkit.villainous import VillainousGame


@pytest.mark.parametrize(
    ("lang", "twice"),
    [("en", "Play a Card ×2"), ("es", "Jugar una carta ×2"), ("it", "Gioca una carta ×2")],
)
def test_a_symbol_printed_twice_at_a_location_is_said_once_with_its_count(
    lang: str, twice: str
) -> None:
    # rule: V-T1
    game = VillainousGame.new(seed=3, villains=["davy_jones", "ursula"])
    quarters = next(
        i for i, loc in enumerate(game.players[0].villain.locations) if "Quarters" in loc.name
    )
    move = next(a for a in game.legal_actions() if a.kind == "move" and a.args[0] == quarters)
    after = game.clone()
    after.apply(move)
    said = VillainousSide().effects(game, after, 0, translator(lang))
    where = next(s for s in said if "Quarters" in s)
    assert twice in where
    assert where.count(twice.split(" ×")[0]) == 1
