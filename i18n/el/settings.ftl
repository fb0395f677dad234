### Greek: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Οι ρυθμίσεις του Pips σε αυτόν τον διακομιστή (μόνο Διαχείριση διακομιστή)
cmd-settings-show = Δείξε τις ρυθμίσεις του Pips σε αυτόν τον διακομιστή
cmd-settings-language = Η γλώσσα των νέων τραπεζιών
cmd-settings-language-value = Μια γλώσσα (γράψε για να βρεις τη δική σου) ή η γλώσσα Discord του διακομιστή
cmd-settings-language-value-name = γλώσσα
cmd-settings-turn_timeout = Ο χρόνος σειράς των νέων τραπεζιών όταν η εντολή έναρξης δεν ορίζει άλλον
cmd-settings-turn_timeout-seconds = Δευτερόλεπτα από 15 έως 3600· άφησέ το κενό για την προεπιλογή του Pips (60)
cmd-settings-turn_timeout-seconds-name = δευτερόλεπτα
cmd-settings-pings = Αν θα ειδοποιείται ο παίκτης που έχει σειρά και αργεί
cmd-settings-pings-send = True: στείλε ειδοποιήσεις σειράς· False: ποτέ
cmd-settings-pings-send-name = αποστολή
cmd-settings-computers = Αν οι οικοδεσπότες μπορούν να προσθέτουν θέσεις υπολογιστή
cmd-settings-computers-allowed = True: επιτρέπεται· False: δεν επιτρέπεται
cmd-settings-computers-allowed-name = επιτρέπεται
cmd-settings-channels = Τα κανάλια όπου μπορούν να ξεκινούν παιχνίδια
cmd-settings-channels-add = Επίτρεψε παιχνίδια σε ένα κανάλι (μόλις μπει ένα στη λίστα, μόνο τα καταγεγραμμένα)
cmd-settings-channels-remove = Βγάλε ένα κανάλι από τη λίστα
cmd-settings-channels-clear = Επίτρεψε ξανά παιχνίδια σε κάθε κανάλι
cmd-settings-channels-channel = Το κανάλι
cmd-settings-channels-channel-name = κανάλι
settings-choice-server = Η γλώσσα Discord του διακομιστή

## What /settings shows

settings-title = Ρυθμίσεις του Pips για αυτόν τον διακομιστή
settings-language = Γλώσσα τραπεζιών: { $value }
settings-language-server = η γλώσσα Discord του διακομιστή ({ $locale })
settings-turn_timeout = Χρόνος σειράς όταν η εντολή έναρξης δεν ορίζει άλλον: { $seconds ->
        [one] { $seconds } δευτερόλεπτο
       *[other] { $seconds } δευτερόλεπτα
    }
settings-turn_timeout-default = { " " }(προεπιλογή του Pips)
settings-pings = Ειδοποιήσεις σειράς: { $value }
settings-pings-on = ενεργές
settings-pings-off = ανενεργές
settings-computers = Θέσεις υπολογιστή: { $value }
settings-computers-on = επιτρέπονται
settings-computers-off = δεν επιτρέπονται
settings-channels = Παιχνίδια μπορούν να ξεκινούν σε: { $value }
settings-channels-any = οποιοδήποτε κανάλι
settings-applies = Οι αλλαγές ισχύουν για τα τραπέζια που ανοίγουν στη συνέχεια.
settings-saved = Αποθηκεύτηκε. { $line }
    Ισχύει για τα τραπέζια που ανοίγουν από τώρα και πέρα.

## Refusals (private)

settings-managers_only = Μόνο μέλη με την άδεια Διαχείριση διακομιστή μπορούν να χρησιμοποιούν το /settings.
settings-turn_timeout-invalid = Ο χρόνος σειράς είναι ακέραιος αριθμός δευτερολέπτων από { $min } έως { $max }· τίποτα δεν άλλαξε.
settings-language-invalid = Τα τραπέζια σχεδιάζονται μόνο σε αυτές τις γλώσσες: { $languages }· τίποτα δεν άλλαξε.
settings-channels-already = Το <#{ $channel }> είναι ήδη στη λίστα· τίποτα δεν άλλαξε.
settings-channels-not_listed = Το <#{ $channel }> δεν είναι στη λίστα· τίποτα δεν άλλαξε.
settings-channels-too_many = Η λίστα χωρά έως { $max ->
        [one] { $max } κανάλι
       *[other] { $max } κανάλια
    }· τίποτα δεν άλλαξε.
settings-channel_not_allowed = Σε αυτόν τον διακομιστή, παιχνίδια ξεκινούν μόνο σε { $channels }.
settings-no_computers = Αυτός ο διακομιστής δεν επιτρέπει θέσεις υπολογιστή.
