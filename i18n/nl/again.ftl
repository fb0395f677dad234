### Dutch: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Uitgenodigd vanuit het vorige spel (één klik op Meedoen, zelfde inzet): { $names }
table-server_settings = Deze server · Tafeltaal: { $language } · Computerplaatsen: { $computers }
again-expired = Opnieuw spelen is verlopen voor dit spel; open een nieuwe tafel met een /… start-commando.

## Host controls

cmd-game-remove = Verwijder een speler die weg is; die geeft op (host of Kanaal beheren)
cmd-game-remove-player = De speler die verwijderd wordt
cmd-game-remove-player-name = speler
cmd-game-host = Geef de hostrol aan een andere speler aan tafel
cmd-game-host-player = De speler die host wordt
cmd-game-host-player-name = speler
event-removed = 🚪 <@{ $by }> heeft { $name } van tafel verwijderd.
event-host_changed = 👑 { $name } is nu de host.
host-removed = <@{ $player }> is van tafel verwijderd.
host-handed = <@{ $player }> is nu de host.
host-not_seated = <@{ $player }> speelt aan deze tafel niet als persoon mee; er is niets veranderd.
host-already = <@{ $player }> is al de host; er is niets veranderd.
host-remove_self = Gebruik /game leave om zelf de tafel te verlaten; er is niets veranderd.
table-removed = De host heeft je uit dit spel verwijderd; je kunt bij het volgende meedoen.
