### Danish: Bad Leftovers.

cmd-leftovers = Terningspillet Bad Leftovers: tag par, point er dårlige
cmd-leftovers-start = Åbn et Bad Leftovers-bord i denne kanal
leftovers-option-fixed_pile = fast bunke (talt for de startende spillere)
leftovers-action-claim-pair = Meld { $claim }: tag { $dice }
leftovers-action-claim-doubles = Meld { $claim }: tag { $dice } (dit dobbelt)
leftovers-action-take-pair = Tag { $dice }
leftovers-action-take-doubles = Tag { $dice } (dit dobbelt)
leftovers-button-claim = Meld { $claim } · { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } par
    }
leftovers-button-back = ◀ Ikke { $claim }: andre meldinger
leftovers-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } point
    }
leftovers-seat-claim = { " " }— melding { $claim } · { $score ->
        [one] { $score } point
       *[other] { $score } point
    }
leftovers-seat-no_claim = { " " }— ingen melding endnu · { $score ->
        [one] { $score } point
       *[other] { $score } point
    }
leftovers-seat-out = { " " }— ude · { $score ->
        [one] { $score } point
       *[other] { $score } point
    }
leftovers-round = Runde { $round } · { $out ->
        [one] { $out } point
       *[other] { $out } point
    } eller mere er ude
leftovers-center = Midte: { $dice } ({ $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    }, { $pips ->
        [one] { $pips } øje
       *[other] { $pips } øjne
    })
leftovers-event-seat_throw = Kast om pladserne: { $throws }.
leftovers-event-seats = Faste numre, mod venstre: { $order }.
leftovers-event-round = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter.
leftovers-event-round-after_stuck = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter efter at have siddet fast.
leftovers-event-round-after_out = Runde { $round }: { $count ->
        [one] { $count } terning
       *[other] { $count } terninger
    } kastet; { $name } starter, den næste i spillet til venstre for { $stuck }.
leftovers-event-claim = { $name } melder { $claim } for denne runde.
leftovers-event-take = { $name } tager { $dice } ({ $left ->
        [one] { $left } terning
       *[other] { $left } terninger
    } tilbage).
leftovers-event-doubles = { $name } tager sit dobbelt { $dice } ({ $left ->
        [one] { $left } terning
       *[other] { $left } terninger
    } tilbage).
leftovers-event-stuck = { $name } kan ikke tage to terninger: resterne { $dice } giver { $points ->
        [one] { $points } point
       *[other] { $points } point
    } oveni (nu { $score ->
        [one] { $score } point
       *[other] { $score } point
    }).
leftovers-event-stuck-empty = { $name } kan ikke tage to terninger, men midten er tom: ingen point.
leftovers-event-out = { $name } har { $score ->
        [one] { $score } point
       *[other] { $score } point
    } ({ $out } eller mere) og er ude.
leftovers-event-win = 🏆 { $name } er den sidste tilbage og vinder med { $score ->
        [one] { $score } point
       *[other] { $score } point
    }!
leftovers-rules = **Bad Leftovers** — 2 til 12 spillere. Point er dårlige.
    { "*" }*Pladser.** Ved start kaster alle en terning: den højeste er nummer 1 (ved lighed kaster de lige igen), og numrene stiger mod venstre rundt om bordet (i den rækkefølge, spillerne kom). Det er dit **faste nummer**; nummer 1 starter første runde.
    { "*" }*En runde.** Alle terninger i midten kastes: 20 for to spillere plus 3 for hver yderligere spiller, der stadig er med, talt igen hver runde (valgmulighed *fast bunke*: talt én gang, for de startende spillere; den beholder størrelsen, når spillere ryger ud). Fra rundens første spiller mod venstre skal du i din tur tage to terninger: to, der tilsammen giver din **melding** for runden, eller to, der begge viser dit faste nummer (kun numre 1 til 6 — en terning har ingen højere side). Din melding, et tal fra 7 til 12, siger du med dit første tag i runden (andre må melde det samme); den er din, til runden slutter. I din første tur vælger du meldingen og så de to terninger: hver Meld-knap viser, hvor mange par midten har til den nu (dit dobbelt medregnet, ingen terning talt to gange); de umulige er grå.
    { "*" }*Fast.** Den første spiller, der ikke kan tage to terninger, sidder fast: øjnene, der stadig ligger i midten, lægges til vedkommendes score, og runden slutter (med tom midte er det 0 point). Den, der sad fast, starter næste runde; er vedkommende ude, starter den næste spiller i spillet til venstre.
    { "*" }*Ude.** Ved 21 point eller mere er du ude. Den sidste spiller tilbage vinder.
    En spiller, der går, er straks ude; scoren bliver på arket, og runden fortsætter uden vedkommende. Trækker du ikke inden for turtiden (15 s til 1 t, standard 60 s), trækker botten for dig som computerspillerne: den vælger trækket, der giver dig flest tag til din melding og dit dobbelt, og dernæst det, der giver næste spiller færrest.
    `/leaderboard` viser stillingen i kanalens igangværende spil og serverens rangliste. Alle kan tjekke hvert kast, når spillet er slut: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Tæl midtens terninger én gang, for de startende spillere: bunken beholder sin størrelse
cmd-leftovers-fixed_pile-name = fast-bunke

## /stats

stats-leftovers = { $whole },{ $tenths } point pr. runde (lavere er bedre)

## /leftovers odds: the command picker

cmd-leftovers-odds = Hver plads' chance for at vinde ved et Bad Leftovers-bord, og hvor længe et spil varer

## /leftovers odds: the answer

odds-header-leftovers = Vinderchance pr. pladsnummer (plads 1 starter):

## Live chances

leftovers-option-live_chances = live-chancer
