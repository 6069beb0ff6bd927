# PyTorch's side of bench/mnist/phases.ts: the same model, data order, batch and thread pools,
# each phase of a step timed with perf_counter; medians in milliseconds (and of the step's minor
# page faults).
#   phases.py <mnist data dir> <steps> <warmup>
import json, resource, statistics, sys, time
import torch
import torch.nn.functional as F
from mnist_reference import bound_blas, idx, images, mnist_cnn

data_dir, steps, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
# --cpu: process CPU time per phase instead of wall time, as phases.ts does
clock = time.process_time if '--cpu' in sys.argv else time.perf_counter
torch.set_num_threads(1)

blas_library, blas_threads = bound_blas(1)
train_x = images(f'{data_dir}/train-images-idx3-ubyte')
train_y = idx(f'{data_dir}/train-labels-idx1-ubyte').long()
# Loaded as mnist.py loads it, though unused: freeing its 31 MB temporaries raises glibc's
# dynamic mmap threshold, after which a step's activations come from the heap and are reused.
# Without it every large activation is a fresh mmap, and a step takes about 4x as long here.
test_x = images(f'{data_dir}/t10k-images-idx3-ubyte')
torch.manual_seed(3)
model = mnist_cnn()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
g = torch.Generator()
g.manual_seed(3)
perm = torch.randperm(len(train_x), generator=g)
phases = {k: [] for k in ('faults', 'data', 'forward', 'backward', 'optimizer', 'item', 'step')}
for i in range(steps + warmup):
    f0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    t0 = clock()
    batch = perm[i * 64:(i + 1) * 64]
    x, y = train_x.index_select(0, batch), train_y.index_select(0, batch)
    t1 = clock()
    loss = F.cross_entropy(model(x), y)
    t2 = clock()
    opt.zero_grad(set_to_none=True)
    loss.backward()
    t3 = clock()
    opt.step()
    t4 = clock()
    loss.item()
    t5 = clock()
    if i < warmup:
        continue
    phases['faults'].append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0)
    for k, v in (('data', t1 - t0), ('forward', t2 - t1), ('backward', t3 - t2), ('optimizer', t4 - t3), ('item', t5 - t4), ('step', t5 - t0)):
        phases[k].append(v * 1000)
pools = {'intraOp': torch.get_num_threads(), 'interOp': torch.get_num_interop_threads(), 'blasLibrary': blas_library, 'blas': blas_threads}
print(json.dumps({'side': 'pytorch', 'pools': pools, **{k: statistics.median(v) for k, v in phases.items()}}))
