# Resident memory of 10,000 steps of the plain-op MLP of memory.ts, in PyTorch.
import os, sys, time
import torch
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from protocol import int_arg, report

PAGE = os.sysconf('SC_PAGE_SIZE')
def rss():
    with open('/proc/self/statm') as f:
        return int(f.read().split()[1]) * PAGE

torch.set_num_threads(1)
torch.manual_seed(0)
steps = int_arg(1, 10000)
x = torch.randn(64, 256); y = torch.randn(64, 10)
w1 = (torch.randn(256, 512) * 0.05).requires_grad_(); b1 = torch.zeros(512, requires_grad=True)
w2 = (torch.randn(512, 10) * 0.05).requires_grad_(); b2 = torch.zeros(10, requires_grad=True)
params = [w1, b1, w2, b2]

def step():
    h = x.matmul(w1).add(b1).relu()
    loss = h.matmul(w2).add(b2).sub(y).pow(2).mean()
    loss.backward()
    with torch.no_grad():
        for p in params:
            p.sub_(p.grad.mul(0.01))
            p.grad = None

after100 = 0; peak = 0
t0 = time.perf_counter()
for i in range(1, steps + 1):
    step()
    if i == 100: after100 = rss()
    if i > 100 and i % 50 == 0: peak = max(peak, rss())
ms = (time.perf_counter() - t0) * 1e3 / steps
report({"growthMB": (peak - after100) / 2**20, "rssMB": peak / 2**20, "msPerStep": ms})
