"""Loads a TorchScript file trained from TypeScript back into PyTorch and reports its MNIST test
accuracy (and, with --weights FILE, the largest difference from weights saved by torch.save).

Usage: python3 check_trained.py TRAINED.pt MNIST_DIR [--weights WEIGHTS.pth]
"""
import json
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from mnist_idx import mnist  # noqa: E402

model = torch.jit.load(sys.argv[1])
model.eval()
images, labels = mnist(sys.argv[2], train=False)
with torch.no_grad():
    accuracy = (model(images).argmax(1) == labels).float().mean().item()
result = {'accuracy': accuracy}
if '--weights' in sys.argv:
    weights = torch.load(sys.argv[sys.argv.index('--weights') + 1])
    state = model.state_dict()
    result['maxWeightDiff'] = max((state[k] - v).abs().max().item() for k, v in weights.items())
print(json.dumps(result))
