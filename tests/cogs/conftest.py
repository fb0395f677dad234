"""The cog-layer tests drive the real bot through the stand-in, with the end-to-end tests' fixtures."""

from e2e.conftest import bot, fake, people

__all__ = ["bot", "fake", "people"]
