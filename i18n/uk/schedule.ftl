### uk: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Ігрові вечори: гра у призначений час, записані за столом, коли вона починається
cmd-schedule-new = Призначити гру в цьому каналі; ведучий — ви
cmd-schedule-new-game = Гра
cmd-schedule-new-game-name = гра
cmd-schedule-new-when = Коли: «2h30m», «20:30», «2026-12-05 20:30» або мітка часу Discord
cmd-schedule-new-when-name = коли
cmd-schedule-new-repeat = Один раз або щотижня в той самий час
cmd-schedule-new-repeat-name = повтор
cmd-schedule-repeat-none = Один раз
cmd-schedule-repeat-weekly = Щотижня
cmd-schedule-new-note = Нотатка до запрошення
cmd-schedule-new-note-name = нотатка
cmd-schedule-list = Ігрові вечори, призначені на цьому сервері
cmd-schedule-cancel = Скасувати ігровий вечір, який ви ведете
cmd-schedule-cancel-night = Ігровий вечір
cmd-schedule-cancel-night-name = вечір
cmd-settings-timezone = Часовий пояс часу, що вводиться в /schedule
cmd-settings-timezone-zone = Часовий пояс, наприклад Europe/Kyiv (почніть вводити, щоб знайти свій); без нього UTC
cmd-settings-timezone-zone-name = пояс

## /settings

settings-timezone = Часовий пояс ігрових вечорів: { $zone }
settings-timezone-invalid = «{ $name }» — не часовий пояс, відомий Pips: виберіть одну з підказок, наприклад Europe/Kyiv; нічого не змінено.

## The invitation card

night-card-title = Ігровий вечір: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Щотижня
night-card-host = Ведучий: { $host }
night-card-note = Нотатка: { $note }
night-card-coming = Прийдуть ({ $count }): { $names }
night-card-not_coming = Не зможуть: { $names }
night-card-scheduled = Натисніть «Я прийду», щоб отримати місце, коли вечір почнеться.
night-card-started = Вечір почався: стіл відкритий у цьому каналі.
night-card-cancelled = Скасовано.
night-card-missed = Пропущено: Pips тоді не працював.
night-card-failed = Вечір не зміг початися.
night-button-in = Я прийду
night-button-out = Не зможу

## In the channel

night-reminder = { $mentions }: вечір { $game } почнеться { $relative }.
night-opened = { $mentions }: вечір { $game } починається. Ваші місця зайняті; { $host } запускає гру.
night-left_out = За столом забракло місць для: { $names }.
night-busy = Вечір { $game } ({ $time }) не зміг початися: стіл у цьому каналі був відкритий і через 15 хвилин.
night-missed = Вечір { $game } ({ $time }) пропущено: Pips тоді не працював.
night-refused = Вечір { $game } ({ $time }) не зміг початися: у цьому каналі більше не можна починати ігри.
night-event_deleted = Вечір { $game } ({ $time }) скасовано: його подію в Discord видалено.
night-event-name = Ігровий вечір: { $game }
night-event-description = Призначено через Pips: натисніть «Я прийду» в запрошенні в каналі або позначте тут, що вам цікаво, щоб отримати місце, коли вечір почнеться.

## Private answers

night-cancelled = Вечір { $game } ({ $time }) скасовано.
night-list-title = Ігрові вечори на цьому сервері
night-list-line = { $time }: { $game } у { $channel }, ведучий { $host } (прийдуть: { $count })
night-list-empty = На цьому сервері не призначено жодного ігрового вечора; призначте його через /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips не може прочитати «{ $text }» як час. Спробуйте `in 90 minutes`, `{ $clock }` або `{ $date }` (у часовому поясі сервера) або мітку часу Discord.
night-when-past = Цей час уже минув. Спробуйте `in 90 minutes`, `{ $clock }` або `{ $date }`.
night-when-far = Це більше ніж на 60 днів наперед. Спробуйте `in 90 minutes`, `{ $clock }` або `{ $date }`.
night-too_many = На цьому сервері вже призначено найбільшу кількість ігрових вечорів ({ $max }): спершу скасуйте один.
night-over = Цей ігровий вечір більше не приймає відповідей.
night-host_stays = Ви ведете цей ігровий вечір: краще скасуйте його через /schedule cancel.
night-host_only = Скасувати ігровий вечір може лише його ведучий (або той, хто має «Керувати каналом»).
night-unknown = Тут немає такого ігрового вечора.
