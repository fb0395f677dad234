### Polish: /settings, and the refusals the server's settings give.

cmd-settings = Ustawienia Pips na tym serwerze (tylko Zarządzanie serwerem)
cmd-settings-show = Pokaż ustawienia Pips na tym serwerze
cmd-settings-language = Język nowych stołów
cmd-settings-language-value = Język (wpisz, by znaleźć swój) lub język Discorda tego serwera
cmd-settings-language-value-name = język
cmd-settings-turn_timeout = Limit czasu tury nowych stołów, gdy polecenie startu go nie podaje
cmd-settings-turn_timeout-seconds = Sekundy od 15 do 3600; pomiń, by użyć domyślnej wartości Pips (60)
cmd-settings-turn_timeout-seconds-name = sekundy
cmd-settings-pings = Czy gracz, na którego turę czekamy, dostaje wzmiankę
cmd-settings-pings-send = True: wysyłaj wzmianki o turze; False: nigdy
cmd-settings-pings-send-name = wysyłaj
cmd-settings-computers = Czy gospodarze mogą dodawać komputery
cmd-settings-computers-allowed = True: dozwolone; False: niedozwolone
cmd-settings-computers-allowed-name = dozwolone
cmd-settings-channels = Kanały, na których można zaczynać gry
cmd-settings-channels-add = Zezwól na gry na kanale (gdy lista nie jest pusta, tylko na kanałach z listy)
cmd-settings-channels-remove = Usuń kanał z listy
cmd-settings-channels-clear = Znowu zezwól na gry na każdym kanale
cmd-settings-channels-channel = Kanał
cmd-settings-channels-channel-name = kanał
settings-choice-server = Język Discorda tego serwera
settings-title = Ustawienia Pips na tym serwerze
settings-language = Język stołów: { $value }
settings-language-server = język Discorda serwera ({ $locale })
settings-turn_timeout = Limit czasu tury, gdy polecenie startu go nie podaje: { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }
settings-turn_timeout-default = { " " }(domyślnie w Pips)
settings-pings = Wzmianki o turze: { $value }
settings-pings-on = włączone
settings-pings-off = wyłączone
settings-computers = Miejsca komputerów: { $value }
settings-computers-on = dozwolone
settings-computers-off = niedozwolone
settings-channels = Gry można zaczynać na: { $value }
settings-channels-any = każdym kanale
settings-applies = Zmiany dotyczą stołów otwartych później.
settings-saved = Zapisano. { $line }
    Dotyczy to stołów otwieranych od teraz.
settings-managers_only = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą używać /settings.
settings-turn_timeout-invalid = Limit czasu tury to całkowita liczba sekund od { $min } do { $max }; nic nie zmieniono.
settings-language-invalid = Stoły mogą być tylko w tych językach: { $languages }; nic nie zmieniono.
settings-channels-already = <#{ $channel }> już jest na liście; nic nie zmieniono.
settings-channels-not_listed = <#{ $channel }> nie ma na liście; nic nie zmieniono.
settings-channels-too_many = Na liście może być najwyżej { $max ->
        [one] { $max } kanał
        [few] { $max } kanały
        [many] { $max } kanałów
       *[other] { $max } kanału
    }; nic nie zmieniono.
settings-channel_not_allowed = Na tym serwerze gry można zaczynać tylko na { $channels }.
settings-no_computers = Ten serwer nie pozwala na miejsca komputerów.
