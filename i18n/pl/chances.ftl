### Polish: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% na przegraną
cmd-live_chances = Pokaż szansę wygranej każdego gracza obok wyniku, odświeżaną po każdym ruchu
cmd-live_chances-name = szanse-na-żywo
