### Lithuanian: /settings, and the refusals the server's settings give.

cmd-settings = Pips nustatymai šiame serveryje (tik „Tvarkyti serverį“)
cmd-settings-show = Parodyti Pips nustatymus šiame serveryje
cmd-settings-language = Naujų stalų kalba
cmd-settings-language-value = Kalba (pradėkite rašyti, kad rastumėte savo) arba šio serverio Discord kalba
cmd-settings-language-value-name = kalba
cmd-settings-turn_timeout = Naujų stalų ėjimo laikas, kai pradžios komanda jo nenurodo
cmd-settings-turn_timeout-seconds = Sekundės nuo 15 iki 3600; praleiskite, kad būtų Pips numatyta reikšmė (60)
cmd-settings-turn_timeout-seconds-name = sekundės
cmd-settings-pings = Ar žaidėjas, kurio ėjimo laukiama, gauna paminėjimą
cmd-settings-pings-send = True: siųsti ėjimo paminėjimus; False: niekada
cmd-settings-pings-send-name = siųsti
cmd-settings-computers = Ar šeimininkai gali pridėti kompiuterius
cmd-settings-computers-allowed = True: leidžiama; False: neleidžiama
cmd-settings-computers-allowed-name = leidžiama
cmd-settings-channels = Kanalai, kuriuose galima pradėti žaidimus
cmd-settings-channels-add = Leisti žaidimus kanale (kai sąrašas netuščias, tik sąrašo kanaluose)
cmd-settings-channels-remove = Išimti kanalą iš sąrašo
cmd-settings-channels-clear = Vėl leisti žaidimus visuose kanaluose
cmd-settings-channels-channel = Kanalas
cmd-settings-channels-channel-name = kanalas
settings-choice-server = Serverio Discord kalba
settings-title = Pips nustatymai šiame serveryje
settings-language = Stalų kalba: { $value }
settings-language-server = serverio Discord kalba ({ $locale })
settings-turn_timeout = Ėjimo laikas, kai pradžios komanda jo nenurodo: { $seconds ->
        [one] { $seconds } sekundė
        [few] { $seconds } sekundės
        [many] { $seconds } sekundės
       *[other] { $seconds } sekundžių
    }
settings-turn_timeout-default = { " " }(Pips numatyta)
settings-pings = Ėjimo paminėjimai: { $value }
settings-pings-on = įjungti
settings-pings-off = išjungti
settings-computers = Kompiuterių vietos: { $value }
settings-computers-on = leidžiamos
settings-computers-off = neleidžiamos
settings-channels = Žaidimus galima pradėti: { $value }
settings-channels-any = bet kuriame kanale
settings-applies = Pakeitimai taikomi vėliau atidarytiems stalams.
settings-saved = Išsaugota. { $line }
    Tai taikoma nuo dabar atidaromiems stalams.
settings-managers_only = /settings gali naudoti tik nariai, turintys leidimą „Tvarkyti serverį“.
settings-turn_timeout-invalid = Ėjimo laikas yra sveikas sekundžių skaičius nuo { $min } iki { $max }; niekas nepakeista.
settings-language-invalid = Stalai gali būti tik šiomis kalbomis: { $languages }; niekas nepakeista.
settings-channels-already = <#{ $channel }> jau yra sąraše; niekas nepakeista.
settings-channels-not_listed = <#{ $channel }> nėra sąraše; niekas nepakeista.
settings-channels-too_many = Sąraše gali būti daugiausia { $max ->
        [one] { $max } kanalas
        [few] { $max } kanalai
        [many] { $max } kanalo
       *[other] { $max } kanalų
    }; niekas nepakeista.
settings-channel_not_allowed = Šiame serveryje žaidimus galima pradėti tik { $channels }.
settings-no_computers = Šis serveris neleidžia kompiuterių vietų.
