### Danish: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Denne servers Pips-indstillinger (kun Administrer server)
cmd-settings-show = Vis denne servers Pips-indstillinger
cmd-settings-language = Sproget for nye borde
cmd-settings-language-value = Et sprog (skriv for at finde dit), eller serverens eget Discord-sprog
cmd-settings-language-value-name = sprog
cmd-settings-turn_timeout = Turtiden for nye borde, når deres startkommando ikke angiver en
cmd-settings-turn_timeout-seconds = Sekunder fra 15 til 3600; udelad for Pips' standard (60)
cmd-settings-turn_timeout-seconds-name = sekunder
cmd-settings-pings = Om en spiller, hvis tur venter, får et ping
cmd-settings-pings-send = True: send tur-pings; False: aldrig
cmd-settings-pings-send-name = send
cmd-settings-computers = Om værter må tilføje computerpladser
cmd-settings-computers-allowed = True: tilladt; False: ikke tilladt
cmd-settings-computers-allowed-name = tilladt
cmd-settings-channels = Kanalerne, hvor spil må startes
cmd-settings-channels-add = Tillad spil i en kanal (når én er på listen, kun dem på listen)
cmd-settings-channels-remove = Fjern en kanal fra listen
cmd-settings-channels-clear = Tillad spil i alle kanaler igen
cmd-settings-channels-channel = Kanalen
cmd-settings-channels-channel-name = kanal
settings-choice-server = Serverens Discord-sprog

## What /settings shows

settings-title = Pips-indstillinger for denne server
settings-language = Bordsprog: { $value }
settings-language-server = serverens Discord-sprog ({ $locale })
settings-turn_timeout = Turtid, når en startkommando ikke angiver en: { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }
settings-turn_timeout-default = { " " }(Pips' standard)
settings-pings = Tur-pings: { $value }
settings-pings-on = til
settings-pings-off = fra
settings-computers = Computerpladser: { $value }
settings-computers-on = tilladt
settings-computers-off = ikke tilladt
settings-channels = Spil kan startes i: { $value }
settings-channels-any = alle kanaler
settings-applies = Ændringer gælder for borde, der åbnes bagefter.
settings-saved = Gemt. { $line }
    Det gælder for borde, der åbnes fra nu af.

## Refusals (private)

settings-managers_only = Kun medlemmer med tilladelsen Administrer server kan bruge /settings.
settings-turn_timeout-invalid = En turtid er et helt antal sekunder fra { $min } til { $max }; intet blev ændret.
settings-language-invalid = Borde kan kun vises på disse sprog: { $languages }; intet blev ændret.
settings-channels-already = <#{ $channel }> er allerede på listen; intet blev ændret.
settings-channels-not_listed = <#{ $channel }> er ikke på listen; intet blev ændret.
settings-channels-too_many = Højst { $max ->
        [one] { $max } kanal
       *[other] { $max } kanaler
    } kan stå på listen; intet blev ændret.
settings-channel_not_allowed = På denne server kan spil kun startes i { $channels }.
settings-no_computers = Denne server tillader ikke computerpladser.
