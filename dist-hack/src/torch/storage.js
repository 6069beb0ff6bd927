// A tensor's untyped storage (PyTorch's `UntypedStorage`), for freeing and restoring a
// parameter's memory as FSDP does, and autograd's version counter (`tensor._version`).
import { native } from './native.js';
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
export class UntypedStorage {
    tensor;
    /** @internal */
    constructor(tensor) {
        this.tensor = tensor;
    }
    /** Size in bytes. */
    nbytes() {
        return native.storageNbytes(this.tensor._h);
    }
    /** Size in bytes (PyTorch's `UntypedStorage.size()` counts bytes too). */
    size() {
        return this.nbytes();
    }
    /**
     * Resizes the storage to `nbytes` in place (CPU). `resize_(0)` frees the memory: the tensor
     * keeps its shape, and any op that reads it throws until the storage is resized back and
     * refilled. New bytes are uninitialized.
     */
    resize_(nbytes) {
        if (!Number.isInteger(nbytes) || nbytes < 0)
            throw new RangeError(`UntypedStorage.resize_: nbytes must be a non-negative integer, got ${nbytes}`);
        native.storageResize(this.tensor._h, nbytes);
        return this;
    }
    /** Copies the bytes of `src` (a tensor of exactly {@link nbytes} bytes) into this storage. */
    copy_(src) {
        if (!(src instanceof Tensor))
            throw new TypeError('UntypedStorage.copy_: expected a Tensor');
        native.storageCopy(this.tensor._h, src._h);
        return this;
    }
}
Tensor.prototype.untypedStorage = function untypedStorage() {
    return new UntypedStorage(this);
};
Object.defineProperty(Tensor.prototype, 'version', {
    get() {
        return native.tensorVersion(this._h);
    },
    configurable: true,
});
//# sourceMappingURL=storage.js.map