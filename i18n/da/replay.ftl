### Danish: a finished game's replay, step by step (cogs/replay.py).

button-replay = Genafspilning
history-replay = Genafspilning… (vælg et spil)
replay-first = Første
replay-back = Tilbage
replay-next = Næste
replay-last = Sidste
replay-footer = Genafspilning · trin { $step } af { $steps } · terningfingeraftryk { $fingerprint } · hvert slag her kommer fra spillets seed: /history viser den, /game verify hvordan man tjekker
replay-other_guild = Det spil blev spillet på en anden server: genafspilningen vises kun der.
replay-not_finished = Kun et afsluttet spil har en genafspilning: dette er ikke slut eller blev aflyst.
replay-no_step = Denne genafspilning har intet trin { $step }: trinene går fra 0 til { $steps }.
replay-unreadable = Spillets log kan ikke afspilles igen, så det har ingen genafspilning.
