### Norwegian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Reprise
history-replay = Reprise… (velg et spill)
replay-first = Første
replay-back = Tilbake
replay-next = Neste
replay-last = Siste
replay-footer = Reprise · trinn { $step } av { $steps } · terningfingeravtrykk { $fingerprint } · hvert slag her kommer fra spillets seed: /history viser den, /game verify hvordan du sjekker
replay-other_guild = Det spillet ble spilt på en annen server: reprisen vises bare der.
replay-not_finished = Bare et ferdig spill har en reprise: dette er ikke ferdig eller ble avlyst.
replay-no_step = Denne reprisen har ikke trinn { $step }: trinnene går fra 0 til { $steps }.
replay-unreadable = Loggen til det spillet kan ikke spilles av igjen, så det har ingen reprise.
