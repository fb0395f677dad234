### Bahasa Indonesia: peluang menang langsung di meja (opsi live_chances).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% peluang kalah
cmd-live_chances = Tampilkan peluang menang tiap pemain di samping skornya, diperbarui tiap langkah
cmd-live_chances-name = peluang-langsung
