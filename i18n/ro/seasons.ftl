### ro: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Ce sezon (implicit: cel curent) sau tot timpul
cmd-leaderboard-season-name = sezon
cmd-leaderboard-luck = Arată clasamentul norocului: cine a învins șansele și cine nu
cmd-leaderboard-luck-name = noroc
cmd-stats-season = Ce sezon (implicit: cel curent) sau tot timpul
cmd-stats-season-name = sezon
cmd-settings-season = Cât durează un sezon din /leaderboard și /stats (în UTC)
cmd-settings-season-length = O schimbare începe acum un sezon nou; sezoanele încheiate rămân cum erau
cmd-settings-season-length-name = durată
season-length-week = Săptămână (de luni 00:00 UTC)
season-length-month = Lună (de pe 1, 00:00 UTC)
season-length-none = Fără (doar tot timpul)
season-choice-current = Sezonul curent
season-choice-all = Tot timpul
season-choice-past = Sezonul { $start } – { $end }
season-current = Sezon din <t:{ $start }:d> · se încheie <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezonul <t:{ $start }:d> – <t:{ $last }:d> (încheiat)
season-all = Tot timpul
settings-season = Sezoane: { $value }
season-saved = Salvat. { $line }
    Sezonul în curs se încheie acum; sezoanele încheiate rămân cum erau.
season-invalid = Un sezon este o săptămână, o lună sau deloc; nu s-a schimbat nimic.
luck-won = Noroc: ai câștigat { $hits } din { $games }; zarurile îți dădeau { $expected }: **{ $luck }**
luck-lost = Noroc: ai pierdut { $hits } din { $games }; zarurile îți dădeau { $expected } înfrângeri: **{ $luck }**
luck-total = **Noroc în toate jocurile**: { $luck } în { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }
luck-how = *Noroc = victoriile tale minus suma șanselor tale de câștig la începutul fiecărui joc (Buck Dice: invers, cu înfrângeri). Peste 0: mai norocos decât promiteau zarurile.*
luck-older = *Jocurile dinainte ca Pips să păstreze șansele nu se numără.*
luck-board-title = Noroc — { $game }
luck-board-luckiest = **Cei mai norocoși**
luck-board-unluckiest = **Cei mai ghinioniști**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    })
luck-board-empty = Nimeni nu are încă { $min ->
        [one] { $min } joc
        [few] { $min } jocuri
       *[other] { $min } de jocuri
    } cu șanse în această perioadă.
luck-board-hint = Cine a avut cele mai norocoase zaruri? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
