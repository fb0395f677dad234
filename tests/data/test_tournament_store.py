"""Tournaments as both stores keep them: created at version 1, saved under the version guard, read back whole by a
fresh store, the ones still going listed, a server's champions counted."""

from __future__ import annotations

from dataclasses import replace

import pytest

from data.store import StaleWrite, Store, TournamentRow
from tests.conftest import OpenAgain


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def new_tournament(**fields: object) -> TournamentRow:
    values: dict[str, object] = {
        "guild_id": 10, "channel_id": 100, "host_id": 1, "kind": "chicago", "options": {"double_roll": True},
        "state": {"entrants": [1, 2], "rounds": [{"tables": [{"thread": 123456789012345678}]}], "name": "é"},
        "created_at": 1000.0, "updated_at": 1000.0, **fields,
    }
    return TournamentRow(**values)  # type: ignore[arg-type]


async def test_a_tournament_round_trips_and_saves_under_its_version(store: Store, open_again: OpenAgain) -> None:
    created = await store.create_tournament(new_tournament())
    assert created.id > 0 and created.version == 1
    fresh = await open_again()
    try:
        assert await fresh.load_tournament(created.id) == created
    finally:
        await fresh.close()
    playing = replace(created, status="playing", message_id=55, state={"entrants": [1, 2, 3]}, updated_at=1001.0)
    saved = await store.save_tournament(playing)
    assert saved.version == 2 and await store.load_tournament(created.id) == saved
    with pytest.raises(StaleWrite):
        await store.save_tournament(replace(playing, status="cancelled"))  # computed from version 1
    assert await store.load_tournament(created.id) == saved
    assert await store.load_tournament(created.id + 1000) is None


async def test_the_tournaments_still_going_and_a_server_s_champions(store: Store) -> None:
    signup = await store.create_tournament(new_tournament())
    playing = await store.create_tournament(new_tournament(status="playing"))
    won = await store.create_tournament(new_tournament(status="playing"))
    await store.save_tournament(replace(won, status="finished", champion_id=7))
    await store.create_tournament(new_tournament(status="finished", champion_id=7, guild_id=11))
    await store.create_tournament(new_tournament(status="cancelled"))
    assert [row.id for row in await store.going_tournaments()] == [signup.id, playing.id]
    assert await store.tournament_wins(10, 7) == 1
    assert await store.tournament_wins(10, 8) == 0
    assert await store.tournament_wins(11, 7) == 1
    chicago = await store.create_tournament(new_tournament(status="finished", champion_id=8, updated_at=2000.0))
    await store.create_tournament(new_tournament(status="finished", kind="lcr", updated_at=3000.0))
    assert [row.kind for row in await store.past_tournaments(100)][:2] == ["lcr", "chicago"]
    assert (await store.past_tournaments(100, "chicago"))[0] == chicago
    assert len(await store.past_tournaments(100, limit=2)) == 2 and await store.past_tournaments(101) == []
