### German: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % Verlierchance
cmd-live_chances = Zeigt neben dem Punktstand jedes Spielers seine Gewinnchance, nach jedem Zug aktualisiert
cmd-live_chances-name = live-chancen
