/**
 * A minimal writer of Python pickles (protocol 2) for the few objects the sharded layout
 * needs beside tensors: PyTorch's distributed-checkpoint metadata (dataclasses rebuilt with
 * NEWOBJ and BUILD, `torch.Size` and enums with REDUCE) and the pickle of a `torch.save`
 * archive (tensors rebuilt by `torch._utils._rebuild_tensor_v2`). Objects are written in
 * order with no memo, so no object may need to appear twice by identity.
 */
export declare class PickleWriter {
    private readonly parts;
    private op;
    /** `module.name`, looked up by the unpickler (GLOBAL). */
    global(module: string, name: string): this;
    mark(): this;
    emptyTuple(): this;
    /** Closes a tuple opened by {@link mark}. */
    tuple(): this;
    emptyList(): this;
    /** Appends the items since the last {@link mark} to the list below it. */
    appends(): this;
    emptyDict(): this;
    /** Sets the key/value pairs since the last {@link mark} on the dict below it. */
    setItems(): this;
    none(): this;
    bool(v: boolean): this;
    /** Calls the callable below the argument tuple on top (REDUCE). */
    reduce(): this;
    /** `cls.__new__(cls, *args)` for the class below the argument tuple on top (NEWOBJ). */
    newObj(): this;
    /** Applies the state on top to the object below it (`__setstate__` or `__dict__` update). */
    build(): this;
    /** The persistent id on top is resolved by the unpickler's `persistent_load` (BINPERSID). */
    persistentId(): this;
    int(n: number): this;
    str(s: string): this;
    /** A tuple of ints (`(1, 2)`). */
    intTuple(values: readonly number[]): this;
    /** `torch.Size(values)`. */
    torchSize(values: readonly number[]): this;
    /** Ends the pickle and returns its bytes. */
    finish(): Buffer;
}
