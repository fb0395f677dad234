"""English messages. Keys are dotted: area.name. ``{name}`` fields are filled by ``t``."""

MESSAGES: dict[str, str] = {
    # --- games -------------------------------------------------------------
    "game.lcr": "LCR (Left Center Right)",
    "game.chicago": "Chicago",
    "game.buck": "Buck Dice",
    "game.leftovers": "Bad Leftovers",
    # --- the table message -----------------------------------------------
    "table.title.lobby": "{game} — waiting for players",
    "table.title.playing": "{game} — in play",
    "table.title.finished": "{game} — finished",
    "table.title.cancelled": "{game} — cancelled",
    "table.host": "Host: {host}",
    "table.options": "Options: {options}",
    "table.turn_timeout": "turn timeout {seconds}s",
    "table.seats": "Players ({count}/{max})",
    "table.seat": "{marker}{number}. {name}{computer}{detail}",
    "table.seat.computer": " (computer)",
    "table.seat.forfeited": " — left the game",
    "table.seat.stake": " — stake {stake}",
    "table.turn": "Turn: {mention}",
    "table.lobby_hint": "Join to play. The host starts once {min} or more are seated (at most {max}).",
    "table.log": "Recent",
    "table.commitment": "Dice commitment {commitment}",
    "table.seed": "Dice seed {seed} (check: SHA-256 of the seed = {commitment})",
    "table.cancelled": "This table was cancelled.",
    "table.none": "none",
    # --- buttons -----------------------------------------------------------
    "button.join": "Join",
    "button.leave": "Leave",
    "button.add_computer": "Add computer",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.again": "Play again",
    "button.choose": "Choose your move",
    # --- modal ---------------------------------------------------------------
    "stake.title": "Choose your stake",
    "stake.label": "Starting chips (1 to 99)",
    "stake.invalid": "A stake is a whole number from 1 to 99.",
    # --- events any game shows ---------------------------------------------
    "event.joined": "{name} joined.",
    "event.left": "{name} left.",
    "event.computer_joined": "{name} (computer) joined.",
    "event.cancelled": "{name} cancelled the table.",
    "event.forfeit": "{name} left the game.",
    "event.timeout": "{name} did not act in time: the bot plays for them.",
    # --- refusals (ephemeral) ----------------------------------------------
    "table.unknown": "I don't know this table any more. Start a new one with a /… start command.",
    "table.over": "This game is over.",
    "table.not_started": "The game has not started yet.",
    "table.not_seated": "You are not playing at this table.",
    "table.forfeited": "You have left this game.",
    "channel.no_table": "There is no game in this channel right now.",
    "channel.no_game": "No game has been played in this channel yet.",
    "channel.busy": "This channel already has a table: {link}",
    "channel.guild_only": "Games are played in server channels.",
    "option.invalid": "That option is not allowed: {option} = {value}.",
    "lobby.already_started": "The game has already started.",
    "lobby.host_only": "Only the host (or someone with Manage Channel) can do that.",
    "lobby.already_seated": "You are already seated.",
    "lobby.full": "The table is full ({seats} seats).",
    "lobby.not_seated": "You are not seated at this table.",
    "lobby.too_few": "At least {needed} players are needed to start.",
    "turn.not_yours": "It is not your turn: it is <@{player}>'s.",
    "turn.stale": "That button was already used: the table has moved on.",
    "again.not_finished": "This game is still running.",
    "again.exists": "A new table is already open here: {link}",
    "rules.not_your_turn": "It is not your turn.",
    "rules.not_legal": "That move is not allowed now.",
    "rules.game_over": "This game is over.",
    "rules.not_playing": "You are not in this game.",
    "error.unexpected": "Something went wrong on my side; nothing was changed. Please try again.",
    # --- /game -------------------------------------------------------------
    "verify.running": "Table {table} ({game}): the dice seed is secret until the game ends. Commitment (SHA-256 of the seed): `{commitment}`.",
    "verify.finished": "Table {table} ({game}): seed `{seed}`, commitment `{commitment}`. Every die is byte i of HMAC-SHA256(seed, block) with bytes ≥ 252 skipped, face = byte mod 6 + 1.",
    "game.left": "You left the game.",
    "game.cancelled": "The table was cancelled.",
    # --- LCR ---------------------------------------------------------------
    "lcr.action.roll": "Roll",
    "lcr.option.dice.by-chips": "dice by chips",
    "lcr.option.dice.always-three": "always three dice",
    "lcr.option.dot_to_win": "dot to win",
    "lcr.option.stakes": "choose your stakes",
    "lcr.seat": " — {chips} chips",
    "lcr.pot": "Pot: {pot} chips · dealt {dealt}",
    "lcr.hand": "Double pot: hand {hand}",
    "lcr.event.deal": "Everyone gets their chips.",
    "lcr.event.roll": "{name} rolled {faces}{moves}",
    "lcr.event.roll.nothing": ": nothing moves.",
    "lcr.event.move.L": "1 to {target}",
    "lcr.event.move.R": "1 to {target}",
    "lcr.event.move.C": "1 to the pot",
    "lcr.event.win": "🏆 {name} wins {chips} chips!",
    "lcr.event.double_pot": "Nobody holds chips: the pot of {pot} carries over and everyone gets fresh chips (hand {hand}).",
    "lcr.event.chips_to_pot": "{name}'s {chips} chips go to the pot.",
    "lcr.rules": (
        "**LCR (Left Center Right)** — 3 to 20 players, each starts with 3 chips.\n"
        "On your turn roll one die per chip you hold, at most three (option *always three dice*: three dice "
        "whenever you hold a chip; resolved left to right, once you run out the rest do nothing). "
        "With no chips you are skipped but stay in the game.\n"
        "Faces 1–3 are dots (nothing), 4 = **L**: one chip to the player on your left (the next seat), "
        "5 = **C**: one chip to the pot, 6 = **R**: one chip to the player on your right (the previous seat).\n"
        "When only one player holds chips, they win their chips and the pot.\n"
        "Option *dot to win*: the last holder must then roll all dots to win; any L or R continues the game; "
        "if their last chip goes to the pot, everyone gets fresh chips and the pot carries over (double pot).\n"
        "Option *choose your stakes*: each player picks a starting count from 1 to 99 when joining "
        "(the host starts with 3 and can click Join to change it).\n"
        "A player who leaves puts their chips in the pot. Seat 1 (the host) rolls first. If you do not roll "
        "within the turn timeout (15 s to 1 h, default 60 s) the bot rolls for you.\n"
        "Every die comes from a secret seed whose SHA-256 commitment is shown from the start; the seed is "
        "revealed at the end so anyone can check every roll (`/game verify`)."
    ),
}
