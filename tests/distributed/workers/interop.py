# The Python PyTorch side of a group shared with TypeScript ranks (see interop.mjs).
import json
import os

import torch
import torch.distributed as dist

# A single-node group meets in the store file TORCHRUNNER_STORE_FILE names (what
# `torchrunner launch` sets on one node), as PyTorch's file:// rendezvous.
store_file = os.environ.get("TORCHRUNNER_STORE_FILE")
if store_file:
    dist.init_process_group("gloo", init_method="file://" + store_file, rank=int(os.environ["RANK"]), world_size=int(os.environ["WORLD_SIZE"]))
else:
    dist.init_process_group("gloo", init_method="env://")
rank = dist.get_rank()
world = dist.get_world_size()
a = torch.tensor([rank + 1, 10 * (rank + 1)], dtype=torch.float32)
dist.all_reduce(a)
b = torch.tensor([rank * 3, -rank], dtype=torch.int64)
dist.all_reduce(b, op=dist.ReduceOp.MAX)
c = torch.tensor([rank + 0.5], dtype=torch.float64)
dist.broadcast(c, world - 1)
gathered = [torch.zeros(2) for _ in range(world)]
dist.all_gather(gathered, torch.tensor([rank, rank * rank], dtype=torch.float32))
sub = dist.new_group([0, 1])
d = torch.tensor([rank + 100], dtype=torch.float32)
if rank in (0, 1):
    dist.all_reduce(d, group=sub)
dist.barrier()
out = {"rank": rank, "allReduce": a.tolist(), "max": b.tolist(), "broadcast": c.item(), "allGather": [g.tolist() for g in gathered], "sub": d.item()}
dist.destroy_process_group()
print(json.dumps(out))
