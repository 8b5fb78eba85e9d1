-- Tavolo's first schema. The move list is the source of truth for every game;
-- `games.position` is a cache that replaying the moves must reproduce.

CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    display_name TEXT    NOT NULL,
    created_at   INTEGER NOT NULL
);

-- A platform account points to a player, so accounts can be linked later.
CREATE TABLE accounts (
    platform         TEXT    NOT NULL,
    platform_user_id TEXT    NOT NULL,
    player_id        INTEGER NOT NULL REFERENCES players(id),
    display_name     TEXT    NOT NULL,
    PRIMARY KEY (platform, platform_user_id)
);

-- status: open (waiting for seats), active, finished, declined, cancelled, expired.
-- version: the number of moves recorded, checked on every write.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    chat_id     TEXT    NOT NULL,
    slug        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    settings    TEXT    NOT NULL,
    seed        BLOB    NOT NULL,
    seed_hash   TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0,
    created_by  INTEGER NOT NULL REFERENCES players(id),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    expires_at  INTEGER,
    position    TEXT,
    result      TEXT,
    draw_offer  INTEGER
);
CREATE INDEX games_by_chat ON games (platform, chat_id, status);

-- One row per seat; player_id is NULL while an open seat waits.
CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games(id),
    seat      INTEGER NOT NULL,
    player_id INTEGER REFERENCES players(id),
    accepted  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_player ON seats (player_id);

-- The move list, throws and automatic moves included (seat NULL for chance).
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    ply        INTEGER NOT NULL,
    text       TEXT    NOT NULL,
    seat       INTEGER,
    auto       INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

-- Every board message the bot posted, so replies and buttons find their game.
CREATE TABLE board_messages (
    platform   TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    message_id TEXT    NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games(id),
    ply        INTEGER NOT NULL,
    PRIMARY KEY (platform, chat_id, message_id)
);

-- What the core must say unprompted, written in the same transaction as the
-- change that caused it; adapters deliver and mark sent.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    idempotency_key TEXT    NOT NULL UNIQUE,
    platform        TEXT    NOT NULL,
    chat_id         TEXT    NOT NULL,
    game_id         INTEGER,
    payload         TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER
);
CREATE INDEX outbox_pending ON outbox (platform, sent_at);

-- Work due later (challenge expiry; later bot turns, clocks, rounds).
CREATE TABLE jobs (
    id       INTEGER PRIMARY KEY,
    kind     TEXT    NOT NULL,
    game_id  INTEGER,
    run_at   INTEGER NOT NULL,
    payload  TEXT    NOT NULL,
    done_at  INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jobs_due ON jobs (done_at, run_at);
