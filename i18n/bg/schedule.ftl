### bg: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Игрални вечери: игра в определен час, записаните сядат на масата, щом започне
cmd-schedule-new = Насрочи игра в този канал; ти си домакинът
cmd-schedule-new-game = Играта
cmd-schedule-new-game-name = игра
cmd-schedule-new-when = Кога: „2h30m“, „20:30“, „2026-12-05 20:30“ или времево клеймо на Discord
cmd-schedule-new-when-name = кога
cmd-schedule-new-repeat = Веднъж или всяка седмица по същото време
cmd-schedule-new-repeat-name = повторение
cmd-schedule-repeat-none = Веднъж
cmd-schedule-repeat-weekly = Всяка седмица
cmd-schedule-new-note = Бележка към поканата
cmd-schedule-new-note-name = бележка
cmd-schedule-list = Игралните вечери, насрочени на този сървър
cmd-schedule-cancel = Отмени игрална вечер, на която си домакин
cmd-schedule-cancel-night = Игралната вечер
cmd-schedule-cancel-night-name = вечер
cmd-settings-timezone = Часовата зона на часовете, въвеждани в /schedule
cmd-settings-timezone-zone = Часова зона, например Europe/Sofia (пиши, за да намериш своята); без нея UTC
cmd-settings-timezone-zone-name = зона

## /settings

settings-timezone = Часова зона на игралните вечери: { $zone }
settings-timezone-invalid = „{ $name }“ не е часова зона, която Pips познава: избери някое от предложенията, например Europe/Sofia; нищо не е променено.

## The invitation card

night-card-title = Игрална вечер: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Всяка седмица
night-card-host = Домакин: { $host }
night-card-note = Бележка: { $note }
night-card-coming = Идват ({ $count }): { $names }
night-card-not_coming = Не могат: { $names }
night-card-scheduled = Натисни „Идвам“, за да получиш място, щом започне.
night-card-started = Започна: масата е отворена в този канал.
night-card-cancelled = Отменена.
night-card-missed = Пропусната: Pips не работеше по това време.
night-card-failed = Не успя да започне.
night-button-in = Идвам
night-button-out = Не мога

## In the channel

night-reminder = { $mentions }: вечерта на { $game } започва { $relative }.
night-opened = { $mentions }: вечерта на { $game } започва сега. Местата ви са заети; { $host } пуска играта.
night-left_out = На масата не остана място за: { $names }.
night-busy = Вечерта на { $game } ({ $time }) не успя да започне: масата в този канал беше още отворена 15 минути по-късно.
night-missed = Вечерта на { $game } ({ $time }) беше пропусната: Pips не работеше по това време.
night-refused = Вечерта на { $game } ({ $time }) не успя да започне: в този канал вече не може да се започват игри.
night-event_deleted = Вечерта на { $game } ({ $time }) е отменена: събитието ѝ в Discord беше изтрито.
night-event-name = Игрална вечер: { $game }
night-event-description = Насрочено с Pips: натисни „Идвам“ в поканата в канала или отбележи тук, че се интересуваш, за да получиш място, щом започне.

## Private answers

night-cancelled = Вечерта на { $game } ({ $time }) е отменена.
night-list-title = Игрални вечери на този сървър
night-list-line = { $time }: { $game } в { $channel }, домакин { $host } (идват: { $count })
night-list-empty = На този сървър няма насрочена игрална вечер; насрочи една с /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips не може да прочете „{ $text }“ като час. Опитай `in 90 minutes`, `{ $clock }` или `{ $date }` (в часовата зона на сървъра) или времево клеймо на Discord.
night-when-past = Този час вече мина. Опитай `in 90 minutes`, `{ $clock }` или `{ $date }`.
night-when-far = Това е повече от 60 дни напред. Опитай `in 90 minutes`, `{ $clock }` или `{ $date }`.
night-too_many = Този сървър вече има насрочени игрални вечери до границата ({ $max }): първо отмени една.
night-over = Тази игрална вечер вече не приема отговори.
night-host_stays = Ти си домакинът на тази игрална вечер: по-добре я отмени с /schedule cancel.
night-host_only = Само домакинът на игралната вечер (или някой с „Управление на канал“) може да я отмени.
night-unknown = Тук няма такава игрална вечер.
