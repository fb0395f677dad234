### Română: Bad Leftovers.

cmd-leftovers = Jocul de zaruri Bad Leftovers (Resturi Rele): iei perechi, punctele sunt rele
cmd-leftovers-start = Deschide o masă de Bad Leftovers în acest canal
leftovers-option-fixed_pile = grămadă fixă (numărată pentru jucătorii de la start)
leftovers-action-claim-pair = Anunță { $claim }: ia { $dice }
leftovers-action-claim-doubles = Anunță { $claim }: ia { $dice } (dublura ta)
leftovers-action-take-pair = Ia { $dice }
leftovers-action-take-doubles = Ia { $dice } (dublura ta)
leftovers-button-claim = Anunță { $claim } · { $pairs ->
        [one] { $pairs } pereche
        [few] { $pairs } perechi
       *[other] { $pairs } de perechi
    }
leftovers-button-back = ◀ Nu { $claim }: alte sume
leftovers-seat = { " " }— { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
leftovers-seat-claim = { " " }— suma { $claim } · { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
leftovers-seat-no_claim = { " " }— fără sumă încă · { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
leftovers-seat-out = { " " }— eliminat · { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
leftovers-round = Runda { $round } · de la { $out ->
        [one] { $out } punct
        [few] { $out } puncte
       *[other] { $out } de puncte
    } ești eliminat
leftovers-center = Centru: { $dice } ({ $count ->
        [one] { $count } zar
        [few] { $count } zaruri
       *[other] { $count } de zaruri
    }, { $pips ->
        [one] { $pips } punct
        [few] { $pips } puncte
       *[other] { $pips } de puncte
    })
leftovers-event-seat_throw = Aruncare pentru locuri: { $throws }.
leftovers-event-seats = Numere fixe, spre stânga: { $order }.
leftovers-event-round = Runda { $round }: { $count ->
        [one] { $count } zar aruncat
        [few] { $count } zaruri aruncate
       *[other] { $count } de zaruri aruncate
    }; începe { $name }.
leftovers-event-round-after_stuck = Runda { $round }: { $count ->
        [one] { $count } zar aruncat
        [few] { $count } zaruri aruncate
       *[other] { $count } de zaruri aruncate
    }; începe { $name }, care s-a blocat.
leftovers-event-round-after_out = Runda { $round }: { $count ->
        [one] { $count } zar aruncat
        [few] { $count } zaruri aruncate
       *[other] { $count } de zaruri aruncate
    }; începe { $name }, următorul în joc la stânga lui { $stuck }.
leftovers-event-claim = { $name } anunță { $claim } pentru runda aceasta.
leftovers-event-take = { $name } ia { $dice } ({ $left ->
        [one] { $left } zar rămas
        [few] { $left } zaruri rămase
       *[other] { $left } de zaruri rămase
    }).
leftovers-event-doubles = { $name } își ia dublura { $dice } ({ $left ->
        [one] { $left } zar rămas
        [few] { $left } zaruri rămase
       *[other] { $left } de zaruri rămase
    }).
leftovers-event-stuck = { $name } nu poate lua două zaruri: resturile { $dice } îi adaugă { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } la scor (acum { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }).
leftovers-event-stuck-empty = { $name } nu poate lua două zaruri, dar centrul e gol: niciun punct.
leftovers-event-out = { $name } are { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    } ({ $out } sau mai mult) și e eliminat.
leftovers-event-win = 🏆 { $name } e ultimul rămas în joc și câștigă cu { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }!
leftovers-rules = **Bad Leftovers (Resturi Rele)** — între 2 și 12 jucători. Punctele sunt rele.
    { "*" }*Locurile.** La început toată lumea aruncă un zar: cel mai mare e numărul 1 (cei la egalitate rearuncă), iar numerele cresc spre stânga (ordinea intrării). Acesta e **numărul tău fix**; numărul 1 începe prima rundă.
    { "*" }*O rundă.** Se aruncă toate zarurile din centru: 20 pentru doi jucători plus 3 pentru fiecare jucător în plus încă în joc, renumărate la fiecare rundă (opțiunea *grămadă fixă*: numărate o dată, pentru jucătorii de la start, chiar dacă unii sunt eliminați). Spre stânga de la primul jucător al rundei, la rândul tău trebuie să iei două zaruri: două care dau împreună **suma anunțată** de tine pentru rundă, sau două care arată amândouă numărul tău fix (doar numerele 1–6: un zar nu are fețe mai mari). Îți anunți suma (de la 7 la 12) la prima luare din rundă (alții pot anunța aceeași); rămâne a ta până la sfârșitul rundei. La prima ta tură alegi suma, apoi cele două zaruri: fiecare buton Anunță spune câte perechi are centrul pentru ea acum (cu dublura ta, niciun zar numărat de două ori); cele imposibile sunt gri.
    { "*" }*Blocat.** Primul jucător care nu poate lua două zaruri e blocat: punctele încă vizibile în centru i se adaugă la scor și runda se termină (centru gol: 0 puncte). El începe runda următoare; dacă e eliminat, următorul în joc din stânga lui.
    { "*" }*Eliminat.** La 21 de puncte sau mai mult ești eliminat. Ultimul jucător rămas în joc câștigă.
    Un jucător care pleacă e eliminat pe loc; scorul lui rămâne în foaie și runda continuă fără el. Dacă nu muți în timpul turei (de la 15 s la 1 h, implicit 60 s), botul mută pentru tine ca jucătorii calculator: alege mutarea care îți lasă cele mai multe luări pentru suma și dublura ta, apoi pe cea care îi lasă următorului jucător cele mai puține.
    `/leaderboard` arată scorurile curente ale jocului din acest canal și clasamentul serverului. Oricine poate verifica fiecare aruncare după ce jocul s-a încheiat: `/game verify`.

## Numele

game-leftovers = Bad Leftovers (Resturi Rele)

## Selectorul de comenzi

cmd-leftovers-fixed_pile = Zarurile din centru se numără o dată, pentru cei de la start: grămada rămâne la fel
cmd-leftovers-fixed_pile-name = grămadă-fixă

## /stats

stats-leftovers = { $whole },{ $tenths } puncte pe rundă (mai puțin e mai bine)

## /leftovers odds: selectorul de comenzi

cmd-leftovers-odds = Șansa de câștig a fiecărui loc la o masă de Bad Leftovers și cât durează un joc

## /leftovers odds: răspunsul

odds-header-leftovers = Șansa de câștig, după numărul locului (locul 1 joacă primul):

## Șanse în direct

leftovers-option-live_chances = șanse în direct
