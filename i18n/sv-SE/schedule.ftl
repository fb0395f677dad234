### sv-SE: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Spelkvällar: ett spel på en bestämd tid, de som kommer sitter vid bordet när det börjar
cmd-schedule-new = Planera ett spel i den här kanalen; du är värd
cmd-schedule-new-game = Spelet
cmd-schedule-new-game-name = spel
cmd-schedule-new-when = När: ”2h30m”, ”20:30”, ”2026-12-05 20:30” eller en Discord-tidsstämpel
cmd-schedule-new-when-name = när
cmd-schedule-new-repeat = En gång, eller varje vecka på samma tid
cmd-schedule-new-repeat-name = upprepa
cmd-schedule-repeat-none = En gång
cmd-schedule-repeat-weekly = Varje vecka
cmd-schedule-new-note = En anteckning till inbjudan
cmd-schedule-new-note-name = anteckning
cmd-schedule-list = Spelkvällarna som är planerade på den här servern
cmd-schedule-cancel = Ställ in en spelkväll som du är värd för
cmd-schedule-cancel-night = Spelkvällen
cmd-schedule-cancel-night-name = kväll
cmd-settings-timezone = Tidszonen för klockslag skrivna i /schedule
cmd-settings-timezone-zone = En tidszon som Europe/Stockholm (skriv för att hitta din); utan den UTC
cmd-settings-timezone-zone-name = tidszon

## /settings

settings-timezone = Tidszon för spelkvällar: { $zone }
settings-timezone-invalid = ”{ $name }” är ingen tidszon som Pips känner till: välj ett av förslagen, till exempel Europe/Stockholm; inget ändrades.

## The invitation card

night-card-title = Spelkväll: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Varje vecka
night-card-host = Värd: { $host }
night-card-note = Anteckning: { $note }
night-card-coming = Kommer ({ $count }): { $names }
night-card-not_coming = Kan inte komma: { $names }
night-card-scheduled = Klicka på ”Jag kommer” för att få en plats när den börjar.
night-card-started = Den har börjat: bordet är öppet i den här kanalen.
night-card-cancelled = Inställd.
night-card-missed = Missad: Pips var inte igång vid den tiden.
night-card-failed = Den kunde inte börja.
night-button-in = Jag kommer
night-button-out = Kan inte

## In the channel

night-reminder = { $mentions }: { $game }-kvällen börjar { $relative }.
night-opened = { $mentions }: { $game }-kvällen börjar nu. Ni har era platser; { $host } startar spelet.
night-left_out = Bordet hade ingen plats kvar för { $names }.
night-busy = { $game }-kvällen { $time } kunde inte börja: bordet i den här kanalen var fortfarande öppet 15 minuter senare.
night-missed = { $game }-kvällen { $time } missades: Pips var inte igång vid den tiden.
night-refused = { $game }-kvällen { $time } kunde inte börja: det går inte längre att starta spel i den här kanalen.
night-event_deleted = { $game }-kvällen { $time } är inställd: dess Discord-evenemang togs bort.
night-event-name = { $game }-spelkväll
night-event-description = Planerad med Pips: klicka på ”Jag kommer” på inbjudan i kanalen, eller markera dig som intresserad här, för att få en plats när den börjar.

## Private answers

night-cancelled = { $game }-kvällen { $time } är inställd.
night-list-title = Spelkvällar på den här servern
night-list-line = { $time }: { $game } i { $channel }, värd { $host } (kommer: { $count })
night-list-empty = Ingen spelkväll är planerad på den här servern; planera en med /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips kan inte läsa ”{ $text }” som en tid. Prova `in 90 minutes`, `{ $clock }` eller `{ $date }` (i serverns tidszon), eller en Discord-tidsstämpel.
night-when-past = Den tiden har redan passerat. Prova `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-when-far = Det är mer än 60 dagar fram i tiden. Prova `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-too_many = Den här servern har redan { $max } spelkvällar planerade: ställ in en först.
night-over = Den här spelkvällen tar inte emot fler svar.
night-host_stays = Du är värd för den här spelkvällen: ställ in den med /schedule cancel i stället.
night-host_only = Bara spelkvällens värd, eller någon med Hantera kanal, kan ställa in den.
night-unknown = Det finns ingen sådan spelkväll här.
