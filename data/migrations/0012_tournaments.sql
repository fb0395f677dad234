-- Tournaments: a sign-up, then rounds of tables each in a thread of the channel, to a champion. ``state`` is the
-- service's JSON (the pure tournament: its seed, entrants, rounds; and where each table and thread is);
-- ``version`` guards each save as a table's does. ``champion_id``: set when it ends with one (/stats counts them).
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER,
    channel_id   INTEGER NOT NULL,
    host_id      INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    options      TEXT    NOT NULL,  -- JSON
    state        TEXT    NOT NULL,  -- JSON
    status       TEXT    NOT NULL CHECK (status IN ('signup', 'playing', 'finished', 'cancelled')),
    message_id   INTEGER,
    champion_id  INTEGER,
    version      INTEGER NOT NULL,
    created_at   REAL    NOT NULL,
    updated_at   REAL    NOT NULL
);

-- Those still going are read at start-up; a server's champions for /stats.
CREATE INDEX tournaments_going ON tournaments (status) WHERE status IN ('signup', 'playing');
CREATE INDEX tournaments_by_champion ON tournaments (guild_id, champion_id) WHERE champion_id IS NOT NULL;
