-- Finding the tables changed just before the bot stopped, to show them again after a restart.
CREATE INDEX tables_updated ON tables (updated_at);
