"""French: the same modules as English, merged the same way."""

from i18n.fr import again, buck, chicago, commands, common, errors, lcr, leaderboard, leftovers, settings, stats

MESSAGES: dict[str, str] = {
    **common.MESSAGES, **commands.MESSAGES, **lcr.MESSAGES, **buck.MESSAGES, **chicago.MESSAGES,
    **leftovers.MESSAGES, **leaderboard.MESSAGES, **errors.MESSAGES, **settings.MESSAGES, **stats.MESSAGES,
    **again.MESSAGES,
}
