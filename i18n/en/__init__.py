"""English, the reference catalog: one module per area, merged into one table of messages."""

from i18n.en import again, buck, chicago, commands, common, errors, lcr, leaderboard, leftovers, settings, stats

MESSAGES: dict[str, str] = {
    **common.MESSAGES, **commands.MESSAGES, **lcr.MESSAGES, **buck.MESSAGES, **chicago.MESSAGES,
    **leftovers.MESSAGES, **leaderboard.MESSAGES, **errors.MESSAGES, **settings.MESSAGES, **stats.MESSAGES,
    **again.MESSAGES,
}
