### Türkçe: masada canlı kazanma şansları (live_chances seçeneği).

chances-seat = { " " }· %{ $percent }
chances-seat-lose = { " " }· kaybetme şansı %{ $percent }
cmd-live_chances = Her oyuncunun kazanma şansını puanının yanında göster, her hamlede güncellenir
cmd-live_chances-name = canlı-şanslar
