import { drawSeed } from './seeded.js';
import { readNullableNumber, readNumber } from './sampler.js';
/**
 * The seed bookkeeping shared by the shuffling samplers. A pass draws with one seed: the
 * fixed `seed + epoch` when a seed was given, else a seed drawn from torch's default
 * generator when the pass starts (so `torch.manualSeed` makes it reproducible). The pass seed
 * is part of the state until the pass completes, so a pass interrupted and restored replays
 * the same order. A completed pass advances the epoch.
 */
export class SeededSampler {
    _epoch = 0;
    passSeed = null;
    seed;
    constructor(seed, owner) {
        if (seed !== undefined && (!Number.isSafeInteger(seed) || seed < 0)) {
            throw new TypeError(`${owner}: expected seed to be a non-negative integer but received ${String(seed)}`);
        }
        this.seed = seed;
    }
    get epoch() {
        return this._epoch;
    }
    /** Selects the order of the next pass (with a fixed seed, the pass uses `seed + epoch`). */
    setEpoch(epoch) {
        if (!Number.isInteger(epoch) || epoch < 0) {
            throw new TypeError(`${this.constructor.name}.setEpoch: expected a non-negative integer but received ${String(epoch)}`);
        }
        if (epoch === this._epoch)
            return;
        this._epoch = epoch;
        this.passSeed = null;
    }
    *[Symbol.iterator]() {
        this.passSeed ??= this.seed !== undefined ? this.seed + this._epoch : drawSeed();
        yield* this.draw(this.passSeed);
        this.passSeed = null;
        this._epoch += 1;
    }
    stateDict() {
        return { epoch: this._epoch, seed: this.seed ?? null, passSeed: this.passSeed };
    }
    loadStateDict(state) {
        const owner = this.constructor.name;
        const epoch = readNumber(state, 'epoch', owner);
        const seed = readNullableNumber(state, 'seed', owner);
        if ((seed ?? undefined) !== this.seed) {
            throw new Error(`${owner}.loadStateDict: the state was saved with seed ${String(seed)} but this sampler has seed ${String(this.seed)}; construct it with the same seed`);
        }
        this._epoch = epoch;
        this.passSeed = readNullableNumber(state, 'passSeed', owner);
    }
}
//# sourceMappingURL=seeded-sampler.js.map