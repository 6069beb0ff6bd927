"""Checks a sharded checkpoint from Python: python3 check_sharded.py CONSOLIDATED.pth GATHERED.pth SAVE_DIR

Prints JSON: whether the consolidated file has the gathered state's keys in order and every
tensor bitwise equal (the bytes, not only the values), and whether torch 1.13's distributed
checkpoint reader (torch.distributed._shard.checkpoint, imported through dcp_shim) loads the
save directory into tensors of the global shapes with the same bytes.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', '..', 'scripts'))
import dcp_shim  # noqa: F401,E402
import torch  # noqa: E402
import torch.distributed._shard.checkpoint as dcp  # noqa: E402


def same_bytes(a, b):
    return a.dtype == b.dtype and a.shape == b.shape and torch.equal(a.contiguous().view(-1).view(torch.uint8), b.contiguous().view(-1).view(torch.uint8))


consolidated = torch.load(sys.argv[1])
gathered = torch.load(sys.argv[2])
out = {
    'type': type(consolidated).__name__,
    'keys': list(consolidated.keys()),
    'gatheredKeys': list(gathered.keys()),
    'bitwise': all(same_bytes(consolidated[k], gathered[k]) for k in gathered),
}
state = {f'model.{k}': torch.zeros_like(v) for k, v in gathered.items()}
dcp.load_state_dict(state, dcp.FileSystemReader(sys.argv[3]), no_dist=True)
out['dcpBitwise'] = all(same_bytes(state[f'model.{k}'], v) for k, v in gathered.items())
print(json.dumps(out))
