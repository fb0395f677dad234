### hr: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Koja sezona (zadano: trenutna) ili cijelo vrijeme
cmd-leaderboard-season-name = sezona
cmd-leaderboard-luck = Prikaži ljestvicu sreće: tko je nadmašio šanse, a tko nije
cmd-leaderboard-luck-name = sreća
cmd-stats-season = Koja sezona (zadano: trenutna) ili cijelo vrijeme
cmd-stats-season-name = sezona
cmd-settings-season = Koliko traje sezona za /leaderboard i /stats (u UTC-u)
cmd-settings-season-length = Promjena odmah počinje novu sezonu; završene sezone ostaju kakve su bile
cmd-settings-season-length-name = trajanje
season-length-week = Tjedan (od ponedjeljka 00:00 UTC)
season-length-month = Mjesec (od 1., 00:00 UTC)
season-length-none = Bez sezona (samo cijelo vrijeme)
season-choice-current = Trenutna sezona
season-choice-all = Cijelo vrijeme
season-choice-past = Sezona { $start } – { $end }
season-current = Sezona od <t:{ $start }:d> · završava <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezona <t:{ $start }:d> – <t:{ $last }:d> (završena)
season-all = Cijelo vrijeme
settings-season = Sezone: { $value }
season-saved = Spremljeno. { $line }
    Tekuća sezona sada završava; završene sezone ostaju kakve su bile.
season-invalid = Sezona je tjedan, mjesec ili ništa; ništa nije promijenjeno.
luck-won = Sreća: pobjeda { $hits } od { $games }; kocke su ti davale { $expected }: **{ $luck }**
luck-lost = Sreća: poraza { $hits } od { $games }; kocke su ti davale { $expected } poraza: **{ $luck }**
luck-total = **Sreća u svim igrama**: { $luck } kroz { $games ->
        [one] { $games } igru
        [few] { $games } igre
       *[other] { $games } igara
    }
luck-how = *Sreća = tvoje pobjede minus zbroj tvojih šansi za pobjedu na početku svake igre (Buck Dice: obrnuto, s porazima). Iznad 0: više sreće nego što su kocke obećale.*
luck-older = *Igre iz vremena prije nego što je Pips čuvao šanse ne broje se.*
luck-board-title = Sreća — { $game }
luck-board-luckiest = **Najsretniji**
luck-board-unluckiest = **Najnesretniji**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    })
luck-board-empty = Još nitko nije odigrao { $min ->
        [one] { $min } igru
        [few] { $min } igre
       *[other] { $min } igara
    } sa šansama u ovom razdoblju.
luck-board-hint = Tko je imao najsretnije kocke? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
