### Russian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Приглашены из прошлой игры (один клик на «Присоединиться», та же ставка): { $names }
table-server_settings = Этот сервер: язык столов — { $language }, места компьютеров — { $computers }.
again-expired = Срок «Сыграть ещё» для этой игры истёк; откройте новый стол командой /… start.
cmd-game-remove = Убрать ушедшего игрока; он выбывает (ведущий или «Управлять каналом»)
cmd-game-remove-player = Игрок, которого нужно убрать
cmd-game-remove-player-name = игрок
cmd-game-host = Передать роль ведущего другому игроку за столом
cmd-game-host-player = Игрок, который станет ведущим
cmd-game-host-player-name = игрок
event-removed = 🚪 <@{ $by }> убирает { $name } из-за стола.
event-host_changed = 👑 { $name } теперь ведущий.
host-removed = <@{ $player }> больше не за столом: ведущий убрал игрока.
host-handed = <@{ $player }> теперь ведущий.
host-not_seated = <@{ $player }> не играет за этим столом; ничего не изменено.
host-already = <@{ $player }> уже ведущий; ничего не изменено.
host-remove_self = Чтобы уйти из-за стола самому, используйте /game leave; ничего не изменено.
table-removed = Ведущий убрал вас из этой игры; вы можете присоединиться к следующей.
