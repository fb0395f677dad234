### Greek: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Αυτό το κουμπί δεν είναι έγκυρο: δεν το έστειλε το Pips. Τίποτα δεν άλλαξε.
error-component_gone = Αυτό το κουμπί δεν υπάρχει πια στο μήνυμα: το μήνυμα άλλαξε αφού το είδες. Τίποτα δεν άλλαξε.
error-form_invalid = Αυτή η φόρμα δεν είναι έγκυρη: δεν την άνοιξε το Pips. Τίποτα δεν άλλαξε.
error-store_outcome_unknown = Η βάση δεδομένων του παιχνιδιού σταμάτησε να απαντά ενώ αποθηκευόταν η κίνησή σου· το τραπέζι δείχνει τι κρατήθηκε.

## Slash commands

error-command_updated = Αυτή η εντολή μόλις ενημερώθηκε· δοκίμασε ξανά σε ένα λεπτό.
error-unknown_option = Η /{ $command } δεν έχει επιλογή «{ $option }»· δεν έγινε τίποτα. Αν η εντολή μόλις ενημερώθηκε, δοκίμασε ξανά σε ένα λεπτό.
error-option_value = Η επιλογή «{ $option }» δέχεται { $wants }· δεν έγινε τίποτα.
error-wants-choice = ένα από: { $choices }
error-wants-integer = έναν ακέραιο
error-wants-integer_range = έναν ακέραιο από { $min } έως { $max }
error-wants-number = έναν αριθμό
error-wants-number_range = έναν αριθμό από { $min } έως { $max }
error-wants-boolean = True ή False
error-wants-text = κείμενο έως { $max } χαρακτήρες
error-wants-any_text = κείμενο
error-wants-listed = μία από τις τιμές που δείχνει το Discord
error-guild_only = Αυτή η εντολή λειτουργεί μόνο σε κανάλι διακομιστή.
error-missing_permissions = Χρειάζεσαι την άδεια { $permissions } για αυτή την εντολή.
error-bot_missing_permissions = Χρειάζομαι την άδεια { $permissions } σε αυτό το κανάλι για εκείνη την εντολή.
error-check_failed = Δεν μπορείς να χρησιμοποιήσεις αυτή την εντολή εδώ.
reach-external_apps_off = Αυτός ο διακομιστής δεν επιτρέπει στα μέλη του να χρησιμοποιούν εξωτερικές εφαρμογές, οπότε το Pips μπορεί να σας απαντά εδώ μόνο ιδιωτικά και δεν μπορεί να ανοίξει τραπέζι. Για να παίξετε εδώ, ένας διαχειριστής μπορεί να επιτρέψει τη «Χρήση εξωτερικών εφαρμογών» για τον ρόλο σας (Ρυθμίσεις διακομιστή → Ρόλοι) ή να προσθέσει το Pips στον διακομιστή. Μπορείτε επίσης να παίξετε σε προσωπικό ή ομαδικό μήνυμα.
