#!/usr/bin/env python3
"""Reads a torchrunner sharded checkpoint with nothing but the standard library and torch.

    python3 scripts/read_sharded_checkpoint.py CHECKPOINT [OUT.pth] [--all]

CHECKPOINT is a save directory, a pointer file (latest, best, ckpt-s...) or a checkpoints
directory (its 'latest'). Each tensor is assembled from its stored chunks (every chunk is a
dense box of the global tensor; its raw little-endian bytes sit at manifest 'offset' in the
rank's data file). Prints every tensor's name, dtype and global shape; with OUT.pth, saves
the model's state dict (keys without the 'model.' prefix; --all: every tensor, full names).
"""
import json
import os
import sys
import zlib

import torch

DTYPES = {
    'float32': torch.float32, 'float64': torch.float64, 'float16': torch.float16, 'bfloat16': torch.bfloat16,
    'int64': torch.int64, 'int32': torch.int32, 'int16': torch.int16, 'int8': torch.int8, 'uint8': torch.uint8,
    'bool': torch.bool, 'complex64': torch.complex64, 'complex128': torch.complex128,
}


def resolve(path):
    if os.path.isdir(path):
        if os.path.exists(os.path.join(path, 'manifest.json')):
            return path
        path = os.path.join(path, 'latest')
    with open(path) as f:
        return os.path.join(os.path.dirname(path), f.read().strip())


def read_bytes(save, files, name, offset, length):
    info = files[name]
    path = os.path.join(save, name)
    if os.path.getsize(path) != info['bytes']:
        raise RuntimeError(f"{path} is torn: {os.path.getsize(path)} bytes, {info['bytes']} written")
    bs = info['blockBytes']
    first, last = offset // bs, (offset + length - 1) // bs
    with open(path, 'rb') as f:
        f.seek(first * bs)
        data = f.read((last - first + 1) * bs)
    for b in range(first, last + 1):
        block = data[(b - first) * bs:(b - first + 1) * bs]
        if zlib.crc32(block) != info['blockCrc32'][b]:
            raise RuntimeError(f"{path} is damaged near byte {b * bs}")
    start = offset - first * bs
    return data[start:start + length]


def read_tensor(save, manifest, name):
    t = manifest['tensors'][name]
    dtype = DTYPES[t['dtype']]
    out = torch.empty(t['shape'], dtype=dtype)
    for c in t['chunks']:
        raw = bytearray(read_bytes(save, manifest['files'], c['file'], c['offset'], c['length']))
        chunk = torch.frombuffer(raw, dtype=dtype).reshape(c['sizes']) if raw else torch.empty(c['sizes'], dtype=dtype)
        view = out
        for d, (o, s) in enumerate(zip(c['offsets'], c['sizes'])):
            view = view.narrow(d, o, s)
        view.copy_(chunk)
    return out


def main(argv):
    args = [a for a in argv if a != '--all']
    if not args:
        print(__doc__)
        return 2
    save = resolve(args[0])
    with open(os.path.join(save, 'manifest.json')) as f:
        manifest = json.load(f)
    print(f"{save}: world size {manifest['worldSize']}, stage {manifest['topology']['stage']}, step {manifest['point']['globalStep']}")
    state = {}
    for name, t in manifest['tensors'].items():
        print(f"  {name:40s} {t['dtype']:9s} {t['shape']}  ({len(t['chunks'])} chunks)")
        if '--all' in argv:
            state[name] = read_tensor(save, manifest, name)
        elif name.startswith('model.'):
            state[name[len('model.'):]] = read_tensor(save, manifest, name)
    if len(args) > 1:
        torch.save(state, args[1])
        print(f"wrote {args[1]} ({len(state)} tensors)")
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
