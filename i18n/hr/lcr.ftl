### Croatian: LCR.

lcr-action-roll = Baci
lcr-option-dice-by--chips = kocke prema žetonima
lcr-option-dice-always--three = uvijek tri kocke
lcr-option-dot_to_win = točkice za pobjedu
lcr-option-stakes = vlastiti ulozi
lcr-seat = { " " }— { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetona
       *[other] { $chips } žetona
    }
lcr-pot = Banka: { $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetona
       *[other] { $pot } žetona
    } · u igri { $dealt ->
        [one] { $dealt } žeton
        [few] { $dealt } žetona
       *[other] { $dealt } žetona
    }
lcr-hand = { " " }· dijeljenje { $hand } (dvostruka banka)
lcr-last_holder = { $name } drži sve preostale žetone: pobjeđuje samo bacanje samih točkica; L ili R igra dalje.
lcr-event-deal = Svatko dobiva svoje žetone.
lcr-event-roll = { $name } baca { $faces }: { $moves }.
lcr-event-roll-nothing = ništa se ne miče
lcr-event-roll-idle = { $faces } bez učinka: nema žetona
lcr-event-roll-no_win = nisu sve točkice: još bez pobjede, igra se dalje
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } u banku
lcr-event-win = 🏆 { $name } osvaja { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetona
       *[other] { $chips } žetona
    }!
lcr-event-double_pot = Nitko nema žetone: banka ({ $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetona
       *[other] { $pot } žetona
    }) prenosi se dalje i svatko dobiva nove žetone (dijeljenje { $hand }).
lcr-event-double_pot-next = Nitko nema žetone: banka ({ $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetona
       *[other] { $pot } žetona
    }) prenosi se dalje i svatko dobiva nove žetone (dijeljenje { $hand }); prvi baca { $next }.
lcr-event-chips_to_pot = { $name } stavlja u banku { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetona
       *[other] { $chips } žetona
    }.
lcr-rules = **LCR (Lijevo Centar Desno)** — 3 do 20 igrača, svatko počinje s 3 žetona.
    U svom potezu bacate jednu kocku za svaki žeton koji imate, najviše tri (opcija *uvijek tri kocke*: tri kocke kad god imate žeton; rješavaju se slijeva nadesno, a kad žetoni nestanu, ostale ne rade ništa). Bez žetona preskačete potez, ali ostajete u igri.
    Brojevi 1–3 su točkice (ništa), 4 = **L**: jedan žeton igraču lijevo (sljedeće mjesto), 5 = **C**: jedan žeton u banku, 6 = **R**: jedan žeton igraču desno (prethodno mjesto).
    Kad žetone drži samo jedan igrač, osvaja svoje žetone i banku.
    Opcija *točkice za pobjedu*: posljednji imatelj tada mora baciti same točkice da pobijedi; svako L ili R nastavlja igru; ako mu posljednji žeton ode u banku, svatko dobiva nove žetone, a banka se prenosi (dvostruka banka); prvi baca igrač lijevo od onoga čije je bacanje ispraznilo stol.
    Opcija *vlastiti ulozi*: svaki igrač pri pridruživanju bira broj žetona od 1 do 99 (domaćin počinje s 3 i može kliknuti Pridruži se da ga promijeni).
    Igrač koji ode stavlja svoje žetone u banku. Mjesto 1 (domaćin) baca prvo. Ako ne bacite unutar vremena za potez (15 s do 1 h, zadano 60 s), bot baca za vas.
    Svaka kocka dolazi iz tajnog sjemena čiji je otisak (SHA-256 obveza) vidljiv od početka; sjeme se otkriva na kraju da svatko može provjeriti svako bacanje (`/game verify`).
game-lcr = LCR (Lijevo Centar Desno)
cmd-lcr = Igra kockama LCR (Lijevo Centar Desno)
cmd-lcr-start = Otvori stol LCR u ovom kanalu
cmd-lcr-dice = Koliko kocaka bacate: jednu po žetonu do tri (zadano) ili uvijek tri
cmd-lcr-dot_to_win = Posljednji igrač sa žetonima mora baciti same točkice da pobijedi
cmd-lcr-stakes = Svaki igrač pri pridruživanju bira početni broj žetona (1-99)
cmd-lcr-dice-name = kocke
cmd-lcr-dice-by_chips = prema žetonima
cmd-lcr-dice-always_three = uvijek tri
cmd-lcr-dot_to_win-name = točkice-za-pobjedu
cmd-lcr-stakes-name = ulozi
stats-lcr = Odneseni žetoni: { $chips }
cmd-lcr-odds = Šansa svakog mjesta za pobjedu za stolom LCR i trajanje igre
odds-header-lcr = Šansa za pobjedu, po mjestu od prvog bacača:
odds-method-exact-lcr = Točno: apsorbirajući Markovljev lanac po raspodjelama žetona.
odds-lcr-exact_up_to = Točni odgovori za { $players } igrača idu do { $chips ->
        [one] { $chips } žetona
        [few] { $chips } žetona
       *[other] { $chips } žetona
    } po igraču; točkice za pobjedu uvijek se simuliraju.
odds-lcr-never_exact = Za { $players } igrača točan lanac trajao bi predugo; točkice za pobjedu uvijek se simuliraju.
lcr-option-live_chances = šanse uživo
