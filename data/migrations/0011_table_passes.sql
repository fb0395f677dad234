-- A table where Pips is no member (a DM, a group DM, a server where only people installed it to their own account)
-- is drawn through the interactions of the people at it: the newest interaction's token, valid 15 minutes, edits
-- the message it answered. Kept so that a restart still draws the table, and counts the follow-ups (turn pings)
-- it sent, of which Discord allows five to an app installed only by a person. The token is a secret: never logged.
CREATE TABLE table_passes (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id),
    token       TEXT    NOT NULL,
    issued_at   REAL    NOT NULL,  -- Unix seconds: when its interaction came
    message_id  INTEGER NOT NULL,  -- the message its webhook edits (the clicked one, or the one it posted)
    followups   INTEGER NOT NULL,
    capped      INTEGER NOT NULL   -- 1: installed only by a person there (at most five follow-ups)
);
