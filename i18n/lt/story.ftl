### Lithuanian: "How it went", the story of a finished game in a picture.

button-story = Kaip sekėsi
story-title = Kaip sekėsi — { $game }
story-axis-turn = Ėjimas
story-axis-win = Tikimybė laimėti
story-axis-lose = Tikimybė pralaimėti
story-comeback-win = { $name } atsigavo nuo { $percent } %
story-comeback-lose = { $name }: tikimybė pralaimėti buvo tik { $percent } %
story-fall-win = { $name } pirmavo su { $percent } %, bet nelaimėjo
story-fall-lose = { $name }: tikimybė pralaimėti buvo { $percent } %, bet pavyko išsisukti
story-swing = { $name }: { $before } % → { $after } % per vieną ėjimą
story-reply = **Kaip sekėsi — { $game }**: kiekvieno žaidėjo tikimybė laimėti po kiekvieno ėjimo.
story-reply-lose = **Kaip sekėsi — { $game }**: kiekvieno žaidėjo tikimybė pralaimėti po kiekvieno ėjimo.
story-cancelled = Tas žaidimas buvo atšauktas prieš pabaigą: nėra ką papasakoti.
story-not_finished = Tas žaidimas dar nebaigtas: jo istorija bus papasakota jam pasibaigus.
story-not_seated = Kaip sekėsi, gali matyti tik to žaidimo žaidėjai (arba kas turi „Tvarkyti kanalą“).
story-unreadable = To žaidimo žurnalo negalima atkurti, todėl jo istorijos papasakoti nepavyks.
story-failed = Šį kartą paveikslėlio nupiešti nepavyko; bandykite po akimirkos.
history-story = Kaip sekėsi… (pasirinkite žaidimą)
history-story-option = { $game } · { $outcome }
history-story-when = Baigta { $when }
