### Norwegian (Bokmål): "How it went", the story of a finished game in a picture.

button-story = Slik gikk det
story-title = Slik gikk det — { $game }
story-axis-turn = Tur
story-axis-win = Vinnersjanse
story-axis-lose = Tapsrisiko
story-comeback-win = { $name } kom tilbake fra { $percent } %
story-comeback-lose = { $name } hadde bare { $percent } % risiko for å tape
story-fall-win = { $name } ledet med { $percent } % og vant ikke
story-fall-lose = { $name } hadde { $percent } % risiko for å tape og slapp unna
story-swing = { $name }: { $before } % → { $after } % på én tur
story-reply = **Slik gikk det — { $game }**: hver spillers vinnersjanse etter hver tur.
story-reply-lose = **Slik gikk det — { $game }**: hver spillers tapsrisiko etter hver tur.
story-cancelled = Det spillet ble avlyst før det var over: det er ingen historie å fortelle.
story-not_finished = Det spillet er ikke over ennå: historien fortelles når det slutter.
story-not_seated = Bare spillerne i det spillet (eller noen med Administrer kanal) kan se hvordan det gikk.
story-unreadable = Loggen til det spillet kan ikke spilles av, så historien kan ikke fortelles.
story-failed = Bildet kunne ikke tegnes denne gangen; prøv igjen om litt.
history-story = Slik gikk det… (velg et spill)
history-story-option = { $game } · { $outcome }
history-story-when = Ferdig { $when }
