import { Tensor } from './tensor.js';
/**
 * The bytes behind a tensor (PyTorch's `torch.UntypedStorage`, from `t.untypedStorage()`).
 * Resizing it never touches autograd: the tensor stays the same leaf, keeps `requiresGrad`,
 * and its version counter does not move.
 *
 * @example Free a parameter's memory and give it back (FSDP's reshard / unshard):
 * const nbytes = p.untypedStorage().nbytes();
 * p.untypedStorage().resize_(0);          // p keeps its shape; using it now throws
 * p.untypedStorage().resize_(nbytes);     // uninitialized bytes
 * p.untypedStorage().copy_(fullParam);    // refill without bumping p's version
 */
export declare class UntypedStorage {
    private readonly tensor;
    /** @internal */
    constructor(tensor: Tensor);
    /** Size in bytes. */
    nbytes(): number;
    /** Size in bytes (PyTorch's `UntypedStorage.size()` counts bytes too). */
    size(): number;
    /**
     * Resizes the storage to `nbytes` in place (CPU). `resize_(0)` frees the memory: the tensor
     * keeps its shape, and any op that reads it throws until the storage is resized back and
     * refilled. New bytes are uninitialized.
     */
    resize_(nbytes: number): this;
    /** Copies the bytes of `src` (a tensor of exactly {@link nbytes} bytes) into this storage. */
    copy_(src: Tensor): this;
}
declare module './tensor.js' {
    interface Tensor {
        /** The storage behind this tensor (shared with its views). */
        untypedStorage(): UntypedStorage;
        /** Autograd's version counter: in-place operations increment it (PyTorch's `_version`). */
        readonly version: number;
    }
}
