-- A restart reads the turns waiting for a move by when their player is pinged (service/nudges.py: a quarter of the
-- turn timeout after the table last changed, at least 10 s), a page at a time, instead of every one of them.
-- The expression is the one data/sqlite.py's nudges_after orders by, word for word (SQLite matches it as written).
CREATE INDEX tables_by_nudge ON tables (updated_at + MAX(turn_timeout * 0.25, 10.0))
    WHERE status = 'playing' AND deadline IS NOT NULL;
