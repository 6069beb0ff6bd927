// Seeded draws from libtorch's CPU generator, so permutations are PyTorch's bit for bit.
import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { getRngState, manualSeed, setRngState } from '../torch/random.js';
import { scope } from '../torch/scope.js';
/**
 * The values of an int64 tensor of indices or counts as numbers. They are converted to float64
 * natively (exact below 2^53): reading int64s would make a BigInt per value, which took about
 * 130 ms for one 60,000-sample epoch's permutation.
 */
function toNumbers(t) {
    try {
        const values = scope(() => t.to('float64').toArray());
        const out = new Array(values.length);
        for (let i = 0; i < values.length; i++)
            out[i] = values[i];
        return out;
    }
    finally {
        t.dispose();
    }
}
/**
 * Runs `draw` with the default generator seeded with `seed`, then restores the generator,
 * so the draw is `torch.Generator().manual_seed(seed)`'s and the global stream is untouched.
 */
export function withSeed(seed, draw) {
    const saved = getRngState();
    try {
        manualSeed(seed);
        return draw();
    }
    finally {
        setRngState(saved);
        saved.dispose();
    }
}
/** `torch.randperm(n)` from the default generator. */
export function randperm(n) {
    return toNumbers(callOp('aten::randperm', [n]));
}
/** `torch.randint(high, (count,))` from the default generator. */
export function randint(high, count) {
    return toNumbers(callOp('aten::randint', [high, [count]], { dtype: 'int64' }));
}
/** `torch.multinomial(weights, count, replacement)` from the default generator. */
export function multinomial(weights, count, replacement) {
    const w = fromTypedArray(Float64Array.from(weights), [weights.length]);
    try {
        return toNumbers(callOp('aten::multinomial', [w, count, replacement]));
    }
    finally {
        w.dispose();
    }
}
/** `torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist()`. */
export function seededRandperm(n, seed) {
    return withSeed(seed, () => randperm(n));
}
/**
 * One `int(torch.empty((), dtype=torch.int64).random_().item())` from the default generator:
 * the draw with which PyTorch's RandomSampler seeds a pass and its DataLoader iterator takes its
 * base seed, so that after the same `torch.manualSeed` the same draws give the same orders here
 * as in Python. The value (up to 2^63) is returned reduced to its low 32 bits: the CPU
 * generator (mt19937) is seeded from those bits only, so the draws it then makes are the same,
 * and the seed stays an exact JS number in state dicts.
 */
export function drawSeed() {
    return scope(() => {
        const t = callOp('aten::empty', [[]], { dtype: 'int64' });
        callOp('aten::random_', [t]);
        return Number(BigInt.asUintN(32, t.toArray()[0]));
    });
}
//# sourceMappingURL=seeded.js.map