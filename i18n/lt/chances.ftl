### Lithuanian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· tikimybė pralaimėti { $percent } %
cmd-live_chances = Rodyti kiekvieno žaidėjo tikimybę laimėti šalia rezultato, po kiekvieno ėjimo
cmd-live_chances-name = tikimybės
