### Ukrainian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· шанс програти { $percent }%
cmd-live_chances = Показувати шанс перемоги кожного гравця біля рахунку, після кожного ходу
cmd-live_chances-name = шанси
