-- Ratings (Glicko-2 per player and game) and channel tournaments.

-- A player's current rating in one game. Bot games are never rated.
CREATE TABLE ratings (
    player_id  INTEGER NOT NULL REFERENCES players(id),
    slug       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, slug)
);
CREATE INDEX ratings_by_game ON ratings (slug, rating);

-- Every rated result, for the rating card and the per-chat leaderboards.
CREATE TABLE rating_history (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    slug        TEXT    NOT NULL,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    platform    TEXT    NOT NULL,
    chat_id     TEXT    NOT NULL,
    opponent_id INTEGER NOT NULL REFERENCES players(id),
    score       REAL    NOT NULL,
    before      REAL    NOT NULL,
    after       REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    at          INTEGER NOT NULL,
    UNIQUE (player_id, game_id)
);
CREATE INDEX rating_history_by_chat ON rating_history (platform, chat_id, slug);

-- status: registration, running, finished, cancelled.
-- format: round-robin, double-round-robin, swiss, knockout.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    platform      TEXT    NOT NULL,
    chat_id       TEXT    NOT NULL,
    slug          TEXT    NOT NULL,
    options       TEXT    NOT NULL,
    format        TEXT    NOT NULL,
    rounds        INTEGER NOT NULL,
    round_seconds INTEGER NOT NULL,
    rated         INTEGER NOT NULL,
    status        TEXT    NOT NULL,
    current_round INTEGER NOT NULL DEFAULT 0,
    round_ends_at INTEGER,
    starts_at     INTEGER,
    created_by    INTEGER NOT NULL REFERENCES players(id),
    created_at    INTEGER NOT NULL
);
CREATE INDEX tournaments_by_chat ON tournaments (platform, chat_id, status);

-- seq: the order of entry (the starting rank is derived from ratings).
-- withdrawn_after: the last round the player was paired in before leaving.
-- byes: rounds with a requested half-point bye, as a JSON array.
CREATE TABLE tournament_players (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    player_id       INTEGER NOT NULL REFERENCES players(id),
    seq             INTEGER NOT NULL,
    rating          REAL    NOT NULL,
    joined_round    INTEGER NOT NULL,
    withdrawn_after INTEGER,
    forfeits        INTEGER NOT NULL DEFAULT 0,
    byes            TEXT    NOT NULL DEFAULT '[]',
    PRIMARY KEY (tournament_id, player_id)
);

-- One row per player per round, as TRF-16 writes it: the opponent (NULL for
-- byes and absences), the colour (w, b or -), and the result code
-- (1 0 = + - H F U Z, or NULL while the game is played).
CREATE TABLE tournament_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round         INTEGER NOT NULL,
    player_id     INTEGER NOT NULL REFERENCES players(id),
    opponent_id   INTEGER REFERENCES players(id),
    colour        TEXT    NOT NULL,
    result        TEXT,
    board         INTEGER NOT NULL,
    game_id       INTEGER REFERENCES games(id),
    PRIMARY KEY (tournament_id, round, player_id)
);
CREATE INDEX tournament_entries_by_game ON tournament_entries (game_id);
