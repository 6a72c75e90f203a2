"""Disney Villainous: data loading, rules engine, bots, graphs and command line."""

from toolkit.villainous.engine import VillainousGame

__all__ = ["VillainousGame"]
