### German: a finished game's replay, step by step (cogs/replay.py).

button-replay = Wiederholung
history-replay = Wiederholung… (wähle ein Spiel)
replay-first = Anfang
replay-back = Zurück
replay-next = Weiter
replay-last = Ende
replay-footer = Wiederholung · Schritt { $step } von { $steps } · Würfel-Fingerabdruck { $fingerprint } · jeder Wurf hier kommt aus dem Seed des Spiels: /history zeigt ihn, /game verify, wie man prüft
replay-other_guild = Dieses Spiel lief auf einem anderen Server: seine Wiederholung gibt es nur dort.
replay-not_finished = Nur ein beendetes Spiel hat eine Wiederholung: dieses läuft noch oder wurde abgebrochen.
replay-no_step = Diese Wiederholung hat keinen Schritt { $step }: ihre Schritte gehen von 0 bis { $steps }.
replay-unreadable = Das Protokoll dieses Spiels lässt sich nicht nachspielen, daher gibt es keine Wiederholung.
