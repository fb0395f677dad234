### Română: sălile „Joacă din nou” / Revanșă și comenzile gazdei (/game remove, /game host).

## Sala pe care o deschide „Joacă din nou”

table-invited = Invitați din ultimul joc (un clic pe Intră, aceeași miză): { $names }
table-server_settings = Acest server · Limba meselor: { $language } · Locuri pentru calculator: { $computers }
again-expired = „Joacă din nou” a expirat pentru acest joc; deschide o masă nouă cu o comandă /… start.

## Comenzile gazdei

cmd-game-remove = Scoate un jucător care a plecat; își pierde locul (gazda sau Gestionează canalele)
cmd-game-remove-player = Jucătorul de scos
cmd-game-remove-player-name = jucător
cmd-game-host = Dă rolul de gazdă altui jucător de la masă
cmd-game-host-player = Jucătorul care devine gazdă
cmd-game-host-player-name = jucător
event-removed = 🚪 <@{ $by }> l-a scos pe { $name } de la masă.
event-host_changed = 👑 { $name } este acum gazda.
host-removed = <@{ $player }> a fost scos de la masă.
host-handed = <@{ $player }> este acum gazda.
host-not_seated = <@{ $player }> nu este o persoană care joacă la această masă; nu s-a schimbat nimic.
host-already = <@{ $player }> este deja gazda; nu s-a schimbat nimic.
host-remove_self = Ca să pleci tu de la masă, folosește /game leave; nu s-a schimbat nimic.
table-removed = Gazda te-a scos din acest joc; poți intra în următorul.
