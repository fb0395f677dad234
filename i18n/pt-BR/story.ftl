### Português (Brasil): "Como foi", a história de uma partida encerrada numa imagem.

button-story = Como foi
story-title = Como foi — { $game }
story-axis-turn = Turno
story-axis-win = Chance de vitória
story-axis-lose = Chance de derrota
story-comeback-win = { $name } virou o jogo a partir de { $percent }%
story-comeback-lose = { $name } tinha só { $percent }% de chance de perder
story-fall-win = { $name } liderou com { $percent }% e não venceu
story-fall-lose = { $name } tinha { $percent }% de chance de perder e escapou
story-swing = { $name }: { $before }% → { $after }% em um turno
story-reply = **Como foi — { $game }**: a chance de vitória de cada jogador após cada turno.
story-reply-lose = **Como foi — { $game }**: a chance de derrota de cada jogador após cada turno.
story-cancelled = Essa partida foi cancelada antes de acabar: não há história para contar.
story-not_finished = Essa partida ainda não acabou: a história dela é contada quando terminar.
story-not_seated = Só os jogadores dessa partida (ou alguém com Gerenciar canais) podem ver como foi.
story-unreadable = O registro dessa partida não pode ser reproduzido, então a história dela não pode ser contada.
story-failed = Não foi possível desenhar a imagem desta vez; tente de novo daqui a pouco.
history-story = Como foi… (escolha uma partida)
history-story-option = { $game } · { $outcome }
history-story-when = Encerrada { $when }
