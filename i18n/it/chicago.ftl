### Italian: Chicago.

chicago-action-roll = Lancia
chicago-action-reroll = Rilancia { $face } { $value }
chicago-action-reroll-pictured = Rilancia { $value }
chicago-action-keep = Tieni
chicago-option-double_roll = doppio lancio
chicago-option-three_dice = tre dadi
chicago-seat = { " " }— { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Giro { $round } di 11 — obiettivo { $target }**
chicago-winner = 🏆 { $name } vince con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }!
chicago-joint_victory = 🤝 Vittoria condivisa: { $names }, con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } ciascuno!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, non { $target }{ $then }
chicago-verdict-pair_miss = { " " }— nessuna coppia fa { $target }{ $then }
chicago-verdict-kept = : 0 punti
chicago-verdict-kept_forced = { " " }— nessun rilancio può fare { $target }: 0 punti
chicago-then-zero = : 0 punti
chicago-event-first_player = Sorteggio: { $name } lancia per primo.
chicago-event-round = Giro { $round }: obiettivo **{ $target }**.
chicago-event-roll = { $name } ha lanciato { $faces }{ $verdict }.
chicago-event-reroll = { $name } ha rilanciato il { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } tiene { $faces }{ $verdict }.
chicago-event-timeout = { $name } non ha agito in tempo: il bot fa la scelta migliore.
chicago-event-game_over = 🏁 La partita è finita.
chicago-rules = **Chicago (Rotazione)** — da 2 a 20 giocatori, 11 giri.
    Il primo giocatore è estratto a sorte; ogni giro procede in senso orario a partire da lui. Nel giro r l'obiettivo è r + 1 (giro 1: 2, … giro 11: 12).
    Nel tuo turno clicca **Lancia**: due dadi, una volta. Se la somma è l'obiettivo segni l'obiettivo, altrimenti 0. Dopo 11 giri vince il totale più alto; i primi a pari merito condividono la vittoria.
    Opzione *doppio lancio*: quando il tuo lancio non segna nulla scegli — rilanci esattamente un dado (un pulsante per dado, con la sua faccia) e conti il nuovo lancio, oppure **Tieni** (0 punti). Se nessun rilancio può segnare, Pips tiene subito il lancio per te e spiega perché.
    Opzione *tre dadi*: lanci tre dadi e segni l'obiettivo se due di essi lo sommano; il bot sceglie la coppia (la prima tra dadi 1+2, 1+3, 2+3 che funziona — ogni coppia segna lo stesso) e la mostra. Con anche il doppio lancio, dopo un lancio a vuoto puoi rilanciare uno dei tre dadi.
    Chi se ne va non segna più: i suoi punti restano sul foglio ma non può vincere. Chi esce a metà turno (un lancio a vuoto in attesa di rilancio o di Tieni) lascia vuoto quel giro. Se resta un solo giocatore, la partita finisce subito e vince lui.
    Se non agisci entro il tempo del turno (da 15 s a 1 h, predefinito 60 s) il bot gioca per te come i giocatori computer: lancia, e dopo un lancio a vuoto rilancia il dado che dà più probabilità di segnare (il primo in caso di parità).
    Ogni dado viene da un seed segreto la cui impronta SHA-256 è mostrata dall'inizio; il seed è rivelato alla fine così chiunque può verificare ogni lancio (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Gioco di dadi Chicago (Rotazione)
cmd-chicago-start = Apri un tavolo di Chicago in questo canale
cmd-chicago-double_roll = Dopo un lancio che non segna, rilancia un dado o tieni
cmd-chicago-three_dice = Lancia tre dadi; due qualsiasi che sommano l'obiettivo segnano
cmd-chicago-double_roll-name = doppio-lancio
cmd-chicago-three_dice-name = tre-dadi

## /stats

stats-chicago = Miglior punteggio: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = La probabilità di ogni posto di vincere a un tavolo di Chicago, e il punteggio atteso per giocatore

## /chicago odds: the answer

odds-header-chicago = Probabilità di vincere, per posto dal primo a giocare (ogni posto uguale: i fogli sono indipendenti):
odds-method-exact-chicago = Esatto: ogni lancio enumerato, con il rilancio migliore.

## Live chances

chicago-option-live_chances = probabilità live
