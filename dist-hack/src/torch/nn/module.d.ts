import { type DType } from '../dtype.js';
import { Tensor } from '../tensor.js';
import { type FullBackwardHook, type FullBackwardPreHook } from './backward-hooks.js';
import { Parameter } from './parameter.js';
import type { PreparedLoad } from '../prepared-load.js';
/** A state dict: dotted names (`'fc1.weight'`, `'bn.running_mean'`) to tensors, in module order. */
export type StateDict = Record<string, Tensor>;
/** What {@link Module.loadStateDict} found: keys the module expected but did not get, and keys it did not expect. */
export interface LoadStateDictResult {
    missingKeys: string[];
    unexpectedKeys: string[];
}
/** Target of {@link Module.to}: a device (`'cpu'`, `'cuda:0'`), a dtype, or both. */
export type ModuleToTarget = string | DType | {
    device?: string;
    dtype?: DType;
};
/** A hook run before `forward`; returning an array replaces the arguments. */
export type ForwardPreHook = (module: Module, args: unknown[]) => unknown[] | void;
/** A hook run after `forward`; returning a value other than undefined replaces the output. */
export type ForwardHook = (module: Module, args: unknown[], output: unknown) => unknown;
/** Removes a hook registered with {@link Module.registerForwardHook} or {@link Module.registerForwardPreHook}. */
export interface RemovableHandle {
    remove(): void;
}
/**
 * Base class of every neural-network module (PyTorch's `torch.nn.Module`).
 *
 * Subclass it, assign parameters, buffers and child modules to fields, and write `forward`:
 *
 * ```ts
 * class Net extends nn.Module {
 *   fc1 = new nn.Linear(784, 128);
 *   fc2 = new nn.Linear(128, 10);
 *   override forward(x: Tensor): Tensor {
 *     return torch.scope(() => this.fc2.call(this.fc1.call(x).relu()));
 *   }
 * }
 * ```
 *
 * Assigning a {@link Parameter} or a `Module` to a field (in a class field initialiser or in
 * the constructor) registers it under the field's name, as in PyTorch: the base constructor
 * returns a Proxy whose `defineProperty` trap sees every field definition and assignment.
 * Plain tensors are registered only through {@link Module.registerBuffer}; assigning a tensor
 * to a registered buffer's name replaces the buffer. Assigning `null` to a registered name
 * keeps the name registered with no value (like `bias=None`).
 *
 * Do not use `#private` fields in subclasses (they do not work through a Proxy); TypeScript
 * `private` is fine.
 *
 * Ownership: parameters and buffers are kept (no `torch.scope` frees them); the module owns
 * them until {@link Module.dispose}.
 */
export declare class Module {
    /** True in training mode (the default), false after `eval()`. */
    training: boolean;
    /** @internal The object behind the Proxy (assignments to it skip registration). */
    readonly _target: Module;
    /** @internal */
    readonly _parameters: Map<string, Parameter | null>;
    /** @internal */
    readonly _buffers: Map<string, Tensor | null>;
    /** @internal */
    readonly _nonPersistentBuffers: Set<string>;
    /** @internal */
    readonly _modules: Map<string, Module | null>;
    /** @internal */
    readonly _forwardPreHooks: Map<number, ForwardPreHook>;
    /** @internal */
    readonly _forwardHooks: Map<number, ForwardHook>;
    /** @internal */
    readonly _backwardHooks: Map<number, FullBackwardHook>;
    /** @internal */
    readonly _backwardPreHooks: Map<number, FullBackwardPreHook>;
    constructor();
    /** The computation. Subclasses override it; the base throws. */
    forward(..._args: any[]): any;
    /** Runs the forward pre-hooks, `forward`, then the forward hooks (PyTorch's `module(x)`). */
    call(...args: Parameters<this['forward']>): ReturnType<this['forward']>;
    /** Registers `hook(module, args)` to run before every `call`. */
    registerForwardPreHook(hook: ForwardPreHook): RemovableHandle;
    /** Registers `hook(module, args, output)` to run after every `call`. */
    registerForwardHook(hook: ForwardHook): RemovableHandle;
    /**
     * Registers `hook(module, gradInput, gradOutput)` to run during backward once the gradients
     * of this module's tensor inputs are computed (PyTorch's `register_full_backward_hook`).
     * Returning an array replaces `gradInput`. Built on identity autograd Functions around the
     * inputs and outputs, as PyTorch's BackwardHook; an error thrown in the hook comes out of
     * `backward()`.
     */
    registerFullBackwardHook(hook: FullBackwardHook): RemovableHandle;
    /**
     * Registers `hook(module, gradOutput)` to run during backward once the gradients of this
     * module's outputs are computed, before the module's own backward (PyTorch's
     * `register_full_backward_pre_hook`). Returning an array replaces `gradOutput`.
     */
    registerFullBackwardPreHook(hook: FullBackwardPreHook): RemovableHandle;
    /** Registers (or, with `null`, declares without a value) a parameter named `name`. */
    registerParameter(name: string, param: Parameter | null): void;
    /**
     * Registers a buffer: state that is not a parameter, such as BatchNorm's running mean.
     * Persistent buffers (the default) are part of `stateDict()`. The tensor is kept.
     */
    registerBuffer(name: string, tensor: Tensor | null, options?: {
        persistent?: boolean;
    }): void;
    /** Registers a child module (or, with `null`, declares the name without one). */
    registerModule(name: string, module: Module | null): void;
    /** Alias of {@link Module.registerModule}. */
    addModule(name: string, module: Module | null): void;
    /** The submodule at a dotted path (`'encoder.layers.0'`); `''` is this module. */
    getSubmodule(target: string): Module;
    /** The parameter at a dotted path (`'fc1.weight'`). */
    getParameter(target: string): Parameter;
    /** The buffer at a dotted path (`'bn.running_mean'`). */
    getBuffer(target: string): Tensor;
    /** `[name, module]` for this module and every descendant, depth first, each module once. */
    namedModules(options?: {
        prefix?: string;
        removeDuplicate?: boolean;
    }): [string, Module][];
    /** This module and every descendant, each once. */
    modules(): Module[];
    /** `[name, child]` for the direct children. */
    namedChildren(): [string, Module][];
    /** The direct children. */
    children(): Module[];
    /**
     * `[dottedName, parameter]` for every parameter (of descendants too unless
     * `recurse: false`), each shared parameter once unless `removeDuplicate: false`.
     */
    namedParameters(options?: {
        prefix?: string;
        recurse?: boolean;
        removeDuplicate?: boolean;
    }): [string, Parameter][];
    /** Every parameter, each once, in registration order: what an optimizer takes. */
    parameters(options?: {
        recurse?: boolean;
    }): Parameter[];
    /** `[dottedName, buffer]` for every buffer (persistent or not). */
    namedBuffers(options?: {
        prefix?: string;
        recurse?: boolean;
        removeDuplicate?: boolean;
    }): [string, Tensor][];
    /** Every buffer. */
    buffers(options?: {
        recurse?: boolean;
    }): Tensor[];
    private namedMembers;
    /** Sets training mode on this module and every descendant (`train(false)` is `eval()`). */
    train(mode?: boolean): this;
    /** Sets evaluation mode (dropout off, batch norm uses running statistics). */
    eval(): this;
    /** Calls `fn` on every descendant (children first), then on this module. */
    apply(fn: (module: Module) => void): this;
    /** Sets `requiresGrad` on every parameter (to freeze: `requiresGrad_(false)`). */
    requiresGrad_(requiresGrad?: boolean): this;
    /** Clears the gradients of every parameter: to null (default) or, with `setToNone: false`, to zeros. */
    zeroGrad(options?: {
        setToNone?: boolean;
    }): void;
    /**
     * Moves and/or casts parameters and buffers in place (PyTorch's `module.to`): `to('cuda:0')`,
     * `to('float64')`, `to({ device, dtype })`. A dtype applies to floating-point tensors only.
     * Parameter objects keep their identity, so optimizers built earlier stay valid.
     */
    to(target: ModuleToTarget): this;
    /** `to('float32')`. */
    float(): this;
    /** `to('float64')`. */
    double(): this;
    /** `to('float16')`. */
    half(): this;
    /** `to('cpu')`. */
    cpu(): this;
    /** `to('cuda:<index>')`. */
    cuda(index?: number): this;
    /**
     * Gives every parameter and buffer new, uninitialised storage on `device`, of the same
     * shape, dtype and strides (PyTorch's `module.to_empty`); values are not copied, so it is
     * how a model built on the meta device (`torch.withDevice('meta', ...)`) gets memory.
     * Parameter and buffer objects keep their identity, so optimizers built before or after
     * stay valid; gradients are dropped. Fill the tensors next: `loadStateDict`, or the layers'
     * `resetParameters()`, or `nn.init`.
     *
     * @example
     * const model = torch.withDevice('meta', () => new Net());
     * model.toEmpty({ device: 'cpu' });
     * model.loadStateDict(torch.load('net.pth'));
     */
    toEmpty(options: {
        device: string;
    }): this;
    /**
     * The module's state: every parameter and persistent buffer under its dotted name, in
     * module order (`'fc1.weight'`, `'fc1.bias'`, `'bn.running_mean'`, …).
     *
     * Values are new detached tensor references sharing storage with the module's tensors
     * (they see later updates); dispose them, or call this inside `torch.scope`. With
     * `keepVars: true` the values are the Parameter and buffer objects themselves (owned by the
     * module: do not dispose them).
     */
    stateDict(options?: {
        prefix?: string;
        keepVars?: boolean;
    }): StateDict;
    /** @internal `[dottedName, tensor]` for the parameters and persistent buffers. */
    stateEntries(prefix?: string): [string, Tensor][];
    /**
     * Copies a state dict's tensors into this module's parameters and buffers, in place
     * (`copy_` under no-grad: Parameter objects, and so optimizers, keep their references;
     * values are cast to each target's dtype and device).
     *
     * Always throws on a shape mismatch or a value that is not a live Tensor. With `strict`
     * (the default) it also throws when keys are missing or unexpected, listing all of them;
     * otherwise it returns them. Everything is checked (and converted to each target's dtype
     * and device) before anything is copied, so when it throws the module is unchanged.
     *
     * A target on the meta device (a model built under `torch.withDevice('meta', ...)`) has no
     * storage to copy into: it takes the value itself instead (PyTorch's `assign=True`), cast to
     * its dtype, on the value's device and sharing the value's storage when no cast is needed,
     * so loading costs no second copy of the weights. Targets the state dict lacks
     * (`strict: false`) or gives as meta tensors stay on meta, and calling the model then throws.
     */
    loadStateDict(stateDict: StateDict | Map<string, Tensor>, options?: {
        strict?: boolean;
    }): LoadStateDictResult;
    /**
     * The checking half of {@link loadStateDict}: validates everything and converts the values
     * to each target's dtype and device, changing nothing; `commit()` then copies them in (and
     * cannot fail), `abort()` releases the conversions. For loads that span several objects and
     * must change all of them or none.
     *
     * @throws Error as {@link loadStateDict} does, with the module unchanged
     */
    prepareLoadStateDict(stateDict: StateDict | Map<string, Tensor>, options?: {
        strict?: boolean;
    }): PreparedLoad & LoadStateDictResult;
    /** Releases every parameter and buffer of this module and its descendants. The module is unusable afterwards. */
    dispose(): void;
    /** Extra text between the parentheses of this module's line in `toString()` (override in subclasses). */
    extraRepr(): string;
    /** A tree like PyTorch's repr: `Net(\n  (fc1): Linear(inFeatures=784, outFeatures=128, bias=true)\n)`. */
    toString(): string;
}
