"""Ways to play Hero Realms: who sits where, who may be attacked, who wins.

The engine asks its :class:`Variant` every seat-dependent question (opening
hands, starting health, shared health, teams, legal targets, what happens
when a player is out, who has won), so each variant adds only its own rules.

Seats are numbered from 0 in turn order, which is clockwise (HR-T1). Sitting
at a table and passing the turn clockwise, the next player is on your
**left** and the previous one on your **right**: :func:`left_of` is the next
living seat in turn order and :func:`right_of` the previous one (players who
are out are skipped).

Variants: ``free-for-all`` (HR-V1), ``first-blood`` (HR-V2),
``last-standing`` (HR-V3), ``hydra`` (HR-V4..V7) and ``emperor``
(HR-V8..V13). The rulings are in ``docs/hero-realms-rules.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.errors import IllegalActionError, SetupError
from toolkit.hero_realms.moves import ask_bequeath, draw, gain

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame
    from toolkit.hero_realms.state import TableState
    from toolkit.i18n.messages import Translator


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a refusal whose wording follows its count ``{n}`` (like :func:`N_`, a pair)."""
    return (singular, plural)


def N_(message: str) -> str:
    """Mark ``message`` for the message catalogue; it is translated where it is shown.

    The engine does not import :mod:`toolkit.i18n` (its catalogues load only when a
    person asks for text), so it marks its refusals with this copy of the marker.
    """
    return message


def translator(lang: str) -> Translator:
    """The words of ``lang``, loaded only when text is asked for."""
    from toolkit.i18n.messages import translator as load

    return load(lang)


def _names(game: HeroRealmsGame, lang: str) -> list[str]:
    """The players' names as a view in ``lang`` shows them (a default "Player N" translated)."""
    from toolkit.hero_realms.text import seat_names

    return seat_names(game, translator(lang))


def _refusal_names(game: HeroRealmsGame) -> list[Any]:
    """The players' names for a refusal (a default "Player N" follows its language)."""
    from toolkit.hero_realms.text import refusal_names

    return list(refusal_names(game))


def _out_of_reach(
    game: HeroRealmsGame, rule: str, seat: int, target: int, message: str
) -> IllegalActionError:
    """The refusal of ``target`` as a target of ``seat``: ``message``, or, for a teammate,
    that they are on the same team (one wording for attacks and "target opponent")."""
    names = _refusal_names(game)
    if game.team_of[target] == game.team_of[seat]:
        message = N_("{target} is on {who}'s team")
    return IllegalActionError.of(message, rule, target=names[target], who=names[seat])


class Variant:
    """Free-for-all, the ordinary game (HR-V1): anyone may attack anyone.

    With two players this is the standard duel (HR-S4: 3 and 5 cards).
    Variants are stateless (clones of a game share them): every answer is
    computed from the game.
    """

    name = "free-for-all"
    title = N_("Free-for-all")
    rule = "HR-V1"
    min_players = 2
    max_players = 6
    team_turns = False
    """True when a team plays its turn together (Hydra, HR-V6)."""
    shared_guard = False
    """True when a teammate's guard protects the whole team (Hydra, HR-V7)."""
    discard_transfer = False
    """True when a player may pay 1 gold to move a discard to a teammate (HR-V12)."""

    def check_players(self, players: int) -> None:
        """Raise SetupError if the variant cannot seat ``players``."""
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise SetupError(
                    f"{self.name} is played by {self.min_players} players, not {players}"
                )
            raise SetupError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, "
                f"not {players}"
            )

    def check_setup(self, setup: dict[str, Any]) -> None:
        """Raise SetupError for a setup option this variant does not take."""
        if "markets" in setup and setup["markets"] != 1:
            raise SetupError(f"{self.name} is played with one market, not {setup['markets']!r}")

    def markets(self, setup: dict[str, Any]) -> int:
        """How many markets the setup builds (1, or 2 for Emperor with ``markets: 2``)."""
        return 1

    def teams(self, players: int) -> list[int]:
        """The team of each seat (every player on their own by default)."""
        return list(range(players))

    def life_groups(self, players: int) -> list[int]:
        """Which health total each seat uses (teammates share one)."""
        return list(range(players))

    def starting_health(self, seat: int, players: int) -> int:
        """HR-S6: every player starts with 50 health."""
        return 50

    def opening_hand(self, seat: int, players: int) -> int:
        """HR-S4 (two players: 3 then 5) and HR-S5 (more: 3, 4, then 5)."""
        if seat == 0:
            return 3
        if players == 2:
            return 5
        return 4 if seat == 1 else 5

    def player_targets(self, game: TableState, seat: int) -> list[int]:
        """Seats ``seat`` may attack, guards aside (HR-V1: any opponent)."""
        return game.opponents(seat)

    def champion_targets(self, game: TableState, seat: int) -> list[int]:
        """Seats whose champions ``seat`` may attack or stun."""
        return game.opponents(seat)

    def discard_targets(self, game: TableState, seat: int) -> list[int]:
        """Seats ``seat`` may choose for "target opponent discards"."""
        return game.opponents(seat)

    def why_not_player(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        """The refusal of an attack on a seat out of reach."""
        return _out_of_reach(
            game, self.rule, seat, target, N_("{target} cannot be attacked by {who}")
        )

    def why_not_target(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        """The refusal of a "target opponent" effect aimed at a seat out of reach."""
        return _out_of_reach(
            game, self.rule, seat, target, N_("{target} cannot be targeted by {who}")
        )

    def why_not_champion(self, game: HeroRealmsGame, seat: int, owner: int) -> IllegalActionError:
        """The refusal of an attack on a champion out of reach."""
        names = _refusal_names(game)
        if game.team_of[owner] == game.team_of[seat]:
            return IllegalActionError.of(
                N_("{owner} is on {who}'s team, so their champions cannot be attacked"),
                self.rule,
                owner=names[owner],
                who=names[seat],
            )
        return IllegalActionError.of(
            N_("{owner}'s champions cannot be attacked by {who}"),
            self.rule,
            owner=names[owner],
            who=names[seat],
        )

    def on_out(self, game: HeroRealmsGame, seat: int, by: int) -> None:
        """What happens when ``seat`` is knocked out (nothing, in free-for-all)."""

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        """HR-E1: the last player left wins; None while the game goes on."""
        alive = [p.seat for p in game.players if not p.out]
        return alive if len(alive) == 1 else None

    def target_priority(self, game: HeroRealmsGame, target: int) -> int:
        """For bots: lower is a more important target (all equal by default)."""
        return 0

    def seat_label(self, game: HeroRealmsGame, seat: int, lang: str = "en") -> str:
        """Words for a seat's place at the table (empty when nothing to say)."""
        return ""

    def describe(self, game: HeroRealmsGame, lang: str = "en") -> str:
        """One line on the variant and the seating, for the state text."""
        t = translator(lang)
        return t.tr(
            "{title} ({rule}): any player may attack any other player",
            title=t.gettext(self.title),
            rule=self.rule,
        )


def left_of(game: TableState, seat: int) -> int | None:
    """The next living seat after ``seat`` in turn order (clockwise): the player on the left."""
    n = len(game.players)
    for k in range(1, n):
        s = (seat + k) % n
        if not game.players[s].out:
            return s
    return None


def right_of(game: TableState, seat: int) -> int | None:
    """The previous living seat before ``seat`` in turn order: the player on the right."""
    n = len(game.players)
    for k in range(1, n):
        s = (seat - k) % n
        if not game.players[s].out:
            return s
    return None


def _not_left(
    game: HeroRealmsGame, rule: str, seat: int, target: int, alone: str, with_left: str
) -> IllegalActionError:
    """HR-V2's refusal of ``target``: ``with_left`` names the player on ``seat``'s left,
    ``alone`` is for when nobody is left there."""
    left = left_of(game, seat)
    names = _refusal_names(game)
    return IllegalActionError.of(
        alone if left is None else with_left,
        rule,
        who=names[seat],
        left=names[left] if left is not None else "",
        target=names[target],
    )


class FirstBlood(Variant):
    """Predator, First Blood (HR-V2): attack only the player on your left.

    Champions of the players on your left or right may be attacked and
    stunned; "target opponent" effects (discards) reach only the player on
    your left, as attacks do (the publisher's multiplayer rules: a player may
    attack or target only the player on their left). The game ends when the
    first player is out; the player to that player's right wins.
    """

    name = "first-blood"
    title = N_("Predator, First Blood")
    rule = "HR-V2"
    min_players = 3

    def player_targets(self, game: TableState, seat: int) -> list[int]:
        left = left_of(game, seat)
        return [left] if left is not None else []

    def champion_targets(self, game: TableState, seat: int) -> list[int]:
        left, right = left_of(game, seat), right_of(game, seat)
        if left is None or right is None:
            return []
        return [left] if left == right else [left, right]

    def discard_targets(self, game: TableState, seat: int) -> list[int]:
        """HR-V2: "target opponent" effects reach only the player on the left."""
        return self.player_targets(game, seat)

    def why_not_target(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        return _not_left(
            game,
            self.rule,
            seat,
            target,
            N_("{who} may target only the player on their left, not {target}"),
            N_("{who} may target only the player on their left ({left}), not {target}"),
        )

    def why_not_player(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        return _not_left(
            game,
            self.rule,
            seat,
            target,
            N_("{who} may attack only the player on their left, not {target}"),
            N_("{who} may attack only the player on their left ({left}), not {target}"),
        )

    def why_not_champion(self, game: HeroRealmsGame, seat: int, owner: int) -> IllegalActionError:
        from toolkit.hero_realms.text import localized_seats

        names = _refusal_names(game)
        return IllegalActionError.of(
            N_(
                "{who} may target only the champions of the players on their left "
                "or right ({near}), not {owner}'s"
            ),
            self.rule,
            who=names[seat],
            near=localized_seats(game, self.champion_targets(game, seat)),
            owner=names[owner],
        )

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        """HR-V2: at the first player out, the player to their right wins."""
        for p in game.players:
            if p.out:
                right = right_of(game, p.seat)
                return [right] if right is not None else []
        return None

    def seat_label(self, game: HeroRealmsGame, seat: int, lang: str = "en") -> str:
        if game.players[seat].out:
            return ""
        left, right = left_of(game, seat), right_of(game, seat)
        if left is None or right is None:
            return ""
        return translator(lang).tr(
            "left: {left}, right: {right}",
            left=_names(game, lang)[left],
            right=_names(game, lang)[right],
        )

    def describe(self, game: HeroRealmsGame, lang: str = "en") -> str:
        t = translator(lang)
        return t.tr(
            "{title} ({rule}): seats in turn order (clockwise), so your left is "
            "the next player and your right the previous one; attack only the player on "
            "your left, champions of your left or right",
            title=t.gettext(self.title),
            rule=self.rule,
        )


class LastStanding(FirstBlood):
    """Predator, Last One Standing (HR-V3): the attack limits of First Blood.

    When a player is out, the player to their right gains 10 health and
    draws a card; the last player left wins.
    """

    name = "last-standing"
    title = N_("Predator, Last One Standing")
    rule = "HR-V3"

    def on_out(self, game: HeroRealmsGame, seat: int, by: int) -> None:
        right = right_of(game, seat)
        if right is None:
            return
        game.events.append(("reward", right, seat))
        gain(game, right, -1, "health", 10)
        draw(game, game.players[right], 1)

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        return Variant.winners(self, game)


class Hydra(Variant):
    """Hydra (HR-V4..V7): two teams of two sharing 75 health per team.

    Seats 0 and 1 are team 1 (they open with 3 cards each), seats 2 and 3
    team 2 (5 cards each); teammates sit side by side. A team plays its turn
    together: both members act in the team's main phase, one at a time
    (``hand_over`` passes control to the teammate, ``end_turn`` ends the
    team's turn with both members' discard and draw phases).
    """

    name = "hydra"
    title = N_("Hydra")
    rule = "HR-V4"
    min_players = 4
    max_players = 4
    team_turns = True
    shared_guard = True

    def teams(self, players: int) -> list[int]:
        return [s // 2 for s in range(players)]

    def life_groups(self, players: int) -> list[int]:
        return self.teams(players)

    def starting_health(self, seat: int, players: int) -> int:
        """HR-V4: 75 health per team."""
        return 75

    def opening_hand(self, seat: int, players: int) -> int:
        """HR-V6: team 1's players draw 3, team 2's draw 5."""
        return 3 if seat < 2 else 5

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        return _team_winners(game)

    def seat_label(self, game: HeroRealmsGame, seat: int, lang: str = "en") -> str:
        t = translator(lang)
        mate = game.teammates(seat)
        if mate:
            return t.tr(
                "team {n} with {mate}", n=game.team_of[seat] + 1, mate=_names(game, lang)[mate[0]]
            )
        return t.tr("team {n}", n=game.team_of[seat] + 1)

    def describe(self, game: HeroRealmsGame, lang: str = "en") -> str:
        return translator(lang).gettext(
            "Hydra (HR-V4..V7): team 1 is seats 1-2, team 2 seats 3-4; each team shares "
            "75 health and plays its turn together (hand_over passes control to the teammate)"
        )


def _team_winners(game: HeroRealmsGame) -> list[int] | None:
    """The seats of the only team with a living player (None while two teams live)."""
    alive = {game.team_of[p.seat] for p in game.players if not p.out}
    if len(alive) != 1:
        return None
    team = alive.pop()
    return [s for s in range(len(game.players)) if game.team_of[s] == team]


EMPERORS = (1, 4)


class Emperor(Variant):
    """Emperor (HR-V8..V13): two teams of three, an emperor flanked by two commanders.

    Seats (turn order, clockwise): 0 commander, 1 emperor, 2 commander of
    team 1, then 3 commander, 4 emperor, 5 commander of team 2. Seat ``s``
    sits opposite seat ``s + 3``: the emperors face each other, and each
    commander faces an opposing commander.
    """

    name = "emperor"
    title = N_("Emperor")
    rule = "HR-V10"
    min_players = 6
    max_players = 6
    discard_transfer = True

    def check_setup(self, setup: dict[str, Any]) -> None:
        markets = setup.get("markets", 1)
        if isinstance(markets, bool) or markets not in (1, 2):
            raise SetupError(f"markets must be 1 or 2, got {markets!r}")

    def markets(self, setup: dict[str, Any]) -> int:
        return int(setup.get("markets", 1))

    def teams(self, players: int) -> list[int]:
        return [s // 3 for s in range(players)]

    @staticmethod
    def is_emperor(seat: int) -> bool:
        return seat in EMPERORS

    @staticmethod
    def emperor_of(seat: int) -> int:
        """The emperor of ``seat``'s team."""
        return EMPERORS[seat // 3]

    @staticmethod
    def opposite(seat: int) -> int:
        return (seat + 3) % 6

    def starting_health(self, seat: int, players: int) -> int:
        """HR-V9: commanders 50, emperors 60."""
        return 60 if seat in EMPERORS else 50

    def opening_hand(self, seat: int, players: int) -> int:
        """HR-V9: team 1 opens with 3 cards, team 2 with 5."""
        return 3 if seat < 3 else 5

    def player_targets(self, game: TableState, seat: int) -> list[int]:
        """HR-V10: the commander opposite, then the opposing emperor; emperors anyone."""
        if seat in EMPERORS:
            return game.opponents(seat)
        opposite = (seat + 3) % 6
        if not game.players[opposite].out:
            return [opposite]
        emperor = EMPERORS[1 - seat // 3]
        return [] if game.players[emperor].out else [emperor]

    def champion_targets(self, game: TableState, seat: int) -> list[int]:
        return self.player_targets(game, seat)

    def discard_targets(self, game: TableState, seat: int) -> list[int]:
        return self.player_targets(game, seat)

    def _reach(
        self, game: HeroRealmsGame, seat: int, target: int, champions: bool
    ) -> IllegalActionError:
        """HR-V10: whom a commander may target, refusing ``target`` (or its champions)."""
        opposite = (seat + 3) % 6
        emperor = EMPERORS[1 - seat // 3]
        names = _refusal_names(game)
        if game.players[opposite].out:
            if champions:
                message = N_(
                    "{who} is a commander; the commander opposite is out, so they may target "
                    "only the opposing emperor, {emperor}, not {target}'s champions"
                )
            else:
                message = N_(
                    "{who} is a commander; the commander opposite is out, so they may target "
                    "only the opposing emperor, {emperor}, not {target}"
                )
        elif champions:
            message = N_(
                "{who} is a commander and may target only the commander opposite, {opposite} "
                "(the emperor {emperor} once {opposite} is out), not {target}'s champions"
            )
        else:
            message = N_(
                "{who} is a commander and may target only the commander opposite, {opposite} "
                "(the emperor {emperor} once {opposite} is out), not {target}"
            )
        return IllegalActionError.of(
            message,
            "HR-V10",
            who=names[seat],
            opposite=names[opposite],
            emperor=names[emperor],
            target=names[target],
        )

    def why_not_player(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        if game.team_of[target] == game.team_of[seat]:
            return super().why_not_player(game, seat, target)
        return self._reach(game, seat, target, champions=False)

    def why_not_target(self, game: HeroRealmsGame, seat: int, target: int) -> IllegalActionError:
        return self.why_not_player(game, seat, target)

    def why_not_champion(self, game: HeroRealmsGame, seat: int, owner: int) -> IllegalActionError:
        if game.team_of[owner] == game.team_of[seat]:
            return super().why_not_champion(game, seat, owner)
        return self._reach(game, seat, owner, champions=True)

    def on_out(self, game: HeroRealmsGame, seat: int, by: int) -> None:
        """HR-V11: a knocked-out commander may give one card to their emperor."""
        emperor = EMPERORS[seat // 3]
        if seat != emperor and not game.players[emperor].out:
            ask_bequeath(game, seat, emperor)

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        """HR-V13: the team whose emperor is out loses; the whole other team wins."""
        for team, emperor in enumerate(EMPERORS):
            if game.players[emperor].out:
                return [s for s in range(6) if game.team_of[s] != team]
        return None

    def target_priority(self, game: HeroRealmsGame, target: int) -> int:
        return -1 if target in EMPERORS else 0

    def seat_label(self, game: HeroRealmsGame, seat: int, lang: str = "en") -> str:
        t = translator(lang)
        if seat in EMPERORS:
            message = N_("team {n} emperor, opposite {opposite}")
        else:
            message = N_("team {n} commander, opposite {opposite}")
        return t.tr(message, n=seat // 3 + 1, opposite=_names(game, lang)[(seat + 3) % 6])

    def describe(self, game: HeroRealmsGame, lang: str = "en") -> str:
        t = translator(lang)
        markets = (
            t.gettext("two markets (one per team)")
            if game.markets_count == 2
            else t.gettext("one market")
        )
        return t.tr(
            "Emperor (HR-V8..V13): around the table in turn order, team 1 is commander, "
            "EMPEROR, commander (seats 1-3) and team 2 likewise (seats 4-6); each seat faces "
            "the seat three places on; {markets}",
            markets=markets,
        )


VARIANTS: dict[str, type[Variant]] = {
    "free-for-all": Variant,
    "first-blood": FirstBlood,
    "last-standing": LastStanding,
    "hydra": Hydra,
    "emperor": Emperor,
}


def get_variant(name: object) -> Variant:
    """The variant called ``name``.

    Raises
    ------
    SetupError
        For an unknown name.
    """
    if not isinstance(name, str) or name not in VARIANTS:
        raise SetupError(f"unknown Hero Realms variant {name!r}; known: {', '.join(VARIANTS)}")
    return VARIANTS[name]()
