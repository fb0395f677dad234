"""Bad Leftovers at a table: its slash commands and how the center, claims and takes read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from data.records import Table
from discord_side.game_cog import GameCog
from discord_side.odds import answer_odds
from discord_side.translator import localized, text
from i18n import t
from rules.base import Action, Event, RunningScore
from rules.leftovers import CLAIMS, LEFTOVERS_INFO, OUT_SCORE, Leftovers, decode, face_counts, takes_left
from rules.leftovers.actions import Claim, ClaimDoubles
from rules.leftovers.events import Out, Round, Seats, SeatThrow, Stuck, Took, TookDoubles
from rules.leftovers.game import takes_doubles
from screen.presenter import MENU, GameUi, MoveButton, pips, register, seat_name
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

if TYPE_CHECKING:
    from discord_side.pips import Pips

CLAIMS_MENU = "claims"  # the menu of claim buttons (back from a claim's pairs)
CLAIMS_PER_ROW = 3  # two rows of three read well on a phone


def grouped(faces: Sequence[int]) -> str:
    """Dice counted by face, in face order ("⚀×6 ⚁×2 ⚃×1"), as players count the center."""
    counts = face_counts(faces)
    return " ".join(f"{pips([face])}×{counts[face]}" for face in range(1, 7) if counts[face])


def pair_text(a: int, b: int) -> str:
    """Two dice on a button: digits read at a glance on a phone (a button shows no emoji markup)."""
    return f"{a} + {b}"


def row_detail(locale: str, score: int, claim: int | None, *, out: bool = False, over: bool = False) -> str:
    """What follows a player's name: this round's claim (or out) and their points; the table and the
    leaderboard's running scores read the same."""
    if out:
        return t(locale, "leftovers.seat.out", score=score)
    if over:
        return t(locale, "leftovers.seat", score=score)
    if claim is None:
        return t(locale, "leftovers.seat.no_claim", score=score)
    return t(locale, "leftovers.seat.claim", claim=claim, score=score)


def claim_of(action: Action) -> int | None:
    """The claim a first take announces (None for a later take)."""
    return action.claim if isinstance(action, Claim | ClaimDoubles) else None


def round_cause(event: Round, table: Table) -> Stuck | Out | None:
    """The event that ended the round before this one (stuck, or out after it), found just before the round
    event in the table's log (its round number is unique); None for round 1 or a log that no longer has it."""
    log, read = table.log, LEFTOVERS_INFO.read_event
    for index in range(len(log) - 1, 0, -1):
        logged = read(log[index])
        if isinstance(logged, Round) and logged.round == event.round:
            before = read(log[index - 1])
            return before if isinstance(before, Stuck | Out) else None
    return None


class LeftoversUi(GameUi[Leftovers], kind=Leftovers.kind, accent=discord.Colour(0x9B59B6)):
    def seat_order(self, game: Leftovers) -> list[int]:
        return sorted(range(game.players), key=lambda index: game.numbers[index])  # number 1 first: turn order

    def seat_number(self, game: Leftovers, index: int) -> int:
        return game.numbers[index]  # the permanent number: turns, doubles and the rules all speak of it

    def seat_detail(self, game: Leftovers, index: int, locale: str) -> str:
        score = game.scores[index]
        if index in game.forfeited:
            return row_detail(locale, score, None, over=True)  # the shared renderer says they left
        return row_detail(locale, score, game.claims[index], out=index in game.out, over=game.is_over)

    def status_lines(self, game: Leftovers, table: Table, locale: str) -> list[str]:
        lines = [t(locale, "leftovers.round", round=game.rounds, out=OUT_SCORE)]
        if not game.is_over:
            lines.append(
                t(locale, "leftovers.center", dice=grouped(game.center), count=len(game.center),
                  pips=sum(game.center))
            )
        return lines

    def running_detail(self, score: RunningScore, locale: str) -> str:
        return row_detail(locale, score.score, score.claim, out=score.out and not score.left, over=score.left)

    # --- the move menu: the claim first, then the pair ------------------------------------------------------
    def move_menu(self, game: Leftovers, locale: str, menu: str | None) -> list[MoveButton] | None:
        """First turn of the round: Claimed 7..12 (menu None or CLAIMS_MENU), then that claim's pairs (menu
        "<claim>"); later turns: the pairs of the claim made. None for a menu that is not open to the player."""
        legal = game.legal_actions()
        if game.claims[game.turn] is not None:
            return self._moves(game, legal, locale) if menu is None else None
        if menu in (None, CLAIMS_MENU):
            return self._claims(game, legal, locale)
        claim = int(menu) if menu.isdigit() else None
        moves = [action for action in legal if claim is not None and claim_of(action) == claim]
        if not moves:
            return None
        back = MoveButton(MENU + CLAIMS_MENU, t(locale, "leftovers.button.back", claim=claim), secondary=True)
        return [*self._moves(game, moves, locale), back]

    def _claims(self, game: Leftovers, legal: list[Action], locale: str) -> list[MoveButton]:
        number = game.numbers[game.turn]
        counts = face_counts(game.center)
        return [
            MoveButton(
                MENU + str(claim),
                t(locale, "leftovers.button.claim", claim=claim, pairs=takes_left(counts, claim, number)),
                disabled=not any(claim_of(action) == claim for action in legal),
                row=index // CLAIMS_PER_ROW,
            )
            for index, claim in enumerate(CLAIMS)
        ]

    def _moves(self, game: Leftovers, actions: list[Action], locale: str) -> list[MoveButton]:
        return [MoveButton(str(action), self.action_label(game, action, locale)) for action in actions]

    def action_label(self, game: Leftovers, action: Action, locale: str) -> str:
        number = game.numbers[game.turn]
        claim, a, b = decode(action, number)
        form = "doubles" if takes_doubles(action) else "pair"
        if claim is None:
            return t(locale, f"leftovers.action.take.{form}", dice=pair_text(a, b))
        return t(locale, f"leftovers.action.claim.{form}", claim=claim, dice=pair_text(a, b))

    # --- the log --------------------------------------------------------------------------------------------
    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if isinstance(event, SeatThrow):
            params["throws"] = ", ".join(
                f"{seat_name(table, player)} {pips([face])}"
                for player, face in zip(event.players, event.faces, strict=True)
            )
        elif isinstance(event, Seats):
            numbers = event.numbers
            by_number = sorted(range(len(numbers)), key=lambda player: numbers[player])
            params["order"] = ", ".join(f"{numbers[p]}. {seat_name(table, p)}" for p in by_number)
        elif isinstance(event, Round):
            params["count"] = len(event.dice)
        elif isinstance(event, Took):
            params["dice"] = pips(event.dice)
            params["left"] = len(event.center)
        elif isinstance(event, TookDoubles):
            params["dice"] = pips([event.face, event.face])
            params["left"] = len(event.center)
        elif isinstance(event, Stuck):
            params["dice"] = grouped(event.dice)
        elif isinstance(event, Out):
            params["out"] = OUT_SCORE
        return params

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        if isinstance(event, Stuck) and not event.dice:
            return t(locale, "leftovers.event.stuck.empty", **self.event_params(event, table, locale))
        if isinstance(event, Round):
            cause = round_cause(event, table)
            if cause is not None:  # say why this player starts: they were stuck, or the stuck one went out
                params = self.event_params(event, table, locale)
                key = f"leftovers.event.round.after_{cause.type}"
                return t(locale, key, **params, stuck=seat_name(table, cause.player))
        return super().event_line(event, table, locale)


UI = register(LeftoversUi())


class LeftoversCog(GameCog, group_name="leftovers", group_description=text("cmd.leftovers")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.leftovers.start"))
    @localized(fixed_pile="cmd.leftovers.fixed_pile", live_chances="cmd.live_chances", turn_timeout="cmd.turn_timeout")
    async def start(
        self,
        interaction: discord.Interaction,
        fixed_pile: bool = False,
        live_chances: bool = True,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, fixed_pile=fixed_pile, live_chances=live_chances)

    @app_commands.command(name="odds", description=text("cmd.leftovers.odds"))
    @localized(players="cmd.odds.players", fixed_pile="cmd.leftovers.fixed_pile", post="cmd.odds.post")
    async def odds(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, Leftovers.min_players, Leftovers.max_players],
        fixed_pile: bool = False,
        post: bool = False,
    ) -> None:
        await answer_odds(interaction, Leftovers.kind, players, {"fixed_pile": fixed_pile}, post=post)


async def setup(bot: Pips) -> None:
    await bot.add_cog(LeftoversCog(bot))
