### Dutch: LCR.

lcr-action-roll = Gooien
lcr-option-dice-by--chips = stenen per fiche
lcr-option-dice-always--three = altijd drie stenen
lcr-option-dot_to_win = stippen om te winnen
lcr-option-stakes = kies je inzet
lcr-seat = { " " }— { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }
lcr-pot = Pot: { $pot ->
        [one] { $pot } fiche
       *[other] { $pot } fiches
    } · { $dealt ->
        [one] { $dealt } fiche
       *[other] { $dealt } fiches
    } in spel
lcr-hand = { " " }· hand { $hand } (dubbele pot)
lcr-last_holder = { $name } heeft alle overgebleven fiches: alleen een worp met enkel stippen wint; een L of R speelt door.
lcr-event-deal = Iedereen krijgt zijn fiches.
lcr-event-roll = { $name } gooide { $faces }: { $moves }.
lcr-event-roll-nothing = er beweegt niets
lcr-event-roll-idle = { $faces } deed niets: geen fiches meer
lcr-event-roll-no_win = niet alles stippen: nog geen winst, spel gaat door
lcr-event-move-seat = { $count } naar { $target }
lcr-event-move-pot = { $count } naar de pot
lcr-event-win = 🏆 { $name } wint { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }!
lcr-event-double_pot = Niemand heeft fiches: de pot van { $pot ->
        [one] { $pot } fiche
       *[other] { $pot } fiches
    } blijft staan en iedereen krijgt nieuwe fiches (hand { $hand }).
lcr-event-double_pot-next = Niemand heeft fiches: de pot van { $pot ->
        [one] { $pot } fiche
       *[other] { $pot } fiches
    } blijft staan en iedereen krijgt nieuwe fiches (hand { $hand }); { $next } gooit eerst.
lcr-event-chips_to_pot = { $name } legt { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    } in de pot.
lcr-rules = **LCR (Links Centrum Rechts)** — 3 tot 20 spelers, ieder begint met 3 fiches.
    In je beurt gooi je één steen per fiche die je hebt, hoogstens drie (optie *altijd drie stenen*: drie stenen zodra je een fiche hebt; van links naar rechts afgehandeld, zodra je fiches op zijn doen de rest niets). Zonder fiches word je overgeslagen maar blijf je in het spel.
    Kanten 1–3 tonen een stip (•: niets), 4 = **L** (links): één fiche naar de speler links van je (de volgende plaats), 5 = **C** (centrum): één fiche naar de pot, 6 = **R** (rechts): één fiche naar de speler rechts van je (de vorige plaats).
    Heeft nog maar één speler fiches, dan wint die zijn fiches en de pot.
    Optie *stippen om te winnen*: de laatste houder moet dan enkel stippen gooien om te winnen; elke L of R zet het spel voort; gaat zijn laatste fiche naar de pot, dan krijgt iedereen nieuwe fiches en blijft de pot staan (dubbele pot); de speler links van wie de tafel leeggooide, gooit eerst.
    Optie *kies je inzet*: elke speler kiest bij het meedoen een startaantal van 1 tot 99 (de host begint met 3 en kan op Meedoen klikken om het te wijzigen).
    Wie vertrekt, legt zijn fiches in de pot. Plaats 1 (de host) gooit eerst. Gooi je niet binnen de beurttijd (15 s tot 1 u, standaard 60 s), dan gooit de bot voor je.
    Elke steen komt uit een geheime seed waarvan de vingerafdruk (SHA-256-vastlegging) vanaf het begin te zien is; aan het eind wordt de seed onthuld zodat iedereen elke worp kan controleren (`/game verify`).

## Its name

game-lcr = LCR (Links Centrum Rechts)

## The command picker

cmd-lcr = Dobbelspel LCR (Links Centrum Rechts)
cmd-lcr-start = Open een LCR-tafel in dit kanaal
cmd-lcr-dice = Hoeveel stenen je gooit: één per fiche tot drie (standaard), of altijd drie
cmd-lcr-dot_to_win = De laatste speler met fiches moet enkel stippen gooien om te winnen
cmd-lcr-stakes = Elke speler kiest bij het meedoen zijn aantal startfiches (1-99)
cmd-lcr-dice-name = stenen
cmd-lcr-dice-by_chips = per fiche
cmd-lcr-dice-always_three = altijd drie
cmd-lcr-dot_to_win-name = stippen-om-te-winnen
cmd-lcr-stakes-name = inzet

## /stats

stats-lcr = Fiches mee naar huis: { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }

## /lcr odds: the command picker

cmd-lcr-odds = De winkans per plaats aan een LCR-tafel, en hoe lang een spel duurt

## /lcr odds: the answer

odds-header-lcr = Winkans per plaats vanaf de eerste werper:
odds-method-exact-lcr = Exact: absorberende Markovketen over de fichesverdelingen.
odds-lcr-exact_up_to = Exacte antwoorden voor { $players } spelers gaan tot { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    } per speler; stippen om te winnen wordt altijd gesimuleerd.
odds-lcr-never_exact = Bij { $players } spelers zou de exacte keten te lang duren; stippen om te winnen wordt altijd gesimuleerd.

## Live chances

lcr-option-live_chances = live kansen
