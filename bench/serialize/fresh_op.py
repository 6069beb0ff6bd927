"""PyTorch's side of fresh-process.ts: one torch.save (then fsync) or torch.load of 100 tensors
of 1M float32 in a fresh process; prints {"ms": ...} for the operation alone."""
import json
import os
import sys
import time

import torch

op, path = sys.argv[1], sys.argv[2]
torch.set_num_threads(1)
if op == "save":
    torch.manual_seed(0)
    state = {f"t{i}": torch.randn(1_000_000) for i in range(100)}
    t0 = time.perf_counter()
    with open(path, "wb") as f:
        torch.save(state, f)
        f.flush()
        os.fsync(f.fileno())
    ms = (time.perf_counter() - t0) * 1000
else:
    t0 = time.perf_counter()
    loaded = torch.load(path)
    ms = (time.perf_counter() - t0) * 1000
    assert len(loaded) == 100
print(json.dumps({"ms": ms}))
