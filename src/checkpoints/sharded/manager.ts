import { randomInt } from 'node:crypto';
import { mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from '../manager.js';
import { historyName } from '../names.js';
import { CheckpointPolicy, type CheckpointPolicyOptions, type SaveTargets } from '../policy.js';
import { scope } from '../../torch/scope.js';
import { commitSave } from './commit.js';
import type { SaveTopology } from './layout.js';
import { splitPayload } from './names.js';
import { findResumableSave } from './resumable.js';
import { BEST_POINTER, LATEST_POINTER, listPointers, parseHistoryPointer, writePointer } from './pointers.js';
import { PendingCopies } from '../pending-copies.js';
import { StagingPool } from '../staging-pool.js';
import { deferredLeafSizes, snapshotSplit, type SplitSnapshot } from './snapshot.js';
import { writeRank } from './write.js';

/** What one finished sharded save wrote (reported on rank 0). */
export interface SavedShardedCheckpoint {
  point: CheckpointPoint;
  /** The save directory. */
  dir: string;
  /** Pointers moved to it (`latest`, `ckpt-s…`, `best`). */
  pointers: string[];
  /** Save directories removed by retention. */
  pruned: string[];
}

/** Options of {@link ShardedCheckpointManager}. */
export interface ShardedCheckpointManagerOptions extends CheckpointPolicyOptions {
  /** The checkpoints directory, shared by all ranks. */
  dir: string;
  rank: number;
  worldSize: number;
  /** How the ranks are arranged, recorded in the manifest (default `{ stage: 'ddp', axes: { replicate: worldSize } }`). */
  topology?: SaveTopology;
  /** `disabled` (default): `save` writes before it resolves; `async`: it snapshots the tensors and writes in the background. */
  asyncMode?: 'disabled' | 'async';
  /**
   * Sums numbers across all ranks (the process group's all-reduce); used once, at the first
   * save, so all ranks name their save directories alike. Required when `worldSize > 1`.
   */
  allReduceSum?: (values: readonly number[]) => Promise<number[]>;
  /** Model parameter names by optimizer index, for the `optim.state.<name>.…` names. */
  paramNames?: () => readonly (string | null)[];
  /** How long rank 0 waits for the other ranks' files before a save fails (default 10 minutes). */
  commitTimeoutMs?: number;
  /** Adds to or rewrites each payload before it is written. */
  augment?: (payload: Record<string, unknown>) => Record<string, unknown>;
  /** Called on rank 0 after each save is complete and the pointers moved. */
  onSaved?: (saved: SavedShardedCheckpoint) => void;
  warn?: (message: string) => void;
}

interface Job {
  point: CheckpointPoint;
  targets: SaveTargets;
  name: string;
  /** The payload, once an asynchronous save's copies are made. */
  payload: Promise<SplitSnapshot>;
}

const SAVE_DIR = /^save-([es]\d+)-([0-9a-f]{12})-(\d+)$/;

/**
 * The `sharded` checkpoint backend: every rank writes its own chunks of every tensor, and
 * every save goes to its own immutable directory, after PyTorch DCP's layout (see
 * `layout.ts`):
 *
 * ```text
 * checkpoints/latest                               pointer: the name of the newest complete save
 * checkpoints/best                                 pointer (saveBest)
 * checkpoints/ckpt-s000000001000                   history pointer (ckpt-e000003 in epoch mode)
 * checkpoints/save-s000000001000-<run>-<n>/        one save: .metadata, manifest.json, __<r>_0.distcp, …
 * ```
 *
 * A save completes when rank 0 has seen every rank's index (written after that rank's data
 * and state are flushed) and has written the metadata; only then do the pointers move, each
 * by atomic rename, so a crash of any rank at any instant leaves `latest` naming the
 * previous complete save. Retention (`keepLatestK`) removes history pointers as the file
 * backend does, and a save directory once no pointer names it. Directories of saves that
 * never completed in an earlier run are removed too.
 *
 * `save` must be called on every rank at the same points (the runner does). In `async`
 * mode it clones the small tensors, starts copying the large ones on a worker thread and
 * returns; the runner's next optimizer step steps each parameter once its copies are made
 * ({@link pendingCopies}), and the writes go on in the background in order.
 * Queued saves are not coalesced, since every rank must write every save.
 */
export class ShardedCheckpointManager implements CheckpointManager {
  readonly dir: string;
  readonly policy: CheckpointPolicy;
  readonly rank: number;
  readonly worldSize: number;
  readonly asyncMode: 'disabled' | 'async';
  private readonly options: ShardedCheckpointManagerOptions;
  private readonly warn: (message: string) => void;
  private token: string | null = null;
  private sequence = 0;
  private lastPoint: CheckpointPoint | null = null;
  private queue: Job[] = [];
  /** Copies of asynchronous snapshots in progress. */
  readonly pendingCopies: PendingCopies | undefined;
  private readonly staging = new StagingPool();
  private draining: Promise<void> | null = null;
  private failure: Error | null = null;
  private closed = false;
  /** Save directories this manager completed, for retention. */
  private readonly completed = new Set<string>();

  constructor(options: ShardedCheckpointManagerOptions) {
    if (typeof options?.dir !== 'string' || options.dir === '') throw new TypeError('ShardedCheckpointManager: `dir` must name the checkpoints directory');
    if (!Number.isInteger(options.worldSize) || options.worldSize < 1 || !Number.isInteger(options.rank) || options.rank < 0 || options.rank >= options.worldSize) {
      throw new RangeError(`ShardedCheckpointManager: rank ${String(options.rank)} of world size ${String(options.worldSize)} is not a valid rank`);
    }
    if (options.worldSize > 1 && typeof options.allReduceSum !== 'function') {
      throw new TypeError('ShardedCheckpointManager: with several ranks, `allReduceSum` (the process group) is required so that ranks agree on save names');
    }
    this.options = options;
    this.dir = options.dir;
    this.rank = options.rank;
    this.worldSize = options.worldSize;
    this.policy = new CheckpointPolicy(options);
    this.asyncMode = options.asyncMode ?? 'disabled';
    if (this.asyncMode !== 'disabled' && this.asyncMode !== 'async') {
      throw new RangeError(`ShardedCheckpointManager: asyncMode must be 'disabled' or 'async', got ${String(this.asyncMode)}`);
    }
    this.pendingCopies = this.asyncMode === 'async' ? new PendingCopies() : undefined;
    this.warn = options.warn ?? ((m) => console.warn(m));
  }

  /** `dir/latest`, the pointer to the newest complete save. */
  get latestPath(): string {
    return join(this.dir, LATEST_POINTER);
  }

  due(point: CheckpointPoint): boolean {
    return this.policy.due(point);
  }

  async save(request: CheckpointRequest): Promise<void> {
    this.throwFailure();
    if (this.closed) throw new Error(`ShardedCheckpointManager: save after close() (checkpoints directory ${this.dir})`);
    const point: CheckpointPoint = { epoch: request.epoch, globalStep: request.globalStep, mode: request.mode };
    const last = this.lastPoint;
    if (request.forced && last && last.epoch === point.epoch && last.globalStep === point.globalStep && last.mode === point.mode) return;
    this.lastPoint = point;
    const targets = this.policy.targets({ epoch: point.epoch, globalStep: point.globalStep, mode: point.mode, isBest: request.isBest });
    const token = await this.runToken();
    const name = `save-${historyName(point).slice('ckpt-'.length, -'.pth'.length)}-${token}-${this.sequence++}`;
    // Tensors the payload function makes (state-dict views) belong to a scope and are released after the write or the snapshot.
    const split = () => this.split(request.payload);
    if (this.asyncMode === 'disabled') {
      await scope(async () => {
        const { leaves, rest } = split();
        await this.write({ point, targets, name }, { leaves, rest, tensors: [] });
      });
      return;
    }
    const pending = scope(() => {
      const { leaves, rest } = split();
      return snapshotSplit(leaves, rest, request.copyOrder, this.staging);
    });
    this.pendingCopies!.add(pending.copied, pending.progress);
    this.queue.push({ point, targets, name, payload: pending.snapshot });
    this.draining ??= this.drain();
  }

  /**
   * In `async` mode, maps on a worker thread the buffers a save of `payload` copies this rank's
   * large tensors into, as `FileCheckpointManager.prepare` does: the first save then copies
   * into mapped memory. Returns nothing in the synchronous mode.
   */
  prepare(payload: () => Record<string, unknown>): Promise<void> | void {
    if (this.asyncMode !== 'async' || this.closed) return;
    const sizes = scope(() => deferredLeafSizes(this.split(payload).leaves));
    return this.staging.reserve(sizes);
  }

  /** The payload split into named leaves (this rank's tensors and shards) and the rest. */
  private split(payload: () => Record<string, unknown>): ReturnType<typeof splitPayload> {
    const raw = payload();
    return splitPayload(this.options.augment ? this.options.augment(raw) : raw, this.options.paramNames?.() ?? []);
  }

  /** Waits until the asynchronous saves' copies are made, after which the originals may change. */
  async untilSnapshotted(): Promise<void> {
    await this.pendingCopies?.settled();
  }

  /** The save to resume from: the one `latest` names, else the newest readable history save (with a warning), or null. */
  resumable(): Promise<string | null> {
    return findResumableSave(this.dir, this.warn);
  }

  async wait(): Promise<void> {
    while (this.draining) await this.draining;
    this.throwFailure();
  }

  async close(): Promise<void> {
    this.closed = true;
    try {
      await this.wait();
    } finally {
      this.staging.close();
    }
  }

  /** A name for this run's saves, the same on every rank (one all-reduce, at the first save). */
  private async runToken(): Promise<string> {
    if (this.token) return this.token;
    const mine = this.rank === 0 ? [randomInt(0, 2 ** 24), randomInt(0, 2 ** 24)] : [0, 0];
    // With the token, every rank's directory: a hash h and h², whose sums show whether all are equal
    // (N·Σh² = (Σh)² only then), so ranks that would each wait for the others' files in another
    // directory fail at once, all alike.
    const h = directoryHash(this.dir);
    const [a, b, sum, squares] = this.worldSize > 1 ? await this.options.allReduceSum!([...mine, h, h * h]) : [...mine, h, h * h];
    if (this.worldSize * squares! !== sum! * sum!) {
      throw new Error(
        `sharded checkpoints: the ranks save into different directories (rank ${this.rank}: ${this.dir}); every rank must use the same workspaceRoot and run id, on a file system all ranks share`,
      );
    }
    this.token = Math.round(a!).toString(16).padStart(6, '0') + Math.round(b!).toString(16).padStart(6, '0');
    return this.token;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const job = this.queue.shift()!;
        let payload: SplitSnapshot | null = null;
        try {
          payload = await job.payload;
          if (this.failure === null) await this.write(job, payload);
        } catch (err) {
          this.failure ??= err as Error;
        } finally {
          this.staging.recycle(payload?.tensors ?? []);
        }
      }
    } finally {
      this.draining = null;
    }
  }

  private async write(job: Omit<Job, 'payload'>, payload: SplitSnapshot): Promise<void> {
    const dir = join(this.dir, job.name);
    await mkdir(dir, { recursive: true });
    await writeRank({ dir, rank: this.rank, worldSize: this.worldSize, leaves: payload.leaves, rest: payload.rest });
    if (this.rank !== 0) return;
    const topology = this.options.topology ?? { stage: 'ddp', axes: { replicate: this.worldSize } };
    await commitSave(dir, this.worldSize, job.point, topology, { timeoutMs: this.options.commitTimeoutMs ?? 600_000, pollMs: 20 });
    this.completed.add(job.name);
    const pointers: string[] = [];
    if (job.targets.history !== null) pointers.push(historyName(job.point).slice(0, -'.pth'.length));
    if (job.targets.best) pointers.push(BEST_POINTER);
    pointers.push(LATEST_POINTER);
    for (const p of pointers) await writePointer(this.dir, p, job.name);
    const pruned = await this.prune();
    this.options.onSaved?.({ point: job.point, dir, pointers, pruned });
  }

  /** Retention: old history pointers, then save directories no pointer names. */
  private async prune(): Promise<string[]> {
    const pointers = await listPointers(this.dir);
    const keep = new Set([pointers.get(LATEST_POINTER), pointers.get(BEST_POINTER)]);
    const history = [...pointers.keys()].map(parseHistoryPointer).filter((h): h is NonNullable<typeof h> => h !== null);
    const protect = new Set(history.filter((h) => keep.has(pointers.get(h.name))).map((h) => h.name));
    for (const name of this.policy.prune(history, protect)) {
      await unlink(join(this.dir, name)).catch(() => undefined);
      pointers.delete(name);
    }
    const referenced = new Set(pointers.values());
    const removed: string[] = [];
    for (const name of await readdir(this.dir)) {
      const m = SAVE_DIR.exec(name);
      if (!m || referenced.has(name)) continue;
      // This run's saves once complete; another run's unreferenced saves (complete or not) are leftovers.
      if (m[2] === this.token ? this.completed.has(name) : true) {
        await rm(join(this.dir, name), { recursive: true, force: true });
        this.completed.delete(name);
        removed.push(join(this.dir, name));
      }
    }
    return removed;
  }

  private throwFailure(): void {
    const err = this.failure;
    if (err) {
      this.failure = null;
      throw new Error(`Writing a sharded checkpoint in '${this.dir}' failed: ${err.message}`, { cause: err });
    }
  }
}

/** A 20-bit hash of a path (small enough that sums of squares over thousands of ranks stay exact). */
function directoryHash(dir: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < dir.length; i++) h = Math.imul(h ^ dir.charCodeAt(i), 0x01000193);
  return (h >>> 0) & 0xfffff;
}
