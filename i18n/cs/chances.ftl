### Czech: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % na prohru
cmd-live_chances = Ukazovat šanci každého hráče na výhru vedle skóre, po každém tahu
cmd-live_chances-name = šance
