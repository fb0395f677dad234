### Čeština: high roll, hra jen pro testy.

high_roll-action-roll = Hodit
high_roll-seat = { " " }— součet { $total }
high_roll-round = Kolo { $round } z { $rounds }
high_roll-event-roll = { $name } hází { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vítězí
        [few] sdílejí vítězství
        [many] sdílejí vítězství
       *[other] sdílejí vítězství
    }, součet { $total }!
high_roll-rules = **Nejvyšší hod (High roll)** — 2 až 6 hráčů.
    Každý postupně hází jednou kostkou, třikrát kolem stolu; vyhrává nejvyšší součet a shoda sdílí vítězství.
    Místo 1 (hostitel) hází první. Když nehodíte v časovém limitu tahu, hodí bot za vás.
game-high_roll = Nejvyšší hod
cmd-high_roll = Kostková hra Nejvyšší hod
cmd-high_roll-start = Založit stůl hry Nejvyšší hod v tomto kanálu
stats-high_roll = Nejlepší součet: { $total }
