-- Per server: what /settings chose. No row: every default (Discord's server locale, 60 s turns, pings on,
-- computers allowed, any channel).
CREATE TABLE guild_settings (
    guild_id      BIGINT           PRIMARY KEY,
    language      TEXT,                       -- 'en', 'fr'; NULL: the server's Discord locale
    turn_timeout  INTEGER,                    -- seconds; NULL: the default
    pings         BOOLEAN          NOT NULL,  -- turn pings are sent
    computers     BOOLEAN          NOT NULL,  -- computer seats may be added
    updated_at    DOUBLE PRECISION NOT NULL
);

-- The channels where games may be started in a server; none listed: any channel.
CREATE TABLE guild_channels (
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);

-- /stats reads one player's results; /history a channel's finished tables, newest first.
CREATE INDEX results_by_player ON results (guild_id, user_id, kind);
CREATE INDEX tables_finished_by_channel ON tables (channel_id, id) WHERE status = 'finished';
