### Lithuanian: Buck Dice.

buck-action-throw = Mesti
buck-button-again = Revanšas
buck-option-fewer_dice = mažiau kauliukų (du ties 13, vienas ties 14)
buck-option-point_per_throw = vienas taškas už metimą
buck-seat = { " " }— { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    } · meta du kauliukus
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    } · meta vieną kauliuką
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 pralaimėjo, { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
buck-point = 🎯 Taškinis skaičius: **{ $point }** { $face }
buck-shooter-opening = Pirmas meta: { $shooter } (didžiausias eilės metime)
buck-shooter-rotated = Žaidimas { $game }: pirmas meta { $shooter }, viena vieta kairiau nei praeitą kartą
buck-loser = 💀 **Pralaimėjo: { $name }**
buck-event-order_throw-order = 🎲 Eilės metimas: { $throws }.
buck-event-order_throw-order-again = 🎲 Visiems lygiai, visi meta iš naujo: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Lygu dėl didžiausio, metama iš naujo: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Lygu dėl mažiausio, metama iš naujo: { $throws }.
buck-throws-extremes = didžiausias { $high } { $top }, mažiausias { $low } { $bottom }
buck-throws-highest = didžiausias { $high } { $top }
buck-throws-lowest = mažiausias { $low } { $bottom }
buck-throws-all_tied = visiems iškrito { $face }
buck-throws-more = { $names } ir dar { $others }
buck-event-first_shooter-opening = { $name } išmetė daugiausia ir meta pirmas.
buck-event-first_shooter-rotated = Žaidimas { $game }: { $name } meta pirmas (pradžia pasislinko per vietą į kairę).
buck-event-point_throw = 🎯 { $name } išmeta taškinį skaičių: **{ $point }** { $face }.
buck-event-throw-normal = { $name } meta { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } meta { $faces }: taškinio skaičiaus nėra{ $then }
buck-event-throw-big_buck = { $name } meta { $faces }: **DIDYSIS BUCK!** Iškart 15{ $then }
buck-event-throw-little_buck = { $name } meta { $faces }: **mažasis buck**, +5 → { $score }; ėjimas baigiasi{ $then }
buck-event-throw-overshoot = { $name } meta { $faces }: **viršijimas** ({ $would_be } > 15): neįskaityta{ $then }
buck-then-again = { " " }— meta dar kartą.
buck-then-pass = { " " }— kauliukai keliauja toliau.
buck-then-end = .
buck-note-dice-2 = { " " }Ties 13: nuo šiol du kauliukai.
buck-note-dice-1 = { " " }Ties 14: nuo šiol vienas kauliukas.
buck-event-made_buck = ✅ { $name } turi lygiai 15: buck (#{ $place }). Pasitraukia, pralaimėti nebegali.
buck-event-left_rotation = { $name } palieka eilę; meta { $next }.
buck-event-loser-throw = 💀 { $name } lieka paskutinis: **pralaimėjo**, { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }.
buck-event-loser-forfeit = 💀 { $name } išeina, kai dar metė tik dviese: **pralaimėjo**.
buck-rules = **Buck Dice** — nuo 2 iki 20 žaidėjų, trys kauliukai. Surinkite lygiai 15; paskutinis likęs pralaimi.
    { "*" }*Pradžia** („Pradėti“): kiekvienas meta vieną kauliuką. Didžiausias meta pirmas; mažiausias meta vieną kauliuką **taškiniam skaičiui**. Jei visiems lygiai, visi meta iš naujo (tai visada du skirtingi žaidėjai); po to lygūs dėl didžiausio ar mažiausio meta iš naujo tarpusavyje.
    { "*" }*Jūsų ėjimas**: paspauskite „Mesti“. Kiekvienas kauliukas su taškiniu skaičiumi duoda tašką (3-3-6, kai skaičius 3, duoda 2), ir metate dar kartą; metimas be jo perduoda kauliukus į kairę.
    { "*" }*Didysis buck**: trys taškiniai skaičiai duoda jums 15, kad ir kiek turėjote (net 13 ar 14).
    { "*" }*Mažasis buck**: trys vienodi, ne taškinis skaičius, duoda 5, ir kauliukai keliauja toliau (nuo 10 tai lygiai 15).
    { "*" }*Viršijimas**: metimas, kuris nuvestų jus virš 15 (ir mažasis buck), neįskaitomas: meskite dar kartą.
    Surinkę lygiai 15, padarote buck ir pasitraukiate; stalas rodo buck eilę.
    Parinktis *mažiau kauliukų*: turėdami 13 taškų meskite du kauliukus, 14 — vieną. Taškinis skaičius vis tiek išlaiko ėjimą; didžiajam ir mažajam buck reikia trijų kauliukų, o viršyti 15 negalima.
    Parinktis *vienas taškas už metimą*: metimas su taškiniu skaičiumi duoda vieną tašką, kad ir kiek kauliukų jį rodo (didysis buck duoda 15).
    { "*" }*Revanšas**: tos pačios parinktys; ankstesnio žaidimo žaidėjai grįžta vienu paspaudimu. Pirmas metantis pasislenka per vietą į kairę, o žaidėjas dešinėje nuo jo meta naują taškinį skaičių.
    { "*" }*Išėjimas** (`/game leave` arba šeimininkas pašalina): jei dar metate tik jūs ir vienas kitas žaidėjas, pralaimite (jis išsigelbsti); kitaip paliekate eilę nei laimėję, nei pralaimėję (kauliukai keliauja toliau, jei buvo jūsų ėjimas), o padarytas buck lieka jūsų.
    Jei nemetate per ėjimo laiką (nuo 15 s iki 1 h, numatyta 60 s), botas meta už jus.
    Kauliukai – iš slaptos sėklos: jos atspaudas (SHA-256) matomas nuo pradžios, sėkla atskleidžiama pabaigoje; kiekvienas gali patikrinti kiekvieną metimą (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: surinkite lygiai 15, paskutinis likęs pralaimi
cmd-buck-start = Atidaryti Buck Dice stalą šiame kanale
cmd-buck-fewer_dice = Mesti du kauliukus ties 13 taškų ir vieną ties 14
cmd-buck-point_per_throw = Metimas su taškiniu skaičiumi duoda vieną tašką, kad ir kiek kauliukų jį rodo
cmd-buck-fewer_dice-name = mažiau-kauliukų
cmd-buck-point_per_throw-name = taškas-už-metimą
stats-buck = Liko paskutinis (pralaimėjo): { $times ->
        [one] { $times } kartą
        [few] { $times } kartus
        [many] { $times } karto
       *[other] { $times } kartų
    }
cmd-buck-odds = Kiekvienos vietos tikimybė pralaimėti prie Buck Dice stalo ir žaidimo trukmė
odds-header-buck = Tikimybė **pralaimėti** (likti paskutiniam) pagal vietą nuo pirmo metančio:
odds-method-exact-buck = Tiksliai: dinaminis programavimas pagal rezultatus ir ėjimus.
cmd-buck-live_chances = Rodyti kiekvieno žaidėjo tikimybę pralaimėti šalia rezultato, po kiekvieno metimo
cmd-buck-live_chances-name = tikimybės
buck-option-live_chances = tiesioginės pralaimėjimo tikimybės
