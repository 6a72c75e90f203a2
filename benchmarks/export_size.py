"""Export size: bytes of the self-contained HTML file of a 40-turn game, by part.

Run:

    python benchmarks/export_size.py [--seed S] [--turns T]

For a Hero Realms game (random bots, played for ``T`` turns) and a Villainous
game (heuristic bots, ``T`` turns at most) it writes the export with the
default figures and prints the file size, how much of it is plotly.js, the
step data (boards and explanations) and the figures. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import re

from toolkit.core.bots import RandomBot, play_game
from toolkit.core.game import Game
from toolkit.export import export_html
from toolkit.hero_realms import HeroRealmsGame
from toolkit.replay import Replay


def games(seed: int, turns: int) -> list[tuple[str, Game]]:
    """A Hero Realms and a Villainous game of about ``turns`` turns."""
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    hr = HeroRealmsGame.new(seed, names=["Ada", "Ben"])
    hr_game = play_game(hr, [RandomBot(seed), RandomBot(seed + 1)], max_turns=turns)
    vl = VillainousGame.new(seed, villains=["captain_hook", "ursula"], names=["Ada", "Ben"])
    vl_game = play_game(vl, [HeuristicBot(seed), HeuristicBot(seed + 1)], max_turns=turns)
    return [("hero-realms", hr_game), ("villainous", vl_game)]


def parts(page: str) -> dict[str, int]:
    """Bytes (UTF-8) of the page's plotly.js, step data and figure calls."""
    size = {"total": len(page.encode())}
    scripts = re.findall(r"<script[^>]*>(.*?)</script>", page, re.S)
    size["plotly.js"] = sum(len(s.encode()) for s in scripts if "plotly.js v" in s[:2000])
    data = re.search(r'id="tk-data">(.*?)</script>', page, re.S)
    size["step data"] = len(data.group(1).encode()) if data else 0
    size["figures"] = sum(len(s.encode()) for s in scripts if "Plotly.newPlot" in s[:3000])
    return size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=40)
    args = parser.parse_args()
    for label, game in games(args.seed, args.turns):
        replay = Replay.from_game(game)
        page = export_html(replay)
        sizes = ", ".join(f"{k} {v:,}" for k, v in parts(page).items())
        print(f"{label}: {game.turn} turns, {replay.n_steps} steps: {sizes} bytes")


if __name__ == "__main__":
    main()
