"""The worker process's program: ``python -m service._worker_main module:function niceness fd``.

It imports only the work's module (not the bot), then answers jobs over the connection on ``fd`` until the bot
closes its end.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any


def serve(connection: Connection, work: Callable[[Any], Any], niceness: int) -> None:
    os.nice(niceness)
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):  # the bot closed its end, or died
            return
        try:
            answer: tuple[bool, Any] = (True, work(job))
        except Exception as error:
            answer = (False, f"{type(error).__name__}: {error}")
        connection.send(answer)


def main(work_name: str, niceness: str, handle: str) -> None:
    module, _, name = work_name.partition(":")  # a module-level function (service/worker.py)
    serve(Connection(int(handle)), getattr(importlib.import_module(module), name), int(niceness))


if __name__ == "__main__":
    main(*sys.argv[1:])
