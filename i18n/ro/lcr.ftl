### Română: LCR.

lcr-action-roll = Aruncă
lcr-option-dice-by--chips = zaruri după jetoane
lcr-option-dice-always--three = mereu trei zaruri
lcr-option-dot_to_win = câștig doar cu buline
lcr-option-stakes = miză la alegere
lcr-seat = { " " }— { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    }
lcr-pot = Pot: { $pot ->
        [one] { $pot } jeton
        [few] { $pot } jetoane
       *[other] { $pot } de jetoane
    } · { $dealt ->
        [one] { $dealt } jeton
        [few] { $dealt } jetoane
       *[other] { $dealt } de jetoane
    } în joc
lcr-hand = { " " }· mâna { $hand } (pot dublu)
lcr-last_holder = { $name } are toate jetoanele rămase: câștigă doar dacă toate zarurile arată bulina (•); un L sau R continuă jocul.
lcr-event-deal = Toată lumea își primește jetoanele.
lcr-event-roll = { $name } a dat { $faces }: { $moves }.
lcr-event-roll-nothing = nu se mișcă nimic
lcr-event-roll-idle = { $faces } fără efect: nu mai are jetoane
lcr-event-roll-no_win = nu numai buline: încă nu câștigă, jocul continuă
lcr-event-move-seat = { $count } la { $target }
lcr-event-move-pot = { $count } în pot
lcr-event-win = 🏆 { $name } câștigă { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    }!
lcr-event-double_pot = Nimeni nu mai are jetoane: potul de { $pot ->
        [one] { $pot } jeton
        [few] { $pot } jetoane
       *[other] { $pot } de jetoane
    } se reportează și toată lumea primește jetoane noi (mâna { $hand }).
lcr-event-double_pot-next = Nimeni nu mai are jetoane: potul de { $pot ->
        [one] { $pot } jeton
        [few] { $pot } jetoane
       *[other] { $pot } de jetoane
    } se reportează și toată lumea primește jetoane noi (mâna { $hand }); { $next } aruncă primul.
lcr-event-chips_to_pot = { $name } pune { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    } în pot.
lcr-rules = **LCR (Stânga Centru Dreapta)** — între 3 și 20 de jucători, fiecare începe cu 3 jetoane.
    La rândul tău arunci câte un zar pentru fiecare jeton pe care îl ai, cel mult trei (opțiunea *mereu trei zaruri*: trei zaruri cât timp ai un jeton; se rezolvă de la stânga la dreapta, iar când rămâi fără jetoane restul nu mai fac nimic). Fără jetoane ești sărit, dar rămâi în joc.
    Fețele 1–3 au o bulină (•: nimic), 4 = **L** (stânga): un jeton jucătorului din stânga ta (locul următor), 5 = **C** (centru): un jeton în pot, 6 = **R** (dreapta): un jeton jucătorului din dreapta ta (locul anterior).
    Când un singur jucător mai are jetoane, el câștigă jetoanele lui și potul.
    Opțiunea *câștig doar cu buline*: ultimul cu jetoane trebuie să dea numai buline ca să câștige; orice L sau R continuă jocul; dacă ultimul lui jeton ajunge în pot, toată lumea primește jetoane noi și potul se reportează (pot dublu); aruncă primul jucătorul din stânga celui a cărui aruncare a golit masa.
    Opțiunea *miză la alegere*: fiecare jucător alege când intră cu câte jetoane începe, de la 1 la 99 (gazda începe cu 3 și poate apăsa Intră ca să schimbe).
    Un jucător care pleacă își pune jetoanele în pot. Locul 1 (gazda) aruncă primul. Dacă nu arunci în timpul turei (de la 15 s la 1 h, implicit 60 s), botul aruncă pentru tine.
    Fiecare zar vine dintr-o sămânță secretă a cărei amprentă (SHA-256) se vede de la început; sămânța e dezvăluită la final, ca oricine să poată verifica fiecare aruncare (`/game verify`).

## Numele

game-lcr = LCR (Stânga Centru Dreapta)

## Selectorul de comenzi

cmd-lcr = Jocul de zaruri LCR (Stânga Centru Dreapta)
cmd-lcr-start = Deschide o masă de LCR în acest canal
cmd-lcr-dice = Câte zaruri arunci: câte unul pe jeton, până la trei (implicit), sau mereu trei
cmd-lcr-dot_to_win = Ultimul jucător cu jetoane trebuie să dea numai buline (•) ca să câștige
cmd-lcr-stakes = Fiecare jucător își alege jetoanele de început (1-99) când intră
cmd-lcr-dice-name = zaruri
cmd-lcr-dice-by_chips = după jetoane
cmd-lcr-dice-always_three = mereu trei
cmd-lcr-dot_to_win-name = numai-buline
cmd-lcr-stakes-name = mize

## /stats

stats-lcr = Jetoane duse acasă: { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    }

## /lcr odds: selectorul de comenzi

cmd-lcr-odds = Șansa de câștig a fiecărui loc la o masă de LCR și cât durează un joc

## /lcr odds: răspunsul

odds-header-lcr = Șansa de câștig, pe locuri, de la primul care aruncă:
odds-method-exact-lcr = Exact: lanț Markov absorbant peste distribuțiile de jetoane.
odds-lcr-exact_up_to = Răspunsurile exacte pentru { $players } jucători merg până la { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    } de fiecare; opțiunea „câștig doar cu buline” e mereu simulată.
odds-lcr-never_exact = La { $players } jucători lanțul exact ar dura prea mult; opțiunea „câștig doar cu buline” e mereu simulată.

## Șanse în direct

lcr-option-live_chances = șanse în direct
