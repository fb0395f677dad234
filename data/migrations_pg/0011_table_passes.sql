-- As SQLite's 0010: the newest interaction token of a table Pips reaches only through interactions (a DM, a group
-- DM, a server without the bot), the message it edits and the follow-ups it sent. A secret: never logged.
CREATE TABLE table_passes (
    table_id    BIGINT PRIMARY KEY REFERENCES tables (id),
    token       TEXT NOT NULL,
    issued_at   DOUBLE PRECISION NOT NULL,
    message_id  BIGINT NOT NULL,
    followups   INTEGER NOT NULL,
    capped      BOOLEAN NOT NULL
);
