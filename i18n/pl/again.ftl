### Polish: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Zaproszeni z poprzedniej gry (jedno kliknięcie Dołącz, ta sama stawka): { $names }
table-server_settings = Ten serwer · Język stołów: { $language } · Miejsca komputerów: { $computers }
again-expired = Ponowna gra wygasła; otwórz nowy stół poleceniem /… start.
cmd-game-remove = Usuń gracza, który odszedł; przegrywa walkowerem (gospodarz lub Zarządzanie kanałem)
cmd-game-remove-player = Gracz do usunięcia
cmd-game-remove-player-name = gracz
cmd-game-host = Przekaż rolę gospodarza innemu graczowi przy stole
cmd-game-host-player = Gracz, który zostanie gospodarzem
cmd-game-host-player-name = gracz
event-removed = 🚪 <@{ $by }> usuwa { $name } ze stołu.
event-host_changed = 👑 { $name } jest teraz gospodarzem.
host-removed = Usunięto <@{ $player }> ze stołu.
host-handed = <@{ $player }> jest teraz gospodarzem.
host-not_seated = <@{ $player }> nie gra przy tym stole; nic nie zmieniono.
host-already = <@{ $player }> już jest gospodarzem; nic nie zmieniono.
host-remove_self = Aby samemu odejść od stołu, użyj /game leave; nic nie zmieniono.
table-removed = Gospodarz usunął cię z tej gry; możesz dołączyć do następnej.
