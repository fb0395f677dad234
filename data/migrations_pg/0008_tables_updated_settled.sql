-- As SQLite's 0008: a move of a running game no longer writes tables_updated; the running turns are found
-- through tables_by_nudge (data/_changed_last.py). The condition is the one data/postgres.py's last_changed writes.
DROP INDEX tables_updated;
CREATE INDEX tables_updated ON tables (updated_at) WHERE status != 'playing' OR deadline IS NULL;
