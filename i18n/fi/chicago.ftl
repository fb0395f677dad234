### Finnish: Chicago.

chicago-action-roll = Heitä
chicago-action-reroll = Heitä uusiksi { $face } { $value }
chicago-action-reroll-pictured = Heitä uusiksi { $value }
chicago-action-keep = Pidä
chicago-option-double_roll = uusintaheitto
chicago-option-three_dice = kolme noppaa
chicago-seat = { " " }— { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Kierros { $round }/11 — tavoite { $target }**
chicago-winner = 🏆 { $name } voittaa, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }!
chicago-joint_victory = 🤝 Jaettu voitto: { $names }, kullakin { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ei { $target }{ $then }
chicago-verdict-pair_miss = { " " }— mikään pari ei tee { $target }{ $then }
chicago-verdict-kept = : 0 pistettä
chicago-verdict-kept_forced = { " " }— mikään uusintaheitto ei anna { $target }: 0 pistettä
chicago-then-zero = : 0 pistettä
chicago-event-first_player = { $name } arvottiin heittämään ensin.
chicago-event-round = Kierros { $round }: tavoite **{ $target }**.
chicago-event-roll = { $name } heitti { $faces }{ $verdict }.
chicago-event-reroll = { $name } heitti uusiksi { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } pitää { $faces }{ $verdict }.
chicago-event-timeout = { $name } ei toiminut ajoissa: botti tekee parhaan valinnan.
chicago-event-game_over = 🏁 Peli on päättynyt.
chicago-rules = **Chicago (Rotaatio)** — 2–20 pelaajaa, 11 kierrosta.
    Ensimmäinen pelaaja arvotaan; jokainen kierros kulkee hänestä myötäpäivään. Kierroksella r tavoite on r + 1 (kierros 1: 2, … kierros 11: 12).
    Vuorollasi klikkaa **Heitä**: kaksi noppaa, kerran. Jos summa on tavoite, saat tavoitteen verran pisteitä, muuten 0. 11 kierroksen jälkeen suurin summa voittaa; tasan olevat johtajat jakavat voiton.
    Asetus *uusintaheitto*: kun heittosi ei tuota mitään, valitset — heitä tasan yksi noppa uusiksi (yksi painike nopalle, sen silmäluvulla) ja laske uusi heitto, tai **Pidä** (0 pistettä). Jos mikään uusintaheitto ei voi tuottaa pisteitä, Pips pitää heiton puolestasi heti ja kertoo miksi.
    Asetus *kolme noppaa*: heitä kolmea noppaa ja saat tavoitteen, jos jotkin kaksi niistä tekevät sen yhteensä; botti valitsee parin (ensimmäisen toimivan nopista 1+2, 1+3, 2+3 — jokainen pari tuottaa saman) ja näyttää sen. Uusintaheiton kanssa voit ohiheiton jälkeen heittää yhden kolmesta nopasta uusiksi.
    Lähtenyt pelaaja ei saa enää pisteitä: pisteet jäävät lomakkeelle, mutta hän ei voi voittaa. Kesken vuoron lähteminen (ohiheitto odottaa uusintaheittoa tai pitämistä) jättää sen kierroksen tyhjäksi. Jos vain yksi pelaaja jää, peli päättyy heti ja hän voittaa.
    Jos et toimi vuoroajan sisällä (15 s – 1 h, oletus 60 s), botti pelaa puolestasi kuten konepelaajat: se heittää, ja ohiheiton jälkeen se heittää uusiksi nopan, joka antaa parhaat mahdollisuudet pisteisiin (tasatilanteessa ensimmäisen).
    Jokainen noppa tulee salaisesta siemenestä, jonka SHA-256-sormenjälki näytetään alusta asti; siemen paljastetaan lopussa, jotta kuka tahansa voi tarkistaa jokaisen heiton (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Chicago (Rotaatio) -noppapeli
cmd-chicago-start = Avaa Chicago-pöytä tälle kanavalle
cmd-chicago-double_roll = Pisteettömän heiton jälkeen heitä yksi noppa uusiksi tai pidä
cmd-chicago-three_dice = Heitä kolmea noppaa; pisteet tulevat, jos minkä tahansa kahden summa on tavoite
cmd-chicago-double_roll-name = uusintaheitto
cmd-chicago-three_dice-name = kolme-noppaa

## /stats

stats-chicago = Paras tulos: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Kunkin paikan voittotodennäköisyys Chicago-pöydässä ja odotettu tulos pelaajaa kohden

## /chicago odds: the answer

odds-header-chicago = Voittotodennäköisyys paikoittain ensimmäisestä alkaen (kaikki paikat samat: lomakkeet ovat riippumattomia):
odds-method-exact-chicago = Tarkka: jokainen heitto käyty läpi, parhaalla uusintaheitolla.

## Live chances

chicago-option-live_chances = live-kertoimet
