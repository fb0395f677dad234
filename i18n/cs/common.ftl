### Czech: what every game shares (tables, lobby, refusals, /game).

table-title-lobby = { $game } — čeká se na hráče
table-title-playing = { $game } — hraje se
table-title-finished = { $game } — skončeno
table-title-cancelled = { $game } — zrušeno
table-host = Hostitel: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekundy
       *[other] { $seconds } sekund
    } na tah
table-seats = Hráči ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(počítač)
table-seat-forfeited = { " " }— mimo hru
table-seat-stake = { " " }— sázka: { $stake ->
        [one] { $stake } žeton
        [few] { $stake } žetony
        [many] { $stake } žetonu
       *[other] { $stake } žetonů
    }
table-turn = Tah: { $mention }
table-turn-deadline = { " " }· konec { $deadline }
table-waits_for_click = Pips může tento stůl aktualizovat do { $time }; tah provedený později se ukáže při dalším kliknutí.
ping-turn = { $mention }, jste na tahu ve hře { $game }: tah končí { $deadline }.
table-lobby_hint = Přidejte se a hrajte. Hostitel může začít od { $min ->
        [one] { $min } hráče
        [few] { $min } hráčů
       *[other] { $min } hráčů
    } (nejvýš { $max }).
table-log = Nedávno
table-fingerprint = Otisk kostek { $fingerprint } · /game verify
table-revealed = Otisk kostek { $fingerprint } · seed odhalen: /game verify
table-cancelled = Tento stůl byl zrušen.
table-none = nikdo
button-join = Přidat se
button-leave = Odejít
button-add_computer = Přidat počítač
button-start = Start
button-cancel = Zrušit
button-again = Hrát znovu
button-choose = Zvolit tah
button-go_to_table = Ke stolu
stake-title = Zvolte sázku
stake-label = Žetony na začátek (1 až 99)
stake-invalid = Sázka je celé číslo od 1 do 99.
event-joined = { $name } se přidává.
event-left = { $name } odchází.
event-stake_changed = { $name } mění sázku na { $stake ->
        [one] { $stake } žeton
        [few] { $stake } žetony
        [many] { $stake } žetonu
       *[other] { $stake } žetonů
    }.
event-computer_joined = { $name } (počítač) se přidává.
event-cancelled = { $name } ruší stůl.
event-forfeit = { $name } opouští hru.
event-timeout = Čas vypršel ({ $name }): tah hraje bot.
table-unknown = Tento stůl už není k dispozici. Založte nový příkazem /… start.
table-over = Tato hra skončila.
table-not_started = Hra ještě nezačala.
table-not_seated = U tohoto stolu nehrajete.
table-forfeited = Tuto hru jste opustili.
table-other_channel = Toto tlačítko patří ke stolu v jiném kanálu.
table-unreadable = Uloženou hru tohoto stolu nelze přečíst; hostitel ji může zrušit přes /game cancel.
table-moved = Stůl se přesunul ↓
table-moved_away = Tento stůl se přesunul níž v kanálu: hrajte v nové zprávě.
channel-no_table = V tomto kanálu teď žádná hra neběží.
channel-no_game = V tomto kanálu se ještě nehrálo.
channel-busy = V tomto kanálu už stůl je.
channel-guild_only = Hry se hrají v kanálech serveru.
option-invalid = Tato volba není povolena: { $option } = { $value }.
lobby-already_started = Hra už začala.
lobby-host_only = To může jen hostitel (nebo někdo s oprávněním Spravovat kanál).
lobby-already_seated = Už sedíte u stolu.
lobby-full = Stůl je plný ({ $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
        [many] { $seats } místa
       *[other] { $seats } míst
    }).
lobby-not_seated = U tohoto stolu nesedíte.
lobby-too_few = Ke startu je potřeba aspoň { $needed ->
        [one] { $needed } hráč
        [few] { $needed } hráči
        [many] { $needed } hráče
       *[other] { $needed } hráčů
    }.
turn-not_yours = Nejste na tahu: hraje <@{ $player }>.
turn-stale = Toto tlačítko už bylo použito: hra pokročila.
again-not_finished = Tato hra ještě běží.
again-exists = Nový stůl už je tu otevřený.
rules-not_your_turn = Nejste na tahu.
rules-not_legal = Tento tah teď není povolen.
rules-game_over = Tato hra skončila.
rules-not_playing = V této hře nehrajete.
error-unexpected = Na mé straně se něco pokazilo; nic se nezměnilo. Zkuste to prosím znovu.
error-store_unavailable = Databáze her teď neodpovídá; nic se nezměnilo. Zkuste to za chvíli.
bot-restarting = Pips se restartuje; zkuste to za pár sekund.
verify-running = Stůl { $table } ({ $game }): před prvním hodem Pips ukázal `{ $fingerprint }`, otisk tajného seedu, který určuje každou kostku. Během hry zůstává seed tajný. Po jejím konci /game verify seed vydá: kdokoli pak může ověřit, že odpovídá otisku a dal každý hod.
    Celý otisk (SHA-256 seedu): `{ $commitment }`
verify-revealed = Stůl { $table } ({ $game }): před prvním hodem Pips ukázal `{ $fingerprint }`, otisk tajného seedu. Hra skončila, tady je seed: kdokoli může ověřit každý hod.
    Seed: `{ $seed }`
    Celý otisk: `{ $commitment }`
    { $recipe }
verify-recipe = Jak ověřit: SHA-256 seedu je otisk (seed byl tedy pevně dán před prvním hodem); kostky jsou bajty HMAC-SHA256(seed, číslo bloku jako 8 bajtů big-endian) pro bloky 0, 1, 2… popořadě, bajty ≥ 252 se přeskakují, každý dává číslo: bajt mod 6 + 1.
game-left = Opustili jste hru.
game-cancelled = Stůl byl zrušen.
