"""The loader's interned ability records read the same as the data they were made from."""

from __future__ import annotations

import sys
from typing import Any

from toolkit.core import safe_yaml
from toolkit.paths import data_dir
from toolkit.villainous.carddef import ability_record, interned
from toolkit.villainous.specials import VILLAINS


def _strings_interned(value: Any) -> bool:
    if type(value) is str:
        return value is sys.intern(value)
    if type(value) is dict:
        return all(_strings_interned(k) and _strings_interned(v) for k, v in value.items())
    if type(value) is list:
        return all(_strings_interned(v) for v in value)
    return True


def test_interned_copy_equals_data_in_order() -> None:
    data = {"".join(["cho", "ose_one"]): [[{"draw": 1}], [{"gain_power": "".join(["tw", "o"])}]]}
    copy = interned(data)
    assert copy == data
    assert list(copy) == list(data)
    assert _strings_interned(copy)


def test_every_ability_record_is_interned_and_equal_to_its_data() -> None:
    checked = 0
    for vid in VILLAINS:
        data = safe_yaml.load_file(data_dir() / "villainous" / f"{vid}.yaml")
        for card in data["villain_deck"] + data["fate_deck"]:
            for ab in card.get("abilities", ()):
                rec = ability_record(ab)
                assert [e.mapping() for e in rec.effects] == list(ab.get("effects", ()))
                for e in rec.effects:
                    assert e.verb is sys.intern(e.verb)
                    assert _strings_interned(e.params)
                assert _strings_interned(rec.condition)
                checked += 1
    assert checked > 100
