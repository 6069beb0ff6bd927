# One rank of PyTorch DDP (Gloo) on the benchmark model of bench/ddp/model.ts, started by
# case.ts with torchrun's environment. Modes as worker.ts: ddp, nosync, allreduce, and
# timeline: the ddp step with a communication hook that does what DDP's built-in one does
# (divide by the world size, all-reduce) and records when each bucket's all-reduce starts and
# ends, on the monotonic clock our worker reads too. Prints per-step milliseconds (medians).
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
spans, timelines = [], []
world = dist.get_world_size()

def timed_allreduce(state, bucket):
    start = time.monotonic() * 1000
    fut = dist.all_reduce(bucket.buffer().div_(world), async_op=True).get_future()
    def done(f):
        spans.append((start, time.monotonic() * 1000))
        return f.value()[0]
    return fut.then(done)

def timeline_of(backward_start, backward_end, bucket_ms):
    buckets = [(a - backward_start, b - backward_start) for a, b in bucket_ms]
    backward = backward_end - backward_start
    total = sum(b - a for a, b in buckets)
    inside = sum(max(0.0, min(b, backward) - max(a, 0.0)) for a, b in buckets)
    return {"backwardMs": backward, "buckets": buckets, "hiddenShare": inside / total if total > 0 else 0.0}

if mode == "timeline":
    ddp.register_comm_hook(None, timed_allreduce)
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
        if mode in ("ddp", "timeline"):
            loss = criterion(ddp(x), y)
            spans.clear()
            backward_start = time.monotonic() * 1000
            loss.backward()  # DDP's reducer waits for its all-reduces at the end of backward
            if mode == "timeline" and s >= warmup:
                # backward() returns only once DDP's reducer has waited for every all-reduce, so
                # its compute ends where the last bucket started: when the last gradient was ready.
                timelines.append(timeline_of(backward_start, max(a for a, _ in spans), sorted(spans)))
        else:
            with ddp.no_sync():
                criterion(ddp(x), y).backward()
        t1 = time.perf_counter()
        opt.step()
        opt.zero_grad()
        if s >= warmup:
            step_ms.append((time.perf_counter() - t0) * 1000)
dist.destroy_process_group()
def median_timeline(steps):
    n = len(steps[0]["buckets"])
    return {
        "backwardMs": statistics.median(t["backwardMs"] for t in steps),
        "buckets": [[statistics.median(t["buckets"][i][0] for t in steps), statistics.median(t["buckets"][i][1] for t in steps)] for i in range(n)],
        "hiddenShare": statistics.median(t["hiddenShare"] for t in steps),
    }

print(json.dumps({"rank": rank, "mode": mode, "stepMs": statistics.median(step_ms), "exposedMs": None, "timeline": median_timeline(timelines) if timelines else None}))
