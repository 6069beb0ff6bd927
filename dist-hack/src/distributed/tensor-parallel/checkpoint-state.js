// Checkpoint state of tensor-parallel parameters: a rank holds its part of each split
// parameter (and of the optimizer state shaped like it), but checkpoints are keyed by the
// unsplit model, so its parts are stored as chunks of the whole tensor. A checkpoint made with
// one tensor-parallel size then loads with any other (or none), each rank reading the overlap.
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { noGrad } from '../../torch/autograd.js';
import { cat } from '../../torch/functions.js';
import { Tensor } from '../../torch/tensor.js';
import { splitPieces, tensorParallelPart, tensorParallelSplitOf, wholeShape } from './split-parameters.js';
/**
 * A rank's part of a split parameter (a tensor, or chunks of the part as a sharding strategy
 * holds them: offsets within the part) as chunks of the whole parameter.
 */
export function toWholeChunks(value, split) {
    const localShape = value instanceof ShardedTensor ? value.globalShape : value.shape;
    const localChunks = value instanceof ShardedTensor ? value.chunks : [{ offsets: localShape.map(() => 0), tensor: value }];
    const { dim } = split;
    const blockPart = localShape[dim] / split.blocks;
    const pieces = splitPieces(localShape, split);
    const out = [];
    for (const chunk of localChunks) {
        const start = chunk.offsets[dim];
        const end = start + chunk.tensor.shape[dim];
        pieces.forEach((piece, b) => {
            const lo = Math.max(start, b * blockPart);
            const hi = Math.min(end, (b + 1) * blockPart);
            if (hi <= lo)
                return;
            const offsets = chunk.offsets.map((o, d) => (d === dim ? piece.offsets[dim] + (lo - b * blockPart) : o));
            const whole = lo === start && hi === end;
            out.push({ offsets, tensor: whole ? chunk.tensor : noGrad(() => chunk.tensor.narrow(dim, lo - start, hi - lo).contiguous()) });
        });
    }
    return new ShardedTensor(wholeShape(localShape, split), value.dtype, out);
}
/**
 * The inverse of {@link toWholeChunks} on loaded chunks: this rank's part, as one tensor
 * (`asChunks` false) or as the chunks of the part that a sharding strategy expects (offsets
 * within the part; pieces that were adjacent in the part are joined again).
 *
 * @throws Error when a chunk lies outside this rank's part of the parameter
 */
export function toPartChunks(value, split, asChunks, name) {
    const { dim } = split;
    const localShape = value.globalShape.map((n, d) => (d === dim ? n / split.size : n));
    const blockPart = localShape[dim] / split.blocks;
    const block = blockPart * split.size;
    const local = value.chunks.map((c) => {
        const b = Math.floor(c.offsets[dim] / block);
        const within = c.offsets[dim] - b * block - split.rank * blockPart;
        if (within < 0 || within + c.tensor.shape[dim] > blockPart) {
            throw new Error(`'${name}': a loaded chunk at offsets [${c.offsets}] is not part of tensor-parallel rank ${split.rank} of ${split.size}`);
        }
        return { offsets: c.offsets.map((o, d) => (d === dim ? b * blockPart + within : o)), tensor: c.tensor };
    });
    local.sort((a, b) => compareOffsets(a.offsets, b.offsets, dim));
    // Join runs of chunks that continue each other along the split dimension.
    const joined = [];
    let run = [];
    const flush = () => {
        if (run.length === 0)
            return;
        joined.push({ offsets: run[0].offsets, tensor: run.length === 1 ? run[0].tensor : noGrad(() => cat(run.map((c) => c.tensor), dim)) });
        run = [];
    };
    for (const c of local) {
        const last = run[run.length - 1];
        if (last && !continues(last, c, dim))
            flush();
        run.push(c);
    }
    flush();
    if (!asChunks) {
        const only = joined[0];
        if (joined.length !== 1 || !only || only.tensor.shape.join() !== localShape.join()) {
            throw new Error(`'${name}': the loaded chunks do not cover tensor-parallel rank ${split.rank}'s part [${localShape}]`);
        }
        return only.tensor;
    }
    return new ShardedTensor(localShape, value.dtype, joined);
}
function continues(a, b, dim) {
    return a.offsets.every((o, d) => (d === dim ? o + a.tensor.shape[d] === b.offsets[d] : o === b.offsets[d] && a.tensor.shape[d] === b.tensor.shape[d]));
}
function compareOffsets(a, b, dim) {
    for (let d = 0; d < a.length; d++)
        if (d !== dim && a[d] !== b[d])
            return a[d] - b[d];
    return a[dim] - b[dim];
}
/** Whether a state leaf has the shape of a parameter's part (optimizer moments do; a scalar step does not). */
export function isShapedLike(value, shape) {
    const s = value instanceof ShardedTensor ? value.globalShape : value instanceof Tensor ? value.shape : null;
    return s !== null && s.join() === shape.join();
}
/** The model's tensor-parallel parameters by state-dict name. */
export function splitParametersOf(model) {
    const out = new Map();
    for (const [name, p] of model.namedParameters()) {
        const split = tensorParallelSplitOf(p);
        if (split && split.size > 1)
            out.set(name, { split, shape: p.shape });
    }
    return out;
}
function mapEntries(sd, fn) {
    const entries = sd instanceof Map ? [...sd] : Object.entries(sd);
    return Object.fromEntries(entries.map(([k, v]) => [k, fn(k, v)]));
}
/** A model state dict with each split parameter's part as chunks of the whole parameter. */
export function wholeModelState(sd, splits) {
    return mapEntries(sd, (k, v) => {
        const s = splits.get(k);
        return s && isShapedLike(v, s.shape) ? toWholeChunks(v, s.split) : v;
    });
}
/** The inverse of {@link wholeModelState} on a loaded state dict (`asChunks`: see {@link toPartChunks}). */
export function partModelState(sd, splits, asChunks) {
    return mapEntries(sd, (k, v) => {
        const s = splits.get(k);
        if (!s)
            return v;
        if (v instanceof ShardedTensor)
            return toPartChunks(v, s.split, asChunks, k);
        return v instanceof Tensor && isShapedLike(v, wholeShape(s.shape, s.split)) ? tensorParallelPart(v, s.split) : v;
    });
}
/**
 * An optimizer state dict with the per-parameter state of split parameters (the tensors
 * shaped like the part: momenta, Adam's moments) as chunks of the whole parameter; `names`
 * gives the parameter name of each state index.
 */
export function wholeOptimizerState(sd, names, splits) {
    return mapOptimizerState(sd, names, splits, (v, s) => (isShapedLike(v, s.shape) ? toWholeChunks(v, s.split) : v));
}
/** The inverse of {@link wholeOptimizerState} on a loaded state dict. */
export function partOptimizerState(sd, names, splits, asChunks) {
    if (!sd || typeof sd !== 'object')
        return sd;
    return mapOptimizerState(sd, names, splits, (v, s, key) => {
        if (!isShapedLike(v, wholeShape(s.shape, s.split)))
            return v;
        return v instanceof ShardedTensor ? toPartChunks(v, s.split, asChunks, key) : tensorParallelPart(v, s.split);
    });
}
function mapOptimizerState(sd, names, splits, fn) {
    const state = sd.state;
    if (!state || typeof state !== 'object')
        return sd;
    const mapOne = (index, perParam) => {
        const name = names[Number(index)];
        const s = name ? splits.get(name) : undefined;
        if (!s || !perParam || typeof perParam !== 'object')
            return perParam;
        const entries = perParam instanceof Map ? [...perParam] : Object.entries(perParam);
        return Object.fromEntries(entries.map(([k, v]) => [k, fn(v, s, `optim.state.${name}.${k}`)]));
    };
    if (state instanceof Map)
        return { ...sd, state: new Map([...state].map(([k, v]) => [k, mapOne(String(k), v)])) };
    return { ...sd, state: Object.fromEntries(Object.entries(state).map(([k, v]) => [k, mapOne(k, v)])) };
}
//# sourceMappingURL=checkpoint-state.js.map