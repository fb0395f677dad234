### Finnish: Buck Dice.

buck-action-throw = Heitä
buck-button-again = Uusinta
buck-option-fewer_dice = vähemmän noppia (kaksi 13:ssa, yksi 14:ssä)
buck-option-point_per_throw = yksi piste heitosta

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    } · heittää kahta noppaa
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    } · heittää yhtä noppaa
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 häviäjä, { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }

## The whole game

buck-point = 🎯 Pisteluku: **{ $point }** { $face }
buck-shooter-opening = Ensimmäinen heittäjä: { $shooter } (korkein järjestysheitossa)
buck-shooter-rotated = Peli { $game }: { $shooter } heittää ensin, paikan vasemmalla edellisen pelin aloittajasta
buck-loser = 💀 **Häviäjä: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Järjestysheitto: { $throws }.
buck-event-order_throw-order-again = 🎲 Kaikki tasan, kaikki heittävät uudelleen: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Tasan korkeimmasta, uusi heitto: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Tasan matalimmasta, uusi heitto: { $throws }.
buck-throws-extremes = korkein { $high } { $top }, matalin { $low } { $bottom }
buck-throws-highest = korkein { $high } { $top }
buck-throws-lowest = matalin { $low } { $bottom }
buck-throws-all_tied = kaikki heittivät { $face }
buck-throws-more = { $names } ja { $others ->
        [one] { $others } muu
       *[other] { $others } muuta
    }
buck-event-first_shooter-opening = { $name } heitti korkeimman ja heittää ensin.
buck-event-first_shooter-rotated = Peli { $game }: { $name } heittää ensin (aloitus siirtyi paikan vasemmalle).
buck-event-point_throw = 🎯 { $name } heitti pisteluvun: **{ $point }** { $face }.
buck-event-throw-normal = { $name } heitti { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } heitti { $faces }: ei pistelukua{ $then }
buck-event-throw-big_buck = { $name } heitti { $faces }: **BIG BUCK!** Suoraan 15:een{ $then }
buck-event-throw-little_buck = { $name } heitti { $faces }: **little buck**, +5 → { $score }; vuoro päättyy{ $then }
buck-event-throw-overshoot = { $name } heitti { $faces }: **yli** ({ $would_be } > 15): ei pisteitä{ $then }
buck-then-again = { " " }— heittää uudelleen.
buck-then-pass = { " " }— nopat siirtyvät.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }13: tästä eteenpäin kaksi noppaa.
buck-note-dice-1 = { " " }14: tästä eteenpäin yksi noppa.
buck-event-made_buck = ✅ { $name } sai tasan 15: buck (#{ $place }). Vetäytyy eikä voi enää hävitä.
buck-event-left_rotation = { $name } jättää kierron; { $next } heittää.
buck-event-loser-throw = 💀 { $name } jäi viimeiseksi: **häviäjä**, { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }.
buck-event-loser-forfeit = 💀 { $name } lähti, kun vain yksi muu heitti vielä: **häviäjä**.

## Help

buck-rules = **Buck Dice** — 2–20 pelaajaa, kolme noppaa. Kerää tasan 15; viimeiseksi jäävä häviää.
    { "*" }*Aloitus** (Aloita-painikkeesta): kaikki heittävät yhtä noppaa. Korkein heittää ensin; matalin heittää yhdellä nopalla **pisteluvun**. Jos kaikki ovat tasan, kaikki heittävät uudelleen (joten kyse on aina kahdesta eri pelaajasta); sitten korkeimmasta ja sen jälkeen matalimmasta tasan olleet heittävät uudelleen.
    { "*" }*Sinun vuorosi**: paina Heitä. Jokainen pisteluvun näyttävä noppa antaa pisteen (3-3-6 pisteluvulla 3 antaa 2) ja heität uudelleen; heitto ilman sitä antaa nopat vasemmalle.
    { "*" }*Big buck**: kolme pistelukua nostaa pisteesi 15:een, oli sinulla mitä tahansa (jopa 13 tai 14).
    { "*" }*Little buck**: kolme samaa, jotka eivät ole pisteluku, antavat 5, ja nopat siirtyvät (10:stä se tekee tasan 15).
    { "*" }*Yli**: heittoa, joka veisi sinut yli 15:n (myös little buck), ei lasketa: heitä uudelleen.
    Tasan 15:llä olet tehnyt buckin ja vetäydyt; pöytä näyttää buckien järjestyksen.
    Asetus *vähemmän noppia*: 13 pisteessä heität kahta noppaa, 14:ssä yhtä. Pisteluku pitää yhä vuorosi; big ja little buck vaativat kolme noppaa, etkä voi mennä yli.
    Asetus *yksi piste heitosta*: pisteluvun näyttävä heitto antaa yhden pisteen, näyttipä sitä kuinka moni noppa tahansa (big buck antaa yhä 15).
    { "*" }*Uusinta**: samat asetukset; edelliset pelaajat palaavat yhdellä klikkauksella. Ensimmäinen heittäjä siirtyy paikan vasemmalle pelaajien kesken, ja hänen oikealla puolellaan oleva heittää uuden pisteluvun.
    { "*" }*Lähteminen** (`/game leave` tai isännän poistamana): jos heität enää yhtä muuta pelaajaa vastaan, olet häviäjä (hän pääsee pakoon); muuten vain jätät kierron, et voittaja etkä häviäjä (nopat siirtyvät, jos oli vuorosi), ja tekemäsi buck pysyy sinun.
    Jos et heitä vuoroajan sisällä (15 s – 1 h, oletus 60 s), botti heittää puolestasi.
    Nopat tulevat salaisesta siemenestä, joka lukitaan etukäteen (SHA-256-sormenjälki näkyy alusta) ja paljastetaan lopussa: kuka tahansa voi tarkistaa jokaisen heiton (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: kerää tasan 15, viimeiseksi jäävä häviää
cmd-buck-start = Avaa Buck Dice -pöytä tälle kanavalle
cmd-buck-fewer_dice = Heitä kahta noppaa 13 pisteessä ja yhtä noppaa 14:ssä
cmd-buck-point_per_throw = Pisteluvun näyttävä heitto antaa yhden pisteen, näyttipä sitä kuinka moni noppa tahansa
cmd-buck-fewer_dice-name = vähemmän-noppia
cmd-buck-point_per_throw-name = piste-heitosta

## /stats

stats-buck = Jäänyt viimeiseksi (hävinnyt): { $times ->
        [one] { $times } kerran
       *[other] { $times } kertaa
    }

## /buck odds: the command picker

cmd-buck-odds = Kunkin paikan häviötodennäköisyys Buck Dice -pöydässä ja pelin kesto

## /buck odds: the answer

odds-header-buck = Todennäköisyys **hävitä** (jäädä viimeiseksi), paikoittain ensimmäisestä heittäjästä:
odds-method-exact-buck = Tarkka: dynaaminen ohjelmointi pisteiden ja vuorojen yli.

## Live chances

cmd-buck-live_chances = Näytä kunkin pelaajan häviötodennäköisyys pisteiden vieressä, päivittyy joka heitolla
cmd-buck-live_chances-name = live-kertoimet
buck-option-live_chances = häviön live-kertoimet
