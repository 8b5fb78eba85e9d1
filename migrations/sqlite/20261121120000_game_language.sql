-- The language of a game's public messages (its chat's language when it was
-- created): notices the core sends later, with nobody asking, use it.
ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
