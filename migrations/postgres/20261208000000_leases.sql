-- Several Tavolo processes on one database (src/store/leases.rs).
-- A job is claimed by one process until its lease ends; a job whose
-- process died is claimed again once the lease has run out.
ALTER TABLE jobs ADD COLUMN locked_by TEXT;
ALTER TABLE jobs ADD COLUMN locked_until BIGINT;
-- Named leases: who does a task only one process may do at a time
-- (delivering a platform's outbox, polling Telegram), and until when.
CREATE TABLE leases (
    name   TEXT   PRIMARY KEY,
    holder TEXT   NOT NULL,
    until  BIGINT NOT NULL
);
