"""Host controls end to end: `/game remove player:` takes away a player who went away (they
forfeit; a click of theirs is answered privately), `/game host player:` hands the host role on; the host or
Manage Channel only, and every impossible request gets a private answer and changes nothing."""

from __future__ import annotations

from e2e.conftest import (
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    open_table,
    refusal,
    replayed,
    stale_view,
    stored,
    whose_turn,
)
from fakediscord import Answer, BotProcess, FakeDiscord, Member

from i18n import t

ROLL, ADD_COMPUTER = t("en", "lcr.action.roll"), t("en", "button.add_computer")
MANAGE_CHANNELS = 1 << 4


def told(answer: Answer, key: str, locale: str = "en", **params: object) -> None:
    assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True), answer.content
    assert answer.content == t(locale, key, **params)


async def test_the_host_removes_a_player_who_went_away_and_they_forfeit(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    table = await open_table(fake, "lcr start", people)
    bob_screen = stale_view(table)
    dave = await fake.add_member("Dave")
    before = stored(bot, table)

    refusal(await fake.slash(carol, "game remove", player=bob), "lobby.host_only")  # only the host
    refusal(await fake.slash(alice, "game remove", player=dave), "host.not_seated", player=dave.id)
    refusal(await fake.slash(alice, "game remove", player=alice), "host.remove_self")
    assert stored(bot, table) == before

    told(await fake.slash(alice, "game remove", player=bob), "host.removed", player=bob.id)
    after = stored(bot, table)
    game = after.game()
    assert 1 in game.forfeited and after.version == before.version + 1
    await fake.wait_until(lambda: t("en", "event.removed", by=alice.id, name=f"<@{bob.id}>") in table.text())
    assert t("en", "table.seat.forfeited") in table.text()
    replayed(bot, after)  # the removal is the forfeit of Bob in the action log

    refusal(await fake.click(bob, bob_screen, ROLL), "table.removed")  # his screen still shows Roll
    refusal(await fake.slash(alice, "game remove", player=bob), "host.not_seated", player=bob.id)  # already out
    assert stored(bot, table) == after
    assert whose_turn(table, people) in (alice, carol)


async def test_manage_channel_may_remove_the_host_and_the_role_passes_on(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    moderator = await fake.add_member("Mo", permissions=MANAGE_CHANNELS)
    opened = await fake.slash(alice, "lcr start")
    assert opened.message is not None
    lobby = opened.message
    for person in (bob, carol):
        await fake.click(person, lobby, t("en", "button.join"))
    told(await fake.slash(moderator, "game remove", player=alice), "host.removed", player=alice.id)
    shown = stored(bot, lobby)
    assert [s["user_id"] for s in shown.seats] == [bob.id, carol.id] and shown.host_id == bob.id
    await fake.wait_until(lambda: t("en", "table.host", host=f"<@{bob.id}>") in lobby.text())
    back = await fake.click(alice, lobby, t("en", "button.join"))  # a lobby: who was removed may come back
    assert back.type == UPDATE_MESSAGE


async def test_the_host_hands_the_role_to_another_player(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    dave = await fake.add_member("Dave")
    table = await open_table(fake, "lcr start", people)
    before = stored(bot, table)

    refusal(await fake.slash(bob, "game host", player=bob), "lobby.host_only")
    refusal(await fake.slash(alice, "game host", player=dave), "host.not_seated", player=dave.id)  # a stranger
    refusal(await fake.slash(alice, "game host", player=alice), "host.already", player=alice.id)
    assert stored(bot, table) == before

    told(await fake.slash(alice, "game host", player=carol), "host.handed", player=carol.id)
    assert stored(bot, table).host_id == carol.id
    await fake.wait_until(lambda: t("en", "table.host", host=f"<@{carol.id}>") in table.text())
    refusal(await fake.slash(alice, "game cancel"), "lobby.host_only")  # Alice is a player like the others now
    assert stored(bot, table).status == "playing"


async def test_host_controls_in_french(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, carol = people
    amelie = await fake.add_member("Amélie", locale="fr")
    picker = fake.picker(amelie, "game remove")
    assert picker.option("player").name == t("fr", "cmd.game.remove.player.name") == "joueur"
    assert fake.picker(amelie, "game host").description == t("fr", "cmd.game.host")
    await open_table(fake, "lcr start", [amelie, bob, carol])
    told(await fake.slash(amelie, "game remove", player=alice), "host.not_seated", "fr", player=alice.id)
    told(await fake.slash(amelie, "game host", player=bob), "host.handed", "fr", player=bob.id)


async def test_a_roll_after_the_host_role_changed_hands_keeps_the_new_host(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    """A handover between two rolls changes the table but not the turn: the next roll must play on the table as
    it is now."""
    alice, _, carol = people
    table = await open_table(fake, "lcr start", people, live_chances=False)
    first = whose_turn(table, people)
    assert (await fake.click(first, table, ROLL)).type == UPDATE_MESSAGE
    rolled = stored(bot, table)
    await fake.wait_until(lambda: whose_turn(table, people) is not first)
    told(await fake.slash(alice, "game host", player=carol), "host.handed", player=carol.id)
    await fake.wait_until(lambda: t("en", "table.host", host=f"<@{carol.id}>") in table.text())

    second = whose_turn(table, people)
    assert (await fake.click(second, table, ROLL)).type == UPDATE_MESSAGE
    after = stored(bot, table)
    assert after.host_id == carol.id and after.version == rolled.version + 2
    assert t("en", "table.host", host=f"<@{carol.id}>") in table.text()
    replayed(bot, after)
