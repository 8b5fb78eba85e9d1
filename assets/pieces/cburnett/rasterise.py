#!/usr/bin/env python3
"""Rasterise the cburnett chess pieces (svg/) into the PNGs the renderer
embeds (chess-<role>-<colour>.png, 128 px square, transparent).

Run from this folder with cairosvg installed in a scratch venv:
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install cairosvg
    /tmp/venv/bin/python rasterise.py
"""
import cairosvg

ROLES = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}
COLOURS = {"w": "white", "b": "black"}

for c, colour in COLOURS.items():
    for r, role in ROLES.items():
        cairosvg.svg2png(
            url=f"svg/{c}{r}.svg",
            write_to=f"chess-{role}-{colour}.png",
            output_width=128,
            output_height=128,
        )
