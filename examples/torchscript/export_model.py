"""Scripts an untrained MNIST classifier with torch.jit.script and saves it as model.pt, for
the TorchScript example to train from TypeScript.

Usage: python3 export_model.py OUT_DIR
"""
import os
import sys

import torch
from torch import nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.hidden = nn.Linear(784, 128)
        self.out = nn.Linear(128, 10)

    def forward(self, x):
        return self.out(torch.relu(self.hidden(self.flatten(x))))


torch.manual_seed(0)
torch.jit.save(torch.jit.script(Classifier()), os.path.join(sys.argv[1], 'model.pt'))
