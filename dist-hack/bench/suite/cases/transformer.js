// One training step of a small decoder-only language model (batch 8, sequence 128, width 256,
// 4 pre-norm layers, AdamW): the same model as transformer.py.
import { nn, optim, torch } from '../../../src/index.js';
import { intArg, report, timeMs } from '../protocol.js';
const VOCAB = 256;
const WIDTH = 256;
const LAYERS = 4;
const HEADS = 4;
const SEQ = 128;
const BATCH = 8;
class TinyLM extends nn.Module {
    tok = new nn.Embedding(VOCAB, WIDTH);
    pos = new nn.Embedding(SEQ, WIDTH);
    blocks = new nn.TransformerEncoder(new nn.TransformerEncoderLayer(WIDTH, HEADS, { dimFeedforward: 4 * WIDTH, dropout: 0, batchFirst: true, normFirst: true, activation: 'gelu' }), LAYERS);
    norm = new nn.LayerNorm(WIDTH);
    head = new nn.Linear(WIDTH, VOCAB);
    forward(idx, positions, mask) {
        const x = this.tok.call(idx).add(this.pos.call(positions));
        return this.head.call(this.norm.call(this.blocks.forward(x, { srcMask: mask })));
    }
}
torch.setNumThreads(1);
torch.manualSeed(0);
const model = new TinyLM();
const optimizer = new optim.AdamW(model.parameters(), { lr: 3e-4 });
const criterion = new nn.CrossEntropyLoss();
const idx = torch.randint(0, VOCAB, [BATCH, SEQ]).keep();
const targets = torch.randint(0, VOCAB, [BATCH * SEQ]).keep();
const positions = torch.arange(SEQ).keep();
const mask = nn.Transformer.generateSquareSubsequentMask(SEQ).keep();
const step = () => torch.scope(() => {
    const logits = model.call(idx, positions, mask);
    const loss = criterion.call(logits.view(-1, VOCAB), targets);
    optimizer.zeroGrad();
    loss.backward();
    optimizer.step();
});
report({ stepMs: timeMs(step, 3, intArg(2, 10)) });
//# sourceMappingURL=transformer.js.map