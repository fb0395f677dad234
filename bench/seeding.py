"""Live LCR tables written straight through the store API: thousands in a second or two, where /lcr start,
a Join per person and Start through Discord would take minutes."""

from __future__ import annotations

import os
import time
from collections.abc import Sequence

from data.open import open_store
from data.records import Seat, Status, Table
from rules.dice import SeededDice
from rules.lcr import Lcr
from service.settings import MAX_TURN_TIMEOUT
from settings import Settings
from tests.fakediscord import Member

LOCALE = "en-US"


def playing_lcr_table(
    guild_id: int, channel_id: int, people: Sequence[Member], stake: int, opened: float
) -> Table:
    """A table as the service leaves it once the first person opened it with stakes, everyone joined with
    `stake` chips and the host pressed Start. The turn timeout is the longest allowed, so no timer fires
    while the benchmark runs."""
    seed = os.urandom(32)
    options = Lcr.options_type.from_dict({"stakes": True}).to_dict()
    game, events = Lcr.start(len(people), options, SeededDice(seed), [stake] * len(people))
    return Table(
        kind=Lcr.kind,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=people[0].id,
        seed=seed.hex(),
        options=options,
        turn_timeout=MAX_TURN_TIMEOUT,
        locale=LOCALE,
        seats=[Seat(person.id, person.name, stake=stake) for person in people],
        status=Status.PLAYING,
        state=game.to_dict(),
        log=[event.to_dict() for event in events],
        deadline=opened + MAX_TURN_TIMEOUT,
        created_at=opened,
        updated_at=opened,
    )


async def seed_lcr_tables(
    database: Settings, guild_id: int, channel_ids: Sequence[int], people: Sequence[Member], stake: int,
    *, opened_over: float = 600.0, quiet_for: float = 120.0,
) -> list[int]:
    """One playing table per channel, in the order given, their ids. They read as opened one after another
    over `opened_over` seconds, the last `quiet_for` seconds ago, as in a bot that has been up a while. Ten
    minutes, well inside a quarter of the turn timeout: no turn ping comes due while the benchmark runs (an
    hour's spread had every start send thousands of pings, which is not what is measured here). `database` says
    which store, as for the bot: its SQLite file, or PostgreSQL when it has a URL."""
    store = await open_store(database)
    try:
        ids = []
        now = time.time()
        for number, channel_id in enumerate(channel_ids):
            opened = now - quiet_for - opened_over * (1 - number / len(channel_ids))
            table = playing_lcr_table(guild_id, channel_id, people, stake, opened)
            ids.append((await store.create_table(table)).id)
        return ids
    finally:
        await store.close()
