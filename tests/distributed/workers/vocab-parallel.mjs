// Vocabulary-parallel embedding and cross-entropy against the unsplit ones, in the dtype of
// argv[2]. Every rank builds the same tensors, takes its slice of the vocabulary, and compares
// forward outputs and gradients (its slices), the losses of every reduction, ignored targets,
// and, after 10 SGD steps of embedding → column-parallel head → cross-entropy, the parameters.
// Prints the largest errors relative to each tensor's largest element, also in ulps of it.
import { nn, optim, torch, ColumnParallelLinear, VocabParallelEmbedding, vocabParallelCrossEntropy } from '../../../dist/src/index.js';

const dtype = process.argv[2] ?? 'float64';
torch.setNumThreads(1);
await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const group = torch.distributed.getDefaultGroup();
const N = group.size;
const r = group.rank;
const V = 24;
const Vl = V / N;
const D = 8;
const PAD = 5;

const flat = (t) => Array.from(t.detach().flatten().toArray()).map(Number);
const eps = dtype === 'float64' ? 2 ** -52 : 2 ** -23;
let worst = { rel: 0, ulps: 0 };
function compare(a, b) {
  const x = flat(a);
  const y = flat(b);
  if (x.length !== y.length) throw new Error(`shape mismatch ${a.shape} vs ${b.shape}`);
  const scale = Math.max(...y.map(Math.abs), 1e-300);
  x.forEach((v, i) => {
    const d = Math.abs(v - y[i]);
    if (!Number.isFinite(d)) throw new Error(`non-finite difference: ${v} vs ${y[i]}`);
    worst.rel = Math.max(worst.rel, d / scale);
    worst.ulps = Math.max(worst.ulps, d / (eps * scale));
  });
}
function section(fn) {
  worst = { rel: 0, ulps: 0 };
  fn();
  return { ...worst };
}
const mine = (t, dim = 0) => t.narrow(dim, r * Vl, Vl);
const allZero = (t) => flat(t).every((v) => v === 0);

torch.manualSeed(7);
const result = { rank: r };

// Embedding: forward and the weight's gradient, with a padding row, ids of every rank's range.
const whole = new nn.Embedding(V, D, { paddingIdx: PAD }).to(dtype);
const parallel = new VocabParallelEmbedding(whole, group);
const ids = torch.randint(0, V, [4, 6]);
ids.select(0, 0).select(0, 0).fill_(PAD);
const ew = torch.randn([4, 6, D], { dtype });
result.embeddingForward = section(() => compare(parallel.call(ids), whole.call(ids)));
whole.call(ids).mul(ew).sum().backward();
parallel.call(ids).mul(ew).sum().backward();
result.embeddingGrad = section(() => compare(parallel.weight.grad, mine(whole.weight.grad)));
result.paddingRowGradZero = parallel.localPaddingIdx === null || allZero(parallel.weight.grad.select(0, parallel.localPaddingIdx));
result.embeddingRows = [parallel.vocabStart, parallel.vocabEnd];

// Cross-entropy, each reduction, with a few ignored targets: loss and the logits' gradient.
const logits = torch.randn([3, 5, V], { dtype }).mul(3);
const target = torch.randint(0, V, [3, 5]);
target.select(0, 1).select(0, 2).fill_(-100);
const lw = torch.randn([3, 5], { dtype });
function crossEntropyCase(reduction, ignoreIndex, t) {
  const ref = logits.clone().requiresGrad_(true);
  const part = mine(logits, -1).clone().requiresGrad_(true);
  const refLoss = nn.functional.crossEntropy(ref.reshape([-1, V]), t.reshape([-1]), { reduction, ignoreIndex }).reshape(reduction === 'none' ? [3, 5] : []);
  const loss = vocabParallelCrossEntropy(part, t, group, { reduction, ignoreIndex });
  const forward = section(() => compare(loss, refLoss));
  (reduction === 'none' ? refLoss.mul(lw).sum() : refLoss.mul(1.7)).backward();
  (reduction === 'none' ? loss.mul(lw).sum() : loss.mul(1.7)).backward();
  const backward = section(() => compare(part.grad, mine(ref.grad, -1)));
  return { forward, backward, loss, grad: part.grad };
}
result.crossEntropy = {};
for (const reduction of ['mean', 'sum', 'none']) {
  const { forward, backward } = crossEntropyCase(reduction, -100, target);
  result.crossEntropy[reduction] = { forward, backward };
}

// ignoreIndex: a class of the vocabulary (held by one rank) ignored in the first three rows.
const IGNORE = 7;
const t2 = target.maskedFill(target.eq(-100), IGNORE);
for (const [i, j] of [[0, 0], [0, 3], [2, 4]]) t2.select(0, i).select(0, j).fill_(IGNORE);
const ignored = crossEntropyCase('none', IGNORE, t2);
result.ignoreIndex = { forward: ignored.forward, backward: ignored.backward };
const isIgnored = flat(t2.eq(IGNORE));
const lossValues = flat(ignored.loss);
const gradRows = ignored.grad.reshape([15, Vl]);
result.ignoreIndex.zeroLoss = isIgnored.every((m, i) => !m || lossValues[i] === 0);
result.ignoreIndex.zeroGrad = isIgnored.every((m, i) => !m || allZero(gradRows.select(0, i)));
// The mean over all rows equals the mean over the rows kept (the first 5 rows are ignored).
const t3 = t2.reshape([15]).clone();
t3.narrow(0, 0, 5).fill_(IGNORE);
const part3 = mine(logits, -1).reshape([15, Vl]);
const meanAll = vocabParallelCrossEntropy(part3, t3, group, { ignoreIndex: IGNORE });
const meanKept = vocabParallelCrossEntropy(part3.narrow(0, 5, 10), t3.narrow(0, 5, 10), group, { ignoreIndex: IGNORE });
result.ignoreIndex.meanOverKept = section(() => compare(meanAll, meanKept));

// Ten SGD steps: embedding → column-parallel head → cross-entropy, against one process.
torch.manualSeed(11);
const emb = new nn.Embedding(V, D, { paddingIdx: PAD }).to(dtype);
const head = new nn.Linear(D, V).to(dtype);
const pEmb = new VocabParallelEmbedding(emb, group);
const pHead = new ColumnParallelLinear(head, group);
const refOpt = new optim.SGD([...emb.parameters(), ...head.parameters()], { lr: 0.1 });
const opt = new optim.SGD([...pEmb.parameters(), ...pHead.parameters()], { lr: 0.1 });
const losses = { rel: 0, ulps: 0 };
for (let s = 0; s < 10; s++) {
  const x = torch.randint(0, V, [4, 6]);
  x.select(0, s % 4).select(0, 0).fill_(PAD);
  const y = torch.randint(0, V, [4, 6]);
  y.select(0, (s + 1) % 4).select(0, 1).fill_(-100);
  const refLoss = nn.functional.crossEntropy(head.call(emb.call(x)).reshape([-1, V]), y.reshape([-1]));
  const loss = vocabParallelCrossEntropy(pHead.call(pEmb.call(x)), y, group);
  const one = section(() => compare(loss, refLoss));
  losses.rel = Math.max(losses.rel, one.rel);
  losses.ulps = Math.max(losses.ulps, one.ulps);
  refOpt.zeroGrad();
  opt.zeroGrad();
  refLoss.backward();
  loss.backward();
  refOpt.step();
  opt.step();
}
result.trainingLosses = losses;
result.afterSteps = section(() => {
  compare(pEmb.weight, mine(emb.weight));
  compare(pHead.weight, mine(head.weight));
  compare(pHead.bias, mine(head.bias));
});

// Errors: a vocabulary that does not divide by N, a target or an id outside the vocabulary.
const message = (fn) => {
  try {
    fn();
    return null;
  } catch (e) {
    return `${e.name}: ${e.message}`;
  }
};
result.errors = {
  indivisible: message(() => new VocabParallelEmbedding(new nn.Embedding(V + 1, D), group)),
  target: message(() => vocabParallelCrossEntropy(mine(logits, -1), target.clone().fill_(V), group)),
  id: message(() => parallel.call(torch.tensor([[0, V]], { dtype: "int64" }))),
  shape: message(() => vocabParallelCrossEntropy(mine(logits, -1), target.reshape([15]), group)),
};
console.log(JSON.stringify(result));
await torch.distributed.destroyProcessGroup();
