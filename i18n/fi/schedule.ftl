### fi: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Peli-illat: peli sovittuun aikaan, tulijat istuvat pöydässä sen alkaessa
cmd-schedule-new = Sovi peli tälle kanavalle; sinä olet sen isäntä
cmd-schedule-new-game = Peli
cmd-schedule-new-game-name = peli
cmd-schedule-new-when = Milloin: ”2h30m”, ”20:30”, ”2026-12-05 20:30” tai Discordin aikaleima
cmd-schedule-new-when-name = milloin
cmd-schedule-new-repeat = Kerran, tai joka viikko samaan aikaan
cmd-schedule-new-repeat-name = toisto
cmd-schedule-repeat-none = Kerran
cmd-schedule-repeat-weekly = Joka viikko
cmd-schedule-new-note = Muistiinpano kutsuun
cmd-schedule-new-note-name = muistiinpano
cmd-schedule-list = Tälle palvelimelle sovitut peli-illat
cmd-schedule-cancel = Peru peli-ilta, jonka isäntä olet
cmd-schedule-cancel-night = Peli-ilta
cmd-schedule-cancel-night-name = ilta
cmd-settings-timezone = Aikavyöhyke /schedule-komennossa kirjoitetuille kellonajoille
cmd-settings-timezone-zone = Aikavyöhyke, esim. Europe/Helsinki (kirjoita löytääksesi omasi); ilman sitä UTC
cmd-settings-timezone-zone-name = aikavyöhyke

## /settings

settings-timezone = Peli-iltojen aikavyöhyke: { $zone }
settings-timezone-invalid = ”{ $name }” ei ole Pipsin tuntema aikavyöhyke: valitse jokin ehdotuksista, esim. Europe/Helsinki; mitään ei muutettu.

## The invitation card

night-card-title = Peli-ilta: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Joka viikko
night-card-host = Isäntä: { $host }
night-card-note = Muistiinpano: { $note }
night-card-coming = Tulossa ({ $count }): { $names }
night-card-not_coming = Eivät pääse: { $names }
night-card-scheduled = Napsauta ”Tulen”, niin saat paikan sen alkaessa.
night-card-started = Se on alkanut: pöytä on auki tällä kanavalla.
night-card-cancelled = Peruttu.
night-card-missed = Jäi väliin: Pips ei ollut käynnissä siihen aikaan.
night-card-failed = Se ei päässyt alkamaan.
night-button-in = Tulen
night-button-out = En pääse

## In the channel

night-reminder = { $mentions }: { $game }-ilta alkaa { $relative }.
night-opened = { $mentions }: { $game }-ilta alkaa nyt. Teillä on paikat; { $host } aloittaa pelin.
night-left_out = Pöydässä ei ollut enää paikkaa: { $names }.
night-busy = { $game }-ilta ({ $time }) ei päässyt alkamaan: tämän kanavan pöytä oli yhä auki 15 minuuttia myöhemmin.
night-missed = { $game }-ilta ({ $time }) jäi väliin: Pips ei ollut käynnissä siihen aikaan.
night-refused = { $game }-ilta ({ $time }) ei päässyt alkamaan: tällä kanavalla ei voi enää aloittaa pelejä.
night-event_deleted = { $game }-ilta ({ $time }) on peruttu: sen Discord-tapahtuma poistettiin.
night-event-name = { $game }-peli-ilta
night-event-description = Sovittu Pipsillä: napsauta kanavan kutsussa ”Tulen” tai merkitse itsesi täällä kiinnostuneeksi, niin saat paikan sen alkaessa.

## Private answers

night-cancelled = { $game }-ilta ({ $time }) on peruttu.
night-list-title = Tämän palvelimen peli-illat
night-list-line = { $time }: { $game } kanavalla { $channel }, isäntä { $host } (tulossa: { $count })
night-list-empty = Tälle palvelimelle ei ole sovittu peli-iltaa; sovi sellainen komennolla /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips ei osaa lukea ”{ $text }” ajaksi. Kokeile `in 90 minutes`, `{ $clock }` tai `{ $date }` (palvelimen aikavyöhykkeellä) tai Discordin aikaleimaa.
night-when-past = Se aika on jo mennyt. Kokeile `in 90 minutes`, `{ $clock }` tai `{ $date }`.
night-when-far = Se on yli 60 päivän päässä. Kokeile `in 90 minutes`, `{ $clock }` tai `{ $date }`.
night-too_many = Tällä palvelimella on jo { $max } sovittua peli-iltaa: peru ensin jokin.
night-over = Tämä peli-ilta ei ota enää vastauksia.
night-host_stays = Olet tämän peli-illan isäntä: peru se mieluummin komennolla /schedule cancel.
night-host_only = Vain peli-illan isäntä tai joku, jolla on Hallitse kanavaa, voi perua sen.
night-unknown = Täällä ei ole sellaista peli-iltaa.
