### Română: ce au în comun toate jocurile (mese, sala de așteptare, refuzuri, /game).

## Mesajul mesei

table-title-lobby = { $game } — se așteaptă jucători
table-title-playing = { $game } — în joc
table-title-finished = { $game } — încheiat
table-title-cancelled = { $game } — anulat
table-host = Gazdă: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } secundă
        [few] { $seconds } secunde
       *[other] { $seconds } de secunde
    } pe tură
table-seats = Jucători ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(calculator)
table-seat-forfeited = { " " }— a ieșit din joc
table-seat-stake = { " " }— miză: { $stake ->
        [one] { $stake } jeton
        [few] { $stake } jetoane
       *[other] { $stake } de jetoane
    }
table-turn = Tura: { $mention }
table-turn-deadline = { " " }· se termină { $deadline }
table-waits_for_click = Pips poate actualiza această masă până la { $time }; o mutare făcută după aceea apare la următorul clic.
ping-turn = { $mention }, e rândul tău la { $game }: tura se termină { $deadline }.
table-lobby_hint = Intră ca să joci. Gazda poate porni cu { $min ->
        [one] { $min } jucător
        [few] { $min } jucători
       *[other] { $min } de jucători
    } sau mai mulți (cel mult { $max }).
table-log = Recent
table-fingerprint = Amprenta zarurilor { $fingerprint } · /game verify
table-revealed = Amprenta zarurilor { $fingerprint } · sămânță dezvăluită: /game verify
table-cancelled = Această masă a fost anulată.
table-none = niciunul

## Butoane

button-join = Intră
button-leave = Ieși
button-add_computer = Adaugă calculator
button-start = Pornește
button-cancel = Anulează
button-again = Joacă din nou
button-choose = Alege mutarea
button-go_to_table = Mergi la masă

## Fereastră

stake-title = Alege-ți miza
stake-label = Jetoane de început (de la 1 la 99)
stake-invalid = Miza este un număr întreg de la 1 la 99.

## Evenimente comune

event-joined = { $name } a intrat.
event-left = { $name } a ieșit.
event-stake_changed = { $name } și-a schimbat miza la { $stake ->
        [one] { $stake } jeton
        [few] { $stake } jetoane
       *[other] { $stake } de jetoane
    }.
event-computer_joined = { $name } (calculator) a intrat.
event-cancelled = { $name } a anulat masa.
event-forfeit = { $name } a ieșit din joc.
event-timeout = { $name } nu a jucat la timp: botul joacă în locul lui.

## Refuzuri (private)

table-unknown = Nu mai cunosc această masă. Deschide una nouă cu o comandă /… start.
table-over = Acest joc s-a încheiat.
table-not_started = Jocul nu a început încă.
table-not_seated = Nu joci la această masă.
table-forfeited = Ai ieșit din acest joc.
table-other_channel = Butonul acesta ține de o masă din alt canal.
table-unreadable = Jocul salvat al acestei mese nu a putut fi citit; gazda îl poate anula cu /game cancel.
table-moved = Masa s-a mutat ↓
table-moved_away = Masa s-a mutat mai jos în canal: joacă pe mesajul nou.
channel-no_table = Nu există niciun joc în acest canal acum.
channel-no_game = Încă nu s-a jucat niciun joc în acest canal.
channel-busy = Canalul are deja o masă.
channel-guild_only = Jocurile se joacă în canalele unui server.
option-invalid = Opțiunea nu este permisă: { $option } = { $value }.
lobby-already_started = Jocul a început deja.
lobby-host_only = Doar gazda (sau cineva cu Gestionează canalele) poate face asta.
lobby-already_seated = Ai deja un loc.
lobby-full = Masa este plină ({ $seats ->
        [one] { $seats } loc
        [few] { $seats } locuri
       *[other] { $seats } de locuri
    }).
lobby-not_seated = Nu ai loc la această masă.
lobby-too_few = Pentru a porni e nevoie de cel puțin { $needed ->
        [one] { $needed } jucător
        [few] { $needed } jucători
       *[other] { $needed } de jucători
    }.
turn-not_yours = Nu e rândul tău: e rândul lui <@{ $player }>.
turn-stale = Butonul a fost deja folosit: masa a mers mai departe.
again-not_finished = Acest joc încă se desfășoară.
again-exists = Aici e deja deschisă o masă nouă.
rules-not_your_turn = Nu e rândul tău.
rules-not_legal = Mutarea aceasta nu e permisă acum.
rules-game_over = Acest joc s-a încheiat.
rules-not_playing = Nu ești în acest joc.
error-unexpected = Ceva n-a mers de partea mea; nu s-a schimbat nimic. Încearcă din nou.
error-store_unavailable = Baza de date a jocurilor nu răspunde acum; nu s-a schimbat nimic. Încearcă din nou peste puțin timp.
bot-restarting = Pips repornește; încearcă din nou în câteva secunde.

## /game

verify-running = Masa { $table } ({ $game }): înainte de prima aruncare, Pips a arătat `{ $fingerprint }`, amprenta unei semințe secrete care decide fiecare zar. Sămânța rămâne secretă cât durează jocul. După ce se termină, /game verify dă sămânța: oricine poate verifica atunci că se potrivește cu amprenta și că a dat fiecare aruncare.
    Amprenta completă (SHA-256 al seminței): `{ $commitment }`
verify-revealed = Masa { $table } ({ $game }): înainte de prima aruncare, Pips a arătat `{ $fingerprint }`, amprenta unei semințe secrete. Acum că jocul s-a încheiat, iată sămânța: oricine poate verifica fiecare aruncare.
    Sămânța: `{ $seed }`
    Amprenta completă: `{ $commitment }`
    { $recipe }
verify-recipe = Cum se verifică: SHA-256 al seminței este amprenta (deci sămânța era fixată înainte de prima aruncare); zarurile sunt octeții HMAC-SHA256(sămânță, numărul blocului pe 8 octeți big-endian) pentru blocurile 0, 1, 2…, în ordine, sărind octeții ≥ 252; fiecare dă fața octet mod 6 + 1.
game-left = Ai ieșit din joc.
game-cancelled = Masa a fost anulată.
