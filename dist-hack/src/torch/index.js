import * as autograd from './autograd.js';
import { Function, FunctionCtx } from './autograd-function.js';
import { checkpoint, checkpointWith } from './utils/checkpoint.js';
import { gradcheck } from './gradcheck.js';
import './hooks.js';
import './storage.js';
import { autocast, autocastState, isAutocastEnabled } from './autocast.js';
import * as creation from './creation.js';
import * as distributed from './distributed/index.js';
import * as functions from './functions.js';
import * as jit from './jit/index.js';
import * as serialize from './serialize/index.js';
import * as nn from './nn/index.js';
import { optim } from './optim/index.js';
import { generatedFunctions, handWrittenTensorMembers } from './install.js';
import { native } from './native.js';
import { ops } from './ops.js';
import * as random from './random.js';
import { scope } from './scope.js';
import { getDefaultDevice, withDevice } from './default-device.js';
export { Tensor, Slice } from './tensor.js';
export { scope } from './scope.js';
export { Function as AutogradFunction, FunctionCtx } from './autograd-function.js';
export { checkpoint, checkpointWith } from './utils/checkpoint.js';
export { UntypedStorage } from './storage.js';
export { callOp } from './ops.js';
export { nn, optim };
export { ScriptModule } from './jit/index.js';
/** CPU memory statistics: tensor handles created, released and alive, and the allocator cache. */
function memoryStats() {
    return { ...native.handleStats(), cpuCache: native.cpuCacheStats() };
}
/**
 * Returns the blocks the CPU allocator keeps for reuse to the system. The cache holds at most
 * `limitBytes` (default 1 GiB; `setCpuCacheLimit`); `TORCHRUNNER_CPU_CACHE=0` disables it.
 * Blocks of 4 MiB and more are offered to the kernel as huge pages only where it does not
 * compact memory at fault time (transparent_hugepage/defrag `defer` or `never`), or as
 * `TORCHRUNNER_HUGE_PAGES=1` (or `0`) says; `memoryStats().cpuCache.hugePages` tells which.
 */
function emptyCache() {
    native.emptyCpuCache();
}
function setCpuCacheLimit(bytes) {
    native.setCpuCacheLimit(bytes);
}
const handWritten = {
    ...creation,
    ...functions,
    ...random,
    noGrad: autograd.noGrad,
    enableGrad: autograd.enableGrad,
    inferenceMode: autograd.inferenceMode,
    isGradEnabled: autograd.isGradEnabled,
    setGradEnabled: autograd.setGradEnabled,
    isInferenceModeEnabled: autograd.isInferenceModeEnabled,
    /** `torch.autograd`: `grad`, `backward`, custom `Function`s and `gradcheck`. */
    autograd: { grad: autograd.grad, backward: autograd.backward, Function, FunctionCtx, gradcheck },
    /** `torch.utils.checkpoint`: activation checkpointing (recompute in backward). */
    utils: { checkpoint: { checkpoint, checkpointWith } },
    scope,
    /** Runs a function with a default device for factory functions and `nn` layers (`torch.withDevice('meta', () => new Net())`). */
    withDevice,
    getDefaultDevice,
    autocast,
    autocastState,
    isAutocastEnabled,
    nn,
    optim,
    jit,
    distributed,
    save: serialize.save,
    saveAsync: serialize.saveAsync,
    load: serialize.load,
    safetensors: serialize.safetensors,
    pyFloat: serialize.pyFloat,
    pyTuple: serialize.pyTuple,
    /** Every registered operator: `torch.ops.aten.add(a, b)`, `torch.ops.aten['add.Tensor'](a, b)`. */
    ops: ops,
    memoryStats,
    emptyCache,
    setCpuCacheLimit,
    version: native.version(),
    cuda: { isAvailable: () => native.cudaAvailable() },
};
const handWrittenTorch = new Set(Object.keys(handWritten));
/** The PyTorch-like namespace: `torch.tensor`, `torch.zeros`, `torch.cumsum`, `torch.ops.aten.*`, `torch.noGrad`, … */
export const torch = {
    ...generatedFunctions(handWrittenTorch),
    ...handWritten,
};
/** @internal The names written by hand, for the operator generator. */
export function handWrittenMembers() {
    return { tensorMembers: handWrittenTensorMembers(), torchMembers: handWrittenTorch };
}
//# sourceMappingURL=index.js.map