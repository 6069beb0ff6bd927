# One training step of a small decoder-only language model: the same model as transformer.ts.
import os, sys
import torch
from torch import nn
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from protocol import int_arg, report, time_ms

VOCAB, WIDTH, LAYERS, HEADS, SEQ, BATCH = 256, 256, 4, 4, 128, 8

class TinyLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, WIDTH)
        self.pos = nn.Embedding(SEQ, WIDTH)
        layer = nn.TransformerEncoderLayer(WIDTH, HEADS, 4 * WIDTH, dropout=0.0, batch_first=True, norm_first=True, activation='gelu')
        self.blocks = nn.TransformerEncoder(layer, LAYERS, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(WIDTH)
        self.head = nn.Linear(WIDTH, VOCAB)

    def forward(self, idx, positions, mask):
        x = self.tok(idx) + self.pos(positions)
        return self.head(self.norm(self.blocks(x, mask=mask)))

torch.set_num_threads(1)
torch.manual_seed(0)
model = TinyLM()
optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
criterion = nn.CrossEntropyLoss()
idx = torch.randint(0, VOCAB, (BATCH, SEQ))
targets = torch.randint(0, VOCAB, (BATCH * SEQ,))
positions = torch.arange(SEQ)
mask = nn.Transformer.generate_square_subsequent_mask(SEQ)

def step():
    logits = model(idx, positions, mask)
    loss = criterion(logits.view(-1, VOCAB), targets)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

report({"stepMs": time_ms(step, 3, int_arg(1, 10))})
