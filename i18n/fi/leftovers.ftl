### Finnish: Bad Leftovers.

cmd-leftovers = Bad Leftovers -noppapeli: ota pareja, pisteet ovat pahasta
cmd-leftovers-start = Avaa Bad Leftovers -pöytä tälle kanavalle
leftovers-option-fixed_pile = kiinteä kasa (laskettu aloittaville pelaajille)
leftovers-action-claim-pair = Ilmoita { $claim }: ota { $dice }
leftovers-action-claim-doubles = Ilmoita { $claim }: ota { $dice } (tuplasi)
leftovers-action-take-pair = Ota { $dice }
leftovers-action-take-doubles = Ota { $dice } (tuplasi)
leftovers-button-claim = Ilmoita { $claim } · { $pairs ->
        [one] { $pairs } pari
       *[other] { $pairs } paria
    }
leftovers-button-back = ◀ Ei { $claim }: muut ilmoitukset
leftovers-seat = { " " }— { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }
leftovers-seat-claim = { " " }— ilmoitus { $claim } · { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }
leftovers-seat-no_claim = { " " }— ei ilmoitusta · { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }
leftovers-seat-out = { " " }— ulkona · { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }
leftovers-round = Kierros { $round } · { $out ->
        [one] { $out } piste
       *[other] { $out } pistettä
    } tai enemmän on ulkona
leftovers-center = Keskellä: { $dice } ({ $count ->
        [one] { $count } noppa
       *[other] { $count } noppaa
    }, { $pips ->
        [one] { $pips } silmä
       *[other] { $pips } silmää
    })
leftovers-event-seat_throw = Heitto paikoista: { $throws }.
leftovers-event-seats = Pysyvät numerot, vasemmalle: { $order }.
leftovers-event-round = Kierros { $round }: { $count ->
        [one] { $count } noppa
       *[other] { $count } noppaa
    } heitetty; { $name } aloittaa.
leftovers-event-round-after_stuck = Kierros { $round }: { $count ->
        [one] { $count } noppa
       *[other] { $count } noppaa
    } heitetty; { $name } aloittaa, koska jäi jumiin.
leftovers-event-round-after_out = Kierros { $round }: { $count ->
        [one] { $count } noppa
       *[other] { $count } noppaa
    } heitetty; { $name } aloittaa, seuraava pelissä oleva vasemmalla pelaajasta { $stuck }.
leftovers-event-claim = { $name } ilmoittaa { $claim } tälle kierrokselle.
leftovers-event-take = { $name } ottaa { $dice } ({ $left ->
        [one] { $left } noppa
       *[other] { $left } noppaa
    } jäljellä).
leftovers-event-doubles = { $name } ottaa tuplansa { $dice } ({ $left ->
        [one] { $left } noppa
       *[other] { $left } noppaa
    } jäljellä).
leftovers-event-stuck = { $name } ei voi ottaa kahta noppaa: jämät { $dice } lisäävät { $points ->
        [one] { $points } pisteen
       *[other] { $points } pistettä
    } (nyt { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }).
leftovers-event-stuck-empty = { $name } ei voi ottaa kahta noppaa, mutta keskusta on tyhjä: ei pisteitä.
leftovers-event-out = { $name }: { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    } ({ $out } tai enemmän), ulkona.
leftovers-event-win = 🏆 { $name } on viimeinen pelissä ja voittaa, { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }!
leftovers-rules = **Bad Leftovers** — 2–12 pelaajaa. Pisteet ovat pahasta.
    { "*" }*Paikat.** Alussa kaikki heittävät noppaa: korkein on numero 1 (tasan olleet heittävät uudelleen) ja numerot kasvavat vasemmalle (liittymisjärjestyksessä). Se on **pysyvä numerosi**; numero 1 aloittaa ensimmäisen kierroksen.
    { "*" }*Kierros.** Kaikki keskinopat heitetään: 20 kahdelle pelaajalle ja 3 jokaista muuta vielä mukana olevaa pelaajaa kohden, laskettuna joka kierros uudelleen (asetus *kiinteä kasa*: lasketaan kerran aloittaville pelaajille, vaikka pelaajia putoaisi). Kierroksen ensimmäisestä pelaajasta vasemmalle sinun on vuorollasi otettava kaksi noppaa: kaksi, joiden summa on kierroksen **ilmoituksesi**, tai kaksi, jotka molemmat näyttävät pysyvää numeroasi (vain numerot 1–6 — nopassa ei ole suurempaa tahkoa). Ilmoitat luvun 7–12 ensimmäisellä otollasi kierroksella (muut voivat ilmoittaa saman); se on sinun kierroksen loppuun. Ensimmäisellä vuorollasi valitset ilmoituksen, sitten kaksi noppaa: jokainen Ilmoita-painike kertoo, montako paria keskellä on sille nyt (tuplasi mukaan lukien, mitään noppaa ei lasketa kahdesti); mahdottomat ovat harmaina.
    { "*" }*Jumissa.** Ensimmäinen pelaaja, joka ei voi ottaa kahta noppaa, jää jumiin: keskellä vielä näkyvät silmät lisätään hänen pisteisiinsä ja kierros päättyy (tyhjällä keskustalla 0 pistettä). Jumiin jäänyt aloittaa seuraavan kierroksen; jos hän on ulkona, aloittaa seuraava pelissä oleva hänen vasemmallaan.
    { "*" }*Ulkona.** 21 pisteellä tai enemmällä olet ulkona. Viimeinen pelissä oleva voittaa.
    Lähtevä pelaaja on heti ulkona; pisteet jäävät lomakkeelle ja kierros jatkuu ilman häntä. Jos et siirrä vuoroajan sisällä (15 s – 1 h, oletus 60 s), botti siirtää puolestasi kuten konepelaajat: se valitsee siirron, joka jättää sinulle eniten ottoja ilmoitukseesi ja tuplaasi, sitten sen, joka jättää seuraavalle vähiten.
    `/leaderboard` näyttää tämän kanavan pelin tilanteen ja palvelimen tulostaulun. Kuka tahansa voi tarkistaa jokaisen heiton pelin päätyttyä: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Laske keskinopat kerran aloittaville pelaajille: kasa pitää kokonsa
cmd-leftovers-fixed_pile-name = kiinteä-kasa

## /stats

stats-leftovers = { $whole },{ $tenths } pistettä kierrosta kohden (pienempi on parempi)

## /leftovers odds: the command picker

cmd-leftovers-odds = Kunkin paikan voittotodennäköisyys Bad Leftovers -pöydässä ja pelin kesto

## /leftovers odds: the answer

odds-header-leftovers = Voittotodennäköisyys paikan numeron mukaan (paikka 1 aloittaa):

## Live chances

leftovers-option-live_chances = live-kertoimet
