"""PyTorch reference for bench/checkpoint: the same runner-like state (an MLP of `layers`
Linear(width, width) layers and its Adam state). Prints "ready", then for each command read
from stdin ("save", "save_fsync", "load", "quit") times it once and prints one JSON line, so
that the benchmark can interleave its measurements with ours."""
import json
import os
import sys
import time

import torch

layers, width, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
torch.manual_seed(0)
torch.set_num_threads(1)
model = torch.nn.Sequential(*[torch.nn.Linear(width, width) for _ in range(layers)])
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for p in model.parameters():
    p.grad = torch.zeros_like(p)
opt.step()
payload = {
    "runner": {"seed": 0, "steps": 1000},
    "state": {"epoch": 0, "global_step": 1, "micro_step": 1, "rng": {"torch": torch.get_rng_state()}},
    "model": model.state_dict(),
    "optimizer": opt.state_dict(),
}


def save_fsync():
    # The same durability as the runner's atomic save: on disk before it returns.
    with open(path, "wb") as f:
        torch.save(payload, f)
        f.flush()
        os.fsync(f.fileno())


commands = {"save": lambda: torch.save(payload, path), "save_fsync": save_fsync, "load": lambda: torch.load(path)}
print("ready", flush=True)
for line in sys.stdin:
    command = line.strip()
    if command == "quit":
        break
    t = time.perf_counter()
    commands[command]()
    seconds = time.perf_counter() - t
    print(json.dumps({"seconds": seconds, "bytes": os.path.getsize(path)}), flush=True)
if os.path.exists(path):
    os.remove(path)
