import { tensor as makeTensor } from '../torch/creation.js';
import { destroyProcessGroup, getDefaultGroup, initProcessGroup, isInitialized, requireState, type InitProcessGroupOptions } from '../torch/distributed/init.js';
import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { Work } from '../torch/distributed/work.js';
import type { GradReducerStats, ReducerHandle } from '../torch/native-api.js';
import { native } from '../torch/native.js';
import type { Module } from '../torch/nn/index.js';
import { readDistributedEnv } from './env.js';
import { Liveness } from './liveness.js';
import { checkRanksAgree, modelFacts } from './rank-agreement.js';
import type { ParallelStrategy } from './strategy.js';


/** Options of {@link DataParallelStrategy}. */
export interface DataParallelOptions {
  /** Gradient bucket size in MiB (default 25, PyTorch DDP's). */
  bucketCapMb?: number;
  /** Size of the first bucket, the last parameters' gradients, in MiB (default 1, as PyTorch), so that communication starts early. */
  firstBucketCapMb?: number;
  /** Broadcast rank 0's buffers (batch-norm statistics…) in `prepare` (default true). */
  broadcastBuffers?: boolean;
}

/** Figures of the last synchronized step. */
export type GradientSyncStats = GradReducerStats;

/**
 * Data parallelism over a c10d process group, PyTorch DDP's algorithm: `prepare` makes every
 * rank's parameters and buffers rank 0's and installs a hook on every parameter's gradient
 * accumulator; during a synchronized backward, gradients fill buckets (about 25 MiB, in reverse
 * parameter order) and each full bucket's SUM all-reduce starts while backward goes on.
 * `finishGradientSync` waits for them (off the JS thread) and writes the sums back.
 */
export class DataParallelStrategy implements ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  readonly isMain: boolean;
  private groupPromise: Promise<ProcessGroup> | null = null;
  private resolvedGroup: ProcessGroup | null;
  private ownsGroup = false;
  private reducer: ReducerHandle | null = null;
  private liveness: Liveness | null = null;

  /**
   * Over `options.group` when given; otherwise over the default process group, which the first
   * call that communicates (`prepare`, `allReduceSum`, `barrier`) initializes from the
   * environment (torchrun's or SLURM's, with `options.init`) unless it already is. A group the
   * strategy initialized is destroyed by `close()`. Rank and world size are known at once.
   */
  constructor(private readonly options: DataParallelOptions & { group?: ProcessGroup; init?: InitProcessGroupOptions } = {}) {
    const env = readDistributedEnv();
    this.resolvedGroup = options.group ?? (isInitialized() ? getDefaultGroup() : null);
    this.rank = this.resolvedGroup?.rank ?? options.init?.rank ?? env.rank;
    this.worldSize = this.resolvedGroup?.size ?? options.init?.worldSize ?? env.worldSize;
    this.localRank = env.localRank;
    this.isMain = this.rank === 0;
  }

  /** The process group, initialized on first use. */
  group(): Promise<ProcessGroup> {
    if (this.resolvedGroup) return Promise.resolve(this.resolvedGroup);
    this.groupPromise ??= (async () => {
      if (isInitialized()) return getDefaultGroup();
      const g = await initProcessGroup({ rank: this.rank, worldSize: this.worldSize, ...this.options.init });
      this.ownsGroup = true;
      this.liveness = new Liveness(requireState('DataParallelStrategy').store, this.rank, this.worldSize);
      this.liveness.start();
      return g;
    })().then((g) => (this.resolvedGroup = g));
    return this.groupPromise;
  }

  async agree(facts: Readonly<Record<string, string>>): Promise<void> {
    await checkRanksAgree(await this.group(), facts, 'the config and the model');
  }

  async prepare(model: Module): Promise<void> {
    if (this.reducer) throw new Error('DataParallelStrategy.prepare: already prepared; one strategy serves one model');
    const params = model.parameters();
    const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
    const group = await this.group();
    // Gloo aborts the process on a broadcast whose shapes differ between ranks: compare first.
    await checkRanksAgree(group, modelFacts(model), 'the model');
    const works: Work[] = [];
    for (const t of [...params, ...buffers]) {
      if (!t.isContiguous()) throw new Error('DataParallelStrategy.prepare: every parameter and buffer must be contiguous');
      works.push(group.broadcast(t, 0, { async: true }));
    }
    for (const w of works) await w.wait();
    const trainable = params.filter((p) => p.requiresGrad);
    const mib = 1024 * 1024;
    const cap = Math.max(1, Math.round((this.options.bucketCapMb ?? 25) * mib));
    const firstCap = Math.max(1, Math.round((this.options.firstBucketCapMb ?? 1) * mib));
    this.reducer = native.gradReducerCreate(group._g, trainable.map((p) => p._h), cap, firstCap);
  }

  setGradientSync(enabled: boolean): void {
    native.gradReducerSetEnabled(this.requireReducer('setGradientSync'), enabled);
  }

  async finishGradientSync(): Promise<void> {
    await this.naming('the gradient all-reduce', () => native.gradReducerFinish(this.requireReducer('finishGradientSync')));
  }

  /** Runs a collective; when it fails and peers are gone, the error names the lost ranks. */
  private async naming<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.liveness ? await this.liveness.explain(err, what) : err;
    }
  }

  /** Figures of the gradient synchronization (see {@link GradientSyncStats}). */
  syncStats(): GradientSyncStats {
    return native.gradReducerStats(this.requireReducer('syncStats'));
  }

  async allReduceSum(values: readonly number[]): Promise<number[]> {
    if (values.length === 0) return [];
    const t = makeTensor(Float64Array.from(values));
    try {
      const group = await this.group();
      await this.naming('allReduceSum', () => group.allReduce(t, { async: true }).wait());
      return Array.from(t.toArray() as Float64Array);
    } finally {
      t.dispose();
    }
  }

  async barrier(): Promise<void> {
    const group = await this.group();
    await this.naming('barrier', () => group.barrier({ async: true }).wait());
  }

  async close(): Promise<void> {
    if (this.reducer) {
      native.gradReducerDestroy(this.reducer);
      this.reducer = null;
    }
    this.liveness?.stop();
    this.liveness = null;
    if (this.ownsGroup) {
      this.ownsGroup = false;
      await destroyProcessGroup();
    }
  }

  private requireReducer(where: string): ReducerHandle {
    if (!this.reducer) throw new Error(`DataParallelStrategy.${where}: call prepare(model) first`);
    return this.reducer;
  }
}
