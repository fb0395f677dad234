### Português (Brasil): descrições dos comandos e das opções (o Discord as mostra no seletor de comandos).

cmd-rules = Como este bot joga este jogo, com as opções
cmd-turn_timeout = Segundos até o bot jogar por um jogador parado (15-3600; padrão: /settings ou 60)
cmd-game = A partida da mesa deste canal
cmd-game-status = Mostrar de novo a mesa deste canal, lá embaixo
cmd-game-leave = Sair da partida deste canal (você perde seu lugar)
cmd-game-cancel = Encerrar a mesa deste canal (anfitrião ou Gerenciar canais)
cmd-game-verify = Mostrar a impressão digital dos dados (e a semente, no fim) da última partida daqui
# Nomes no seletor de comandos: 1-32 caracteres, minúsculas, sem espaços.
cmd-turn_timeout-name = tempo-de-turno
cmd-leaderboard-game-name = jogo
