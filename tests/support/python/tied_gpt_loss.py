"""Evaluates a consolidated checkpoint of char-gpt's Gpt with a tied head in PyTorch:
python3 tied_gpt_loss.py CONSOLIDATED.pth DATA.json

DATA.json: {"config": {vocabSize, blockSize, layers, heads, width}, "input": [[...]], "target": [[...]]}.
The model is written out after examples/char-gpt/model.ts (pre-norm blocks, q/k/v stacked in
one Linear, exact GELU), with GPT-2's tie: head.weight is tokens.weight. Prints JSON: the keys
load_state_dict found missing and unexpected (strict=False) and the mean cross-entropy over
every target token, in float64.
"""
import json
import math
import sys

import torch
from torch import nn
import torch.nn.functional as F


class Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads = c['heads']
        self.qkv = nn.Linear(c['width'], 3 * c['width'])
        self.proj = nn.Linear(c['width'], c['width'])

    def forward(self, x, mask):
        b, t, w = x.shape
        q, k, v = (z.view(b, t, self.heads, w // self.heads).transpose(1, 2) for z in self.qkv(x).split(w, 2))
        weights = (q @ k.transpose(-2, -1) * (1 / math.sqrt(q.shape[3]))).masked_fill(mask, float('-inf')).softmax(-1)
        return self.proj((weights @ v).transpose(1, 2).contiguous().view(b, t, w))


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.ln1 = nn.LayerNorm(c['width'])
        self.attn = Attention(c)
        self.ln2 = nn.LayerNorm(c['width'])
        self.mlp = nn.Sequential(nn.Linear(c['width'], 4 * c['width']), nn.GELU(), nn.Linear(4 * c['width'], c['width']), nn.Dropout(0))

    def forward(self, x, mask):
        h = x + self.attn(self.ln1(x), mask)
        return h + self.mlp(self.ln2(h))


class TiedGpt(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.tokens = nn.Embedding(c['vocabSize'], c['width'])
        self.positions = nn.Embedding(c['blockSize'], c['width'])
        self.blocks = nn.ModuleList([Block(c) for _ in range(c['layers'])])
        self.lnF = nn.LayerNorm(c['width'])
        self.head = nn.Linear(c['width'], c['vocabSize'])
        self.head.weight = self.tokens.weight

    def forward(self, ids):
        t = ids.shape[1]
        mask = torch.ones(t, t, dtype=torch.bool).triu(1)
        x = self.tokens(ids) + self.positions(torch.arange(t))
        for block in self.blocks:
            x = block(x, mask)
        return self.head(self.lnF(x))


data = json.load(open(sys.argv[2]))
model = TiedGpt(data['config']).double()
result = model.load_state_dict(torch.load(sys.argv[1]), strict=False)
ids = torch.tensor(data['input'], dtype=torch.long)
target = torch.tensor(data['target'], dtype=torch.long)
with torch.no_grad():
    logits = model(ids)
    loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), target.reshape(-1)).item()
print(json.dumps({'missing': result.missing_keys, 'unexpected': result.unexpected_keys, 'tied': model.head.weight is model.tokens.weight, 'loss': loss}))
