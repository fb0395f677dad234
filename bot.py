"""Pips: dice games in Discord channels. Run with `python bot.py` (reads DISCORD_TOKEN from .env).

The bot itself is `discord_side/pips.py`: this file only runs it, and imports nothing at its top. The worker process
(service/workers.py) is a fresh interpreter, and multiprocessing runs the main script again in it as it starts: the
bot's imports there (discord.py, aiohttp, every cog) would cost each worker ~0.45 s of CPU and their memory for nothing.
"""

if __name__ == "__main__":
    import sys

    from discord_side.pips import main

    sys.exit(main())
