"""Export size: bytes of the self-contained HTML file of a 40-turn game, by part.

Run:

    python benchmarks/export_size.py [--seed S] [--turns T]

For a Hero Realms and a Villainous game (random bots, played for ``T``
turns) and a Villainous game between heuristic bots (``T`` turns at most,
usually fewer: one villain wins) it writes the export with the
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
    """Games of ``turns`` turns (random bots), and a Villainous game between heuristic bots.

    Heuristic villains usually win within about 25 turns, so the 40-turn
    Villainous game is played by random bots.
    """
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot
    from toolkit.villainous.bots import RandomBot as VillainousRandomBot

    hr = HeroRealmsGame.new(seed, names=["Ada", "Ben"])
    out: list[tuple[str, Game]] = [
        (
            "hero-realms random",
            play_game(hr, [RandomBot(seed), RandomBot(seed + 1)], max_turns=turns),
        )
    ]
    for label, bot in (("random", VillainousRandomBot), ("heuristic", HeuristicBot)):
        vl = VillainousGame.new(seed, villains=["captain_hook", "ursula"], names=["Ada", "Ben"])
        out.append(
            (f"villainous {label}", play_game(vl, [bot(seed), bot(seed + 1)], max_turns=turns))
        )
    return out


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
        turns = len(replay.turns)
        print(f"{label}: {turns} turns, {replay.n_steps} steps: {sizes} bytes")


if __name__ == "__main__":
    main()
