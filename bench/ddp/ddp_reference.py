# One rank of PyTorch DDP (Gloo) on the benchmark model of bench/ddp/model.ts, started by
# case.ts with torchrun's environment. Modes as worker.ts: ddp, nosync, allreduce.
# Prints per-step milliseconds (medians).
import json
import os
import statistics
import sys
import time

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

mode = sys.argv[1] if len(sys.argv) > 1 else "ddp"
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 30
warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 5
torch.set_num_threads(int(os.environ.get("THREADS", "1")))

dist.init_process_group("gloo")
rank = dist.get_rank()
torch.manual_seed(0)
H = 2048
model = nn.Sequential(nn.Linear(784, H), nn.ReLU(), nn.Linear(H, H), nn.ReLU(), nn.Linear(H, H), nn.ReLU(), nn.Linear(H, 10))
ddp = DDP(model)
opt = torch.optim.SGD(ddp.parameters(), lr=0.01)
criterion = nn.CrossEntropyLoss()
torch.manual_seed(1 + rank)
x = torch.randn(64, 784)
y = torch.randint(0, 10, (64,))

step_ms, exposed_ms = [], []
if mode == "allreduce":
    # DDP's bucket sizes for this model: caps of 1 MiB (first) and 25 MiB in reverse order.
    sizes, cur, cap = [], 0, 1 << 20
    for p in reversed(list(model.parameters())):
        if cur >= cap:
            sizes.append(cur // 4)
            cur, cap = 0, 25 << 20
        cur += p.numel() * 4
    sizes.append(cur // 4)
    flats = [torch.zeros(n) for n in sizes]
    for s in range(warmup + steps):
        dist.barrier()
        t0 = time.perf_counter()
        works = [dist.all_reduce(f, async_op=True) for f in flats]
        for w in works:
            w.wait()
        if s >= warmup:
            step_ms.append((time.perf_counter() - t0) * 1000)
else:
    for s in range(warmup + steps):
        dist.barrier()
        t0 = time.perf_counter()
        if mode == "ddp":
            criterion(ddp(x), y).backward()  # DDP's reducer waits for its all-reduces at the end of backward
        else:
            with ddp.no_sync():
                criterion(ddp(x), y).backward()
        t1 = time.perf_counter()
        opt.step()
        opt.zero_grad()
        if s >= warmup:
            step_ms.append((time.perf_counter() - t0) * 1000)
dist.destroy_process_group()
print(json.dumps({"rank": rank, "mode": mode, "stepMs": statistics.median(step_ms), "exposedMs": None}))
