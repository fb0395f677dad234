### pt-BR: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Qual temporada (padrão: a atual), ou todo o período
cmd-leaderboard-season-name = temporada
cmd-leaderboard-luck = Mostrar o ranking da sorte: quem superou as chances e quem não
cmd-leaderboard-luck-name = sorte
cmd-stats-season = Qual temporada (padrão: a atual), ou todo o período
cmd-stats-season-name = temporada
cmd-settings-season = Quanto dura uma temporada de /leaderboard e /stats (em UTC)
cmd-settings-season-length = Uma mudança começa uma nova temporada agora; as encerradas ficam como estavam
cmd-settings-season-length-name = duração
season-length-week = Semana (desde segunda 00:00 UTC)
season-length-month = Mês (desde o dia 1º, 00:00 UTC)
season-length-none = Nenhuma (só todo o período)
season-choice-current = Temporada atual
season-choice-all = Todo o período
season-choice-past = Temporada { $start } – { $end }
season-current = Temporada desde <t:{ $start }:d> · termina <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Temporada <t:{ $start }:d> – <t:{ $last }:d> (encerrada)
season-all = Todo o período
settings-season = Temporadas: { $value }
season-saved = Salvo. { $line }
    A temporada atual termina agora; as encerradas ficam como estavam.
season-invalid = Uma temporada é uma semana, um mês ou nenhuma; nada foi alterado.
luck-won = Sorte: venceu { $hits } de { $games }; pelos dados, o esperado era { $expected }: **{ $luck }**
luck-lost = Sorte: perdeu { $hits } de { $games }; pelos dados, o esperado era { $expected } derrotas: **{ $luck }**
luck-total = **Sorte em todos os jogos**: { $luck } em { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
luck-how = *Sorte = suas vitórias menos a soma das suas chances de vencer no início de cada partida (Buck Dice: o contrário, com derrotas). Acima de 0: mais sorte do que os dados prometiam.*
luck-older = *Partidas de antes de o Pips guardar as chances ficam de fora.*
luck-board-title = Sorte — { $game }
luck-board-luckiest = **Mais sortudos**
luck-board-unluckiest = **Menos sortudos**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
luck-board-empty = Ninguém tem ainda { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    } com chances neste período.
luck-board-hint = Quem teve os dados mais sortudos? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
