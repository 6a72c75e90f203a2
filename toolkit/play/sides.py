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
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.html.core import name_with_villain
from toolkit.i18n import Translator, translator
from toolkit.i18n.messages import N_
from toolkit.play.board import Panel, Spot, Zone

if TYPE_CHECKING:
    from toolkit.core.bots import Bot
    from toolkit.core.contract import PendingDecision
    from toolkit.core.game import Game
    from toolkit.hero_realms.engine import HeroRealmsGame
    from toolkit.villainous.engine import VillainousGame

__all__ = ["HeroRealmsSide", "Side", "VillainousSide", "side_for"]

Playable = set[tuple[str, int | str]]
"""The (kind, ref) of every spot some legal action touches."""

Viewer = int | None
"""A seat, ``None`` for the teacher, or :data:`NOBODY` while the screen changes hands."""

NOBODY = -1
"""The viewer of a screen being passed between players: nothing private is shown."""


def _sees(viewer: Viewer, seat: int) -> bool:
    return viewer is None or viewer == seat


def _card_spot(
    iid: int, card: Any, marks: list[str], badges: list[str], tone: str, playable: Playable
) -> Spot:
    """The spot of card instance ``iid`` (design ``card``): its printed name and text, the
    letters and facts beside it, clickable when a legal action touches it."""
    return Spot(
        "card",
        iid,
        card.name,
        tuple(marks),
        tuple(badges),
        tone=tone,
        title=card.text,
        playable=("card", iid) in playable,
    )


def _player_spot(seat: int, name: str, playable: Playable) -> Spot:
    """The heading of a seat's panel, clickable when a legal action aims at the player."""
    return Spot("player", seat, name, playable=("player", seat) in playable)


def substitute(template: Action, old: Any, new: Any) -> Action:
    """``template`` with its first argument equal to ``old`` replaced by ``new``.

    The action a click means is built from a legal action of the same kind, so that
    the engine refuses it for its real reason (a card not in hand, a cost too high).

    Examples
    --------
    >>> substitute(Action("play", ("L1B0", 4, 1, -1, 0)), 4, 9).args
    ('L1B0', 9, 1, -1, 0)
    """
    args = list(template.args)
    for i, a in enumerate(args):
        if type(a) is type(old) and a == old:
            args[i] = new
            break
    return Action(template.kind, tuple(args))


class Side:
    """The per-game part of a table (subclasses fill it in)."""

    game_name = ""
    bot_names: tuple[str, ...] = ()
    strongest = ""
    """The name of the game's strongest bot (the hint asks it)."""
    legend = ""
    """What the letters on cards mean (an English msgid: the table translates it)."""
    player_button = N_("Target {name}")
    """The label of the button that aims at a player (attack, target, Fate)."""

    def make_bot(self, name: str, seed: int) -> Bot:
        """The bot called ``name`` (one of :attr:`bot_names`)."""
        raise NotImplementedError

    def new_game(self, seats: int, seed: int, names: Sequence[str] | None, **options: Any) -> Game:
        """A new game for ``seats`` players."""
        raise NotImplementedError

    def panels(
        self,
        game: Game,
        viewer: Viewer,
        playable: Playable,
        t: Translator | None = None,
        names: Sequence[str] | None = None,
    ) -> list[Panel]:
        """The table laid out for ``viewer``, in ``t``'s language with the seats called
        ``names``: one panel per seat, then shared parts."""
        raise NotImplementedError

    def tried(
        self,
        game: Game,
        kind: str,
        ref: int | str,
        legal: Sequence[Action],
        pending: PendingDecision | None,
    ) -> Action | None:
        """The action a click on (``kind``, ``ref``) means when no legal action touches it."""
        raise NotImplementedError

    def effects(
        self, before: Game, after: Game, seat: int, t: Translator | None = None
    ) -> list[str]:
        """What an action did for ``seat``, in words (compare the game before and after)."""
        return []

    def summary(
        self, game: Game, t: Translator | None = None, names: Sequence[str] | None = None
    ) -> list[str]:
        """Who won and why (:meth:`_won`), then a short account of each seat
        (:meth:`_accounts`), in ``t``'s language with the seats called ``names``."""
        t = t or translator("en")
        names = list(names or game.names)
        if game.winners:
            head = self._won(game, t, names)
        else:
            head = t.tr("The game stopped on turn {n} without a winner.", n=game.turn)
        return [head, *self._accounts(game, t, names)]

    def _won(self, game: Game, t: Translator, names: list[str]) -> str:
        """Who won a finished game and how."""
        raise NotImplementedError

    def _accounts(self, game: Game, t: Translator, names: list[str]) -> list[str]:
        """A line on each seat at the end of a game."""
        return []

    def card_name(self, game: Game, iid: int) -> str:
        """The printed name of a card instance."""
        return str(game.defs[iid].name)  # type: ignore[attr-defined]


# -- Hero Realms ----------------------------------------------------------------------

_HR_KIND = {"champion": "C", "action": "A", "item": "I", "health_card": "H"}
_HR_FACTION = {"imperial": "IMP", "guild": "GLD", "necros": "NEC", "wild": "WLD"}


class HeroRealmsSide(Side):
    """Hero Realms: seats with hands, champions and cards in play, and the market."""

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
        if cost and d.cost is not None:
            badges.append(f"{d.cost}g")
        return _card_spot(iid, d, marks, badges, d.faction, playable)

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
                zones.append(
                    self._zone(g, t.gettext("Discard pile"), list(reversed(p.discard)), playable, t)
                )
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
                        t.tr("Fire Gems ({n} left)", n=len(gems)),
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
            out.append(t.tr("gains {n} combat", n=q.combat - p.combat))
        if a.health_of(seat) > b.health_of(seat):
            out.append(t.tr("gains {n} health", n=a.health_of(seat) - b.health_of(seat)))
        drawn = len(q.hand) - len(p.hand)
        if drawn > 0 and b.pending is None:
            out.append(t.plural("draws {n} card", "draws {n} cards", drawn))
        for other in b.opponents(seat):
            lost = b.health_of(other) - a.health_of(other)
            if lost > 0:
                out.append(t.tr("deals {n} damage to {name}", n=lost, name=names[other]))
            gone = [c for c in b.players[other].champions if c not in a.players[other].champions]
            for c in gone:
                d = b.defs[c]
                if d.guard:
                    out.append(t.tr("stuns {card}, a guard", card=d.name))
                else:
                    out.append(t.tr("stuns {card}", card=d.name))
        bought = [c for c in q.owned() if c not in set(p.owned())]
        for c in bought:
            d = a.defs[c]
            value = f"{card_value(d):.1f}"
            out.append(
                t.tr("buys {card} (card value {value} to the bot)", card=d.name, value=value)
            )
        sacrificed = [c for c in a.sacrificed if c not in set(b.sacrificed)]
        for c in sacrificed:
            out.append(t.tr("sacrifices {card}", card=a.defs[c].name))
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


# -- Disney Villainous ------------------------------------------------------------------

_V_DECK = {"villain": "V", "fate": "F"}


class VillainousSide(Side):
    """Disney Villainous: each realm's four locations, with the hand and power of each villain."""

    game_name = "villainous"
    strongest = "heuristic"
    player_button = N_("Fate against {name}")
    bot_names = ("random", "heuristic", "search")
    legend = N_(
        "Letters: A Ally, I Item, E Effect, C Condition, H Hero; V villain deck, F fate deck; "
        "the number is the card's Strength, a 'P' its cost in Power."
    )
    villains = ("davy_jones", "tamatoa", "ursula", "captain_hook", "evil_queen")

    def make_bot(self, name: str, seed: int) -> Bot:
        from toolkit.search.villainous import make_bot

        return make_bot(name, seed)

    def new_game(self, seats: int, seed: int, names: Sequence[str] | None, **options: Any) -> Game:
        from toolkit.villainous import VillainousGame

        villains = options.pop("villains", None)
        if villains is None:
            villains = [self.villains[i % len(self.villains)] for i in range(seats)]
        return VillainousGame.new(seed, villains=villains, names=names, **options)

    def _spot(
        self, game: VillainousGame, iid: int, playable: Playable, t: Translator, *, hand: bool
    ) -> Spot:
        d = game.defs[iid]
        marks = [d.type[:1].upper(), _V_DECK.get(d.deck, d.deck[:1].upper())]
        badges = []
        if d.type in ("ally", "hero") or (d.strength is not None and not hand):
            badges.append(t.tr("str {n}", n=game.strength(iid) if not hand else d.strength))
        if hand and d.cost is not None:
            badges.append(f"{d.cost}P")
        host = game.host.get(iid)
        if host is not None:
            badges.append(t.tr("on {card}", card=game.defs[host].name))
        return _card_spot(iid, d, marks, badges, d.deck, playable)

    def panels(
        self,
        game: Game,
        viewer: Viewer,
        playable: Playable,
        t: Translator | None = None,
        names: Sequence[str] | None = None,
    ) -> list[Panel]:
        from toolkit.html.villainous import symbol_label

        g: VillainousGame = game  # type: ignore[assignment]
        t = t or translator("en")
        names = list(names or g.names)
        lang = t.lang
        out = []
        for seat, p in enumerate(g.players):
            v = p.villain
            done, need = g.objective_progress(seat)
            stats = [
                t.tr("power {n}", n=p.power),
                t.tr("objective {done}/{need}", done=done, need=need),
                t.tr("deck {n}", n=len(p.deck)),
                t.tr("discard {n}", n=len(p.discard)),
                t.tr("fate {n}", n=len(p.fate_deck)),
            ]
            if p.poison:
                stats.append(t.tr("poison {n}", n=p.poison))
            if v.treasures:
                stats.append(t.tr("treasures {n}", n=len(p.claimed)))
            if g.fate_holder == seat:
                stats.append(t.tr("holds the fate token (V-F3)"))
            hand = t.tr("Hand ({n})", n=len(p.hand))
            if _sees(viewer, seat):
                zones = [
                    Zone(hand, tuple(self._spot(g, c, playable, t, hand=True) for c in p.hand))
                ]
            else:
                zones = [Zone(hand, hidden=len(p.hand))]
            mine = seat == g.current_player
            for li, loc in enumerate(v.locations):
                covered = g.covered(seat, li)
                top = ", ".join(symbol_label(s, lang) for s in loc.top)
                bottom = ", ".join(symbol_label(s, lang) for s in loc.bottom)
                notes = (
                    t.tr("top: {symbols}", symbols=top)
                    + (t.tr(" (covered by a Hero, V-T4)") if covered and top else ""),
                    t.tr("bottom: {symbols}", symbols=bottom),
                )
                css = []
                label = loc.name
                if p.loc == li:
                    css.append("here")
                    label += t.tr(" (mover of {name})", name=names[seat])
                if li in p.locked:
                    css.append("locked")
                    label += t.tr(" (locked, V-S6)")
                cards = [c for c in p.top[li]] + [c for c in p.bottom[li]]
                cards += [i for c in cards for i in g.attached_to(c)]
                head = (
                    Spot(
                        "location",
                        loc.name,
                        loc.name,
                        ("L",),
                        playable=("location", loc.name) in playable,
                    )
                    if mine
                    else None
                )
                zones.append(
                    Zone(
                        label,
                        tuple(self._spot(g, c, playable, t, hand=False) for c in cards),
                        head=head,
                        notes=notes,
                        css=" ".join(css),
                    )
                )
            out.append(
                Panel(
                    name_with_villain(names[seat], v.name),
                    tuple(stats),
                    tuple(zones),
                    seat=seat,
                    head=_player_spot(seat, names[seat], playable),
                    active=seat == g.active and not g.over,
                    note=t.tr("Objective (V-W1): {text}", text=_objective(v, lang)),
                )
            )
        return out

    def tried(
        self,
        game: Game,
        kind: str,
        ref: int | str,
        legal: Sequence[Action],
        pending: PendingDecision | None,
    ) -> Action | None:
        g: VillainousGame = game  # type: ignore[assignment]
        if pending is not None:
            for option in pending.options:
                if kind == "card" and option.card is not None:
                    return substitute(option.action, option.card, ref)
            return Action("end")
        p = g.players[g.active]
        if kind == "location":
            names = [loc.name for loc in p.villain.locations]
            li = names.index(str(ref)) if ref in names else -1
            return Action("move", (li,))
        if g.phase == "move":
            return Action("end")  # the turn starts with the move: the engine says so
        if kind == "player":
            wanted = "fate"
        elif kind == "card" and isinstance(ref, int) and ref in p.hand:
            wanted = "play"
        elif kind == "card" and isinstance(ref, int) and ref in g.realm_cards(g.active):
            wanted = "vanquish" if g.defs[ref].type == "hero" else "activate"
        else:
            return None
        for a in legal:
            if a.kind != wanted:
                continue
            info = g.action_info(a)
            if kind == "player":
                old = info.target_player
            else:
                old = info.target_card if wanted == "vanquish" else info.card
            if old is not None:
                return substitute(a, old, ref)
        # No legal action of that kind to start from: use an action symbol the villain may
        # take now (the engine lists them), so that the refusal gives the real reason.
        symbol = {"play": "play_card"}.get(wanted, wanted)
        slot = next((sl[0] for sl in g.slots() if sl[2].split(":")[0] == symbol), "-")
        if wanted == "fate":
            return Action("fate", (slot, int(ref)))
        if wanted == "play":
            return Action("play", (slot, int(ref), p.loc, -1, 0))
        if wanted == "vanquish":
            return Action("vanquish", (slot, int(ref), ()))
        return Action("activate", (slot, int(ref)))

    def effects(
        self, before: Game, after: Game, seat: int, t: Translator | None = None
    ) -> list[str]:
        from toolkit.html.villainous import symbol_label

        b: VillainousGame = before  # type: ignore[assignment]
        a: VillainousGame = after  # type: ignore[assignment]
        t = t or translator("en")
        names = _v_names(b, t)
        out = []
        p, q = b.players[seat], a.players[seat]
        if q.loc != p.loc and 0 <= q.loc < 4:
            loc = q.villain.locations[q.loc]
            syms = ", ".join(symbol_label(s, t.lang) for s in (*loc.top, *loc.bottom))
            out.append(
                t.tr(
                    "moves to {location}, a location with {symbols}",
                    location=loc.name,
                    symbols=syms,
                )
            )
        if q.power > p.power:
            out.append(t.tr("gains {n} Power", n=q.power - p.power))
        elif q.power < p.power:
            out.append(t.tr("spends {n} Power", n=p.power - q.power))
        for c in p.hand:
            if c not in q.hand and c in q.discard:
                out.append(
                    t.tr("discards {card}, a card it does not need now", card=b.defs[c].name)
                )
        d0, need = b.objective_progress(seat)
        d1, _ = a.objective_progress(seat)
        if d1 > d0:
            out.append(
                t.tr("moves the objective from {a}/{need} to {b}/{need}", a=d0, b=d1, need=need)
            )
        for li in range(4):
            gone = [h for h in p.top[li] if h not in q.top[li]]
            for h in gone:
                out.append(
                    t.tr(
                        "removes the Hero {card} from {location}",
                        card=b.defs[h].name,
                        location=p.villain.locations[li].name,
                    )
                )
            new = [c for c in q.bottom[li] if c not in p.bottom[li]]
            for c in new:
                out.append(
                    t.tr(
                        "puts {card} at {location}",
                        card=a.defs[c].name,
                        location=q.villain.locations[li].name,
                    )
                )
        for other in range(len(b.players)):
            if other == seat:
                continue
            heroes0 = sum(len(x) for x in b.players[other].top)
            heroes1 = sum(len(x) for x in a.players[other].top)
            if heroes1 > heroes0:
                out.append(t.tr("sends a Hero into {name}'s realm", name=names[other]))
        if a.over and seat in a.winners:
            out.append(t.tr("achieves the objective and wins"))
        return out

    def _won(self, game: Game, t: Translator, names: list[str]) -> str:
        g: VillainousGame = game  # type: ignore[assignment]
        w = g.winners[0]
        text = _objective(g.players[w].villain, t.lang)
        return t.tr(
            "{name} won on turn {turn} by achieving the objective (V-W1): {text}",
            name=names[w],
            turn=g.turn,
            text=text,
        )

    def _accounts(self, game: Game, t: Translator, names: list[str]) -> list[str]:
        g: VillainousGame = game  # type: ignore[assignment]
        lines = []
        for seat, p in enumerate(g.players):
            done, need = g.objective_progress(seat)
            cards = sum(len(x) for x in p.bottom)
            heroes = sum(len(x) for x in p.top)
            lines.append(
                t.tr(
                    "{seat}: objective {done}/{need}, power {power}, {cards}, {heroes}.",
                    seat=name_with_villain(names[seat], p.villain.name),
                    done=done,
                    need=need,
                    power=p.power,
                    cards=t.plural("{n} card at locations", "{n} cards at locations", cards),
                    heroes=t.plural("{n} Hero in the realm", "{n} Heroes in the realm", heroes),
                )
            )
        return lines


def _v_names(game: VillainousGame, t: Translator) -> list[str]:
    """The villains' players' names, a default "Player N" in ``t``'s language."""
    names = list(game.names)
    if t.lang == "en":
        return names
    return [
        t.tr("Player {n}", n=i + 1) if name == f"Player {i + 1}" else name
        for i, name in enumerate(names)
    ]


def _objective(villain: Any, lang: str) -> str:
    """A villain's objective as printed (in ``lang`` where the villain data records it)."""
    objective = villain.objective
    text = objective.get(f"text_{lang}") if lang != "en" else None
    return str(text or objective.get("text", ""))


_SIDES: dict[str, type[Side]] = {"hero-realms": HeroRealmsSide, "villainous": VillainousSide}


def side_for(game_name: str) -> Side:
    """The table side of a game by its name (``"hero-realms"`` or ``"villainous"``).

    Raises
    ------
    SetupError
        For a game the table cannot seat.
    """
    from toolkit.core.errors import SetupError

    try:
        return _SIDES[game_name]()
    except KeyError:
        raise SetupError(
            f"no table for the game {game_name!r}; choose from {', '.join(_SIDES)}"
        ) from None
