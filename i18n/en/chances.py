"""English: live win chances on the table (the live_chances table option)."""

MESSAGES: dict[str, str] = {
    "chances.seat": " · {percent}%",
    "chances.seat.lose": " · {percent}% to lose",
    "cmd.live_chances": "Show each player's chance to win next to their score, updated with each move",
    "cmd.live_chances.name": "live-chances",
    "cmd.buck.live_chances": "Show each player's chance of losing next to their score, updated with each throw",
    "cmd.buck.live_chances.name": "live-chances",
    "lcr.option.live_chances": "live chances",
    "chicago.option.live_chances": "live chances",
    "buck.option.live_chances": "live chances of losing",
    "leftovers.option.live_chances": "live chances",
}
