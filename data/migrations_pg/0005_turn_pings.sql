-- The turn ping each table has out in its channel: kept so that it is deleted when the turn moves on,
-- after a restart too. At most one per table; the row goes with the message.
CREATE TABLE turn_pings (
    table_id    BIGINT PRIMARY KEY REFERENCES tables (id),
    channel_id  BIGINT NOT NULL,
    message_id  BIGINT NOT NULL,
    version     BIGINT NOT NULL  -- the table's version whose turn it announced
);
