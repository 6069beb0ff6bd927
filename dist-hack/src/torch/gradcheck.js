import { grad, noGrad } from './autograd.js';
import { fromTypedArray, zeros } from './creation.js';
import { scope } from './scope.js';
function outputsOf(r) {
    return Array.isArray(r) ? r : [r];
}
/**
 * Checks the gradients autograd computes for `fn` against central finite differences
 * (PyTorch's `torch.autograd.gradcheck`): for every output element and every element of every
 * input that requires grad, the analytical Jacobian entry must be within
 * `atol + rtol * |numerical|` of the numerical one. Use float64 inputs: float32 differences are
 * too coarse for the default tolerances. Outputs that do not require grad are skipped.
 *
 * @returns true when every entry agrees; otherwise throws (or returns false with
 * `raiseException: false`).
 */
export function gradcheck(fn, inputs, options = {}) {
    const { eps = 1e-6, atol = 1e-5, rtol = 1e-3, raiseException = true } = options;
    for (const t of inputs) {
        if (t.requiresGrad && t.dtype !== 'float64') {
            console.warn(`gradcheck: input of dtype ${t.dtype} requires grad; float64 inputs are needed for a reliable check`);
            break;
        }
    }
    const fail = (msg) => {
        if (raiseException)
            throw new Error(`gradcheck: ${msg}`);
        return false;
    };
    return scope(() => {
        const differentiable = inputs.map((t, i) => [t, i]).filter(([t]) => t.requiresGrad);
        const outputs = outputsOf(fn(...inputs));
        const numericOutputs = (xs) => noGrad(() => outputsOf(fn(...xs)).map((o) => Float64Array.from(o.detach().to('float64').contiguous().toArray())));
        for (let o = 0; o < outputs.length; o++) {
            const out = outputs[o];
            if (!out.requiresGrad)
                continue;
            const n = out.numel();
            // Analytical: one backward per output element (a one-hot gradient of the output).
            const analytic = differentiable.map(([t]) => Array.from({ length: t.numel() }, () => new Float64Array(n)));
            for (let k = 0; k < n; k++) {
                const onehot = zeros([n], { dtype: out.dtype });
                onehot.indexPut_([k], 1);
                const gs = grad([out], differentiable.map(([t]) => t), {
                    gradOutputs: [onehot.view(out.shape)],
                    retainGraph: true,
                    allowUnused: true,
                });
                gs.forEach((g, d) => {
                    if (!g)
                        return;
                    const vals = g.to('float64').contiguous().toArray();
                    vals.forEach((v, j) => (analytic[d][j][k] = v));
                });
            }
            // Numerical: perturb each input element by ±eps on copies.
            for (let d = 0; d < differentiable.length; d++) {
                const [t, argIndex] = differentiable[d];
                const base = Float64Array.from(t.detach().to('float64').contiguous().toArray());
                const evalAt = (j, delta) => {
                    const data = base.slice();
                    data[j] += delta;
                    const xs = inputs.map((x, i) => (i === argIndex ? fromTypedArray(data, t.shape, 'float64').to(t.dtype) : x.detach()));
                    return numericOutputs(xs)[o];
                };
                for (let j = 0; j < base.length; j++) {
                    const plus = evalAt(j, eps);
                    const minus = evalAt(j, -eps);
                    for (let k = 0; k < n; k++) {
                        const numerical = (plus[k] - minus[k]) / (2 * eps);
                        const a = analytic[d][j][k];
                        if (!(Math.abs(a - numerical) <= atol + rtol * Math.abs(numerical))) {
                            return fail(`Jacobian mismatch for output ${o} with respect to input ${argIndex}, at input element ${j} and output element ${k}: ` +
                                `numerical ${numerical}, analytical ${a} (atol ${atol}, rtol ${rtol})`);
                        }
                    }
                }
            }
        }
        return true;
    });
}
//# sourceMappingURL=gradcheck.js.map