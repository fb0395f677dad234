"""How a Bad Leftovers table reads: the move menu in two steps (claim, then pair), the rows, the center by face,
the lines that say what an event did, and the size of the largest table."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from cogs.leftovers import CLAIMS_MENU, UI, grouped
from data.records import LOG_LENGTH, Seat, Status, Table
from discord_side.custom_ids import TableClick, parse
from i18n import t
from rules.base import Event
from rules.dice import SeededDice
from rules.leftovers import CLAIMS, Leftovers, face_counts, takes_left
from screen import presenter
from screen.presenter import MENU, custom_id, render
from service.tables import Change
from tests import cards
from tests.stored_events import stored_event, written


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """A Bad Leftovers event as the log stores it."""
    return stored_event("leftovers", type, player, data)

LONGEST_TABLE_ID, LONGEST_STEP = 10**18 - 1, 10**9 - 1  # the parser's bounds
# Emoji markup as long as Discord's: the budget must hold with pictures on.
FAKE_EMOJIS = {name: 1234567890123456789 - index for index, name in enumerate(presenter.NAMES)}


@pytest.fixture
def pictures() -> Iterator[None]:
    presenter.use_emojis(FAKE_EMOJIS)
    yield
    presenter.use_text()


def table_for(game: Leftovers, events: list[Event], locale: str = "en") -> Table:
    return Table(
        kind="leftovers", guild_id=1, channel_id=2, host_id=10**18, seed="00" * 32, options={}, locale=locale,
        seats=[Seat(10**18 + index, "W" * 32) for index in range(game.players)],
        status=Status.FINISHED if game.is_over else Status.PLAYING,
        log=[event.to_dict() for event in events][-LOG_LENGTH:], id=7,
    )


def started(players: int = 3, seed: int = 1) -> tuple[Leftovers, list[Event]]:
    return Leftovers.start(players, {}, SeededDice(bytes([seed]) * 32))


def with_center(game: Leftovers, center: list[int]) -> Leftovers:
    game.center = list(center)
    return game


def buttons(game: Leftovers, menu: str | None = None) -> list[tuple[str, str, bool]]:
    """(action, label, disabled) of the move buttons drawn for this menu step."""
    card = render(Change(table_for(game, []), game), menu=menu)
    shown = []
    for item in cards.items(card):
        assert isinstance(item, presenter.TableButton) and item.custom_id is not None
        click = parse(item.custom_id)
        assert isinstance(click, TableClick)
        shown.append((click.action, item.label or "", item.disabled))
    return shown


# --- the move menu ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "label"), [("en", "fixed pile"), ("fr", "tas fixe")])
def test_the_options_line_names_fixed_pile_only_when_it_is_on(locale: str, label: str) -> None:
    game, events = started()
    table = table_for(game, events, locale)
    assert label not in UI.options_text(table, locale)
    table = replace(table, options={**table.options, "fixed_pile": True})
    assert UI.options_text(table, locale).startswith(label + " (")


@pytest.mark.parametrize(("locale", "reading"), [("en", "*fixed pile*: counted once"), ("fr", "*tas fixe* : comptés")])
def test_the_rules_explain_fixed_pile_within_one_message(locale: str, reading: str) -> None:
    text = UI.rules_text(locale)
    assert len(text) <= 2000 and reading in text


def test_the_first_turn_offers_the_claims_with_how_many_pairs_each_can_take_now() -> None:
    game, _ = started()
    number = game.numbers[game.turn]
    # one die of each face up to 5 and one more that is not the player's number: 10, 11 and 12 are impossible
    with_center(game, [1, 2, 3, 4, 5, 1 if number != 1 else 2])
    counts = face_counts(game.center)
    shown = buttons(game)
    assert [action for action, _, _ in shown] == [f"{MENU}{claim}" for claim in CLAIMS]
    for (_, label, disabled), claim in zip(shown, CLAIMS, strict=True):
        pairs = takes_left(counts, claim, number)
        assert label == t("en", "leftovers.button.claim", claim=claim, pairs=pairs)
        assert disabled == (not any(str(action).startswith(f"claim:{claim}:") for action in game.legal_actions()))
    assert [disabled for _, _, disabled in shown] == [False, False, False, True, True, True]
    assert t("en", "leftovers.button.claim", claim=7, pairs=1) == "Claim 7 · 1 pair"


def test_choosing_a_claim_shows_its_pairs_the_doubles_and_a_way_back() -> None:
    game, _ = started()
    number = game.numbers[game.turn]
    doubles = [number, number] if number <= 6 else []
    with_center(game, [2, 6, 3, 5, 4, 4, 2, 6, *doubles])
    claim = 8 if number != 4 else 9  # seat 4's doubles make 8 themselves: listed once, as the pair
    if claim == 9:
        with_center(game, [3, 6, 4, 5, 4, 5, 4, 4])
    shown = buttons(game, str(claim))
    moves = [str(action) for action in game.legal_actions() if str(action).startswith(f"claim:{claim}:")]
    assert [action for action, _, _ in shown] == [*moves, MENU + CLAIMS_MENU]
    assert (f"claim:{claim}:doubles" in moves) == (number <= 6)
    labels = [label for _, label, _ in shown]
    assert labels[-1] == t("en", "leftovers.button.back", claim=claim)
    assert t("en", "leftovers.action.claim.pair", claim=8, dice="2 + 6") in labels or claim == 9
    assert not any(disabled for _, _, disabled in shown)
    assert buttons(game, CLAIMS_MENU) == buttons(game)  # back: the claims again


def test_once_claimed_only_the_pairs_of_that_claim_are_offered() -> None:
    game, _ = started()
    game.claims[game.turn] = 8
    with_center(game, [2, 6, 3, 5, 4, 4, 1, 1, 6, 6])
    shown = buttons(game)
    assert [action for action, _, _ in shown] == written(game.legal_actions())
    assert {"take:2-6", "take:3-5", "take:4-4"} <= {action for action, _, _ in shown}
    assert all(action.startswith(("take:", "doubles")) for action, _, _ in shown)
    assert t("en", "leftovers.action.take.pair", dice="3 + 5") in [label for _, label, _ in shown]
    assert UI.move_menu(game, "en", "8") is None and UI.move_menu(game, "en", CLAIMS_MENU) is None


def test_a_menu_that_is_not_open_is_none() -> None:
    game, _ = started()
    with_center(game, [1, 2, 3, 4, 5, 6])  # no 12, and no doubles of anyone
    assert UI.move_menu(game, "en", "12") is None  # impossible claim
    assert UI.move_menu(game, "en", "13") is None and UI.move_menu(game, "en", "x") is None
    assert UI.move_menu(game, "en", "7") is not None


def test_every_menu_id_fits_the_parser_at_its_longest() -> None:
    game, _ = started()
    with_center(game, [6, 6, 6, 6, 1, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1])
    actions = {action for menu in (None, *map(str, CLAIMS)) for action, _, _ in buttons(game, menu)}
    assert "claim:12:6-6" in actions and MENU + CLAIMS_MENU in actions
    for action in actions:
        assert parse(custom_id(LONGEST_TABLE_ID, LONGEST_STEP, action)) == TableClick(
            LONGEST_TABLE_ID, LONGEST_STEP, action
        )


# --- the rows and the center -----------------------------------------------------------------------------------


def test_each_row_shows_the_permanent_number_the_claim_and_the_points_in_turn_order() -> None:
    game, events = started(players=4, seed=2)
    assert game.numbers == [3, 4, 1, 2]  # the rows are not in join order
    game.scores = [1, 0, 14, 3]
    claimer = game.turn
    events += game.apply(claimer, game.legal_actions()[0])
    card = render(Change(table_for(game, events), game))
    rows = [line for line in cards.text(card).splitlines() if "<@" in line and "—" in line][:4]
    by_number = sorted(range(4), key=lambda seat: game.numbers[seat])
    for row, seat in zip(rows, by_number, strict=True):
        assert row.removeprefix("▶ ").startswith(f"{game.numbers[seat]}. <@{10**18 + seat}>"), row
        if seat == claimer:
            assert row.endswith(t("en", "leftovers.seat.claim", claim=game.claims[seat], score=game.scores[seat]))
        else:
            assert row.endswith(t("en", "leftovers.seat.no_claim", score=game.scores[seat]))
    assert t("en", "leftovers.seat.claim", claim=8, score=1) == " — claim 8 · 1 point"
    assert t("fr", "leftovers.seat.no_claim", score=0) == " — sans annonce · 0 point"


def test_the_center_counts_dice_by_face_in_face_order() -> None:
    assert grouped([6, 1, 3, 6, 1, 1, 5]) == "⚀×3 ⚂×1 ⚄×1 ⚅×2"
    game, _ = started()
    with_center(game, [6, 2, 2, 1])
    assert t("en", "leftovers.center", dice=grouped(game.center), count=4, pips=11) in UI.status_lines(
        game, table_for(game, []), "en")
    assert t("en", "leftovers.center", dice="⚀×1", count=1, pips=1) == "Center: ⚀×1 (1 die, 1 pip)"


def test_the_center_shows_pictures_once_loaded(pictures: None) -> None:
    assert grouped([2, 1, 2]) == f"<:pips_d6_1:{FAKE_EMOJIS['pips_d6_1']}>×1 <:pips_d6_2:{FAKE_EMOJIS['pips_d6_2']}>×2"


# --- what events did --------------------------------------------------------------------------------------------


def finish_round(game: Leftovers, events: list[Event]) -> list[Event]:
    """Play the computer's moves until a round ends; the events of the move that ended it."""
    rounds = game.rounds
    while game.rounds == rounds and not game.is_over:
        events = game.apply(game.turn, game.auto_action())
    return events


def mention(seat: int | None) -> str:
    assert seat is not None
    return f"<@{10**18 + seat}>"


def test_a_new_round_says_who_starts_it_and_why() -> None:
    game, events = started(players=3)
    first_round = events[-1]
    assert UI.event_line(first_round, table_for(game, events), "en") == t(
        "en", "leftovers.event.round", round=1, count=len(first_round.data["dice"]), name=mention(first_round.player))
    last = finish_round(game, events)
    table = table_for(game, events + last)
    stuck = next(event for event in last if event.type == "stuck")
    round_event = next(event for event in last if event.type == "round")
    fields = {"round": round_event.data["round"], "count": len(round_event.data["dice"]),
              "name": mention(round_event.player)}
    if any(event.type == "out" for event in last):
        expected = t("en", "leftovers.event.round.after_out", **fields, stuck=mention(stuck.player))
    else:
        assert round_event.player == stuck.player
        expected = t("en", "leftovers.event.round.after_stuck", **fields)
    assert UI.event_line(round_event, table, "en") == expected


def test_a_round_after_someone_went_out_names_who_starts_instead() -> None:
    table = table_for(started(players=3)[0], [])
    out = [ev("stuck", 1, {"points": 30, "score": 30, "dice": [6] * 5}), ev("out", 1, {"score": 30}),
           ev("round", 2, {"round": 4, "dice": [1] * 23})]
    table = replace(table, log=[event.to_dict() for event in out])
    assert UI.event_line(out[2], table, "en") == (
        f"Round 4: 23 dice thrown; <@{10**18 + 2}> starts, the next one in to the left of <@{10**18 + 1}>.")
    assert UI.event_line(out[1], table, "en") == f"<@{10**18 + 1}> has 30 points (21 or more) and is out."
    assert UI.event_line(out[0], table, "en") == (
        f"<@{10**18 + 1}> cannot take two dice: the leftovers ⚅×5 add 30 points to their score (now 30 points).")
    table = replace(table, log=table.log[2:])  # the log no longer has what ended the round: the plain line
    assert UI.event_line(out[2], table, "en") == f"Round 4: 23 dice thrown; <@{10**18 + 2}> starts."


def test_plurals_in_the_log() -> None:
    table = table_for(started()[0], [])
    take = ev("take", 0, {"dice": [3, 4], "center": [1]})
    assert UI.event_line(take, table, "en") == f"<@{10**18}> takes ⚂ ⚃ (1 die left)."
    assert UI.event_line(take, table, "fr") == f"<@{10**18}> prend ⚂ ⚃ (1 dé restant)."
    stuck = ev("stuck", 0, {"points": 1, "score": 1, "dice": [1]})
    assert UI.event_line(stuck, table, "en") == (
        f"<@{10**18}> cannot take two dice: the leftovers ⚀×1 add 1 point to their score (now 1 point).")


# --- the largest table ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_twelve_seats_fit_a_phone_budget_in_every_menu_step(pictures: None, locale: str) -> None:
    """1,800 characters at the most seats, emojis included, whichever menu step is open; <= 25 lines at 8."""
    for players, check in ((12, lambda text: len(text) <= 1800), (8, lambda text: len(text.splitlines()) <= 25)):
        game, events = Leftovers.start(players, {}, SeededDice(bytes(range(32))))
        table = table_for(game, events, locale)
        table = replace(table, seats=(*table.seats[:3], Seat(-1, "Computer 12", computer=True), *table.seats[4:]))
        seen = 0
        while not game.is_over:
            for menu in (None, *map(str, CLAIMS)):
                if menu is None or UI.move_menu(game, locale, menu) is not None:
                    card = render(Change(table, game, events), menu=menu)
                    cards.checked(card)
                    text = cards.text(card)
                    assert check(text), (len(text), text)
                    assert all(len(item.label or "") <= 80 for item in cards.items(card))  # type: ignore[attr-defined]
                    seen += 1
            events = game.apply(game.turn, game.auto_action())
            table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-LOG_LENGTH:])
        assert seen > 100
