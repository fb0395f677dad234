### Dutch: Bad Leftovers.

cmd-leftovers = Dobbelspel Bad Leftovers: pak paren, punten zijn slecht
cmd-leftovers-start = Open een Bad Leftovers-tafel in dit kanaal
leftovers-option-fixed_pile = vaste voorraad (geteld voor de startende spelers)
leftovers-action-claim-pair = Claim { $claim }: pak { $dice }
leftovers-action-claim-doubles = Claim { $claim }: pak { $dice } (jouw dubbel)
leftovers-action-take-pair = Pak { $dice }
leftovers-action-take-doubles = Pak { $dice } (jouw dubbel)
leftovers-button-claim = Claim { $claim } · { $pairs ->
        [one] { $pairs } paar
       *[other] { $pairs } paren
    }
leftovers-button-back = ◀ Niet { $claim }: andere claims
leftovers-seat = { " " }— { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
leftovers-seat-claim = { " " }— claim { $claim } · { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
leftovers-seat-no_claim = { " " }— nog geen claim · { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
leftovers-seat-out = { " " }— uit · { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
leftovers-round = Ronde { $round } · vanaf { $out ->
        [one] { $out } punt
       *[other] { $out } punten
    } ben je uit
leftovers-center = Midden: { $dice } ({ $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    }, { $pips ->
        [one] { $pips } oog
       *[other] { $pips } ogen
    })
leftovers-event-seat_throw = Worp om de plaatsen: { $throws }.
leftovers-event-seats = Vaste nummers, naar links: { $order }.
leftovers-event-round = Ronde { $round }: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gegooid; { $name } begint.
leftovers-event-round-after_stuck = Ronde { $round }: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gegooid; { $name } begint, want zat vast.
leftovers-event-round-after_out = Ronde { $round }: { $count ->
        [one] { $count } steen
       *[other] { $count } stenen
    } gegooid; { $name } begint, de volgende in het spel links van { $stuck }.
leftovers-event-claim = { $name } claimt { $claim } voor deze ronde.
leftovers-event-take = { $name } pakt { $dice } ({ $left ->
        [one] { $left } steen
       *[other] { $left } stenen
    } over).
leftovers-event-doubles = { $name } pakt zijn dubbel { $dice } ({ $left ->
        [one] { $left } steen
       *[other] { $left } stenen
    } over).
leftovers-event-stuck = { $name } kan geen twee stenen pakken: de restjes { $dice } voegen { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } toe aan de score (nu { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }).
leftovers-event-stuck-empty = { $name } kan geen twee stenen pakken, maar het midden is leeg: geen punten.
leftovers-event-out = { $name } heeft { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    } ({ $out } of meer) en is uit.
leftovers-event-win = 🏆 { $name } is de laatste in het spel en wint met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }!
leftovers-rules = **Bad Leftovers** — 2 tot 12 spelers. Punten zijn slecht.
    { "*" }*Plaatsen.** Bij de start gooit iedereen een steen: de hoogste is nummer 1 (gelijken gooien opnieuw) en de nummers lopen op naar links (in de volgorde van meedoen). Dat is je **vaste nummer**; nummer 1 begint de eerste ronde.
    { "*" }*Een ronde.** Alle stenen in het midden worden gegooid: 20 voor twee spelers plus 3 voor elke verdere speler die nog meedoet, elke ronde opnieuw geteld (optie *vaste voorraad*: één keer geteld, voor de startende spelers, ook als er spelers uitvallen). Vanaf de eerste speler van de ronde naar links moet je in je beurt twee stenen pakken: twee die samen je **claim** voor de ronde zijn, of twee die allebei je vaste nummer tonen (alleen nummers 1 tot 6 — een steen heeft geen hogere kant). Je claim, een getal van 7 tot 12, maak je bekend bij je eerste keer pakken in de ronde (anderen mogen hetzelfde claimen); die blijft van jou tot de ronde eindigt. In je eerste beurt kies je de claim, dan de twee stenen: elke Claim-knop toont hoeveel paren het midden er nu voor heeft (je dubbel meegeteld, geen steen dubbel); de onmogelijke zijn grijs.
    { "*" }*Vast.** De eerste speler die geen twee stenen kan pakken, zit vast: de ogen die nog in het midden liggen, gaan bij zijn score en de ronde eindigt (leeg midden: 0 punten). Wie vastzat, begint de volgende ronde; is die uit, dan begint de volgende speler in het spel links van hem.
    { "*" }*Uit.** Met 21 punten of meer ben je uit. De laatste speler die overblijft wint.
    Wie vertrekt, is meteen uit; de score blijft op het blad en de ronde gaat zonder die speler door. Zet je niet binnen de beurttijd (15 s tot 1 u, standaard 60 s), dan zet de bot voor je zoals de computerspelers: hij kiest de zet die je de meeste pakkansen voor je claim en dubbel laat, daarna die de volgende speler de minste laat.
    `/leaderboard` toont de lopende scores van het spel in dit kanaal en de ranglijst van de server. Na het spel kan iedereen elke worp controleren: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Tel de stenen in het midden één keer, voor de startende spelers: de voorraad blijft even groot
cmd-leftovers-fixed_pile-name = vaste-voorraad

## /stats

stats-leftovers = { $whole },{ $tenths } punten per ronde (lager is beter)

## /leftovers odds: the command picker

cmd-leftovers-odds = De winkans per plaats aan een Bad Leftovers-tafel, en hoe lang een spel duurt

## /leftovers odds: the answer

odds-header-leftovers = Winkans per plaatsnummer (plaats 1 begint):

## Live chances

leftovers-option-live_chances = live kansen
