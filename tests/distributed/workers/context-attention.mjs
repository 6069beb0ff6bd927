// Context-parallel attention against whole-sequence attention in float64. Every rank builds the
// same q, k, v [batch 2, heads 3, T 16, headSize 4], document ids packing several documents and
// output weights; the reference is the masked softmax attention of the whole sequence (causal,
// and within documents when DOCS=1), its gradients of q, k and v from sum(out × weights). The
// context-parallel run takes this rank's tokens (load balanced), runs contextParallelAttention
// and backward, and compares its output and gradients with the reference's rows of its tokens.
// Prints the largest absolute differences, this rank's positions and the bytes it sent.
import { nn, torch, ContextParallel, contextParallelAttention } from '../../../dist/src/index.js';

torch.setNumThreads(1);
await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const group = torch.distributed.getDefaultGroup();
const docs = process.env.DOCS === '1';
const [B, H, T, D] = [2, 3, 16, 4];

torch.manualSeed(3);
const q = torch.randn([B, H, T, D], { dtype: 'float64' }).requiresGrad_(true);
const k = torch.randn([B, H, T, D], { dtype: 'float64' }).requiresGrad_(true);
const v = torch.randn([B, H, T, D], { dtype: 'float64' }).requiresGrad_(true);
const w = torch.randn([B, H, T, D], { dtype: 'float64' });
// Row 0: documents of 5, 7 and 4 tokens; row 1: 3, 9 and 4 (boundaries inside the ranks' chunks).
const lengths = [[5, 7, 4], [3, 9, 4]];
const docIds = torch.tensor(lengths.map((row) => row.flatMap((n, d) => Array(n).fill(d))), { dtype: 'int64' });

const mask = docs ? nn.functional.documentCausalMask(docIds) : torch.ones(T, T, { dtype: 'bool' }).triu(1);
const ref = q.matmul(k.transpose(-2, -1)).mul(1 / Math.sqrt(D)).maskedFill(mask, -Infinity).softmax(-1).matmul(v);
ref.mul(w).sum().backward();

const cp = new ContextParallel(group);
group.resetTraffic();
const leaf = (t) => cp.shard(t.detach(), 2).requiresGrad_(true);
const [ql, kl, vl] = [leaf(q), leaf(k), leaf(v)];
const out = contextParallelAttention(cp, ql, kl, vl, docs ? { docIds: cp.shard(docIds, 1) } : {});
out.mul(cp.shard(w, 2)).sum().backward();
const traffic = group.traffic();

const flat = (t) => Array.from(t.detach().flatten().toArray());
const maxDiff = (a, b) => {
  const x = flat(a);
  const y = flat(b);
  if (x.length !== y.length) throw new Error(`shape mismatch [${a.shape}] vs [${b.shape}]`);
  return x.reduce((m, xi, i) => Math.max(m, Math.abs(xi - y[i])), 0);
};
console.log(JSON.stringify({
  rank: group.rank,
  positions: flat(cp.positions(T / group.size)).map(Number),
  localLength: out.shape[2],
  out: maxDiff(out, cp.shard(ref, 2)),
  dq: maxDiff(ql.grad, cp.shard(q.grad, 2)),
  dk: maxDiff(kl.grad, cp.shard(k.grad, 2)),
  dv: maxDiff(vl.grad, cp.shard(v.grad, 2)),
  traffic,
  scale: Math.max(...flat(ref).map(Math.abs), ...flat(k.grad).map(Math.abs)),
}));
await torch.distributed.destroyProcessGroup();
