-- When a game became active: its first turn's clock starts then (clocks are
-- computed from this and the moves' times; see src/app/time_control.rs).
ALTER TABLE games ADD COLUMN started_at INTEGER;
