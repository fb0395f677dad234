### Italian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Replay
history-replay = Replay… (scegli una partita)
replay-first = Inizio
replay-back = Indietro
replay-next = Avanti
replay-last = Fine
replay-footer = Replay · passo { $step } di { $steps } · impronta dei dadi { $fingerprint } · ogni lancio qui viene dal seed della partita: /history lo mostra, /game verify spiega come verificare
replay-other_guild = Quella partita è stata giocata in un altro server: il suo replay si vede solo lì.
replay-not_finished = Solo una partita finita ha un replay: questa non è finita o è stata annullata.
replay-no_step = Questo replay non ha il passo { $step }: i passi vanno da 0 a { $steps }.
replay-unreadable = Il registro di quella partita non si può rigiocare, quindi non ha un replay.
