### Swedish: Buck Dice.

buck-action-throw = Kasta
buck-button-again = Revansch
buck-option-fewer_dice = färre tärningar (två vid 13, en vid 14)
buck-option-point_per_throw = en poäng per kast

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    } · kastar två tärningar
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    } · kastar en tärning
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 förlorare med { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }

## The whole game

buck-point = 🎯 Poängtal: **{ $point }** { $face }
buck-shooter-opening = Första kastare: { $shooter } (högst i ordningskastet)
buck-shooter-rotated = Spel { $game }: { $shooter } kastar först, en plats till vänster om förra spelets första kastare
buck-loser = 💀 **Förlorare: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Ordningskast: { $throws }.
buck-event-order_throw-order-again = 🎲 Alla lika, alla kastar igen: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Lika om högst, kasta om: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Lika om lägst, kasta om: { $throws }.
buck-throws-extremes = högst { $high } { $top }, lägst { $low } { $bottom }
buck-throws-highest = högst { $high } { $top }
buck-throws-lowest = lägst { $low } { $bottom }
buck-throws-all_tied = alla slog { $face }
buck-throws-more = { $names } och { $others ->
        [one] { $others } till
       *[other] { $others } till
    }
buck-event-first_shooter-opening = { $name } slog högst och kastar först.
buck-event-first_shooter-rotated = Spel { $game }: { $name } kastar först (start flyttad en plats åt vänster).
buck-event-point_throw = 🎯 { $name } slog poängtalet: **{ $point }** { $face }.
buck-event-throw-normal = { $name } slog { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } slog { $faces }: inget poängtal{ $then }
buck-event-throw-big_buck = { $name } slog { $faces }: **BIG BUCK!** Direkt till 15{ $then }
buck-event-throw-little_buck = { $name } slog { $faces }: **little buck**, +5 → { $score }; turen slutar{ $then }
buck-event-throw-overshoot = { $name } slog { $faces }: **för mycket** ({ $would_be } > 15): inget räknas{ $then }
buck-then-again = { " " }— kastar igen.
buck-then-pass = { " " }— tärningarna går vidare.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Vid 13: två tärningar härifrån.
buck-note-dice-1 = { " " }Vid 14: en tärning härifrån.
buck-event-made_buck = ✅ { $name } har exakt 15: en buck (#{ $place }). Kliver av och kan inte längre förlora.
buck-event-left_rotation = { $name } lämnar turordningen; { $next } kastar.
buck-event-loser-throw = 💀 { $name } är sist kvar: **förloraren**, med { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }.
buck-event-loser-forfeit = 💀 { $name } gick medan bara en annan spelare kastade: **förloraren**.

## Help

buck-rules = **Buck Dice** — 2 till 20 spelare, tre tärningar. Nå exakt 15; den som blir sist kvar förlorar.
    { "*" }*Öppning** (vid Start): alla kastar en tärning. Högst kastar först; lägst kastar en tärning för **poängtalet**. Blir alla lika kastar alla om (så det är alltid två olika spelare); sedan kastar de som är lika om högst, och därefter om lägst, om.
    { "*" }*Din tur**: tryck Kasta. Varje tärning som visar poängtalet ger en poäng (3-3-6 med poängtal 3 ger 2) och du kastar igen; ett kast utan det skickar tärningarna åt vänster.
    { "*" }*Big buck**: tre poängtal sätter din poäng till 15, vad du än hade (även 13 eller 14).
    { "*" }*Little buck**: tre lika som inte är poängtalet ger 5, och tärningarna går vidare (från 10 blir det exakt 15).
    { "*" }*För mycket**: ett kast som skulle ta dig över 15 (även little buck) räknas inte: kasta igen.
    Vid exakt 15 har du gjort en buck och kliver av; bordet visar ordningen på buckarna.
    Alternativ *färre tärningar*: vid 13 poäng kastar du två tärningar, vid 14 en. Poängtalet behåller fortfarande din tur; big och little buck kräver tre tärningar, och du kan inte slå för mycket.
    Alternativ *en poäng per kast*: ett kast som visar poängtalet ger en poäng, hur många tärningar som än visar det (big buck ger fortfarande 15).
    { "*" }*Revansch**: samma alternativ; förra spelets spelare bjuds in och är med igen med ett klick. Första kastaren flyttar en plats åt vänster bland dem som spelar, och spelaren till höger om hen kastar det nya poängtalet.
    { "*" }*Att gå** (`/game leave`, eller borttagen av värden): kastar du bara mot en annan spelare är du förloraren (hen slipper undan); annars lämnar du bara turordningen, varken vinnare eller förlorare (tärningarna går vidare om det var din tur), och en buck du har gjort är fortfarande din.
    Kastar du inte inom turtiden (15 s till 1 h, standard 60 s) kastar boten åt dig.
    Tärningarna kommer från ett hemligt seed, fastlagt (SHA-256) vid start och avslöjat i slutet: vem som helst kan kontrollera varje kast (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: nå exakt 15, den som blir sist kvar förlorar
cmd-buck-start = Öppna ett Buck Dice-bord i den här kanalen
cmd-buck-fewer_dice = Kasta två tärningar vid 13 poäng och en tärning vid 14
cmd-buck-point_per_throw = Ett kast som visar poängtalet ger en poäng, hur många tärningar som än visar det
cmd-buck-fewer_dice-name = färre-tärningar
cmd-buck-point_per_throw-name = poäng-per-kast

## /stats

stats-buck = Sist kvar (förlorat): { $times ->
        [one] { $times } gång
       *[other] { $times } gånger
    }

## /buck odds: the command picker

cmd-buck-odds = Varje plats chans att förlora vid ett Buck Dice-bord, och hur länge ett spel varar

## /buck odds: the answer

odds-header-buck = Chans att **förlora** (bli sist kvar), per plats från första kastaren:
odds-method-exact-buck = Exakt: dynamisk programmering över poäng och turer.

## Live chances

cmd-buck-live_chances = Visa varje spelares chans att förlora bredvid poängen, uppdaterad efter varje kast
cmd-buck-live_chances-name = livechanser
buck-option-live_chances = livechanser att förlora
