"""PyTorch side of bench/serialize: torch.save and torch.load of the same transformer-like
state (float32, same tensor names and shapes), driven one measurement at a time over
stdin/stdout so the two sides can be interleaved.

Commands (one per line), each answered with one JSON line:
  setup LAYERS D_MODEL VOCAB   build the state; answers {"params": N, "bytes": B}
  save PATH                    torch.save(state, PATH); answers {"ms": ...}
  save_fsync PATH              torch.save, then os.fsync of the file; answers {"ms": ...}
  load PATH                    torch.load(PATH); answers {"ms": ...}
  quit
"""
import gc
import json
import os
import sys
import time

import torch

torch.set_num_threads(1)
state = None


def transformer_state(layers, d, vocab):
    s = {"embed.weight": torch.randn(vocab, d)}
    for i in range(layers):
        p = "layers.%d." % i
        for name in ("q", "k", "v", "o"):
            s[p + "attn.%s.weight" % name] = torch.randn(d, d)
            s[p + "attn.%s.bias" % name] = torch.randn(d)
        s[p + "mlp.up.weight"] = torch.randn(4 * d, d)
        s[p + "mlp.up.bias"] = torch.randn(4 * d)
        s[p + "mlp.down.weight"] = torch.randn(d, 4 * d)
        s[p + "mlp.down.bias"] = torch.randn(d)
        for n in ("norm1", "norm2"):
            s[p + n + ".weight"] = torch.randn(d)
            s[p + n + ".bias"] = torch.randn(d)
    s["norm.weight"] = torch.randn(d)
    s["norm.bias"] = torch.randn(d)
    return s


def answer(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    cmd, *args = line.split()
    if cmd == "setup":
        layers, d, vocab = map(int, args)
        state = transformer_state(layers, d, vocab)
        n = sum(t.numel() for t in state.values())
        answer({"params": n, "bytes": 4 * n, "torch": torch.__version__})
    elif cmd in ("save", "save_fsync"):
        path = args[0]
        t0 = time.perf_counter()
        torch.save(state, path)
        if cmd == "save_fsync":
            fd = os.open(path, os.O_RDONLY)
            os.fsync(fd)
            os.close(fd)
        answer({"ms": (time.perf_counter() - t0) * 1000})
    elif cmd == "load":
        gc.collect()
        t0 = time.perf_counter()
        loaded = torch.load(args[0])
        ms = (time.perf_counter() - t0) * 1000
        del loaded
        gc.collect()
        answer({"ms": ms})
    elif cmd == "quit":
        break
