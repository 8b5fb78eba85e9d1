-- One-time codes that link a player's accounts on two platforms
-- (src/app/link.rs): `/link` on one platform stores the SHA-256 of a fresh
-- code for ten minutes; `/link <code>` on another platform uses it once.
CREATE TABLE link_codes (
    code_hash  TEXT    PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    platform   TEXT    NOT NULL,
    expires_at INTEGER NOT NULL
);
