### pl: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Który sezon (domyślnie: bieżący) albo cały czas
cmd-leaderboard-season-name = sezon
cmd-leaderboard-luck = Pokaż ranking szczęścia: kto pokonał szanse, a kto nie
cmd-leaderboard-luck-name = szczęście
cmd-stats-season = Który sezon (domyślnie: bieżący) albo cały czas
cmd-stats-season-name = sezon
cmd-settings-season = Jak długo trwa sezon /leaderboard i /stats (w UTC)
cmd-settings-season-length = Zmiana zaczyna nowy sezon teraz; zakończone sezony zostają bez zmian
cmd-settings-season-length-name = długość
season-length-week = Tydzień (od poniedziałku 00:00 UTC)
season-length-month = Miesiąc (od 1. dnia, 00:00 UTC)
season-length-none = Brak (tylko cały czas)
season-choice-current = Bieżący sezon
season-choice-all = Cały czas
season-choice-past = Sezon { $start } – { $end }
season-current = Sezon od <t:{ $start }:d> · kończy się <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezon <t:{ $start }:d> – <t:{ $last }:d> (zakończony)
season-all = Cały czas
settings-season = Sezony: { $value }
season-saved = Zapisano. { $line }
    Trwający sezon kończy się teraz; zakończone sezony zostają bez zmian.
season-invalid = Sezon to tydzień, miesiąc albo brak; nic nie zmieniono.
luck-won = Szczęście: wygrane { $hits } z { $games }; kości dawały ci { $expected }: **{ $luck }**
luck-lost = Szczęście: przegrane { $hits } z { $games }; kości dawały ci { $expected } porażki: **{ $luck }**
luck-total = **Szczęście we wszystkich grach**: { $luck } · { $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    }
luck-how = *Szczęście = twoje wygrane minus suma twoich szans na wygraną na początku każdej gry (Buck Dice: odwrotnie, z porażkami). Powyżej 0: więcej szczęścia, niż obiecywały kości.*
luck-older = *Gry sprzed zapisywania szans przez Pips nie są liczone.*
luck-board-title = Szczęście — { $game }
luck-board-luckiest = **Najwięksi szczęściarze**
luck-board-unluckiest = **Najwięksi pechowcy**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    })
luck-board-empty = Jeszcze nikt nie ma w tym okresie gier z szansami w liczbie: { $min ->
        [one] { $min } gra
        [few] { $min } gry
        [many] { $min } gier
       *[other] { $min } gry
    }
luck-board-hint = Kto miał najszczęśliwsze kości? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
