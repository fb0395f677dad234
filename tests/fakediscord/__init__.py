"""A loopback stand-in for Discord (REST + gateway) that unmodified discord.py bots run against in tests."""

from .botproc import BotProcess
from .errors import DiscordAPIError
from .interactions import Answer, RestCall
from .model import MANAGE_CHANNELS, MANAGE_GUILD, MANAGE_MESSAGES, Application, Channel, Member, StoredMessage
from .server import FakeDiscord

__all__ = [
    "MANAGE_CHANNELS",
    "MANAGE_GUILD",
    "MANAGE_MESSAGES",
    "Answer",
    "Application",
    "BotProcess",
    "Channel",
    "DiscordAPIError",
    "FakeDiscord",
    "Member",
    "RestCall",
    "StoredMessage",
]
