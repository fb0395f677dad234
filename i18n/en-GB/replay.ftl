### British English: a finished game's replay, step by step (cogs/replay.py).

button-replay = Replay
history-replay = Replay… (pick a game)
replay-first = First
replay-back = Back
replay-next = Next
replay-last = Last
replay-footer = Replay · step { $step } of { $steps } · dice fingerprint { $fingerprint } · every roll here comes from the game's seed: /history shows it, /game verify how to check
replay-other_guild = That game was played in another server: its replay is shown only there.
replay-not_finished = Only a finished game has a replay: that one is not over, or was cancelled.
replay-no_step = This replay has no step { $step }: its steps go from 0 to { $steps }.
replay-unreadable = That game's log cannot be replayed, so it has no replay.
