### Italian: Buck Dice.

buck-action-throw = Lancia
buck-button-again = Rivincita
buck-option-fewer_dice = meno dadi (due a 13, uno a 14)
buck-option-point_per_throw = un punto per lancio

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } · lancia due dadi
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } · lancia un dado
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 perdente con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }

## The whole game

buck-point = 🎯 Numero punto: **{ $point }** { $face }
buck-shooter-opening = Primo lanciatore: { $shooter } (il più alto nel lancio d'ordine)
buck-shooter-rotated = Partita { $game }: { $shooter } lancia per primo, un posto a sinistra del primo lanciatore precedente
buck-loser = 💀 **Perdente: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Lancio d'ordine: { $throws }.
buck-event-order_throw-order-again = 🎲 Tutti pari, tutti rilanciano: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Pari per il più alto, rilancio: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Pari per il più basso, rilancio: { $throws }.
buck-throws-extremes = più alto { $high } { $top }, più basso { $low } { $bottom }
buck-throws-highest = più alto { $high } { $top }
buck-throws-lowest = più basso { $low } { $bottom }
buck-throws-all_tied = tutti hanno fatto { $face }
buck-throws-more = { $names } e { $others ->
        [one] { $others } altro
       *[other] { $others } altri
    }
buck-event-first_shooter-opening = { $name } ha fatto il più alto e lancia per primo.
buck-event-first_shooter-rotated = Partita { $game }: { $name } lancia per primo (inizio spostato di un posto a sinistra).
buck-event-point_throw = 🎯 { $name } ha lanciato il numero punto: **{ $point }** { $face }.
buck-event-throw-normal = { $name } ha lanciato { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } ha lanciato { $faces }: nessun numero punto{ $then }
buck-event-throw-big_buck = { $name } ha lanciato { $faces }: **BIG BUCK!** Dritto a 15{ $then }
buck-event-throw-little_buck = { $name } ha lanciato { $faces }: **little buck**, +5 → { $score }; turno finito{ $then }
buck-event-throw-overshoot = { $name } ha lanciato { $faces }: **sforato** ({ $would_be } > 15): niente punti{ $then }
buck-then-again = { " " }— rilancia.
buck-then-pass = { " " }— i dadi passano.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }A 13: da ora due dadi.
buck-note-dice-1 = { " " }A 14: da ora un dado.
buck-event-made_buck = ✅ { $name } ha esattamente 15: un buck (#{ $place }). Si ritira, al sicuro dalla sconfitta.
buck-event-left_rotation = { $name } lascia il giro; lancia { $next }.
buck-event-loser-throw = 💀 { $name } è l'ultimo rimasto: **il perdente**, con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }.
buck-event-loser-forfeit = 💀 { $name } se n'è andato mentre lanciava contro un solo altro giocatore: **il perdente**.

## Help

buck-rules = **Buck Dice** — da 2 a 20 giocatori, tre dadi. Fai esattamente 15; l'ultimo rimasto perde.
    { "*" }*Apertura** (all'Avvio): tutti lanciano un dado. Il più alto lancia per primo; il più basso lancia un dado per il **numero punto**. Se sono tutti pari, tutti rilanciano (così sono sempre due giocatori diversi); poi i pari per il più alto, e quindi i pari per il più basso, rilanciano tra loro.
    { "*" }*Il tuo turno**: premi Lancia. Ogni dado che mostra il numero punto vale un punto (3-3-6 con punto 3 vale 2) e rilanci; un lancio senza numero punto passa i dadi a sinistra.
    { "*" }*Big buck**: tre numeri punto portano il tuo punteggio a 15, qualunque fosse (anche 13 o 14).
    { "*" }*Little buck**: un tris che non è il numero punto vale 5, e i dadi passano (da 10 fa esattamente 15).
    { "*" }*Sforare**: un lancio che ti porterebbe oltre 15 (little buck compreso) non conta: rilancia.
    A esattamente 15 hai fatto un buck e ti ritiri; il tavolo elenca l'ordine dei buck.
    Opzione *meno dadi*: a 13 punti lanci due dadi, a 14 uno. Il numero punto ti fa comunque tenere il turno; big e little buck richiedono tre dadi, e non puoi sforare.
    Opzione *un punto per lancio*: un lancio con il numero punto vale un punto anche se lo mostrano più dadi (il big buck fa sempre 15).
    { "*" }*Rivincita**: stesse opzioni; gli ultimi giocatori rientrano con un clic. Il primo lanciatore si sposta di un posto a sinistra tra chi gioca e il giocatore alla sua destra lancia il nuovo numero punto.
    { "*" }*Uscire** (`/game leave`, o rimosso dall'host): se lanci ancora contro un solo altro giocatore, sei il perdente (l'altro si salva); altrimenti lasci solo il giro, né vincitore né perdente (i dadi passano se era il tuo turno), e un buck che hai fatto resta tuo.
    Se non lanci entro il tempo del turno (da 15 s a 1 h, predefinito 60 s) il bot lancia per te.
    I dadi vengono da un seed segreto fissato in anticipo (impronta SHA-256 visibile dall'inizio), rivelato alla fine: chiunque può verificare ogni lancio (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: fai esattamente 15, l'ultimo rimasto perde
cmd-buck-start = Apri un tavolo di Buck Dice in questo canale
cmd-buck-fewer_dice = Lancia due dadi a 13 punti e un dado a 14
cmd-buck-point_per_throw = Un lancio che mostra il numero punto vale un punto, qualunque sia il numero di dadi che lo mostrano
cmd-buck-fewer_dice-name = meno-dadi
cmd-buck-point_per_throw-name = punto-per-lancio

## /stats

stats-buck = Rimasto ultimo (sconfitte): { $times ->
        [one] { $times } volta
       *[other] { $times } volte
    }

## /buck odds: the command picker

cmd-buck-odds = La probabilità di ogni posto di perdere a un tavolo di Buck Dice, e quanto dura una partita

## /buck odds: the answer

odds-header-buck = Probabilità di **perdere** (restare ultimo), per posto dal primo lanciatore:
odds-method-exact-buck = Esatto: programmazione dinamica su punteggi e turni.

## Live chances

cmd-buck-live_chances = Mostra accanto al punteggio la probabilità di perdere di ogni giocatore, aggiornata a ogni lancio
cmd-buck-live_chances-name = probabilità-live
buck-option-live_chances = probabilità live di perdere
