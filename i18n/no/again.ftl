### Norwegian (Bokmål): Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Invitert fra forrige spill (ett klikk på Bli med, samme innsats): { $names }
table-server_settings = Denne serveren · Bordspråk: { $language } · Datamaskinplasser: { $computers }
again-expired = Spill igjen har utløpt for dette spillet; åpne et nytt bord med en /… start-kommando.

## Host controls

cmd-game-remove = Fjern en spiller som har gått; spilleren gir opp (vert eller Administrer kanal)
cmd-game-remove-player = Spilleren som skal fjernes
cmd-game-remove-player-name = spiller
cmd-game-host = Gi vertsrollen til en annen spiller ved bordet
cmd-game-host-player = Spilleren som blir vert
cmd-game-host-player-name = spiller
event-removed = 🚪 <@{ $by }> fjernet { $name } fra bordet.
event-host_changed = 👑 { $name } er vert nå.
host-removed = <@{ $player }> ble fjernet fra bordet.
host-handed = <@{ $player }> er vert nå.
host-not_seated = <@{ $player }> spiller ikke som person ved dette bordet; ingenting ble endret.
host-already = <@{ $player }> er allerede vert; ingenting ble endret.
host-remove_self = Bruk /game leave for å forlate bordet selv; ingenting ble endret.
table-removed = Verten fjernet deg fra dette spillet; du kan bli med i det neste.
