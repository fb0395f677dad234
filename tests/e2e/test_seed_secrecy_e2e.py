"""A table's dice seed stays secret while its game is on: in no log line (DEBUG, JSON: discord.py's own lines
carry every payload sent to Discord), no metric, no message or private answer (/history, /game verify, a
refusal), until the game has ended, when /history shows it. No interaction's token is logged either."""

from __future__ import annotations

import base64
import json
from contextlib import closing
from pathlib import Path

import aiohttp
from e2e.conftest import COMPUTER_DELAY, UPDATE_MESSAGE, add_people, read_only, settled, stand_in
from fakediscord import BotProcess, FakeDiscord, Member

from i18n import t
from tests.operator_endpoints import Endpoints, free_port
from tests.patience import PATIENCE

WINDOW = 12  # hex digits: any run of the seed this long (48 bits) showing up is a leak, not a coincidence


def seed_forms(seed_hex: str) -> set[str]:
    """The ways a 32-byte seed could be written out: pieces of its hex (either case), and whole as base64 (both
    alphabets, padded or not), a decimal number or a bytes repr."""
    seed = bytes.fromhex(seed_hex)
    pieces = {seed_hex[start:start + WINDOW] for start in range(len(seed_hex) - WINDOW + 1)}
    whole = {base64.b64encode(seed).decode(), base64.urlsafe_b64encode(seed).decode().rstrip("="),
             base64.b64encode(seed).decode().rstrip("="), str(int.from_bytes(seed, "big")), repr(seed)[2:-1]}
    return pieces | {piece.upper() for piece in pieces} | whole


def shown_in(text: str, forms: set[str]) -> list[str]:
    return sorted(form for form in forms if form in text)


def all_discord_saw(fake: FakeDiscord, person: Member) -> str:
    """Every message of the channel and every private answer to ``person``, as Discord stores them."""
    return "\n".join(json.dumps(message.data) for message in [*fake.messages(), *fake.ephemeral_replies(person)])


async def test_a_live_tables_seed_is_in_no_log_metric_or_answer_until_the_game_ends(tmp_path: Path) -> None:
    port = free_port()
    env = {"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "METRICS_PORT": str(port), "LOG_FORMAT": "json",
           "LOG_LEVEL": "DEBUG"}
    async with stand_in() as fake:
        (alice,) = await add_people(fake, ("Alice",))
        app = fake.add_application("Pips")
        async with BotProcess(fake, app, "bot.py", workdir=tmp_path, env=env) as bot, \
                aiohttp.ClientSession() as http:
            await settled(fake, bot)
            # Chicago, Alice and a computer: her leaving ends the game at once
            table = (await fake.slash(alice, "chicago start", live_chances=False)).message
            assert table is not None
            for label in ("button.add_computer", "button.start"):
                assert (await fake.click(alice, table, t("en", label))).type == UPDATE_MESSAGE
            await fake.click(alice, table, t("en", "chicago.action.roll"))  # her roll, or a refusal if not her turn
            await fake.raw_click(alice, table, "pips:forged")  # a refusal
            with closing(read_only(bot)) as db:
                seed, status = db.execute("SELECT seed, status FROM tables").fetchone()
            assert status == "playing"
            forms = seed_forms(seed)

            history = await fake.slash(alice, "history")
            verified = await fake.slash(alice, "game verify")
            assert history.ephemeral and verified.ephemeral
            _, metrics = await Endpoints(http, port).get("/metrics")
            logged = bot.log_path.read_text()
            assert '"level": "DEBUG"' in logged and '"logger": "discord.http"' in logged  # the payloads are there
            assert shown_in(logged, forms) == []
            # nor the interactions' tokens (each lets its holder answer as the bot for 15 minutes), though discord.py
            # logs the URLs and gateway events that carry them
            tokens = {history.record.token, verified.record.token}
            assert "/callback" in logged and not [token for token in tokens if token in logged]
            assert shown_in(metrics, forms) == []
            assert shown_in(all_discord_saw(fake, alice), forms) == []

            assert (await fake.slash(alice, "game leave")).ephemeral  # she forfeits: the computer has won
            await fake.wait_until(lambda: t("en", "button.story") in table.labels(), timeout=PATIENCE,
                                  what="the finished table")
            ended = await fake.slash(alice, "history")
            assert seed in "\n".join(embed["description"] for embed in ended.embeds)
