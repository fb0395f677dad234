### Suomi: high roll, peli vain testejä varten.

high_roll-action-roll = Heitä
high_roll-seat = { " " }— yhteensä { $total }
high_roll-round = Kierros { $round }/{ $rounds }
high_roll-event-roll = { $name } heitti { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] voittaa
       *[other] jakavat voiton
    } summalla { $total }!
high_roll-rules = **Suurin heitto** — 2–6 pelaajaa.
    Jokainen heittää vuorollaan yhtä noppaa, kolme kierrosta pöydän ympäri; suurin summa voittaa, ja tasapelissä voitto jaetaan.
    Paikka 1 (isäntä) heittää ensin. Jos et heitä vuoroajan sisällä, botti heittää puolestasi.

## game

game-high_roll = Suurin heitto

## commands

cmd-high_roll = Noppapeli Suurin heitto
cmd-high_roll-start = Avaa Suurin heitto -pöytä tälle kanavalle

## /stats

stats-high_roll = Paras summa: { $total }
