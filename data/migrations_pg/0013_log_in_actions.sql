-- As SQLite's 0013: a move's save no longer rewrites the table's log (its entries are in its action rows);
-- log_version: NULL when ``log`` holds the whole log, else the version it was last written at.
ALTER TABLE tables ADD COLUMN log_version BIGINT;
