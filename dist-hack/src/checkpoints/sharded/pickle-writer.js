/**
 * A minimal writer of Python pickles (protocol 2) for the few objects the sharded layout
 * needs beside tensors: PyTorch's distributed-checkpoint metadata (dataclasses rebuilt with
 * NEWOBJ and BUILD, `torch.Size` and enums with REDUCE) and the pickle of a `torch.save`
 * archive (tensors rebuilt by `torch._utils._rebuild_tensor_v2`). Objects are written in
 * order with no memo, so no object may need to appear twice by identity.
 */
export class PickleWriter {
    parts = [Buffer.from([0x80, 2])];
    op(code) {
        this.parts.push(Buffer.from([code]));
        return this;
    }
    /** `module.name`, looked up by the unpickler (GLOBAL). */
    global(module, name) {
        this.parts.push(Buffer.from(`c${module}\n${name}\n`, 'utf8'));
        return this;
    }
    mark() {
        return this.op(0x28);
    }
    emptyTuple() {
        return this.op(0x29);
    }
    /** Closes a tuple opened by {@link mark}. */
    tuple() {
        return this.op(0x74);
    }
    emptyList() {
        return this.op(0x5d);
    }
    /** Appends the items since the last {@link mark} to the list below it. */
    appends() {
        return this.op(0x65);
    }
    emptyDict() {
        return this.op(0x7d);
    }
    /** Sets the key/value pairs since the last {@link mark} on the dict below it. */
    setItems() {
        return this.op(0x75);
    }
    none() {
        return this.op(0x4e);
    }
    bool(v) {
        return this.op(v ? 0x88 : 0x89);
    }
    /** Calls the callable below the argument tuple on top (REDUCE). */
    reduce() {
        return this.op(0x52);
    }
    /** `cls.__new__(cls, *args)` for the class below the argument tuple on top (NEWOBJ). */
    newObj() {
        return this.op(0x81);
    }
    /** Applies the state on top to the object below it (`__setstate__` or `__dict__` update). */
    build() {
        return this.op(0x62);
    }
    /** The persistent id on top is resolved by the unpickler's `persistent_load` (BINPERSID). */
    persistentId() {
        return this.op(0x51);
    }
    int(n) {
        if (!Number.isSafeInteger(n))
            throw new RangeError(`PickleWriter: ${n} is not a safe integer`);
        if (n >= 0 && n < 0x100) {
            this.parts.push(Buffer.from([0x4b, n]));
        }
        else if (n >= 0 && n < 0x10000) {
            const b = Buffer.alloc(3);
            b[0] = 0x4d;
            b.writeUInt16LE(n, 1);
            this.parts.push(b);
        }
        else if (n >= -0x80000000 && n < 0x80000000) {
            const b = Buffer.alloc(5);
            b[0] = 0x4a;
            b.writeInt32LE(n, 1);
            this.parts.push(b);
        }
        else {
            // LONG1: little-endian two's complement in 8 bytes.
            const b = Buffer.alloc(10);
            b[0] = 0x8a;
            b[1] = 8;
            b.writeBigInt64LE(BigInt(n), 2);
            this.parts.push(b);
        }
        return this;
    }
    str(s) {
        const bytes = Buffer.from(s, 'utf8');
        const head = Buffer.alloc(5);
        head[0] = 0x58;
        head.writeUInt32LE(bytes.length, 1);
        this.parts.push(head, bytes);
        return this;
    }
    /** A tuple of ints (`(1, 2)`). */
    intTuple(values) {
        this.mark();
        for (const v of values)
            this.int(v);
        return this.tuple();
    }
    /** `torch.Size(values)`. */
    torchSize(values) {
        this.global('torch', 'Size');
        this.mark();
        this.intTuple(values);
        this.tuple();
        return this.reduce();
    }
    /** Ends the pickle and returns its bytes. */
    finish() {
        this.op(0x2e);
        return Buffer.concat(this.parts);
    }
}
//# sourceMappingURL=pickle-writer.js.map