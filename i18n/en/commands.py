"""English: slash-command and option descriptions (Discord shows them in the command picker)."""

MESSAGES: dict[str, str] = {
    "cmd.rules": "How this bot plays this game, with its options",
    "cmd.turn_timeout": "Seconds before the bot plays for an idle player (15-3600, default 60)",
    "cmd.game": "The game at this channel's table",
    "cmd.game.status": "Show this channel's table again, at the bottom",
    "cmd.game.leave": "Leave this channel's game (you forfeit your seat)",
    "cmd.game.cancel": "End this channel's table (host or Manage Channel)",
    "cmd.game.verify": "Show the dice commitment (and seed, once finished) of the last game here",
    "cmd.lcr": "LCR (Left Center Right) dice game",
    "cmd.lcr.start": "Open an LCR table in this channel",
    "cmd.lcr.dice": "How many dice you roll: one per chip up to three (default), or always three",
    "cmd.lcr.dot_to_win": "The last player with chips must roll all dots to win",
    "cmd.lcr.stakes": "Each player chooses a starting chip count (1-99) when joining",
    "cmd.chicago": "Chicago (Rotation) dice game",
    "cmd.chicago.start": "Open a Chicago table in this channel",
    "cmd.chicago.double_roll": "After a roll that scores nothing, reroll one die or keep",
    "cmd.chicago.three_dice": "Roll three dice; any two that total the target score",
    "cmd.buck": "Buck Dice: make exactly 15, the last one left loses",
    "cmd.buck.start": "Open a Buck Dice table in this channel",
    "cmd.buck.fewer_dice": "Throw two dice at 13 points and one die at 14",
}
