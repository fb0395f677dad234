-- Play again / Rematch opens a lobby where last game's players are invited:
-- invited: JSON seats of those players not yet rejoined (their stake remembered);
-- previous_id: the finished table this lobby follows (Buck Dice carries its rotation into the rematch);
-- again_closed: true once a finished table's Play again has expired (its deadline held when).
ALTER TABLE tables ADD COLUMN invited TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tables ADD COLUMN previous_id BIGINT;
ALTER TABLE tables ADD COLUMN again_closed BOOLEAN NOT NULL DEFAULT false;
-- Games finished before this version never armed the timer: their Play again has expired.
UPDATE tables SET again_closed = true WHERE status = 'finished';
