# One rank of the ZeRO benchmark in PyTorch (Gloo, the model and batch of bench/zero/worker.ts),
# started by run.ts with torchrun's environment. Modes: ddp (DDP + Adam), zero1 (DDP +
# ZeroRedundancyOptimizer over Adam), fsdp (FullyShardedDataParallel, FULL_SHARD; torch 1.13
# imports it on Python 3.11 only through the dataclasses shim of tests/support/python).
# Prints the median step in ms, tensor bytes held (parameters, gradients, optimizer state) and peak RSS.
import json
import os
import resource
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
import dcp_shim  # noqa: E402,F401  (before torch.distributed.fsdp)

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.nn as nn  # noqa: E402

mode = sys.argv[1] if len(sys.argv) > 1 else "zero1"
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 20
warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 3
torch.set_num_threads(int(os.environ.get("THREADS", "1")))
dist.init_process_group("gloo")
rank = dist.get_rank()
torch.manual_seed(0)
H = 1024
model = nn.Sequential(nn.Linear(512, H), nn.ReLU(), nn.Linear(H, H), nn.ReLU(), nn.Linear(H, H), nn.ReLU(), nn.Linear(H, 10))


def nbytes(t):
    return t.numel() * t.element_size()


try:
    if mode == "fsdp":
        from torch.distributed.fsdp import FullyShardedDataParallel as FSDP

        wrapped = FSDP(model)
        opt = torch.optim.Adam(wrapped.parameters(), lr=1e-3)
    else:
        from torch.nn.parallel import DistributedDataParallel as DDP

        wrapped = DDP(model)
        if mode == "zero1":
            from torch.distributed.optim import ZeroRedundancyOptimizer

            opt = ZeroRedundancyOptimizer(wrapped.parameters(), optimizer_class=torch.optim.Adam, lr=1e-3)
        else:
            opt = torch.optim.Adam(wrapped.parameters(), lr=1e-3)
    criterion = nn.CrossEntropyLoss()
    torch.manual_seed(1 + rank)
    x = torch.randn(32, 512)
    y = torch.randint(0, 10, (32,))
    times, peak = [], 0
    for s in range(warmup + steps):
        dist.barrier()
        t0 = time.perf_counter()
        loss = criterion(wrapped(x), y)
        loss.backward()
        grads = sum(nbytes(p.grad) for p in wrapped.parameters() if p.grad is not None)
        torch.nn.utils.clip_grad_norm_(wrapped.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        if s >= warmup:
            times.append((time.perf_counter() - t0) * 1000)
        params = sum(nbytes(p) for p in wrapped.parameters())
        state = opt.optim.state if mode == "zero1" else opt.state
        optim_bytes = sum(nbytes(v) for st in state.values() for v in st.values() if torch.is_tensor(v))
        peak = max(peak, params + grads + optim_bytes)
    print(json.dumps({"rank": rank, "mode": mode, "stepMs": statistics.median(times), "tensorBytes": peak, "maxRssBytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}))
except Exception as err:  # report why a mode does not run here (FSDP on CPU in 1.13)
    print(json.dumps({"rank": rank, "mode": mode, "error": f"{type(err).__name__}: {err}"[:300]}))
dist.destroy_process_group()
