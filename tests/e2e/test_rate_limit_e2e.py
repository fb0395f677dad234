"""Discord's per-channel edit rate limit against a table that computer seats play alone.

Computer moves are shown by editing the table message outside any interaction answer, the route Discord
limits to 5 edits per 5 s per channel; a move every 50 ms goes well past that. The stand-in answers the excess
with 429s, discord.py sleeps and retries, and the bot must still end with the finished game on screen.
"""

from __future__ import annotations

import json
from contextlib import closing
from pathlib import Path

from e2e.conftest import PATIENCE, read_only, running_bot, stand_in

from i18n import t

CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
COMPUTERS = 4


async def test_a_computer_only_game_ends_on_screen_through_the_edit_rate_limit(tmp_path: Path) -> None:
    async with stand_in() as fake:
        alice = await fake.add_member("Alice")
        async with running_bot(fake, tmp_path) as bot:  # computers wait 0.05 s: far more edits than the limit
            table = (await fake.slash(alice, "lcr start")).message
            assert table is not None
            for _ in range(COMPUTERS):
                await fake.click(alice, table, t("en", "button.add_computer"))
            await fake.click(alice, table, t("en", "button.start"))  # the host's turn comes first
            assert (await fake.slash(alice, "game leave")).ephemeral  # from here on only computers play

            finished_title = t("en", "table.title.finished", game=t("en", "game.lcr"))
            await fake.wait_for_message(lambda m: m is table and finished_title in m.text(), timeout=PATIENCE)

        with closing(read_only(bot)) as db:
            status, seats, state = db.execute("SELECT status, seats, state FROM tables").fetchone()
        assert status == "finished"
        seats, state = json.loads(seats), json.loads(state)
        winner = seats[state["winner"]]["name"]
        assert t("en", "lcr.event.win", name=winner, chips=state["chips"][state["winner"]]) in table.text()
        assert table.labels() == [t("en", "button.again"), t("en", "button.story"), t("en", "button.replay")]

        edits = [call for call in fake.calls if call.route == CHANNEL_EDIT]
        assert any(call.status == 429 for call in edits), "the computers' moves never reached the rate limit"
        assert edits[-1].status == 200  # the last word was an edit that went through: the finished table
        assert edits[-1].at >= max(call.at for call in edits if call.status == 429)
        log = bot.log_tail(lines=10_000)
        assert "We are being rate limited" in log  # discord.py saw the 429s and retried them
        assert "Traceback" not in log and "ERROR" not in log
