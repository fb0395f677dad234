### lt: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Kuris sezonas (numatytasis: dabartinis) arba visas laikas
cmd-leaderboard-season-name = sezonas
cmd-leaderboard-luck = Rodyti sėkmės lentelę: kas įveikė tikimybes, o kas ne
cmd-leaderboard-luck-name = sėkmė
cmd-stats-season = Kuris sezonas (numatytasis: dabartinis) arba visas laikas
cmd-stats-season-name = sezonas
cmd-settings-season = Kiek trunka /leaderboard ir /stats sezonas (UTC)
cmd-settings-season-length = Pakeitimas pradeda naują sezoną dabar; pasibaigę sezonai lieka kokie buvo
cmd-settings-season-length-name = trukmė
season-length-week = Savaitė (nuo pirmadienio 00:00 UTC)
season-length-month = Mėnuo (nuo 1 d., 00:00 UTC)
season-length-none = Jokio (tik visas laikas)
season-choice-current = Dabartinis sezonas
season-choice-all = Visas laikas
season-choice-past = Sezonas { $start } – { $end }
season-current = Sezonas nuo <t:{ $start }:d> · baigiasi <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezonas <t:{ $start }:d> – <t:{ $last }:d> (baigėsi)
season-all = Visas laikas
settings-season = Sezonai: { $value }
season-saved = Išsaugota. { $line }
    Vykstantis sezonas baigiasi dabar; pasibaigę sezonai lieka kokie buvo.
season-invalid = Sezonas yra savaitė, mėnuo arba jokio; niekas nepakeista.
luck-won = Sėkmė: laimėta { $hits } iš { $games }; kauliukai tau davė { $expected }: **{ $luck }**
luck-lost = Sėkmė: pralaimėta { $hits } iš { $games }; kauliukai tau davė { $expected } pralaimėjimų: **{ $luck }**
luck-total = **Sėkmė visuose žaidimuose**: { $luck } per { $games ->
        [one] { $games } žaidimą
        [few] { $games } žaidimus
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    }
luck-how = *Sėkmė = tavo pergalės minus tavo laimėjimo tikimybių suma kiekvieno žaidimo pradžioje (Buck Dice: atvirkščiai, su pralaimėjimais). Virš 0: sėkmingiau, nei žadėjo kauliukai.*
luck-older = *Žaidimai nuo tada, kai Pips dar nesaugojo tikimybių, neskaičiuojami.*
luck-board-title = Sėkmė — { $game }
luck-board-luckiest = **Sėkmingiausi**
luck-board-unluckiest = **Nesėkmingiausi**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    })
luck-board-empty = Dar niekas nesužaidė { $min ->
        [one] { $min } žaidimą
        [few] { $min } žaidimus
        [many] { $min } žaidimo
       *[other] { $min } žaidimų
    } su tikimybėmis šiuo laikotarpiu.
luck-board-hint = Kieno kauliukai buvo sėkmingiausi? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
