import { checkCount } from './errors.js';
import { readNumber } from './sampler.js';
import { seededRandperm } from './seeded.js';
function envInt(name, fallback) {
    const v = process.env[name];
    if (v === undefined || v === '')
        return fallback;
    const n = Number(v);
    if (!Number.isInteger(n))
        throw new TypeError(`DistributedSampler: environment variable ${name}=${v} is not an integer`);
    return n;
}
/**
 * Gives each of `numReplicas` ranks a disjoint share of the dataset, exactly as PyTorch's
 * `DistributedSampler`: the same `randperm` (seeded with `seed + epoch`), padded by repeating
 * the first indices (or truncated with `dropLast`) to a multiple of `numReplicas`, then rank
 * `r` takes positions `r, r + numReplicas, …`. Call `setEpoch` (or let the DataLoader do it)
 * so each epoch is shuffled differently.
 */
export class DistributedSampler {
    dataLength;
    numReplicas;
    rank;
    shuffle;
    seed;
    dropLast;
    /** Indices per rank. */
    length;
    /** `length * numReplicas`. */
    totalSize;
    _epoch = 0;
    constructor(source, options = {}) {
        this.dataLength = checkCount(typeof source === 'number' ? source : source?.length, 'DistributedSampler dataset length', true);
        this.numReplicas = checkCount(options.numReplicas ?? envInt('WORLD_SIZE', 1), 'DistributedSampler numReplicas');
        this.rank = checkCount(options.rank ?? envInt('RANK', 0), 'DistributedSampler rank', true);
        if (this.rank >= this.numReplicas) {
            throw new RangeError(`DistributedSampler: invalid rank ${this.rank}, rank should be in the interval [0, ${this.numReplicas - 1}]`);
        }
        this.shuffle = options.shuffle ?? true;
        this.seed = checkCount(options.seed ?? 0, 'DistributedSampler seed', true);
        this.dropLast = options.dropLast ?? false;
        const n = this.dataLength;
        const r = this.numReplicas;
        this.length = this.dropLast && n % r !== 0 ? Math.ceil((n - r) / r) : Math.ceil(n / r);
        this.totalSize = this.length * r;
    }
    get epoch() {
        return this._epoch;
    }
    setEpoch(epoch) {
        if (!Number.isInteger(epoch) || epoch < 0) {
            throw new TypeError(`DistributedSampler.setEpoch: expected a non-negative integer but received ${String(epoch)}`);
        }
        this._epoch = epoch;
    }
    /** This rank's indices for the current epoch. */
    indices() {
        const n = this.dataLength;
        let all = this.shuffle ? seededRandperm(n, this.seed + this._epoch) : Array.from({ length: n }, (_, i) => i);
        if (!this.dropLast) {
            const pad = this.totalSize - all.length;
            if (pad > 0 && all.length > 0) {
                const extra = [];
                while (extra.length < pad)
                    extra.push(...all.slice(0, pad - extra.length));
                all = all.concat(extra);
            }
        }
        else {
            all = all.slice(0, this.totalSize);
        }
        const mine = [];
        for (let i = this.rank; i < this.totalSize; i += this.numReplicas)
            mine.push(all[i]);
        return mine;
    }
    *[Symbol.iterator]() {
        yield* this.indices();
    }
    stateDict() {
        return { epoch: this._epoch, seed: this.seed, numReplicas: this.numReplicas, rank: this.rank };
    }
    loadStateDict(state) {
        const seed = readNumber(state, 'seed', 'DistributedSampler');
        if (seed !== this.seed) {
            throw new Error(`DistributedSampler.loadStateDict: the state was saved with seed ${seed} but this sampler has seed ${this.seed}; construct it with the same seed`);
        }
        this.setEpoch(readNumber(state, 'epoch', 'DistributedSampler'));
    }
}
//# sourceMappingURL=distributed-sampler.js.map