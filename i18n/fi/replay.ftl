### Finnish: a finished game's replay, step by step (cogs/replay.py).

button-replay = Toisto
history-replay = Toisto… (valitse peli)
replay-first = Alku
replay-back = Takaisin
replay-next = Seuraava
replay-last = Loppu
replay-footer = Toisto · vaihe { $step }/{ $steps } · noppien sormenjälki { $fingerprint } · jokainen heitto tulee pelin siemenestä: /history näyttää sen, /game verify miten tarkistetaan
replay-other_guild = Peli pelattiin toisella palvelimella: sen toisto näytetään vain siellä.
replay-not_finished = Toisto on vain päättyneellä pelillä: tämä ei ole päättynyt tai se peruttiin.
replay-no_step = Tässä toistossa ei ole vaihetta { $step }: vaiheet ovat 0–{ $steps }.
replay-unreadable = Pelin lokia ei voi toistaa, joten sillä ei ole toistoa.
