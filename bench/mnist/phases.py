# PyTorch's side of bench/mnist/phases.ts: the same model, data order, batch and thread pools,
# each phase of a step timed with perf_counter; medians in milliseconds (and of the step's minor
# page faults).
#   phases.py <mnist data dir> <steps> <warmup>
import ctypes, json, os, resource, statistics, sys, time
import torch
import torch.nn as nn
import torch.nn.functional as F

data_dir, steps, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
# --cpu: process CPU time per phase instead of wall time, as phases.ts does
clock = time.process_time if '--cpu' in sys.argv else time.perf_counter
torch.set_num_threads(1)

def blas():
    # OpenBLAS keeps its own pool, which set_num_threads does not bound: bound it alike. Its
    # symbols are found among the dependencies of torch's own library.
    lib = ctypes.CDLL(torch._C.__file__, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
    try:
        lib.openblas_set_num_threads(1)
        return 'OpenBLAS', lib.openblas_get_num_threads()
    except AttributeError:
        return None, None
blas_library, blas_threads = blas()

def idx(path):
    raw = open(path, 'rb').read()
    ndim = raw[3]
    dims = [int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], 'big') for i in range(ndim)]
    return torch.frombuffer(bytearray(raw[4 + 4 * ndim:]), dtype=torch.uint8).view(*dims)

train_x = idx(f'{data_dir}/train-images-idx3-ubyte').unsqueeze(1).float().div_(255).sub_(0.1307).div_(0.3081)
train_y = idx(f'{data_dir}/train-labels-idx1-ubyte').long()
# Loaded as mnist.py loads it, though unused: freeing its 31 MB temporaries raises glibc's
# dynamic mmap threshold, after which a step's activations come from the heap and are reused.
# Without it every large activation is a fresh mmap, and a step takes about 4x as long here.
test_x = idx(f'{data_dir}/t10k-images-idx3-ubyte').unsqueeze(1).float().div_(255).sub_(0.1307).div_(0.3081)
torch.manual_seed(3)
model = nn.Sequential(
    nn.Conv2d(1, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(16, 32, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(), nn.Linear(512, 128), nn.ReLU(), nn.Linear(128, 10))
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
