### Español (España): /<game> odds, las probabilidades de cada asiento antes de empezar.

## El selector de comandos

cmd-odds-players = Cuántos jugadores se sientan a la mesa
cmd-odds-players-name = jugadores
cmd-odds-chips = Fichas con las que empieza cada jugador (3 por defecto)
cmd-odds-chips-name = fichas
cmd-odds-post = Publicar la respuesta en el canal para todos (por defecto: solo la ves tú)
cmd-odds-post-name = publicar

## La respuesta

odds-title = Probabilidades de { $game } · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
odds-options = Opciones: { $options }
odds-options-none = sin opciones
odds-chips = { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } cada uno
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Los líderes empatados comparten la victoria: una partida acaba con empate en cabeza el { $percent } % de las veces, y cada líder empatado cuenta como ganador, así que las probabilidades suman más del 100 %.
odds-length-rolls = Duración esperada: { $value } tiradas
odds-length-throws = Duración esperada: { $value } lanzamientos
odds-length-rounds = Duración esperada: { $value } rondas
odds-score-points = Puntuación esperada por jugador: { $value } puntos
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulación de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, ±{ $margin } puntos (3 errores estándar).
