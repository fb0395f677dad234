### Russian: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — ждём игроков
table-title-playing = { $game } — идёт игра
table-title-finished = { $game } — окончена
table-title-cancelled = { $game } — отменена
table-host = Ведущий: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    } на ход
table-seats = Игроки ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(компьютер)
table-seat-forfeited = { " " }— вне игры
table-seat-stake = { " " }— ставка: { $stake ->
        [one] { $stake } фишка
        [few] { $stake } фишки
        [many] { $stake } фишек
       *[other] { $stake } фишки
    }
table-turn = Ход: { $mention }
table-turn-deadline = { " " }· конец хода { $deadline }
table-waits_for_click = Pips может обновлять этот стол до { $time }; ход, сделанный позже, появится при следующем нажатии.
ping-turn = { $mention }, ваш ход в { $game }: ход заканчивается { $deadline }.
table-lobby_hint = Присоединяйтесь, чтобы играть. Ведущий может начать от { $min ->
        [one] { $min } игрока
        [few] { $min } игроков
        [many] { $min } игроков
       *[other] { $min } игрока
    } (не больше { $max }).
table-log = Недавно
table-fingerprint = Отпечаток кубиков { $fingerprint } · /game verify
table-revealed = Отпечаток кубиков { $fingerprint } · сид раскрыт: /game verify
table-cancelled = Этот стол отменён.
table-none = нет
button-join = Присоединиться
button-leave = Выйти
button-add_computer = Добавить компьютер
button-start = Старт
button-cancel = Отмена
button-again = Сыграть ещё
button-choose = Выбрать ход
button-go_to_table = К столу
stake-title = Выберите ставку
stake-label = Фишки на старте (от 1 до 99)
stake-invalid = Ставка — целое число от 1 до 99.
event-joined = { $name } входит в игру.
event-left = { $name } выходит.
event-stake_changed = { $name } меняет ставку на { $stake ->
        [one] { $stake } фишку
        [few] { $stake } фишки
        [many] { $stake } фишек
       *[other] { $stake } фишки
    }.
event-computer_joined = { $name } (компьютер) входит в игру.
event-cancelled = { $name } отменяет стол.
event-forfeit = { $name } покидает игру.
event-timeout = { $name } не успевает: за игрока ходит бот.
table-unknown = Этот стол больше недоступен. Откройте новый командой /… start.
table-over = Эта игра окончена.
table-not_started = Игра ещё не началась.
table-not_seated = Вы не играете за этим столом.
table-forfeited = Вы покинули эту игру.
table-other_channel = Эта кнопка относится к столу в другом канале.
table-unreadable = Сохранённую игру этого стола не удалось прочитать; ведущий может отменить её через /game cancel.
table-moved = Стол переехал ↓
table-moved_away = Этот стол переехал ниже в канале: играйте в новом сообщении.
channel-no_table = Сейчас в этом канале нет игры.
channel-no_game = В этом канале ещё не было игр.
channel-busy = В этом канале уже есть стол.
channel-guild_only = Игры проходят в каналах сервера.
option-invalid = Эта опция недопустима: { $option } = { $value }.
lobby-already_started = Игра уже началась.
lobby-host_only = Это может только ведущий (или тот, у кого есть «Управлять каналом»).
lobby-already_seated = Вы уже за столом.
lobby-full = Стол заполнен ({ $seats ->
        [one] { $seats } место
        [few] { $seats } места
        [many] { $seats } мест
       *[other] { $seats } места
    }).
lobby-not_seated = Вы не сидите за этим столом.
lobby-too_few = Для старта нужно не меньше { $needed ->
        [one] { $needed } игрока
        [few] { $needed } игроков
        [many] { $needed } игроков
       *[other] { $needed } игрока
    }.
turn-not_yours = Сейчас не ваш ход: ходит <@{ $player }>.
turn-stale = Эта кнопка уже использована: игра ушла вперёд.
again-not_finished = Эта игра ещё идёт.
again-exists = Новый стол здесь уже открыт.
rules-not_your_turn = Сейчас не ваш ход.
rules-not_legal = Этот ход сейчас недопустим.
rules-game_over = Эта игра окончена.
rules-not_playing = Вы не участвуете в этой игре.
error-unexpected = Что-то пошло не так с моей стороны; ничего не изменено. Попробуйте ещё раз.
error-store_unavailable = База данных игр сейчас не отвечает; ничего не изменено. Попробуйте чуть позже.
bot-restarting = Pips перезапускается; попробуйте через несколько секунд.
verify-running = Стол { $table } ({ $game }): перед первым броском Pips показал `{ $fingerprint }` — отпечаток секретного сида, который определяет каждый кубик. Пока идёт игра, сид остаётся секретным. Когда она закончится, /game verify выдаст сид: любой сможет проверить, что он совпадает с отпечатком и дал каждый бросок.
    Полный отпечаток (SHA-256 сида): `{ $commitment }`
verify-revealed = Стол { $table } ({ $game }): перед первым броском Pips показал `{ $fingerprint }` — отпечаток секретного сида. Игра окончена, вот сид: любой может проверить каждый бросок.
    Сид: `{ $seed }`
    Полный отпечаток: `{ $commitment }`
    { $recipe }
verify-recipe = Как проверить: SHA-256 сида — это отпечаток (значит, сид был выбран до первого броска); кубики — это байты HMAC-SHA256(сид, номер блока в 8 байтах big-endian) для блоков 0, 1, 2… по порядку, байты ≥ 252 пропускаются, каждый байт даёт грань: байт mod 6 + 1.
game-left = Вы покинули игру.
game-cancelled = Стол отменён.
