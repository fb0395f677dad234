"""English, the reference catalog: one module per area, merged into one table of messages."""

import i18n.en.chances as chances  # live win chances on the table
import i18n.en.odds as odds  # /<game> odds
import i18n.en.story as story  # "How it went": the story of a game in a picture
from i18n.en import again, buck, chicago, commands, common, errors, lcr, leaderboard, leftovers, settings, stats

MESSAGES: dict[str, str] = {
    **common.MESSAGES, **commands.MESSAGES, **lcr.MESSAGES, **buck.MESSAGES, **chicago.MESSAGES,
    **leftovers.MESSAGES, **leaderboard.MESSAGES, **errors.MESSAGES, **settings.MESSAGES, **stats.MESSAGES,
    **again.MESSAGES,
    **chances.MESSAGES,
    **story.MESSAGES,
    **odds.MESSAGES,
}
