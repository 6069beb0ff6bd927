import { readdir, unlink } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';

import { native } from '../torch/native.js';
import { scope } from '../torch/scope.js';
import { tempName } from '../torch/serialize/atomic.js';
import { failedStep, type FileStep } from '../torch/serialize/file-job.js';
import type { Saveable } from '../torch/serialize/index.js';
import { encode } from '../torch/serialize/values.js';
import { saveWithFileSteps } from '../torch/serialize/pickle.js';
import type { Tensor } from '../torch/tensor.js';
import { fileIdentity } from './links.js';
import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from './manager.js';
import { BEST, LATEST, parseHistoryName, type HistoryName } from './names.js';
import { CheckpointPolicy, type CheckpointPolicyOptions, type SaveTargets } from './policy.js';
import { findResumable, type ResumableCheckpoint } from './read.js';
import { PendingCopies } from './pending-copies.js';
import { StagingPool } from './staging-pool.js';
import { removeStaleTemps } from './stale-temps.js';
import { deferredSizes, disposeTree, snapshotTree, snapshotTreeAsync, tensorsIn } from './tree.js';

/** What one finished save wrote. */
export interface SavedCheckpoint {
  point: CheckpointPoint;
  /** `…/latest.pth`. */
  latest: string;
  /** The history file written, if any. */
  history: string | null;
  /** `…/best.pth` when it was replaced. */
  best: string | null;
  /** History files removed by retention. */
  pruned: string[];
}

/** Options of {@link FileCheckpointManager}. */
export interface FileCheckpointManagerOptions extends CheckpointPolicyOptions {
  /** The checkpoints directory (`<run directory>/checkpoints`); created at the first save. */
  dir: string;
  /**
   * `disabled` (default): `save` writes before it resolves, off the JS thread, which stays free
   * for timers and signals (with `request.background`, once the payload is written to a
   * temporary file; see the class). `async`: `save` snapshots (copies) the payload's tensors
   * and resolves; the write happens on a worker thread while training goes on.
   */
  asyncMode?: 'disabled' | 'async';
  /** Called after each checkpoint is on disk (for a log line). */
  onSaved?: (saved: SavedCheckpoint) => void;
  /** Adds to or rewrites each payload before it is written (for example run metadata). */
  augment?: (payload: Record<string, unknown>) => Record<string, unknown>;
  /** Where warnings go (a fallback from a damaged `latest`); default `console.warn`. */
  warn?: (message: string) => void;
}

/** The history file and `best` a commit made (full paths), and whether each is a copy rather than a link of `latest`. */
interface Made {
  history: string | null;
  best: string | null;
  copied: { history: boolean; best: boolean };
}

/** The steps that publish a written temporary file, and where in them each link is made. */
interface Published {
  steps: FileStep[];
  history: string | null;
  best: string | null;
  historyAt: number;
  bestAt: number;
}

interface Job {
  point: CheckpointPoint;
  targets: SaveTargets;
  /** The copy of the payload, once its tensors are copied. */
  snapshot: Promise<{ tree: unknown; tensors: Tensor[] }>;
  released?: boolean;
}

/**
 * Writes a run's checkpoints as torch.save archives that Python's `torch.load` opens:
 *
 * ```text
 * checkpoints/latest.pth                 the newest checkpoint, replaced at every save
 * checkpoints/best.pth                   the best-scoring one (saveBest)
 * checkpoints/ckpt-e000003.pth           history, epoch mode (ckpt-s000000001000.pth in step mode)
 * ```
 *
 * Every save writes `latest` atomically (a temporary file in the same directory, flushed,
 * renamed over `latest`, directory flushed), so a process killed at any instant leaves the
 * previous `latest` intact. `best` and history files are made from `latest` by hard link
 * (a copy where links are not possible), also by rename. Retention (`keepLatestK`) removes
 * the oldest history files but never the one that is what `latest` or `best` is.
 *
 * In the synchronous mode (`disabled`), the payload is pickled into the temporary file in a
 * first job on a worker thread, its tensors read in place (the caller does not change them
 * while it awaits), with no copy. The flush, the renames, the links and the directory flush
 * run as a second job; `save` resolves after it, or, for a request marked `background` (the
 * runner's), after the first, so that the loop waits for writing into the page cache, not for
 * the disk. A background request whose state is small (at most {@link SMALL_STATE_ELEMENTS}
 * tensor elements in all) has its tensors copied instead, which takes less than the write
 * would, and the whole save runs in the background; made while the previous save is still
 * being flushed, it is queued behind it (at most one is), so that saves become `latest` in
 * order. Any other save waits for the background job before it writes; `wait()` and
 * `close()` wait for it, and its error is reported by the next `save`, `wait` or `close`. A
 * process killed before the rename leaves the previous `latest`.
 *
 * In `async` mode, `save` starts a copy of the payload's tensors and queues the write, and
 * resolves at once: large tensors are copied on a worker thread while training goes on (small
 * ones at once), in the order `request.copyOrder` gives, and the write serializes and writes
 * on another. The runner's next optimizer step, the first change to the parameters and
 * optimizer state, steps each parameter once its copies are made ({@link pendingCopies}), so
 * only a parameter whose copy is not made yet holds the loop. The copies go into the buffers
 * the previous save was written from ({@link StagingPool}), memory already mapped.
 * A queued save that the new one replaces (it writes no history file, and no `best` unless
 * the new one does) is dropped, so the newest wins; a save that would queue behind one it
 * cannot replace first waits for that write, so at most one save waits while one is written
 * and memory stays bounded. Temporary files of processes killed during a save are removed at
 * the manager's first save. `wait()` and `close()` wait for the queue. A write error is
 * reported by the next `save`, `wait` or `close`.
 *
 * A forced save at the very point this manager saved last (the end of training right after
 * an interval save) is skipped: it would write the same checkpoint again.
 */
export class FileCheckpointManager implements CheckpointManager {
  readonly dir: string;
  /** `dir/latest.pth`. */
  readonly latestPath: string;
  /** `dir/best.pth`. */
  readonly bestPath: string;
  /** `dir` resolved, ending with a separator: where temporary files go. */
  private readonly tempDir: string;
  readonly policy: CheckpointPolicy;
  readonly asyncMode: 'disabled' | 'async';
  private readonly onSaved: ((saved: SavedCheckpoint) => void) | undefined;
  private readonly warn: (message: string) => void;
  private readonly augment: ((payload: Record<string, unknown>) => Record<string, unknown>) | undefined;
  private queue: Job[] = [];
  private draining: Promise<void> | null = null;
  /** The synchronous mode's second job (flush, rename, links) of the last save, while it runs. */
  private publishing: Promise<void> | null = null;
  /** Synchronous-mode saves copied and waiting for the one before them to be published (at most 1). */
  private chained = 0;
  readonly pendingCopies: PendingCopies | undefined;
  private readonly staging = new StagingPool();
  private writing = false;
  private waiters: (() => void)[] = [];
  private failure: Error | null = null;
  private closed = false;
  private lastPoint: CheckpointPoint | null = null;
  /** History names written by copy (no shared inode to recognise them by). */
  private copiedAs = { latest: null as string | null, best: null as string | null };
  private tempsChecked = false;

  constructor(options: FileCheckpointManagerOptions) {
    if (typeof options?.dir !== 'string' || options.dir === '') {
      throw new TypeError('FileCheckpointManager: `dir` must name the checkpoints directory, e.g. join(workspace.dir, "checkpoints")');
    }
    this.dir = options.dir;
    this.latestPath = join(this.dir, LATEST);
    this.bestPath = join(this.dir, BEST);
    const absolute = resolve(this.dir);
    this.tempDir = absolute.endsWith(sep) ? absolute : absolute + sep;
    this.policy = new CheckpointPolicy(options);
    this.asyncMode = options.asyncMode ?? 'disabled';
    if (this.asyncMode !== 'disabled' && this.asyncMode !== 'async') {
      throw new RangeError(`FileCheckpointManager: asyncMode must be 'disabled' or 'async', got ${String(this.asyncMode)}`);
    }
    this.pendingCopies = this.asyncMode === 'async' ? new PendingCopies() : undefined;
    this.onSaved = options.onSaved;
    this.warn = options.warn ?? ((m) => console.warn(m));
    this.augment = options.augment;
  }

  /** The temporary name of a file this manager renames into `dir`: beside it, in `dir` resolved once. */
  private tempBeside(name: string): string {
    return this.tempDir + tempName(name);
  }

  /** Saves still queued or being written (async mode), or being flushed and renamed (synchronous mode). */
  get pending(): number {
    return this.queue.length + (this.writing || this.publishing ? 1 : 0);
  }

  due(point: CheckpointPoint): boolean {
    return this.policy.due(point);
  }

  async save(request: CheckpointRequest): Promise<void> {
    this.throwFailure();
    if (this.closed) throw new Error(`FileCheckpointManager: save after close() (checkpoints directory ${this.dir})`);
    const point: CheckpointPoint = { epoch: request.epoch, globalStep: request.globalStep, mode: request.mode };
    const last = this.lastPoint;
    // The forced save at the end of training often lands where an interval save just wrote.
    if (request.forced && last && last.epoch === point.epoch && last.globalStep === point.globalStep && last.mode === point.mode) return;
    this.lastPoint = point;
    const targets = this.policy.targets({ epoch: point.epoch, globalStep: point.globalStep, mode: point.mode, isBest: request.isBest });
    if (this.asyncMode === 'disabled') {
      // At most one save waits behind the one being published (see write).
      if (this.chained > 0) await this.publishing;
      this.throwFailure();
      await this.write(point, targets, request);
      if (!request.background) await this.wait();
      return;
    }
    // Memory stays bounded: wait until every queued save this one cannot replace is written.
    while (this.queue.some((queued) => !supersedes(targets, queued.targets))) await this.nextWrite();
    this.throwFailure();
    // The payload function's own tensors (detached views) are freed at the scope's end; the copy holds its own references.
    const { copied, snapshot, progress } = scope(() => snapshotTreeAsync(this.payloadOf(request), request.copyOrder, this.staging));
    this.pendingCopies!.add(copied, progress);
    this.enqueue({ point, targets, snapshot });
  }

  /**
   * In `async` mode, maps on a worker thread the buffers a save of `payload` copies its large
   * tensors into ({@link StagingPool.reserve}): the first save then copies at memory speed, as
   * later ones do, and the optimizer step after it waits no longer for page faults. Returns
   * nothing in the synchronous mode, where nothing is copied in the background.
   */
  prepare(payload: () => Record<string, unknown>): Promise<void> | void {
    if (this.asyncMode !== 'async' || this.closed) return;
    const sizes = scope(() => deferredSizes(this.payloadOf({ payload })));
    return this.staging.reserve(sizes);
  }

  /**
   * Resolves when the tensors of every `async` save so far are copied, so that training may
   * change them in place. Returns nothing in the synchronous mode, where nothing is copied in
   * the background.
   */
  untilSnapshotted(): Promise<void> | void {
    return this.pendingCopies?.settled();
  }

  async resumable(): Promise<string | null> {
    const found = this.resumableCheckpoint();
    if (!found) return null;
    disposeTree(found.payload);
    return found.path;
  }

  /**
   * Like {@link resumable}, also returning the checkpoint already read (its tensors are the
   * caller's), so that resuming reads the file once.
   */
  resumableCheckpoint(): ResumableCheckpoint | null {
    return findResumable(this.dir, this.warn);
  }

  async wait(): Promise<void> {
    while (this.draining) await this.draining;
    await this.publishing;
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

  private payloadOf(request: Pick<CheckpointRequest, 'payload'>): Record<string, unknown> {
    const payload = request.payload();
    return this.augment ? this.augment(payload) : payload;
  }

  private enqueue(job: Job): void {
    // Queued saves that only replace latest are superseded by this one.
    const kept: Job[] = [];
    for (const queued of this.queue) {
      if (supersedes(job.targets, queued.targets)) release(queued, this.staging);
      else kept.push(queued);
    }
    kept.push(job);
    this.queue = kept;
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        // Let the training step that queued the save go on first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const job = this.queue.shift()!;
        this.writing = true;
        try {
          if (this.failure === null) await this.writeAsync(job);
        } catch (err) {
          this.failure = err as Error;
        } finally {
          this.writing = false;
          release(job, this.staging);
          for (const resolve of this.waiters.splice(0)) resolve();
        }
      }
    } finally {
      this.draining = null;
    }
  }

  /**
   * The synchronous mode's write, in two jobs on worker threads. The first pickles the payload
   * (encoded here) into a temporary file while the caller awaits it: the loop that awaits does
   * not change the tensors meanwhile, so they are written without a copy. The second flushes
   * that file, renames it over `latest`, makes the links and flushes the directory. A
   * background request's small state (at most {@link SMALL_STATE_ELEMENTS} elements in all) is
   * copied instead, in less time than its write would hold the loop, and all of it is written
   * by one job in the background.
   */
  private async write(point: CheckpointPoint, targets: SaveTargets, request: CheckpointRequest): Promise<void> {
    await this.removeStaleTemps();
    const tmp = this.tempBeside(LATEST);
    const publish = this.publishSteps(tmp, targets);
    let whole: Promise<Made | null> | undefined;
    // Tensors the payload function creates (detached state-dict views) are released at the
    // scope's end: the native jobs hold their own references (or copies).
    await scope(() => {
      const payload = this.payloadOf(request);
      if (!request.background || !isSmallState(payload)) return this.afterPublished(() => this.writeArchive(payload, tmp));
      whole = this.commitInOrder(payload, tmp, publish);
      whole.catch(() => undefined);
      return undefined;
    });
    const made = whole ?? this.runPublish(publish, native.fileJobAsync([{ op: 'sync', path: tmp }, ...publish.steps]), 1);
    const publishing: Promise<void> = made
      .then((m) => (m ? this.finish(point, m) : undefined))
      .catch((err: Error) => {
        this.failure ??= err;
      })
      .finally(() => {
        if (this.publishing === publishing) this.publishing = null;
      });
    this.publishing = publishing;
  }

  /** `write` once the previous save is published (its temporary file renamed over `latest`), unless that failed. */
  private async afterPublished(write: () => Promise<void>): Promise<void> {
    await this.publishing;
    this.throwFailure();
    await write();
  }

  /**
   * A small background save as one job. When the previous save is still being flushed, its
   * tensors are copied now and the job starts once that save is published, so that saves
   * become `latest` in order without holding the loop for the disk; it is dropped if that
   * save failed (whose error the next `save`, `wait` or `close` reports).
   */
  private commitInOrder(payload: unknown, tmp: string, publish: Published): Promise<Made | null> {
    const previous = this.publishing;
    if (previous === null) return this.commit(payload, tmp, publish, true);
    const { tree, tensors } = snapshotTree(payload);
    this.chained += 1;
    return previous
      .then(() => {
        this.chained -= 1;
        return this.failure ? null : this.commit(tree, tmp, publish);
      })
      .finally(() => {
        for (const t of tensors) t.dispose();
      });
  }

  /** The asynchronous write, on a worker thread: archive, flush, renames and links in one job. */
  private async writeAsync(job: Job): Promise<void> {
    await this.removeStaleTemps();
    const { tree } = await job.snapshot;
    const tmp = this.tempBeside(LATEST);
    const publish = this.publishSteps(tmp, job.targets);
    await this.finish(job.point, await this.commit(tree, tmp, publish));
  }

  /** The synchronous mode's first job: the payload pickled into `tmp`, not yet flushed. */
  private async writeArchive(tree: unknown, tmp: string): Promise<void> {
    try {
      await saveWithFileSteps(tree as Saveable, [
        { op: 'mkdir', path: this.dir },
        { op: 'archive', path: tmp },
      ]);
    } catch (err) {
      throw new Error(`torch.saveAsync: cannot write '${this.latestPath}': ${(err as Error).message}`, { cause: err });
    }
  }

  /**
   * One job: the payload pickled into `tmp` and flushed, then published. `copyNow`: the
   * payload's tensors are copied as it is converted, before this returns (a value that cannot
   * be saved throws here rather than rejecting).
   */
  private commit(tree: unknown, tmp: string, publish: Published, copyNow = false): Promise<Made> {
    const head: FileStep[] = [
      { op: 'mkdir', path: this.dir },
      { op: 'archive', path: tmp, sync: true },
    ];
    const steps = [...head, ...publish.steps];
    const job = copyNow ? native.pickleCommitAsync(encode(tree as Saveable), steps, true) : saveWithFileSteps(tree as Saveable, steps);
    return this.runPublish(publish, job, head.length);
  }

  /**
   * The steps that make a written temporary file `latest` (renamed over it) and the history
   * file and `best` from it (linked, also by rename), then flush the directory once.
   */
  private publishSteps(tmp: string, targets: SaveTargets): Published {
    const latest = this.latestPath;
    const history = targets.history === null ? null : join(this.dir, targets.history);
    const best = targets.best ? this.bestPath : null;
    const steps: FileStep[] = [{ op: 'rename', path: tmp, to: latest }];
    // The index of each name's link step (its rename follows it).
    const linkAt = (target: string | null, name: string | null): number => {
      if (target === null || name === null) return -1;
      const t = this.tempBeside(name);
      steps.push({ op: 'link', path: latest, to: t, sync: true }, { op: 'rename', path: t, to: target });
      return steps.length - 2;
    };
    const historyAt = linkAt(history, targets.history);
    const bestAt = linkAt(best, BEST);
    steps.push({ op: 'syncDir', path: this.dir });
    return { steps, history, best, historyAt, bestAt };
  }

  /** Awaits a job whose steps end with `publish`'s, `offset` steps in; names what failed. */
  private async runPublish(publish: Published, job: Promise<string[]>, offset: number): Promise<Made> {
    const { history, best, historyAt, bestAt } = publish;
    let kinds: string[];
    try {
      kinds = (await job).slice(offset);
    } catch (err) {
      const at = failedStep(err) - offset;
      const inLink = (start: number) => start >= 0 && at >= start && at < start + 2;
      const failed = inLink(historyAt) ? history : inLink(bestAt) ? best : null;
      const message = (err as Error).message;
      throw new Error(failed ? `cannot make '${failed}' from '${this.latestPath}': ${message}` : `torch.saveAsync: cannot write '${this.latestPath}': ${message}`, { cause: err });
    }
    return { history, best, copied: { history: kinds[historyAt] === 'copy', best: kinds[bestAt] === 'copy' } };
  }

  /** After a commit: retention and the report. */
  private async finish(point: CheckpointPoint, made: Made): Promise<void> {
    const { history, best, copied } = made;
    this.copiedAs.latest = history && copied.history ? basename(history) : null;
    if (best) this.copiedAs.best = copied.best && history ? basename(history) : null;
    const pruned = await this.prune();
    this.onSaved?.({ point, latest: this.latestPath, history, best, pruned });
  }

  /** Applies retention; returns the paths removed. */
  private async prune(): Promise<string[]> {
    if (this.policy.keepLatestK === undefined) return [];
    const history = (await readdir(this.dir)).map(parseHistoryName).filter((h): h is HistoryName => h !== null);
    // Only the files retention would remove need a look: one stat each, against latest's and best's.
    const candidates = this.policy.prune(history);
    if (candidates.length === 0) return [];
    const kept = (await Promise.all([this.latestPath, this.bestPath].map(fileIdentity))).filter((id) => id !== null);
    const protect = new Set<string>();
    for (const name of candidates) {
      const id = await fileIdentity(join(this.dir, name));
      if (id !== null && kept.includes(id)) protect.add(name);
    }
    if (this.copiedAs.latest) protect.add(this.copiedAs.latest);
    if (this.copiedAs.best) protect.add(this.copiedAs.best);
    const removed = this.policy.prune(history, protect).map((name) => join(this.dir, name));
    await Promise.all(removed.map((path) => unlink(path).catch(() => undefined)));
    return removed;
  }

  /** Resolves when the write in progress (or the next one) ends. */
  private nextWrite(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Temporary files of processes killed during a save go at this manager's first save. */
  private async removeStaleTemps(): Promise<void> {
    if (this.tempsChecked) return;
    this.tempsChecked = true;
    const removed = await removeStaleTemps(this.dir);
    if (removed.length > 0) this.warn(`removed ${removed.length} temporary file(s) left by a process killed during a save: ${removed.join(', ')}`);
  }

  private throwFailure(): void {
    const err = this.failure;
    if (err) {
      this.failure = null;
      throw new Error(`Writing a checkpoint in '${this.dir}' failed: ${err.message}`, { cause: err });
    }
  }
}

/** Elements a state may hold in all for a background save to copy it rather than hold the loop for its write. */
export const SMALL_STATE_ELEMENTS = 1 << 18;

function isSmallState(payload: unknown): boolean {
  let elements = 0;
  for (const t of tensorsIn(payload)) {
    elements += t.numel();
    if (elements > SMALL_STATE_ELEMENTS) return false;
  }
  return true;
}

/**
 * Whether a save with targets `next` makes the queued save with targets `queued` unnecessary:
 * one that writes no history file and no `best` the newer one does not write too.
 */
function supersedes(next: SaveTargets, queued: SaveTargets): boolean {
  return queued.history === null && (!queued.best || next.best);
}

function release(job: Job, staging: StagingPool): void {
  if (job.released) return;
  job.released = true;
  job.snapshot.then(
    ({ tensors }) => staging.recycle(tensors),
    () => undefined,
  );
}
