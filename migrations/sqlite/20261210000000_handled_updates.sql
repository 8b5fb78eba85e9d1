-- Updates a platform delivered (Telegram's update_id), recorded by the
-- process that handles one before it does (src/store/handled_updates.rs):
-- an update delivered twice (to two processes behind a load balancer, or
-- again after a poller died) is handled once. Rows older than Telegram
-- keeps an update (a day) are deleted as new ones come.
CREATE TABLE handled_updates (
    platform  TEXT   NOT NULL,
    update_id INTEGER NOT NULL,
    holder    TEXT   NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (platform, update_id)
);
CREATE INDEX handled_updates_at ON handled_updates (at);
