# races
