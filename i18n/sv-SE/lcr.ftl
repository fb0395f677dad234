### Swedish: LCR.

lcr-action-roll = Slå
lcr-option-dice-by--chips = tärningar efter marker
lcr-option-dice-always--three = alltid tre tärningar
lcr-option-dot_to_win = prickar för att vinna
lcr-option-stakes = välj din insats
lcr-seat = { " " }— { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    }
lcr-pot = Pott: { $pot ->
        [one] { $pot } marker
       *[other] { $pot } marker
    } · { $dealt ->
        [one] { $dealt } marker
       *[other] { $dealt } marker
    } i spel
lcr-hand = { " " }· giv { $hand } (dubbel pott)
lcr-last_holder = { $name } har alla återstående marker: bara ett slag med enbart prickar (•) vinner; ett L eller R spelar vidare.
lcr-event-deal = Alla får sina marker.
lcr-event-roll = { $name } slog { $faces }: { $moves }.
lcr-event-roll-nothing = inget flyttas
lcr-event-roll-idle = { $faces } gjorde inget: inga marker kvar
lcr-event-roll-no_win = inte bara prickar: ingen vinst, spelet fortsätter
lcr-event-move-seat = { $count } till { $target }
lcr-event-move-pot = { $count } till potten
lcr-event-win = 🏆 { $name } vinner { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    }!
lcr-event-double_pot = Ingen har marker: potten på { $pot ->
        [one] { $pot } marker
       *[other] { $pot } marker
    } står kvar och alla får nya marker (giv { $hand }).
lcr-event-double_pot-next = Ingen har marker: potten på { $pot ->
        [one] { $pot } marker
       *[other] { $pot } marker
    } står kvar och alla får nya marker (giv { $hand }); { $next } slår först.
lcr-event-chips_to_pot = { $name } lägger { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    } i potten.
lcr-rules = **LCR (Vänster Mitten Höger)** — 3 till 20 spelare, alla börjar med 3 marker.
    På din tur slår du en tärning per marker du har, högst tre (alternativ *alltid tre tärningar*: tre tärningar så fort du har en marker; avgörs från vänster till höger, och när dina marker är slut gör resten inget). Utan marker hoppas du över men är kvar i spelet.
    Sidorna 1–3 visar en prick (•: inget), 4 = **L** (vänster): en marker till spelaren till vänster om dig (nästa plats), 5 = **C** (mitten): en marker till potten, 6 = **R** (höger): en marker till spelaren till höger om dig (föregående plats).
    När bara en spelare har marker vinner hen sina marker och potten.
    Alternativ *prickar för att vinna*: den sista med marker måste då slå enbart prickar för att vinna; varje L eller R fortsätter spelet; går den sista markern till potten får alla nya marker och potten står kvar (dubbel pott); spelaren till vänster om den vars slag tömde bordet slår först.
    Alternativ *välj din insats*: varje spelare väljer ett startantal från 1 till 99 när hen går med (värden börjar med 3 och kan klicka Gå med för att ändra det).
    En spelare som går lägger sina marker i potten. Plats 1 (värden) slår först. Slår du inte inom turtiden (15 s till 1 h, standard 60 s) slår boten åt dig.
    Varje tärning kommer från ett hemligt seed vars fingeravtryck (SHA-256-fastläggning) visas från start; seedet avslöjas i slutet så att vem som helst kan kontrollera varje slag (`/game verify`).

## Its name

game-lcr = LCR (Vänster Mitten Höger)

## The command picker

cmd-lcr = Tärningsspelet LCR (Vänster Mitten Höger)
cmd-lcr-start = Öppna ett LCR-bord i den här kanalen
cmd-lcr-dice = Hur många tärningar du slår: en per marker upp till tre (standard), eller alltid tre
cmd-lcr-dot_to_win = Sista spelaren med marker måste slå enbart prickar för att vinna
cmd-lcr-stakes = Varje spelare väljer sitt antal startmarker (1-99) när hen går med
cmd-lcr-dice-name = tärningar
cmd-lcr-dice-by_chips = efter marker
cmd-lcr-dice-always_three = alltid tre
cmd-lcr-dot_to_win-name = prickar-för-att-vinna
cmd-lcr-stakes-name = insats

## /stats

stats-lcr = Marker hemtagna: { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    }

## /lcr odds: the command picker

cmd-lcr-odds = Varje plats vinstchans vid ett LCR-bord, och hur länge ett spel varar

## /lcr odds: the answer

odds-header-lcr = Vinstchans per plats från den som slår först:
odds-method-exact-lcr = Exakt: absorberande Markovkedja över markerfördelningarna.
odds-lcr-exact_up_to = Exakta svar för { $players } spelare går upp till { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    } var; prickar för att vinna simuleras alltid.
odds-lcr-never_exact = Med { $players } spelare skulle den exakta kedjan ta för lång tid; prickar för att vinna simuleras alltid.

## Live chances

lcr-option-live_chances = livechanser
