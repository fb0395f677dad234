### Hindi: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· हार की संभावना { $percent }%
cmd-live_chances = हर खिलाड़ी के स्कोर के पास उसकी जीत की संभावना दिखाएँ, हर चाल पर अपडेट
cmd-live_chances-name = लाइव-संभावना
