### ru: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Игровые вечера: игра в назначенное время, записавшиеся за столом к её началу
cmd-schedule-new = Назначить игру в этом канале; ведущий — вы
cmd-schedule-new-game = Игра
cmd-schedule-new-game-name = игра
cmd-schedule-new-when = Когда: «2h30m», «20:30», «2026-12-05 20:30» или метка времени Discord
cmd-schedule-new-when-name = когда
cmd-schedule-new-repeat = Один раз или каждую неделю в то же время
cmd-schedule-new-repeat-name = повтор
cmd-schedule-repeat-none = Один раз
cmd-schedule-repeat-weekly = Каждую неделю
cmd-schedule-new-note = Заметка к приглашению
cmd-schedule-new-note-name = заметка
cmd-schedule-list = Игровые вечера, назначенные на этом сервере
cmd-schedule-cancel = Отменить игровой вечер, который вы ведёте
cmd-schedule-cancel-night = Игровой вечер
cmd-schedule-cancel-night-name = вечер
cmd-settings-timezone = Часовой пояс времени, вводимого в /schedule
cmd-settings-timezone-zone = Часовой пояс, например Europe/Moscow (начните вводить, чтобы найти свой); без него UTC
cmd-settings-timezone-zone-name = пояс

## /settings

settings-timezone = Часовой пояс игровых вечеров: { $zone }
settings-timezone-invalid = «{ $name }» — не часовой пояс, известный Pips: выберите одну из подсказок, например Europe/Moscow; ничего не изменено.

## The invitation card

night-card-title = Игровой вечер: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Каждую неделю
night-card-host = Ведущий: { $host }
night-card-note = Заметка: { $note }
night-card-coming = Придут ({ $count }): { $names }
night-card-not_coming = Не смогут: { $names }
night-card-scheduled = Нажмите «Я приду», чтобы получить место, когда вечер начнётся.
night-card-started = Вечер начался: стол открыт в этом канале.
night-card-cancelled = Отменён.
night-card-missed = Пропущен: Pips в то время не работал.
night-card-failed = Вечер не смог начаться.
night-button-in = Я приду
night-button-out = Не смогу

## In the channel

night-reminder = { $mentions }: вечер { $game } начнётся { $relative }.
night-opened = { $mentions }: вечер { $game } начинается. Ваши места заняты; { $host } запускает игру.
night-left_out = За столом не хватило мест для: { $names }.
night-busy = Вечер { $game } ({ $time }) не смог начаться: стол в этом канале был открыт и через 15 минут.
night-missed = Вечер { $game } ({ $time }) пропущен: Pips в то время не работал.
night-refused = Вечер { $game } ({ $time }) не смог начаться: в этом канале больше нельзя начинать игры.
night-event_deleted = Вечер { $game } ({ $time }) отменён: его событие в Discord удалено.
night-event-name = Игровой вечер: { $game }
night-event-description = Назначено через Pips: нажмите «Я приду» в приглашении в канале или отметьте здесь, что вам интересно, чтобы получить место, когда вечер начнётся.

## Private answers

night-cancelled = Вечер { $game } ({ $time }) отменён.
night-list-title = Игровые вечера на этом сервере
night-list-line = { $time }: { $game } в { $channel }, ведущий { $host } (придут: { $count })
night-list-empty = На этом сервере не назначено ни одного игрового вечера; назначьте его через /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips не может прочитать «{ $text }» как время. Попробуйте `in 90 minutes`, `{ $clock }` или `{ $date }` (в часовом поясе сервера) или метку времени Discord.
night-when-past = Это время уже прошло. Попробуйте `in 90 minutes`, `{ $clock }` или `{ $date }`.
night-when-far = Это больше чем на 60 дней вперёд. Попробуйте `in 90 minutes`, `{ $clock }` или `{ $date }`.
night-too_many = На этом сервере уже назначено максимальное число игровых вечеров ({ $max }): сначала отмените один.
night-over = Этот игровой вечер больше не принимает ответы.
night-host_stays = Вы ведёте этот игровой вечер: лучше отмените его через /schedule cancel.
night-host_only = Отменить игровой вечер может только его ведущий (или тот, у кого есть «Управлять каналом»).
night-unknown = Здесь нет такого игрового вечера.
