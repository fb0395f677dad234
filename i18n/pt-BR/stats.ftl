### Português (Brasil): /stats e /history.

## O seletor de comandos

cmd-stats = As partidas, vitórias e recordes de um jogador neste servidor
cmd-stats-player = De quem são as estatísticas (padrão: as suas)
cmd-stats-player-name = jogador
cmd-stats-game = Só este jogo (padrão: todos os jogos)
cmd-stats-game-name = jogo
cmd-stats-post = Publicar a resposta no canal para todos (padrão: só você vê)
cmd-stats-post-name = publicar
cmd-history = As 10 últimas partidas deste canal: quando, quem venceu, a mesa e a semente
cmd-history-game = Só este jogo (padrão: todos os jogos)
cmd-history-game-name = jogo
cmd-history-post = Publicar a resposta no canal para todos (padrão: só você vê)
cmd-history-post-name = publicar

## /stats

stats-title = Estatísticas — { $name }
stats-total = **Todos os jogos** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
stats-rate = { " " }· { $percent }% de vitórias
stats-rank = { " " }· { $rank }º de { $ranked }
stats-rate-later = { " " }· % de vitórias a partir de { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    }
stats-empty = { $name } ainda não terminou nenhuma partida neste servidor ({ $game }).
stats-all_games = qualquer jogo

## /history

history-title = Últimas partidas neste canal
history-title-kind = Últimas partidas de { $game } neste canal
history-line = { $when } · **{ $game }** · { $outcome } · [mesa]({ $url }) · semente `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · semente `{ $seed }`
history-won = venceu: { $names }
history-lost = perdeu: { $names }
history-no_winner = sem vencedor
history-computer = { $name } (computador)
history-footer = A semente de uma partida gera todas as jogadas dela: /game verify mostra como conferir.
history-empty = Nenhuma partida foi terminada neste canal ainda.
history-empty-kind = Nenhuma partida de { $game } foi terminada neste canal ainda.
