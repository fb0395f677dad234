"""The operator's HTTP server inside the bot process (off unless METRICS_PORT is set; 127.0.0.1 unless METRICS_HOST
says otherwise):

- ``GET /health``: 200 whenever the event loop answers (the process is alive);
- ``GET /ready``: 200 when ``not_ready()`` finds nothing wrong, else 503 with a JSON body saying what is not ready;
- ``GET /metrics``: every metric of the process's Prometheus registry, in Prometheus' text format.

``HEAD`` is answered as ``GET``; any other method is 405, any other path 404. It reads no request body (one is
refused, 413), and ``Limits`` bounds the request line, the headers and the time a connection may take to send a
request: a client that sends slowly is cut off rather than holding a connection open.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest
from prometheus_client.registry import CollectorRegistry

from ops.errors import PortUnavailable

NotReady = Callable[[], Awaitable[Mapping[str, str]]]  # what is not ready (what → why); empty: ready
BeforeScrape = Callable[[], Awaitable[None]]  # reads what the gauges show that only an await can read
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass(frozen=True)
class Limits:
    """How much of a request, and how long a connection, the server takes (aiohttp's own knobs)."""

    line_bytes: int = 1024  # the request line: the paths are short
    field_bytes: int = 4096  # one header line
    headers: int = 32
    # A connection is closed once it has idled this long: before its first request is whole (a client sending
    # slowly) or between requests (a scraper keeping it open).
    idle_seconds: float = 5.0
    linger_seconds: float = 1.0  # how long a refused request's unread rest is read and dropped before closing
    stop_seconds: float = 2.0  # how long stopping waits for requests in progress


async def nothing_to_read() -> None:
    return None


class ClientMistakes(logging.Filter):
    """A malformed or oversized request is answered 400 and is the client's mistake: aiohttp would log each one as
    its own ERROR with a traceback, so anyone able to reach the port could fill the log and set off alerts. Such a
    record is kept at DEBUG, in one line; the server's own errors stay as they are."""

    def filter(self, record: logging.LogRecord) -> bool:
        refused = record.exc_info[1] if record.exc_info else None
        if isinstance(refused, HttpProcessingError):
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            what = " ".join(str(refused.message).split())  # aiohttp's message spans lines
            record.msg, record.args = "refused a malformed request (%s %s)", (refused.code, what)
            record.exc_info = record.exc_text = None
            return logging.getLogger(record.name).isEnabledFor(logging.DEBUG)
        return True


REQUESTS_LOG = logging.getLogger("pips.health.requests")
REQUESTS_LOG.addFilter(ClientMistakes())


@web.middleware
async def no_body(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Nothing here takes a body: one sent is refused, and the connection closed, rather than read."""
    if request.body_exists:
        refused = web.json_response({"error": "a request body is not accepted"}, status=413)
        refused.force_close()
        return refused
    return await handler(request)


class HealthServer:
    def __init__(
        self, host: str, port: int, not_ready: NotReady, registry: CollectorRegistry = REGISTRY,
        before_scrape: BeforeScrape = nothing_to_read, limits: Limits = Limits(),
    ) -> None:
        self.host = host
        self.port = port  # 0: any free port (``address`` says which, once started)
        self.not_ready = not_ready
        self.registry = registry
        self.before_scrape = before_scrape
        app = web.Application(middlewares=[no_body], client_max_size=1024)
        app.router.add_get("/health", self.health)  # (add_get answers HEAD too)
        app.router.add_get("/ready", self.ready)
        app.router.add_get("/metrics", self.metrics)
        self._runner = web.AppRunner(
            app, access_log=None,  # scrapes every few seconds would flood the log
            max_line_size=limits.line_bytes, max_field_size=limits.field_bytes, max_headers=limits.headers,
            keepalive_timeout=limits.idle_seconds, lingering_time=limits.linger_seconds,
            shutdown_timeout=limits.stop_seconds,
            handler_cancellation=True,  # a client gone before its answer: stop working on it
            logger=REQUESTS_LOG,
        )

    @property
    def address(self) -> tuple[str, int]:
        """Where it listens (the first address, once started)."""
        host, port = self._runner.addresses[0][:2]
        return str(host), int(port)

    async def start(self) -> None:
        await self._runner.setup()
        try:
            await web.TCPSite(self._runner, self.host, self.port).start()
        except OSError as error:
            await self._runner.cleanup()
            raise PortUnavailable.at(self.host, self.port, error.strerror or str(error)) from None

    async def stop(self) -> None:
        await self._runner.cleanup()

    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def ready(self, request: web.Request) -> web.Response:
        problems = dict(await self.not_ready())
        if problems:
            return web.json_response({"ready": False, "not_ready": problems}, status=503)
        return web.json_response({"ready": True})

    async def metrics(self, request: web.Request) -> web.Response:
        await self.before_scrape()
        return web.Response(body=generate_latest(self.registry), headers={"Content-Type": CONTENT_TYPE_LATEST})
