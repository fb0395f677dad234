### cs: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Která sezóna (výchozí: současná), nebo celá doba
cmd-leaderboard-season-name = sezóna
cmd-leaderboard-luck = Ukázat žebříček štěstí: kdo porazil šance a kdo ne
cmd-leaderboard-luck-name = štěstí
cmd-stats-season = Která sezóna (výchozí: současná), nebo celá doba
cmd-stats-season-name = sezóna
cmd-settings-season = Jak dlouho trvá sezóna /leaderboard a /stats (v UTC)
cmd-settings-season-length = Změna začne novou sezónu hned; skončené sezóny zůstanou, jak byly
cmd-settings-season-length-name = délka
season-length-week = Týden (od pondělí 00:00 UTC)
season-length-month = Měsíc (od 1. dne, 00:00 UTC)
season-length-none = Žádná (jen celá doba)
season-choice-current = Současná sezóna
season-choice-all = Celá doba
season-choice-past = Sezóna { $start } – { $end }
season-current = Sezóna od <t:{ $start }:d> · končí <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezóna <t:{ $start }:d> – <t:{ $last }:d> (skončila)
season-all = Celá doba
settings-season = Sezóny: { $value }
season-saved = Uloženo. { $line }
    Běžící sezóna teď končí; skončené sezóny zůstanou, jak byly.
season-invalid = Sezóna je týden, měsíc nebo žádná; nic se nezměnilo.
luck-won = Štěstí: vyhráno { $hits } z { $games }; kostky ti dávaly { $expected }: **{ $luck }**
luck-lost = Štěstí: prohráno { $hits } z { $games }; kostky ti dávaly { $expected } proher: **{ $luck }**
luck-total = **Štěstí ve všech hrách**: { $luck } za { $games ->
        [one] { $games } hru
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }
luck-how = *Štěstí = tvé výhry minus součet tvých šancí na výhru na začátku každé hry (Buck Dice: naopak, s prohrami). Nad 0: víc štěstí, než kostky slibovaly.*
luck-older = *Hry z doby, kdy Pips šance neukládal, se nepočítají.*
luck-board-title = Štěstí — { $game }
luck-board-luckiest = **Největší šťastlivci**
luck-board-unluckiest = **Největší smolaři**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    })
luck-board-empty = Zatím nikdo nemá odehráno { $min ->
        [one] { $min } hru
        [few] { $min } hry
        [many] { $min } hry
       *[other] { $min } her
    } se šancemi v tomto období.
luck-board-hint = Kdo měl nejšťastnější kostky? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
