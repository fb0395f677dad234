### Dutch: Buck Dice.

buck-action-throw = Gooien
buck-button-again = Revanche
buck-option-fewer_dice = minder stenen (twee bij 13, één bij 14)
buck-option-point_per_throw = één punt per worp

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    } · gooit twee stenen
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    } · gooit één steen
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 verliezer met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }

## The whole game

buck-point = 🎯 Puntgetal: **{ $point }** { $face }
buck-shooter-opening = Eerste werper: { $shooter } (hoogste bij de volgordeworp)
buck-shooter-rotated = Spel { $game }: { $shooter } gooit eerst, één plaats links van de vorige eerste werper
buck-loser = 💀 **Verliezer: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Volgordeworp: { $throws }.
buck-event-order_throw-order-again = 🎲 Iedereen gelijk, iedereen gooit opnieuw: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Gelijk voor hoogste, opnieuw: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Gelijk voor laagste, opnieuw: { $throws }.
buck-throws-extremes = hoogste { $high } { $top }, laagste { $low } { $bottom }
buck-throws-highest = hoogste { $high } { $top }
buck-throws-lowest = laagste { $low } { $bottom }
buck-throws-all_tied = iedereen gooide { $face }
buck-throws-more = { $names } en { $others ->
        [one] { $others } ander
       *[other] { $others } anderen
    }
buck-event-first_shooter-opening = { $name } gooide het hoogst en gooit eerst.
buck-event-first_shooter-rotated = Spel { $game }: { $name } gooit eerst (begin één plaats naar links).
buck-event-point_throw = 🎯 { $name } gooide het puntgetal: **{ $point }** { $face }.
buck-event-throw-normal = { $name } gooide { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } gooide { $faces }: geen puntgetal{ $then }
buck-event-throw-big_buck = { $name } gooide { $faces }: **BIG BUCK!** Meteen naar 15{ $then }
buck-event-throw-little_buck = { $name } gooide { $faces }: **little buck**, +5 → { $score }; beurt voorbij{ $then }
buck-event-throw-overshoot = { $name } gooide { $faces }: **te veel** ({ $would_be } > 15): niets gescoord{ $then }
buck-then-again = { " " }— gooit opnieuw.
buck-then-pass = { " " }— de stenen gaan door.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Bij 13: voortaan twee stenen.
buck-note-dice-1 = { " " }Bij 14: voortaan één steen.
buck-event-made_buck = ✅ { $name } heeft precies 15: een buck (#{ $place }). Stapt uit en kan niet meer verliezen.
buck-event-left_rotation = { $name } verlaat de rij; { $next } gooit.
buck-event-loser-throw = 💀 { $name } blijft als laatste over: **de verliezer**, met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }.
buck-event-loser-forfeit = 💀 { $name } vertrok terwijl er nog maar één ander gooide: **de verliezer**.

## Help

buck-rules = **Buck Dice** — 2 tot 20 spelers, drie dobbelstenen. Haal precies 15; wie als laatste overblijft, verliest.
    { "*" }*Opening** (bij Start): iedereen gooit één steen. De hoogste gooit eerst; de laagste gooit één steen voor het **puntgetal**. Is iedereen gelijk, dan gooit iedereen opnieuw (zo zijn het altijd twee verschillende spelers); daarna gooien gelijken om hoogste, dan om laagste, onderling opnieuw.
    { "*" }*Jouw beurt**: druk op Gooien. Elke steen met het puntgetal telt één punt (3-3-6 met puntgetal 3 telt 2) en je gooit opnieuw; een worp zonder puntgetal geeft de stenen door naar links.
    { "*" }*Big buck**: drie keer het puntgetal zet je score op 15, wat je ook had (zelfs 13 of 14).
    { "*" }*Little buck**: drie gelijke zonder puntgetal tellen 5, en de stenen gaan door (vanaf 10 maakt dat precies 15).
    { "*" }*Te veel**: een worp die je boven 15 zou brengen (ook een little buck) telt niet: gooi opnieuw.
    Met precies 15 heb je een buck en stap je uit; de tafel toont de volgorde van de bucks.
    Optie *minder stenen*: bij 13 punten gooi je twee stenen, bij 14 één. Het puntgetal houdt je beurt nog steeds; big en little buck vragen drie stenen, en je kunt niet te veel gooien.
    Optie *één punt per worp*: een worp met het puntgetal telt één punt, hoeveel stenen het ook tonen (big buck maakt nog steeds 15).
    { "*" }*Revanche**: dezelfde opties; de vorige spelers doen met één klik weer mee. De eerste werper schuift één plaats naar links onder de spelers; zijn rechterbuur gooit het nieuwe puntgetal.
    { "*" }*Vertrekken** (`/game leave`, of verwijderd door de host): gooi je nog tegen maar één ander, dan verlies jij (die ontsnapt); anders verlaat je alleen de rij, geen winnaar of verliezer (de stenen gaan door als jij aan de beurt was), en een gehaalde buck blijft van jou.
    Gooi je niet binnen de beurttijd (15 s tot 1 u, standaard 60 s), dan gooit de bot voor je.
    De stenen komen uit een geheime seed, vastgelegd (SHA-256) bij het begin en onthuld aan het eind: iedereen kan elke worp controleren (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: haal precies 15, wie als laatste overblijft verliest
cmd-buck-start = Open een Buck Dice-tafel in dit kanaal
cmd-buck-fewer_dice = Gooi twee stenen bij 13 punten en één steen bij 14
cmd-buck-point_per_throw = Een worp met het puntgetal telt één punt, hoeveel stenen het ook tonen
cmd-buck-fewer_dice-name = minder-stenen
cmd-buck-point_per_throw-name = punt-per-worp

## /stats

stats-buck = Als laatste over (verloren): { $times ->
        [one] { $times } keer
       *[other] { $times } keer
    }

## /buck odds: the command picker

cmd-buck-odds = De kans per plaats om een Buck Dice-tafel te verliezen, en hoe lang een spel duurt

## /buck odds: the answer

odds-header-buck = Kans om te **verliezen** (als laatste over te blijven), per plaats vanaf de eerste werper:
odds-method-exact-buck = Exact: dynamisch programmeren over scores en beurten.

## Live chances

cmd-buck-live_chances = Toon naast elke score de kans om te verliezen, bijgewerkt na elke worp
cmd-buck-live_chances-name = live-kansen
buck-option-live_chances = live kansen op verlies
