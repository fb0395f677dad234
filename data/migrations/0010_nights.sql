-- /settings timezone: the IANA time zone a server's clock times are read in (/schedule new); NULL: UTC.
ALTER TABLE guild_settings ADD COLUMN timezone TEXT;

-- Scheduled game nights (/schedule): one row a night; a weekly night's next one is a row of its own.
CREATE TABLE nights (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    host_name   TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    options     TEXT    NOT NULL,  -- JSON: the table's options, as /<game> start takes them
    starts_at   INTEGER NOT NULL,  -- Unix seconds
    repeat      TEXT    NOT NULL CHECK (repeat IN ('none', 'weekly')),
    note        TEXT    NOT NULL,
    locale      TEXT    NOT NULL,  -- the server's Discord locale when it was scheduled
    created_at  REAL    NOT NULL,
    status      TEXT    NOT NULL
        CHECK (status IN ('scheduled', 'started', 'done', 'cancelled', 'missed', 'failed')),
    answers     TEXT    NOT NULL,  -- JSON: [[user id, name, coming], ...] in the order they answered
    message_id  INTEGER,           -- the invite card
    event_id    INTEGER,           -- the Discord scheduled event, where the app may manage events
    reminded    INTEGER NOT NULL,  -- 0 or 1: the reminder was sent
    waiting     INTEGER NOT NULL,  -- 0 or 1: its start found a table still open and waits for it
    table_id    INTEGER            -- the table it opened
);

-- Armed at start-up: the nights still to start, and those started whose event is to be completed.
CREATE INDEX nights_pending ON nights (status) WHERE status IN ('scheduled', 'started');
CREATE INDEX nights_by_guild ON nights (guild_id, starts_at) WHERE status = 'scheduled';
CREATE INDEX nights_by_event ON nights (event_id) WHERE event_id IS NOT NULL;
