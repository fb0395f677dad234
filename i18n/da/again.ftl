### Danish: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Inviteret fra sidste spil (ét klik på Deltag, samme indsats): { $names }
table-server_settings = Denne server · Bordsprog: { $language } · Computerpladser: { $computers }
again-expired = Spil igen er udløbet for dette spil; start et nyt bord med en /… start-kommando.

## Host controls

cmd-game-remove = Fjern en spiller, der er gået; vedkommende giver op (vært eller Administrer kanal)
cmd-game-remove-player = Spilleren, der skal fjernes
cmd-game-remove-player-name = spiller
cmd-game-host = Giv værtsrollen til en anden spiller ved bordet
cmd-game-host-player = Spilleren, der bliver vært
cmd-game-host-player-name = spiller
event-removed = 🚪 <@{ $by }> fjernede { $name } fra bordet.
event-host_changed = 👑 { $name } er nu vært.
host-removed = <@{ $player }> blev fjernet fra bordet.
host-handed = <@{ $player }> er nu vært.
host-not_seated = <@{ $player }> spiller ikke som person ved dette bord; intet blev ændret.
host-already = <@{ $player }> er allerede vært; intet blev ændret.
host-remove_self = Brug /game leave for selv at forlade bordet; intet blev ændret.
table-removed = Værten fjernede dig fra dette spil; du kan deltage i det næste.
