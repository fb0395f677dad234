### Português (Brasil): /leaderboard.

cmd-leaderboard = A classificação deste servidor (computadores à parte) e o placar de Bad Leftovers aqui
cmd-leaderboard-game = Só este jogo (padrão: todos os jogos)
leaderboard-title = Classificação — { $game }
leaderboard-all_games = todos os jogos
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · pontos por rodada: menos é melhor
leaderboard-computers = *Computadores, classificados à parte:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } por rodada
leaderboard-empty = Ainda não há partidas encerradas ({ $game }) neste servidor: termine uma e ela aparece aqui.
leaderboard-running = { $game } neste canal — rodada { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· saiu da partida
leaderboard-page = Página { $page } de { $pages }
leaderboard-previous = ◀ Anterior
leaderboard-next = Próxima ▶
