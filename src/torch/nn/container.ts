import { Tensor } from '../tensor.js';
import { describe } from '../dtype.js';
import { Module } from './module.js';

function checkModule(m: unknown, where: string): Module {
  if (!(m instanceof Module)) throw new TypeError(`${where}: expected a Module but received ${describe(m)}`);
  return m;
}

function normIndex(idx: number, len: number, where: string): number {
  if (!Number.isInteger(idx) || idx < -len || idx >= len) throw new RangeError(`${where}: index ${idx} is out of range for ${len} modules`);
  return idx < 0 ? idx + len : idx;
}

/**
 * Runs its modules in order, each one's output feeding the next (PyTorch's `nn.Sequential`).
 * Children are named `'0'`, `'1'`, …, so state-dict keys match PyTorch's (`'0.weight'`).
 * `forward` and `call` take a Tensor and return a Tensor; a chain with other inputs or
 * outputs names them: `new Sequential<[Tensor, Tensor], Tensor[]>(...)`.
 */
export class Sequential<In = Tensor, Out = Tensor> extends Module {
  constructor(...modules: Module[]) {
    super();
    modules.forEach((m, i) => this.registerModule(String(i), checkModule(m, 'Sequential')));
  }

  /** The number of modules. */
  get length(): number {
    return this._modules.size;
  }

  /** The module at `index` (negative counts from the end). */
  at(index: number): Module {
    const list = [...this._modules.values()];
    return list[normIndex(index, list.length, 'Sequential.at')]!;
  }

  /** Appends a module. */
  append(module: Module): this {
    this.registerModule(String(this._modules.size), checkModule(module, 'Sequential.append'));
    return this;
  }

  [Symbol.iterator](): Iterator<Module> {
    return ([...this._modules.values()].filter((m) => m !== null) as Module[])[Symbol.iterator]();
  }

  /**
   * Runs the modules in order. Each intermediate output is released as soon as the next
   * module has consumed it (autograd keeps what backward needs), as PyTorch frees an
   * activation nothing references: backward then reuses that memory while it is still in
   * cache. The input, kept tensors (parameters, buffers) and the outputs of modules that
   * have forward hooks, anywhere below them, are never released here.
   */
  override forward(input: In): Out {
    let x: unknown = input;
    let releasable = false;
    for (const m of this._target._modules.values()) {
      if (!m) continue;
      const y = m.call(x);
      if (releasable && x !== y && x !== input && x instanceof Tensor && !x.persistent) x.dispose();
      releasable = !hasForwardHooks(m);
      x = y;
    }
    return x as Out;
  }
}

/** Whether `m` or a module below it has a forward hook; a leaf, the usual case, is answered without a walk. */
function hasForwardHooks(m: Module): boolean {
  const target = m._target;
  if (target._modules.size === 0) return target._forwardHooks.size > 0;
  return m.modules().some((sub) => sub._forwardHooks.size > 0);
}

/** A list of modules whose parameters are registered (PyTorch's `nn.ModuleList`); it has no forward. */
export class ModuleList extends Module {
  constructor(modules: Iterable<Module> = []) {
    super();
    for (const m of modules) this.append(m);
  }

  get length(): number {
    return this._modules.size;
  }

  at(index: number): Module {
    const list = [...this._modules.values()];
    return list[normIndex(index, list.length, 'ModuleList.at')]!;
  }

  append(module: Module): this {
    this.registerModule(String(this._modules.size), checkModule(module, 'ModuleList.append'));
    return this;
  }

  extend(modules: Iterable<Module>): this {
    for (const m of modules) this.append(m);
    return this;
  }

  [Symbol.iterator](): Iterator<Module> {
    return ([...this._modules.values()] as Module[])[Symbol.iterator]();
  }
}

/** A string-keyed dictionary of modules, in insertion order (PyTorch's `nn.ModuleDict`). */
export class ModuleDict extends Module {
  constructor(modules: Record<string, Module> | Iterable<[string, Module]> = {}) {
    super();
    const entries = Symbol.iterator in Object(modules) ? (modules as Iterable<[string, Module]>) : Object.entries(modules);
    for (const [k, m] of entries) this.set(k, m);
  }

  get size(): number {
    return this._modules.size;
  }

  get(key: string): Module | undefined {
    return this._modules.get(key) ?? undefined;
  }

  has(key: string): boolean {
    return this._modules.has(key);
  }

  set(key: string, module: Module): this {
    this.registerModule(key, checkModule(module, `ModuleDict.set('${key}')`));
    return this;
  }

  delete(key: string): boolean {
    const had = this._modules.has(key);
    delete (this as unknown as Record<string, unknown>)[key];
    return had;
  }

  keys(): string[] {
    return [...this._modules.keys()];
  }

  values(): Module[] {
    return [...this._modules.values()] as Module[];
  }

  entries(): [string, Module][] {
    return [...this._modules.entries()] as [string, Module][];
  }
}
