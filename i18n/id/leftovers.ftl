### Bahasa Indonesia: Bad Leftovers.

cmd-leftovers = Permainan dadu Bad Leftovers (Sisa Buruk): ambil pasangan, poin itu buruk
cmd-leftovers-start = Buka meja Bad Leftovers di saluran ini
leftovers-option-fixed_pile = tumpukan tetap (dihitung untuk pemain awal)
leftovers-action-claim-pair = Klaim { $claim }: ambil { $dice }
leftovers-action-claim-doubles = Klaim { $claim }: ambil { $dice } (kembaranmu)
leftovers-action-take-pair = Ambil { $dice }
leftovers-action-take-doubles = Ambil { $dice } (kembaranmu)
leftovers-button-claim = Klaim { $claim } · { $pairs ->
       *[other] { $pairs } pasang
    }
leftovers-button-back = ◀ Bukan { $claim }: klaim lain
leftovers-seat = { " " }— { $score ->
       *[other] { $score } poin
    }
leftovers-seat-claim = { " " }— klaim { $claim } · { $score ->
       *[other] { $score } poin
    }
leftovers-seat-no_claim = { " " }— belum klaim · { $score ->
       *[other] { $score } poin
    }
leftovers-seat-out = { " " }— gugur · { $score ->
       *[other] { $score } poin
    }
leftovers-round = Ronde { $round } · { $out ->
       *[other] { $out } poin
    } atau lebih gugur
leftovers-center = Tengah: { $dice } ({ $count ->
       *[other] { $count } dadu
    }, { $pips ->
       *[other] { $pips } titik
    })
leftovers-event-seat_throw = Lemparan kursi: { $throws }.
leftovers-event-seats = Nomor tetap, ke arah kiri: { $order }.
leftovers-event-round = Ronde { $round }: { $count ->
       *[other] { $count } dadu
    } dilempar; { $name } mulai.
leftovers-event-round-after_stuck = Ronde { $round }: { $count ->
       *[other] { $count } dadu
    } dilempar; { $name } mulai, karena tadi buntu.
leftovers-event-round-after_out = Ronde { $round }: { $count ->
       *[other] { $count } dadu
    } dilempar; { $name } mulai, pemain berikutnya di kiri { $stuck }.
leftovers-event-claim = { $name } mengklaim { $claim } untuk ronde ini.
leftovers-event-take = { $name } mengambil { $dice } (sisa { $left ->
       *[other] { $left } dadu
    }).
leftovers-event-doubles = { $name } mengambil kembarannya { $dice } (sisa { $left ->
       *[other] { $left } dadu
    }).
leftovers-event-stuck = { $name } tidak bisa mengambil dua dadu: sisa { $dice } menambah { $points ->
       *[other] { $points } poin
    } ke skornya (sekarang { $score ->
       *[other] { $score } poin
    }).
leftovers-event-stuck-empty = { $name } tidak bisa mengambil dua dadu, tetapi tengah kosong: tanpa poin.
leftovers-event-out = { $name } punya { $score ->
       *[other] { $score } poin
    } ({ $out } atau lebih) dan gugur.
leftovers-event-win = 🏆 { $name } tersisa terakhir dan menang dengan { $score ->
       *[other] { $score } poin
    }!
leftovers-rules = **Bad Leftovers (Sisa Buruk)** — 2 sampai 12 pemain. Poin itu buruk.
    { "*" }*Kursi.** Di awal semua melempar satu dadu: yang tertinggi nomor 1 (yang seri melempar ulang) dan nomor bertambah ke kiri (urutan bergabung). Itulah **nomor tetapmu**; nomor 1 memulai ronde pertama.
    { "*" }*Satu ronde.** Semua dadu tengah dilempar: 20 untuk dua pemain ditambah 3 untuk tiap pemain lain yang masih bertahan, dihitung ulang tiap ronde (opsi *tumpukan tetap*: dihitung sekali, untuk pemain awal, ukurannya tetap walau pemain gugur). Dari pemain pertama ronde ke arah kiri, di giliranmu kamu harus mengambil dua dadu: dua yang berjumlah **klaim**-mu untuk ronde itu, atau dua yang sama-sama menunjukkan nomor tetapmu (hanya 1 sampai 6 — dadu tak punya muka lebih tinggi). Kamu mengumumkan klaim (7 sampai 12) saat pengambilan pertamamu di ronde itu (boleh sama dengan pemain lain); klaim itu berlaku sampai ronde berakhir. Di giliran pertamamu kamu memilih klaim, lalu dua dadunya: tiap tombol Klaim menunjukkan berapa pasang yang ada di tengah untuknya sekarang (termasuk kembaranmu, tiada dadu dihitung dua kali); yang mustahil abu-abu.
    { "*" }*Buntu.** Pemain pertama yang tak bisa mengambil dua dadu jadi buntu: titik yang masih terlihat di tengah ditambahkan ke skornya dan ronde berakhir (tengah kosong: 0 poin). Dia memulai ronde berikutnya; jika dia gugur, pemain bertahan berikutnya di kirinya yang mulai.
    { "*" }*Gugur.** Di 21 poin atau lebih kamu gugur. Pemain terakhir yang bertahan menang.
    Pemain yang keluar langsung gugur; skornya tetap di lembar skor dan ronde berlanjut tanpanya. Jika kamu tidak bergerak dalam batas waktu giliran (15 dtk sampai 1 jam, bawaan 60 dtk), bot bergerak untukmu seperti pemain komputer: bot memilih langkah yang menyisakan ambilan terbanyak untuk klaim dan kembaranmu, lalu yang tersedikit untuk pemain berikutnya.
    `/leaderboard` menampilkan skor permainan yang berjalan di sini dan peringkat server. Siapa pun bisa memeriksa setiap lemparan setelah permainan selesai: `/game verify`.

## Namanya

game-leftovers = Bad Leftovers (Sisa Buruk)

## Pemilih perintah

cmd-leftovers-fixed_pile = Hitung dadu tengah sekali, untuk pemain awal: ukuran tumpukan tetap
cmd-leftovers-fixed_pile-name = tumpukan-tetap

## /stats

stats-leftovers = { $whole },{ $tenths } poin per ronde (makin kecil makin baik)

## /leftovers odds: pemilih perintah

cmd-leftovers-odds = Peluang menang tiap kursi di meja Bad Leftovers, dan berapa lama satu permainan

## /leftovers odds: jawaban

odds-header-leftovers = Peluang menang, per nomor kursi (kursi 1 bermain duluan):

## Peluang langsung

leftovers-option-live_chances = peluang langsung
