"""The operator's server and what it reads: /health, /ready (200, or 503 saying what is not ready), /metrics with
the gauges read at scrape time; the gateway watch behind /ready; the settings that turn it on. It answers GET (and
HEAD) on its three paths only, takes no body, bounds the request's size and the time to send it, and listens on
loopback unless told otherwise."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import logging
import math
import time
from collections.abc import AsyncIterator, Mapping

import aiohttp
import pytest
from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from ops.errors import PortUnavailable
from ops.gateway import GatewayWatch
from ops.probe import health_url, healthy
from ops.readings import Readings, ReadingsCollector
from ops.server import HealthServer, Limits
from ops.version import Build
from settings import Settings, SettingsError


class Problems:
    def __init__(self) -> None:
        self.now: dict[str, str] = {}

    async def __call__(self) -> Mapping[str, str]:
        return self.now


@pytest.fixture
async def served() -> AsyncIterator[tuple[str, Problems, CollectorRegistry]]:
    problems, registry = Problems(), CollectorRegistry()
    server = HealthServer("127.0.0.1", 0, problems, registry)
    await server.start()
    host, port = server.address
    yield f"http://{host}:{port}", problems, registry
    await server.stop()


async def test_health_ready_and_metrics(served: tuple[str, Problems, CollectorRegistry]) -> None:
    base, problems, registry = served
    registry.register(ReadingsCollector(Readings(
        tables=lambda: {("lcr", "playing"): 2, ("buck", "lobby"): 1},
        live_tables=lambda: 3,
        timers=lambda: {"deadline": 2, "turn_ping": 1},
        worker_queue=lambda: 4,
        gateway_latencies=lambda: [(0, 0.042), (1, math.nan)],  # shard 1 has no heartbeat answered yet
        gateway_connected=lambda: [(0, True), (1, False)],
        ready=lambda: True,
        build=Build("1.4.0", "v1.4.0-3-gabc1234"),
    )))
    async with aiohttp.ClientSession() as http:
        async with http.get(base + "/health") as health:
            assert (health.status, await health.json()) == (200, {"status": "ok"})
        async with http.get(base + "/ready") as ready:
            assert (ready.status, await ready.json()) == (200, {"ready": True})
        problems.now = {"gateway": "not connected: shard 1"}
        async with http.get(base + "/ready") as ready:
            assert (ready.status, await ready.json()) == (
                503, {"ready": False, "not_ready": {"gateway": "not connected: shard 1"}},
            )
        async with http.get(base + "/metrics") as metrics:
            assert metrics.status == 200 and metrics.headers["Content-Type"].startswith("text/plain")
            text = await metrics.text()
    samples = {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text) for sample in family.samples
    }
    assert samples == {
        ("pips_tables", (("game", "buck"), ("status", "lobby"))): 1,
        ("pips_tables", (("game", "lcr"), ("status", "playing"))): 2,
        ("pips_live_tables", ()): 3,
        ("pips_timers_pending", (("timer", "deadline"),)): 2,
        ("pips_timers_pending", (("timer", "turn_ping"),)): 1,
        ("pips_worker_queue_depth", ()): 4,
        ("pips_gateway_latency_seconds", (("shard", "0"),)): 0.042,
        ("pips_gateway_connected", (("shard", "0"),)): 1,
        ("pips_gateway_connected", (("shard", "1"),)): 0,
        ("pips_ready", ()): 1,
        ("pips_build_info", (("commit", "v1.4.0-3-gabc1234"), ("version", "1.4.0"))): 1,
    }


def test_registering_the_readings_reads_nothing() -> None:
    def unread() -> int:
        raise AssertionError("read at registration")

    readings = Readings(unread, unread, unread, unread, unread, unread, unread, Build("1", ""))  # type: ignore[arg-type]
    registry = CollectorRegistry()
    registry.register(ReadingsCollector(readings))
    with pytest.raises(AssertionError):
        generate_latest(registry)


def test_the_gateway_watch_knows_which_owned_shards_are_down_and_counts_reconnects() -> None:
    def reconnects(how: str) -> float:
        return REGISTRY.get_sample_value("pips_gateway_reconnects_total", {"shard": "3", "how": how}) or 0.0

    before = reconnects("identify"), reconnects("resume")
    watch = GatewayWatch([2, 3])
    assert watch.missing() == [2, 3]
    watch.connected(2)
    watch.connected(3)  # the first sessions: no reconnect
    assert watch.missing() == []
    watch.disconnected(3)
    assert watch.missing() == [3] and not watch.is_connected(3)
    watch.resumed(3)
    watch.disconnected(3)
    watch.connected(3)
    assert watch.missing() == []
    assert (reconnects("identify") - before[0], reconnects("resume") - before[1]) == (1, 1)


def test_metrics_are_off_unless_a_port_is_set_and_the_settings_say_what_is_wrong() -> None:
    token = {"DISCORD_TOKEN": "x"}
    assert Settings.from_env(token).metrics_port is None
    on = Settings.from_env({**token, "METRICS_PORT": "9300", "METRICS_HOST": "0.0.0.0", "LOG_FORMAT": "JSON"})
    assert (on.metrics_host, on.metrics_port, on.log_format) == ("0.0.0.0", 9300, "json")
    assert Settings.from_env({**token, "METRICS_PORT": "9300"}).metrics_host == "127.0.0.1"
    for wrong in ({"METRICS_PORT": "0"}, {"METRICS_PORT": "70000"}, {"METRICS_PORT": "port"},
                  {"LOG_FORMAT": "xml"}):
        with pytest.raises(SettingsError, match=next(iter(wrong))):
            Settings.from_env({**token, **wrong})


async def test_the_container_probe_asks_health_where_the_server_listens(
    served: tuple[str, Problems, CollectorRegistry],
) -> None:
    base, _, _ = served
    port = base.rsplit(":", 1)[1]
    assert health_url({}) is None  # no server: nothing to ask
    assert health_url({"METRICS_PORT": port, "METRICS_HOST": "0.0.0.0"}) == f"http://127.0.0.1:{port}/health"
    assert health_url({"METRICS_PORT": "9300", "METRICS_HOST": "::1"}) == "http://[::1]:9300/health"
    url = health_url({"METRICS_PORT": port})
    assert url is not None
    assert await asyncio.to_thread(healthy, url)
    assert not await asyncio.to_thread(healthy, base + "/nothing-here")


async def test_a_port_in_use_is_said_plainly(served: tuple[str, Problems, CollectorRegistry]) -> None:
    base, problems, _ = served
    port = int(base.rsplit(":", 1)[1])
    second = HealthServer("127.0.0.1", port, problems)
    with pytest.raises(PortUnavailable, match=f"cannot listen on 127.0.0.1:{port}.*METRICS_PORT"):
        await second.start()


async def test_only_get_and_head_on_its_three_paths(served: tuple[str, Problems, CollectorRegistry]) -> None:
    base, _, _ = served
    async with aiohttp.ClientSession() as http:
        for path in ("/health", "/ready", "/metrics"):
            async with http.head(base + path) as head:
                assert head.status == 200 and await head.read() == b""
            for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"):
                async with http.request(method, base + path) as refused:
                    assert refused.status == 405, (method, path)
        for path in ("/", "/health/", "/metrics.txt", "/admin", "/%2e%2e/etc/passwd"):
            async with http.get(base + path) as missing:
                assert missing.status == 404, path


async def test_a_request_body_is_refused_unread(served: tuple[str, Problems, CollectorRegistry]) -> None:
    base, _, _ = served
    async with aiohttp.ClientSession() as http:
        async with http.get(base + "/health", data=b"x" * 100) as sent:
            assert sent.status == 413 and await sent.json() == {"error": "a request body is not accepted"}
        async def chunks() -> AsyncIterator[bytes]:
            yield b"x"

        async with http.get(base + "/ready", data=chunks()) as chunked:  # (no length: chunked)
            assert chunked.status == 413


async def raw_request(host: str, port: int, request: bytes) -> int:
    """The status the server answers these bytes with."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(request)
        await writer.drain()
        return int((await asyncio.wait_for(reader.readline(), 2)).split()[1])
    finally:
        writer.close()


async def test_an_oversized_request_line_or_header_is_refused(
    served: tuple[str, Problems, CollectorRegistry],
) -> None:
    host, port = served[0].removeprefix("http://").rsplit(":", 1)
    ask = functools.partial(raw_request, host, int(port))
    assert await ask(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n") == 200
    long_line = b"GET /health?" + b"a" * 2000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    long_field = b"GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 5000 + b"\r\n\r\n"
    many = b"GET /health HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: y\r\n" % n for n in range(40)) + b"\r\n"
    for oversized in (long_line, long_field, many):
        assert await ask(oversized) == 400


async def test_a_malformed_request_is_no_error_in_the_log(
    served: tuple[str, Problems, CollectorRegistry], caplog: pytest.LogCaptureFixture
) -> None:
    """Anyone reaching the port could otherwise fill the log with tracebacks and set off the error alerts."""
    host, port = served[0].removeprefix("http://").rsplit(":", 1)
    caplog.set_level(logging.DEBUG)
    for malformed in (b"GARBAGE\r\n\r\n", b"GET /health?" + b"a" * 2000 + b" HTTP/1.1\r\n\r\n"):
        assert await raw_request(host, int(port), malformed) == 400
    refused = [record for record in caplog.records if record.name.startswith(("aiohttp", "pips.health"))]
    assert len(refused) == 2 and all(record.levelno == logging.DEBUG for record in refused)
    assert all(record.exc_info is None and "\n" not in record.getMessage() for record in refused)


async def test_a_client_sending_its_request_slowly_is_cut_off() -> None:
    server = HealthServer("127.0.0.1", 0, Problems(), CollectorRegistry(), limits=Limits(idle_seconds=0.2))
    await server.start()
    try:
        reader, writer = await asyncio.open_connection(*server.address)
        started = time.monotonic()
        writer.write(b"GET /health HTTP/1.1\r\n")
        answer = b""
        with contextlib.suppress(ConnectionError):
            for n in range(40):  # a header every 50 ms, never the end of them: 2 s if nothing cuts it off
                writer.write(b"X-Slow-%d: y\r\n" % n)
                await writer.drain()
                with contextlib.suppress(TimeoutError):
                    answer = await asyncio.wait_for(reader.read(100), 0.05)
                    break  # the connection was closed (b"") or answered
        elapsed = time.monotonic() - started
        writer.close()
        assert answer == b"" and reader.at_eof()
        assert elapsed < 1.0
    finally:
        await server.stop()


async def test_it_listens_on_loopback_unless_told_otherwise() -> None:
    settings = Settings.from_env({"DISCORD_TOKEN": "x", "METRICS_PORT": "9300"})
    assert settings.metrics_host == "127.0.0.1"
    server = HealthServer(settings.metrics_host, 0, Problems(), CollectorRegistry())
    await server.start()
    try:
        assert ipaddress.ip_address(server.address[0]).is_loopback
    finally:
        await server.stop()
