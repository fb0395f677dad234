### Swedish: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Den här serverns Pips-inställningar (bara Hantera server)
cmd-settings-show = Visa den här serverns Pips-inställningar
cmd-settings-language = Språket för nya bord
cmd-settings-language-value = Ett språk (skriv för att hitta ditt) eller serverns eget Discord-språk
cmd-settings-language-value-name = språk
cmd-settings-turn_timeout = Turtiden för nya bord när deras startkommando inte anger någon
cmd-settings-turn_timeout-seconds = Sekunder från 15 till 3600; utelämna för Pips standard (60)
cmd-settings-turn_timeout-seconds-name = sekunder
cmd-settings-pings = Om en spelare vars tur väntar får en ping
cmd-settings-pings-send = True: skicka turpingar; False: aldrig
cmd-settings-pings-send-name = skicka
cmd-settings-computers = Om värdar får lägga till datorplatser
cmd-settings-computers-allowed = True: tillåtet; False: inte tillåtet
cmd-settings-computers-allowed-name = tillåtet
cmd-settings-channels = Kanalerna där spel får startas
cmd-settings-channels-add = Tillåt spel i en kanal (när en finns på listan, bara de på listan)
cmd-settings-channels-remove = Ta bort en kanal från listan
cmd-settings-channels-clear = Tillåt spel i alla kanaler igen
cmd-settings-channels-channel = Kanalen
cmd-settings-channels-channel-name = kanal
settings-choice-server = Serverns Discord-språk

## What /settings shows

settings-title = Pips-inställningar för den här servern
settings-language = Bordsspråk: { $value }
settings-language-server = serverns Discord-språk ({ $locale })
settings-turn_timeout = Turtid när ett startkommando inte anger någon: { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }
settings-turn_timeout-default = { " " }(Pips standard)
settings-pings = Turpingar: { $value }
settings-pings-on = på
settings-pings-off = av
settings-computers = Datorplatser: { $value }
settings-computers-on = tillåtna
settings-computers-off = inte tillåtna
settings-channels = Spel kan startas i: { $value }
settings-channels-any = alla kanaler
settings-applies = Ändringar gäller bord som öppnas efteråt.
settings-saved = Sparat. { $line }
    Det gäller bord som öppnas från och med nu.

## Refusals (private)

settings-managers_only = Bara medlemmar med behörigheten Hantera server kan använda /settings.
settings-turn_timeout-invalid = En turtid är ett helt antal sekunder från { $min } till { $max }; inget ändrades.
settings-language-invalid = Bord kan bara visas på dessa språk: { $languages }; inget ändrades.
settings-channels-already = <#{ $channel }> finns redan på listan; inget ändrades.
settings-channels-not_listed = <#{ $channel }> finns inte på listan; inget ändrades.
settings-channels-too_many = Högst { $max ->
        [one] { $max } kanal
       *[other] { $max } kanaler
    } kan stå på listan; inget ändrades.
settings-channel_not_allowed = På den här servern kan spel bara startas i { $channels }.
settings-no_computers = Den här servern tillåter inte datorplatser.
