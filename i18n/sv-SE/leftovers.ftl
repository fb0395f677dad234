### Swedish: Bad Leftovers.

cmd-leftovers = Tärningsspelet Bad Leftovers: ta par, poäng är dåliga
cmd-leftovers-start = Öppna ett Bad Leftovers-bord i den här kanalen
leftovers-option-fixed_pile = fast hög (räknad för spelarna som startar)
leftovers-action-claim-pair = Bud { $claim }: ta { $dice }
leftovers-action-claim-doubles = Bud { $claim }: ta { $dice } (din dubbel)
leftovers-action-take-pair = Ta { $dice }
leftovers-action-take-doubles = Ta { $dice } (din dubbel)
leftovers-button-claim = Bud { $claim } · { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } par
    }
leftovers-button-back = ◀ Inte { $claim }: andra bud
leftovers-seat = { " " }— { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }
leftovers-seat-claim = { " " }— bud { $claim } · { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }
leftovers-seat-no_claim = { " " }— inget bud än · { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }
leftovers-seat-out = { " " }— ute · { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }
leftovers-round = Runda { $round } · { $out ->
        [one] { $out } poäng
       *[other] { $out } poäng
    } eller mer är ute
leftovers-center = Mitten: { $dice } ({ $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    }, { $pips ->
        [one] { $pips } öga
       *[other] { $pips } ögon
    })
leftovers-event-seat_throw = Kast om platserna: { $throws }.
leftovers-event-seats = Fasta nummer, åt vänster: { $order }.
leftovers-event-round = Runda { $round }: { $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    } kastade; { $name } börjar.
leftovers-event-round-after_stuck = Runda { $round }: { $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    } kastade; { $name } börjar efter att ha fastnat.
leftovers-event-round-after_out = Runda { $round }: { $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    } kastade; { $name } börjar, nästa i spelet till vänster om { $stuck }.
leftovers-event-claim = { $name } bjuder { $claim } den här rundan.
leftovers-event-take = { $name } tar { $dice } ({ $left ->
        [one] { $left } tärning
       *[other] { $left } tärningar
    } kvar).
leftovers-event-doubles = { $name } tar sin dubbel { $dice } ({ $left ->
        [one] { $left } tärning
       *[other] { $left } tärningar
    } kvar).
leftovers-event-stuck = { $name } kan inte ta två tärningar: resterna { $dice } lägger till { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    } (nu { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }).
leftovers-event-stuck-empty = { $name } kan inte ta två tärningar, men mitten är tom: inga poäng.
leftovers-event-out = { $name } har { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    } ({ $out } eller mer) och är ute.
leftovers-event-win = 🏆 { $name } är sist kvar och vinner med { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }!
leftovers-rules = **Bad Leftovers** — 2 till 12 spelare. Poäng är dåliga.
    { "*" }*Platser.** Vid start kastar alla en tärning: högst är nummer 1 (vid lika kastar de lika om) och numren ökar åt vänster runt bordet (i den ordning spelarna gick med). Det är ditt **fasta nummer**; nummer 1 börjar första rundan.
    { "*" }*En runda.** Alla tärningar i mitten kastas: 20 för två spelare plus 3 för varje ytterligare spelare som är kvar, räknat på nytt varje runda (alternativ *fast hög*: räknad en gång, för spelarna som startar; den behåller storleken när spelare åker ut). Från rundans första spelare åt vänster måste du på din tur ta två tärningar: två som tillsammans blir ditt **bud** för rundan, eller två som båda visar ditt fasta nummer (bara nummer 1 till 6 — en tärning har ingen högre sida). Ditt bud, ett tal från 7 till 12, säger du med ditt första tag i rundan (andra får bjuda samma); det är ditt tills rundan slutar. På din första tur väljer du budet, sedan de två tärningarna: varje Bud-knapp visar hur många par mitten har för det nu (din dubbel inräknad, ingen tärning räknad två gånger); de omöjliga är gråa.
    { "*" }*Fast.** Den första spelaren som inte kan ta två tärningar har fastnat: ögonen som ligger kvar i mitten läggs till hens poäng och rundan slutar (med tom mitt är det 0 poäng). Den som fastnade börjar nästa runda; är hen ute börjar nästa spelare i spelet till vänster.
    { "*" }*Ute.** Vid 21 poäng eller mer är du ute. Den sista spelaren kvar vinner.
    En spelare som går är ute direkt; poängen står kvar på protokollet och rundan fortsätter utan hen. Gör du inget drag inom turtiden (15 s till 1 h, standard 60 s) drar boten åt dig som datorspelarna: den väljer draget som lämnar flest tag för ditt bud och din dubbel, sedan det som lämnar nästa spelare minst.
    `/leaderboard` visar ställningen i kanalens pågående spel och serverns topplista. Vem som helst kan kontrollera varje kast när spelet är slut: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Räkna mittens tärningar en gång, för spelarna som startar: högen behåller sin storlek
cmd-leftovers-fixed_pile-name = fast-hög

## /stats

stats-leftovers = { $whole },{ $tenths } poäng per runda (lägre är bättre)

## /leftovers odds: the command picker

cmd-leftovers-odds = Varje plats vinstchans vid ett Bad Leftovers-bord, och hur länge ett spel varar

## /leftovers odds: the answer

odds-header-leftovers = Vinstchans per platsnummer (plats 1 börjar):

## Live chances

leftovers-option-live_chances = livechanser
