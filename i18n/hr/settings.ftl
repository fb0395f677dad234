### Croatian: /settings, and the refusals the server's settings give.

cmd-settings = Postavke Pipsa na ovom poslužitelju (samo Upravljanje poslužiteljem)
cmd-settings-show = Prikaži postavke Pipsa na ovom poslužitelju
cmd-settings-language = Jezik novih stolova
cmd-settings-language-value = Jezik (počnite tipkati da nađete svoj) ili Discordov jezik ovog poslužitelja
cmd-settings-language-value-name = jezik
cmd-settings-turn_timeout = Vrijeme za potez novih stolova kad ga naredba za početak ne zada
cmd-settings-turn_timeout-seconds = Sekunde od 15 do 3600; izostavite za Pipsovu zadanu vrijednost (60)
cmd-settings-turn_timeout-seconds-name = sekunde
cmd-settings-pings = Dobiva li spominjanje igrač na čiji se potez čeka
cmd-settings-pings-send = True: šalji spominjanja za potez; False: nikad
cmd-settings-pings-send-name = šalji
cmd-settings-computers = Smiju li domaćini dodavati računala
cmd-settings-computers-allowed = True: dopušteno; False: nije dopušteno
cmd-settings-computers-allowed-name = dopušteno
cmd-settings-channels = Kanali u kojima se mogu pokretati igre
cmd-settings-channels-add = Dopusti igre u kanalu (kad je popis zadan, samo u kanalima s popisa)
cmd-settings-channels-remove = Makni kanal s popisa
cmd-settings-channels-clear = Ponovno dopusti igre u svim kanalima
cmd-settings-channels-channel = Kanal
cmd-settings-channels-channel-name = kanal
settings-choice-server = Discordov jezik poslužitelja
settings-title = Postavke Pipsa na ovom poslužitelju
settings-language = Jezik stolova: { $value }
settings-language-server = Discordov jezik poslužitelja ({ $locale })
settings-turn_timeout = Vrijeme za potez kad ga naredba za početak ne zada: { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekunde
       *[other] { $seconds } sekundi
    }
settings-turn_timeout-default = { " " }(Pipsova zadana vrijednost)
settings-pings = Spominjanja za potez: { $value }
settings-pings-on = uključena
settings-pings-off = isključena
settings-computers = Mjesta računala: { $value }
settings-computers-on = dopuštena
settings-computers-off = nisu dopuštena
settings-channels = Igre se mogu pokretati u: { $value }
settings-channels-any = bilo kojem kanalu
settings-applies = Promjene vrijede za stolove otvorene nakon toga.
settings-saved = Spremljeno. { $line }
    To vrijedi za stolove otvorene od sada.
settings-managers_only = Samo članovi s dopuštenjem Upravljanje poslužiteljem mogu koristiti /settings.
settings-turn_timeout-invalid = Vrijeme za potez je cijeli broj sekundi od { $min } do { $max }; ništa nije promijenjeno.
settings-language-invalid = Stolovi mogu biti samo na ovim jezicima: { $languages }; ništa nije promijenjeno.
settings-channels-already = <#{ $channel }> je već na popisu; ništa nije promijenjeno.
settings-channels-not_listed = <#{ $channel }> nije na popisu; ništa nije promijenjeno.
settings-channels-too_many = Na popisu može biti najviše { $max ->
        [one] { $max } kanal
        [few] { $max } kanala
       *[other] { $max } kanala
    }; ništa nije promijenjeno.
settings-channel_not_allowed = Na ovom poslužitelju igre se mogu pokretati samo u { $channels }.
settings-no_computers = Ovaj poslužitelj ne dopušta mjesta računala.
