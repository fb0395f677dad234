### fr: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Quelle saison (par défaut : celle en cours), ou depuis toujours
cmd-leaderboard-season-name = saison
cmd-leaderboard-luck = Afficher le classement de la chance : qui a battu les probabilités, qui non
cmd-leaderboard-luck-name = chance
cmd-stats-season = Quelle saison (par défaut : celle en cours), ou depuis toujours
cmd-stats-season-name = saison
cmd-settings-season = Durée d'une saison de /leaderboard et /stats (en UTC)
cmd-settings-season-length = Un changement commence une nouvelle saison maintenant ; les saisons finies restent telles quelles
cmd-settings-season-length-name = durée
season-length-week = Semaine (dès lundi 00:00 UTC)
season-length-month = Mois (dès le 1er, 00:00 UTC)
season-length-none = Aucune (depuis toujours seulement)
season-choice-current = Saison en cours
season-choice-all = Depuis toujours
season-choice-past = Saison { $start } – { $end }
season-current = Saison depuis le <t:{ $start }:d> · finit <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Saison <t:{ $start }:d> – <t:{ $last }:d> (terminée)
season-all = Depuis toujours
settings-season = Saisons : { $value }
season-saved = Enregistré. { $line }
    La saison en cours se termine maintenant ; les saisons finies restent telles quelles.
season-invalid = Une saison dure une semaine, un mois ou rien ; rien n'a été changé.
luck-won = Chance : { $hits } gagnées sur { $games } ; les dés vous en donnaient { $expected } : **{ $luck }**
luck-lost = Chance : { $hits } perdues sur { $games } ; les dés vous donnaient { $expected } défaites : **{ $luck }**
luck-total = **Chance, tous jeux** : { $luck } sur { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
luck-how = *Chance = vos victoires moins la somme de vos chances de gagner au début de chaque partie (Buck Dice : l'inverse, avec les défaites). Au-dessus de 0 : plus chanceux que promis.*
luck-older = *Les parties d'avant que Pips garde les chances ne comptent pas.*
luck-board-title = Chance — { $game }
luck-board-luckiest = **Les plus chanceux**
luck-board-unluckiest = **Les moins chanceux**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
luck-board-empty = Personne n'a encore { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } avec des chances sur cette période.
luck-board-hint = Qui a eu les dés les plus chanceux ? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
