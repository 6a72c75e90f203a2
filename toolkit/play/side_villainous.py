"""The table's side of Disney Villainous: each realm's four locations, with the hand and
power of each villain (see :class:`~toolkit.play.side_base.Side`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.html.core import name_with_villain
from toolkit.i18n import Translator, translator
from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import N_
from toolkit.play.arguments import VILLAINS
from toolkit.play.board import Panel, Spot, Zone

if TYPE_CHECKING:
    from toolkit.core.bots import Bot
    from toolkit.core.contract import PendingDecision
    from toolkit.core.game import Game
    from toolkit.villainous.engine import VillainousGame

from toolkit.play.side_base import (
    Playable,
    Side,
    Viewer,
    _card_spot,
    _player_spot,
    _sees,
    substitute,
)

__all__ = ["VillainousSide"]

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
    villains = VILLAINS

    def make_bot(self, name: str, seed: int) -> Bot:
        from toolkit.search.villainous import make_bot

        return make_bot(name, seed)

    def new_game(self, seats: int, seed: int, names: Sequence[str] | None, **options: Any) -> Game:
        from toolkit.play.arguments import villain_seats
        from toolkit.villainous import VillainousGame

        villains = villain_seats(options.pop("villains", None), seats, self.villains)
        return VillainousGame.new(seed, villains=villains, names=names, **options)

    def check_seats(self, seats: int, options: dict[str, Any], t: Translator) -> None:
        """Each seat needs a different villain: the rules seat up to six players, but the
        data holds five villains, so a sixth seat (with no villains named) is refused."""
        from toolkit.core.errors import SetupError
        from toolkit.villainous.cards import load_villain

        if options.get("villains") is None and seats > len(self.villains):
            raise SetupError(
                t.tr(
                    "Each player needs a different villain, and this game has {n}: "
                    "{villains}. So a table seats at most {n} players, not {seats}; the "
                    "rules go up to 6 players with a villain from another box (V-S7).",
                    n=len(self.villains),
                    villains=", ".join(load_villain(v).name for v in self.villains),
                    seats=seats,
                )
            )

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
        return _card_spot(iid, d, marks, badges, d.deck, playable, self._detail(d, t))

    def _detail(self, card: Any, t: Translator) -> str:
        """A card's kind and text, in the learner's language as the HTML boards write it."""
        from toolkit.html.villainous import type_label
        from toolkit.villainous.card_text import card_text

        kind = type_label(card.type, t.lang)
        text = card_text(card.id, card.text, t.lang)
        for prefix in (f"{card.type.capitalize()}. ", f"{kind}. ", f"{kind}: "):
            if text.startswith(prefix):
                text = text[len(prefix) :]
        return f"{kind}: {text}"

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
                # a button only where a click does something: never the mover's own
                # place as a move (V-T1), nor any place once the move is made
                head = (
                    Spot(
                        "location",
                        loc.name,
                        loc.name,
                        ("L",),
                        title=(
                            loc.name if g.pending_decision is not None else _go_to(loc.name, t.lang)
                        ),
                        playable=True,
                    )
                    if mine and ("location", loc.name) in playable
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

    def _hidden(self, game: Game, seat: int) -> list[list[list[int]]]:
        g: VillainousGame = game  # type: ignore[assignment]
        out = []
        for s, p in enumerate(g.players):
            out.append([p.deck] if s == seat else [p.hand, p.deck])
            out.append([p.fate_deck])
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
            labels = [symbol_label(s, t.lang) for s in (*loc.top, *loc.bottom)]
            # a symbol printed twice is said once with its count: "Play a Card ×2"
            syms = ", ".join(
                label if labels.count(label) == 1 else f"{label} ×{labels.count(label)}"
                for label in dict.fromkeys(labels)
            )
            out.append(
                fill(
                    t,
                    t.gettext("moves to {location}, a location with {symbols}"),
                    "villainous",
                    location=loc.name,
                    symbols=syms,
                )
            )
        if q.power > p.power:
            out.append(t.tr("gains {n} Power", n=q.power - p.power))
        elif q.power < p.power:
            out.append(t.tr("spends {n} Power", n=p.power - q.power))
        thrown = [c for c in p.hand if c not in q.hand and c in q.discard]
        if thrown and q.loc != p.loc:  # a card at the new location discards the hand
            out.append(
                t.plural(
                    "throws away {n} card from hand on moving: {cards}",
                    "throws away {n} cards from hand on moving: {cards}",
                    len(thrown),
                    cards=", ".join(b.defs[c].name for c in thrown),
                )
            )
            thrown = []
        for c in thrown:
            out.append(t.tr("discards {card}, a card it does not need now", card=b.defs[c].name))
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
                    fill(
                        t,
                        t.gettext("removes the Hero {card} from {location}"),
                        "villainous",
                        card=b.defs[h].name,
                        location=p.villain.locations[li].name,
                    )
                )
            new = [c for c in q.bottom[li] if c not in p.bottom[li]]
            for c in new:
                out.append(
                    fill(
                        t,
                        t.gettext("puts {card} at {location}"),
                        "villainous",
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
    """A villain's objective in ``lang``, from the message catalogue as the boards give it."""
    from toolkit.villainous.text_words import objective_text

    return objective_text(str(villain.objective.get("text", "")), lang)


def _go_to(location: str, lang: str) -> str:
    """The move button's words, the place's article agreeing (*Ve al Jolly Roger*)."""
    from toolkit.villainous.text_words import go_to_text

    return go_to_text(location, lang)
