-- A reminder notice names the player it reminds, so the scheduler can limit
-- reminders per chat and per player over a time window (one digest per
-- player instead of a board per game).
ALTER TABLE outbox ADD COLUMN reminds BIGINT REFERENCES players(id);
CREATE INDEX outbox_reminders ON outbox (platform, chat_id, created_at) WHERE reminds IS NOT NULL;
