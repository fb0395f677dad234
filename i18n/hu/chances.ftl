### Hungarian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· vereségi esély { $percent }%
cmd-live_chances = Minden játékos nyerési esélye a pontszáma mellett, minden lépés után frissítve
cmd-live_chances-name = élő-esélyek
