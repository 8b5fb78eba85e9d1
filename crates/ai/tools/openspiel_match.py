#!/usr/bin/env python3
"""Awele against OpenSpiel's oware MCTS bot: the bot's level 3 (through the
engine protocol's `search`) against OpenSpiel's C++ MCTSBot with random
rollouts, seats alternating. Not run by CI; it produced the Awele figures
in the README's section on the bot.

How to run (from the repository root; OpenSpiel 2.0.2 from PyPI)::

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install open_spiel==2.0.2
    cargo build --release
    /tmp/venv/bin/python crates/ai/tools/openspiel_match.py --games 10 --simulations 100000

OpenSpiel referees each game; our engine is asked for every position too,
and where our rules end a game that OpenSpiel's go on with (our repetition
rule and 300-ply cap, see tests/fixtures/openspiel in crates/games) our
result stands. Moves map as in the fixtures: South's action i is our `A`+i,
North's action i our `a`+i.
"""

import argparse
import json
import subprocess
import time

import pyspiel


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--simulations", type=int, default=100_000)
    parser.add_argument("--level", default="3", help="our level, or iNNN for NNN iterations")
    parser.add_argument("--engine", default="target/release/tavolo")
    args = parser.parse_args()
    search = (
        {"iterations": int(args.level[1:])} if args.level.startswith("i") else {"level": int(args.level)}
    )
    engine = subprocess.Popen(
        [args.engine, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )

    def ask(request):
        engine.stdin.write(json.dumps(request) + "\n")
        engine.stdin.flush()
        answer = json.loads(engine.stdout.readline())
        assert answer["ok"], answer
        return answer

    game = pyspiel.load_game("oware")
    score = {"win": 0, "draw": 0, "loss": 0}
    ours_time = theirs_time = 0.0
    for g in range(args.games):
        ours = g % 2  # our seat: 0 South, 1 North
        bot = pyspiel.MCTSBot(
            game,
            pyspiel.RandomRolloutEvaluator(1, g),
            2.0,
            args.simulations,
            1000,
            True,
            g,
            False,
        )
        state = game.new_initial_state()
        moves = []
        while True:
            position = ask({"game": "awele", "moves": moves})
            if position["outcome"] is not None:
                winner = position["outcome"]["winner"]
                break
            if state.is_terminal():
                returns = state.returns()
                winner = None if returns[0] == returns[1] else (0 if returns[0] > returns[1] else 1)
                break
            player = state.current_player()
            assert player == position["to_move"], (player, position)
            if player == ours:
                start = time.time()
                text = ask({"game": "awele", "moves": moves, "search": dict(search, seed=g)})["best"]
                ours_time += time.time() - start
                action = ("ABCDEF" if player == 0 else "abcdef").index(text)
            else:
                start = time.time()
                action = bot.step(state)
                theirs_time += time.time() - start
                text = state.action_to_string(player, action)
            state.apply_action(action)
            moves.append(text)
        result = "draw" if winner is None else ("win" if winner == ours else "loss")
        score[result] += 1
        print(f"game {g}: ours {'South' if ours == 0 else 'North'}, {result}, {len(moves)} plies", flush=True)
    print(
        f"tavolo {search} vs OpenSpiel MCTS {args.simulations} simulations: "
        f"{score['win']}W {score['draw']}D {score['loss']}L; "
        f"time ours {ours_time:.0f}s, theirs {theirs_time:.0f}s"
    )


if __name__ == "__main__":
    main()
