### Türkçe: Bad Leftovers.

cmd-leftovers = Bad Leftovers (Kötü Artıklar) zar oyunu: çiftleri al, puan kötüdür
cmd-leftovers-start = Bu kanalda bir Bad Leftovers masası aç
leftovers-option-fixed_pile = sabit yığın (başlayan oyunculara göre sayılır)
leftovers-action-claim-pair = { $claim } iddia et: { $dice } al
leftovers-action-claim-doubles = { $claim } iddia et: { $dice } al (senin çiftin)
leftovers-action-take-pair = { $dice } al
leftovers-action-take-doubles = { $dice } al (senin çiftin)
leftovers-button-claim = İddia { $claim } · { $pairs ->
       *[other] { $pairs } ikili
    }
leftovers-button-back = ◀ { $claim } değil: başka iddialar
leftovers-seat = { " " }— { $score ->
       *[other] { $score } puan
    }
leftovers-seat-claim = { " " }— iddia { $claim } · { $score ->
       *[other] { $score } puan
    }
leftovers-seat-no_claim = { " " }— henüz iddia yok · { $score ->
       *[other] { $score } puan
    }
leftovers-seat-out = { " " }— elendi · { $score ->
       *[other] { $score } puan
    }
leftovers-round = Tur { $round } · { $out ->
       *[other] { $out } puan
    } ve üstü elenir
leftovers-center = Orta: { $dice } ({ $count ->
       *[other] { $count } zar
    }, { $pips ->
       *[other] { $pips } nokta
    })
leftovers-event-seat_throw = Yer atışı: { $throws }.
leftovers-event-seats = Kalıcı numaralar, sola doğru: { $order }.
leftovers-event-round = Tur { $round }: { $count ->
       *[other] { $count } zar
    } atıldı; { $name } başlıyor.
leftovers-event-round-after_stuck = Tur { $round }: { $count ->
       *[other] { $count } zar
    } atıldı; takılan { $name } başlıyor.
leftovers-event-round-after_out = Tur { $round }: { $count ->
       *[other] { $count } zar
    } atıldı; { $stuck } oyuncusunun solundaki ilk oyuncu { $name } başlıyor.
leftovers-event-claim = { $name } bu tur için { $claim } iddia ediyor.
leftovers-event-take = { $name } { $dice } alıyor ({ $left ->
       *[other] { $left } zar
    } kaldı).
leftovers-event-doubles = { $name } kendi çifti { $dice } alıyor ({ $left ->
       *[other] { $left } zar
    } kaldı).
leftovers-event-stuck = { $name } iki zar alamıyor: artık { $dice } puanına { $points ->
       *[other] { $points } puan
    } ekliyor (şimdi { $score ->
       *[other] { $score } puan
    }).
leftovers-event-stuck-empty = { $name } iki zar alamıyor, ama orta boş: puan yok.
leftovers-event-out = { $name } { $score ->
       *[other] { $score } puan
    } ile ({ $out } ve üstü) elendi.
leftovers-event-win = 🏆 Oyunda kalan son kişi { $name } ve { $score ->
       *[other] { $score } puan
    } ile kazandı!
leftovers-rules = **Bad Leftovers (Kötü Artıklar)** — 2 ile 12 oyuncu. Puan kötüdür.
    { "*" }*Yerler.** Başta herkes bir zar atar: en yüksek 1 numaradır (berabere kalanlar kendi aralarında yeniden atar) ve numaralar masada sola doğru artar (oyuncuların katılma sırası). Bu senin **kalıcı numaran**; 1 numara ilk turu başlatır.
    { "*" }*Bir tur.** Ortadaki tüm zarlar atılır: iki oyuncu için 20, hâlâ oyunda olan her ek oyuncu için 3 daha; her tur yeniden sayılır (*sabit yığın* seçeneği: başlayan oyunculara göre bir kez sayılır, oyuncular elendikçe boyutu değişmez). Turun ilk oyuncusundan sola doğru, sıran gelince iki zar almalısın: toplamı o turdaki **iddian** olan iki zar, ya da ikisi de kalıcı numaranı gösteren iki zar (yalnızca 1–6 numaralar: zarın daha yüksek yüzü yoktur). İddianı, 7 ile 12 arasında herhangi bir sayı, turdaki ilk alışında açıklarsın (başkaları aynısını iddia edebilir); tur bitene kadar senindir. İlk sıranda önce iddiayı, sonra iki zarı seçersin: her İddia düğmesi ortada onun için şu an kaç ikili olduğunu söyler (çiftin dahil, hiçbir zar iki kez sayılmaz); imkânsız olanlar gridir.
    { "*" }*Takılmak.** İki zar alamayan ilk oyuncu takılır: ortada hâlâ görünen noktalar puanına eklenir ve tur biter (orta boşsa 0 puan). Takılan oyuncu sonraki turu başlatır; elendiyse solundaki oyunda kalan ilk oyuncu başlatır.
    { "*" }*Elenmek.** 21 puan ve üstünde elenirsin. Oyunda kalan son oyuncu kazanır.
    Ayrılan oyuncu hemen elenir; puanı çizelgede kalır ve tur onsuz sürer. Sıra süresi içinde (15 sn ile 1 sa arası, varsayılan 60 sn) oynamazsan bot, bilgisayar oyuncuları gibi senin yerine oynar: iddian ve çiftin için en çok alış bırakan hamleyi, ardından sonraki oyuncuya en az bırakanı seçer.
    `/leaderboard` bu kanaldaki oyunun anlık puanlarını ve sunucunun sıralamasını gösterir. Oyun bitince herkes her atışı kontrol edebilir: `/game verify`.

## Adı

game-leftovers = Bad Leftovers (Kötü Artıklar)

## Komut seçici

cmd-leftovers-fixed_pile = Ortadaki zarları başlayan oyunculara göre bir kez say: yığın boyutunu korur
cmd-leftovers-fixed_pile-name = sabit-yığın

## /stats

stats-leftovers = Tur başına { $whole },{ $tenths } puan (düşük olan iyi)

## /leftovers odds: komut seçici

cmd-leftovers-odds = Bir Bad Leftovers masasında her yerin kazanma şansı ve bir oyunun ne kadar sürdüğü

## /leftovers odds: yanıt

odds-header-leftovers = Kazanma şansı, yer numarasına göre (1. yer ilk oynar):

## Canlı şanslar

leftovers-option-live_chances = canlı şanslar
