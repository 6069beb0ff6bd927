// The native addon's export table (native/src/*.cc, each file's TR_EXPORT lines), declared once.
// A test checks that every function declared here exists in the built addon and that the addon
// exports nothing undeclared: a native function added to the addon is declared here too.
const HANDLE_BIT = 1n << 63n;
/** Whether `v` is a tensor handle (bigints below 2^63 are integers, never handles). */
export function isHandle(v) {
    return typeof v === 'bigint' && v >= HANDLE_BIT;
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
    'pickleSave', 'pickleCommitAsync', 'fileJobAsync', 'runCommand', 'runCommandAsync', 'copyTensorsAsync', 'mmapTensors', 'pickleLoad', 'zipRecords', 'zipVerify',
    'hasGrad', 'adamStep',
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
];
/** A compile error names any function declared in the interface but missing from the list. */
export const NATIVE_FUNCTIONS_COMPLETE = true;
//# sourceMappingURL=native-api.js.map