# PyTorch-from-Python reference for bench/mnist: the MNIST CNN of examples/mnist-loop with the
# same data, data order (randperm seeded with the loader's seed), batch size and thread count.
# Usage: mnist.py <mnist data dir> <seed> <threads> [max steps]
import ctypes, json, os, sys, time
import torch
import torch.nn as nn
import torch.nn.functional as F

data_dir, seed, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
max_steps = int(sys.argv[4]) if len(sys.argv) > 4 else None
torch.set_num_threads(threads)
# torchrunner's setNumThreads also bounds OpenBLAS's pool, which runs the matrix products;
# PyTorch's does not, so it is bounded here alike (found among torch's own dependencies).
_torch_lib = ctypes.CDLL(torch._C.__file__, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
if hasattr(_torch_lib, 'openblas_set_num_threads'):
    _torch_lib.openblas_set_num_threads(threads)

def idx(path):
    raw = open(path, 'rb').read()
    ndim = raw[3]
    dims = [int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], 'big') for i in range(ndim)]
    return torch.frombuffer(bytearray(raw[4 + 4 * ndim:]), dtype=torch.uint8).view(*dims)

def images(path):
    return idx(path).unsqueeze(1).float().div_(255).sub_(0.1307).div_(0.3081)

train_x = images(f'{data_dir}/train-images-idx3-ubyte')
train_y = idx(f'{data_dir}/train-labels-idx1-ubyte').long()
test_x = images(f'{data_dir}/t10k-images-idx3-ubyte')
test_y = idx(f'{data_dir}/t10k-labels-idx1-ubyte').long()

torch.manual_seed(seed)
model = nn.Sequential(
    nn.Conv2d(1, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(512, 128), nn.ReLU(), nn.Linear(128, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

g = torch.Generator()
g.manual_seed(seed)
perm = torch.randperm(len(train_x), generator=g)
steps = 0
t0 = time.perf_counter()
model.train()
for i in range(0, len(perm), 64):
    if max_steps is not None and steps >= max_steps:
        break
    batch = perm[i:i + 64]
    x, y = train_x.index_select(0, batch), train_y.index_select(0, batch)
    loss = F.cross_entropy(model(x), y)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    steps += 1
    if steps == 1:
        cpu1 = time.process_time()
epoch_seconds = time.perf_counter() - t0
# CPU time of steps 2..N: robust to other processes sharing the machine
cpu_after_first = time.process_time() - cpu1

model.eval()
correct = 0
with torch.no_grad():
    for i in range(0, len(test_x), 1000):
        correct += (model(test_x[i:i + 1000]).argmax(1) == test_y[i:i + 1000]).sum().item()
print(json.dumps({"epochSeconds": epoch_seconds, "cpuSecondsAfterFirstStep": cpu_after_first, "steps": steps, "accuracy": correct / len(test_x), "lastLoss": loss.item()}))
