import { KeyedStream, keyedPermutation } from './counter-random.js';
import { checkCount } from './errors.js';
import { readNumber } from './sampler.js';
// Keys that separate the generator's uses.
const STRATUM = 1;
const BLOCK_ORDER = 2;
const SOURCE_ORDER = 3;
function checkWeights(w, what, sources) {
    if (!Array.isArray(w) || w.length !== sources) {
        throw new TypeError(`MixtureSampler: ${what} must be an array of ${sources} numbers (one per source) but received ${JSON.stringify(w)}`);
    }
    const bad = w.findIndex((x) => typeof x !== 'number' || !Number.isFinite(x) || x < 0);
    if (bad >= 0)
        throw new RangeError(`MixtureSampler: ${what}[${bad}] is ${String(w[bad])}; weights must be finite and >= 0`);
    if (!w.some((x) => x > 0))
        throw new RangeError(`MixtureSampler: ${what} has no positive weight; at least one source must be drawn`);
    return w;
}
/** Cumulative normalised weights; the last positive source closes at exactly 1. */
function cumulative(weights) {
    const total = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    const cum = weights.map((w) => (acc += w / total));
    const last = weights.reduce((l, w, i) => (w > 0 ? i : l), 0);
    for (let i = last; i < cum.length; i++)
        cum[i] = 1;
    return cum;
}
/**
 * Draws from the sources of a {@link MixtureDataset} with given weights: each draw picks a
 * source with probability proportional to its weight, then yields that source's next sample
 * in the source's own order (a seeded permutation per pass over the source, or sequential).
 *
 * Draws are numbered globally (across ranks and epochs), and global step `t` is draws
 * `[t·S, (t+1)·S)` with `S = batchSize × numReplicas × accumSteps`, the samples of one
 * optimizer step. The sources of a step's draws are stratified: the step's S draws are the
 * weights' quantiles at S evenly spaced points with a seeded random offset, in a seeded
 * random order. Each draw is still of source `s` with probability `w_s`, and every global
 * step holds each source in proportion to its weight up to one sample. Everything is a pure
 * function of (seed, draw number), so:
 *
 * - `phases` switch weights at an exact step: step `k`'s draws use the phase of step `k`;
 * - ranks partition each global batch: rank `r` takes the draws `≡ r (mod numReplicas)`, so
 *   the ranks' micro-batches together are the one-process micro-batch of
 *   `batchSize × numReplicas` (row `i` of it on rank `i mod numReplicas`);
 * - the state is small: the epoch, the draw counter and each source's position (samples
 *   taken from it) at the start of the pass; the generator is counter-based, so the seed and
 *   the draw counter are its whole state.
 *
 * Like the shuffling samplers, `stateDict()` describes the start of the pass in progress
 * (or the next one) and a pass replays the same draws from it: a DataLoader saves it with
 * the batches already yielded and resumes exactly, on the same or (same global batch)
 * another number of ranks.
 *
 * Memory: a shuffled source keeps its current permutation (4 bytes per sample of the source).
 */
export class MixtureSampler {
    numSources;
    sourceLengths;
    offsets;
    batchSize;
    accumSteps;
    numReplicas;
    rank;
    seed;
    shuffle;
    /** Every pass draws pass 0's samples. */
    fixed;
    /** The weights before the first phase. */
    weights;
    phases;
    /** Samples per pass on this rank. */
    length;
    /** Global draws per optimizer step: `batchSize × numReplicas × accumSteps`. */
    samplesPerStep;
    _epoch = 0;
    /** Global draws before the pass that starts at `_epoch`. */
    _draws = 0;
    /** Samples taken from each source before that pass. */
    _positions;
    block = null;
    orders = new Map();
    cumulatives;
    constructor(dataset, options) {
        const offsets = dataset?.offsets;
        if (!Array.isArray(offsets) || offsets.length === 0 || typeof dataset.length !== 'number') {
            throw new TypeError('MixtureSampler: expected a MixtureDataset (or { length, offsets, weights? }) as the first argument');
        }
        if (options === null || typeof options !== 'object')
            throw new TypeError('MixtureSampler: expected options { batchSize, weights?, phases?, seed?, ... }');
        this.offsets = offsets;
        this.numSources = offsets.length;
        this.sourceLengths = offsets.map((o, s) => (s + 1 < offsets.length ? offsets[s + 1] : dataset.length) - o);
        const empty = this.sourceLengths.findIndex((n) => !(n > 0));
        if (empty >= 0)
            throw new RangeError(`MixtureSampler: source ${empty} has no samples`);
        if (this.numSources > 0xffff)
            throw new RangeError(`MixtureSampler: ${this.numSources} sources; at most 65535 are supported`);
        this.batchSize = checkCount(options.batchSize, 'MixtureSampler batchSize');
        this.accumSteps = checkCount(options.accumSteps ?? 1, 'MixtureSampler accumSteps');
        this.numReplicas = checkCount(options.numReplicas ?? 1, 'MixtureSampler numReplicas');
        this.rank = checkCount(options.rank ?? 0, 'MixtureSampler rank', true);
        if (this.rank >= this.numReplicas)
            throw new RangeError(`MixtureSampler: invalid rank ${this.rank}, rank should be in the interval [0, ${this.numReplicas - 1}]`);
        this.seed = checkCount(options.seed ?? 0, 'MixtureSampler seed', true);
        this.shuffle = options.shuffle ?? true;
        this.fixed = options.fixed ?? false;
        this.weights = checkWeights(options.weights ?? dataset.weights ?? this.sourceLengths.map(() => 1), options.weights ? 'weights' : "the dataset's weights", this.numSources);
        const phases = options.phases ?? [];
        if (!Array.isArray(phases))
            throw new TypeError('MixtureSampler: phases must be an array of { step, weights }');
        phases.forEach((p, i) => {
            checkCount(p?.step, `MixtureSampler phases[${i}].step`, true);
            checkWeights(p.weights, `phases[${i}].weights`, this.numSources);
            if (i > 0 && p.step <= phases[i - 1].step) {
                throw new RangeError(`MixtureSampler: phases[${i}].step (${p.step}) must be greater than phases[${i - 1}].step (${phases[i - 1].step}); list phases in step order`);
            }
        });
        this.phases = phases.map((p) => ({ step: p.step, weights: [...p.weights] }));
        this.cumulatives = [{ step: 0, cum: cumulative(this.weights) }, ...this.phases.map((p) => ({ step: p.step, cum: cumulative(p.weights) }))];
        this.samplesPerStep = this.batchSize * this.numReplicas * this.accumSteps;
        const perStep = this.batchSize * this.accumSteps;
        if (options.numSamples !== undefined) {
            this.length = checkCount(options.numSamples, 'MixtureSampler numSamples');
            if (this.length % perStep !== 0) {
                throw new RangeError(`MixtureSampler: numSamples ${this.length} is not a whole number of steps of ${perStep} samples per rank (batchSize ${this.batchSize} × accumSteps ${this.accumSteps}); passes must end on a step boundary`);
            }
        }
        else {
            this.length = Math.max(1, Math.floor(dataset.length / this.samplesPerStep)) * perStep;
        }
        this._positions = this.sourceLengths.map(() => 0);
    }
    get epoch() {
        return this._epoch;
    }
    /** Global draws before the pass in progress (or the next one). */
    get draws() {
        return this._draws;
    }
    /** Samples taken from each source before the pass in progress (or the next one). */
    get positions() {
        return [...this._positions];
    }
    /** Global draws per pass (all ranks). */
    get drawsPerPass() {
        return this.length * this.numReplicas;
    }
    /** The weights (normalised) that global step `step` draws with. */
    weightsAt(step) {
        let weights = this.weights;
        for (const p of this.phases)
            if (p.step <= step)
                weights = p.weights;
        const total = weights.reduce((a, b) => a + b, 0);
        return weights.map((w) => w / total);
    }
    /** The source of global draw `k`. */
    sourceOf(k) {
        const step = Math.floor(k / this.samplesPerStep);
        let b = this.block;
        if (b === null || b.step !== step)
            b = this.block = { step, sources: this.blockSources(step) };
        return b.sources[k - step * this.samplesPerStep];
    }
    /**
     * Selects the pass: pass `e` follows pass `e - 1`. Moving forward from the current pass
     * counts the draws in between (sources only, no data); moving back counts from the start.
     * With `fixed`, every pass is pass 0's draws.
     */
    setEpoch(epoch) {
        checkCount(epoch, 'MixtureSampler.setEpoch epoch', true);
        if (epoch === this._epoch)
            return;
        if (this.fixed) {
            this._epoch = epoch;
            return;
        }
        const G = this.drawsPerPass;
        let from = this._draws;
        let positions = this._positions;
        let target = from + (epoch - this._epoch) * G;
        if (epoch < this._epoch) {
            from = 0;
            positions = this.sourceLengths.map(() => 0);
            target = epoch * G;
        }
        else
            positions = [...positions];
        for (let k = from; k < target; k++)
            positions[this.sourceOf(k)] += 1;
        this._epoch = epoch;
        this._draws = target;
        this._positions = positions;
    }
    *[Symbol.iterator]() {
        const start = this.fixed ? 0 : this._draws;
        const end = start + this.drawsPerPass;
        const positions = this.fixed ? this.sourceLengths.map(() => 0) : [...this._positions];
        for (let k = start; k < end; k++) {
            const s = this.sourceOf(k);
            const p = positions[s];
            positions[s] = p + 1;
            if (k % this.numReplicas === this.rank)
                yield this.offsets[s] + this.localIndex(s, p);
        }
        this._epoch += 1;
        if (this.fixed)
            return;
        this._draws = end;
        this._positions = positions;
    }
    /** The start of the pass in progress (or the next one): epoch, draw counter, per-source positions, seed. */
    stateDict() {
        return {
            epoch: this._epoch,
            draws: this._draws,
            positions: this._positions.join(','),
            seed: this.seed,
            numReplicas: this.numReplicas,
            rank: this.rank,
            // Draws are numbered globally: the state holds on any number of ranks.
            portable: true,
        };
    }
    loadStateDict(state) {
        const owner = 'MixtureSampler';
        const seed = readNumber(state, 'seed', owner);
        if (seed !== this.seed) {
            throw new Error(`MixtureSampler.loadStateDict: the state was saved with seed ${seed} but this sampler has seed ${this.seed}; construct it with the same seed`);
        }
        const epoch = checkCount(readNumber(state, 'epoch', owner), 'MixtureSampler state epoch', true);
        const draws = checkCount(readNumber(state, 'draws', owner), 'MixtureSampler state draws', true);
        const text = state.positions;
        const positions = typeof text === 'string' && text !== '' ? text.split(',').map(Number) : [];
        if (positions.length !== this.numSources || positions.some((p) => !Number.isSafeInteger(p) || p < 0)) {
            throw new Error(`MixtureSampler.loadStateDict: the state has positions '${String(text)}' but this sampler has ${this.numSources} sources; was it saved for another mixture?`);
        }
        if (positions.reduce((a, b) => a + b, 0) !== draws) {
            throw new Error(`MixtureSampler.loadStateDict: the positions (${String(text)}) do not add up to the draw counter ${draws}; the state is corrupt`);
        }
        this._epoch = epoch;
        this._draws = draws;
        this._positions = positions;
    }
    cumulativeAt(step) {
        let cum = this.cumulatives[0].cum;
        for (const c of this.cumulatives)
            if (c.step <= step)
                cum = c.cum;
        return cum;
    }
    /** The sources of one step's draws: stratified quantiles of the step's weights, in a seeded order. */
    blockSources(step) {
        const S = this.samplesPerStep;
        const cum = this.cumulativeAt(step);
        const offset = new KeyedStream(this.seed, STRATUM, step).nextDouble();
        const out = this.numSources <= 0xff ? new Uint8Array(S) : new Uint16Array(S);
        let s = 0;
        for (let j = 0; j < S; j++) {
            const u = (j + offset) / S;
            while (cum[s] <= u && s < cum.length - 1)
                s++;
            out[j] = s;
        }
        return new KeyedStream(this.seed, BLOCK_ORDER, step).shuffle(out);
    }
    /** Sample `p` (counted from the start) of source `s` in the source's order. */
    localIndex(s, p) {
        const n = this.sourceLengths[s];
        const j = p % n;
        if (!this.shuffle)
            return j;
        const pass = Math.floor(p / n);
        let o = this.orders.get(s);
        if (o === undefined || o.pass !== pass) {
            o = { pass, order: keyedPermutation(n, this.seed, SOURCE_ORDER, s, pass) };
            this.orders.set(s, o);
        }
        return o.order[j];
    }
}
//# sourceMappingURL=mixture-sampler.js.map