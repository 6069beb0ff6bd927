# What a Python benchmark program prints: the same one-line JSON report as protocol.ts.
import json, resource, sys, time
import torch

def report(values):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"values": values, "peakRssMB": peak, "threads": torch.get_num_threads()}))

def time_ms(fn, warmup, iters):
    for _ in range(warmup):
        fn()
    t0 = time.perf_counter()
    for _ in range(iters):
        fn()
    return (time.perf_counter() - t0) * 1e3 / iters

def int_arg(index, fallback):
    try:
        v = int(sys.argv[index])
        return v if v > 0 else fallback
    except (IndexError, ValueError):
        return fallback
