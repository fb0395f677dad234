### Español (España): «Cómo fue», la historia de una partida terminada en una imagen.

button-story = Cómo fue
story-title = Cómo fue — { $game }
story-axis-turn = Turno
story-axis-win = Probabilidad de ganar
story-axis-lose = Probabilidad de perder
story-comeback-win = { $name } remontó desde el { $percent } %
story-comeback-lose = { $name } solo tenía un { $percent } % de probabilidad de perder
story-fall-win = { $name } llegó al { $percent } % y no ganó
story-fall-lose = { $name } tenía un { $percent } % de probabilidad de perder y se salvó
story-swing = { $name }: { $before } % → { $after } % en un turno
story-reply = **Cómo fue — { $game }**: la probabilidad de ganar de cada jugador tras cada turno.
story-reply-lose = **Cómo fue — { $game }**: la probabilidad de perder de cada jugador tras cada turno.
story-cancelled = Esa partida se canceló antes de terminar: no hay historia que contar.
story-not_finished = Esa partida aún no ha terminado: su historia se cuenta cuando acabe.
story-not_seated = Solo los jugadores de esa partida (o alguien con Gestionar canales) pueden ver cómo fue.
story-unreadable = El registro de esa partida no se puede reproducir, así que no se puede contar su historia.
story-failed = Esta vez no se pudo dibujar la imagen; inténtalo dentro de un momento.
history-story = Cómo fue… (elige una partida)
history-story-option = { $game } · { $outcome }
history-story-when = Terminada { $when }
