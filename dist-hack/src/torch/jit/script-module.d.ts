import type { ScriptHandle } from '../native-api.js';
import { Module, type ModuleToTarget } from '../nn/module.js';
import { type Saveable } from '../serialize/values.js';
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
export declare class ScriptModule extends Module {
    /** @internal */
    readonly _script: ScriptHandle;
    /** @internal Use `torch.jit.load`. */
    constructor(handle: ScriptHandle);
    /** Runs the compiled `forward`. */
    forward(...inputs: Saveable[]): any;
    /** Runs another compiled method (one marked `@torch.jit.export` in Python). */
    runMethod(name: string, ...inputs: Saveable[]): any;
    /** The names of the compiled methods (`forward` and exported ones). */
    methodNames(): string[];
    /** Sets training mode here and in every submodule, in the compiled module too. */
    train(mode?: boolean): this;
    /** Moves/casts parameters and buffers like {@link Module.to}, keeping the compiled module in step. */
    to(target: ModuleToTarget): this;
    /**
     * Writes the module (code, parameters and buffers as they are now) in the `torch.jit.save`
     * format, atomically; Python's `torch.jit.load(path)` opens it.
     */
    save(path: string): void;
    /** Releases the parameters, buffers and the compiled module. The module is unusable afterwards. */
    dispose(): void;
    toString(): string;
    /** Points the compiled module's slots at this wrapper's current tensors (after `to()`). */
    private syncSlots;
}
