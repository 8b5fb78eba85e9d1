#!/usr/bin/env python3
"""Prints the bot's criterion figures as a Markdown table for the README.

Run `cargo bench -p tavolo-ai` first; this reads criterion's estimates under
`target/criterion` (or the directory given as the first argument):
iterations per second from `iterations/<game>`, and the mean time of one
move at each level from `move/<game>/level/<n>`.
"""

import json
import pathlib
import sys

# The iterations per measured search in `benches/search.rs`.
ITERATIONS = 2000

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")


def mean_seconds(path):
    estimates = json.loads((path / "new" / "estimates.json").read_text())
    return estimates["mean"]["point_estimate"] / 1e9


def fmt_time(seconds):
    if seconds >= 1:
        return f"{seconds:.1f} s"
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    if seconds >= 0.001:
        ms = seconds * 1e3
        return f"{ms:.0f} ms" if ms >= 10 else f"{ms:.1f} ms"
    if seconds >= 1e-5:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"


def fmt_rate(rate):
    rounded = float(f"{rate:.2g}")
    return f"{rounded:,.0f}".replace(",", " ")


print("| game | iterations/s | level 1 | level 2 | level 3 |")
print("|---|---|---|---|---|")
for game in sorted(p.name for p in (root / "iterations").iterdir() if p.is_dir() and p.name != "report"):
    bench = root / "iterations" / game
    meta = json.loads((bench / "new" / "benchmark.json").read_text())
    elements = meta["throughput"]["Elements"]
    if elements < ITERATIONS:
        # The bench's probe proved the position: no rate to speak of.
        rate_text = f"(solved in {elements} iteration{'' if elements == 1 else 's'})"
    else:
        rate_text = fmt_rate(elements / mean_seconds(bench))
    levels = []
    for n in (1, 2, 3):
        level = root / f"move_{game}" / "level" / str(n)
        levels.append(fmt_time(mean_seconds(level)) if level.exists() else "?")
    print(f"| {game} | {rate_text} | " + " | ".join(levels) + " |")
