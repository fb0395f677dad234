### Română: Buck Dice.

buck-action-throw = Aruncă
buck-button-again = Revanșă
buck-option-fewer_dice = mai puține zaruri (două la 13, unul la 14)
buck-option-point_per_throw = un punct pe aruncare

## Locuri

buck-seat = { " " }— { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    } · aruncă două zaruri
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    } · aruncă un zar
buck-seat-made = { " " }— ✅ buck nr. { $place }
buck-seat-loser = { " " }— 💀 pierde cu { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }

## Tot jocul

buck-point = 🎯 Numărul-punct: **{ $point }** { $face }
buck-shooter-opening = Primul aruncător: { $shooter } (cel mai mare la aruncarea de ordine)
buck-shooter-rotated = Jocul { $game }: { $shooter } aruncă primul, un loc la stânga primului aruncător de data trecută
buck-loser = 💀 **Pierde: { $name }**

## Evenimente

buck-event-order_throw-order = 🎲 Aruncarea de ordine: { $throws }.
buck-event-order_throw-order-again = 🎲 Toți la egalitate, toți aruncă din nou: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Egalitate la cel mai mare, rearuncă: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Egalitate la cel mai mic, rearuncă: { $throws }.
buck-throws-extremes = cel mai mare { $high } { $top }, cel mai mic { $low } { $bottom }
buck-throws-highest = cel mai mare { $high } { $top }
buck-throws-lowest = cel mai mic { $low } { $bottom }
buck-throws-all_tied = toți au dat { $face }
buck-throws-more = { $names } și { $others ->
        [one] încă { $others }
        [few] încă { $others }
       *[other] încă { $others }
    }
buck-event-first_shooter-opening = { $name } a dat cel mai mare și aruncă primul.
buck-event-first_shooter-rotated = Jocul { $game }: { $name } aruncă primul (începutul s-a mutat un loc la stânga).
buck-event-point_throw = 🎯 { $name } a aruncat numărul-punct: **{ $point }** { $face }.
buck-event-throw-normal = { $name } a dat { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } a dat { $faces }: niciun număr-punct{ $then }
buck-event-throw-big_buck = { $name } a dat { $faces }: **BIG BUCK!** Direct la 15{ $then }
buck-event-throw-little_buck = { $name } a dat { $faces }: **little buck**, +5 → { $score }; tura se încheie{ $then }
buck-event-throw-overshoot = { $name } a dat { $faces }: **depășire** ({ $would_be } > 15): nu se punctează{ $then }
buck-then-again = { " " }— aruncă din nou.
buck-then-pass = { " " }— zarurile trec mai departe.
buck-then-end = .
buck-note-dice-2 = { " " }La 13: două zaruri de acum înainte.
buck-note-dice-1 = { " " }La 14: un zar de acum înainte.
buck-event-made_buck = ✅ { $name } are exact 15: un buck (nr. { $place }). Se retrage și nu mai poate pierde.
buck-event-left_rotation = { $name } iese din rotație; aruncă { $next }.
buck-event-loser-throw = 💀 { $name } a rămas ultimul: **pierde**, cu { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }.
buck-event-loser-forfeit = 💀 { $name } a plecat când încă arunca împotriva unui singur jucător: **pierde**.

## Ajutor

buck-rules = **Buck Dice** — între 2 și 20 de jucători, trei zaruri. Fă exact 15; ultimul rămas pierde.
    { "*" }*Deschiderea** (la Pornește): toată lumea aruncă un zar. Cel mai mare aruncă primul; cel mai mic aruncă un zar pentru **numărul-punct**. Dacă toți sunt la egalitate, toți aruncă din nou (deci sunt mereu doi jucători diferiți); apoi egalitățile la cel mai mare, apoi la cel mai mic, se rearuncă între cei la egalitate.
    { "*" }*Rândul tău**: apasă Aruncă. Fiecare zar care arată numărul-punct aduce un punct (3-3-6 cu punctul 3 aduce 2) și arunci din nou; o aruncare fără el dă zarurile spre stânga.
    { "*" }*Big buck**: trei numere-punct îți pun scorul la 15, orice ai avea (chiar 13 sau 14).
    { "*" }*Little buck**: trei la fel care nu sunt numărul-punct aduc 5, iar zarurile trec mai departe (de la 10 face exact 15).
    { "*" }*Depășire**: o aruncare care te-ar duce peste 15 (și little buck) nu contează: arunci din nou.
    La exact 15 ai făcut un buck și te retragi; masa arată ordinea buck-urilor.
    Opțiunea *mai puține zaruri*: la 13 puncte arunci două zaruri, la 14 unul. Un număr-punct îți păstrează în continuare rândul; big și little buck cer trei zaruri și nu poți depăși.
    Opțiunea *un punct pe aruncare*: o aruncare care arată numărul-punct aduce un punct, oricâte zaruri l-ar arăta (big buck face tot 15).
    { "*" }*Revanșă**: aceleași opțiuni; ultimii jucători revin cu un clic. Primul aruncător se mută un loc la stânga printre cei care joacă, iar jucătorul din dreapta lui aruncă noul număr-punct.
    { "*" }*Plecarea** (`/game leave` sau scos de gazdă): dacă tu și încă un singur jucător mai aruncați, tu pierzi (celălalt scapă); altfel doar ieși din rotație, nici câștigător, nici învins (zarurile trec dacă era rândul tău), iar un buck făcut rămâne al tău.
    Dacă nu arunci în timpul turei (de la 15 s la 1 h, implicit 60 s), botul aruncă pentru tine.
    Zarurile vin dintr-o sămânță secretă fixată dinainte (amprenta SHA-256 se vede de la început), dezvăluită la final: oricine poate verifica fiecare aruncare (`/game verify`).

## Numele

game-buck = Buck Dice

## Selectorul de comenzi

cmd-buck = Buck Dice: fă exact 15, ultimul rămas pierde
cmd-buck-start = Deschide o masă de Buck Dice în acest canal
cmd-buck-fewer_dice = Arunci două zaruri la 13 puncte și un zar la 14
cmd-buck-point_per_throw = O aruncare care arată numărul-punct aduce un punct, oricâte zaruri l-ar arăta
cmd-buck-fewer_dice-name = mai-puține-zaruri
cmd-buck-point_per_throw-name = punct-pe-aruncare

## /stats

stats-buck = Rămas ultimul (pierdut): { $times ->
        [one] { $times } dată
        [few] { $times } ori
       *[other] { $times } de ori
    }

## /buck odds: selectorul de comenzi

cmd-buck-odds = Șansa de a pierde a fiecărui loc la o masă de Buck Dice și cât durează un joc

## /buck odds: răspunsul

odds-header-buck = Șansa de a **pierde** (a rămâne ultimul), pe locuri, de la primul aruncător:
odds-method-exact-buck = Exact: programare dinamică peste scoruri și ture.

## Șanse în direct

cmd-buck-live_chances = Arată șansa fiecărui jucător de a pierde lângă scor, actualizată după fiecare aruncare
cmd-buck-live_chances-name = șanse-în-direct
buck-option-live_chances = șanse de a pierde în direct
