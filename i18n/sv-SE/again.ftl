### Swedish: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Inbjudna från förra spelet (ett klick på Gå med, samma insats): { $names }
table-server_settings = Den här servern · Bordsspråk: { $language } · Datorplatser: { $computers }
again-expired = Spela igen har gått ut för det här spelet; öppna ett nytt bord med ett /… start-kommando.

## Host controls

cmd-game-remove = Ta bort en spelare som har gått; hen ger upp (värd eller Hantera kanal)
cmd-game-remove-player = Spelaren som ska tas bort
cmd-game-remove-player-name = spelare
cmd-game-host = Ge värdrollen till en annan spelare vid bordet
cmd-game-host-player = Spelaren som blir värd
cmd-game-host-player-name = spelare
event-removed = 🚪 <@{ $by }> tog bort { $name } från bordet.
event-host_changed = 👑 { $name } är värd nu.
host-removed = <@{ $player }> togs bort från bordet.
host-handed = <@{ $player }> är värd nu.
host-not_seated = <@{ $player }> spelar inte som person vid det här bordet; inget ändrades.
host-already = <@{ $player }> är redan värd; inget ändrades.
host-remove_self = Använd /game leave för att själv lämna bordet; inget ändrades.
table-removed = Värden tog bort dig från det här spelet; du kan gå med i nästa.
