// The native addon's export table (native/src/*.cc, each file's TR_EXPORT lines), declared once.
// A test checks that every function declared here exists in the built addon and that the addon
// exports nothing undeclared: a native function added to the addon is declared here too.

/**
 * An opaque reference to one native at::Tensor: a bigint with bit 63 set that names a slot of
 * the handle table of the JS thread that made it (see `isHandle`).
 */
export type Handle = bigint & { readonly __handle: unique symbol };

const HANDLE_BIT = 1n << 63n;

/** Whether `v` is a tensor handle (bigints below 2^63 are integers, never handles). */
export function isHandle(v: unknown): v is Handle {
  return typeof v === 'bigint' && v >= HANDLE_BIT;
}

/** An opaque reference to one loaded TorchScript module. */
export type ScriptHandle = { readonly __script: unique symbol };

/** A dtype as the addon codes it: the integer value of c10::ScalarType (see `dtype.ts`). */
/** The size of each thread pool that computes, as `torch.threadPools()` reports them. */
export interface ThreadPools {
  /** libtorch's intra-op pool. */
  intraOp: number;
  /** libtorch's inter-op pool. */
  interOp: number;
  /** The BLAS library whose pool was found (`OpenBLAS`, `BLIS`), or null. */
  blasLibrary: string | null;
  /** Its threads, or null when no BLAS pool was found. */
  blas: number | null;
}

export type DtypeCode = number;

/** A device string as libtorch prints it: `cpu`, `cuda:0`, ... */
export type DeviceString = string;

/** A number or boolean handed to libtorch as an at::Scalar. */
export type ScalarValue = number | boolean | bigint;

/** A tensor operand or a scalar. */
export type TensorOrScalar = Handle | ScalarValue;

/** One index of `index`/`indexPut_`: an integer, null (new axis), a boolean, `'...'`, a `[start, stop, step]` slice with null for open ends, or an index tensor. */
export type NativeIndex = number | bigint | boolean | null | '...' | [number | null, number | null, number | null] | Handle;

/** The typed arrays `fromTypedArray` and `copyFromTypedArray` read. */
export type NativeTypedArray =
  | Float32Array
  | Float64Array
  | Int8Array
  | Uint8Array
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array;

/**
 * One file operation of a native file job, run in order on a worker thread: `mkdir` makes a
 * directory and its parents; `write` creates a new file (`O_EXCL`) with `data`; `archive`
 * creates one with the job's torch.save archive; `rename` moves `path` to `to`; `link` makes
 * `to` a hard link of `path`, or a copy where links are impossible; `syncDir` flushes a
 * directory. `sync` flushes a file made by `write`, `archive` or a copying `link`.
 */
export type NativeFileStep =
  | { op: 'mkdir' | 'syncDir' | 'sync'; path: string }
  | { op: 'write'; path: string; data: string | Uint8Array; sync?: boolean }
  | { op: 'archive'; path: string; sync?: boolean }
  | { op: 'rename'; path: string; to: string }
  | { op: 'link'; path: string; to: string; sync?: boolean };

/** What an operator or TorchScript method returns, converted from an IValue. */
export type NativeValue = Handle | null | boolean | number | string | NativeValue[];

/** What `runCommand` returns: the exit status (null when a signal ended the command), the signal, and its standard output. */
export interface CommandResult {
  status: number | null;
  signal: number | null;
  stdout: string;
}

/** A value `callOp` and `jitRun` accept as an argument. */
export type NativeArgument = Handle | null | undefined | boolean | number | bigint | string | NativeArgument[] | { readonly [key: string]: NativeArgument };

/** A c10d store (TCPStore, FileStore, PrefixStore). */
export type StoreHandle = { readonly __store: unique symbol };

/** A c10d process group. */
export type GroupHandle = { readonly __group: unique symbol };

/** A c10d Work: one collective in flight. */
export type WorkHandle = { readonly __work: unique symbol };

/** The gradient reducer of data parallelism (buckets all-reduced from autograd hooks). */
export type ReducerHandle = { readonly __reducer: unique symbol };

/** What `gradReducerStats` reports (and resets: the count of launches during backward). */
export interface GradReducerStats {
  buckets: number;
  /** Elements per bucket. */
  bucketSizes: number[];
  /** Indices (into the parameter list given at creation) of each bucket's parameters. */
  bucketParams: number[][];
  /** Buckets whose all-reduce started while backward was still running, since the last call. */
  launchedDuringBackward: number;
  /** Milliseconds `finish` waited for reductions after backward. */
  exposedMs: number;
  /**
   * The last synchronized step's timeline, in milliseconds of the monotonic clock (what
   * `process.hrtime` reads, and Python's `time.monotonic`): when backward made its first
   * gradient ready, when `finish` was called, and each bucket's all-reduce `[start, end]`.
   */
  timeline: { firstReadyMs: number; finishCalledMs: number; bucketMs: [number, number][] };
}

/** How a collective combines values (see distributed/reduce-op.ts). */
export type NativeReduceOp = 'sum' | 'avg' | 'product' | 'min' | 'max' | 'band' | 'bor' | 'bxor';

/** Per-process-group options of the Gloo backend. */
export interface GlooOptions {
  hostname?: string;
  interface?: string;
  threads?: number;
}

/** The tagged tree `pickleSave` writes (see serialize/values.ts for how JS values map to it). */
export type PickleInput =
  | null
  | boolean
  | number
  | bigint
  | string
  | Handle
  | PickleInput[]
  | { t: 'float'; v: number }
  | { t: 'tuple'; items: PickleInput[] }
  | { t: 'dict'; intKeys: boolean; keys: (string | number)[]; values: PickleInput[] };

/** The tree `pickleLoad` returns: tuples and lists as arrays, dicts as tagged nodes. */
export type PickleOutput =
  | null
  | boolean
  | number
  | bigint
  | string
  | Handle
  | PickleOutput[]
  | { t: 'dict'; intKeys: boolean; keys: (string | number | bigint)[]; values: PickleOutput[] };

/** One argument or return of an operator schema, as `listSchemas` describes it. */
export interface SchemaArgument {
  name: string;
  /** The schema type as libtorch prints it: `Tensor`, `int[]`, `Scalar?`, `SymInt[]`, ... */
  type: string;
  kwargOnly: boolean;
  isOut: boolean;
  /** Written in place (`Tensor(a!)`). */
  mutable: boolean;
  /** The fixed length of a list type (`int[2]`). */
  N?: number;
  /** The default value as libtorch prints it. */
  default?: string;
}

/** One overload of one operator, as `listSchemas` describes it. */
export interface OperatorSchema {
  /** Qualified name, e.g. `aten::add`. */
  name: string;
  /** Overload name, `''` for the default. */
  overload: string;
  /** The full signature. */
  schema: string;
  /** Whether every argument kind can be passed from JS. */
  usable: boolean;
  arguments: SchemaArgument[];
  returns: SchemaArgument[];
}

/** Tensor handles made and released since the addon loaded. */
export interface HandleStats {
  created: number;
  released: number;
  live: number;
}

/** The caching CPU allocator's counters. */
export interface CpuCacheStats {
  enabled: boolean;
  /** Whether blocks of 4 MiB and more are offered to the kernel as huge pages (`TORCHRUNNER_HUGE_PAGES`). */
  hugePages: boolean;
  cachedBytes: number;
  limitBytes: number;
  hits: number;
  misses: number;
  /**
   * Bytes of freed small blocks in glibc malloc's fastbins, waiting for an allocation of their
   * size (null where malloc is not glibc's). They are merged, all of them, before the next
   * allocation of 1 KiB or more, which pays for it.
   */
  fastbinBytes: number | null;
}

/** A `[name, value]` list, as the TorchScript accessors return it. */
export type Named<T> = Array<[string, T]>;

/**
 * Every function the addon exports. Functions taking a `Handle` throw a JS Error for a
 * disposed or foreign handle; libtorch errors come back as Errors carrying the function's name.
 */
export interface NativeAddon {
  // handle.cc: tensor lifetime
  dispose(handle: Handle): void;
  disposeAll(handles: Handle[]): void;
  /** The garbage collector releases `handle` once `owner` (its Tensor) is collected, if nothing disposed it. */
  adopt(owner: object, handle: Handle): void;
  /** `adopt` for many tensors at once: `owners[i]` holds `handles[i]`. */
  adoptAll(owners: object[], handles: Handle[]): void;
  isDisposed(handle: Handle): boolean;
  handleStats(): HandleStats;

  // cpu_allocator.cc
  cpuCacheStats(): CpuCacheStats;
  emptyCpuCache(): void;
  setCpuCacheLimit(limitBytes: number): void;

  // tensor.cc: data in and out
  fromTypedArray(data: NativeTypedArray, shape: number[], dtype: DtypeCode): Handle;
  /** A copy of the tensor's bytes (contiguous). */
  toArrayBuffer(handle: Handle): ArrayBuffer;
  /** An ArrayBuffer over the tensor's own memory (a contiguous CPU tensor). */
  sharedArrayBuffer(handle: Handle): ArrayBuffer;
  copyFromTypedArray(handle: Handle, data: NativeTypedArray): void;
  item(handle: Handle): number | boolean;

  // tensor.cc: metadata
  shape(handle: Handle): number[];
  strides(handle: Handle): number[];
  dtype(handle: Handle): DtypeCode;
  device(handle: Handle): DeviceString;
  numel(handle: Handle): number;
  dim(handle: Handle): number;
  isContiguous(handle: Handle): boolean;
  sameStorage(a: Handle, b: Handle): boolean;
  /** The address of the tensor's storage (0 for none): equal for tensors that share their data. */
  storageKey(t: Handle): number;

  // tensor.cc: conversion, indexing, views
  to(handle: Handle, dtype: DtypeCode | null, device: DeviceString | null, copy?: boolean, nonBlocking?: boolean): Handle;
  index(handle: Handle, indices: NativeIndex[]): Handle;
  /** Returns its first argument. */
  indexPut_(handle: Handle, indices: NativeIndex[], value: TensorOrScalar): Handle;
  view(handle: Handle, shape: number[]): Handle;
  reshape(handle: Handle, shape: number[]): Handle;
  contiguous(handle: Handle): Handle;
  clone(handle: Handle): Handle;
  detach(handle: Handle): Handle;
  /** A second handle to the same tensor. */
  alias(handle: Handle): Handle;

  // tensor.cc: arithmetic with a tensor or scalar operand
  add(self: Handle, other: TensorOrScalar, alpha?: ScalarValue): Handle;
  sub(self: Handle, other: TensorOrScalar, alpha?: ScalarValue): Handle;
  mul(self: Handle, other: TensorOrScalar): Handle;
  div(self: Handle, other: TensorOrScalar): Handle;
  pow(self: Handle, other: TensorOrScalar): Handle;
  eq(self: Handle, other: TensorOrScalar): Handle;
  ne(self: Handle, other: TensorOrScalar): Handle;
  lt(self: Handle, other: TensorOrScalar): Handle;
  le(self: Handle, other: TensorOrScalar): Handle;
  gt(self: Handle, other: TensorOrScalar): Handle;
  ge(self: Handle, other: TensorOrScalar): Handle;
  maximum(self: Handle, other: TensorOrScalar): Handle;
  minimum(self: Handle, other: TensorOrScalar): Handle;
  /** In place; returns `self`. */
  add_(self: Handle, other: TensorOrScalar, alpha?: ScalarValue): Handle;
  sub_(self: Handle, other: TensorOrScalar, alpha?: ScalarValue): Handle;
  mul_(self: Handle, other: TensorOrScalar): Handle;
  div_(self: Handle, other: TensorOrScalar): Handle;
  /** Copies a tensor, or fills with a scalar; returns `self`. */
  copy_(self: Handle, src: TensorOrScalar): Handle;
  zero_(self: Handle): Handle;

  // tensor.cc: unary and structural
  neg(self: Handle): Handle;
  abs(self: Handle): Handle;
  exp(self: Handle): Handle;
  log(self: Handle): Handle;
  sqrt(self: Handle): Handle;
  relu(self: Handle): Handle;
  sigmoid(self: Handle): Handle;
  tanh(self: Handle): Handle;
  gelu(self: Handle): Handle;
  silu(self: Handle): Handle;
  t(self: Handle): Handle;
  flatten(self: Handle, startDim?: number, endDim?: number): Handle;
  matmul(self: Handle, other: Handle): Handle;
  mm(self: Handle, mat2: Handle): Handle;
  bmm(self: Handle, mat2: Handle): Handle;
  linear(input: Handle, weight: Handle, bias: Handle | null | undefined): Handle;
  sum(self: Handle, dim?: number[] | null, keepdim?: boolean): Handle;
  mean(self: Handle, dim?: number[] | null, keepdim?: boolean): Handle;
  softmax(self: Handle, dim: number): Handle;
  logSoftmax(self: Handle, dim: number): Handle;

  // ops.cc: every operator through the dispatcher
  /** The id of a qualified operator name (`aten::add`), or -1 when unknown. */
  resolveOp(qualifiedName: string): number;
  /** Calls operator `id`: a named overload, or null to pick the first whose arguments convert. */
  callOp(id: number, overload: string | null, positional: NativeArgument[], keywords?: { readonly [name: string]: NativeArgument } | null): NativeValue;
  /** `callOp` with the positional arguments passed directly (no array to read back). */
  invokeOp(id: number, overload: string | null, keywords: { readonly [name: string]: NativeArgument } | null, ...positional: NativeArgument[]): NativeValue;
  listSchemas(): OperatorSchema[];

  // autograd.cc: autograd, grad modes, RNG, threads, build
  /** Registers the one function native autograd calls back during backward: (kind, id, tensors) => void. */
  autogradSetDispatcher(dispatch: (kind: 'function' | 'hook' | 'postAccumulate', id: number, tensors: (Handle | null)[]) => void): void;
  /** Called by the dispatcher: the tensors handed back to the native node or hook. */
  autogradSetResult(tensors: (Handle | null)[]): void;
  /** Ids whose custom Function node or hook was destroyed since the last call. */
  autogradReleased(): number[];
  /** Connects a custom Function's outputs to a native node whose backward calls the dispatcher with `id`. */
  autogradFunctionApply(
    id: number,
    name: string,
    inputs: Handle[],
    outputs: Handle[],
    nonDifferentiable: boolean[],
    saved: (Handle | null)[],
    materializeGrads: boolean,
  ): (Handle | null)[];
  /** Returns the hook's index on the tensor, for removeHook. */
  registerHook(tensor: Handle, id: number): number;
  removeHook(tensor: Handle, index: number): void;
  registerPostAccumulateGradHook(tensor: Handle, id: number): void;
  removePostAccumulateGradHook(id: number): void;
  /** Bytes of the tensor's storage. */
  storageNbytes(tensor: Handle): number;
  /** Resizes the tensor's (CPU) storage to `nbytes`; the tensor's version counter does not move. */
  storageResize(tensor: Handle, nbytes: number): void;
  /** Copies `src`'s bytes into the tensor's storage without moving its version counter. */
  storageCopy(tensor: Handle, src: Handle): void;
  /** Autograd's version counter of the tensor. */
  tensorVersion(tensor: Handle): number;
  backward(tensors: Handle[], gradTensors: (Handle | null)[], retainGraph: boolean, createGraph: boolean): void;
  grad(outputs: Handle[], inputs: Handle[], gradOutputs: (Handle | null)[], retainGraph: boolean, createGraph: boolean, allowUnused: boolean): (Handle | null)[];
  requiresGrad(handle: Handle): boolean;
  setRequiresGrad(handle: Handle, requiresGrad: boolean): void;
  /** The gradient, or null when there is none. */
  getGrad(handle: Handle): Handle | null;
  setGrad(handle: Handle, grad: Handle | null): void;
  /** The name of the function that made the tensor (`AddBackward0`), or null for a leaf. */
  gradFnName(handle: Handle): string | null;
  isLeaf(handle: Handle): boolean;
  retainGrad(handle: Handle): void;
  isGradEnabled(): boolean;
  setGradEnabled(enabled: boolean): void;
  /** Runs `fn` with inference mode on (or off) and returns its result. */
  inferenceMode<R>(fn: () => R, enabled?: boolean): R;
  isInferenceModeEnabled(): boolean;
  isInference(handle: Handle): boolean;
  manualSeed(seed: number | bigint): void;
  initialSeed(): number;
  getRngState(): Handle;
  setRngState(state: Handle): void;
  setNumThreads(threads: number): void;
  getNumThreads(): number;
  threadPools(): ThreadPools;
  /** Inter-op threads: settable once, before any inter-op parallel work. */
  setNumInteropThreads(threads: number): void;
  getNumInteropThreads(): number;
  cudaAvailable(): boolean;
  /** The libtorch version the addon was built against (`1.13.1`). */
  version(): string;

  // serialize.cc: torch.save / torch.load format
  /** Writes the tree as a torch.save-format zip archive to an open file descriptor; returns the bytes written. */
  pickleSave(tree: PickleInput, fd: number): number;
  /**
   * Runs file steps on a worker thread (see `fileJobAsync`), the `archive` step writing the tree
   * as `pickleSave` does (the tree is converted during the call; with `copyTensors`, its
   * tensors' data is copied then too, once per storage, so they may change afterwards).
   */
  pickleCommitAsync(tree: PickleInput, steps: NativeFileStep[], copyTensors?: boolean): Promise<string[]>;

  // file_job.cc
  /**
   * Runs the steps in order on a worker thread; resolves to `link` or `copy` for each link step
   * ('' for the others). A failure removes the files made and not yet renamed and rejects with
   * the errno (`ENOSPC (No space left on device)`) and `step`, the index of the failed step.
   */
  fileJobAsync(steps: NativeFileStep[]): Promise<string[]>;

  // run_command.cc
  /**
   * Runs `file` (looked up on PATH) with `args` and `env` ("KEY=value" each) in `cwd`, by
   * posix_spawn (no fork of this process's memory), stdin and stderr on /dev/null, and returns
   * its exit status (null when a signal ended it) and standard output. Throws when it cannot be
   * started, writes more than `maxBytes` (error code `ENOBUFS`), or runs past `timeoutMs`
   * (`ETIMEDOUT`; then it is killed).
   */
  runCommand(file: string, args: string[], env: string[], cwd: string, maxBytes: number, timeoutMs: number): CommandResult;
  /** {@link runCommand} waiting on a worker thread: the promise of its result, rejected where it throws. */
  runCommandAsync(file: string, args: string[], env: string[], cwd: string, maxBytes: number, timeoutMs: number): Promise<CommandResult>;
  /** Uint8 CPU tensors of these byte sizes, every page written on a worker thread (staging.cc). */
  reserveBuffersAsync(nbytes: number[]): Promise<Handle[]>;
  /** Copies of CPU tensors' data (each one's whole storage), made on a worker thread. */
  copyTensorsAsync(tensors: Handle[], onProgress?: (copied: number) => void, into?: (Handle | null)[]): Promise<Handle[]>;
  /** CPU tensors viewing a file's bytes, mapped copy-on-write: [offset, dtype code, shape] each; null for a misaligned one. */
  mmapTensors(path: string, specs: [number, number, number[]][]): (Handle | null)[];
  /** Reads a torch.save archive with the restricted unpickler; `verify` (default true) checks every record's CRC-32. */
  pickleLoad(path: string, mapLocation?: DeviceString | null, verify?: boolean, mmap?: boolean): PickleOutput;
  /** The record names of a zip archive. */
  zipRecords(path: string): string[];
  /** Null when every record's CRC-32 matches, else what is wrong. */
  zipVerify(path: string): string | null;

  // optim.cc
  hasGrad(handle: Handle): boolean;
  adamStep(
    params: Handle[],
    expAvgs: Handle[],
    expAvgSqs: Handle[],
    maxExpAvgSqs: Handle[] | null,
    steps: Handle[],
    stepValues: number[],
    lr: number,
    beta1: number,
    beta2: number,
    eps: number,
    weightDecay: number,
    maximize: boolean,
    decoupled: boolean,
  ): void;

  // grad_norm.cc
  /** Σ g² over the gradients of `params` that have one, accumulated in float64, in order. */
  sumOfSquaredGrads64(params: Handle[]): number;

  // jit.cc: TorchScript modules
  jitLoad(path: string, mapLocation?: DeviceString | null): ScriptHandle;
  jitSave(module: ScriptHandle): Buffer;
  jitNamedParameters(module: ScriptHandle, recurse: boolean): Named<Handle>;
  jitNamedBuffers(module: ScriptHandle, recurse: boolean): Named<Handle>;
  jitRelease(module: ScriptHandle): void;
  jitNamedChildren(module: ScriptHandle): Named<ScriptHandle>;
  jitSetTensor(module: ScriptHandle, name: string, value: Handle): void;
  jitSetTraining(module: ScriptHandle, training: boolean): void;
  jitIsTraining(module: ScriptHandle): boolean;
  jitMethodNames(module: ScriptHandle): string[];
  jitRun(module: ScriptHandle, method: string, args: NativeArgument[]): PickleOutput;

  /** [enabled, dtype code] of autocast on a device type (`cpu` or `cuda`). */
  autocastState(deviceType: string): [boolean, DtypeCode];
  setAutocastState(deviceType: string, enabled: boolean, dtype: DtypeCode): void;
  autocastCacheEnabled(): boolean;
  setAutocastCacheEnabled(enabled: boolean): void;
  /** Enters and leaves one autocast region (nesting count; the cache is cleared on the outermost exit). */
  autocastEnter(): void;
  autocastExit(): void;

  tcpStoreCreate(host: string, port: number, isServer: boolean, worldSize: number | null, timeoutMs: number, waitForWorkers: boolean, multiTenant: boolean): Promise<StoreHandle>;
  tcpStorePort(store: StoreHandle): number;
  fileStoreCreate(path: string, numWorkers: number): StoreHandle;
  prefixStoreCreate(prefix: string, store: StoreHandle): StoreHandle;
  storeSet(store: StoreHandle, key: string, value: string | Uint8Array): Promise<void>;
  storeGet(store: StoreHandle, key: string): Promise<Uint8Array>;
  storeAdd(store: StoreHandle, key: string, delta: number): Promise<number>;
  storeCompareSet(store: StoreHandle, key: string, expected: string | Uint8Array, desired: string | Uint8Array): Promise<Uint8Array>;
  storeWait(store: StoreHandle, keys: string[], timeoutMs?: number): Promise<void>;
  storeCheck(store: StoreHandle, keys: string[]): Promise<boolean>;
  storeDeleteKey(store: StoreHandle, key: string): Promise<boolean>;
  storeNumKeys(store: StoreHandle): Promise<number>;
  storeGetTimeout(store: StoreHandle): number;
  storeSetTimeout(store: StoreHandle, ms: number): void;

  /** Backends this libtorch build has (`gloo`, `nccl`). */
  distBackends(): Array<'gloo' | 'nccl'>;
  glooCreate(store: StoreHandle, rank: number, size: number, timeoutMs: number, options: GlooOptions): Promise<GroupHandle>;
  ncclCreate(store: StoreHandle, rank: number, size: number, timeoutMs: number): Promise<GroupHandle>;
  pgInfo(group: GroupHandle): { rank: number; size: number; backend: 'gloo' | 'nccl' };
  pgSetSequenceNumber(group: GroupHandle): Promise<void>;
  pgSequenceNumber(group: GroupHandle): number;
  pgDestroy(group: GroupHandle): Promise<void>;
  pgAllReduce(group: GroupHandle, tensors: Handle[], op: NativeReduceOp, timeoutMs?: number): WorkHandle;
  pgBroadcast(group: GroupHandle, tensors: Handle[], src: number, timeoutMs?: number): WorkHandle;
  pgReduce(group: GroupHandle, tensors: Handle[], dst: number, op: NativeReduceOp, timeoutMs?: number): WorkHandle;
  pgAllGather(group: GroupHandle, outputs: Handle[], input: Handle, timeoutMs?: number): WorkHandle;
  pgGather(group: GroupHandle, outputs: Handle[], input: Handle, dst: number, timeoutMs?: number): WorkHandle;
  pgScatter(group: GroupHandle, output: Handle, inputs: Handle[], src: number, timeoutMs?: number): WorkHandle;
  pgReduceScatter(group: GroupHandle, output: Handle, inputs: Handle[], op: NativeReduceOp, timeoutMs?: number): WorkHandle;
  pgAllToAllBase(group: GroupHandle, output: Handle, input: Handle, outputSplits: number[], inputSplits: number[], timeoutMs?: number): WorkHandle;
  pgBarrier(group: GroupHandle, timeoutMs?: number): WorkHandle;
  /** All-to-all, then a local reduction of the received chunks in rank order (on the backend's thread). */
  pgReduceScatterTensor(group: GroupHandle, output: Handle, input: Handle, op: NativeReduceOp, timeoutMs?: number): WorkHandle;
  pgAllGatherIntoTensor(group: GroupHandle, output: Handle, input: Handle, timeoutMs?: number): WorkHandle;
  pgSend(group: GroupHandle, tensors: Handle[], dst: number, tag: number): WorkHandle;
  pgRecv(group: GroupHandle, tensors: Handle[], src: number, tag: number): WorkHandle;
  /** Waits off the JS thread; rejects naming the collective and the rank on failure or timeout. */
  workWait(work: WorkHandle, timeoutMs?: number): Promise<void>;
  workWaitSync(work: WorkHandle, timeoutMs?: number): void;
  workIsCompleted(work: WorkHandle): boolean;

  gradReducerCreate(group: GroupHandle, params: Handle[], bucketCapBytes: number, firstBucketCapBytes: number): ReducerHandle;
  gradReducerSetEnabled(reducer: ReducerHandle, enabled: boolean): void;
  gradReducerFinish(reducer: ReducerHandle): Promise<void>;
  gradReducerStats(reducer: ReducerHandle): GradReducerStats;
  gradReducerDestroy(reducer: ReducerHandle): void;
}

/** The names of every function in {@link NativeAddon}, for the completeness test. */
export const NATIVE_FUNCTIONS = [
  'dispose', 'disposeAll', 'adopt', 'adoptAll', 'isDisposed', 'handleStats',
  'cpuCacheStats', 'emptyCpuCache', 'setCpuCacheLimit',
  'fromTypedArray', 'toArrayBuffer', 'sharedArrayBuffer', 'copyFromTypedArray', 'item',
  'shape', 'strides', 'dtype', 'device', 'numel', 'dim', 'isContiguous', 'sameStorage', 'storageKey',
  'to', 'index', 'indexPut_', 'view', 'reshape', 'contiguous', 'clone', 'detach', 'alias',
  'add', 'sub', 'mul', 'div', 'pow', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'maximum', 'minimum',
  'add_', 'sub_', 'mul_', 'div_', 'copy_', 'zero_',
  'neg', 'abs', 'exp', 'log', 'sqrt', 'relu', 'sigmoid', 'tanh', 'gelu', 'silu', 't', 'flatten',
  'matmul', 'mm', 'bmm', 'linear', 'sum', 'mean', 'softmax', 'logSoftmax',
  'resolveOp', 'callOp', 'invokeOp', 'listSchemas',
  'autogradSetDispatcher', 'autogradSetResult', 'autogradReleased', 'autogradFunctionApply',
  'registerHook', 'removeHook', 'registerPostAccumulateGradHook', 'removePostAccumulateGradHook',
  'storageNbytes', 'storageResize', 'storageCopy', 'tensorVersion',
  'backward', 'grad', 'requiresGrad', 'setRequiresGrad', 'getGrad', 'setGrad', 'gradFnName', 'isLeaf', 'retainGrad',
  'isGradEnabled', 'setGradEnabled', 'inferenceMode', 'isInferenceModeEnabled', 'isInference',
  'manualSeed', 'initialSeed', 'getRngState', 'setRngState', 'setNumThreads', 'getNumThreads', 'threadPools', 'setNumInteropThreads', 'getNumInteropThreads', 'cudaAvailable', 'version',
  'pickleSave', 'pickleCommitAsync', 'fileJobAsync', 'runCommand', 'runCommandAsync', 'copyTensorsAsync', 'reserveBuffersAsync', 'mmapTensors', 'pickleLoad', 'zipRecords', 'zipVerify',
  'hasGrad', 'adamStep', 'sumOfSquaredGrads64',
  'jitLoad', 'jitSave', 'jitNamedParameters', 'jitNamedBuffers', 'jitRelease', 'jitNamedChildren', 'jitSetTensor',
  'jitSetTraining', 'jitIsTraining', 'jitMethodNames', 'jitRun',
  'autocastState', 'setAutocastState', 'autocastCacheEnabled', 'setAutocastCacheEnabled', 'autocastEnter', 'autocastExit',
  'tcpStoreCreate', 'tcpStorePort', 'fileStoreCreate', 'prefixStoreCreate',
  'storeSet', 'storeGet', 'storeAdd', 'storeCompareSet', 'storeWait', 'storeCheck', 'storeDeleteKey', 'storeNumKeys', 'storeGetTimeout', 'storeSetTimeout',
  'distBackends', 'glooCreate', 'ncclCreate', 'pgInfo', 'pgSetSequenceNumber', 'pgSequenceNumber', 'pgDestroy',
  'pgAllReduce', 'pgBroadcast', 'pgReduce', 'pgAllGather', 'pgGather', 'pgScatter', 'pgReduceScatter', 'pgAllToAllBase', 'pgBarrier', 'pgSend', 'pgRecv',
  'workWait', 'workWaitSync', 'workIsCompleted',
  'pgReduceScatterTensor', 'pgAllGatherIntoTensor',
  'gradReducerCreate', 'gradReducerSetEnabled', 'gradReducerFinish', 'gradReducerStats', 'gradReducerDestroy',
] as const satisfies readonly (keyof NativeAddon)[];

type Undeclared = Exclude<keyof NativeAddon, (typeof NATIVE_FUNCTIONS)[number]>;
/** A compile error names any function declared in the interface but missing from the list. */
export const NATIVE_FUNCTIONS_COMPLETE: [Undeclared] extends [never] ? true : Undeclared = true;
