### Croatian: Bad Leftovers.

cmd-leftovers = Igra kockama Bad Leftovers (Loši ostaci): uzimajte parove, bodovi su loši
cmd-leftovers-start = Otvori stol Bad Leftovers u ovom kanalu
leftovers-option-fixed_pile = stalna hrpa (za igrače na početku)
leftovers-action-claim-pair = Prijavi { $claim }: uzmi { $dice }
leftovers-action-claim-doubles = Prijavi { $claim }: uzmi { $dice } (vaš dupli)
leftovers-action-take-pair = Uzmi { $dice }
leftovers-action-take-doubles = Uzmi { $dice } (vaš dupli)
leftovers-button-claim = Prijavi { $claim } · { $pairs ->
        [one] { $pairs } par
        [few] { $pairs } para
       *[other] { $pairs } parova
    }
leftovers-button-back = ◀ Ne { $claim }: druge prijave
leftovers-seat = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
leftovers-seat-claim = { " " }— prijava { $claim } · { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
leftovers-seat-no_claim = { " " }— još bez prijave · { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
leftovers-seat-out = { " " }— izvan igre · { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
leftovers-round = Runda { $round } · s { $out ->
        [one] { $out } bodom
        [few] { $out } boda
       *[other] { $out } bodova
    } ili više se ispada
leftovers-center = Sredina: { $dice } ({ $count ->
        [one] { $count } kocka
        [few] { $count } kocke
       *[other] { $count } kocaka
    }, { $pips ->
        [one] { $pips } točkica
        [few] { $pips } točkice
       *[other] { $pips } točkica
    })
leftovers-event-seat_throw = Bacanje za mjesta: { $throws }.
leftovers-event-seats = Stalni brojevi, ulijevo: { $order }.
leftovers-event-round = Runda { $round }: { $count ->
        [one] bačena { $count } kocka
        [few] bačene { $count } kocke
       *[other] bačeno { $count } kocaka
    }; počinje { $name }.
leftovers-event-round-after_stuck = Runda { $round }: { $count ->
        [one] bačena { $count } kocka
        [few] bačene { $count } kocke
       *[other] bačeno { $count } kocaka
    }; počinje { $name }, koji je zapeo.
leftovers-event-round-after_out = Runda { $round }: { $count ->
        [one] bačena { $count } kocka
        [few] bačene { $count } kocke
       *[other] bačeno { $count } kocaka
    }; počinje { $name }, sljedeći u igri lijevo od { $stuck }.
leftovers-event-claim = { $name } prijavljuje { $claim } za ovu rundu.
leftovers-event-take = { $name } uzima { $dice } (preostalo: { $left ->
        [one] { $left } kocka
        [few] { $left } kocke
       *[other] { $left } kocaka
    }).
leftovers-event-doubles = { $name } uzima svoj dupli { $dice } (preostalo: { $left ->
        [one] { $left } kocka
        [few] { $left } kocke
       *[other] { $left } kocaka
    }).
leftovers-event-stuck = { $name } ne može uzeti dvije kocke: ostaci { $dice } dodaju { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    } rezultatu (sada { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }).
leftovers-event-stuck-empty = { $name } ne može uzeti dvije kocke, ali sredina je prazna: bez bodova.
leftovers-event-out = { $name } ima { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    } ({ $out } ili više) i ispada.
leftovers-event-win = 🏆 { $name } ostaje posljednji u igri i pobjeđuje: { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }!
leftovers-rules = **Bad Leftovers (Loši ostaci)** — 2 do 12 igrača. Bodovi su loši.
    { "*" }*Mjesta.** Na početku svatko baca kocku: najviši je broj 1 (izjednačeni bacaju ponovno među sobom), a brojevi rastu ulijevo oko stola (redom pridruživanja). To je vaš **stalni broj**; broj 1 počinje prvu rundu.
    { "*" }*Runda.** Bacaju se sve kocke iz sredine: 20 za dva igrača plus 3 za svakog daljnjeg igrača u igri, ponovno prebrojeno svake runde (opcija *stalna hrpa*: broji se jednom, za igrače na početku, i zadržava veličinu dok igrači ispadaju). Idući ulijevo od prvog igrača runde, u svom potezu morate uzeti dvije kocke: dvije koje zajedno daju vašu **prijavu** za rundu ili dvije koje obje pokazuju vaš stalni broj (samo brojevi 1 do 6 — kocka nema veći broj). Prijavu, bilo koji broj od 7 do 12, objavljujete pri prvom uzimanju u rundi (drugi mogu prijaviti isto); vrijedi do kraja runde. U prvom potezu birate prijavu, zatim dvije kocke: svaki gumb Prijavi kaže koliko parova sredina sada ima za nju (uključujući vaš dupli, nijedna kocka dvaput); nemoguće su zasivljene.
    { "*" }*Zapeo.** Prvi igrač koji ne može uzeti dvije kocke zapne: točkice koje se još vide u sredini dodaju se njegovu rezultatu i runda završava (s praznom sredinom to je 0 bodova). Igrač koji je zapeo počinje sljedeću rundu; ako je ispao, počinje sljedeći igrač u igri lijevo od njega.
    { "*" }*Ispadanje.** S 21 bodom ili više ispadate. Pobjeđuje posljednji igrač koji ostane u igri.
    Igrač koji ode odmah ispada; rezultat mu ostaje u tablici, a runda ide dalje bez njega. Ako ne odigrate unutar vremena za potez (15 s do 1 h, zadano 60 s), bot igra za vas kao računala: bira potez koji vam ostavlja najviše uzimanja za prijavu i dupli, zatim onaj koji sljedećem igraču ostavlja najmanje.
    `/leaderboard` prikazuje trenutne rezultate igre u ovom kanalu i ljestvicu poslužitelja. Nakon kraja igre svatko može provjeriti svako bacanje: `/game verify`.
game-leftovers = Bad Leftovers (Loši ostaci)
cmd-leftovers-fixed_pile = Prebroji kocke sredine jednom, za igrače na početku: hrpa zadržava veličinu
cmd-leftovers-fixed_pile-name = stalna-hrpa
stats-leftovers = { $whole },{ $tenths } bodova po rundi (manje je bolje)
cmd-leftovers-odds = Šansa svakog mjesta za pobjedu za stolom Bad Leftovers i trajanje igre
odds-header-leftovers = Šansa za pobjedu, po broju mjesta (mjesto 1 igra prvo):
leftovers-option-live_chances = šanse uživo
