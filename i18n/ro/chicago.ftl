### Română: Chicago.

chicago-action-roll = Aruncă
chicago-action-reroll = Rearuncă { $face } { $value }
chicago-action-reroll-pictured = Rearuncă { $value }
chicago-action-keep = Păstrează
chicago-option-double_roll = aruncare dublă
chicago-option-three_dice = trei zaruri
chicago-seat = { " " }— { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
# La finalul jocului, rândul fiecărui jucător e linia lui din foaie: țintele atinse, care dau totalul.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runda { $round } din 11 — ținta { $target }**
chicago-winner = 🏆 { $name } câștigă cu { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }!
chicago-joint_victory = 🤝 Victorie comună: { $names }, cu câte { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }!
# O aruncare se citește „<fețe><verdict>”: ce au dat zarurile, punctele sau alegerea care urmează.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, nu { $target }{ $then }
chicago-verdict-pair_miss = { " " }— nicio pereche nu dă { $target }{ $then }
chicago-verdict-kept = : 0 puncte
chicago-verdict-kept_forced = { " " }— nicio rearuncare nu poate da { $target }: 0 puncte
chicago-then-zero = : 0 puncte
chicago-event-first_player = { $name } a fost tras la sorți să arunce primul.
chicago-event-round = Runda { $round }: ținta **{ $target }**.
chicago-event-roll = { $name } a dat { $faces }{ $verdict }.
chicago-event-reroll = { $name } a rearuncat zarul { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } păstrează { $faces }{ $verdict }.
chicago-event-timeout = { $name } nu a jucat la timp: botul face cea mai bună alegere în locul lui.
chicago-event-game_over = 🏁 Jocul s-a încheiat.
chicago-rules = **Chicago (Rotation)** — între 2 și 20 de jucători, 11 runde.
    Primul jucător e tras la sorți; fiecare rundă merge în sensul acelor de ceasornic de la el. În runda r ținta este r + 1 (runda 1: 2, … runda 11: 12).
    La rândul tău apasă **Aruncă**: două zaruri, o singură dată. Dacă suma lor e ținta, primești ținta ca puncte, altfel 0. După 11 runde câștigă cel mai mare total; liderii la egalitate împart o victorie comună.
    Opțiunea *aruncare dublă*: când aruncarea ta nu aduce nimic, alegi: rearunci exact un zar (câte un buton pe zar, cu fața lui) și punctezi noua aruncare, sau **Păstrează** (0 puncte). Când nicio rearuncare n-ar putea puncta, Pips păstrează aruncarea pentru tine pe loc și spune de ce.
    Opțiunea *trei zaruri*: arunci trei zaruri și primești ținta dacă oricare două dau împreună ținta; botul alege perechea (prima dintre zarurile 1+2, 1+3, 2+3 care merge; orice pereche aduce la fel) și o arată. Cu aruncare dublă, o ratare te lasă să rearunci unul dintre cele trei zaruri.
    Un jucător care pleacă nu mai punctează: punctele lui rămân în foaie, dar nu poate câștiga. Plecarea în mijlocul unei ture (o ratare care așteaptă rearuncarea sau păstrarea) lasă runda aceea goală. Dacă rămâne un singur jucător, jocul se termină pe loc și el câștigă.
    Dacă nu joci în timpul turei (de la 15 s la 1 h, implicit 60 s), botul joacă pentru tine, ca jucătorii calculator: aruncă și, după o ratare, rearuncă zarul care dă cele mai multe șanse de punctare (primul, la egalitate).
    Fiecare zar vine dintr-o sămânță secretă a cărei amprentă SHA-256 se vede de la început; sămânța e dezvăluită la final, ca oricine să poată verifica fiecare aruncare (`/game verify`).

## Numele

game-chicago = Chicago

## Selectorul de comenzi

cmd-chicago = Jocul de zaruri Chicago (Rotation)
cmd-chicago-start = Deschide o masă de Chicago în acest canal
cmd-chicago-double_roll = După o aruncare fără puncte, rearunci un zar sau păstrezi
cmd-chicago-three_dice = Arunci trei zaruri; oricare două care dau ținta punctează
cmd-chicago-double_roll-name = aruncare-dublă
cmd-chicago-three_dice-name = trei-zaruri

## /stats

stats-chicago = Cel mai bun scor: { $score }

## /chicago odds: selectorul de comenzi

cmd-chicago-odds = Șansa de câștig a fiecărui loc la o masă de Chicago și scorul așteptat pe jucător

## /chicago odds: răspunsul

odds-header-chicago = Șansa de câștig, pe locuri, de la primul care joacă (toate locurile la fel: foile sunt independente):
odds-method-exact-chicago = Exact: toate aruncările enumerate, cu cea mai bună rearuncare.

## Șanse în direct

chicago-option-live_chances = șanse în direct
