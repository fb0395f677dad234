### Dutch: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = De Pips-instellingen van deze server (alleen Server beheren)
cmd-settings-show = Toon de Pips-instellingen van deze server
cmd-settings-language = De taal van nieuwe tafels
cmd-settings-language-value = Een taal (typ om de jouwe te vinden), of de eigen Discord-taal van de server
cmd-settings-language-value-name = taal
cmd-settings-turn_timeout = De beurttijd van nieuwe tafels als hun startcommando er geen geeft
cmd-settings-turn_timeout-seconds = Seconden van 15 tot 3600; laat leeg voor de standaard van Pips (60)
cmd-settings-turn_timeout-seconds-name = seconden
cmd-settings-pings = Of een speler wiens beurt wacht een ping krijgt
cmd-settings-pings-send = True: beurtpings sturen; False: nooit
cmd-settings-pings-send-name = sturen
cmd-settings-computers = Of hosts computerplaatsen mogen toevoegen
cmd-settings-computers-allowed = True: toegestaan; False: niet toegestaan
cmd-settings-computers-allowed-name = toegestaan
cmd-settings-channels = De kanalen waar spellen gestart mogen worden
cmd-settings-channels-add = Sta spellen toe in een kanaal (zodra er een op de lijst staat, alleen die op de lijst)
cmd-settings-channels-remove = Haal een kanaal van de lijst
cmd-settings-channels-clear = Sta spellen weer in elk kanaal toe
cmd-settings-channels-channel = Het kanaal
cmd-settings-channels-channel-name = kanaal
settings-choice-server = De Discord-taal van de server

## What /settings shows

settings-title = Pips-instellingen voor deze server
settings-language = Tafeltaal: { $value }
settings-language-server = de Discord-taal van de server ({ $locale })
settings-turn_timeout = Beurttijd als een startcommando er geen geeft: { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }
settings-turn_timeout-default = { " " }(standaard van Pips)
settings-pings = Beurtpings: { $value }
settings-pings-on = aan
settings-pings-off = uit
settings-computers = Computerplaatsen: { $value }
settings-computers-on = toegestaan
settings-computers-off = niet toegestaan
settings-channels = Spellen kunnen gestart worden in: { $value }
settings-channels-any = elk kanaal
settings-applies = Wijzigingen gelden voor tafels die daarna geopend worden.
settings-saved = Opgeslagen. { $line }
    Dit geldt voor tafels die vanaf nu geopend worden.

## Refusals (private)

settings-managers_only = Alleen leden met de machtiging Server beheren kunnen /settings gebruiken.
settings-turn_timeout-invalid = Een beurttijd is een heel aantal seconden van { $min } tot { $max }; er is niets veranderd.
settings-language-invalid = Tafels kunnen alleen in deze talen: { $languages }; er is niets veranderd.
settings-channels-already = <#{ $channel }> staat al op de lijst; er is niets veranderd.
settings-channels-not_listed = <#{ $channel }> staat niet op de lijst; er is niets veranderd.
settings-channels-too_many = Er { $max ->
        [one] kan hoogstens { $max } kanaal
       *[other] kunnen hoogstens { $max } kanalen
    } op de lijst; er is niets veranderd.
settings-channel_not_allowed = Op deze server kunnen spellen alleen gestart worden in { $channels }.
settings-no_computers = Deze server staat geen computerplaatsen toe.
