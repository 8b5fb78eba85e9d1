-- A seat that resigned a game of more than two seats while the others play
-- on: the game's version when it resigned (later resigners rank higher).
-- The core plays such a seat by itself until the game ends.
ALTER TABLE seats ADD COLUMN resigned_at INTEGER;
