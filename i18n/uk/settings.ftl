### Ukrainian: /settings, and the refusals the server's settings give.

cmd-settings = Налаштування Pips на цьому сервері (лише «Керувати сервером»)
cmd-settings-show = Показати налаштування Pips на цьому сервері
cmd-settings-language = Мова нових столів
cmd-settings-language-value = Мова (почніть вводити, щоб знайти свою) або мова Discord цього сервера
cmd-settings-language-value-name = мова
cmd-settings-turn_timeout = Час ходу нових столів, коли команда старту його не задає
cmd-settings-turn_timeout-seconds = Секунди від 15 до 3600; не вказуйте для типового значення Pips (60)
cmd-settings-turn_timeout-seconds-name = секунди
cmd-settings-pings = Чи отримує згадку гравець, чийого ходу чекають
cmd-settings-pings-send = True: згадувати про хід; False: ніколи
cmd-settings-pings-send-name = надсилати
cmd-settings-computers = Чи можуть ведучі додавати комп’ютери
cmd-settings-computers-allowed = True: можна; False: не можна
cmd-settings-computers-allowed-name = дозволено
cmd-settings-channels = Канали, де можна починати ігри
cmd-settings-channels-add = Дозволити ігри в каналі (коли список не порожній, лише в каналах зі списку)
cmd-settings-channels-remove = Прибрати канал зі списку
cmd-settings-channels-clear = Знову дозволити ігри в усіх каналах
cmd-settings-channels-channel = Канал
cmd-settings-channels-channel-name = канал
settings-choice-server = Мова Discord цього сервера
settings-title = Налаштування Pips на цьому сервері
settings-language = Мова столів: { $value }
settings-language-server = мова Discord сервера ({ $locale })
settings-turn_timeout = Час ходу, коли команда старту його не задає: { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунди
        [many] { $seconds } секунд
       *[other] { $seconds } секунди
    }
settings-turn_timeout-default = { " " }(типово в Pips)
settings-pings = Згадки про хід: { $value }
settings-pings-on = увімк.
settings-pings-off = вимк.
settings-computers = Місця комп’ютерів: { $value }
settings-computers-on = дозволено
settings-computers-off = заборонено
settings-channels = Ігри можна починати: { $value }
settings-channels-any = у будь-якому каналі
settings-applies = Зміни стосуються столів, відкритих пізніше.
settings-saved = Збережено. { $line }
    Це стосується столів, відкритих відтепер.
settings-managers_only = /settings доступні лише учасникам із дозволом «Керувати сервером».
settings-turn_timeout-invalid = Час ходу — ціле число секунд від { $min } до { $max }; нічого не змінено.
settings-language-invalid = Столи бувають лише цими мовами: { $languages }; нічого не змінено.
settings-channels-already = <#{ $channel }> уже в списку; нічого не змінено.
settings-channels-not_listed = <#{ $channel }> немає в списку; нічого не змінено.
settings-channels-too_many = У списку може бути не більше { $max ->
        [one] { $max } каналу
        [few] { $max } каналів
        [many] { $max } каналів
       *[other] { $max } каналів
    }; нічого не змінено.
settings-channel_not_allowed = На цьому сервері ігри можна починати лише в { $channels }.
settings-no_computers = Цей сервер не дозволяє місць комп’ютерів.
