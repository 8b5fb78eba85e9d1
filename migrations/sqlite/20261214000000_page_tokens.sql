-- The unguessable token in the link of a game's or a tournament's web page
-- (src/web/): made with the game or tournament from the OS's random
-- numbers (src/store/page_tokens.rs). Games and tournaments stored before
-- the pages get theirs here, from SQLite's own generator (a ChaCha20
-- stream seeded from the OS), 128 bits each.
CREATE TABLE page_tokens (
    kind      TEXT    NOT NULL,
    object_id INTEGER NOT NULL,
    token     TEXT    NOT NULL,
    PRIMARY KEY (kind, object_id)
);
INSERT INTO page_tokens (kind, object_id, token)
    SELECT 'game', id, lower(hex(randomblob(16))) FROM games;
INSERT INTO page_tokens (kind, object_id, token)
    SELECT 'tournament', id, lower(hex(randomblob(16))) FROM tournaments;
