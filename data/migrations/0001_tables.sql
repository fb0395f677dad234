-- Tables: a lobby, then a game, then its result. One live table per channel.
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    host_id     INTEGER NOT NULL,
    locale      TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    seed        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    turn_timeout INTEGER NOT NULL,
    seats       TEXT    NOT NULL,
    state       TEXT,
    log         TEXT    NOT NULL,
    deadline    REAL,
    version     INTEGER NOT NULL,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

CREATE UNIQUE INDEX tables_one_live_per_channel ON tables (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_by_channel ON tables (channel_id, id);
CREATE INDEX tables_deadline ON tables (deadline) WHERE deadline IS NOT NULL;

-- Every accepted action, in order: with the seed it replays the game.
CREATE TABLE actions (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    version   INTEGER NOT NULL,
    ordinal   INTEGER NOT NULL,
    user_id   INTEGER,
    action    TEXT    NOT NULL,
    events    TEXT    NOT NULL,
    at        REAL    NOT NULL,
    PRIMARY KEY (table_id, version, ordinal)
);

-- One line per player of a finished game, for the leaderboard.
CREATE TABLE results (
    table_id     INTEGER NOT NULL REFERENCES tables (id),
    guild_id     INTEGER,
    kind         TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    computer     INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    won          INTEGER NOT NULL,
    lost         INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    rounds       INTEGER NOT NULL,
    points       INTEGER NOT NULL,
    finished_at  REAL    NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE INDEX results_by_guild ON results (guild_id, kind);
