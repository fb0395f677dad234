### Türkçe: masada canlı kazanma şansları (live_chances seçeneği).

chances-seat = { " " }· %{ $percent }
chances-seat-lose = { " " }· %{ $percent } kaybetme
cmd-live_chances = Her oyuncunun kazanma şansını puanının yanında göster, her hamlede güncellenir
cmd-live_chances-name = canlı-şanslar
