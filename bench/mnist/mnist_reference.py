# What PyTorch's side of the MNIST benchmarks shares (mnist.py, phases.py): the IDX reader, the
# normalised images, the CNN of examples/mnist-loop, and bounding OpenBLAS's pool.
import ctypes, os
import torch
import torch.nn as nn

def bound_blas(threads):
    # torchrunner's setNumThreads also bounds OpenBLAS's pool, which runs the matrix products;
    # PyTorch's does not, so it is bounded here alike. Its symbols are found among the
    # dependencies of torch's own library. Returns (library, threads), or (None, None).
    lib = ctypes.CDLL(torch._C.__file__, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
    if not hasattr(lib, 'openblas_set_num_threads'):
        return None, None
    lib.openblas_set_num_threads(threads)
    return 'OpenBLAS', lib.openblas_get_num_threads()

def idx(path):
    raw = open(path, 'rb').read()
    ndim = raw[3]
    dims = [int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], 'big') for i in range(ndim)]
    return torch.frombuffer(bytearray(raw[4 + 4 * ndim:]), dtype=torch.uint8).view(*dims)

def images(path):
    return idx(path).unsqueeze(1).float().div_(255).sub_(0.1307).div_(0.3081)

def mnist_cnn():
    return nn.Sequential(
        nn.Conv2d(1, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 5), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(512, 128), nn.ReLU(), nn.Linear(128, 10))
