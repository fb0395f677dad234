### Bulgarian: /settings, and the refusals the server's settings give.

cmd-settings = Настройките на Pips за този сървър (само „Управление на сървър“)
cmd-settings-show = Показване на настройките на Pips за този сървър
cmd-settings-language = Езикът на новите маси
cmd-settings-language-value = Език (започнете да пишете, за да намерите своя) или езикът на сървъра в Discord
cmd-settings-language-value-name = език
cmd-settings-turn_timeout = Времето за ход на новите маси, когато стартовата команда не го задава
cmd-settings-turn_timeout-seconds = Секунди от 15 до 3600; пропуснете за стойността на Pips по подразбиране (60)
cmd-settings-turn_timeout-seconds-name = секунди
cmd-settings-pings = Дали играч, чийто ход се чака, получава споменаване
cmd-settings-pings-send = True: изпращай споменавания за ход; False: никога
cmd-settings-pings-send-name = изпращай
cmd-settings-computers = Дали домакините могат да добавят компютри
cmd-settings-computers-allowed = True: позволено; False: забранено
cmd-settings-computers-allowed-name = позволено
cmd-settings-channels = Каналите, в които може да се започват игри
cmd-settings-channels-add = Позволяване на игри в канал (щом има списък, само в каналите от него)
cmd-settings-channels-remove = Махане на канал от списъка
cmd-settings-channels-clear = Отново позволяване на игри във всеки канал
cmd-settings-channels-channel = Каналът
cmd-settings-channels-channel-name = канал
settings-choice-server = Езикът на сървъра в Discord
settings-title = Настройки на Pips за този сървър
settings-language = Език на масите: { $value }
settings-language-server = езикът на сървъра в Discord ({ $locale })
settings-turn_timeout = Време за ход, когато стартовата команда не го задава: { $seconds ->
        [one] { $seconds } секунда
       *[other] { $seconds } секунди
    }
settings-turn_timeout-default = { " " }(по подразбиране в Pips)
settings-pings = Споменавания за ход: { $value }
settings-pings-on = включени
settings-pings-off = изключени
settings-computers = Места за компютри: { $value }
settings-computers-on = позволени
settings-computers-off = забранени
settings-channels = Игри могат да се започват в: { $value }
settings-channels-any = всеки канал
settings-applies = Промените важат за масите, отворени след това.
settings-saved = Запазено. { $line }
    Това важи за масите, отворени отсега нататък.
settings-managers_only = Само членове с право „Управление на сървър“ могат да използват /settings.
settings-turn_timeout-invalid = Времето за ход е цял брой секунди от { $min } до { $max }; нищо не е променено.
settings-language-invalid = Масите могат да бъдат само на тези езици: { $languages }; нищо не е променено.
settings-channels-already = <#{ $channel }> вече е в списъка; нищо не е променено.
settings-channels-not_listed = <#{ $channel }> не е в списъка; нищо не е променено.
settings-channels-too_many = В списъка може да има най-много { $max ->
        [one] { $max } канал
       *[other] { $max } канала
    }; нищо не е променено.
settings-channel_not_allowed = На този сървър игри могат да се започват само в { $channels }.
settings-no_computers = Този сървър не позволява места за компютри.
