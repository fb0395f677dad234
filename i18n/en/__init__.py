"""English, the reference catalog: one module per area, merged into one table of messages."""

from i18n.en import common, lcr

MESSAGES: dict[str, str] = {**common.MESSAGES, **lcr.MESSAGES}
