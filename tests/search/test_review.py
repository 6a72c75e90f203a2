"""Game review: win chance before and after each decision, the best move, the labels."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolkit.analysis import review
from toolkit.analysis.game_review import THRESHOLDS, label_for
from toolkit.core.errors import SetupError
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.engine import END_TURN
from toolkit.html.core import esc
from toolkit.html.review import review_html, review_panel_html, search_sentence
from toolkit.i18n import translator

ROOT = Path(__file__).resolve().parents[2]


def _lethal_not_taken(names: tuple[str, str] = ("Ada", "Ben")) -> HeroRealmsGame:
    """Seat 1 could kill (10 combat, the opponent at 5 health, no guard) but ends its
    turn, at 3 health against a champion that gains 5 combat when expended."""
    game = HeroRealmsGame.from_position(
        {
            "active": 0,
            "health": [3, 5],
            "players": [{"combat": 10}, {"champions": ["cron-the-berserker"]}],
        },
        seed=4,
        names=list(names),
    )
    assert any(a.kind == "attack_player" for a in game.legal_actions())
    game.apply(END_TURN)
    return game


def test_a_lethal_attack_not_taken_is_a_blunder_with_the_attack_as_best() -> None:
    game = _lethal_not_taken()
    r = review(game, budget=8, progress=False)
    first = r.decisions[0]
    assert (first.step, first.seat, first.played) == (0, 0, END_TURN)
    assert first.label == "blunder"
    assert first.best.kind == "attack_player" and first.best.args[0] == 1
    assert first.before == 1.0 and first.after < 0.2
    assert r.worst(0)[0] is first and r.counts(0)["blunder"] == 1
    assert "blunder" in r.to_text() and "Ada" in r.to_text()


def test_labels_follow_the_documented_thresholds() -> None:
    assert dict(THRESHOLDS) == {"blunder": 0.30, "mistake": 0.20, "inaccuracy": 0.10}
    assert [label_for(x) for x in (0.0, 0.099, 0.1, 0.2, 0.3, 1.0)] == [
        None,
        None,
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_the_best_move_played_loses_nothing() -> None:
    game = HeroRealmsGame.from_position(
        {"active": 0, "health": [3, 5], "players": [{"combat": 10}, {}]}, seed=4
    )
    attack = next(a for a in game.legal_actions() if a.kind == "attack_player")
    game.apply(attack)
    r = review(game, budget=8, progress=False)
    assert r.decisions[0].label is None and r.decisions[0].after == 1.0


def test_review_html_is_escaped_and_kernel_free(tmp_path: Path) -> None:
    game = _lethal_not_taken(("Ada <b>", "Ben"))
    page = review_html(review(game, budget=4, progress=False), "es")
    assert "Ada &lt;b&gt;" in page and "Ada <b>" not in page
    assert "garrafal" in page  # the blunder, in Spanish
    assert "Plotly.newPlot" in page and "<script src=" not in page  # plotly inlined
    assert "application/vnd.jupyter" not in page and "ipywidgets" not in page


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_page_and_the_panel_say_the_same_search_sentence(lang: str) -> None:
    done = review(_lethal_not_taken(), budget=4, progress=False)
    said = search_sentence(done, translator(lang))
    assert "4" in said and str(round(100 * THRESHOLDS[-1][1])) in said
    assert esc(said) in review_html(done, lang)
    assert esc(said) in review_panel_html(done, lang)
    if lang != "en":
        assert said != search_sentence(done, translator("en"))


def test_review_refuses_a_bad_budget() -> None:
    with pytest.raises(SetupError):
        review(_lethal_not_taken(), budget=0, progress=False)


def test_the_review_command_writes_json_and_html(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    _lethal_not_taken().to_log().save(log)
    out = tmp_path / "review.html"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "toolkit",
            "review",
            str(log),
            "--json",
            "--budget",
            "4",
            "--html",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["decisions"][0]["label"] == "blunder"
    assert data["thresholds"]["blunder"] == 0.3
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def _short_game() -> HeroRealmsGame:
    from toolkit.core.bots import play_game
    from toolkit.hero_realms.bots import GreedyBot

    return play_game(HeroRealmsGame.new(seed=3), [GreedyBot(), GreedyBot()], max_turns=3)


def test_the_same_review_on_the_serial_and_process_backends() -> None:
    game = _short_game()
    seen: list[tuple[int, int]] = []
    serial = review(
        game, budget=4, seed=2, progress=False, on_progress=lambda d, n: seen.append((d, n))
    )
    parallel = review(game, budget=4, seed=2, progress=False, backend="processes", workers=2)
    assert len(serial.decisions) > 8  # more than one stretch of work
    assert serial.to_json() == parallel.to_json()
    n = len(game.decisions)
    assert seen[-1] == (n, n) and [d for d, _ in seen] == list(range(1, n + 1))


def test_review_refuses_an_unknown_backend_and_checks_dask_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from toolkit.analysis import review_backends
    from toolkit.extras import MissingExtraError

    with pytest.raises(SetupError, match="unknown backend"):
        review(_lethal_not_taken(), budget=4, progress=False, backend="threads")

    def missing() -> None:
        raise MissingExtraError("needs the scale extra", extra="scale", module="distributed")

    started: list[int] = []
    monkeypatch.setattr(review_backends, "_dask_module", missing)
    monkeypatch.setattr(review_backends, "_Bar", lambda *a: started.append(1))
    with pytest.raises(MissingExtraError):
        review(_lethal_not_taken(), budget=4, progress=False, backend="dask")
    assert started == []


def test_a_stretch_of_the_game_reviews_as_the_whole_does() -> None:
    from toolkit.analysis.game_review import Reviewer

    game = _short_game()
    whole = Reviewer(game, 4, seed=1).run()
    part = Reviewer(game, 4, seed=1, start=5, stop=12).run()
    assert [d.to_json() for d in part] == [d.to_json() for d in whole if 5 <= d.step < 12]
    with pytest.raises(SetupError):
        Reviewer(game, 4, start=3, stop=2)


def test_the_same_review_on_a_dask_cluster() -> None:
    from distributed import Client, LocalCluster

    game = _short_game()
    serial = review(game, budget=4, seed=2, progress=False)
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        on_dask = review(game, budget=4, seed=2, progress=False, backend="dask", client=client)
        address = cluster.scheduler_address
        by_address = review(
            game, budget=4, seed=2, progress=False, backend="dask", scheduler=address
        )
    assert on_dask.to_json() == serial.to_json() == by_address.to_json()
