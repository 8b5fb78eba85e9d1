-- Vacations pause a player's correspondence clocks (src/app/vacation.rs):
-- one row per vacation; ending one early moves its end to that moment.
CREATE TABLE vacations (
    id        INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL
);
CREATE INDEX vacations_by_player ON vacations (player_id, starts_at);

-- How a player wants to hear that it is their turn: 'each' (a reminder
-- per game, in its chat), 'digest' (one private list a day), 'off'.
ALTER TABLE players ADD COLUMN notify TEXT NOT NULL DEFAULT 'each';
-- When the player last chose: a daily digest job scheduled before a later
-- choice is stale (src/app/notify.rs).
ALTER TABLE players ADD COLUMN notify_since INTEGER NOT NULL DEFAULT 0;
