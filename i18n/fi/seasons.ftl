### fi: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Mikä kausi (oletus: nykyinen) tai koko aika
cmd-leaderboard-season-name = kausi
cmd-leaderboard-luck = Näytä tuuritaulu: kuka voitti todennäköisyydet ja kuka ei
cmd-leaderboard-luck-name = tuuri
cmd-stats-season = Mikä kausi (oletus: nykyinen) tai koko aika
cmd-stats-season-name = kausi
cmd-settings-season = Kuinka pitkä /leaderboard- ja /stats-kausi on (UTC)
cmd-settings-season-length = Muutos aloittaa uuden kauden nyt; päättyneet kaudet pysyvät ennallaan
cmd-settings-season-length-name = pituus
season-length-week = Viikko (maanantaista 00:00 UTC)
season-length-month = Kuukausi (1. päivästä 00:00 UTC)
season-length-none = Ei kausia (vain koko aika)
season-choice-current = Nykyinen kausi
season-choice-all = Koko aika
season-choice-past = Kausi { $start } – { $end }
season-current = Kausi alkaen <t:{ $start }:d> · päättyy <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Kausi <t:{ $start }:d> – <t:{ $last }:d> (päättynyt)
season-all = Koko aika
settings-season = Kaudet: { $value }
season-saved = Tallennettu. { $line }
    Käynnissä oleva kausi päättyy nyt; päättyneet kaudet pysyvät ennallaan.
season-invalid = Kausi on viikko, kuukausi tai ei mitään; mitään ei muutettu.
luck-won = Tuuri: voitit { $hits }/{ $games }; nopat antoivat sinulle { $expected }: **{ $luck }**
luck-lost = Tuuri: hävisit { $hits }/{ $games }; nopat antoivat sinulle { $expected } tappiota: **{ $luck }**
luck-total = **Tuuri kaikissa peleissä**: { $luck }, { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }
luck-how = *Tuuri = voittosi miinus voittomahdollisuuksiesi summa kunkin pelin alussa (Buck Dice: päinvastoin, tappioilla). Yli 0: enemmän tuuria kuin nopat lupasivat.*
luck-older = *Pelit ajalta ennen kuin Pips tallensi mahdollisuudet jäävät pois.*
luck-board-title = Tuuri — { $game }
luck-board-luckiest = **Onnekkaimmat**
luck-board-unluckiest = **Epäonnisimmat**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    })
luck-board-empty = Kenelläkään ei vielä ole { $min ->
        [one] { $min } peli
       *[other] { $min } peliä
    } mahdollisuuksineen tällä jaksolla.
luck-board-hint = Kenellä olivat onnekkaimmat nopat? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
