"""English: /leaderboard."""

MESSAGES: dict[str, str] = {
    "cmd.leaderboard": "Standings of this server's finished games, and the scores of a Bad Leftovers game here",
    "cmd.leaderboard.game": "Only this game (default: every game)",
    "leaderboard.title": "Leaderboard — {game}",
    "leaderboard.all_games": "all games",
    "leaderboard.line": "{rank}. {name} — wins {wins}, games {games}",
    "leaderboard.line.per_round": " · {points} points a round",
    "leaderboard.empty": "No finished games yet ({game}) in this server.",
    "leaderboard.running": "{game} in this channel — round {round}",
    "leaderboard.running.line": "{name} (number {number}) — {score} points",
    "leaderboard.running.out": " · out",
    "leaderboard.running.left": " · left the game",
    "leaderboard.page": "Page {page} of {pages}",
    "leaderboard.previous": "◀ Previous",
    "leaderboard.next": "Next ▶",
}
