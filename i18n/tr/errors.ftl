### Türkçe: Pips'in kabul edemediği girdilere yanıtlar (sahte veya eski düğmeler, komutlar ve seçenekler).

## Düğmeler ve pencereler

error-component_invalid = Bu düğme geçerli değil: Pips tarafından oluşturulmadı. Hiçbir şey değişmedi.
error-component_gone = Bu düğme artık mesajda yok: mesaj sen gördükten sonra değişti. Hiçbir şey değişmedi.
error-form_invalid = Bu form geçerli değil: Pips tarafından açılmadı. Hiçbir şey değişmedi.
error-store_outcome_unknown = Hamlen kaydedilirken oyun veritabanı yanıt vermeyi bıraktı; masa neyin saklandığını gösteriyor.

## Eğik çizgi komutları

error-command_updated = Bu komut az önce güncellendi; bir dakika sonra tekrar dene.
error-unknown_option = /{ $command } komutunun “{ $option }” seçeneği yok; hiçbir şey yapılmadı. Komut az önce güncellendiyse bir dakika sonra tekrar dene.
error-option_value = “{ $option }” seçeneği { $wants } alır; hiçbir şey yapılmadı.
error-wants-choice = şunlardan birini: { $choices }
error-wants-integer = bir tam sayı
error-wants-integer_range = { $min } ile { $max } arasında bir tam sayı
error-wants-number = bir sayı
error-wants-number_range = { $min } ile { $max } arasında bir sayı
error-wants-boolean = True veya False
error-wants-text = en fazla { $max } karakterlik bir metin
error-wants-any_text = metin
error-wants-listed = Discord'un listelediği değerlerden birini
error-guild_only = Bu komut yalnızca bir sunucu kanalında çalışır.
error-missing_permissions = Bu komut için { $permissions } iznine ihtiyacın var.
error-bot_missing_permissions = O komut için bu kanalda { $permissions } iznine ihtiyacım var.
error-check_failed = Bu komutu burada kullanamazsın.
reach-external_apps_off = Bu sunucu üyelerinin harici uygulama kullanmasına izin vermiyor, bu yüzden Pips burada sana yalnızca özel olarak yanıt verebilir ve masa açamaz. Burada oynamak için bir sunucu yöneticisi rolüne “Harici Uygulamaları Kullan” iznini verebilir (Sunucu Ayarları → Roller) ya da Pips'i sunucuya ekleyebilir. DM'de veya grup DM'sinde de oynayabilirsin.
