### Español (Latinoamérica): salas de Jugar otra vez / Revancha y los controles del anfitrión (/game remove, /game host).

## La sala que abre Jugar otra vez

table-invited = Invitados de la última partida (un clic en Unirse, misma apuesta): { $names }
table-server_settings = Este servidor · Idioma de las mesas: { $language } · Asientos de computadora: { $computers }
again-expired = Jugar otra vez ya venció para esta partida; abre una mesa nueva con un comando /… start.

## Controles del anfitrión

cmd-game-remove = Quitar a un jugador que se fue; pierde su asiento (anfitrión o Administrar canales)
cmd-game-remove-player = El jugador que quieres quitar
cmd-game-remove-player-name = jugador
cmd-game-host = Pasar el papel de anfitrión a otro jugador de la mesa
cmd-game-host-player = El jugador que pasa a ser anfitrión
cmd-game-host-player-name = jugador
event-removed = 🚪 <@{ $by }> quitó a { $name } de la mesa.
event-host_changed = 👑 { $name } es ahora el anfitrión.
host-removed = <@{ $player }> fue quitado de la mesa.
host-handed = <@{ $player }> es ahora el anfitrión.
host-not_seated = <@{ $player }> no es una persona que juegue en esta mesa; no se cambió nada.
host-already = <@{ $player }> ya es el anfitrión; no se cambió nada.
host-remove_self = Para salir tú de la mesa, usa /game leave; no se cambió nada.
table-removed = El anfitrión te quitó de esta partida; puedes unirte a la siguiente.
