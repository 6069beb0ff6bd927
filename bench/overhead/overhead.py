# PyTorch-from-Python reference for bench/overhead: the same loops on the same libtorch.
# Times are process CPU time (see bench/overhead/cases.ts).
import json, sys, time
import torch

add_iters = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
step_iters = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
torch.set_num_threads(1)
torch.manual_seed(0)

a = torch.ones(1); b = torch.ones(1)
for _ in range(1000): c = a.add(b)
t0 = time.process_time()
for _ in range(add_iters): c = a.add(b)
add_us = (time.process_time() - t0) / add_iters * 1e6

x = torch.randn(8, 16); y = torch.randn(8, 1)
w1 = (torch.randn(16, 32) * 0.1).requires_grad_(); b1 = torch.zeros(32, requires_grad=True)
w2 = (torch.randn(32, 1) * 0.1).requires_grad_(); b2 = torch.zeros(1, requires_grad=True)
params = [w1, b1, w2, b2]
def step():
    h = x.matmul(w1).add(b1).relu()
    out = h.matmul(w2).add(b2)
    loss = out.sub(y).pow(2).mean()
    loss.backward()
    with torch.no_grad():
        for p in params:
            p.sub_(p.grad.mul(0.01))
            p.grad = None
for _ in range(200): step()
t0 = time.process_time()
for _ in range(step_iters): step()
step_us = (time.process_time() - t0) / step_iters * 1e6
print(json.dumps({"addUs": add_us, "mlpStepUs": step_us}))
