### Italian: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Quanti giocatori siedono al tavolo
cmd-odds-players-name = giocatori
cmd-odds-chips = Gettoni con cui inizia ogni giocatore (predefinito 3)
cmd-odds-chips-name = gettoni
cmd-odds-post = Pubblica la risposta nel canale per tutti (predefinito: la vedi solo tu)
cmd-odds-post-name = pubblica

## The answer

odds-title = Probabilità { $game } · { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }
odds-options = Opzioni: { $options }
odds-options-none = nessuna opzione
odds-chips = { $chips ->
        [one] { $chips } gettone
       *[other] { $chips } gettoni
    } a testa
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = I primi a pari merito condividono la vittoria: una partita finisce in parità per il primo posto il { $percent }% delle volte, e ogni primo a pari merito conta come vincitore, quindi le probabilità sommano più del 100%.
odds-length-rolls = Durata attesa: { $value } lanci
odds-length-throws = Durata attesa: { $value } lanci
odds-length-rounds = Durata attesa: { $value } giri
odds-score-points = Punteggio atteso per giocatore: { $value } punti
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulazione di { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, ±{ $margin } punti percentuali (3 errori standard).
