"""The operator's view of a running Pips: what it counts (Prometheus metrics), the health and readiness server, and
the log format. The service and the cogs count things here, so this package imports nothing of theirs (only the store's
exceptions): the cog that serves it (``cogs/health.py``) hands it what it reads from the bot."""
