-- A move's save no longer rewrites the table's log: its entries are in the move's action rows already.
-- log_version: NULL when ``log`` holds the whole log; else the version ``log`` was last written at, and the log is
-- ``log`` followed by the events of the actions saved after that version, the newest LOG_LENGTH entries of them
-- (data/records.py). A save that writes ``log`` sets it back to NULL.
ALTER TABLE tables ADD COLUMN log_version INTEGER;
