import { native } from '../native.js';
import { Module } from '../nn/module.js';
import { Parameter } from '../nn/parameter.js';
import { writeFileAtomic, writeAll } from '../serialize/atomic.js';
import { decode, encode } from '../serialize/values.js';
import { Tensor } from '../tensor.js';
/** The native module handle (a JS External owning one torch::jit::Module). */
/**
 * A TorchScript module (from `torch.jit.save` in Python, loaded with `torch.jit.load`) as an
 * {@link Module}: its submodules are child ScriptModules, its parameters are {@link Parameter}
 * objects and its buffers tensors, all shared with the compiled module, so everything
 * `Module` offers works on it — `parameters()` for an optimizer, `stateDict()`,
 * `loadStateDict()`, `zeroGrad()`, `train()`/`eval()`, `to()` — and an optimizer updating the
 * parameters in place updates what `forward` computes with.
 *
 * `forward(...inputs)` runs the compiled `forward`: inputs are tensors, numbers, booleans,
 * strings, null and arrays of these (an array is a tuple or list as the signature says);
 * outputs come back the same way (tuples and lists as arrays, dicts as objects).
 */
export class ScriptModule extends Module {
    /** @internal Use `torch.jit.load`. */
    constructor(handle) {
        super();
        Object.defineProperty(this, '_script', { value: handle, enumerable: false, writable: false });
        for (const [name, child] of native.jitNamedChildren(handle)) {
            this.registerModule(name, new ScriptModule(child));
        }
        for (const [name, h] of native.jitNamedParameters(handle, false)) {
            const alias = new Tensor(h);
            // The compiled module's slot is pointed at the Parameter's own tensor, so gradients of
            // `forward` accumulate on the object an optimizer holds.
            const p = new Parameter(alias, alias.requiresGrad);
            alias.dispose();
            native.jitSetTensor(handle, name, p._h);
            this.registerParameter(name, p);
        }
        for (const [name, h] of native.jitNamedBuffers(handle, false)) {
            this.registerBuffer(name, new Tensor(h));
        }
        this.training = native.jitIsTraining(handle);
    }
    /** Runs the compiled `forward`. */
    forward(...inputs) {
        return this.runMethod('forward', ...inputs);
    }
    /** Runs another compiled method (one marked `@torch.jit.export` in Python). */
    runMethod(name, ...inputs) {
        const args = inputs.map((x, i) => encode(x, `input ${i}`));
        return decode(native.jitRun(this._script, name, args));
    }
    /** The names of the compiled methods (`forward` and exported ones). */
    methodNames() {
        return native.jitMethodNames(this._script);
    }
    /** Sets training mode here and in every submodule, in the compiled module too. */
    train(mode = true) {
        super.train(mode);
        native.jitSetTraining(this._script, mode);
        return this;
    }
    /** Moves/casts parameters and buffers like {@link Module.to}, keeping the compiled module in step. */
    to(target) {
        super.to(target);
        for (const m of this.modules())
            if (m instanceof ScriptModule)
                m.syncSlots();
        return this;
    }
    /**
     * Writes the module (code, parameters and buffers as they are now) in the `torch.jit.save`
     * format, atomically; Python's `torch.jit.load(path)` opens it.
     */
    save(path) {
        const bytes = native.jitSave(this._script);
        try {
            writeFileAtomic(path, (fd) => writeAll(fd, bytes));
        }
        catch (err) {
            throw new Error(`ScriptModule.save: cannot write '${path}': ${err.message}`);
        }
    }
    /** Releases the parameters, buffers and the compiled module. The module is unusable afterwards. */
    dispose() {
        super.dispose();
        for (const m of this.modules())
            if (m instanceof ScriptModule)
                native.jitRelease(m._script);
    }
    toString() {
        return super.toString().replace(/^Module\b/, 'ScriptModule');
    }
    /** Points the compiled module's slots at this wrapper's current tensors (after `to()`). */
    syncSlots() {
        for (const [name, p] of this._parameters)
            if (p)
                native.jitSetTensor(this._script, name, p._h);
        for (const [name, b] of this._buffers)
            if (b)
                native.jitSetTensor(this._script, name, b._h);
    }
}
//# sourceMappingURL=script-module.js.map