-- Takebacks (src/app/takeback.rs): moves taken back are deleted, so the
-- version (the number of moves) can return to a value it had before.
-- `takebacks` counts them: a position kept in memory is only reused when
-- its count is the row's, and the standing offer names the version it was
-- made at (a move played since makes it lapse).
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;
CREATE TABLE takeback_offers (
    game_id INTEGER PRIMARY KEY REFERENCES games(id),
    seat    INTEGER NOT NULL,
    version INTEGER NOT NULL
);
