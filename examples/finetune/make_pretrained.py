"""Pretrains the MNIST CNN in PyTorch on digits 0-4 and saves its weights as a PyTorch state
dict (digits04.pth) and as safetensors (digits04.safetensors). The fine-tuning example loads
these into a model whose head is new (digits 5-9).

Usage: python3 make_pretrained.py MNIST_DIR OUT_DIR
"""
import json
import os
import struct
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from mnist_idx import mnist  # noqa: E402


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 5), nn.ReLU(), nn.MaxPool2d(2),
            nn.Flatten(), nn.Linear(512, 128), nn.ReLU(),
        )
        self.classifier = nn.Linear(128, 5)

    def forward(self, x):
        return self.classifier(self.features(x))


def save_safetensors(tensors, path):
    """The safetensors layout: u64 header length, JSON header, then the raw little-endian data."""
    header, chunks, offset = {}, [], 0
    for name, t in tensors.items():
        data = t.detach().contiguous().numpy().tobytes()
        header[name] = {'dtype': 'F32', 'shape': list(t.shape), 'data_offsets': [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    header['__metadata__'] = {'format': 'pt'}
    raw = json.dumps(header, separators=(',', ':')).encode()
    raw += b' ' * (-len(raw) % 8)
    with open(path, 'wb') as f:
        f.write(struct.pack('<Q', len(raw)))
        f.write(raw)
        for c in chunks:
            f.write(c)


def main():
    data_dir, out = sys.argv[1], sys.argv[2]
    torch.manual_seed(0)
    images, labels = mnist(data_dir, train=True)
    keep = labels < 5
    images, labels = images[keep], labels[keep]
    model = Net()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    model.train()
    for batch in torch.randperm(len(labels)).split(64):
        loss = nn.functional.cross_entropy(model(images[batch]), labels[batch])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    test_images, test_labels = mnist(data_dir, train=False)
    keep = test_labels < 5
    model.eval()
    with torch.no_grad():
        accuracy = (model(test_images[keep]).argmax(1) == test_labels[keep]).float().mean().item()
    print(f'pretrained on digits 0-4: test accuracy {accuracy * 100:.2f}%')
    state = model.state_dict()
    torch.save(state, os.path.join(out, 'digits04.pth'))
    save_safetensors(state, os.path.join(out, 'digits04.safetensors'))


if __name__ == '__main__':
    main()
