### Croatian: Chicago.

chicago-action-roll = Baci
chicago-action-reroll = Ponovno baci { $face } { $value }
chicago-action-reroll-pictured = Ponovno baci { $value }
chicago-action-keep = Zadrži
chicago-option-double_roll = dvostruko bacanje
chicago-option-three_dice = tri kocke
chicago-seat = { " " }— { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runda { $round } od 11 — cilj { $target }**
chicago-winner = 🏆 { $name } pobjeđuje: { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    }!
chicago-joint_victory = 🤝 Zajednička pobjeda: { $names }, svaki { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ne { $target }{ $then }
chicago-verdict-pair_miss = { " " }— nikoje dvije ne daju { $target }{ $then }
chicago-verdict-kept = : 0 bodova
chicago-verdict-kept_forced = { " " }— nijedno ponovno bacanje ne daje { $target }: 0 bodova
chicago-then-zero = : 0 bodova
chicago-event-first_player = Ždrijeb: { $name } baca prvi.
chicago-event-round = Runda { $round }: cilj **{ $target }**.
chicago-event-roll = { $name } baca { $faces }{ $verdict }.
chicago-event-reroll = { $name } ponovno baca { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } zadržava { $faces }{ $verdict }.
chicago-event-timeout = Vrijeme je isteklo ({ $name }): bot bira najbolji potez.
chicago-event-game_over = 🏁 Igra je gotova.
chicago-rules = **Chicago (Rotation)** — 2 do 20 igrača, 11 rundi.
    Prvi igrač se izvlači ždrijebom; svaka runda ide od njega u smjeru kazaljke na satu. U rundi r cilj je r + 1 (runda 1: 2, … runda 11: 12).
    U svom potezu kliknite **Baci**: dvije kocke, jednom. Ako je zbroj jednak cilju, dobivate onoliko bodova koliko iznosi cilj, inače 0. Nakon 11 rundi pobjeđuje najveći zbroj; izjednačeni vodeći dijele zajedničku pobjedu.
    Opcija *dvostruko bacanje*: kad bacanje ne donese ništa, birate — ponovno bacite točno jednu kocku (gumb za svaku kocku, s njezinim brojem) i računajte novo bacanje, ili **Zadrži** (0 bodova). Kad nijedno ponovno bacanje ne može donijeti bodove, Pips odmah zadržava bacanje za vas i kaže zašto.
    Opcija *tri kocke*: bacate tri kocke i dobivate cilj ako ga bilo koje dvije daju u zbroju; bot bira par (prvi koji vrijedi od kocaka 1+2, 1+3, 2+3 — svaki par donosi isto) i pokazuje ga. Uz dvostruko bacanje, nakon promašaja možete ponovno baciti jednu od tri kocke.
    Igrač koji ode više ništa ne osvaja: bodovi mu ostaju u tablici, ali ne može pobijediti. Odlazak usred poteza (promašaj koji čeka ponovno bacanje ili zadržavanje) ostavlja tu rundu praznom. Ako ostane samo jedan igrač, igra odmah završava i on pobjeđuje.
    Ako ne odigrate unutar vremena za potez (15 s do 1 h, zadano 60 s), bot igra za vas kao računala: baca, a nakon promašaja ponovno baca kocku s najvećom šansom za bodove (kod izjednačenja prvu takvu).
    Svaka kocka dolazi iz tajnog sjemena čija je SHA-256 obveza vidljiva od početka; sjeme se otkriva na kraju da svatko može provjeriti svako bacanje (`/game verify`).
game-chicago = Chicago
cmd-chicago = Igra kockama Chicago (Rotation)
cmd-chicago-start = Otvori stol Chicago u ovom kanalu
cmd-chicago-double_roll = Nakon bacanja bez bodova ponovno baci jednu kocku ili zadrži
cmd-chicago-three_dice = Baci tri kocke; boduju bilo koje dvije čiji je zbroj cilj
cmd-chicago-double_roll-name = dvostruko-bacanje
cmd-chicago-three_dice-name = tri-kocke
stats-chicago = Najbolji rezultat: { $score }
cmd-chicago-odds = Šansa svakog mjesta za pobjedu za stolom Chicago i očekivani rezultat po igraču
odds-header-chicago = Šansa za pobjedu, po mjestu od prvog igrača (sva mjesta jednako: tablice su neovisne):
odds-method-exact-chicago = Točno: sva bacanja prebrojena, s najboljim ponovnim bacanjem.
chicago-option-live_chances = šanse uživo
