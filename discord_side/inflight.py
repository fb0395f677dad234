"""The interactions being handled right now, so a shutdown can let them finish.

discord.py runs every slash command, button and modal callback in a task of its own; a handler calls
``inflight_of(client).admit()`` first (the tables cog does the same for a table's click, inline). That registers
the running task, which drops out by itself when it ends (no "exit" call to forget on an early return or an
exception). Once the bot is shutting down, ``admit`` says no and the handler answers "bot.restarting" instead of
starting work that the closing store could cut in half.
"""

from __future__ import annotations

import asyncio
from typing import Protocol, runtime_checkable

import discord


class Inflight:
    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[object]] = set()  # the admitted handlers still running
        self.draining = False  # shutting down: admit no more

    def __len__(self) -> int:
        """How many admitted handlers are still running."""
        return len(self.tasks)

    def admit(self) -> bool:
        """Count the current task as handling an interaction; False once the bot is shutting down."""
        if self.draining:
            return False
        task = asyncio.current_task()
        if task is not None and task not in self.tasks:
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        return True

    async def drain(self, timeout: float) -> int:
        """Stop admitting, wait at most ``timeout`` seconds for the admitted tasks; return how many still run."""
        self.draining = True
        # close() may itself run inside an admitted handler: waiting for that task would wait forever
        running = self.tasks - {asyncio.current_task()}
        if not running:
            return 0
        _, pending = await asyncio.wait(running, timeout=timeout)
        return len(pending)

    async def cancel(self, timeout: float) -> None:
        """Cancel the admitted tasks still running (after a drain ran out of time) and wait ``timeout`` for them:
        a handler stopped at an await is better than one using the store or Discord after they closed."""
        running = self.tasks - {asyncio.current_task()}
        for task in running:
            task.cancel()
        if running:
            await asyncio.wait(running, timeout=timeout)


@runtime_checkable
class Admitting(Protocol):
    """A client that keeps the interactions it is handling (the Pips bot: its ``inflight`` attribute)."""

    inflight: Inflight


def inflight_of(client: discord.Client) -> Inflight:
    """The client's one Inflight: a handler gets only ``interaction.client``, typed as any client."""
    if not isinstance(client, Admitting):
        raise TypeError(f"{type(client).__name__} keeps no Inflight: give it an `inflight` attribute")
    return client.inflight
