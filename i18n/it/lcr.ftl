### Italian: LCR.

lcr-action-roll = Lancia
lcr-option-dice-by--chips = dadi secondo i gettoni
lcr-option-dice-always--three = sempre tre dadi
lcr-option-dot_to_win = vincere solo con facce a punto
lcr-option-stakes = scegli la puntata
lcr-seat = { " " }— { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    }
lcr-pot = Piatto: { $pot ->
        [one] { $pot } gettone
       *[other] { $pot } gettoni
    } · { $dealt ->
        [one] { $dealt } gettone
       *[other] { $dealt } gettoni
    } in gioco
lcr-hand = { " " }· mano { $hand } (piatto doppio)
lcr-last_holder = { $name } ha tutti i gettoni rimasti: vince solo se tutti i dadi mostrano il punto (•); una L o una R fa continuare.
lcr-event-deal = Tutti ricevono i loro gettoni.
lcr-event-roll = { $name } ha lanciato { $faces }: { $moves }.
lcr-event-roll-nothing = non si muove nulla
lcr-event-roll-idle = { $faces } senza effetto: niente gettoni
lcr-event-roll-no_win = non tutte facce a punto: niente vittoria, si continua
lcr-event-move-seat = { $count } a { $target }
lcr-event-move-pot = { $count } al piatto
lcr-event-win = 🏆 { $name } vince { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    }!
lcr-event-double_pot = Nessuno ha gettoni: il piatto di { $pot ->
        [one] { $pot } gettone
       *[other] { $pot } gettoni
    } resta e tutti ricevono gettoni nuovi (mano { $hand }).
lcr-event-double_pot-next = Nessuno ha gettoni: il piatto di { $pot ->
        [one] { $pot } gettone
       *[other] { $pot } gettoni
    } resta e tutti ricevono gettoni nuovi (mano { $hand }); { $next } lancia per primo.
lcr-event-chips_to_pot = { $name } mette { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    } nel piatto.
lcr-rules = **LCR (Sinistra Centro Destra)** — da 3 a 20 giocatori, ognuno inizia con 3 gettoni.
    Nel tuo turno lanci un dado per ogni gettone che hai, al massimo tre (opzione *sempre tre dadi*: tre dadi finché hai un gettone; risolti da sinistra a destra, finiti i gettoni gli altri non fanno nulla). Senza gettoni salti il turno ma resti in gioco.
    Le facce 1–3 mostrano un punto (•: nulla), 4 = **L** (sinistra): un gettone al giocatore alla tua sinistra (il posto successivo), 5 = **C** (centro): un gettone al piatto, 6 = **R** (destra): un gettone al giocatore alla tua destra (il posto precedente).
    Quando solo un giocatore ha gettoni, vince i suoi gettoni e il piatto.
    Opzione *vincere solo con facce a punto*: l'ultimo con gettoni deve allora ottenere il punto su tutti i dadi per vincere; ogni L o R fa continuare la partita; se il suo ultimo gettone va nel piatto, tutti ricevono gettoni nuovi e il piatto resta (piatto doppio); lancia per primo il giocatore alla sinistra di chi ha svuotato il tavolo.
    Opzione *scegli la puntata*: ogni giocatore sceglie un numero iniziale da 1 a 99 quando si unisce (l'host parte con 3 e può cliccare Unisciti per cambiarlo).
    Chi se ne va mette i suoi gettoni nel piatto. Il posto 1 (l'host) lancia per primo. Se non lanci entro il tempo del turno (da 15 s a 1 h, predefinito 60 s) il bot lancia per te.
    Ogni dado viene da un seed segreto la cui impronta (SHA-256) è mostrata dall'inizio; il seed è rivelato alla fine così chiunque può verificare ogni lancio (`/game verify`).

## Its name

game-lcr = LCR (Sinistra Centro Destra)

## The command picker

cmd-lcr = Gioco di dadi LCR (Sinistra Centro Destra)
cmd-lcr-start = Apri un tavolo di LCR in questo canale
cmd-lcr-dice = Quanti dadi lanci: uno per gettone fino a tre (predefinito), o sempre tre
cmd-lcr-dot_to_win = L'ultimo giocatore con gettoni deve ottenere il punto (•) su tutti i dadi per vincere
cmd-lcr-stakes = Ogni giocatore sceglie i gettoni iniziali (1-99) quando si unisce
cmd-lcr-dice-name = dadi
cmd-lcr-dice-by_chips = secondo i gettoni
cmd-lcr-dice-always_three = sempre tre
cmd-lcr-dot_to_win-name = vincere-con-facce-a-punto
cmd-lcr-stakes-name = puntate

## /stats

stats-lcr = Gettoni portati a casa: { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    }

## /lcr odds: the command picker

cmd-lcr-odds = La probabilità di ogni posto di vincere a un tavolo di LCR, e quanto dura una partita

## /lcr odds: the answer

odds-header-lcr = Probabilità di vincere, per posto dal primo a lanciare:
odds-method-exact-lcr = Esatto: catena di Markov assorbente sulle distribuzioni dei gettoni.
odds-lcr-exact_up_to = Le risposte esatte per { $players } giocatori arrivano fino a { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    } a testa; l'opzione «vincere solo con facce a punto» è sempre simulata.
odds-lcr-never_exact = Con { $players } giocatori la catena esatta richiederebbe troppo tempo; l'opzione «vincere solo con facce a punto» è sempre simulata.

## Live chances

lcr-option-live_chances = probabilità live
