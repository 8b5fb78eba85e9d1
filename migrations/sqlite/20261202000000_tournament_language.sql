-- The language of a tournament's announcements (its chat's language when it
-- was created): rounds, standings and the final result are posted in it, and
-- its games are created in it.
ALTER TABLE tournaments ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
