### Czech: a finished game's replay, step by step (cogs/replay.py).

button-replay = Záznam
history-replay = Záznam… (vyberte hru)
replay-first = První
replay-back = Zpět
replay-next = Další
replay-last = Poslední
replay-footer = Záznam · krok { $step } z { $steps } · otisk kostek { $fingerprint } · každý hod zde pochází ze seedu hry: /history ho ukáže, /game verify jak to ověřit
replay-other_guild = Ta hra se hrála na jiném serveru: její záznam se zobrazuje jen tam.
replay-not_finished = Záznam má jen dokončená hra: tato ještě neskončila, nebo byla zrušena.
replay-no_step = Tento záznam nemá krok { $step }: jeho kroky jdou od 0 do { $steps }.
replay-unreadable = Průběh té hry nelze přehrát, takže záznam nemá.
