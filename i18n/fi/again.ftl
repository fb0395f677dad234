### Finnish: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Kutsuttu edellisestä pelistä (yksi klikkaus Liity, sama panos): { $names }
table-server_settings = Tämä palvelin · Pöydän kieli: { $language } · Konepaikat: { $computers }
again-expired = Pelaa uudelleen on vanhentunut tälle pelille; avaa uusi pöytä /… start -komennolla.

## Host controls

cmd-game-remove = Poista poistunut pelaaja; hän luovuttaa (isäntä tai Hallitse kanavaa)
cmd-game-remove-player = Poistettava pelaaja
cmd-game-remove-player-name = pelaaja
cmd-game-host = Anna isännän rooli toiselle pöydän pelaajalle
cmd-game-host-player = Pelaaja, josta tulee isäntä
cmd-game-host-player-name = pelaaja
event-removed = 🚪 <@{ $by }> poisti pelaajan { $name } pöydästä.
event-host_changed = 👑 { $name } on nyt isäntä.
host-removed = <@{ $player }> poistettiin pöydästä.
host-handed = <@{ $player }> on nyt isäntä.
host-not_seated = <@{ $player }> ei pelaa tässä pöydässä ihmisenä; mitään ei muutettu.
host-already = <@{ $player }> on jo isäntä; mitään ei muutettu.
host-remove_self = Poistu pöydästä itse komennolla /game leave; mitään ei muutettu.
table-removed = Isäntä poisti sinut tästä pelistä; voit liittyä seuraavaan.
