"""PyTorch 1.13's distributed checkpoint (torch.distributed._shard.checkpoint, through the
test shim that lets it import on Python 3.11) saving and loading the same sharded state as
worker.ts: `layers` x 3 tensors [width, width], each rank holding its dim-0 half as a
ShardedTensor. Run as every rank (RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT set).
Rank 0 prints one JSON line per round: {"save": s, "load": s}.
"""
import json
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', 'scripts'))
import dcp_shim  # noqa: F401,E402
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.distributed._shard.checkpoint as dcp  # noqa: E402
from torch.distributed._shard.sharded_tensor import Shard, init_from_local_shards  # noqa: E402

directory, layers, width, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
torch.set_num_threads(1)
dist.init_process_group('gloo')
rank, world = dist.get_rank(), dist.get_world_size()
rows = width // world


def sharded(local):
    return init_from_local_shards([Shard.from_tensor_and_offsets(local, [rank * rows, 0], rank)], [width, width])


names = [f'{i}.{k}' for i in range(layers) for k in ('weight', 'exp_avg', 'exp_avg_sq')]
state = {n: sharded(torch.randn(rows, width)) for n in names}
for r in range(rounds):
    path = os.path.join(directory, f'dcp-{r}')
    dist.barrier()
    t0 = time.perf_counter()
    dcp.save_state_dict(state, dcp.FileSystemWriter(path))
    dist.barrier()
    save = time.perf_counter() - t0
    target = {n: sharded(torch.zeros(rows, width)) for n in names}
    dist.barrier()
    t0 = time.perf_counter()
    dcp.load_state_dict(target, dcp.FileSystemReader(path))
    dist.barrier()
    load = time.perf_counter() - t0
    if rank == 0:
        print(json.dumps({'round': r, 'save': save, 'load': load}), flush=True)
        shutil.rmtree(path, ignore_errors=True)
dist.destroy_process_group()
