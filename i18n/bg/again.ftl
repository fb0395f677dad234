### Bulgarian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Поканени от миналата игра (едно кликване на „Включи се“, същият залог): { $names }
table-server_settings = Този сървър · Език на масите: { $language } · Места за компютри: { $computers }
again-expired = „Играй отново“ изтече за тази игра; отворете нова маса с команда /… start.
cmd-game-remove = Премахване на играч, който е излязъл; той се отказва (домакин или „Управление на канал“)
cmd-game-remove-player = Играчът за премахване
cmd-game-remove-player-name = играч
cmd-game-host = Предаване на ролята на домакин на друг играч на масата
cmd-game-host-player = Играчът, който става домакин
cmd-game-host-player-name = играч
event-removed = 🚪 <@{ $by }> премахва { $name } от масата.
event-host_changed = 👑 { $name } вече е домакин.
host-removed = <@{ $player }> е премахнат от масата.
host-handed = <@{ $player }> вече е домакин.
host-not_seated = <@{ $player }> не играе на тази маса; нищо не е променено.
host-already = <@{ $player }> вече е домакин; нищо не е променено.
host-remove_self = За да напуснете масата сами, използвайте /game leave; нищо не е променено.
table-removed = Домакинът ви премахна от тази игра; можете да се включите в следващата.
