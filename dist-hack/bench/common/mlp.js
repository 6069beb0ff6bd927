// A two-layer MLP regression step written with plain tensor ops (no nn, no optim): the
// workload of the memory and overhead benchmarks and of their Python and C++ references.
import { torch } from '../../src/index.js';
/**
 * Random data `x [batch, inFeatures]`, `y [batch, outFeatures]` and parameters
 * `inFeatures -> hidden -> outFeatures` (weights N(0, 1)·`weightScale`, zero biases), drawn
 * from the default generator. The tensors are kept, so a `torch.scope` around `step` frees
 * only what the step creates.
 */
export function plainMlp(batch, inFeatures, hidden, outFeatures, weightScale) {
    const x = torch.randn(batch, inFeatures).keep();
    const y = torch.randn(batch, outFeatures).keep();
    const w1 = torch.randn(inFeatures, hidden).mul_(weightScale).requiresGrad_().keep();
    const b1 = torch.zeros(hidden, { requiresGrad: true }).keep();
    const w2 = torch.randn(hidden, outFeatures).mul_(weightScale).requiresGrad_().keep();
    const b2 = torch.zeros(outFeatures, { requiresGrad: true }).keep();
    const params = [w1, b1, w2, b2];
    return {
        step() {
            const h = x.matmul(w1).add(b1).relu();
            const out = h.matmul(w2).add(b2);
            const loss = out.sub(y).pow(2).mean();
            loss.backward();
            torch.noGrad(() => {
                for (const p of params) {
                    p.sub_(p.grad.mul(0.01));
                    p.grad = null;
                }
            });
        },
        dispose() {
            for (const t of [x, y, ...params])
                t.dispose();
        },
    };
}
//# sourceMappingURL=mlp.js.map