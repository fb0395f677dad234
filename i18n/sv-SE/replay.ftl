### Swedish: a finished game's replay, step by step (cogs/replay.py).

button-replay = Repris
history-replay = Repris… (välj ett spel)
replay-first = Första
replay-back = Bakåt
replay-next = Nästa
replay-last = Sista
replay-footer = Repris · steg { $step } av { $steps } · tärningsfingeravtryck { $fingerprint } · varje slag här kommer från spelets seed: /history visar det, /game verify hur man kontrollerar
replay-other_guild = Det spelet spelades på en annan server: reprisen visas bara där.
replay-not_finished = Bara ett avslutat spel har en repris: det här pågår fortfarande eller avbröts.
replay-no_step = Den här reprisen har inget steg { $step }: stegen går från 0 till { $steps }.
replay-unreadable = Spelets logg kan inte spelas upp igen, så det har ingen repris.
