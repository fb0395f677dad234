### Dutch: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% verlieskans
cmd-live_chances = Toon naast elke score de kans om te winnen, bijgewerkt na elke zet
cmd-live_chances-name = live-kansen
