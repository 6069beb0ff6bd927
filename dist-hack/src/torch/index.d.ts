import * as autograd from './autograd.js';
import { Function, FunctionCtx } from './autograd-function.js';
import { checkpoint, checkpointWith } from './utils/checkpoint.js';
import { gradcheck } from './gradcheck.js';
import './hooks.js';
import './storage.js';
import { autocast, autocastState, isAutocastEnabled } from './autocast.js';
import * as creation from './creation.js';
import * as distributed from './distributed/index.js';
import * as jit from './jit/index.js';
import * as serialize from './serialize/index.js';
import * as nn from './nn/index.js';
import { optim } from './optim/index.js';
import type { AtenOps } from './generated/aten.js';
import type { GeneratedFunctions } from './generated/functions.js';
import type { CpuCacheStats } from './native-api.js';
import * as random from './random.js';
import { scope } from './scope.js';
import { getDefaultDevice, withDevice } from './default-device.js';
export { Tensor, Slice } from './tensor.js';
export type { Scalar, TensorOrScalar, IndexItem, NestedArray } from './tensor.js';
export type { DType } from './dtype.js';
export type { MemoryFormat } from './memory-format.js';
export type { TensorOptions } from './creation.js';
export { scope } from './scope.js';
export { Function as AutogradFunction, FunctionCtx } from './autograd-function.js';
export { checkpoint, checkpointWith, type CheckpointOptions } from './utils/checkpoint.js';
export type { GradcheckOptions } from './gradcheck.js';
export { UntypedStorage } from './storage.js';
export type { AutocastDeviceType, AutocastOptions } from './autocast.js';
export { callOp } from './ops.js';
export { nn, optim };
export type { Saveable, Loaded, LoadedObject } from './serialize/index.js';
export { ScriptModule } from './jit/index.js';
/** CPU memory statistics: tensor handles created, released and alive, and the allocator cache. */
declare function memoryStats(): {
    created: number;
    released: number;
    live: number;
    cpuCache: CpuCacheStats;
};
/**
 * Returns the blocks the CPU allocator keeps for reuse to the system. The cache holds at most
 * `limitBytes` (default 1 GiB; `setCpuCacheLimit`); `TORCHRUNNER_CPU_CACHE=0` disables it.
 * Blocks of 4 MiB and more are offered to the kernel as huge pages only where it does not
 * compact memory at fault time (transparent_hugepage/defrag `defer` or `never`), or as
 * `TORCHRUNNER_HUGE_PAGES=1` (or `0`) says; `memoryStats().cpuCache.hugePages` tells which.
 */
declare function emptyCache(): void;
declare function setCpuCacheLimit(bytes: number): void;
type OpFn = (...args: any[]) => any;
declare const handWritten: {
    noGrad: typeof autograd.noGrad;
    enableGrad: typeof autograd.enableGrad;
    inferenceMode: typeof autograd.inferenceMode;
    isGradEnabled: typeof autograd.isGradEnabled;
    setGradEnabled: typeof autograd.setGradEnabled;
    isInferenceModeEnabled: typeof autograd.isInferenceModeEnabled;
    /** `torch.autograd`: `grad`, `backward`, custom `Function`s and `gradcheck`. */
    autograd: {
        grad: typeof autograd.grad;
        backward: typeof autograd.backward;
        Function: typeof Function;
        FunctionCtx: typeof FunctionCtx;
        gradcheck: typeof gradcheck;
    };
    /** `torch.utils.checkpoint`: activation checkpointing (recompute in backward). */
    utils: {
        checkpoint: {
            checkpoint: typeof checkpoint;
            checkpointWith: typeof checkpointWith;
        };
    };
    scope: typeof scope;
    /** Runs a function with a default device for factory functions and `nn` layers (`torch.withDevice('meta', () => new Net())`). */
    withDevice: typeof withDevice;
    getDefaultDevice: typeof getDefaultDevice;
    autocast: typeof autocast;
    autocastState: typeof autocastState;
    isAutocastEnabled: typeof isAutocastEnabled;
    nn: typeof nn;
    optim: {
        Optimizer: typeof import("./optim/optimizer.js").Optimizer;
        SGD: typeof import("./optim/sgd.js").SGD;
        Adam: typeof import("./optim/adam.js").Adam;
        AdamW: typeof import("./optim/adamw.js").AdamW;
        Adagrad: typeof import("./optim/adagrad.js").Adagrad;
        RMSprop: typeof import("./optim/rmsprop.js").RMSprop;
        LBFGS: typeof import("./optim/lbfgs.js").LBFGS;
        lrScheduler: typeof import("./optim/lr-scheduler/index.js");
        clipGradNorm_: typeof nn.utils.clipGradNorm_;
        clipGradValue_: typeof nn.utils.clipGradValue_;
        gradsAreFinite: typeof import("./optim/clip-grad.js").gradsAreFinite;
        hasNonfiniteGrad: typeof import("./optim/clip-grad.js").hasNonfiniteGrad;
    };
    jit: typeof jit;
    distributed: typeof distributed;
    save: typeof serialize.save;
    saveAsync: typeof serialize.saveAsync;
    load: typeof serialize.load;
    safetensors: typeof serialize.safetensors;
    pyFloat: (value: number) => serialize.PyFloat;
    pyTuple: (items: readonly serialize.Saveable[]) => serialize.PyTuple;
    /** Every registered operator: `torch.ops.aten.add(a, b)`, `torch.ops.aten['add.Tensor'](a, b)`. */
    ops: {
        aten: AtenOps & Record<string, OpFn>;
    } & Record<string, Record<string, OpFn>>;
    memoryStats: typeof memoryStats;
    emptyCache: typeof emptyCache;
    setCpuCacheLimit: typeof setCpuCacheLimit;
    version: string;
    cuda: {
        isAvailable: () => boolean;
    };
    manualSeed(seed: number | bigint): void;
    initialSeed(): number;
    getRngState(): import("./tensor.js").Tensor;
    setRngState(state: import("./tensor.js").Tensor): void;
    setNumThreads(n: number): void;
    getNumThreads(): number;
    threadPools(): random.ThreadPools;
    setNumInteropThreads(n: number): void;
    getNumInteropThreads(): number;
    cat(tensors: import("./tensor.js").Tensor[], dim?: number): import("./tensor.js").Tensor;
    stack(tensors: import("./tensor.js").Tensor[], dim?: number): import("./tensor.js").Tensor;
    where(condition: import("./tensor.js").Tensor, input: import("./tensor.js").TensorOrScalar, other: import("./tensor.js").TensorOrScalar): import("./tensor.js").Tensor;
    matmul(a: import("./tensor.js").Tensor, b: import("./tensor.js").Tensor): import("./tensor.js").Tensor;
    einsum(equation: string, ...operands: import("./tensor.js").Tensor[]): import("./tensor.js").Tensor;
    add(a: import("./tensor.js").Tensor, b: import("./tensor.js").TensorOrScalar, alpha?: import("./tensor.js").Scalar): import("./tensor.js").Tensor;
    mul(a: import("./tensor.js").Tensor, b: import("./tensor.js").TensorOrScalar): import("./tensor.js").Tensor;
    slice(start?: number | null, stop?: number | null, step?: number | null): import("./tensor.js").Slice;
    checkSize(shape: unknown, fn: string): number[];
    tensor(data: import("./tensor.js").NestedArray<number | boolean | bigint> | ArrayBufferView | import("./tensor.js").Tensor, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    fromTypedArray(data: ArrayBufferView, shape: number[], dtype?: import("./dtype.js").DType): import("./tensor.js").Tensor;
    zeros(...args: [...number[] | [number[]], creation.TensorOptions?] | (number[] | [number[]])): import("./tensor.js").Tensor;
    ones(...args: [...number[] | [number[]], creation.TensorOptions?] | (number[] | [number[]])): import("./tensor.js").Tensor;
    empty(...args: [...number[] | [number[]], creation.TensorOptions?] | (number[] | [number[]])): import("./tensor.js").Tensor;
    rand(...args: [...number[] | [number[]], creation.TensorOptions?] | (number[] | [number[]])): import("./tensor.js").Tensor;
    randn(...args: [...number[] | [number[]], creation.TensorOptions?] | (number[] | [number[]])): import("./tensor.js").Tensor;
    full(shape: number[], value: import("./tensor.js").Scalar, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    randint(low: number, high: number | number[], shape?: number[] | creation.TensorOptions, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    arange(start: number, end?: number | creation.TensorOptions, step?: number | creation.TensorOptions, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    linspace(start: number, end: number, steps: number, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    eye(n: number, m?: number | creation.TensorOptions, options?: creation.TensorOptions): import("./tensor.js").Tensor;
    isFloatingPointTensor(t: import("./tensor.js").Tensor): boolean;
    MAX_NESTED_DIMS: 128;
    zerosLike: (t: import("./tensor.js").Tensor, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
    onesLike: (t: import("./tensor.js").Tensor, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
    emptyLike: (t: import("./tensor.js").Tensor, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
    randLike: (t: import("./tensor.js").Tensor, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
    randnLike: (t: import("./tensor.js").Tensor, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
    fullLike: (t: import("./tensor.js").Tensor, value: import("./tensor.js").Scalar, o?: creation.TensorOptions) => import("./tensor.js").Tensor;
};
/** The PyTorch-like namespace: `torch.tensor`, `torch.zeros`, `torch.cumsum`, `torch.ops.aten.*`, `torch.noGrad`, … */
export declare const torch: typeof handWritten & Omit<GeneratedFunctions, keyof typeof handWritten>;
/** @internal The names written by hand, for the operator generator. */
export declare function handWrittenMembers(): {
    tensorMembers: Set<string>;
    torchMembers: Set<string>;
};
