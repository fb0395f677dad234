-- Small facts the bot keeps about itself, by key (e.g. the hash of the slash commands last synced).
CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
