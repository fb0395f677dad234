### Ukrainian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Запрошені з минулої гри (один клік на «Приєднатися», та сама ставка): { $names }
table-server_settings = Цей сервер · Мова столів: { $language } · Місця комп’ютерів: { $computers }
again-expired = Термін «Зіграти ще» для цієї гри минув; відкрийте новий стіл командою /… start.
cmd-game-remove = Прибрати гравця, який пішов; він вибуває (ведучий або «Керувати каналом»)
cmd-game-remove-player = Гравець, якого треба прибрати
cmd-game-remove-player-name = гравець
cmd-game-host = Передати роль ведучого іншому гравцеві за столом
cmd-game-host-player = Гравець, який стане ведучим
cmd-game-host-player-name = гравець
event-removed = 🚪 <@{ $by }> прибирає { $name } з-за столу.
event-host_changed = 👑 { $name } тепер ведучий.
host-removed = <@{ $player }> прибрано з-за столу.
host-handed = <@{ $player }> тепер ведучий.
host-not_seated = <@{ $player }> не грає за цим столом; нічого не змінено.
host-already = <@{ $player }> вже ведучий; нічого не змінено.
host-remove_self = Щоб піти з-за столу самому, використайте /game leave; нічого не змінено.
table-removed = Ведучий прибрав вас із цієї гри; ви можете приєднатися до наступної.
