### Russian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· шанс проиграть { $percent } %
cmd-live_chances = Показывать шанс победы каждого игрока рядом со счётом, после каждого хода
cmd-live_chances-name = шансы
