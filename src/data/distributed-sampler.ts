import { checkCount } from './errors.js';
import { readNumber, type Sampler, type SamplerState } from './sampler.js';
import { seededRandperm } from './seeded.js';

export interface DistributedSamplerOptions {
  /** Number of processes; default `WORLD_SIZE` from the environment, else 1. */
  numReplicas?: number;
  /** This process's rank; default `RANK` from the environment, else 0. */
  rank?: number;
  /** Shuffle with `randperm` seeded by `seed + epoch`. Default true. */
  shuffle?: boolean;
  /** Must be the same on every rank. Default 0. */
  seed?: number;
  /** Drop the tail so every rank gets the same count (else pad by repeating indices). Default false. */
  dropLast?: boolean;
}

function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new TypeError(`DistributedSampler: environment variable ${name}=${v} is not an integer`);
  return n;
}

/**
 * Gives each of `numReplicas` ranks a disjoint share of the dataset, exactly as PyTorch's
 * `DistributedSampler`: the same `randperm` (seeded with `seed + epoch`), padded by repeating
 * the first indices (or truncated with `dropLast`) to a multiple of `numReplicas`, then rank
 * `r` takes positions `r, r + numReplicas, …`. Call `setEpoch` (or let the DataLoader do it)
 * so each epoch is shuffled differently.
 */
export class DistributedSampler implements Sampler {
  readonly dataLength: number;
  readonly numReplicas: number;
  readonly rank: number;
  readonly shuffle: boolean;
  readonly seed: number;
  readonly dropLast: boolean;
  /** Indices per rank. */
  readonly length: number;
  /** `length * numReplicas`. */
  readonly totalSize: number;
  private _epoch = 0;

  constructor(source: number | { readonly length: number }, options: DistributedSamplerOptions = {}) {
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

  get epoch(): number {
    return this._epoch;
  }

  setEpoch(epoch: number): void {
    if (!Number.isInteger(epoch) || epoch < 0) {
      throw new TypeError(`DistributedSampler.setEpoch: expected a non-negative integer but received ${String(epoch)}`);
    }
    this._epoch = epoch;
  }

  /** This rank's indices for the current epoch. */
  indices(): number[] {
    const n = this.dataLength;
    let all = this.shuffle ? seededRandperm(n, this.seed + this._epoch) : Array.from({ length: n }, (_, i) => i);
    if (!this.dropLast) {
      const pad = this.totalSize - all.length;
      if (pad > 0 && all.length > 0) {
        const extra: number[] = [];
        while (extra.length < pad) extra.push(...all.slice(0, pad - extra.length));
        all = all.concat(extra);
      }
    } else {
      all = all.slice(0, this.totalSize);
    }
    const mine: number[] = [];
    for (let i = this.rank; i < this.totalSize; i += this.numReplicas) mine.push(all[i]!);
    return mine;
  }

  *[Symbol.iterator](): Iterator<number> {
    yield* this.indices();
  }

  stateDict(): SamplerState {
    return { epoch: this._epoch, seed: this.seed, numReplicas: this.numReplicas, rank: this.rank };
  }

  loadStateDict(state: SamplerState): void {
    const seed = readNumber(state, 'seed', 'DistributedSampler');
    if (seed !== this.seed) {
      throw new Error(`DistributedSampler.loadStateDict: the state was saved with seed ${seed} but this sampler has seed ${this.seed}; construct it with the same seed`);
    }
    this.setEpoch(readNumber(state, 'epoch', 'DistributedSampler'));
  }
}
