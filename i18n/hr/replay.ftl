### Croatian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Snimka
history-replay = Snimka… (odaberite igru)
replay-first = Početak
replay-back = Natrag
replay-next = Dalje
replay-last = Kraj
replay-footer = Snimka · korak { $step } od { $steps } · otisak kocaka { $fingerprint } · svako bacanje ovdje dolazi iz sjemena igre: /history ga prikazuje, /game verify kako provjeriti
replay-other_guild = Ta se igra igrala na drugom poslužitelju: njezina se snimka prikazuje samo ondje.
replay-not_finished = Snimku ima samo završena igra: ova još nije gotova ili je otkazana.
replay-no_step = Ova snimka nema korak { $step }: koraci idu od 0 do { $steps }.
replay-unreadable = Zapisnik te igre ne može se ponovno odigrati, pa ona nema snimku.
