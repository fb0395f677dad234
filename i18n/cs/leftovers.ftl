### Czech: Bad Leftovers.

cmd-leftovers = Kostková hra Bad Leftovers (Zlé zbytky): berte dvojice, body jsou špatné
cmd-leftovers-start = Založit stůl Bad Leftovers v tomto kanálu
leftovers-option-fixed_pile = pevná hromádka (počítaná pro začínající)
leftovers-action-claim-pair = Hlásit { $claim }: vzít { $dice }
leftovers-action-claim-doubles = Hlásit { $claim }: vzít { $dice } (váš dublet)
leftovers-action-take-pair = Vzít { $dice }
leftovers-action-take-doubles = Vzít { $dice } (váš dublet)
leftovers-button-claim = Hlásit { $claim } · { $pairs ->
        [one] { $pairs } dvojice
        [few] { $pairs } dvojice
        [many] { $pairs } dvojice
       *[other] { $pairs } dvojic
    }
leftovers-button-back = ◀ Ne { $claim }: jiná hlášení
leftovers-seat = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
leftovers-seat-claim = { " " }— hlášení { $claim } · { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
leftovers-seat-no_claim = { " " }— zatím bez hlášení · { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
leftovers-seat-out = { " " }— venku · { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
leftovers-round = Kolo { $round } · od { $out ->
        [one] { $out } bodu
        [few] { $out } bodů
       *[other] { $out } bodů
    } se vypadává
leftovers-center = Střed: { $dice } ({ $count ->
        [one] { $count } kostka
        [few] { $count } kostky
        [many] { $count } kostky
       *[other] { $count } kostek
    }, { $pips ->
        [one] { $pips } oko
        [few] { $pips } oka
        [many] { $pips } oka
       *[other] { $pips } ok
    })
leftovers-event-seat_throw = Hod o místa: { $throws }.
leftovers-event-seats = Stálá čísla, směrem doleva: { $order }.
leftovers-event-round = Kolo { $round }: { $count ->
        [one] hozena { $count } kostka
        [few] hozeny { $count } kostky
        [many] hozeno { $count } kostky
       *[other] hozeno { $count } kostek
    }; začíná { $name }.
leftovers-event-round-after_stuck = Kolo { $round }: { $count ->
        [one] hozena { $count } kostka
        [few] hozeny { $count } kostky
        [many] hozeno { $count } kostky
       *[other] hozeno { $count } kostek
    }; začíná { $name }, který uvízl.
leftovers-event-round-after_out = Kolo { $round }: { $count ->
        [one] hozena { $count } kostka
        [few] hozeny { $count } kostky
        [many] hozeno { $count } kostky
       *[other] hozeno { $count } kostek
    }; začíná { $name }, další ve hře vlevo od { $stuck }.
leftovers-event-claim = { $name } hlásí { $claim } pro toto kolo.
leftovers-event-take = { $name } bere { $dice } (zbývá { $left ->
        [one] { $left } kostka
        [few] { $left } kostky
        [many] { $left } kostky
       *[other] { $left } kostek
    }).
leftovers-event-doubles = { $name } bere svůj dublet { $dice } (zbývá { $left ->
        [one] { $left } kostka
        [few] { $left } kostky
        [many] { $left } kostky
       *[other] { $left } kostek
    }).
leftovers-event-stuck = { $name } nemůže vzít dvě kostky: zbytky { $dice } přidávají { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    } ke skóre (teď { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }).
leftovers-event-stuck-empty = { $name } nemůže vzít dvě kostky, ale střed je prázdný: žádné body.
leftovers-event-out = { $name } má { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    } ({ $out } nebo víc) a vypadává.
leftovers-event-win = 🏆 { $name } zůstává ve hře poslední a vítězí: { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }!
leftovers-rules = **Bad Leftovers (Zlé zbytky)** — 2 až 12 hráčů. Body jsou špatné.
    { "*" }*Místa.** Na začátku každý hodí kostkou: nejvyšší je číslo 1 (shodní házejí znovu mezi sebou) a čísla rostou doleva kolem stolu (v pořadí přidání). To je vaše **stálé číslo**; číslo 1 začíná první kolo.
    { "*" }*Kolo.** Hodí se všemi kostkami středu: 20 pro dva hráče plus 3 za každého dalšího hráče ve hře, přepočítáno každé kolo (volba *pevná hromádka*: spočítá se jednou, pro začínající hráče, a velikost si drží, i když hráči vypadávají). Doleva od prvního hráče kola musíte ve svém tahu vzít dvě kostky: dvě se součtem rovným vašemu **hlášení** pro kolo, nebo dvě, které obě ukazují vaše stálé číslo (jen čísla 1 až 6 — kostka vyšší číslo nemá). Hlášení, libovolné číslo od 7 do 12, ohlásíte při prvním braní v kole (ostatní mohou hlásit totéž); platí do konce kola. V prvním tahu vyberete hlášení, pak dvě kostky: každé tlačítko Hlásit ukazuje, kolik dvojic pro ně teď střed nabízí (včetně vašeho dubletu, žádná kostka dvakrát); nemožná jsou zašedlá.
    { "*" }*Uvíznutí.** První hráč, který nemůže vzít dvě kostky, uvízne: oka, která ještě zbývají ve středu, se přičtou k jeho skóre a kolo končí (s prázdným středem je to 0 bodů). Uvízlý hráč začíná další kolo; vypadl-li, začíná další hráč ve hře vlevo od něj.
    { "*" }*Vypadnutí.** S 21 body a víc vypadáváte. Vyhrává poslední hráč, který zůstane ve hře.
    Hráč, který odejde, hned vypadává; jeho skóre zůstává v tabulce a kolo jde dál bez něj. Když netáhnete v časovém limitu tahu (15 s až 1 h, výchozí 60 s), táhne bot za vás jako počítače: vybere tah, který vám nechá nejvíc braní pro hlášení a dublet, potom ten, který dalšímu hráči nechá nejméně.
    `/leaderboard` ukazuje průběžné skóre hry v tomto kanálu a žebříček serveru. Po konci hry může kdokoli ověřit každý hod: `/game verify`.
game-leftovers = Bad Leftovers (Zlé zbytky)
cmd-leftovers-fixed_pile = Spočítat kostky středu jednou, pro začínající hráče: hromádka drží velikost
cmd-leftovers-fixed_pile-name = pevná-hromádka
stats-leftovers = { $whole },{ $tenths } bodu za kolo (méně je lépe)
cmd-leftovers-odds = Šance každého místa na výhru u stolu Bad Leftovers a délka hry
odds-header-leftovers = Šance na výhru podle čísla místa (místo 1 hraje první):
leftovers-option-live_chances = průběžné šance
