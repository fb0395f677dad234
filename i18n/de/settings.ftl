### German: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Die Pips-Einstellungen dieses Servers (nur Server verwalten)
cmd-settings-show = Die Pips-Einstellungen dieses Servers zeigen
cmd-settings-language = Die Sprache neuer Tische
cmd-settings-language-value = Eine Sprache (tippen, um deine zu finden) oder die eigene Discord-Sprache des Servers
cmd-settings-language-value-name = sprache
cmd-settings-turn_timeout = Die Zugzeit neuer Tische, wenn ihr Startbefehl keine angibt
cmd-settings-turn_timeout-seconds = Sekunden von 15 bis 3600; weglassen für den Pips-Standard (60)
cmd-settings-turn_timeout-seconds-name = sekunden
cmd-settings-pings = Ob ein Spieler, dessen Zug wartet, einen Ping bekommt
cmd-settings-pings-send = True: Zug-Pings senden; False: nie
cmd-settings-pings-send-name = senden
cmd-settings-computers = Ob Gastgeber Computerplätze hinzufügen dürfen
cmd-settings-computers-allowed = True: erlaubt; False: nicht erlaubt
cmd-settings-computers-allowed-name = erlaubt
cmd-settings-channels = Die Kanäle, in denen Spiele gestartet werden dürfen
cmd-settings-channels-add = Spiele in einem Kanal erlauben (sobald einer gelistet ist, nur die gelisteten)
cmd-settings-channels-remove = Einen Kanal von der Liste nehmen
cmd-settings-channels-clear = Spiele wieder in jedem Kanal erlauben
cmd-settings-channels-channel = Der Kanal
cmd-settings-channels-channel-name = kanal
settings-choice-server = Die Discord-Sprache des Servers

## What /settings shows

settings-title = Pips-Einstellungen für diesen Server
settings-language = Tischsprache: { $value }
settings-language-server = die Discord-Sprache des Servers ({ $locale })
settings-turn_timeout = Zugzeit, wenn ein Startbefehl keine angibt: { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
settings-turn_timeout-default = { " " }(Pips-Standard)
settings-pings = Zug-Pings: { $value }
settings-pings-on = an
settings-pings-off = aus
settings-computers = Computerplätze: { $value }
settings-computers-on = erlaubt
settings-computers-off = nicht erlaubt
settings-channels = Spiele können gestartet werden in: { $value }
settings-channels-any = jedem Kanal
settings-applies = Änderungen gelten für danach eröffnete Tische.
settings-saved = Gespeichert. { $line }
    Das gilt für die ab jetzt eröffneten Tische.

## Refusals (private)

settings-managers_only = Nur Mitglieder mit der Berechtigung „Server verwalten“ können /settings benutzen.
settings-turn_timeout-invalid = Eine Zugzeit ist eine ganze Zahl von Sekunden von { $min } bis { $max }; nichts wurde geändert.
settings-language-invalid = Tische gibt es nur in diesen Sprachen: { $languages }; nichts wurde geändert.
settings-channels-already = <#{ $channel }> steht schon auf der Liste; nichts wurde geändert.
settings-channels-not_listed = <#{ $channel }> steht nicht auf der Liste; nichts wurde geändert.
settings-channels-too_many = Höchstens { $max ->
        [one] { $max } Kanal kann
       *[other] { $max } Kanäle können
    } gelistet werden; nichts wurde geändert.
settings-channel_not_allowed = Auf diesem Server können Spiele nur in { $channels } gestartet werden.
settings-no_computers = Dieser Server erlaubt keine Computerplätze.
