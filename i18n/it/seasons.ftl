### it: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Quale stagione (predefinita: quella in corso), o da sempre
cmd-leaderboard-season-name = stagione
cmd-leaderboard-luck = Mostra la classifica della fortuna: chi ha battuto le probabilità e chi no
cmd-leaderboard-luck-name = fortuna
cmd-stats-season = Quale stagione (predefinita: quella in corso), o da sempre
cmd-stats-season-name = stagione
cmd-settings-season = Quanto dura una stagione di /leaderboard e /stats (in UTC)
cmd-settings-season-length = Un cambio avvia subito una nuova stagione; quelle finite restano com'erano
cmd-settings-season-length-name = durata
season-length-week = Settimana (da lunedì 00:00 UTC)
season-length-month = Mese (dal giorno 1, 00:00 UTC)
season-length-none = Nessuna (solo da sempre)
season-choice-current = Stagione in corso
season-choice-all = Da sempre
season-choice-past = Stagione { $start } – { $end }
season-current = Stagione dal <t:{ $start }:d> · finisce <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Stagione <t:{ $start }:d> – <t:{ $last }:d> (finita)
season-all = Da sempre
settings-season = Stagioni: { $value }
season-saved = Salvato. { $line }
    La stagione in corso finisce ora; quelle finite restano com'erano.
season-invalid = Una stagione è una settimana, un mese o nessuna; non è cambiato nulla.
luck-won = Fortuna: vinte { $hits } su { $games }; i dadi ti davano { $expected }: **{ $luck }**
luck-lost = Fortuna: perse { $hits } su { $games }; i dadi ti davano { $expected } sconfitte: **{ $luck }**
luck-total = **Fortuna in tutti i giochi**: { $luck } su { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }
luck-how = *Fortuna = le tue vittorie meno la somma delle tue probabilità di vincere all'inizio di ogni partita (Buck Dice: al contrario, con le sconfitte). Sopra 0: più fortuna del previsto.*
luck-older = *Le partite di prima che Pips salvasse le probabilità non contano.*
luck-board-title = Fortuna — { $game }
luck-board-luckiest = **I più fortunati**
luck-board-unluckiest = **I meno fortunati**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
luck-board-empty = Nessuno ha ancora { $min ->
        [one] { $min } partita
       *[other] { $min } partite
    } con probabilità in questo periodo.
luck-board-hint = Chi ha avuto i dadi più fortunati? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
