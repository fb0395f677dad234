"""The operator's HTTP server inside the bot process (off unless METRICS_PORT is set):

- ``GET /health``: 200 whenever the event loop answers (the process is alive);
- ``GET /ready``: 200 when ``not_ready()`` finds nothing wrong, else 503 with a JSON body saying what is not ready;
- ``GET /metrics``: every metric of the process's Prometheus registry, in Prometheus' text format.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest
from prometheus_client.registry import CollectorRegistry

from ops.errors import PortUnavailable

NotReady = Callable[[], Awaitable[Mapping[str, str]]]  # what is not ready (what → why); empty: ready
BeforeScrape = Callable[[], Awaitable[None]]  # reads what the gauges show that only an await can read


async def nothing_to_read() -> None:
    return None


class HealthServer:
    def __init__(
        self, host: str, port: int, not_ready: NotReady, registry: CollectorRegistry = REGISTRY,
        before_scrape: BeforeScrape = nothing_to_read,
    ) -> None:
        self.host = host
        self.port = port  # 0: any free port (``address`` says which, once started)
        self.not_ready = not_ready
        self.registry = registry
        self.before_scrape = before_scrape
        app = web.Application()
        app.router.add_get("/health", self.health)
        app.router.add_get("/ready", self.ready)
        app.router.add_get("/metrics", self.metrics)
        self._runner = web.AppRunner(app, access_log=None)  # scrapes every few seconds would flood the log

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
            raise PortUnavailable(f"cannot listen on {self.host}:{self.port} ({error.strerror or error}); set "
                                  "METRICS_PORT (or METRICS_HOST) to a free one") from None

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
