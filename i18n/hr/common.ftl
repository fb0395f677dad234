### Croatian: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — čekaju se igrači
table-title-playing = { $game } — u tijeku
table-title-finished = { $game } — završeno
table-title-cancelled = { $game } — otkazano
table-host = Domaćin: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekunde
       *[other] { $seconds } sekundi
    } po potezu
table-seats = Igrači ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(računalo)
table-seat-forfeited = { " " }— izvan igre
table-seat-stake = { " " }— ulog: { $stake ->
        [one] { $stake } žeton
        [few] { $stake } žetona
       *[other] { $stake } žetona
    }
table-turn = Potez: { $mention }
table-turn-deadline = { " " }· završava { $deadline }
table-waits_for_click = Pips može ažurirati ovaj stol do { $time }; potez odigran nakon toga prikazuje se pri sljedećem kliku.
ping-turn = { $mention }, vaš je potez u igri { $game }: potez završava { $deadline }.
table-lobby_hint = Pridružite se i igrajte. Domaćin može početi s { $min ->
        [one] { $min } igračem
        [few] { $min } igrača
       *[other] { $min } igrača
    } ili više (najviše { $max }).
table-log = Nedavno
table-fingerprint = Otisak kocaka { $fingerprint } · /game verify
table-revealed = Otisak kocaka { $fingerprint } · sjeme otkriveno: /game verify
table-cancelled = Ovaj stol je otkazan.
table-none = nitko
button-join = Pridruži se
button-leave = Napusti
button-add_computer = Dodaj računalo
button-start = Započni
button-cancel = Otkaži
button-again = Igraj ponovno
button-choose = Odaberi potez
button-go_to_table = Idi do stola
stake-title = Odaberite ulog
stake-label = Početni žetoni (1 do 99)
stake-invalid = Ulog je cijeli broj od 1 do 99.
event-joined = { $name } se pridružuje.
event-left = { $name } odlazi.
event-stake_changed = { $name } mijenja ulog na { $stake ->
        [one] { $stake } žeton
        [few] { $stake } žetona
       *[other] { $stake } žetona
    }.
event-computer_joined = { $name } (računalo) se pridružuje.
event-cancelled = { $name } otkazuje stol.
event-forfeit = { $name } napušta igru.
event-timeout = Vrijeme je isteklo ({ $name }): bot igra umjesto igrača.
table-unknown = Ovaj stol više nije dostupan. Otvorite novi naredbom /… start.
table-over = Ova igra je gotova.
table-not_started = Igra još nije počela.
table-not_seated = Ne igrate za ovim stolom.
table-forfeited = Napustili ste ovu igru.
table-other_channel = Taj gumb pripada stolu u drugom kanalu.
table-unreadable = Spremljenu igru ovog stola nije moguće pročitati; domaćin je može otkazati s /game cancel.
table-moved = Stol se premjestio ↓
table-moved_away = Ovaj stol se premjestio niže u kanalu: igrajte u novoj poruci.
channel-no_table = U ovom kanalu trenutno nema igre.
channel-no_game = U ovom kanalu još se nije igralo.
channel-busy = U ovom kanalu već postoji stol.
channel-guild_only = Igre se igraju u kanalima poslužitelja.
option-invalid = Ta opcija nije dopuštena: { $option } = { $value }.
lobby-already_started = Igra je već počela.
lobby-host_only = To može samo domaćin (ili netko s dopuštenjem Upravljanje kanalom).
lobby-already_seated = Već sjedite za stolom.
lobby-full = Stol je pun ({ $seats ->
        [one] { $seats } mjesto
        [few] { $seats } mjesta
       *[other] { $seats } mjesta
    }).
lobby-not_seated = Ne sjedite za ovim stolom.
lobby-too_few = Za početak treba barem { $needed ->
        [one] { $needed } igrač
        [few] { $needed } igrača
       *[other] { $needed } igrača
    }.
turn-not_yours = Nije vaš potez: igra <@{ $player }>.
turn-stale = Taj gumb je već upotrijebljen: igra je otišla dalje.
again-not_finished = Ova igra još traje.
again-exists = Novi stol je već otvoren ovdje.
rules-not_your_turn = Nije vaš potez.
rules-not_legal = Taj potez sada nije dopušten.
rules-game_over = Ova igra je gotova.
rules-not_playing = Niste u ovoj igri.
error-unexpected = Nešto je pošlo po zlu s moje strane; ništa nije promijenjeno. Pokušajte ponovno.
error-store_unavailable = Baza podataka igara trenutno ne odgovara; ništa nije promijenjeno. Pokušajte za trenutak.
bot-restarting = Pips se ponovno pokreće; pokušajte za nekoliko sekundi.
verify-running = Stol { $table } ({ $game }): prije prvog bacanja Pips je prikazao `{ $fingerprint }`, otisak tajnog sjemena koje određuje svaku kocku. Sjeme ostaje tajno dok igra traje. Kad završi, /game verify daje sjeme: svatko tada može provjeriti da odgovara otisku i da je dalo svako bacanje.
    Puni otisak (SHA-256 sjemena): `{ $commitment }`
verify-revealed = Stol { $table } ({ $game }): prije prvog bacanja Pips je prikazao `{ $fingerprint }`, otisak tajnog sjemena. Igra je gotova, evo sjemena: svatko može provjeriti svako bacanje.
    Sjeme: `{ $seed }`
    Puni otisak: `{ $commitment }`
    { $recipe }
verify-recipe = Kako provjeriti: SHA-256 sjemena je otisak (dakle sjeme je bilo određeno prije prvog bacanja); kocke su bajtovi HMAC-SHA256(sjeme, broj bloka kao 8 bajtova big-endian) za blokove 0, 1, 2…, redom, preskačući bajtove ≥ 252, a svaki daje broj: bajt mod 6 + 1.
game-left = Napustili ste igru.
game-cancelled = Stol je otkazan.
