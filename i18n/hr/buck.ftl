### Croatian: Buck Dice.

buck-action-throw = Baci
buck-button-again = Revanš
buck-option-fewer_dice = manje kocaka (dvije na 13, jedna na 14)
buck-option-point_per_throw = jedan bod po bacanju
buck-seat = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    } · baca dvije kocke
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    } · baca jednu kocku
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 gubitnik, { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }
buck-point = 🎯 Bodovni broj: **{ $point }** { $face }
buck-shooter-opening = Prvi baca: { $shooter } (najviše u bacanju za redoslijed)
buck-shooter-rotated = Igra { $game }: prvi baca { $shooter }, mjesto lijevo od prošlog prvog
buck-loser = 💀 **Gubitnik: { $name }**
buck-event-order_throw-order = 🎲 Bacanje za redoslijed: { $throws }.
buck-event-order_throw-order-again = 🎲 Svi su izjednačeni, svi bacaju ponovno: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Izjednačeno za najviše, ponovno bacanje: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Izjednačeno za najniže, ponovno bacanje: { $throws }.
buck-throws-extremes = najviše { $high } { $top }, najniže { $low } { $bottom }
buck-throws-highest = najviše { $high } { $top }
buck-throws-lowest = najniže { $low } { $bottom }
buck-throws-all_tied = svi su bacili { $face }
buck-throws-more = { $names } i još { $others ->
        [one] { $others } igrač
        [few] { $others } igrača
       *[other] { $others } igrača
    }
buck-event-first_shooter-opening = { $name } ima najviše i baca prvi.
buck-event-first_shooter-rotated = Igra { $game }: { $name } baca prvi (početak pomaknut za mjesto ulijevo).
buck-event-point_throw = 🎯 { $name } baca bodovni broj: **{ $point }** { $face }.
buck-event-throw-normal = { $name } baca { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } baca { $faces }: nema bodovnog broja{ $then }
buck-event-throw-big_buck = { $name } baca { $faces }: **VELIKI BUCK!** Ravno na 15{ $then }
buck-event-throw-little_buck = { $name } baca { $faces }: **mali buck**, +5 → { $score }; potez završava{ $then }
buck-event-throw-overshoot = { $name } baca { $faces }: **prebačaj** ({ $would_be } > 15): ništa se ne broji{ $then }
buck-then-again = { " " }— baca ponovno.
buck-then-pass = { " " }— kocke idu dalje.
buck-then-end = .
buck-note-dice-2 = { " " }Na 13: od sada dvije kocke.
buck-note-dice-1 = { " " }Na 14: od sada jedna kocka.
buck-event-made_buck = ✅ { $name } ima točno 15: buck (#{ $place }). Povlači se, siguran od poraza.
buck-event-left_rotation = { $name } izlazi iz reda; baca { $next }.
buck-event-loser-throw = 💀 { $name } ostaje posljednji: **gubitnik**, { $score ->
        [one] { $score } bod
        [few] { $score } boda
       *[other] { $score } bodova
    }.
buck-event-loser-forfeit = 💀 { $name } odlazi dok bacaju još samo dva igrača: **gubitnik**.
buck-rules = **Buck Dice** — 2 do 20 igrača, tri kocke. Skupite točno 15; tko ostane posljednji, gubi.
    { "*" }*Otvaranje** (na Start): svatko baca jednu kocku. Najviši baca prvi; najniži baca jednu kocku za **bodovni broj**. Ako su svi izjednačeni, svi bacaju ponovno (pa su to uvijek dva različita igrača); zatim izjednačeni za najviše, pa za najniže, bacaju ponovno među sobom.
    { "*" }*Vaš potez**: pritisnite Baci. Svaka kocka s bodovnim brojem donosi bod (3-3-6 uz broj 3 donosi 2) i bacate ponovno; bacanje bez njega šalje kocke ulijevo.
    { "*" }*Veliki buck**: tri bodovna broja postavljaju vaš rezultat na 15, što god imali (čak i 13 ili 14).
    { "*" }*Mali buck**: tri ista broja koja nisu bodovni broj donose 5 i kocke idu dalje (s 10 to je točno 15).
    { "*" }*Prebačaj**: bacanje koje bi vas odvelo preko 15 (i mali buck) ne broji se: bacite ponovno.
    S točno 15 imate buck i povlačite se; stol pokazuje redoslijed buckova.
    Opcija *manje kocaka*: na 13 bodova bacajte dvije kocke, na 14 jednu. Bodovni broj i dalje čuva potez; veliki i mali buck trebaju tri kocke i prebačaj nije moguć.
    Opcija *jedan bod po bacanju*: bacanje s bodovnim brojem donosi jedan bod, koliko god ga kocaka pokazuje (veliki buck i dalje daje 15).
    { "*" }*Revanš**: iste opcije; igrači prošle igre su pozvani i vraćaju se jednim klikom. Prvi bacač pomiče se za mjesto ulijevo među igračima, a igrač s njegove desne strane baca novi bodovni broj.
    { "*" }*Odlazak** (`/game leave` ili uklanjanje od domaćina): ako bacate još samo vi i jedan igrač, gubite (on se spašava); inače samo izlazite iz reda, ni pobjednik ni gubitnik (kocke idu dalje ako je bio vaš potez), a buck koji ste skupili ostaje vaš.
    Ako ne bacite unutar vremena za potez (15 s do 1 h, zadano 60 s), bot baca za vas.
    Kocke dolaze iz tajnog sjemena čiji je otisak (SHA-256) vidljiv od početka, a samo se sjeme otkriva na kraju: svatko može provjeriti svako bacanje (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: skupite točno 15, posljednji gubi
cmd-buck-start = Otvori stol Buck Dice u ovom kanalu
cmd-buck-fewer_dice = Baci dvije kocke na 13 bodova i jednu na 14
cmd-buck-point_per_throw = Bacanje s bodovnim brojem donosi jedan bod, koliko god ga kocaka pokazuje
cmd-buck-fewer_dice-name = manje-kocaka
cmd-buck-point_per_throw-name = bod-po-bacanju
stats-buck = Posljednji (poraz): { $times ->
        [one] { $times } put
        [few] { $times } puta
       *[other] { $times } puta
    }
cmd-buck-odds = Šansa svakog mjesta da izgubi za stolom Buck Dice i trajanje igre
odds-header-buck = Šansa za **poraz** (ostati posljednji), po mjestu od prvog bacača:
odds-method-exact-buck = Točno: dinamičko programiranje po rezultatima i potezima.
cmd-buck-live_chances = Prikaži šansu poraza svakog igrača uz rezultat, nakon svakog bacanja
cmd-buck-live_chances-name = šanse-uživo
buck-option-live_chances = šanse poraza uživo
