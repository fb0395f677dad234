### Norwegian (Bokmål): Bad Leftovers.

cmd-leftovers = Terningspillet Bad Leftovers: ta par, poeng er dårlig
cmd-leftovers-start = Åpne et Bad Leftovers-bord i denne kanalen
leftovers-option-fixed_pile = fast haug (telt for spillerne som starter)
leftovers-action-claim-pair = Meld { $claim }: ta { $dice }
leftovers-action-claim-doubles = Meld { $claim }: ta { $dice } (din dobbel)
leftovers-action-take-pair = Ta { $dice }
leftovers-action-take-doubles = Ta { $dice } (din dobbel)
leftovers-button-claim = Meld { $claim } · { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } par
    }
leftovers-button-back = ◀ Ikke { $claim }: andre meldinger
leftovers-seat = { " " }— { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }
leftovers-seat-claim = { " " }— melding { $claim } · { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }
leftovers-seat-no_claim = { " " }— ingen melding ennå · { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }
leftovers-seat-out = { " " }— ute · { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }
leftovers-round = Runde { $round } · { $out ->
        [one] { $out } poeng
       *[other] { $out } poeng
    } eller mer er ute
leftovers-center = Midten: { $dice } ({ $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    }, { $pips ->
        [one] { $pips } øye
       *[other] { $pips } øyne
    })
leftovers-event-seat_throw = Kast om plassene: { $throws }.
leftovers-event-seats = Faste numre, mot venstre: { $order }.
leftovers-event-round = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter.
leftovers-event-round-after_stuck = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter etter å ha stått fast.
leftovers-event-round-after_out = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter, neste i spillet til venstre for { $stuck }.
leftovers-event-claim = { $name } melder { $claim } denne runden.
leftovers-event-take = { $name } tar { $dice } ({ $left ->
        [one] { $left } terning
       *[other] { $left } terninger
    } igjen).
leftovers-event-doubles = { $name } tar dobbelen sin { $dice } ({ $left ->
        [one] { $left } terning
       *[other] { $left } terninger
    } igjen).
leftovers-event-stuck = { $name } kan ikke ta to terninger: restene { $dice } gir { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    } ekstra (nå { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }).
leftovers-event-stuck-empty = { $name } kan ikke ta to terninger, men midten er tom: ingen poeng.
leftovers-event-out = { $name } har { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    } ({ $out } eller mer) og er ute.
leftovers-event-win = 🏆 { $name } er sist igjen og vinner med { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }!
leftovers-rules = **Bad Leftovers** — 2 til 12 spillere. Poeng er dårlig.
    { "*" }*Plasser.** Ved start kaster alle en terning: høyest er nummer 1 (ved likhet kaster de like på nytt), og numrene øker mot venstre rundt bordet (i den rekkefølgen spillerne ble med). Det er ditt **faste nummer**; nummer 1 starter første runde.
    { "*" }*En runde.** Alle terningene i midten kastes: 20 for to spillere pluss 3 for hver ekstra spiller som fortsatt er med, telt på nytt hver runde (valg *fast haug*: telt én gang, for spillerne som starter; den beholder størrelsen når spillere går ut). Fra rundens første spiller mot venstre må du på din tur ta to terninger: to som til sammen blir **meldingen** din for runden, eller to som begge viser ditt faste nummer (bare numre 1 til 6 — en terning har ingen høyere side). Meldingen din, et tall fra 7 til 12, sier du med ditt første uttak i runden (andre kan melde det samme); den er din til runden slutter. På din første tur velger du meldingen, så de to terningene: hver Meld-knapp viser hvor mange par midten har for den nå (dobbelen din medregnet, ingen terning telt to ganger); de umulige er grå.
    { "*" }*Fast.** Den første spilleren som ikke kan ta to terninger, står fast: øynene som fortsatt ligger i midten, legges til poengsummen, og runden slutter (med tom midte er det 0 poeng). Den som sto fast, starter neste runde; er vedkommende ute, starter neste spiller i spillet til venstre.
    { "*" }*Ute.** Ved 21 poeng eller mer er du ute. Den siste spilleren igjen vinner.
    En spiller som går, er ute med en gang; poengsummen blir stående på arket og runden fortsetter uten vedkommende. Gjør du ikke et trekk innen turtiden (15 s til 1 t, standard 60 s), trekker boten for deg som dataspillerne: den velger trekket som gir deg flest uttak for meldingen og dobbelen din, deretter det som gir neste spiller færrest.
    `/leaderboard` viser stillingen i kanalens pågående spill og serverens toppliste. Alle kan sjekke hvert kast når spillet er over: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Tell terningene i midten én gang, for spillerne som starter: haugen beholder størrelsen
cmd-leftovers-fixed_pile-name = fast-haug

## /stats

stats-leftovers = { $whole },{ $tenths } poeng per runde (lavere er bedre)

## /leftovers odds: the command picker

cmd-leftovers-odds = Hver plass' vinnersjanse ved et Bad Leftovers-bord, og hvor lenge et spill varer

## /leftovers odds: the answer

odds-header-leftovers = Vinnersjanse per plassnummer (plass 1 starter):

## Live chances

leftovers-option-live_chances = livesjanser
