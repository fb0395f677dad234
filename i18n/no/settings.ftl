### Norwegian (Bokmål): /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Denne serverens Pips-innstillinger (bare Administrer server)
cmd-settings-show = Vis denne serverens Pips-innstillinger
cmd-settings-language = Språket for nye bord
cmd-settings-language-value = Et språk (skriv for å finne ditt), eller serverens eget Discord-språk
cmd-settings-language-value-name = språk
cmd-settings-turn_timeout = Turtiden for nye bord når startkommandoen ikke angir noen
cmd-settings-turn_timeout-seconds = Sekunder fra 15 til 3600; utelat for Pips' standard (60)
cmd-settings-turn_timeout-seconds-name = sekunder
cmd-settings-pings = Om en spiller som har turen, får et ping
cmd-settings-pings-send = True: send turpinger; False: aldri
cmd-settings-pings-send-name = send
cmd-settings-computers = Om verter kan legge til datamaskinplasser
cmd-settings-computers-allowed = True: tillatt; False: ikke tillatt
cmd-settings-computers-allowed-name = tillatt
cmd-settings-channels = Kanalene der spill kan startes
cmd-settings-channels-add = Tillat spill i en kanal (når én står på listen, bare de på listen)
cmd-settings-channels-remove = Fjern en kanal fra listen
cmd-settings-channels-clear = Tillat spill i alle kanaler igjen
cmd-settings-channels-channel = Kanalen
cmd-settings-channels-channel-name = kanal
settings-choice-server = Serverens Discord-språk

## What /settings shows

settings-title = Pips-innstillinger for denne serveren
settings-language = Bordspråk: { $value }
settings-language-server = serverens Discord-språk ({ $locale })
settings-turn_timeout = Turtid når en startkommando ikke angir noen: { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }
settings-turn_timeout-default = { " " }(Pips' standard)
settings-pings = Turpinger: { $value }
settings-pings-on = på
settings-pings-off = av
settings-computers = Datamaskinplasser: { $value }
settings-computers-on = tillatt
settings-computers-off = ikke tillatt
settings-channels = Spill kan startes i: { $value }
settings-channels-any = alle kanaler
settings-applies = Endringer gjelder for bord som åpnes etterpå.
settings-saved = Lagret. { $line }
    Dette gjelder for bord som åpnes fra nå av.

## Refusals (private)

settings-managers_only = Bare medlemmer med tillatelsen Administrer server kan bruke /settings.
settings-turn_timeout-invalid = En turtid er et helt antall sekunder fra { $min } til { $max }; ingenting ble endret.
settings-language-invalid = Bord kan bare vises på disse språkene: { $languages }; ingenting ble endret.
settings-channels-already = <#{ $channel }> står allerede på listen; ingenting ble endret.
settings-channels-not_listed = <#{ $channel }> står ikke på listen; ingenting ble endret.
settings-channels-too_many = Høyst { $max ->
        [one] { $max } kanal
       *[other] { $max } kanaler
    } kan stå på listen; ingenting ble endret.
settings-channel_not_allowed = På denne serveren kan spill bare startes i { $channels }.
settings-no_computers = Denne serveren tillater ikke datamaskinplasser.
