"""Table clicks of every type, on the headless model and on the widget.

A card, seat or option number must be a whole number (``True`` is not card 1, ``2.5`` is
not card 2), a button or location a name, an action plain values: anything else is an
:class:`~toolkit.core.errors.ArgumentError` in the table's language, and the game is
exactly as it was. On the widget the same mistakes show on the table, not as a
traceback. A Hypothesis property drives the model with random clicks, presses and
values of every type, legal or not: each call either advances the game by exactly one
legal action or leaves it unchanged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bad_input.helpers import assert_clean
from toolkit.core.actions import Action
from toolkit.core.errors import ArgumentError, SetupError, ToolkitError
from toolkit.play.model import TableModel

GAMES = ["hero-realms", "villainous"]


def _state(table: TableModel) -> str:
    game = table.game
    return json.dumps(
        [game.state_dict(), [a.to_json() for a in game.decisions]], sort_keys=True, default=str
    )


def _fresh(game: str, lang: str = "en") -> TableModel:
    return TableModel(game, seed=4, lang=lang)


class Hostile:
    """A value whose repr and str fail, as a careless or hostile caller might pass."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


# (method, value); each must be refused with ArgumentError, the game unchanged
BAD_CALLS: list[tuple[str, Any]] = [
    ("click_card", True),
    ("click_card", False),
    ("click_card", None),
    ("click_card", "3"),
    ("click_card", 2.5),
    ("click_card", 2.0),
    ("click_card", [1]),
    ("click_card", 10**5000),
    ("click_card", Hostile()),
    ("click_player", True),
    ("click_player", None),
    ("click_player", "Ben"),
    ("click_player", 1.0),
    ("click_location", None),
    ("click_location", True),
    ("click_location", 3),
    ("click_location", "x" * 1000),
    ("press", None),
    ("press", 3),
    ("press", True),
    ("press", b"end_turn"),
    ("choose", None),
    ("choose", 1.5),
    ("choose", True),
    ("choose", [0]),
    ("try_action", Action(None)),  # type: ignore[arg-type]
    ("try_action", Action("")),
    ("try_action", Action("play", (None,))),
    ("try_action", Action("play", (True,))),
    ("try_action", Action("play", (2.5,))),
    ("try_action", Action("play", (10**5000,))),
    ("try_action", Action("play", ([1],))),  # type: ignore[arg-type]
    ("try_action", Action("play", tuple(range(100)))),
    ("try_action", None),
    ("try_action", "end_turn"),
    ("try_action", ("end_turn", ())),
    ("step_bots", "x"),
    ("step_bots", -1),
    ("step_bots", 10**9),
    ("step_bots", True),
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("method", "value"), [pytest.param(m, v, id=f"{m}-{i}") for i, (m, v) in enumerate(BAD_CALLS)]
)
def test_a_value_of_the_wrong_kind_is_refused_and_nothing_changes(
    game: str, method: str, value: Any
) -> None:
    table = _fresh(game)
    before = _state(table)
    with pytest.raises(ToolkitError) as caught:
        getattr(table, method)(value)
    assert_clean(caught.value, ArgumentError)
    assert _state(table) == before


def test_click_card_true_no_longer_plays_card_1() -> None:
    table = _fresh("hero-realms")
    card = table.game.players[0].hand[0]
    before = _state(table)
    for value in (True, card + 0.5, float(card)):
        with pytest.raises(ArgumentError):
            table.click_card(value)  # type: ignore[arg-type]
    assert _state(table) == before
    assert table.click_card(card).kind == "done"  # the real number still plays it


def test_hero_realms_click_location_none_does_not_end_the_turn() -> None:
    table = _fresh("hero-realms")
    with pytest.raises(ArgumentError):
        table.click_location(None)  # type: ignore[arg-type]
    assert table.game.decisions == []


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "A card is clicked by its number"), ("es", "carta"), ("it", "carta")],
)
def test_the_refusal_is_in_the_tables_language(lang: str, words: str) -> None:
    table = _fresh("hero-realms", lang)
    with pytest.raises(ArgumentError) as caught:
        table.click_card(None)  # type: ignore[arg-type]
    message = assert_clean(caught.value, ArgumentError)
    assert words in message and "None" in message


def test_the_widget_shows_a_refused_value_on_the_table() -> None:
    from toolkit.widgets import Table

    widget = Table("hero-realms", seed=4, lang="it")
    before = _state(widget.model)
    for call in (
        lambda: widget.click_card(True),  # type: ignore[arg-type]
        lambda: widget.click_location(None),  # type: ignore[arg-type]
        lambda: widget.press(None),  # type: ignore[arg-type]
        lambda: widget.choose(2.5),  # type: ignore[arg-type]
        lambda: widget.try_action(Action(None)),  # type: ignore[arg-type]
        lambda: widget.click_player("Ben"),  # type: ignore[arg-type]
    ):
        said = call()
        assert said is not None and said.kind == "refused"
        assert "tk-t-refused" in widget.message.value
    assert _state(widget.model) == before
    card = widget.model.game.players[0].hand[0]
    done = widget.click_card(card)
    assert done is not None and done.kind == "done"


@pytest.mark.parametrize("pace", ["warp", None, 3])
def test_the_widget_refuses_an_unknown_pace(pace: Any) -> None:
    from toolkit.widgets import Table

    with pytest.raises(SetupError) as caught:
        Table("hero-realms", pace=pace)
    assert_clean(caught.value, SetupError)


# -- the Hypothesis property: one legal action, or nothing ------------------------------------
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 400),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["end_turn", "End turn", "end", "ready", "cancel", "0", "Ben", "Ada"]),
    st.lists(st.integers(0, 5), max_size=2),
    st.binary(max_size=4),
)
ACTIONS = st.builds(
    Action,
    st.one_of(
        st.none(), st.sampled_from(["play", "end_turn", "end", "buy", "move", "attack_player", ""])
    ),
    st.lists(
        st.one_of(st.integers(-2, 300), st.none(), st.booleans(), st.text(max_size=4)), max_size=3
    ).map(tuple),
)
CALLS = st.one_of(
    st.tuples(
        st.sampled_from(["click_card", "click_player", "click_location", "press", "choose"]), VALUES
    ),
    st.tuples(st.just("try_action"), ACTIONS),
    st.tuples(st.just("try_action"), VALUES),
    st.tuples(st.just("legal"), st.integers(0, 200)),
    st.tuples(st.just("bots"), st.integers(1, 3)),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 50),
    calls=st.lists(CALLS, min_size=1, max_size=8),
)
def test_any_call_takes_one_legal_action_or_changes_nothing(
    game: str, seed: int, calls: list[tuple[str, Any]]
) -> None:
    table = TableModel(game, seed=seed)
    for method, value in calls:
        before = _state(table)
        n = len(table.game.decisions)
        legal = list(table.game.legal_actions())
        if method == "bots":
            table.step_bots(value)
            continue
        if method == "legal":  # a legal action, given the way a script would
            if table.game.over:
                continue
            method, value = "try_action", legal[value % len(legal)]
        try:
            said = getattr(table, method)(value)
        except ArgumentError as exc:
            assert_clean(exc, ArgumentError)
            assert _state(table) == before
            continue
        assert said.kind in ("done", "refused", "info", "hint")
        after = len(table.game.decisions)
        if after == n:
            assert _state(table) == before
        else:
            assert after == n + 1, (method, value)
            assert table.game.decisions[-1] in legal, (method, value)
