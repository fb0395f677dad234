### Română: /<game> odds, șansele fiecărui loc la o masă înainte de start.

## Selectorul de comenzi

cmd-odds-players = Câți jucători stau la masă
cmd-odds-players-name = jucători
cmd-odds-chips = Jetoanele cu care începe fiecare jucător (implicit 3)
cmd-odds-chips-name = jetoane
cmd-odds-post = Publică răspunsul în canal pentru toți (implicit: îl vezi doar tu)
cmd-odds-post-name = public

## Răspunsul

odds-title = Șanse { $game } · { $players ->
        [one] { $players } jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }
odds-options = Opțiuni: { $options }
odds-options-none = fără opțiuni
odds-chips = { $chips ->
        [one] { $chips } jeton
        [few] { $chips } jetoane
       *[other] { $chips } de jetoane
    } fiecare
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Liderii la egalitate împart victoria: un joc se termină cu egalitate pe primul loc în { $percent } % din cazuri, iar fiecare lider la egalitate contează drept câștigător, deci șansele adunate trec de 100 %.
odds-length-rolls = Durată așteptată: { $value } aruncări
odds-length-throws = Durată așteptată: { $value } aruncări
odds-length-rounds = Durată așteptată: { $value } runde
odds-score-points = Scor așteptat pe jucător: { $value } puncte
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulare pe { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }, ±{ $margin } puncte (3 erori standard).
