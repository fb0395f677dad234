### Czech: /settings, and the refusals the server's settings give.

cmd-settings = Nastavení Pips na tomto serveru (jen Spravovat server)
cmd-settings-show = Ukázat nastavení Pips na tomto serveru
cmd-settings-language = Jazyk nových stolů
cmd-settings-language-value = Jazyk (začněte psát a najděte svůj), nebo jazyk Discordu tohoto serveru
cmd-settings-language-value-name = jazyk
cmd-settings-turn_timeout = Časový limit tahu nových stolů, když ho příkaz start neurčí
cmd-settings-turn_timeout-seconds = Sekundy od 15 do 3600; vynechte pro výchozí hodnotu Pips (60)
cmd-settings-turn_timeout-seconds-name = sekundy
cmd-settings-pings = Zda hráč, na jehož tah se čeká, dostane zmínku
cmd-settings-pings-send = True: posílat zmínky o tahu; False: nikdy
cmd-settings-pings-send-name = posílat
cmd-settings-computers = Zda hostitelé smějí přidávat počítače
cmd-settings-computers-allowed = True: povoleno; False: zakázáno
cmd-settings-computers-allowed-name = povoleno
cmd-settings-channels = Kanály, kde lze zakládat hry
cmd-settings-channels-add = Povolit hry v kanálu (jakmile je nějaký na seznamu, jen v kanálech ze seznamu)
cmd-settings-channels-remove = Odebrat kanál ze seznamu
cmd-settings-channels-clear = Znovu povolit hry ve všech kanálech
cmd-settings-channels-channel = Kanál
cmd-settings-channels-channel-name = kanál
settings-choice-server = Jazyk Discordu tohoto serveru
settings-title = Nastavení Pips na tomto serveru
settings-language = Jazyk stolů: { $value }
settings-language-server = jazyk Discordu serveru ({ $locale })
settings-turn_timeout = Limit tahu, když ho příkaz start neurčí: { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekundy
       *[other] { $seconds } sekund
    }
settings-turn_timeout-default = { " " }(výchozí Pips)
settings-pings = Zmínky o tahu: { $value }
settings-pings-on = zapnuto
settings-pings-off = vypnuto
settings-computers = Místa počítačů: { $value }
settings-computers-on = povolena
settings-computers-off = zakázána
settings-channels = Hry lze zakládat v: { $value }
settings-channels-any = jakémkoli kanálu
settings-applies = Změny platí pro stoly založené potom.
settings-saved = Uloženo. { $line }
    Platí to pro stoly založené od teď.
settings-managers_only = /settings mohou používat jen členové s oprávněním Spravovat server.
settings-turn_timeout-invalid = Limit tahu je celý počet sekund od { $min } do { $max }; nic se nezměnilo.
settings-language-invalid = Stoly mohou být jen v těchto jazycích: { $languages }; nic se nezměnilo.
settings-channels-already = <#{ $channel }> už na seznamu je; nic se nezměnilo.
settings-channels-not_listed = <#{ $channel }> na seznamu není; nic se nezměnilo.
settings-channels-too_many = Na seznamu může být nejvýš { $max ->
        [one] { $max } kanál
        [few] { $max } kanály
        [many] { $max } kanálu
       *[other] { $max } kanálů
    }; nic se nezměnilo.
settings-channel_not_allowed = Na tomto serveru lze hry zakládat jen v { $channels }.
settings-no_computers = Tento server nepovoluje místa počítačů.
