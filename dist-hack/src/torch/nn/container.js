import { Tensor } from '../tensor.js';
import { describe } from '../dtype.js';
import { Module } from './module.js';
function checkModule(m, where) {
    if (!(m instanceof Module))
        throw new TypeError(`${where}: expected a Module but received ${describe(m)}`);
    return m;
}
function normIndex(idx, len, where) {
    if (!Number.isInteger(idx) || idx < -len || idx >= len)
        throw new RangeError(`${where}: index ${idx} is out of range for ${len} modules`);
    return idx < 0 ? idx + len : idx;
}
/**
 * Runs its modules in order, each one's output feeding the next (PyTorch's `nn.Sequential`).
 * Children are named `'0'`, `'1'`, …, so state-dict keys match PyTorch's (`'0.weight'`).
 * `forward` and `call` take a Tensor and return a Tensor; a chain with other inputs or
 * outputs names them: `new Sequential<[Tensor, Tensor], Tensor[]>(...)`.
 */
export class Sequential extends Module {
    constructor(...modules) {
        super();
        modules.forEach((m, i) => this.registerModule(String(i), checkModule(m, 'Sequential')));
    }
    /** The number of modules. */
    get length() {
        return this._modules.size;
    }
    /** The module at `index` (negative counts from the end). */
    at(index) {
        const list = [...this._modules.values()];
        return list[normIndex(index, list.length, 'Sequential.at')];
    }
    /** Appends a module. */
    append(module) {
        this.registerModule(String(this._modules.size), checkModule(module, 'Sequential.append'));
        return this;
    }
    [Symbol.iterator]() {
        return [...this._modules.values()].filter((m) => m !== null)[Symbol.iterator]();
    }
    /**
     * Runs the modules in order. Each intermediate output is released as soon as the next
     * module has consumed it (autograd keeps what backward needs), as PyTorch frees an
     * activation nothing references: backward then reuses that memory while it is still in
     * cache. The input, kept tensors (parameters, buffers) and the outputs of modules that
     * have forward hooks, anywhere below them, are never released here.
     */
    forward(input) {
        let x = input;
        let releasable = false;
        for (const m of this._target._modules.values()) {
            if (!m)
                continue;
            const y = m.call(x);
            if (releasable && x !== y && x !== input && x instanceof Tensor && !x.persistent)
                x.dispose();
            releasable = !hasForwardHooks(m);
            x = y;
        }
        return x;
    }
}
/** Whether `m` or a module below it has a forward hook; a leaf, the usual case, is answered without a walk. */
function hasForwardHooks(m) {
    const target = m._target;
    if (target._modules.size === 0)
        return target._forwardHooks.size > 0;
    return m.modules().some((sub) => sub._forwardHooks.size > 0);
}
/** A list of modules whose parameters are registered (PyTorch's `nn.ModuleList`); it has no forward. */
export class ModuleList extends Module {
    constructor(modules = []) {
        super();
        for (const m of modules)
            this.append(m);
    }
    get length() {
        return this._modules.size;
    }
    at(index) {
        const list = [...this._modules.values()];
        return list[normIndex(index, list.length, 'ModuleList.at')];
    }
    append(module) {
        this.registerModule(String(this._modules.size), checkModule(module, 'ModuleList.append'));
        return this;
    }
    extend(modules) {
        for (const m of modules)
            this.append(m);
        return this;
    }
    [Symbol.iterator]() {
        return [...this._modules.values()][Symbol.iterator]();
    }
}
/** A string-keyed dictionary of modules, in insertion order (PyTorch's `nn.ModuleDict`). */
export class ModuleDict extends Module {
    constructor(modules = {}) {
        super();
        const entries = Symbol.iterator in Object(modules) ? modules : Object.entries(modules);
        for (const [k, m] of entries)
            this.set(k, m);
    }
    get size() {
        return this._modules.size;
    }
    get(key) {
        return this._modules.get(key) ?? undefined;
    }
    has(key) {
        return this._modules.has(key);
    }
    set(key, module) {
        this.registerModule(key, checkModule(module, `ModuleDict.set('${key}')`));
        return this;
    }
    delete(key) {
        const had = this._modules.has(key);
        delete this[key];
        return had;
    }
    keys() {
        return [...this._modules.keys()];
    }
    values() {
        return [...this._modules.values()];
    }
    entries() {
        return [...this._modules.entries()];
    }
}
//# sourceMappingURL=container.js.map