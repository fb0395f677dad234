### Hrvatski: high roll, igra samo za testove.

high_roll-action-roll = Baci
high_roll-seat = { " " }— zbroj { $total }
high_roll-round = Runda { $round } od { $rounds }
high_roll-event-roll = { $name } baca { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] pobjeđuje
        [few] dijele pobjedu
       *[other] dijele pobjedu
    }, zbroj { $total }!
high_roll-rules = **Najviše bacanje (High roll)** — 2 do 6 igrača.
    Svatko redom baca jednu kocku, tri puta oko stola; pobjeđuje najveći zbroj, a izjednačeni dijele pobjedu.
    Mjesto 1 (domaćin) baca prvo. Ako ne bacite unutar vremena za potez, bot baca za vas.
game-high_roll = Najviše bacanje
cmd-high_roll = Igra kockama Najviše bacanje
cmd-high_roll-start = Otvori stol Najviše bacanje u ovom kanalu
stats-high_roll = Najbolji zbroj: { $total }
