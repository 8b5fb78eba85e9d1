-- The unguessable token in the link of a game's or a tournament's web page
-- (src/web/): made with the game or tournament from the OS's random
-- numbers (src/store/page_tokens.rs). Games and tournaments stored before
-- the pages get theirs here: two random UUIDs (gen_random_uuid, from the
-- server's strong random source), 244 random bits.
CREATE TABLE page_tokens (
    kind      TEXT   NOT NULL,
    object_id BIGINT NOT NULL,
    token     TEXT   NOT NULL,
    PRIMARY KEY (kind, object_id)
);
INSERT INTO page_tokens (kind, object_id, token)
    SELECT 'game', id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM games;
INSERT INTO page_tokens (kind, object_id, token)
    SELECT 'tournament', id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM tournaments;
