# PyTorch-from-Python reference for bench/logging: the same tensor operations per batch as
# the Accuracy, TopK(5) and macro-F1 metrics, on the same libtorch.
import json, sys, time
import torch

iters = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
batch = int(sys.argv[2]) if len(sys.argv) > 2 else 128
classes = 10
torch.set_num_threads(1)
torch.manual_seed(0)
logits = torch.randn(batch, classes)
target = torch.randint(0, classes, (batch,))

def update():
    # Accuracy
    pred = logits.argmax(1)
    correct = pred.eq(target).sum().item(); counted = target.ne(-100).sum().item()
    # TopK(5)
    _, idx = logits.topk(5, 1)
    hits = idx.eq(target.unsqueeze(1)).sum().item(); counted5 = target.ne(-100).sum().item()
    # F1 (macro): per-class true positives, predicted and actual counts
    pred = logits.argmax(1); valid = target.ne(-100)
    p = pred[valid]; y = target[valid]
    counts = torch.cat([c.bincount(minlength=classes) for c in (p[p.eq(y)], p, y)]).tolist()

for _ in range(200): update()
t0 = time.perf_counter()
for _ in range(iters): update()
print(json.dumps({"metricsUs": (time.perf_counter() - t0) / iters * 1e6}))
