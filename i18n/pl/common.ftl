### Polish: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — czekamy na graczy
table-title-playing = { $game } — w grze
table-title-finished = { $game } — zakończona
table-title-cancelled = { $game } — anulowana
table-host = Gospodarz: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    } na turę
table-seats = Gracze ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(komputer)
table-seat-forfeited = { " " }— poza grą
table-seat-stake = { " " }— stawka: { $stake ->
        [one] { $stake } żeton
        [few] { $stake } żetony
        [many] { $stake } żetonów
       *[other] { $stake } żetonu
    }
table-turn = Tura: { $mention }
table-turn-deadline = { " " }· koniec { $deadline }
table-waits_for_click = Pips może aktualizować ten stół do { $time }; ruch wykonany później pojawi się po następnym kliknięciu.
ping-turn = { $mention }, twoja tura w { $game }: tura kończy się { $deadline }.
table-lobby_hint = Dołącz, aby grać. Gospodarz może zacząć od { $min ->
        [one] { $min } gracza
        [few] { $min } graczy
        [many] { $min } graczy
       *[other] { $min } graczy
    } (najwyżej { $max }).
table-log = Ostatnio
table-fingerprint = Odcisk kości { $fingerprint } · /game verify
table-revealed = Odcisk kości { $fingerprint } · ziarno ujawnione: /game verify
table-cancelled = Ten stół został anulowany.
table-none = brak
button-join = Dołącz
button-leave = Odejdź
button-add_computer = Dodaj komputer
button-start = Start
button-cancel = Anuluj
button-again = Zagraj ponownie
button-choose = Wybierz ruch
button-go_to_table = Przejdź do stołu
stake-title = Wybierz stawkę
stake-label = Żetony na start (od 1 do 99)
stake-invalid = Stawka to liczba całkowita od 1 do 99.
event-joined = { $name } dołącza.
event-left = { $name } odchodzi.
event-stake_changed = { $name } zmienia stawkę na { $stake ->
        [one] { $stake } żeton
        [few] { $stake } żetony
        [many] { $stake } żetonów
       *[other] { $stake } żetonu
    }.
event-computer_joined = { $name } (komputer) dołącza.
event-cancelled = { $name } anuluje stół.
event-forfeit = { $name } opuszcza grę.
event-timeout = Czas minął ({ $name }): bot gra za gracza.
table-unknown = Ten stół nie jest już dostępny. Otwórz nowy poleceniem /… start.
table-over = Ta gra jest skończona.
table-not_started = Gra jeszcze się nie zaczęła.
table-not_seated = Nie grasz przy tym stole.
table-forfeited = Nie bierzesz już udziału w tej grze.
table-other_channel = Ten przycisk należy do stołu na innym kanale.
table-unreadable = Nie da się odczytać zapisanej gry tego stołu; gospodarz może ją anulować przez /game cancel.
table-moved = Stół przeniesiony ↓
table-moved_away = Ten stół przeniósł się niżej na kanale: graj w nowej wiadomości.
channel-no_table = Na tym kanale nie ma teraz gry.
channel-no_game = Na tym kanale nie rozegrano jeszcze żadnej gry.
channel-busy = Na tym kanale już jest stół.
channel-guild_only = Gry toczą się na kanałach serwera.
option-invalid = Ta opcja jest niedozwolona: { $option } = { $value }.
lobby-already_started = Gra już się zaczęła.
lobby-host_only = Tylko gospodarz (lub ktoś z uprawnieniem Zarządzanie kanałem) może to zrobić.
lobby-already_seated = Już siedzisz przy stole.
lobby-full = Stół jest pełny ({ $seats ->
        [one] { $seats } miejsce
        [few] { $seats } miejsca
        [many] { $seats } miejsc
       *[other] { $seats } miejsca
    }).
lobby-not_seated = Nie siedzisz przy tym stole.
lobby-too_few = Do startu potrzeba co najmniej { $needed ->
        [one] { $needed } gracza
        [few] { $needed } graczy
        [many] { $needed } graczy
       *[other] { $needed } graczy
    }.
turn-not_yours = To nie twoja tura: teraz gra <@{ $player }>.
turn-stale = Ten przycisk został już użyty: stół poszedł dalej.
again-not_finished = Ta gra wciąż trwa.
again-exists = Nowy stół jest już tu otwarty.
rules-not_your_turn = To nie twoja tura.
rules-not_legal = Ten ruch jest teraz niedozwolony.
rules-game_over = Ta gra jest skończona.
rules-not_playing = Nie bierzesz udziału w tej grze.
error-unexpected = Coś poszło nie tak po mojej stronie; nic nie zmieniono. Spróbuj ponownie.
error-store_unavailable = Baza danych gier teraz nie odpowiada; nic nie zmieniono. Spróbuj za chwilę.
bot-restarting = Pips uruchamia się ponownie; spróbuj za kilka sekund.
verify-running = Stół { $table } ({ $game }): przed pierwszym rzutem Pips pokazał `{ $fingerprint }`, odcisk tajnego ziarna, które decyduje o każdej kości. Ziarno pozostaje tajne w trakcie gry. Po jej końcu /game verify podaje ziarno: każdy może wtedy sprawdzić, że pasuje do odcisku i dało każdy rzut.
    Pełny odcisk (SHA-256 ziarna): `{ $commitment }`
verify-revealed = Stół { $table } ({ $game }): przed pierwszym rzutem Pips pokazał `{ $fingerprint }`, odcisk tajnego ziarna. Gra jest skończona, oto ziarno: każdy może sprawdzić każdy rzut.
    Ziarno: `{ $seed }`
    Pełny odcisk: `{ $commitment }`
    { $recipe }
verify-recipe = Jak sprawdzić: SHA-256 ziarna to odcisk (więc ziarno było ustalone przed pierwszym rzutem); kości to bajty HMAC-SHA256(ziarno, numer bloku jako 8 bajtów big-endian) dla bloków 0, 1, 2…, po kolei, z pominięciem bajtów ≥ 252, każdy daje oczka: bajt mod 6 + 1.
game-left = Opuszczasz grę.
game-cancelled = Stół został anulowany.
