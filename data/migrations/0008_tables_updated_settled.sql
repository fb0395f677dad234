-- A move of a running game changes its time of change, and every index on that time is written again by the
-- move's commit: about 13 µs of every click each (measured: docs/performance.md). tables_by_nudge (0007) already holds the running
-- games' turns by their time of change plus a delay, so tables_updated now holds only the other tables
-- (lobbies, ended games, a running game with no deadline): each table is in exactly one of the two, and a
-- restart finds the tables changed last through both (data/_changed_last.py). Its condition is the one
-- that query writes, word for word (SQLite uses a partial index only for a condition it sees in the query).
DROP INDEX tables_updated;
CREATE INDEX tables_updated ON tables (updated_at) WHERE status != 'playing' OR deadline IS NULL;
