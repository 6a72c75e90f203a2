"""What a table needs to know about one game, behind one small interface.

A side lays the table out (which zones there are, which cards a viewer may see),
names the bots, says what a click on something means when no legal action
touches it (so that the engine can say why not), tells the effect of an action in
words (for hints) and sums a finished game up. It knows no rule: every move goes
through the engine, and every refusal is the engine's.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> side = side_for("hero-realms")
>>> side.strongest, "greedy" in side.bot_names
('lookahead', True)
>>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
>>> [p.title for p in side.panels(game, 0, set(), translator("es"), game.names)][:2]
['Ada', 'Ben']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.i18n import Translator, translator
from toolkit.i18n.card_names import card_name
from toolkit.i18n.messages import N_
from toolkit.play.board import Panel, Spot, Zone

if TYPE_CHECKING:
    from toolkit.core.bots import Bot
    from toolkit.core.contract import PendingDecision
    from toolkit.core.game import Game
    from toolkit.hero_realms.engine import HeroRealmsGame

from toolkit.play.side_base import (
    NOBODY,
    Playable,
    Side,
    Viewer,
    _card_spot,
    _player_spot,
    _sees,
    substitute,
)
from toolkit.play.side_villainous import VillainousSide

__all__ = ["NOBODY", "HeroRealmsSide", "Side", "VillainousSide", "side_for", "substitute"]


# -- Hero Realms ----------------------------------------------------------------------

_HR_KIND = {"champion": "C", "action": "A", "item": "I", "health_card": "H"}
_HR_FACTION = {"imperial": "IMP", "guild": "GLD", "necros": "NEC", "wild": "WLD"}


class HeroRealmsSide(Side):
    """Hero Realms: seats with hands, champions and cards in play, and the market."""

    def __init__(self) -> None:
        self._details: dict[tuple[str, str], str] = {}

    game_name = "hero-realms"
    strongest = "lookahead"
    player_button = N_("Attack or target {name}")
    legend = N_(
        "Letters: C champion, A action, I item; factions IMP Imperial, GLD Guild, "
        "NEC Necros, WLD Wild; GUARD protects its player (HR-C3)."
    )

    @property
    def bot_names(self) -> tuple[str, ...]:  # type: ignore[override]
        from toolkit.search.hero_realms import BOTS

        return tuple(BOTS)

    def make_bot(self, name: str, seed: int) -> Bot:
        from toolkit.search.hero_realms import make_bot

        return make_bot(name, seed)

    def new_game(self, seats: int, seed: int, names: Sequence[str] | None, **options: Any) -> Game:
        from toolkit.hero_realms import HeroRealmsGame

        return HeroRealmsGame.new(seed, players=seats, names=names, **options)

    def _spot(
        self,
        game: HeroRealmsGame,
        iid: int,
        playable: Playable,
        t: Translator,
        *,
        cost: bool = False,
    ) -> Spot:
        d = game.defs[iid]
        marks = [_HR_KIND.get(d.type, d.type[:1].upper())]
        if d.faction in _HR_FACTION:
            marks.append(_HR_FACTION[d.faction])
        badges = []
        if d.is_champion:
            badges.append(t.tr("def {n}", n=d.defense))
            if d.guard:
                badges.append(t.gettext("GUARD"))
            damage = game.champion_damage.get(iid, 0)
            if damage:
                badges.append(f"-{damage}")
            if any(iid in p.expended for p in game.players):
                badges.append(t.gettext("expended"))
        if d.cost:
            badges.append(t.tr("{n}g", n=d.cost))
        detail = self._detail(d, t.lang)
        name = card_name(d.name, t.lang)
        return _card_spot(iid, d, marks, badges, d.faction, playable, detail, name)

    def _detail(self, card: Any, lang: str) -> str:
        """A card's kind, faction and abilities in words (as the HTML boards write them)."""
        from toolkit.hero_realms.text import card_text
        from toolkit.html.hero_realms import type_label

        key = (card.name, lang)
        found = self._details.get(key)
        if found is None:
            kind = type_label(card, lang)
            if card.faction in _HR_FACTION:
                kind += f" · {card.faction.capitalize()}"
            found = f"{kind}: {card_text(card, lang)}"
            self._details[key] = found
        return found

    def _zone(
        self,
        game: HeroRealmsGame,
        label: str,
        cards: Sequence[int],
        playable: Playable,
        t: Translator,
        **kw: bool,
    ) -> Zone:
        return Zone(label, tuple(self._spot(game, c, playable, t, **kw) for c in cards))

    def panels(
        self,
        game: Game,
        viewer: Viewer,
        playable: Playable,
        t: Translator | None = None,
        names: Sequence[str] | None = None,
    ) -> list[Panel]:
        g: HeroRealmsGame = game  # type: ignore[assignment]
        t = t or translator("en")
        names = list(names or g.names)
        out = []
        decider = g.current_player
        for p in g.players:
            seat = p.seat
            stats = [
                t.tr("health {n}", n=g.health_of(seat)),
                t.tr("gold {n}", n=p.gold),
                t.tr("combat {n}", n=p.combat),
                t.tr("deck {n}", n=len(p.deck)),
                t.tr("discard {n}", n=len(p.discard)),
            ]
            zones = [
                self._zone(g, t.gettext("Champions"), p.champions, playable, t),
                self._zone(g, t.gettext("In play"), p.in_play, playable, t),
            ]
            hand = t.tr("Hand ({n})", n=len(p.hand))
            if _sees(viewer, seat):
                zones.append(self._zone(g, hand, p.hand, playable, t))
            else:
                zones.append(Zone(hand, hidden=len(p.hand)))
            if p.discard and (seat == decider or viewer is None):
                pile = self._zone(
                    g, t.gettext("Discard pile"), list(reversed(p.discard)), playable, t
                )
                zones.append(replace(pile, pile=True))
            note = ""
            if g.variant.name != "free-for-all" or len(g.players) > 2:
                note = g.variant.seat_label(g, seat, t.lang)
            if p.out:
                note = (note + "; " if note else "") + t.gettext("out")
            out.append(
                Panel(
                    names[seat],
                    tuple(stats),
                    tuple(zones),
                    seat=seat,
                    head=_player_spot(seat, names[seat], playable),
                    active=seat == g.active and not g.over,
                    note=note,
                )
            )
        markets = g.markets()
        for team, (row, deck, gems) in enumerate(markets):
            cards = [c for c in row if c is not None]
            zones = [self._zone(g, t.gettext("Market row"), cards, playable, t, cost=True)]
            if gems:
                zones.append(
                    self._zone(
                        g,
                        t.plural("Fire Gems ({n} left)", "Fire Gems ({n} left)", len(gems)),
                        [gems[-1]],
                        playable,
                        t,
                        cost=True,
                    )
                )
            title = (
                t.gettext("Market") if len(markets) == 1 else t.tr("Market of team {n}", n=team + 1)
            )
            out.append(
                Panel(
                    title,
                    (
                        t.tr("market deck {n}", n=len(deck)),
                        t.tr("sacrificed {n}", n=len(g.sacrificed)),
                    ),
                    tuple(zones),
                )
            )
        return out

    def _hidden(self, game: Game, seat: int) -> list[list[list[int]]]:
        g: HeroRealmsGame = game  # type: ignore[assignment]
        out = [[p.deck] if p.seat == seat else [p.hand, p.deck] for p in g.players]
        out += [[deck] for _, deck, _ in g.markets()]
        return out

    def tried(
        self,
        game: Game,
        kind: str,
        ref: int | str,
        legal: Sequence[Action],
        pending: PendingDecision | None,
    ) -> Action | None:
        g: HeroRealmsGame = game  # type: ignore[assignment]
        if pending is not None:
            for option in pending.options:
                a = option.action
                if kind == "card" and option.card is not None:
                    return substitute(a, option.card, ref)
                if kind == "player" and option.player is not None:
                    return substitute(a, option.player, ref)
            return Action("play", (ref,)) if kind == "card" else Action("attack_player", (ref, 1))
        seat = g.current_player
        amount = max(g.players[seat].combat, 1)
        if kind == "player":
            return Action("attack_player", (int(ref), amount))
        if kind != "card":
            return None
        zone = next((z for z, cards in g.zones().items() if ref in cards), "")
        if zone.endswith(".champions") and zone != f"p{seat}.champions":
            return Action("attack_champion", (int(ref), amount))
        if zone == f"p{seat}.champions":
            return Action("expend", (int(ref),))
        if zone == f"p{seat}.in_play":
            return Action("ally", (int(ref),))
        if zone.startswith(("market", "fire_gems")):
            return Action("buy", (int(ref),))
        return Action("play", (int(ref),))

    def effects(
        self, before: Game, after: Game, seat: int, t: Translator | None = None
    ) -> list[str]:
        from toolkit.hero_realms.bots import card_value, win_chance
        from toolkit.hero_realms.text import seat_names

        b: HeroRealmsGame = before  # type: ignore[assignment]
        a: HeroRealmsGame = after  # type: ignore[assignment]
        t = t or translator("en")
        names = seat_names(b, t)
        out = []
        p, q = b.players[seat], a.players[seat]
        if q.gold > p.gold:
            out.append(t.tr("gains {n} gold", n=q.gold - p.gold))
        if q.combat > p.combat:
            out.append(t.plural("gains {n} combat", "gains {n} combat", q.combat - p.combat))
        if a.health_of(seat) > b.health_of(seat):
            out.append(
                t.plural(
                    "gains {n} health", "gains {n} health", a.health_of(seat) - b.health_of(seat)
                )
            )
        drawn = len(q.hand) - len(p.hand)
        if drawn > 0 and b.pending is None:
            out.append(t.plural("draws {n} card", "draws {n} cards", drawn))
        for other in b.opponents(seat):
            lost = b.health_of(other) - a.health_of(other)
            if lost > 0:
                out.append(
                    t.plural(
                        "deals {n} damage to {name}",
                        "deals {n} damage to {name}",
                        lost,
                        name=names[other],
                    )
                )
            gone = [c for c in b.players[other].champions if c not in a.players[other].champions]
            for c in gone:
                d = b.defs[c]
                if d.guard:
                    out.append(t.tr("stuns {card}, a guard", card=card_name(d.name, t.lang)))
                else:
                    out.append(t.tr("stuns {card}", card=card_name(d.name, t.lang)))
        bought = [c for c in q.owned() if c not in set(p.owned())]
        for c in bought:
            d = a.defs[c]
            value = f"{card_value(d):.1f}"
            out.append(
                t.tr(
                    "buys {card} (card value {value} to the bot)",
                    card=card_name(d.name, t.lang),
                    value=value,
                )
            )
        sacrificed = [c for c in a.sacrificed if c not in set(b.sacrificed)]
        for c in sacrificed:
            out.append(t.tr("sacrifices {card}", card=card_name(a.defs[c].name, t.lang)))
        if b.pending is None and not a.over:
            w0, w1 = win_chance(b, seat), win_chance(a, seat)
            if abs(w1 - w0) >= 0.01:
                before_, after_ = f"{w0:.0%}", f"{w1:.0%}"
                if w1 > w0:
                    out.append(
                        t.tr(
                            "raises the bot's estimate of its chance to win from {a} to {b}",
                            a=before_,
                            b=after_,
                        )
                    )
                else:
                    out.append(
                        t.tr(
                            "lowers the bot's estimate of its chance to win from {a} to {b}",
                            a=before_,
                            b=after_,
                        )
                    )
        if a.over and seat in a.winners:
            out.append(t.tr("wins the game"))
        return out

    def _won(self, game: Game, t: Translator, names: list[str]) -> str:
        from toolkit.i18n.phrases import joined

        g: HeroRealmsGame = game  # type: ignore[assignment]
        won = joined(t, [names[w] for w in g.winners])
        out = [names[p.seat] for p in g.players if p.seat not in g.winners]
        return t.plural(
            "{won} won on turn {turn}: {out} was brought to 0 health (HR-E1).",
            "{won} won on turn {turn}: {out} were brought to 0 health (HR-E1).",
            len(out),
            won=won,
            turn=g.turn,
            out=", ".join(out),
        )

    def _accounts(self, game: Game, t: Translator, names: list[str]) -> list[str]:
        g: HeroRealmsGame = game  # type: ignore[assignment]
        lines = []
        kind_words = {
            "champion": N_("champion"),
            "action": N_("action"),
            "item": N_("item"),
            "health_card": N_("health card"),
        }
        for p in g.players:
            owned = [g.defs[c] for c in p.owned()]
            factions = Counter(d.faction for d in owned if d.faction in _HR_FACTION)
            kinds = Counter(d.type for d in owned)
            fac = ", ".join(
                f"{n} {f.capitalize()}" for f, n in factions.most_common()
            ) or t.gettext("none")
            kind = ", ".join(
                f"{n} {t.gettext(kind_words.get(k, k.replace('_', ' ')))}"
                for k, n in kinds.most_common()
            )
            lines.append(
                t.tr(
                    "{name}: health {health}; deck of {n} cards ({kinds}); faction cards: "
                    "{factions}.",
                    name=names[p.seat],
                    health=g.health_of(p.seat),
                    n=len(owned),
                    kinds=kind,
                    factions=fac,
                )
            )
        return lines


_SIDES: dict[str, type[Side]] = {"hero-realms": HeroRealmsSide, "villainous": VillainousSide}


def side_for(game_name: str, t: Translator | None = None) -> Side:
    """The table side of a game by its name (``"hero-realms"`` or ``"villainous"``).

    ``t`` words the refusal in the learner's language (English by default).

    Raises
    ------
    SetupError
        For a game the table cannot seat.

    Examples
    --------
    >>> side_for("chess", translator("es"))
    Traceback (most recent call last):
    ...
    toolkit.core.errors.SetupError: No hay mesa para el juego 'chess': elige hero-realms, villainous.
    """
    from toolkit.core.errors import SetupError, short_repr

    try:
        return _SIDES[game_name]()
    except (KeyError, TypeError):
        raise SetupError(
            (t or translator("en")).tr(
                N_("There is no table for the game {game}: choose {games}."),
                game=short_repr(game_name),
                games=", ".join(_SIDES),
            )
        ) from None
