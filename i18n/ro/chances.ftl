### Română: șansele de câștig în direct la masă (opțiunea live_chances).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % șanse să piardă
cmd-live_chances = Arată șansa de câștig a fiecărui jucător lângă scor, actualizată după fiecare mutare
cmd-live_chances-name = șanse-în-direct
