### Finnish: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — odottaa pelaajia
table-title-playing = { $game } — käynnissä
table-title-finished = { $game } — päättynyt
table-title-cancelled = { $game } — peruttu
table-host = Isäntä: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekunti
       *[other] { $seconds } sekuntia
    } vuorossa
table-seats = Pelaajat ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(kone)
table-seat-forfeited = { " " }— lähti pelistä
table-seat-stake = { " " }— panos: { $stake ->
        [one] { $stake } merkki
       *[other] { $stake } merkkiä
    }
table-turn = Vuoro: { $mention }
table-turn-deadline = { " " }· päättyy { $deadline }
table-waits_for_click = Pips voi päivittää tätä pöytää kello { $time } asti; sen jälkeen tehty siirto näkyy seuraavalla napsautuksella.
ping-turn = { $mention }, sinun vuorosi pelissä { $game }: vuoro päättyy { $deadline }.
table-lobby_hint = Liity pelataksesi. Isäntä voi aloittaa, kun pelaajia on { $min ->
        [one] { $min }
       *[other] { $min }
    } tai enemmän (enintään { $max }).
table-log = Viimeisimmät
table-fingerprint = Noppien sormenjälki { $fingerprint } · /game verify
table-revealed = Noppien sormenjälki { $fingerprint } · siemen paljastettu: /game verify
table-cancelled = Tämä pöytä peruttiin.
table-none = ei mitään

## Buttons

button-join = Liity
button-leave = Poistu
button-add_computer = Lisää kone
button-start = Aloita
button-cancel = Peru
button-again = Pelaa uudelleen
button-choose = Valitse siirtosi
button-go_to_table = Pöytään

## Modal

stake-title = Valitse panoksesi
stake-label = Aloitusmerkit (1–99)
stake-invalid = Panos on kokonaisluku 1–99.

## Events any game shows

event-joined = { $name } liittyi.
event-left = { $name } lähti.
event-stake_changed = { $name } muutti panoksensa: { $stake ->
        [one] { $stake } merkki
       *[other] { $stake } merkkiä
    }.
event-computer_joined = { $name } (kone) liittyi.
event-cancelled = { $name } perui pöydän.
event-forfeit = { $name } lähti pelistä.
event-timeout = { $name } ei toiminut ajoissa: botti pelaa hänen puolestaan.

## Refusals (ephemeral)

table-unknown = En tunne tätä pöytää enää. Avaa uusi /… start -komennolla.
table-over = Tämä peli on päättynyt.
table-not_started = Peli ei ole vielä alkanut.
table-not_seated = Et pelaa tässä pöydässä.
table-forfeited = Olet poistunut tästä pelistä.
table-other_channel = Tuo painike kuuluu toisen kanavan pöytään.
table-unreadable = Tämän pöydän tallennettua peliä ei voitu lukea; isäntä voi lopettaa sen komennolla /game cancel.
table-moved = Pöytä siirtyi ↓
table-moved_away = Tämä pöytä siirtyi alemmas kanavalla: jatka uudessa viestissä.
channel-no_table = Tällä kanavalla ei ole nyt peliä.
channel-no_game = Tällä kanavalla ei ole vielä pelattu.
channel-busy = Tällä kanavalla on jo pöytä.
channel-guild_only = Pelejä pelataan palvelimen kanavilla.
option-invalid = Asetus ei ole sallittu: { $option } = { $value }.
lobby-already_started = Peli on jo alkanut.
lobby-host_only = Vain isäntä (tai joku, jolla on Hallitse kanavaa) voi tehdä sen.
lobby-already_seated = Olet jo pöydässä.
lobby-full = Pöytä on täynnä ({ $seats ->
        [one] { $seats } paikka
       *[other] { $seats } paikkaa
    }).
lobby-not_seated = Et istu tässä pöydässä.
lobby-too_few = Aloittamiseen tarvitaan vähintään { $needed ->
        [one] { $needed } pelaaja
       *[other] { $needed } pelaajaa
    }.
turn-not_yours = Ei ole sinun vuorosi: vuorossa on <@{ $player }>.
turn-stale = Painiketta on jo käytetty: pöytä on edennyt.
again-not_finished = Tämä peli on vielä käynnissä.
again-exists = Täällä on jo uusi pöytä auki.
rules-not_your_turn = Ei ole sinun vuorosi.
rules-not_legal = Siirto ei ole nyt sallittu.
rules-game_over = Tämä peli on päättynyt.
rules-not_playing = Et ole mukana tässä pelissä.
error-unexpected = Jokin meni vikaan minun päässäni; mitään ei muutettu. Yritä uudelleen.
error-store_unavailable = Pelitietokanta ei vastaa juuri nyt; mitään ei muutettu. Yritä hetken päästä uudelleen.
bot-restarting = Pips käynnistyy uudelleen; yritä muutaman sekunnin päästä.

## /game

verify-running = Pöytä { $table } ({ $game }): ennen ensimmäistä heittoa Pips näytti tunnisteen `{ $fingerprint }`, salaisen siemenen sormenjäljen; siemen ratkaisee jokaisen nopan. Siemen pysyy salaisena pelin ajan. Pelin päätyttyä /game verify antaa siemenen: kuka tahansa voi silloin tarkistaa, että se vastaa sormenjälkeä ja tuotti jokaisen heiton.
    Koko sormenjälki (siemenen SHA-256): `{ $commitment }`
verify-revealed = Pöytä { $table } ({ $game }): ennen ensimmäistä heittoa Pips näytti tunnisteen `{ $fingerprint }`, salaisen siemenen sormenjäljen. Peli on päättynyt, joten tässä on siemen: kuka tahansa voi tarkistaa jokaisen heiton.
    Siemen: `{ $seed }`
    Koko sormenjälki: `{ $commitment }`
    { $recipe }
verify-recipe = Näin tarkistat: siemenen SHA-256 on sormenjälki (siemen oli siis kiinnitetty ennen ensimmäistä heittoa); nopat ovat HMAC-SHA256(siemen, lohkon numero 8 tavuna big-endian) -tavut lohkoille 0, 1, 2…, järjestyksessä, tavut ≥ 252 ohitetaan, kukin antaa silmäluvun tavu mod 6 + 1.
game-left = Poistuit pelistä.
game-cancelled = Pöytä peruttiin.
