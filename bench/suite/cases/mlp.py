# One training step of a small MLP through nn and optim: the same as mlp.ts.
import os, sys
import torch
from torch import nn
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from protocol import int_arg, report, time_ms

torch.set_num_threads(1)
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
criterion = nn.MSELoss()
x = torch.randn(8, 16)
y = torch.randn(8, 1)

def step():
    optimizer.zero_grad()
    criterion(model(x), y).backward()
    optimizer.step()

report({"stepUs": time_ms(step, 500, int_arg(1, 5000)) * 1000})
