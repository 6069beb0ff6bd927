import { noGrad } from '../autograd.js';
import { cat } from '../functions.js';
import { scope } from '../scope.js';
import { empty } from '../creation.js';
import { elementBytes } from '../dtype.js';
import type { GroupHandle, WorkHandle } from '../native-api.js';
import { native } from '../native.js';
import { Tensor } from '../tensor.js';
import { checkReduceOp, type ReduceOp } from './reduce-op.js';
import type { Store } from './store.js';
import { TrafficCounter, type CollectiveTraffic } from './traffic.js';
import { Work } from './work.js';


/** Options every collective takes. */
export interface CollectiveOptions {
  /** Return a {@link Work} at once instead of waiting (then `await work.wait()`). */
  async?: boolean;
  /** This collective's timeout in milliseconds (default: the group's). */
  timeoutMs?: number;
}
export type AsyncOptions = CollectiveOptions & { async: true };
export type SyncOptions = CollectiveOptions & { async?: false };
export interface ReduceOptions extends CollectiveOptions {
  /** Default 'sum'. */
  op?: ReduceOp;
}

/** The communication backends this build of libtorch provides ('gloo'; 'nccl' in CUDA builds). */
export function availableBackends(): string[] {
  return native.distBackends();
}

/** Options of {@link ProcessGroup.create}. */
export interface ProcessGroupOptions {
  backend: 'gloo' | 'nccl';
  store: Store;
  rank: number;
  size: number;
  /** Timeout of connecting and of every collective, in milliseconds. */
  timeoutMs: number;
  /** Gloo: the address to bind and advertise (default: this host's name, falling back to loopback). */
  hostname?: string;
  /** Gloo: the network interface to bind (GLOO_SOCKET_IFNAME). */
  networkInterface?: string;
  /** Gloo: worker threads (default 2, PyTorch's). */
  threads?: number;
  /** The global ranks of the members, in group-rank order (default 0..size-1). */
  ranks?: number[];
}

function tensorList(v: unknown, what: string): Tensor[] {
  if (!Array.isArray(v) || !v.every((t) => t instanceof Tensor)) throw new TypeError(`${what}: expected an array of tensors`);
  return v as Tensor[];
}
function tensorArg(v: unknown, what: string): Tensor {
  if (!(v instanceof Tensor)) throw new TypeError(`${what}: expected a Tensor`);
  return v;
}
function isFloating(t: Tensor): boolean {
  return ['float16', 'bfloat16', 'float32', 'float64'].includes(t.dtype);
}

/**
 * A set of processes that run collectives together, over c10d (ProcessGroupGloo on CPU,
 * ProcessGroupNCCL on CUDA builds). Ranks passed to its methods are ranks within this group.
 * Every collective runs on the backend's threads: with `{async: true}` it returns a
 * {@link Work}; otherwise it waits (blocking this thread) and returns nothing.
 */
export class ProcessGroup {
  /** @internal */
  readonly _g: GroupHandle;
  readonly rank: number;
  readonly size: number;
  readonly backend: 'gloo' | 'nccl';
  /** The global rank of each member, by group rank. */
  readonly ranks: readonly number[];
  private released = false;
  private readonly trafficCounter = new TrafficCounter();

  /** @internal */
  constructor(handle: GroupHandle, ranks: number[]) {
    this._g = handle;
    const info = native.pgInfo(handle);
    this.rank = info.rank;
    this.size = info.size;
    this.backend = info.backend;
    this.ranks = ranks;
  }

  /** Connects to the other members through `options.store`; resolves once all have joined. */
  static async create(options: ProcessGroupOptions): Promise<ProcessGroup> {
    const { backend, store, rank, size, timeoutMs } = options;
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`ProcessGroup: size must be a positive integer, got ${size}`);
    if (!Number.isInteger(rank) || rank < 0 || rank >= size) throw new RangeError(`ProcessGroup: rank ${rank} is not in 0..${size - 1}`);
    if (!availableBackends().includes(backend)) {
      throw new Error(
        `ProcessGroup: backend '${backend}' is not available in this libtorch build (available: ${availableBackends().join(', ') || 'none'}). ` +
          (backend === 'nccl' ? 'NCCL needs a CUDA build of libtorch; use gloo on CPU.' : 'Rebuild the addon with Gloo headers installed (libgloo-dev).'),
      );
    }
    const ranks = options.ranks ?? [...Array(size).keys()];
    if (ranks.length !== size) throw new RangeError('ProcessGroup: ranks must list one global rank per member');
    const handle =
      backend === 'gloo'
        ? await native.glooCreate(store._s, rank, size, timeoutMs, {
            hostname: options.hostname,
            interface: options.networkInterface,
            threads: options.threads,
          })
        : await native.ncclCreate(store._s, rank, size, timeoutMs);
    return new ProcessGroup(handle, ranks);
  }

  /** Group rank of a global rank, or -1 when it is not a member. */
  groupRank(globalRank: number): number {
    return this.ranks.indexOf(globalRank);
  }

  /** @internal Draws (rank 0) or reads the group's collective sequence number, as PyTorch does at group creation. */
  async setSequenceNumber(): Promise<void> {
    await native.pgSetSequenceNumber(this._g);
  }
  /** The group's collective sequence number (equal on every rank). */
  get sequenceNumber(): number {
    return native.pgSequenceNumber(this._g);
  }

  /** Drains pending work and releases the group's connections and threads. */
  async destroy(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await native.pgDestroy(this._g);
  }

  private finish(work: Work, options: CollectiveOptions | undefined): Work | undefined {
    if (options?.async) return work;
    work.waitSync();
    return undefined;
  }

  /** In place: every rank's `tensor` becomes the reduction of all ranks' tensors. */
  allReduce(tensor: Tensor, options: ReduceOptions & AsyncOptions): Work;
  allReduce(tensor: Tensor, options?: ReduceOptions & SyncOptions): void;
  allReduce(tensor: Tensor, options?: ReduceOptions): Work | void;
  allReduce(tensor: Tensor, options: ReduceOptions = {}): Work | void {
    return this.allReduceMany([tensorArg(tensor, 'allReduce')], options);
  }

  /** {@link allReduce} of several tensors in one collective (each reduced element-wise). */
  allReduceMany(tensors: Tensor[], options: ReduceOptions & AsyncOptions): Work;
  allReduceMany(tensors: Tensor[], options?: ReduceOptions & SyncOptions): void;
  allReduceMany(tensors: Tensor[], options?: ReduceOptions): Work | void;
  allReduceMany(tensors: Tensor[], options: ReduceOptions = {}): Work | void {
    tensorList(tensors, 'allReduce');
    const op = checkReduceOp(options.op ?? 'sum', 'allReduce');
    if (tensors.length === 1) {
      const [nativeOp, after] = this.avgAsSum(op, tensors, 'allReduce');
      const h = native.pgAllReduce(this._g, [tensors[0]!._h], nativeOp, options.timeoutMs);
      return this.finish(new Work([h], after), options);
    }
    // c10d reduces a list of tensors into one result (as the copies of one tensor on several
    // devices), so several tensors travel as one flat buffer and are copied back.
    const first = tensors[0]!;
    const other = tensors.find((t) => t.dtype !== first.dtype || t.device !== first.device);
    if (other) throw new TypeError(`allReduceMany: every tensor must have one dtype and device, got ${first.dtype} on ${first.device} and ${other.dtype} on ${other.device}`);
    const flat = scope(() => noGrad(() => cat(tensors.map((t) => t.detach().reshape([-1]))))).keep();
    const [nativeOp, average] = this.avgAsSum(op, [flat], 'allReduce');
    const copyBack = (): void => {
      average?.();
      scope(() =>
        noGrad(() => {
          let offset = 0;
          for (const t of tensors) {
            const n = t.numel();
            t.copy_(flat.narrow(0, offset, n).view(t.shape));
            offset += n;
          }
        }),
      );
    };
    const h = native.pgAllReduce(this._g, [flat._h], nativeOp, options.timeoutMs);
    return this.finish(new Work([h], copyBack, () => flat.dispose()), options);
  }

  // Gloo has no AVG: a SUM, then a division by the group size once it completed.
  private avgAsSum(op: ReduceOp, outputs: Tensor[], name: string): [ReduceOp, (() => void) | undefined] {
    if (op !== 'avg') return [op, undefined];
    const bad = outputs.find((t) => !isFloating(t));
    if (bad) throw new TypeError(`${name}: op 'avg' needs a floating-point tensor, got ${bad.dtype}; use 'sum' and divide`);
    if (this.backend !== 'gloo') return [op, undefined];
    return ['sum', () => outputs.forEach((t) => t.div_(this.size))];
  }

  /** In place: every rank's `tensor` becomes group rank `src`'s. */
  broadcast(tensor: Tensor, src: number, options: AsyncOptions): Work;
  broadcast(tensor: Tensor, src: number, options?: SyncOptions): void;
  broadcast(tensor: Tensor, src: number, options?: CollectiveOptions): Work | void;
  broadcast(tensor: Tensor, src: number, options: CollectiveOptions = {}): Work | void {
    const h = native.pgBroadcast(this._g, [tensorArg(tensor, 'broadcast')._h], src, options.timeoutMs);
    return this.finish(new Work([h]), options);
  }

  /** Group rank `dst`'s `tensor` becomes the reduction of all ranks' tensors (the others' are scratch). */
  reduce(tensor: Tensor, dst: number, options: ReduceOptions & AsyncOptions): Work;
  reduce(tensor: Tensor, dst: number, options?: ReduceOptions & SyncOptions): void;
  reduce(tensor: Tensor, dst: number, options?: ReduceOptions): Work | void;
  reduce(tensor: Tensor, dst: number, options: ReduceOptions = {}): Work | void {
    tensorArg(tensor, 'reduce');
    const op = checkReduceOp(options.op ?? 'sum', 'reduce');
    const [nativeOp, avg] = this.avgAsSum(op, [tensor], 'reduce');
    const after = avg && this.rank === dst ? avg : undefined;
    const h = native.pgReduce(this._g, [tensor._h], dst, nativeOp, options.timeoutMs);
    return this.finish(new Work([h], after), options);
  }

  /** `outputs[r]` receives group rank r's `input` on every rank. */
  allGather(outputs: Tensor[], input: Tensor, options: AsyncOptions): Work;
  allGather(outputs: Tensor[], input: Tensor, options?: SyncOptions): void;
  allGather(outputs: Tensor[], input: Tensor, options?: CollectiveOptions): Work | void;
  allGather(outputs: Tensor[], input: Tensor, options: CollectiveOptions = {}): Work | void {
    const outs = tensorList(outputs, 'allGather');
    const h = native.pgAllGather(this._g, outs.map((t) => t._h), tensorArg(input, 'allGather')._h, options.timeoutMs);
    return this.finish(new Work([h]), options);
  }

  /** On `dst`, `outputs[r]` receives group rank r's `input`; other ranks pass `outputs = null`. */
  gather(input: Tensor, outputs: Tensor[] | null, dst: number, options: AsyncOptions): Work;
  gather(input: Tensor, outputs: Tensor[] | null, dst: number, options?: SyncOptions): void;
  gather(input: Tensor, outputs: Tensor[] | null, dst: number, options?: CollectiveOptions): Work | void;
  gather(input: Tensor, outputs: Tensor[] | null, dst: number, options: CollectiveOptions = {}): Work | void {
    const outs = outputs == null ? [] : tensorList(outputs, 'gather');
    const h = native.pgGather(this._g, outs.map((t) => t._h), tensorArg(input, 'gather')._h, dst, options.timeoutMs);
    return this.finish(new Work([h]), options);
  }

  /** Group rank r's `output` receives `inputs[r]` of rank `src`; other ranks pass `inputs = null`. */
  scatter(output: Tensor, inputs: Tensor[] | null, src: number, options: AsyncOptions): Work;
  scatter(output: Tensor, inputs: Tensor[] | null, src: number, options?: SyncOptions): void;
  scatter(output: Tensor, inputs: Tensor[] | null, src: number, options?: CollectiveOptions): Work | void;
  scatter(output: Tensor, inputs: Tensor[] | null, src: number, options: CollectiveOptions = {}): Work | void {
    const ins = inputs == null ? [] : tensorList(inputs, 'scatter');
    const h = native.pgScatter(this._g, tensorArg(output, 'scatter')._h, ins.map((t) => t._h), src, options.timeoutMs);
    return this.finish(new Work([h]), options);
  }

  /**
   * Group rank r's `output` becomes the reduction over ranks of their `inputs[r]`. On Gloo the
   * inputs are concatenated (one native copy) and reduced by {@link reduceScatterTensor}.
   */
  reduceScatter(output: Tensor, inputs: Tensor[], options: ReduceOptions & AsyncOptions): Work;
  reduceScatter(output: Tensor, inputs: Tensor[], options?: ReduceOptions & SyncOptions): void;
  reduceScatter(output: Tensor, inputs: Tensor[], options?: ReduceOptions): Work | void;
  reduceScatter(output: Tensor, inputs: Tensor[], options: ReduceOptions = {}): Work | void {
    tensorArg(output, 'reduceScatter');
    const ins = tensorList(inputs, 'reduceScatter');
    const op = checkReduceOp(options.op ?? 'sum', 'reduceScatter');
    if (ins.length !== this.size) throw new RangeError(`reduceScatter: expected ${this.size} input tensors (one per rank), got ${ins.length}`);
    for (const t of ins) {
      if (t.dtype !== output.dtype || t.numel() !== output.numel()) {
        throw new TypeError(`reduceScatter: every input must have the output's dtype and size (${output.dtype}, ${output.numel()} elements)`);
      }
    }
    if (this.backend !== 'gloo') {
      const [nativeOp, after] = this.avgAsSum(op, [output], 'reduceScatter');
      const h = native.pgReduceScatter(this._g, output._h, ins.map((t) => t._h), nativeOp, options.timeoutMs);
      return this.finish(new Work([h], after), options);
    }
    const flat = cat(ins.map((t) => t.reshape(-1))).keep();
    const h = this.issueReduceScatterTensor(output, flat, op, options.timeoutMs, 'reduceScatter');
    return this.finish(new Work([h], undefined, () => flat.dispose()), options);
  }

  /**
   * PyTorch's `reduce_scatter_tensor`: `input` holds `size` chunks of `output.numel()` elements
   * (rank-major); group rank r's `output` becomes the reduction over ranks of their chunk r.
   *
   * On Gloo (which has no reduce-scatter) it is an all-to-all followed by a local reduction of
   * the received chunks in rank order, ((x0 + x1) + x2) + ...: deterministic, and each rank
   * sends (size - 1) / size of its input. The local reduction runs natively on the backend's
   * thread when the all-to-all completes. Every op of {@link ReduceOp} is supported ('avg'
   * divides the sum by `size`). An input whose length does not divide by `size` must be padded
   * by the caller: `output` holds ceil(n / size) elements and `input` size times that.
   */
  reduceScatterTensor(output: Tensor, input: Tensor, options: ReduceOptions & AsyncOptions): Work;
  reduceScatterTensor(output: Tensor, input: Tensor, options?: ReduceOptions & SyncOptions): void;
  reduceScatterTensor(output: Tensor, input: Tensor, options?: ReduceOptions): Work | void;
  reduceScatterTensor(output: Tensor, input: Tensor, options: ReduceOptions = {}): Work | void {
    const op = checkReduceOp(options.op ?? 'sum', 'reduceScatterTensor');
    const h = this.issueReduceScatterTensor(output, input, op, options.timeoutMs, 'reduceScatterTensor');
    return this.finish(new Work([h]), options);
  }

  private issueReduceScatterTensor(output: Tensor, input: Tensor, op: ReduceOp, timeoutMs: number | undefined, name: string): WorkHandle {
    tensorArg(output, name);
    tensorArg(input, name);
    if (op === 'avg' && !isFloating(output)) throw new TypeError(`${name}: op 'avg' needs a floating-point tensor, got ${output.dtype}; use 'sum' and divide`);
    const h = native.pgReduceScatterTensor(this._g, output._h, input._h, op, timeoutMs);
    this.trafficCounter.add(name, ((this.size - 1) * input.numel() * elementBytes(input.dtype)) / this.size);
    return h;
  }

  /**
   * PyTorch's `all_gather_into_tensor`: `output` (`size` times `input`'s elements, one flat
   * buffer) receives group rank r's `input` at offset r x `input.numel()`. Gloo's ring
   * all-gather writes into views of `output` (each rank sends (size - 1) x its input).
   */
  allGatherIntoTensor(output: Tensor, input: Tensor, options: AsyncOptions): Work;
  allGatherIntoTensor(output: Tensor, input: Tensor, options?: SyncOptions): void;
  allGatherIntoTensor(output: Tensor, input: Tensor, options?: CollectiveOptions): Work | void;
  allGatherIntoTensor(output: Tensor, input: Tensor, options: CollectiveOptions = {}): Work | void {
    const h = native.pgAllGatherIntoTensor(this._g, tensorArg(output, 'allGatherIntoTensor')._h, tensorArg(input, 'allGatherIntoTensor')._h, options.timeoutMs);
    this.trafficCounter.add('allGatherIntoTensor', (this.size - 1) * input.numel() * elementBytes(input.dtype));
    return this.finish(new Work([h]), options);
  }

  /**
   * Bytes this rank sent per collective since the group was created (or {@link resetTraffic}),
   * for the collectives whose algorithm this library composes (reduce-scatter, all-gather into
   * a tensor, all-to-all, send). The table in docs/distributed.md gives every collective's.
   */
  traffic(): Record<string, CollectiveTraffic> {
    return this.trafficCounter.snapshot();
  }

  /** Sets the {@link traffic} counts back to zero. */
  resetTraffic(): void {
    this.trafficCounter.reset();
  }

  /** `outputs[r]` receives rank r's `inputs[this rank]`; sizes may differ per pair (dtypes may not). */
  allToAll(outputs: Tensor[], inputs: Tensor[], options: AsyncOptions): Work;
  allToAll(outputs: Tensor[], inputs: Tensor[], options?: SyncOptions): void;
  allToAll(outputs: Tensor[], inputs: Tensor[], options?: CollectiveOptions): Work | void;
  allToAll(outputs: Tensor[], inputs: Tensor[], options: CollectiveOptions = {}): Work | void {
    const outs = tensorList(outputs, 'allToAll');
    const ins = tensorList(inputs, 'allToAll');
    if (outs.length !== this.size || ins.length !== this.size) {
      throw new RangeError(`allToAll: expected ${this.size} output and ${this.size} input tensors (one per rank)`);
    }
    const dtype = ins[0].dtype;
    if (![...outs, ...ins].every((t) => t.dtype === dtype)) throw new TypeError('allToAll: every input and output must have one dtype');
    const sendBuf = cat(ins.map((t) => t.reshape(-1))).keep();
    const outSplits = outs.map((t) => t.numel());
    const recvBuf = empty([outSplits.reduce((a, b) => a + b, 0)], { dtype }).keep();
    const h = native.pgAllToAllBase(this._g, recvBuf._h, sendBuf._h, outSplits, ins.map((t) => t.numel()), options.timeoutMs);
    this.trafficCounter.add('allToAll', ins.reduce((n, t, r) => (r === this.rank ? n : n + t.numel() * elementBytes(dtype)), 0));
    const after = () => {
      let off = 0;
      outs.forEach((t, r) => {
        const part = recvBuf.narrow(0, off, outSplits[r]);
        t.copy_(part.view(t.shape));
        part.dispose();
        off += outSplits[r];
      });
    };
    const cleanup = () => {
      sendBuf.dispose();
      recvBuf.dispose();
    };
    return this.finish(new Work([h], after, cleanup), options);
  }

  /** Waits until every member reached it. */
  barrier(options: AsyncOptions): Work;
  barrier(options?: SyncOptions): void;
  barrier(options?: CollectiveOptions): Work | void;
  barrier(options: CollectiveOptions = {}): Work | void {
    return this.finish(new Work([native.pgBarrier(this._g, options.timeoutMs)]), options);
  }

  /** Sends `tensor` to group rank `dst` (matched by a `recv` there with the same tag). */
  send(tensor: Tensor, dst: number, options: CollectiveOptions & { tag?: number } & { async: true }): Work;
  send(tensor: Tensor, dst: number, options?: CollectiveOptions & { tag?: number } & { async?: false }): void;
  send(tensor: Tensor, dst: number, options: CollectiveOptions & { tag?: number } = {}): Work | void {
    const h = native.pgSend(this._g, [tensorArg(tensor, 'send')._h], dst, options.tag ?? 0);
    this.trafficCounter.add('send', tensor.numel() * elementBytes(tensor.dtype));
    return this.finish(new Work([h]), options);
  }

  /** Receives into `tensor` from group rank `src`. */
  recv(tensor: Tensor, src: number, options: CollectiveOptions & { tag?: number } & { async: true }): Work;
  recv(tensor: Tensor, src: number, options?: CollectiveOptions & { tag?: number } & { async?: false }): void;
  recv(tensor: Tensor, src: number, options: CollectiveOptions & { tag?: number } = {}): Work | void {
    const h = native.pgRecv(this._g, [tensorArg(tensor, 'recv')._h], src, options.tag ?? 0);
    return this.finish(new Work([h]), options);
  }
}
