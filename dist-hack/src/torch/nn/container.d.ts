import { Tensor } from '../tensor.js';
import { Module } from './module.js';
/**
 * Runs its modules in order, each one's output feeding the next (PyTorch's `nn.Sequential`).
 * Children are named `'0'`, `'1'`, …, so state-dict keys match PyTorch's (`'0.weight'`).
 * `forward` and `call` take a Tensor and return a Tensor; a chain with other inputs or
 * outputs names them: `new Sequential<[Tensor, Tensor], Tensor[]>(...)`.
 */
export declare class Sequential<In = Tensor, Out = Tensor> extends Module {
    constructor(...modules: Module[]);
    /** The number of modules. */
    get length(): number;
    /** The module at `index` (negative counts from the end). */
    at(index: number): Module;
    /** Appends a module. */
    append(module: Module): this;
    [Symbol.iterator](): Iterator<Module>;
    /**
     * Runs the modules in order. Each intermediate output is released as soon as the next
     * module has consumed it (autograd keeps what backward needs), as PyTorch frees an
     * activation nothing references: backward then reuses that memory while it is still in
     * cache. The input, kept tensors (parameters, buffers) and the outputs of modules that
     * have forward hooks, anywhere below them, are never released here.
     */
    forward(input: In): Out;
}
/** A list of modules whose parameters are registered (PyTorch's `nn.ModuleList`); it has no forward. */
export declare class ModuleList extends Module {
    constructor(modules?: Iterable<Module>);
    get length(): number;
    at(index: number): Module;
    append(module: Module): this;
    extend(modules: Iterable<Module>): this;
    [Symbol.iterator](): Iterator<Module>;
}
/** A string-keyed dictionary of modules, in insertion order (PyTorch's `nn.ModuleDict`). */
export declare class ModuleDict extends Module {
    constructor(modules?: Record<string, Module> | Iterable<[string, Module]>);
    get size(): number;
    get(key: string): Module | undefined;
    has(key: string): boolean;
    set(key: string, module: Module): this;
    delete(key: string): boolean;
    keys(): string[];
    values(): Module[];
    entries(): [string, Module][];
}
