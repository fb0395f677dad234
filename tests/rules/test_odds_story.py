"""The story of a game (rules/odds/story.py): replayed from its seed and moves, everyone's chance after every
turn (summing to 1, the outcome at the end), and the turning points told."""

from __future__ import annotations

from typing import Any

import pytest

from rules.base import Game, IllegalAction
from rules.buck import Buck
from rules.dice import SeededDice
from rules.games import GAMES
from rules.lcr import Lcr
from rules.odds.live import win_chances
from rules.odds.story import Move, Replay, Story, story_of, turning_points

SEED = bytes(range(32))


def played(kind: str, players: int, seed: bytes = SEED, options: dict[str, Any] | None = None,
           forfeit_at: int | None = None) -> tuple[Replay, Game]:
    """A game played to its end by the computer strategy, logged as the table logs it: the computer's moves as
    the bot's (seat None), the others' with their seat; ``forfeit_at``: seat 1 leaves at that move."""
    game, _ = GAMES[kind].game.start(players, options or {}, SeededDice(seed))
    moves: list[Move] = []
    while not game.is_over:
        if forfeit_at is not None and len(moves) == forfeit_at:
            game.forfeit(1)
            moves.append(Move(1, "forfeit"))
            continue
        seat = game.current_player
        assert seat is not None
        action = game.auto_action()
        game.apply(seat, action)
        moves.append(Move(seat if seat % 2 else None, str(action)))
    return Replay(kind, options or {}, players, seed, tuple(moves)), game


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_replay_reaches_the_very_game_played_and_chances_sum_to_one_at_every_turn(kind: str) -> None:
    replay, game = played(kind, 3)
    assert replay.final().to_dict() == game.to_dict()
    story = story_of(replay, samples=3)  # a rough estimate: what it sums to is the point here
    assert len(story.chances) == len(story.movers) > 1 and story.movers[0] is None
    for point in story.chances:
        assert len(point) == 3 and sum(point) == pytest.approx(1.0) and all(0 <= c <= 1 for c in point)
    outcome = game.outcome()
    assert outcome is not None
    assert story.came_true == (outcome.losers if kind == Buck.kind else outcome.winners)
    assert story.losing == (kind == Buck.kind)
    assert story.chances[-1] == tuple(1.0 if seat in story.came_true else 0.0 for seat in range(3))


def test_a_turn_ends_when_the_play_passes_so_one_shooter_throwing_on_is_one_turn() -> None:
    replay, _ = played(Buck.kind, 3)
    story = story_of(replay, samples=10)
    assert len(story.chances) < len(replay.moves) + 1  # a Buck Dice shooter throws until a miss
    assert all(mover is not None for mover in story.movers[1:])


def test_a_forfeited_seat_holds_no_chance_from_its_forfeit_on() -> None:
    replay, game = played(Lcr.kind, 4, forfeit_at=5)
    assert 1 in game.forfeited
    story = story_of(replay, samples=50)
    left = max(turn for turn, mover in enumerate(story.movers) if mover == 1)  # once gone, seat 1 never plays
    assert all(point[1] == 0.0 for point in story.chances[left:])
    assert all(point[1] > 0.0 for point in story.chances[:left])


def test_the_story_is_the_same_every_time_it_is_told() -> None:
    replay, _ = played("chicago", 3)
    assert story_of(replay, samples=30) == story_of(replay, samples=30)


def test_the_estimates_are_the_live_chances_of_each_position() -> None:
    replay, _ = played(Lcr.kind, 3)
    asked: list[tuple[int, bytes, int]] = []

    def chances(game: Game, seed: bytes, samples: int) -> tuple[float, ...]:
        asked.append((game.step, seed, samples))
        return win_chances(game, seed, samples)

    story = story_of(replay, chances, samples=7)
    assert len(asked) == len(story.chances) and {samples for _, _, samples in asked} == {7}
    assert len({seed for _, seed, _ in asked}) == len(asked)  # each turn's estimate has dice of its own


def test_a_log_that_does_not_reach_the_end_is_refused() -> None:
    replay, _ = played(Lcr.kind, 3)
    with pytest.raises(ValueError, match="does not reach the end"):
        story_of(Replay(replay.kind, replay.options, 3, SEED, replay.moves[:-1]), samples=5)
    forged = (*replay.moves[:-1], Move(0 if replay.moves[-1].seat != 0 else 2, "roll"))
    with pytest.raises(IllegalAction):
        story_of(Replay(replay.kind, replay.options, 3, SEED, forged), samples=5)


def test_a_rematch_replays_from_where_the_last_games_rotation_left_off() -> None:
    _, first = played(Buck.kind, 3)
    order: tuple[int | None, ...] = (2, 0, 1)
    rematch = first.rematch(SeededDice(SEED), order)
    assert rematch is not None
    game = rematch[0]
    moves = []
    while not game.is_over:
        action = game.auto_action()
        game.apply(game.current_player, action)  # type: ignore[arg-type]
        moves.append(Move(None, str(action)))
    replay = Replay(Buck.kind, {}, 3, SEED, tuple(moves), rematch_of=first.to_dict(), rematch_seats=order)
    assert replay.final().to_dict() == game.to_dict()
    fresh = Replay(Buck.kind, {}, 3, SEED, tuple(moves))
    assert fresh.start().to_dict() != replay.start().to_dict()  # the rotation matters: it is not a fresh start


# --- turning points ---------------------------------------------------------------------------------------------


def test_the_winners_comeback_from_their_lowest_chance_is_told() -> None:
    chances = [(0.5, 0.5), (0.7, 0.3), (0.96, 0.04), (0.6, 0.4), (0.0, 1.0)]
    points = turning_points(chances, (1,))
    comeback = next(point for point in points if point.kind == "comeback")
    assert (comeback.seat, comeback.turn, comeback.chance) == (1, 2, 0.04)
    fall = next(point for point in points if point.kind == "fall")
    assert (fall.seat, fall.turn, fall.chance) == (0, 2, 0.96)
    swing = next(point for point in points if point.kind == "swing")  # the last turn moved both by 0.6: the winner's
    assert (swing.seat, swing.turn, swing.chance, swing.before) == (1, 4, 1.0, 0.4)


def test_a_dull_game_has_no_turning_point_to_tell() -> None:
    chances = [(0.34, 0.33, 0.33), (0.36, 0.4, 0.24), (0.38, 0.45, 0.17), (0.4, 0.5, 0.1), (0.5, 0.45, 0.05),
               (0.58, 0.42, 0.0), (0.59, 0.41, 0.0)]
    assert turning_points(chances, (0,)) == ()  # (the final point is a real outcome only in stories)


def test_a_winner_who_never_fell_to_half_their_start_made_no_comeback() -> None:
    chances = [(0.2, 0.8), (0.3, 0.7), (0.11, 0.89), (0.45, 0.55), (1.0, 0.0)]
    assert [point.kind for point in turning_points(chances, (0,))] == ["fall", "swing"]
    chances[2] = (0.1, 0.9)
    assert [point.kind for point in turning_points(chances, (0,))] == ["comeback", "fall", "swing"]


def test_the_swing_is_not_told_twice_when_it_is_the_comeback_itself() -> None:
    chances = [(0.4, 0.3, 0.3), (0.05, 0.3, 0.65), (0.2, 0.3, 0.5), (0.35, 0.3, 0.35), (0.5, 0.3, 0.2),
               (0.6, 0.4, 0.0)]
    kinds = [(point.kind, point.seat, point.turn) for point in turning_points(chances, (0,))]
    assert kinds == [("comeback", 0, 1), ("fall", 2, 1)]  # the biggest swing: seat 0's drop to its comeback


def test_a_story_tells_its_turning_points_from_the_chances_it_found() -> None:
    replay, _ = played(Lcr.kind, 3)
    story: Story = story_of(replay, samples=200)
    assert story.turning_points == turning_points(story.chances, story.came_true)
