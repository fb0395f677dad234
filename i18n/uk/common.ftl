### Ukrainian: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — чекаємо гравців
table-title-playing = { $game } — триває гра
table-title-finished = { $game } — завершено
table-title-cancelled = { $game } — скасовано
table-host = Ведучий: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунди
        [many] { $seconds } секунд
       *[other] { $seconds } секунди
    } на хід
table-seats = Гравці ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(комп’ютер)
table-seat-forfeited = { " " }— поза грою
table-seat-stake = { " " }— ставка: { $stake ->
        [one] { $stake } фішка
        [few] { $stake } фішки
        [many] { $stake } фішок
       *[other] { $stake } фішки
    }
table-turn = Хід: { $mention }
table-turn-deadline = { " " }· кінець ходу { $deadline }
table-waits_for_click = Pips може оновлювати цей стіл до { $time }; хід, зроблений пізніше, з'явиться під час наступного натискання.
ping-turn = { $mention }, ваш хід у { $game }: хід закінчується { $deadline }.
table-lobby_hint = Приєднуйтеся, щоб грати. Ведучий може почати від { $min ->
        [one] { $min } гравця
        [few] { $min } гравців
        [many] { $min } гравців
       *[other] { $min } гравців
    } (не більше { $max }).
table-log = Нещодавно
table-fingerprint = Відбиток кубиків { $fingerprint } · /game verify
table-revealed = Відбиток кубиків { $fingerprint } · сід розкрито: /game verify
table-cancelled = Цей стіл скасовано.
table-none = немає
button-join = Приєднатися
button-leave = Вийти
button-add_computer = Додати комп’ютер
button-start = Старт
button-cancel = Скасувати
button-again = Зіграти ще
button-choose = Обрати хід
button-go_to_table = До столу
stake-title = Оберіть ставку
stake-label = Фішки на старті (від 1 до 99)
stake-invalid = Ставка — ціле число від 1 до 99.
event-joined = { $name } приєднується.
event-left = { $name } виходить.
event-stake_changed = { $name } змінює ставку на { $stake ->
        [one] { $stake } фішку
        [few] { $stake } фішки
        [many] { $stake } фішок
       *[other] { $stake } фішки
    }.
event-computer_joined = { $name } (комп’ютер) приєднується.
event-cancelled = { $name } скасовує стіл.
event-forfeit = { $name } покидає гру.
event-timeout = { $name } не встигає: за гравця ходить бот.
table-unknown = Цей стіл більше недоступний. Відкрийте новий командою /… start.
table-over = Цю гру закінчено.
table-not_started = Гра ще не почалася.
table-not_seated = Ви не граєте за цим столом.
table-forfeited = Ви покинули цю гру.
table-other_channel = Ця кнопка належить столу в іншому каналі.
table-unreadable = Збережену гру цього столу не вдалося прочитати; ведучий може скасувати її через /game cancel.
table-moved = Стіл переїхав ↓
table-moved_away = Цей стіл переїхав нижче в каналі: грайте в новому повідомленні.
channel-no_table = Зараз у цьому каналі немає гри.
channel-no_game = У цьому каналі ще не було ігор.
channel-busy = У цьому каналі вже є стіл.
channel-guild_only = Ігри проходять у каналах сервера.
option-invalid = Ця опція недопустима: { $option } = { $value }.
lobby-already_started = Гра вже почалася.
lobby-host_only = Це може лише ведучий (або той, хто має «Керувати каналом»).
lobby-already_seated = Ви вже за столом.
lobby-full = Стіл заповнено ({ $seats ->
        [one] { $seats } місце
        [few] { $seats } місця
        [many] { $seats } місць
       *[other] { $seats } місця
    }).
lobby-not_seated = Ви не сидите за цим столом.
lobby-too_few = Для старту потрібно гравців: щонайменше { $needed }.
turn-not_yours = Зараз не ваш хід: ходить <@{ $player }>.
turn-stale = Цю кнопку вже використано: гра пішла далі.
again-not_finished = Ця гра ще триває.
again-exists = Новий стіл тут уже відкрито.
rules-not_your_turn = Зараз не ваш хід.
rules-not_legal = Цей хід зараз недопустимий.
rules-game_over = Цю гру закінчено.
rules-not_playing = Ви не берете участі в цій грі.
error-unexpected = Щось пішло не так з мого боку; нічого не змінено. Спробуйте ще раз.
error-store_unavailable = База даних ігор зараз не відповідає; нічого не змінено. Спробуйте трохи згодом.
bot-restarting = Pips перезапускається; спробуйте за кілька секунд.
verify-running = Стіл { $table } ({ $game }): перед першим кидком Pips показав `{ $fingerprint }` — відбиток секретного сіду, який визначає кожен кубик. Поки триває гра, сід лишається секретним. Коли вона закінчиться, /game verify видасть сід: будь-хто зможе перевірити, що він збігається з відбитком і дав кожен кидок.
    Повний відбиток (SHA-256 сіду): `{ $commitment }`
verify-revealed = Стіл { $table } ({ $game }): перед першим кидком Pips показав `{ $fingerprint }` — відбиток секретного сіду. Гру закінчено, ось сід: будь-хто може перевірити кожен кидок.
    Сід: `{ $seed }`
    Повний відбиток: `{ $commitment }`
    { $recipe }
verify-recipe = Як перевірити: SHA-256 сіду — це відбиток (отже, сід обрано до першого кидка); кубики — це байти HMAC-SHA256(сід, номер блоку у 8 байтах big-endian) для блоків 0, 1, 2… по черзі, байти ≥ 252 пропускаються, кожен байт дає грань: байт mod 6 + 1.
game-left = Ви покинули гру.
game-cancelled = Стіл скасовано.
