### Finnish: LCR.

lcr-action-roll = Heitä
lcr-option-dice-by--chips = noppia merkkien mukaan
lcr-option-dice-always--three = aina kolme noppaa
lcr-option-dot_to_win = voitto vain täplillä
lcr-option-stakes = valitse panoksesi
lcr-seat = { " " }— { $chips ->
        [one] { $chips } merkki
       *[other] { $chips } merkkiä
    }
lcr-pot = Potti: { $pot ->
        [one] { $pot } merkki
       *[other] { $pot } merkkiä
    } · { $dealt ->
        [one] { $dealt } merkki
       *[other] { $dealt } merkkiä
    } pelissä
lcr-hand = { " " }· jako { $hand } (tuplapotti)
lcr-last_holder = { $name } pitää kaikkia jäljellä olevia merkkejä: vain heitto, jonka kaikki nopat näyttävät täplää (•), voittaa; L tai R jatkaa peliä.
lcr-event-deal = Kaikki saavat merkkinsä.
lcr-event-roll = { $name } heitti { $faces }: { $moves }.
lcr-event-roll-nothing = mikään ei liiku
lcr-event-roll-idle = { $faces } ei tehnyt mitään: merkit loppu
lcr-event-roll-no_win = ei pelkkiä täpliä: ei voittoa, peli jatkuu
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } pottiin
lcr-event-win = 🏆 { $name } voittaa { $chips ->
        [one] { $chips } merkin
       *[other] { $chips } merkkiä
    }!
lcr-event-double_pot = Kenelläkään ei ole merkkejä: { $pot ->
        [one] { $pot } merkin
       *[other] { $pot } merkin
    } potti siirtyy ja kaikki saavat uudet merkit (jako { $hand }).
lcr-event-double_pot-next = Kenelläkään ei ole merkkejä: { $pot ->
        [one] { $pot } merkin
       *[other] { $pot } merkin
    } potti siirtyy ja kaikki saavat uudet merkit (jako { $hand }); { $next } heittää ensin.
lcr-event-chips_to_pot = { $name } laittaa pottiin { $chips ->
        [one] { $chips } merkin
       *[other] { $chips } merkkiä
    }.
lcr-rules = **LCR (Vasen Keski Oikea)** — 3–20 pelaajaa, kukin aloittaa 3 merkillä.
    Vuorollasi heität yhden nopan jokaista merkkiäsi kohden, enintään kolme (asetus *aina kolme noppaa*: kolme noppaa aina, kun sinulla on merkki; ratkaistaan vasemmalta oikealle, ja kun merkit loppuvat, loput eivät tee mitään). Ilman merkkejä vuorosi ohitetaan, mutta pysyt pelissä.
    Sivut 1–3 näyttävät täplää (•: ei mitään), 4 = **L** (vasen): yksi merkki vasemmalla olevalle pelaajalle (seuraava paikka), 5 = **C** (keski): yksi merkki pottiin, 6 = **R** (oikea): yksi merkki oikealla olevalle pelaajalle (edellinen paikka).
    Kun vain yhdellä pelaajalla on merkkejä, hän voittaa merkkinsä ja potin.
    Asetus *voitto vain täplillä*: viimeisen merkkien haltijan on silloin heitettävä pelkkiä täpliä voittaakseen; jokainen L tai R jatkaa peliä; jos hänen viimeinen merkkinsä menee pottiin, kaikki saavat uudet merkit ja potti siirtyy (tuplapotti); pöydän tyhjentäneestä vasemmalla oleva heittää ensin.
    Asetus *valitse panoksesi*: kukin pelaaja valitsee liittyessään aloitusmäärän 1–99 (isäntä aloittaa 3:lla ja voi muuttaa sitä klikkaamalla Liity).
    Lähtevä pelaaja laittaa merkkinsä pottiin. Paikka 1 (isäntä) heittää ensin. Jos et heitä vuoroajan sisällä (15 s – 1 h, oletus 60 s), botti heittää puolestasi.
    Jokainen noppa tulee salaisesta siemenestä, jonka sormenjälki (SHA-256) näytetään alusta asti; siemen paljastetaan lopussa, jotta kuka tahansa voi tarkistaa jokaisen heiton (`/game verify`).

## Its name

game-lcr = LCR (Vasen Keski Oikea)

## The command picker

cmd-lcr = LCR (Vasen Keski Oikea) -noppapeli
cmd-lcr-start = Avaa LCR-pöytä tälle kanavalle
cmd-lcr-dice = Montako noppaa heität: yksi merkkiä kohden kolmeen asti (oletus) tai aina kolme
cmd-lcr-dot_to_win = Viimeisen pelaajan, jolla on merkkejä, on heitettävä pelkkiä täpliä (•) voittaakseen
cmd-lcr-stakes = Kukin pelaaja valitsee liittyessään aloitusmerkkiensä määrän (1-99)
cmd-lcr-dice-name = nopat
cmd-lcr-dice-by_chips = merkkien mukaan
cmd-lcr-dice-always_three = aina kolme
cmd-lcr-dot_to_win-name = voitto-täplillä
cmd-lcr-stakes-name = panokset

## /stats

stats-lcr = Kotiin viedyt merkit: { $chips ->
        [one] { $chips } merkki
       *[other] { $chips } merkkiä
    }

## /lcr odds: the command picker

cmd-lcr-odds = Kunkin paikan voittotodennäköisyys LCR-pöydässä ja pelin kesto

## /lcr odds: the answer

odds-header-lcr = Voittotodennäköisyys paikoittain ensimmäisestä heittäjästä:
odds-method-exact-lcr = Tarkka: absorboiva Markovin ketju merkkien jakaumien yli.
odds-lcr-exact_up_to = Tarkat vastaukset { $players } pelaajalle ulottuvat { $chips ->
        [one] { $chips } merkkiin
       *[other] { $chips } merkkiin
    } kullakin; asetus ”voitto vain täplillä” simuloidaan aina.
odds-lcr-never_exact = { $players } pelaajalla tarkka ketju veisi liian kauan; asetus ”voitto vain täplillä” simuloidaan aina.

## Live chances

lcr-option-live_chances = live-kertoimet
