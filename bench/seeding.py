"""Live LCR tables written straight into a fresh database: a hundred thousand in seconds, where /lcr start, a
Join per person and Start through Discord would take hours.

The rows are the store's own (`data.sqlite.table_row`) and go in through `data.copy`'s writers, in one
transaction for either store (PostgreSQL's id sequence moved past them), so the bot finds them as if it had
written them itself. That writer takes only an empty database, which is what each benchmark bot starts on.
"""

from __future__ import annotations

import importlib.util
import os
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from data.copy import write_postgres, write_sqlite
from data.open import open_store
from data.records import Seat, Status, Table
from data.sqlite import table_row
from rules.dice import SeededDice
from rules.lcr import Lcr
from service.settings import MAX_TURN_TIMEOUT
from settings import Settings
from tests.fakediscord import Member

LOCALE = "en-US"
LIVE_CHANCES = "live_chances"  # the table option (not a rule) that shows each player's chance on the table
QUIET_FOR = 120.0  # seconds since the last seeded table changed, when the bot starts


def live_chances_built() -> bool:
    """Whether this Pips knows the `live_chances` table option; before it does, a table holding it is one the
    engine refuses, so the benchmark seeds the "off" table like the others and says so."""
    return importlib.util.find_spec("service.chances") is not None


def playing_lcr_table(
    guild_id: int, channel_id: int, people: Sequence[Member], stake: int, opened: float,
    options: dict[str, Any], seed: bytes | None = None,
) -> Table:
    """A table as the service leaves it once the first person opened it with stakes, everyone joined with
    `stake` chips and the host pressed Start. The turn timeout is the longest allowed, so no timer fires
    while the benchmark runs. `options` are the table's: the engine gets them without `live_chances`."""
    seed = seed if seed is not None else os.urandom(32)
    rules = {name: value for name, value in options.items() if name != LIVE_CHANCES}
    game, events = Lcr.start(len(people), rules, SeededDice(seed), [stake] * len(people))
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


def lcr_table_rows(
    guild_id: int, channel_ids: Sequence[int], people: Sequence[Member], stake: int, *, first_id: int = 1,
    live_chances: bool | None = None, opened_over: float = 600.0, quiet_for: float = QUIET_FOR,
) -> list[dict[str, Any]]:
    """The stored rows of one playing table per channel, in the order given, with ids from `first_id`.
    `live_chances` sets that table option (None: leave it out, the default). They read as opened one after
    another over `opened_over` seconds, the last `quiet_for` seconds ago, as in a bot that has been up a while.
    Ten minutes, well inside a quarter of the turn timeout: no turn ping comes due while the benchmark runs (an
    hour's spread had every start send thousands of pings, which is not what is measured here)."""
    options = Lcr.options_type.from_dict({"stakes": True}).to_dict()
    if live_chances is not None:
        options[LIVE_CHANCES] = live_chances
    now = time.time()

    def opened(number: int) -> float:
        return now - quiet_for - opened_over * (1 - number / len(channel_ids))

    def made(number: int, seed: bytes) -> dict[str, Any]:
        """The row as the engine and the store make it: about 60 µs."""
        table = playing_lcr_table(guild_id, channel_ids[number], people, stake, opened(number), options, seed)
        return table_row(replace(table, id=first_id + number, version=1))

    # LCR deals without rolling, so tables that differ only in their seed start alike but for the seed their
    # state names: the others are the first one's row with that changed (a few µs each, for 100,000 tables).
    first = made(0, os.urandom(32))

    def like_the_first(number: int, seed: bytes) -> dict[str, Any]:
        at = opened(number)
        return first | {
            "id": first_id + number, "channel_id": channel_ids[number], "seed": seed.hex(),
            "state": first["state"].replace(first["seed"], seed.hex()), "deadline": at + MAX_TURN_TIMEOUT,
            "created_at": at, "updated_at": at,
        }

    rows = [first] + [like_the_first(number, os.urandom(32)) for number in range(1, len(channel_ids))]
    check, seed = len(channel_ids) - 1, bytes.fromhex(rows[-1]["seed"])
    if made(check, seed) != rows[check]:
        raise AssertionError("LCR's first state depends on more than its seed: make every row with the engine")
    return rows


async def write_tables(database: Settings, rows: Sequence[dict[str, Any]]) -> list[int]:
    """Write the rows into the empty `database` (its SQLite file, or PostgreSQL when it has a URL), created and
    migrated first as the bot opens it, in one transaction; their ids."""
    store = await open_store(database)
    await store.close()
    if database.database_url:
        await write_postgres(database.database_url, {"tables": list(rows)})
    else:
        write_sqlite(str(database.database_path), {"tables": list(rows)})
    return [row["id"] for row in rows]


async def seed_lcr_tables(
    database: Settings, guild_id: int, channel_ids: Sequence[int], people: Sequence[Member], stake: int,
    *, live_chances: bool | None = None,
) -> list[int]:
    """One playing table per channel (as `lcr_table_rows` makes them) in the empty `database`; their ids."""
    return await write_tables(
        database, lcr_table_rows(guild_id, channel_ids, people, stake, live_chances=live_chances)
    )
