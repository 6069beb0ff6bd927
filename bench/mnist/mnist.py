# PyTorch-from-Python reference for bench/mnist: the MNIST CNN of examples/mnist-loop with the
# same data, data order (randperm seeded with the loader's seed), batch size and thread count.
# Usage: mnist.py <mnist data dir> <seed> <threads> [max steps]
import json, sys, time
import torch
import torch.nn.functional as F
from mnist_reference import bound_blas, idx, images, mnist_cnn

data_dir, seed, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
max_steps = int(sys.argv[4]) if len(sys.argv) > 4 else None
torch.set_num_threads(threads)
bound_blas(threads)

train_x = images(f'{data_dir}/train-images-idx3-ubyte')
train_y = idx(f'{data_dir}/train-labels-idx1-ubyte').long()
test_x = images(f'{data_dir}/t10k-images-idx3-ubyte')
test_y = idx(f'{data_dir}/t10k-labels-idx1-ubyte').long()

torch.manual_seed(seed)
model = mnist_cnn()
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
