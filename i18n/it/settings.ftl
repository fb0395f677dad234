### Italian: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Le impostazioni di Pips di questo server (solo Gestisci server)
cmd-settings-show = Mostra le impostazioni di Pips di questo server
cmd-settings-language = La lingua dei nuovi tavoli
cmd-settings-language-value = Una lingua (scrivi per trovare la tua) o la lingua Discord del server
cmd-settings-language-value-name = lingua
cmd-settings-turn_timeout = Il tempo per turno dei nuovi tavoli quando il comando di avvio non lo indica
cmd-settings-turn_timeout-seconds = Secondi da 15 a 3600; lascia vuoto per il predefinito di Pips (60)
cmd-settings-turn_timeout-seconds-name = secondi
cmd-settings-pings = Se un giocatore il cui turno è in attesa riceve un ping
cmd-settings-pings-send = True: invia i ping di turno; False: mai
cmd-settings-pings-send-name = invia
cmd-settings-computers = Se gli host possono aggiungere posti computer
cmd-settings-computers-allowed = True: consentito; False: non consentito
cmd-settings-computers-allowed-name = consentito
cmd-settings-channels = I canali in cui si possono avviare partite
cmd-settings-channels-add = Consenti le partite in un canale (appena uno è in lista, solo quelli in lista)
cmd-settings-channels-remove = Togli un canale dalla lista
cmd-settings-channels-clear = Consenti di nuovo le partite in ogni canale
cmd-settings-channels-channel = Il canale
cmd-settings-channels-channel-name = canale
settings-choice-server = La lingua Discord del server

## What /settings shows

settings-title = Impostazioni di Pips per questo server
settings-language = Lingua dei tavoli: { $value }
settings-language-server = la lingua Discord del server ({ $locale })
settings-turn_timeout = Tempo per turno quando il comando di avvio non lo indica: { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
settings-turn_timeout-default = { " " }(predefinito di Pips)
settings-pings = Ping di turno: { $value }
settings-pings-on = attivi
settings-pings-off = disattivati
settings-computers = Posti computer: { $value }
settings-computers-on = consentiti
settings-computers-off = non consentiti
settings-channels = Le partite si possono avviare in: { $value }
settings-channels-any = qualsiasi canale
settings-applies = Le modifiche valgono per i tavoli aperti in seguito.
settings-saved = Salvato. { $line }
    Vale per i tavoli aperti da ora in poi.

## Refusals (private)

settings-managers_only = Solo i membri con il permesso Gestisci server possono usare /settings.
settings-turn_timeout-invalid = Il tempo per turno è un numero intero di secondi da { $min } a { $max }; non è cambiato nulla.
settings-language-invalid = I tavoli possono essere mostrati solo in queste lingue: { $languages }; non è cambiato nulla.
settings-channels-already = <#{ $channel }> è già nella lista; non è cambiato nulla.
settings-channels-not_listed = <#{ $channel }> non è nella lista; non è cambiato nulla.
settings-channels-too_many = Si possono elencare al massimo { $max ->
        [one] { $max } canale
       *[other] { $max } canali
    }; non è cambiato nulla.
settings-channel_not_allowed = In questo server le partite si possono avviare solo in { $channels }.
settings-no_computers = Questo server non consente posti computer.
