### Bulgarian: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — чакат се играчи
table-title-playing = { $game } — в ход
table-title-finished = { $game } — приключила
table-title-cancelled = { $game } — отменена
table-host = Домакин: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } секунда
       *[other] { $seconds } секунди
    } на ход
table-seats = Играчи ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(компютър)
table-seat-forfeited = { " " }— напусна играта
table-seat-stake = { " " }— залог: { $stake ->
        [one] { $stake } чип
       *[other] { $stake } чипа
    }
table-turn = Ход: { $mention }
table-turn-deadline = { " " }· край на хода { $deadline }
table-waits_for_click = Pips може да обновява тази маса до { $time }; ход, направен след това, се показва при следващото щракване.
ping-turn = { $mention }, ваш ред е в { $game }: ходът свършва { $deadline }.
table-lobby_hint = Включете се, за да играете. Домакинът може да започне с { $min ->
        [one] { $min } играч
       *[other] { $min } играча
    } или повече (най-много { $max }).
table-log = Последни събития
table-fingerprint = Отпечатък на заровете { $fingerprint } · /game verify
table-revealed = Отпечатък на заровете { $fingerprint } · сийдът е разкрит: /game verify
table-cancelled = Тази маса беше отменена.
table-none = няма
button-join = Включи се
button-leave = Напусни
button-add_computer = Добави компютър
button-start = Старт
button-cancel = Отказ
button-again = Играй отново
button-choose = Изберете ход
button-go_to_table = Към масата
stake-title = Изберете залог
stake-label = Начални чипове (от 1 до 99)
stake-invalid = Залогът е цяло число от 1 до 99.
event-joined = { $name } се включи.
event-left = { $name } излезе.
event-stake_changed = { $name } смени залога си на { $stake ->
        [one] { $stake } чип
       *[other] { $stake } чипа
    }.
event-computer_joined = { $name } (компютър) се включи.
event-cancelled = { $name } отмени масата.
event-forfeit = { $name } напусна играта.
event-timeout = { $name } не игра навреме: ботът играе вместо играча.
table-unknown = Тази маса вече не е налична. Отворете нова с команда /… start.
table-over = Тази игра приключи.
table-not_started = Играта още не е започнала.
table-not_seated = Не играете на тази маса.
table-forfeited = Напуснахте тази игра.
table-other_channel = Този бутон е на маса в друг канал.
table-unreadable = Запазената игра на тази маса не може да бъде прочетена; домакинът може да я отмени с /game cancel.
table-moved = Масата се премести ↓
table-moved_away = Тази маса се премести по-надолу в канала: играйте в новото съобщение.
channel-no_table = В момента в този канал няма игра.
channel-no_game = В този канал още не е играна игра.
channel-busy = В този канал вече има маса.
channel-guild_only = Игрите се играят в канали на сървъри.
option-invalid = Тази опция не е позволена: { $option } = { $value }.
lobby-already_started = Играта вече започна.
lobby-host_only = Само домакинът (или някой с „Управление на канал“) може да направи това.
lobby-already_seated = Вече сте на масата.
lobby-full = Масата е пълна ({ $seats ->
        [one] { $seats } място
       *[other] { $seats } места
    }).
lobby-not_seated = Не сте на тази маса.
lobby-too_few = За старт са нужни поне { $needed ->
        [one] { $needed } играч
       *[other] { $needed } играча
    }.
turn-not_yours = Не е ваш ред: ред е на <@{ $player }>.
turn-stale = Този бутон вече е използван: играта продължи.
again-not_finished = Тази игра още тече.
again-exists = Тук вече има отворена нова маса.
rules-not_your_turn = Не е ваш ред.
rules-not_legal = Този ход сега не е позволен.
rules-game_over = Тази игра приключи.
rules-not_playing = Не участвате в тази игра.
error-unexpected = Нещо се обърка при мен; нищо не е променено. Моля, опитайте отново.
error-store_unavailable = Базата данни с игри не отговаря в момента; нищо не е променено. Опитайте след малко.
bot-restarting = Pips се рестартира; опитайте след няколко секунди.
verify-running = Маса { $table } ({ $game }): преди първото хвърляне Pips показа `{ $fingerprint }` — отпечатъка на таен сийд, който решава всеки зар. Докато играта тече, сийдът остава таен. Когато свърши, /game verify дава сийда: тогава всеки може да провери, че той съвпада с отпечатъка и е дал всяко хвърляне.
    Пълен отпечатък (SHA-256 на сийда): `{ $commitment }`
verify-revealed = Маса { $table } ({ $game }): преди първото хвърляне Pips показа `{ $fingerprint }` — отпечатъка на таен сийд. Играта свърши, ето сийда: всеки може да провери всяко хвърляне.
    Сийд: `{ $seed }`
    Пълен отпечатък: `{ $commitment }`
    { $recipe }
verify-recipe = Как да проверите: SHA-256 на сийда е отпечатъкът (значи сийдът е фиксиран преди първото хвърляне); заровете са байтовете на HMAC-SHA256(сийд, номер на блок като 8 байта big-endian) за блокове 0, 1, 2… поред, като байтовете ≥ 252 се пропускат, а всеки дава стойност: байт mod 6 + 1.
game-left = Напуснахте играта.
game-cancelled = Масата беше отменена.
