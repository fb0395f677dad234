### Italian: Bad Leftovers.

cmd-leftovers = Gioco di dadi Bad Leftovers: prendi coppie, i punti sono un male
cmd-leftovers-start = Apri un tavolo di Bad Leftovers in questo canale
leftovers-option-fixed_pile = mucchio fisso (contato per chi inizia)
leftovers-action-claim-pair = Dichiara { $claim }: prendi { $dice }
leftovers-action-claim-doubles = Dichiara { $claim }: prendi { $dice } (la tua doppia)
leftovers-action-take-pair = Prendi { $dice }
leftovers-action-take-doubles = Prendi { $dice } (la tua doppia)
leftovers-button-claim = Dichiara { $claim } · { $pairs ->
        [one] { $pairs } coppia
       *[other] { $pairs } coppie
    }
leftovers-button-back = ◀ Non { $claim }: altre dichiarazioni
leftovers-seat = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
leftovers-seat-claim = { " " }— dichiara { $claim } · { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
leftovers-seat-no_claim = { " " }— non ha dichiarato · { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
leftovers-seat-out = { " " }— fuori · { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
leftovers-round = Giro { $round } · da { $out ->
        [one] { $out } punto
       *[other] { $out } punti
    } si è fuori
leftovers-center = Centro: { $dice } ({ $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    }, { $pips ->
        [one] { $pips } punto
       *[other] { $pips } punti
    })
leftovers-event-seat_throw = Lancio per i posti: { $throws }.
leftovers-event-seats = Numeri fissi, verso sinistra: { $order }.
leftovers-event-round = Giro { $round }: { $count ->
        [one] { $count } dado lanciato
       *[other] { $count } dadi lanciati
    }; inizia { $name }.
leftovers-event-round-after_stuck = Giro { $round }: { $count ->
        [one] { $count } dado lanciato
       *[other] { $count } dadi lanciati
    }; inizia { $name }, rimasto bloccato.
leftovers-event-round-after_out = Giro { $round }: { $count ->
        [one] { $count } dado lanciato
       *[other] { $count } dadi lanciati
    }; inizia { $name }, il prossimo in gioco a sinistra di { $stuck }.
leftovers-event-claim = { $name } dichiara { $claim } per questo giro.
leftovers-event-take = { $name } prende { $dice } ({ $left ->
        [one] { $left } dado rimasto
       *[other] { $left } dadi rimasti
    }).
leftovers-event-doubles = { $name } prende la sua doppia { $dice } ({ $left ->
        [one] { $left } dado rimasto
       *[other] { $left } dadi rimasti
    }).
leftovers-event-stuck = { $name } non può prendere due dadi: gli avanzi { $dice } aggiungono { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } al suo punteggio (ora { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }).
leftovers-event-stuck-empty = { $name } non può prendere due dadi, ma il centro è vuoto: nessun punto.
leftovers-event-out = { $name } ha { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } ({ $out } o più) ed è fuori.
leftovers-event-win = 🏆 { $name } è l'ultimo in gioco e vince con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }!
leftovers-rules = **Bad Leftovers** — da 2 a 12 giocatori. I punti sono un male.
    { "*" }*Posti.** All'inizio tutti lanciano un dado: il più alto è il numero 1 (i pari rilanciano) e i numeri crescono verso sinistra (in ordine di arrivo). Quello è il tuo **numero fisso**; il numero 1 inizia il primo giro.
    { "*" }*Un giro.** Si lanciano tutti i dadi del centro: 20 per due giocatori più 3 per ogni altro giocatore ancora in gioco, ricontati a ogni giro (opzione *mucchio fisso*: contati una volta, per chi inizia, anche se qualcuno esce). Dal primo giocatore del giro verso sinistra, nel tuo turno devi prendere due dadi: due che sommano la tua **dichiarazione** per il giro, o due che mostrano entrambi il tuo numero fisso (solo numeri da 1 a 6 — un dado non ha facce più alte). Dichiari un numero da 7 a 12 con la tua prima presa del giro (altri possono dichiarare lo stesso); resta tua fino alla fine del giro. Al tuo primo turno scegli la dichiarazione, poi i due dadi: ogni pulsante Dichiara dice quante coppie il centro ha ora per essa (la tua doppia inclusa, nessun dado contato due volte); quelle impossibili sono in grigio.
    { "*" }*Bloccato.** Il primo giocatore che non può prendere due dadi resta bloccato: i punti ancora visibili al centro si aggiungono al suo punteggio e il giro finisce (centro vuoto: 0 punti). Chi è bloccato inizia il giro successivo; se è fuori, il prossimo in gioco alla sua sinistra.
    { "*" }*Fuori.** A 21 punti o più sei fuori. L'ultimo giocatore rimasto in gioco vince.
    Chi se ne va è subito fuori; il suo punteggio resta sul foglio e il giro continua senza di lui. Se non muovi entro il tempo del turno (da 15 s a 1 h, predefinito 60 s) il bot muove per te come i giocatori computer: sceglie la mossa che ti lascia più prese per la tua dichiarazione e la tua doppia, poi quella che ne lascia meno al giocatore successivo.
    `/leaderboard` mostra i punteggi della partita in corso in questo canale e la classifica del server. Chiunque può verificare ogni lancio a partita finita: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Conta i dadi del centro una volta, per chi inizia: il mucchio mantiene la sua dimensione
cmd-leftovers-fixed_pile-name = mucchio-fisso

## /stats

stats-leftovers = { $whole },{ $tenths } punti per giro (meno è meglio)

## /leftovers odds: the command picker

cmd-leftovers-odds = La probabilità di ogni posto di vincere a un tavolo di Bad Leftovers, e quanto dura una partita

## /leftovers odds: the answer

odds-header-leftovers = Probabilità di vincere, per numero di posto (il posto 1 gioca per primo):

## Live chances

leftovers-option-live_chances = probabilità live
