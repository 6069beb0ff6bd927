import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { GradReducerStats, ReducerHandle } from '../torch/native-api.js';
import { native } from '../torch/native.js';
import type { Module } from '../torch/nn/index.js';
import { broadcastFromRank0, GroupSource, reduceNumbers, type GroupOptions } from './group-source.js';
import { ReplicatedStrategyBase, worldRoles, type DomainReduceOp, type ParallelStrategy, type ReductionDomain } from './strategy.js';
import { checkRanksAgree, modelFacts, textOfRank0 } from './rank-agreement.js';


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
export class DataParallelStrategy extends ReplicatedStrategyBase implements ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  readonly isMain: boolean;
  readonly roles: ParallelStrategy['roles'];
  private readonly source: GroupSource;
  private reducer: ReducerHandle | null = null;

  /**
   * Over `options.group` when given; otherwise over the default process group, which the first
   * call that communicates (`prepare`, `allReduceSum`, `barrier`) initializes from the
   * environment (torchrun's or SLURM's, with `options.init`) unless it already is. A group the
   * strategy initialized is destroyed by `close()`. Rank and world size are known at once.
   */
  constructor(private readonly options: DataParallelOptions & GroupOptions = {}) {
    super();
    this.source = new GroupSource(options);
    this.rank = this.source.rank;
    this.worldSize = this.source.worldSize;
    this.localRank = this.source.localRank;
    this.isMain = this.rank === 0;
    this.roles = worldRoles(this.rank, this.worldSize);
  }

  /** The process group, initialized on first use. */
  group(): Promise<ProcessGroup> {
    return this.source.get();
  }

  async agree(facts: Readonly<Record<string, string>>): Promise<void> {
    await checkRanksAgree(await this.group(), facts, 'the config and the model');
  }

  async textOfRank0(text: string): Promise<string> {
    return textOfRank0(await this.group(), text);
  }

  async prepare(model: Module): Promise<void> {
    if (this.reducer) throw new Error('DataParallelStrategy.prepare: already prepared; one strategy serves one model');
    const params = model.parameters();
    const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
    const group = await this.group();
    // Gloo aborts the process on a broadcast whose shapes differ between ranks: compare first.
    await checkRanksAgree(group, modelFacts(model), 'the model');
    await broadcastFromRank0(group, [...params, ...buffers], 'DataParallelStrategy.prepare');
    this.recordParameters(model);
    const trainable = this.trainable.map((p) => p.tensor);
    const mib = 1024 * 1024;
    const cap = Math.max(1, Math.round((this.options.bucketCapMb ?? 25) * mib));
    const firstCap = Math.max(1, Math.round((this.options.firstBucketCapMb ?? 1) * mib));
    this.reducer = native.gradReducerCreate(group._g, trainable.map((p) => p._h), cap, firstCap);
  }

  setGradientSync(enabled: boolean): void {
    native.gradReducerSetEnabled(this.requireReducer('setGradientSync'), enabled);
  }

  async finishGradientSync(): Promise<void> {
    await this.source.naming('the gradient all-reduce', () => native.gradReducerFinish(this.requireReducer('finishGradientSync')));
  }

  /** Figures of the gradient synchronization (see {@link GradientSyncStats}). */
  syncStats(): GradientSyncStats {
    return native.gradReducerStats(this.requireReducer('syncStats'));
  }

  async allReduceSum(values: readonly number[]): Promise<number[]> {
    return this.reduce(values, 'data', 'sum');
  }

  /** Both domains are the whole group. */
  async reduce(values: readonly number[], _domain: ReductionDomain, op: DomainReduceOp = 'sum'): Promise<number[]> {
    const group = await this.group();
    return this.source.naming(`reduce (${op})`, () => reduceNumbers(group, values, op));
  }

  async barrier(): Promise<void> {
    const group = await this.group();
    await this.source.naming('barrier', () => group.barrier({ async: true }).wait());
  }

  async close(): Promise<void> {
    if (this.reducer) {
      native.gradReducerDestroy(this.reducer);
      this.reducer = null;
    }
    await this.source.close();
  }

  private requireReducer(where: string): ReducerHandle {
    if (!this.reducer) throw new Error(`DataParallelStrategy.${where}: call prepare(model) first`);
    return this.reducer;
  }
}
