### Bulgarian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· шанс за загуба { $percent }%
cmd-live_chances = Показване на шанса на всеки играч да спечели до резултата, след всеки ход
cmd-live_chances-name = шансове-на-живо
