# One shuffled epoch over an MNIST-sized in-memory TensorDataset: the same as dataloader.ts.
import os, sys, time
import torch
from torch.utils.data import DataLoader, TensorDataset
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from protocol import int_arg, report

torch.set_num_threads(1)
torch.manual_seed(0)
dataset = TensorDataset(torch.rand(60000, 1, 28, 28), torch.randint(0, 10, (60000,)))
loader = DataLoader(dataset, batch_size=64, shuffle=True, num_workers=0)
times = []
for e in range(int_arg(1, 3) + 1):
    t0 = time.perf_counter()
    for batch in loader:
        pass
    if e > 0:
        times.append((time.perf_counter() - t0) * 1e3)
report({"epochMs": min(times)})
