### Español (España): descripciones de los comandos y sus opciones (Discord las muestra en el selector de comandos).

cmd-rules = Cómo juega este bot a este juego, con sus opciones
cmd-turn_timeout = Segundos antes de que el bot juegue por un jugador inactivo (15-3600; por defecto: /settings o 60)
cmd-game = La partida de la mesa de este canal
cmd-game-status = Volver a mostrar la mesa de este canal, abajo del todo
cmd-game-leave = Salir de la partida de este canal (pierdes tu asiento)
cmd-game-cancel = Cerrar la mesa de este canal (anfitrión o Gestionar canales)
cmd-game-verify = Mostrar la huella de los dados (y la semilla, al terminar) de la última partida aquí
# Nombres en el selector de comandos: 1-32 caracteres, minúsculas, sin espacios.
cmd-turn_timeout-name = tiempo-de-turno
cmd-leaderboard-game-name = juego
