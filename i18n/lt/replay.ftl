### Lithuanian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Pakartojimas
history-replay = Pakartojimas… (pasirinkite žaidimą)
replay-first = Pradžia
replay-back = Atgal
replay-next = Toliau
replay-last = Pabaiga
replay-footer = Pakartojimas · žingsnis { $step } iš { $steps } · kauliukų atspaudas { $fingerprint } · kiekvienas metimas čia kyla iš žaidimo sėklos: /history ją rodo, /game verify – kaip patikrinti
replay-other_guild = Tas žaidimas žaistas kitame serveryje: jo pakartojimas rodomas tik ten.
replay-not_finished = Pakartojimą turi tik baigtas žaidimas: šis dar nesibaigė arba buvo atšauktas.
replay-no_step = Šiame pakartojime nėra žingsnio { $step }: žingsniai yra nuo 0 iki { $steps }.
replay-unreadable = To žaidimo žurnalo negalima atkurti, todėl pakartojimo nėra.
