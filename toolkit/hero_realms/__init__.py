"""Hero Realms: card data, the rules engine, bots and simulation."""

from toolkit.hero_realms.cards import CardDef, CardSet, load_cards
from toolkit.hero_realms.engine import HeroRealmsGame, PlayerState

__all__ = ["CardDef", "CardSet", "HeroRealmsGame", "PlayerState", "load_cards"]
