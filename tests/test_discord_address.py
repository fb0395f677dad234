"""DISCORD_ADDRESS: every Discord name resolved to one address (the test stand-in's); unset, discord.py's own."""

from __future__ import annotations

import socket

import pytest

from discord_address import FixedAddress, connector
from settings import Settings, SettingsError


def test_unset_the_bot_reaches_discord_where_dns_says() -> None:
    settings = Settings.from_env({"DISCORD_TOKEN": "t"})
    assert settings.discord_address is None and connector(settings.discord_address) is None


@pytest.mark.parametrize(("raw", "address"), [("127.0.0.1:8443", ("127.0.0.1", 8443)), ("[::1]:443", ("::1", 443))])
def test_an_address_is_an_ip_and_a_port(raw: str, address: tuple[str, int]) -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t", "DISCORD_ADDRESS": raw}).discord_address == address


@pytest.mark.parametrize("raw", ["localhost:8443", "127.0.0.1", "127.0.0.1:http", "127.0.0.1:0", "http://127.0.0.1:1"])
def test_anything_else_is_refused_with_what_to_write(raw: str) -> None:
    with pytest.raises(SettingsError, match=r"DISCORD_ADDRESS: .* is not IP:port"):
        Settings.from_env({"DISCORD_TOKEN": "t", "DISCORD_ADDRESS": raw})


async def test_every_name_resolves_to_the_address_keeping_the_name_for_tls() -> None:
    resolver = FixedAddress("127.0.0.1", 8443)
    for name in ("discord.com", "gateway.discord.gg"):
        [found] = await resolver.resolve(name, 443)
        assert (found["hostname"], found["host"], found["port"], found["family"]) == (
            name, "127.0.0.1", 8443, socket.AF_INET
        )
    [found] = await FixedAddress("::1", 443).resolve("discord.com", 443)
    assert found["family"] == socket.AF_INET6
