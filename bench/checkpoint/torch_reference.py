"""PyTorch reference for bench/checkpoint: the same runner-like state (an MLP of `layers`
Linear(width, width) layers and its Adam state) saved with torch.save and read back with
torch.load, median of `repeats`. Prints one JSON line."""
import json
import os
import statistics
import sys
import time

import torch

layers, width, repeats, path = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
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


def timed(fn):
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def save_durable():
    # Same durability as the runner's atomic save: flushed to disk before it returns.
    with open(path, "wb") as f:
        torch.save(payload, f)
        f.flush()
        os.fsync(f.fileno())


save_plain = timed(lambda: torch.save(payload, path))
save_fsync = timed(save_durable)
size = os.path.getsize(path)
load = timed(lambda: torch.load(path))
os.remove(path)
print(json.dumps({"bytes": size, "save_s": save_plain, "save_fsync_s": save_fsync, "load_s": load}))
