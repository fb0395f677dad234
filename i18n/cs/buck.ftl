### Czech: Buck Dice.

buck-action-throw = Hodit
buck-button-again = Odveta
buck-option-fewer_dice = méně kostek (dvě při 13, jedna při 14)
buck-option-point_per_throw = jeden bod za hod
buck-seat = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    } · hází dvěma kostkami
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    } · hází jednou kostkou
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 poražený, { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }
buck-point = 🎯 Bodové číslo: **{ $point }** { $face }
buck-shooter-opening = První hází: { $shooter } (nejvyšší v hodu o pořadí)
buck-shooter-rotated = Hra { $game }: první hází { $shooter }, o místo vlevo od minulého prvního
buck-loser = 💀 **Poražený: { $name }**
buck-event-order_throw-order = 🎲 Hod o pořadí: { $throws }.
buck-event-order_throw-order-again = 🎲 Všichni mají stejně, všichni házejí znovu: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Shoda o nejvyšší, nový hod: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Shoda o nejnižší, nový hod: { $throws }.
buck-throws-extremes = nejvyšší { $high } { $top }, nejnižší { $low } { $bottom }
buck-throws-highest = nejvyšší { $high } { $top }
buck-throws-lowest = nejnižší { $low } { $bottom }
buck-throws-all_tied = všichni hodili { $face }
buck-throws-more = { $names } a { $others ->
        [one] { $others } další
        [few] { $others } další
       *[other] { $others } dalších
    }
buck-event-first_shooter-opening = { $name } má nejvyšší hod a hází první.
buck-event-first_shooter-rotated = Hra { $game }: { $name } hází první (začátek posunut o místo vlevo).
buck-event-point_throw = 🎯 { $name } hází bodové číslo: **{ $point }** { $face }.
buck-event-throw-normal = { $name } hází { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } hází { $faces }: žádné bodové číslo{ $then }
buck-event-throw-big_buck = { $name } hází { $faces }: **VELKÝ BUCK!** Rovnou 15{ $then }
buck-event-throw-little_buck = { $name } hází { $faces }: **malý buck**, +5 → { $score }; tah končí{ $then }
buck-event-throw-overshoot = { $name } hází { $faces }: **přetažení** ({ $would_be } > 15): nic se nepočítá{ $then }
buck-then-again = { " " }— hází znovu.
buck-then-pass = { " " }— kostky jdou dál.
buck-then-end = .
buck-note-dice-2 = { " " }Při 13: od teď dvě kostky.
buck-note-dice-1 = { " " }Při 14: od teď jedna kostka.
buck-event-made_buck = ✅ { $name } má přesně 15: buck (#{ $place }). Odstupuje a prohra už nehrozí.
buck-event-left_rotation = { $name } opouští pořadí; hází { $next }.
buck-event-loser-throw = 💀 { $name } zbývá poslední: **poražený**, { $score ->
        [one] { $score } bod
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } bodů
    }.
buck-event-loser-forfeit = 💀 { $name } odchází, když házeli už jen dva: **poražený**.
buck-rules = **Buck Dice** — 2 až 20 hráčů, tři kostky. Získejte přesně 15; kdo zbude poslední, prohrává.
    { "*" }*Zahájení** (po Start): každý hodí jednou kostkou. Nejvyšší hází první; nejnižší hodí jednou kostkou **bodové číslo**. Mají-li všichni stejně, všichni házejí znovu (jde tedy vždy o dva různé hráče); pak shody o nejvyšší a potom o nejnižší házejí znovu mezi sebou.
    { "*" }*Váš tah**: stiskněte Hodit. Každá kostka s bodovým číslem dává bod (3-3-6 při čísle 3 dává 2) a házíte znovu; hod bez něj posílá kostky doleva.
    { "*" }*Velký buck**: tři bodová čísla nastaví vaše skóre na 15, ať jste měli cokoli (i 13 nebo 14).
    { "*" }*Malý buck**: tři stejné, které nejsou bodovým číslem, dávají 5 a kostky jdou dál (od 10 je to přesně 15).
    { "*" }*Přetažení**: hod, který by vás dostal přes 15 (i malý buck), se nepočítá: házejte znovu.
    Při přesně 15 máte buck a odstupujete; stůl ukazuje pořadí bucků.
    Volba *méně kostek*: při 13 bodech házejte dvěma kostkami, při 14 jednou. Bodové číslo dál drží tah; velký i malý buck potřebují tři kostky a přetáhnout nejde.
    Volba *jeden bod za hod*: hod s bodovým číslem dává jeden bod, ať ho ukazuje kolik kostek chce (velký buck dál dává 15).
    { "*" }*Odveta**: stejné volby; hráči minulé hry jsou pozváni a vracejí se jedním kliknutím. První házející se posouvá o místo vlevo mezi hrajícími a hráč napravo od něj hází nové bodové číslo.
    { "*" }*Odchod** (`/game leave` nebo odebrání hostitelem): házíte-li už jen vy a jeden další hráč, prohráváte (on uniká); jinak jen opouštíte pořadí, ani vítěz, ani poražený (kostky jdou dál, byl-li to váš tah), a získaný buck zůstává váš.
    Když nehodíte v časovém limitu tahu (15 s až 1 h, výchozí 60 s), hodí bot za vás.
    Kostky pocházejí z tajného seedu, jehož otisk (SHA-256) je vidět od začátku a který se na konci odhalí: každý může ověřit každý hod (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: získejte přesně 15, poslední prohrává
cmd-buck-start = Založit stůl Buck Dice v tomto kanálu
cmd-buck-fewer_dice = Při 13 bodech házet dvěma kostkami a při 14 jednou
cmd-buck-point_per_throw = Hod s bodovým číslem dává jeden bod, ať ho ukazuje kolik kostek chce
cmd-buck-fewer_dice-name = méně-kostek
cmd-buck-point_per_throw-name = bod-za-hod
stats-buck = Poslední (prohra): { $times ->
        [one] { $times }krát
        [few] { $times }krát
        [many] { $times }krát
       *[other] { $times }krát
    }
cmd-buck-odds = Šance každého místa na prohru u stolu Buck Dice a délka hry
odds-header-buck = Šance **prohrát** (zbýt poslední) podle místa od prvního házejícího:
odds-method-exact-buck = Přesně: dynamické programování přes skóre a tahy.
cmd-buck-live_chances = Ukazovat šanci každého hráče na prohru vedle skóre, po každém hodu
cmd-buck-live_chances-name = šance
buck-option-live_chances = průběžné šance na prohru
