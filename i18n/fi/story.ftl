### Finnish: "How it went", the story of a finished game in a picture.

button-story = Näin se meni
story-title = Näin se meni — { $game }
story-axis-turn = Vuoro
story-axis-win = Voittotodennäköisyys
story-axis-lose = Häviötodennäköisyys
story-comeback-win = { $name } nousi { $percent } %:sta
story-comeback-lose = { $name }: häviön todennäköisyys vain { $percent } %
story-fall-win = { $name } johti { $percent } %:lla eikä voittanut
story-fall-lose = { $name }: { $percent } % häviön todennäköisyys, mutta selvisi
story-swing = { $name }: { $before } % → { $after } % yhdessä vuorossa
story-reply = **Näin se meni — { $game }**: kunkin pelaajan voittotodennäköisyys jokaisen vuoron jälkeen.
story-reply-lose = **Näin se meni — { $game }**: kunkin pelaajan häviötodennäköisyys jokaisen vuoron jälkeen.
story-cancelled = Peli peruttiin ennen loppua: kerrottavaa tarinaa ei ole.
story-not_finished = Peli ei ole vielä päättynyt: sen tarina kerrotaan, kun se loppuu.
story-not_seated = Vain pelin pelaajat (tai joku, jolla on Hallitse kanavaa) voivat nähdä, miten se meni.
story-unreadable = Pelin lokia ei voi toistaa, joten sen tarinaa ei voi kertoa.
story-failed = Kuvaa ei voitu piirtää tällä kertaa; yritä hetken päästä uudelleen.
history-story = Näin se meni… (valitse peli)
history-story-option = { $game } · { $outcome }
history-story-when = Päättyi { $when }
