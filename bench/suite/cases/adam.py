# One Adam step over 10M float32 parameters with fixed gradients: the same as adam.ts.
import os, sys
import torch
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from protocol import int_arg, report, time_ms

torch.set_num_threads(1)
torch.manual_seed(0)
params = [torch.randn(1_000_000).requires_grad_() for _ in range(10)]
for p in params:
    p.grad = torch.randn(1_000_000)
optimizer = torch.optim.Adam(params, lr=1e-3)
report({"stepMs": time_ms(optimizer.step, 3, int_arg(1, 20))})
