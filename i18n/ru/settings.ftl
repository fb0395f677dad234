### Russian: /settings, and the refusals the server's settings give.

cmd-settings = Настройки Pips на этом сервере (только «Управлять сервером»)
cmd-settings-show = Показать настройки Pips на этом сервере
cmd-settings-language = Язык новых столов
cmd-settings-language-value = Язык (начните вводить, чтобы найти свой) или язык Discord этого сервера
cmd-settings-language-value-name = язык
cmd-settings-turn_timeout = Время хода новых столов, когда команда старта его не задаёт
cmd-settings-turn_timeout-seconds = Секунды от 15 до 3600; не указывайте для значения Pips по умолчанию (60)
cmd-settings-turn_timeout-seconds-name = секунды
cmd-settings-pings = Получает ли упоминание игрок, чей ход ждут
cmd-settings-pings-send = True: упоминать о ходе; False: никогда
cmd-settings-pings-send-name = отправлять
cmd-settings-computers = Могут ли ведущие добавлять компьютеры
cmd-settings-computers-allowed = True: можно; False: нельзя
cmd-settings-computers-allowed-name = разрешено
cmd-settings-channels = Каналы, где можно начинать игры
cmd-settings-channels-add = Разрешить игры в канале (когда список не пуст, только в каналах из списка)
cmd-settings-channels-remove = Убрать канал из списка
cmd-settings-channels-clear = Снова разрешить игры во всех каналах
cmd-settings-channels-channel = Канал
cmd-settings-channels-channel-name = канал
settings-choice-server = Язык Discord этого сервера
settings-title = Настройки Pips на этом сервере
settings-language = Язык столов: { $value }
settings-language-server = язык Discord сервера ({ $locale })
settings-turn_timeout = Время хода, когда команда старта его не задаёт: { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }
settings-turn_timeout-default = { " " }(по умолчанию Pips)
settings-pings = Упоминания о ходе: { $value }
settings-pings-on = вкл.
settings-pings-off = выкл.
settings-computers = Места компьютеров: { $value }
settings-computers-on = разрешены
settings-computers-off = запрещены
settings-channels = Игры можно начинать: { $value }
settings-channels-any = в любом канале
settings-applies = Изменения касаются столов, открытых позже.
settings-saved = Сохранено. { $line }
    Это касается столов, открытых с этого момента.
settings-managers_only = /settings доступны только участникам с правом «Управлять сервером».
settings-turn_timeout-invalid = Время хода — целое число секунд от { $min } до { $max }; ничего не изменено.
settings-language-invalid = Столы бывают только на этих языках: { $languages }; ничего не изменено.
settings-channels-already = <#{ $channel }> уже в списке; ничего не изменено.
settings-channels-not_listed = <#{ $channel }> нет в списке; ничего не изменено.
settings-channels-too_many = В списке может быть не больше { $max ->
        [one] { $max } канала
        [few] { $max } каналов
        [many] { $max } каналов
       *[other] { $max } каналов
    }; ничего не изменено.
settings-channel_not_allowed = На этом сервере игры можно начинать только в { $channels }.
settings-no_computers = Этот сервер не разрешает места компьютеров.
