-- Seasons: each change of a server's season length (/settings season), from when it applies. A server's seasons
-- are the calendar weeks or months (UTC) of the length in effect, cut where the length changed; no row: months.
-- Rows are only ever added, so a change never moves a season that has ended.
CREATE TABLE season_changes (
    guild_id  INTEGER NOT NULL,
    since     INTEGER NOT NULL,  -- Unix seconds
    length    TEXT    NOT NULL CHECK (length IN ('week', 'month', 'none')),
    PRIMARY KEY (guild_id, since)
);

-- Luck: each seat's chance, when its game started, of what the game counts (winning; Buck Dice: losing).
CREATE TABLE start_chances (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    seat      INTEGER NOT NULL,
    chance    REAL    NOT NULL,
    losing    INTEGER NOT NULL,  -- 1: the chance is of losing
    PRIMARY KEY (table_id, seat)
);

-- A season's board reads a server's results between two times.
CREATE INDEX results_by_guild_time ON results (guild_id, finished_at);
