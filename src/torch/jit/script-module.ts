import { native } from '../native.js';
import type { ScriptHandle } from '../native-api.js';
import { Module, type ModuleToTarget } from '../nn/module.js';
import { Parameter } from '../nn/parameter.js';
import { writeFileAtomic, writeAll } from '../serialize/atomic.js';
import { decode, encode, type Loaded, type Saveable } from '../serialize/values.js';
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
  /** @internal */
  declare readonly _script: ScriptHandle;

  /** @internal Use `torch.jit.load`. */
  constructor(handle: ScriptHandle) {
    super();
    Object.defineProperty(this, '_script', { value: handle, enumerable: false, writable: false });
    for (const [name, child] of native.jitNamedChildren(handle) as [string, ScriptHandle][]) {
      this.registerModule(name, new ScriptModule(child));
    }
    for (const [name, h] of native.jitNamedParameters(handle, false) as [string, unknown][]) {
      const alias = new Tensor(h as Tensor['_h']);
      // The compiled module's slot is pointed at the Parameter's own tensor, so gradients of
      // `forward` accumulate on the object an optimizer holds.
      const p = new Parameter(alias, alias.requiresGrad);
      alias.dispose();
      native.jitSetTensor(handle, name, p._h);
      this.registerParameter(name, p);
    }
    for (const [name, h] of native.jitNamedBuffers(handle, false) as [string, unknown][]) {
      this.registerBuffer(name, new Tensor(h as Tensor['_h']));
    }
    this.training = native.jitIsTraining(handle) as boolean;
  }

  /** Runs the compiled `forward`. */
  override forward(...inputs: Saveable[]): any {
    return this.runMethod('forward', ...inputs);
  }

  /** Runs another compiled method (one marked `@torch.jit.export` in Python). */
  runMethod(name: string, ...inputs: Saveable[]): any {
    const args = inputs.map((x, i) => encode(x, `input ${i}`));
    return decode(native.jitRun(this._script, name, args)) as Loaded;
  }

  /** The names of the compiled methods (`forward` and exported ones). */
  methodNames(): string[] {
    return native.jitMethodNames(this._script) as string[];
  }

  /** Sets training mode here and in every submodule, in the compiled module too. */
  override train(mode = true): this {
    super.train(mode);
    native.jitSetTraining(this._script, mode);
    return this;
  }

  /** Moves/casts parameters and buffers like {@link Module.to}, keeping the compiled module in step. */
  override to(target: ModuleToTarget): this {
    super.to(target);
    for (const m of this.modules()) if (m instanceof ScriptModule) m.syncSlots();
    return this;
  }

  /**
   * Writes the module (code, parameters and buffers as they are now) in the `torch.jit.save`
   * format, atomically; Python's `torch.jit.load(path)` opens it.
   */
  save(path: string): void {
    const bytes = native.jitSave(this._script) as Buffer;
    try {
      writeFileAtomic(path, (fd) => writeAll(fd, bytes));
    } catch (err) {
      throw new Error(`ScriptModule.save: cannot write '${path}': ${(err as Error).message}`);
    }
  }

  /** Releases the parameters, buffers and the compiled module. The module is unusable afterwards. */
  override dispose(): void {
    super.dispose();
    for (const m of this.modules()) if (m instanceof ScriptModule) native.jitRelease(m._script);
  }

  override toString(): string {
    return super.toString().replace(/^Module\b/, 'ScriptModule');
  }

  /** Points the compiled module's slots at this wrapper's current tensors (after `to()`). */
  private syncSlots(): void {
    for (const [name, p] of this._parameters) if (p) native.jitSetTensor(this._script, name, p._h);
    for (const [name, b] of this._buffers) if (b) native.jitSetTensor(this._script, name, b._h);
  }
}
