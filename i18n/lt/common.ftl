### Lithuanian: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — laukiama žaidėjų
table-title-playing = { $game } — žaidžiama
table-title-finished = { $game } — baigta
table-title-cancelled = { $game } — atšaukta
table-host = Šeimininkas: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekundė
        [few] { $seconds } sekundės
        [many] { $seconds } sekundės
       *[other] { $seconds } sekundžių
    } ėjimui
table-seats = Žaidėjai ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(kompiuteris)
table-seat-forfeited = { " " }— paliko žaidimą
table-seat-stake = { " " }— statymas: { $stake ->
        [one] { $stake } žetonas
        [few] { $stake } žetonai
        [many] { $stake } žetono
       *[other] { $stake } žetonų
    }
table-turn = Ėjimas: { $mention }
table-turn-deadline = { " " }· baigiasi { $deadline }
table-waits_for_click = Pips gali atnaujinti šį stalą iki { $time }; vėliau atliktas ėjimas bus parodytas po kito paspaudimo.
ping-turn = { $mention }, jūsų ėjimas žaidime { $game }: ėjimas baigiasi { $deadline }.
table-lobby_hint = Prisijunkite ir žaiskite. Šeimininkas gali pradėti, kai žaidėjų yra bent { $min } (daugiausia { $max }).
table-log = Naujausi įvykiai
table-fingerprint = Kauliukų atspaudas { $fingerprint } · /game verify
table-revealed = Kauliukų atspaudas { $fingerprint } · sėkla atskleista: /game verify
table-cancelled = Šis stalas atšauktas.
table-none = nėra
button-join = Prisijungti
button-leave = Išeiti
button-add_computer = Pridėti kompiuterį
button-start = Pradėti
button-cancel = Atšaukti
button-again = Žaisti dar kartą
button-choose = Pasirinkti ėjimą
button-go_to_table = Eiti prie stalo
stake-title = Pasirinkite statymą
stake-label = Pradiniai žetonai (nuo 1 iki 99)
stake-invalid = Statymas yra sveikasis skaičius nuo 1 iki 99.
event-joined = { $name } prisijungia.
event-left = { $name } išeina.
event-stake_changed = { $name } keičia statymą: { $stake ->
        [one] { $stake } žetonas
        [few] { $stake } žetonai
        [many] { $stake } žetono
       *[other] { $stake } žetonų
    }.
event-computer_joined = { $name } (kompiuteris) prisijungia.
event-cancelled = { $name } atšaukia stalą.
event-forfeit = { $name } palieka žaidimą.
event-timeout = { $name } nespėjo: botas žaidžia už žaidėją.
table-unknown = Šis stalas nebepasiekiamas. Atidarykite naują komanda /… start.
table-over = Šis žaidimas baigtas.
table-not_started = Žaidimas dar neprasidėjo.
table-not_seated = Jūs nežaidžiate prie šio stalo.
table-forfeited = Jūs palikote šį žaidimą.
table-other_channel = Šis mygtukas priklauso stalui kitame kanale.
table-unreadable = Šio stalo išsaugoto žaidimo nepavyko perskaityti; šeimininkas gali jį atšaukti per /game cancel.
table-moved = Stalas persikėlė ↓
table-moved_away = Šis stalas persikėlė žemiau kanale: žaiskite naujoje žinutėje.
channel-no_table = Šiame kanale dabar nėra žaidimo.
channel-no_game = Šiame kanale dar nebuvo žaista.
channel-busy = Šiame kanale jau yra stalas.
channel-guild_only = Žaidžiama serverio kanaluose.
option-invalid = Ši parinktis neleidžiama: { $option } = { $value }.
lobby-already_started = Žaidimas jau prasidėjo.
lobby-host_only = Tai gali tik šeimininkas (arba kas turi „Tvarkyti kanalą“).
lobby-already_seated = Jūs jau sėdite prie stalo.
lobby-full = Stalas pilnas ({ $seats ->
        [one] { $seats } vieta
        [few] { $seats } vietos
        [many] { $seats } vietos
       *[other] { $seats } vietų
    }).
lobby-not_seated = Jūs nesėdite prie šio stalo.
lobby-too_few = Pradėti reikia bent { $needed ->
        [one] { $needed } žaidėjo
        [few] { $needed } žaidėjų
        [many] { $needed } žaidėjo
       *[other] { $needed } žaidėjų
    }.
turn-not_yours = Ne jūsų ėjimas: eina <@{ $player }>.
turn-stale = Šis mygtukas jau panaudotas: žaidimas nuėjo toliau.
again-not_finished = Šis žaidimas dar vyksta.
again-exists = Naujas stalas čia jau atidarytas.
rules-not_your_turn = Ne jūsų ėjimas.
rules-not_legal = Šis ėjimas dabar neleidžiamas.
rules-game_over = Šis žaidimas baigtas.
rules-not_playing = Jūs nedalyvaujate šiame žaidime.
error-unexpected = Mano pusėje kažkas nepavyko; niekas nepakeista. Bandykite dar kartą.
error-store_unavailable = Žaidimų duomenų bazė dabar neatsako; niekas nepakeista. Bandykite po akimirkos.
bot-restarting = Pips paleidžiamas iš naujo; bandykite po kelių sekundžių.
verify-running = Stalas { $table } ({ $game }): prieš pirmą metimą Pips parodė `{ $fingerprint }` — slaptos sėklos, lemiančios kiekvieną kauliuką, atspaudą. Kol žaidimas vyksta, sėkla lieka slapta. Jam pasibaigus, /game verify pateikia sėklą: tada kiekvienas gali patikrinti, kad ji atitinka atspaudą ir davė kiekvieną metimą.
    Visas atspaudas (sėklos SHA-256): `{ $commitment }`
verify-revealed = Stalas { $table } ({ $game }): prieš pirmą metimą Pips parodė `{ $fingerprint }` — slaptos sėklos atspaudą. Žaidimas baigtas, štai sėkla: kiekvienas gali patikrinti kiekvieną metimą.
    Sėkla: `{ $seed }`
    Visas atspaudas: `{ $commitment }`
    { $recipe }
verify-recipe = Kaip patikrinti: sėklos SHA-256 yra atspaudas (taigi sėkla buvo nustatyta prieš pirmą metimą); kauliukai yra HMAC-SHA256(sėkla, bloko numeris kaip 8 baitai big-endian) baitai blokams 0, 1, 2… iš eilės, praleidžiant baitus ≥ 252, kiekvienas duoda akis: baitas mod 6 + 1.
game-left = Jūs palikote žaidimą.
game-cancelled = Stalas atšauktas.
