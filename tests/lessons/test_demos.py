"""Stepped demonstrations: every step is a legal move of the engine and the last step ends
in the position the data states; the widget and the static page step through the same
frames, in every language."""

from __future__ import annotations

import copy
import re

import pytest

from toolkit.core.errors import ToolkitError
from toolkit.i18n import LANGUAGES
from toolkit.lessons import demo
from toolkit.lessons.build import load_source, sources
from toolkit.lessons.demos import (
    Demonstration,
    DemonstrationError,
    demonstration,
    demonstrations,
    static_page,
)
from toolkit.widgets.demo import DemoWidget

ALL = demonstrations()


def test_there_is_a_demonstration_per_game_and_lessons_use_them() -> None:
    assert {d.game for d in ALL} == {"hero-realms", "villainous"}
    used = {
        str(cell["demo"])
        for path in sources()
        for cell in load_source(path)["cells"]
        if "demo" in cell
    }
    assert "hr-good-first-turn" in used and used <= {d.id for d in ALL}
    assert {demonstration(i).game for i in used} == {"hero-realms", "villainous"}


@pytest.mark.parametrize("d", ALL, ids=[d.id for d in ALL])
def test_every_step_is_legal_and_the_end_is_the_stated_position(d: Demonstration) -> None:
    # rule: HR-T3  (lesson 01's demonstration plays cards from the hand; the engine checks)
    # rule: V-T1  (the Villainous demonstration starts its turn with a move)
    games = d.games()  # raises DemonstrationError at an illegal move or a wrong end
    assert len(games) == len(d.steps) + 1
    for before, after, (move, _, _) in zip(games[:-1], games[1:], d.steps, strict=True):
        action = d.adapter.resolve(before, move)
        assert before.why_illegal(action) is None, move
        assert len(after.decisions) > len(before.decisions)
    frames = d.frames()
    assert [f.move for f in frames] == [None, *[m for m, _, _ in d.steps]]
    for f in frames:
        assert all(f.sentence(lang) for lang in LANGUAGES)
        assert f.board("en") and f.board("es") != f.board("en")


def test_an_illegal_step_or_a_wrong_end_is_refused() -> None:
    data = copy.deepcopy(dict(demonstration("hr-good-first-turn").data))
    data["steps"][3]["move"] = "buy Hit Job"  # costs more than her gold
    with pytest.raises(DemonstrationError, match="step 4") as err:
        Demonstration({**data, "id": "t-illegal"}).games()
    assert isinstance(err.value, ToolkitError)
    data = copy.deepcopy(dict(demonstration("hr-good-first-turn").data))
    data["end"][0]["is"] = 47
    with pytest.raises(DemonstrationError, match="not 47"):
        Demonstration({**data, "id": "t-end"}).games()
    data = copy.deepcopy(dict(demonstration("hr-good-first-turn").data))
    del data["steps"][0]["say"]["it"]
    with pytest.raises(DemonstrationError, match="en, es, it"):
        Demonstration(data)


def test_the_widget_steps_with_next_and_back_and_redraws_the_board() -> None:
    w = DemoWidget("hr-good-first-turn", lang="es")
    d = demonstration("hr-good-first-turn")
    boards = [w.board.value]
    assert w.back_button.disabled and "El comienzo" in w.step.value
    for _ in d.steps:
        w.next_button.click()
        boards.append(w.board.value)
    assert w.next_button.disabled and w.index == len(d.steps)
    assert f"Paso {len(d.steps)} de {len(d.steps)}" in w.step.value
    assert len(set(boards)) == len(boards)  # every step redraws a different table
    assert "HR-C1" not in w.say.value  # the rule is a badge, not in the sentence
    w.back_button.click()
    assert w.index == len(d.steps) - 1 and w.board.value == boards[-2]
    assert "HR-C1" in w.rules.value and "<details" in w.rules.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_static_page_holds_every_step_and_fetches_nothing(lang: str) -> None:
    d = demonstration("v-a-first-turn")
    page = static_page(d, lang)
    frames = d.frames()
    assert page.count('"label"') == len(frames)
    assert not re.search(r"(src|href)=\"?https?:", page)
    assert "</script" not in page.split('id="frames">')[1].split("</script>")[0]
    twin = demo("v-a-first-turn", lang=lang)
    assert "srcdoc" in twin.static_html and isinstance(twin.live, DemoWidget)
