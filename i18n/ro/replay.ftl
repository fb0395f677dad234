### Romanian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Reluare
history-replay = Reluare… (alege un joc)
replay-first = Început
replay-back = Înapoi
replay-next = Înainte
replay-last = Sfârșit
replay-footer = Reluare · pasul { $step } din { $steps } · amprenta zarurilor { $fingerprint } · fiecare aruncare de aici vine din sămânța jocului: /history o arată, /game verify cum se verifică
replay-other_guild = Jocul acela s-a jucat pe alt server: reluarea lui se vede doar acolo.
replay-not_finished = Doar un joc terminat are reluare: acesta nu s-a terminat sau a fost anulat.
replay-no_step = Reluarea aceasta nu are pasul { $step }: pașii merg de la 0 la { $steps }.
replay-unreadable = Jurnalul acelui joc nu poate fi rejucat, așa că nu are reluare.
