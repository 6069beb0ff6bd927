import { noGrad } from '../autograd.js';
import { checkDevice } from '../device.js';
import { describe, isDType, isFloatingPoint, toDType } from '../dtype.js';
import { bareTensorProblem } from '../bare-tensor.js';
import { Tensor } from '../tensor.js';
import { callWithBackwardHooks } from './backward-hooks.js';
import { checkNotMeta, noteModuleTensor, toEmpty } from './meta.js';
import { Parameter, replaceTensorData } from './parameter.js';
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
export class Module {
    constructor() {
        const hidden = (name, value) => Object.defineProperty(this, name, { value, enumerable: false, writable: false, configurable: false });
        hidden('_parameters', new Map());
        hidden('_buffers', new Map());
        hidden('_nonPersistentBuffers', new Set());
        hidden('_modules', new Map());
        hidden('_forwardPreHooks', new Map());
        hidden('_forwardHooks', new Map());
        hidden('_backwardHooks', new Map());
        hidden('_backwardPreHooks', new Map());
        hidden('_target', this);
        Object.defineProperty(this, 'training', { value: true, enumerable: false, writable: true, configurable: true });
        return new Proxy(this, moduleTraps);
    }
    // ---- forward ----
    /** The computation. Subclasses override it; the base throws. */
    forward(..._args) {
        throw new Error(`Module [${this.constructor.name}] is missing the required forward function: override forward() in the subclass`);
    }
    /** Runs the forward pre-hooks, `forward`, then the forward hooks (PyTorch's `module(x)`). */
    call(...args) {
        // Reads through the Proxy take V8's generic path (no inline cache); one read here, the rest from the object behind it.
        const self = this._target;
        // The first input is required whenever forward takes one (later ones may be optional).
        if (args[0] === undefined && self.forward.length > 0)
            missingInput(this);
        checkNotMeta(self);
        const backwardHooks = self._backwardHooks.size + self._backwardPreHooks.size > 0;
        if (self._forwardPreHooks.size === 0 && self._forwardHooks.size === 0 && !backwardHooks)
            return self.forward.apply(this, args);
        let a = args;
        for (const hook of self._forwardPreHooks.values()) {
            const r = hook(this, a);
            if (r !== undefined)
                a = r;
        }
        let out = backwardHooks
            ? callWithBackwardHooks(this, [...self._backwardHooks.values()], [...self._backwardPreHooks.values()], a, (x) => self.forward.apply(this, x))
            : self.forward.apply(this, a);
        for (const hook of self._forwardHooks.values()) {
            const r = hook(this, a, out);
            if (r !== undefined)
                out = r;
        }
        return out;
    }
    /** Registers `hook(module, args)` to run before every `call`. */
    registerForwardPreHook(hook) {
        return addHook(this._forwardPreHooks, hook);
    }
    /** Registers `hook(module, args, output)` to run after every `call`. */
    registerForwardHook(hook) {
        return addHook(this._forwardHooks, hook);
    }
    /**
     * Registers `hook(module, gradInput, gradOutput)` to run during backward once the gradients
     * of this module's tensor inputs are computed (PyTorch's `register_full_backward_hook`).
     * Returning an array replaces `gradInput`. Built on identity autograd Functions around the
     * inputs and outputs, as PyTorch's BackwardHook; an error thrown in the hook comes out of
     * `backward()`.
     */
    registerFullBackwardHook(hook) {
        return addHook(this._backwardHooks, hook);
    }
    /**
     * Registers `hook(module, gradOutput)` to run during backward once the gradients of this
     * module's outputs are computed, before the module's own backward (PyTorch's
     * `register_full_backward_pre_hook`). Returning an array replaces `gradOutput`.
     */
    registerFullBackwardPreHook(hook) {
        return addHook(this._backwardPreHooks, hook);
    }
    // ---- registration ----
    /** Registers (or, with `null`, declares without a value) a parameter named `name`. */
    registerParameter(name, param) {
        checkName(this, name, 'registerParameter');
        if (param !== null && !(param instanceof Parameter)) {
            throw new TypeError(`registerParameter('${name}'): expected a Parameter or null but received ${describe(param)}; wrap tensors with new nn.Parameter(t)`);
        }
        removeName(this, name, '_parameters');
        noteModuleTensor(param);
        this._parameters.set(name, param);
        setRaw(this, name, param);
    }
    /**
     * Registers a buffer: state that is not a parameter, such as BatchNorm's running mean.
     * Persistent buffers (the default) are part of `stateDict()`. The tensor is kept.
     */
    registerBuffer(name, tensor, options = {}) {
        checkName(this, name, 'registerBuffer');
        if (tensor !== null && !(tensor instanceof Tensor)) {
            throw new TypeError(`registerBuffer('${name}'): expected a Tensor or null but received ${describe(tensor)}`);
        }
        if (tensor instanceof Parameter) {
            throw new TypeError(`registerBuffer('${name}'): a Parameter cannot be a buffer; use registerParameter`);
        }
        removeName(this, name, '_buffers');
        tensor?.keep();
        noteModuleTensor(tensor);
        this._buffers.set(name, tensor);
        if (options.persistent === false)
            this._nonPersistentBuffers.add(name);
        setRaw(this, name, tensor);
    }
    /** Registers a child module (or, with `null`, declares the name without one). */
    registerModule(name, module) {
        checkName(this, name, 'registerModule');
        if (module !== null && !(module instanceof Module)) {
            throw new TypeError(`registerModule('${name}'): expected a Module or null but received ${describe(module)}`);
        }
        removeName(this, name, '_modules');
        this._modules.set(name, module);
        setRaw(this, name, module);
    }
    /** Alias of {@link Module.registerModule}. */
    addModule(name, module) {
        this.registerModule(name, module);
    }
    /** The submodule at a dotted path (`'encoder.layers.0'`); `''` is this module. */
    getSubmodule(target) {
        if (target === '')
            return this;
        let mod = this;
        const seen = [];
        for (const part of target.split('.')) {
            const next = mod._modules.get(part);
            if (!next) {
                throw new Error(`${mod.constructor.name}${seen.length ? ` (at '${seen.join('.')}')` : ''} has no submodule '${part}' (looking up '${target}')`);
            }
            seen.push(part);
            mod = next;
        }
        return mod;
    }
    /** The parameter at a dotted path (`'fc1.weight'`). */
    getParameter(target) {
        const dot = target.lastIndexOf('.');
        const mod = this.getSubmodule(dot < 0 ? '' : target.slice(0, dot));
        const p = mod._parameters.get(target.slice(dot + 1));
        if (!p)
            throw new Error(`${mod.constructor.name} has no parameter '${target.slice(dot + 1)}' (looking up '${target}')`);
        return p;
    }
    /** The buffer at a dotted path (`'bn.running_mean'`). */
    getBuffer(target) {
        const dot = target.lastIndexOf('.');
        const mod = this.getSubmodule(dot < 0 ? '' : target.slice(0, dot));
        const b = mod._buffers.get(target.slice(dot + 1));
        if (!b)
            throw new Error(`${mod.constructor.name} has no buffer '${target.slice(dot + 1)}' (looking up '${target}')`);
        return b;
    }
    // ---- traversal ----
    /** `[name, module]` for this module and every descendant, depth first, each module once. */
    namedModules(options = {}) {
        const out = [];
        const memo = options.removeDuplicate === false ? null : new Set();
        const visit = (mod, prefix) => {
            if (memo) {
                if (memo.has(mod))
                    return;
                memo.add(mod);
            }
            out.push([prefix, mod]);
            for (const [name, child] of mod._modules) {
                if (child)
                    visit(child, prefix ? `${prefix}.${name}` : name);
            }
        };
        visit(this, options.prefix ?? '');
        return out;
    }
    /** This module and every descendant, each once. */
    modules() {
        return this.namedModules().map(([, m]) => m);
    }
    /** `[name, child]` for the direct children. */
    namedChildren() {
        const out = [];
        const memo = new Set();
        for (const [name, child] of this._modules) {
            if (child && !memo.has(child)) {
                memo.add(child);
                out.push([name, child]);
            }
        }
        return out;
    }
    /** The direct children. */
    children() {
        return this.namedChildren().map(([, m]) => m);
    }
    /**
     * `[dottedName, parameter]` for every parameter (of descendants too unless
     * `recurse: false`), each shared parameter once unless `removeDuplicate: false`.
     */
    namedParameters(options = {}) {
        return this.namedMembers((m) => m._parameters, options);
    }
    /** Every parameter, each once, in registration order: what an optimizer takes. */
    parameters(options = {}) {
        return this.namedParameters(options).map(([, p]) => p);
    }
    /** `[dottedName, buffer]` for every buffer (persistent or not). */
    namedBuffers(options = {}) {
        return this.namedMembers((m) => m._buffers, options);
    }
    /** Every buffer. */
    buffers(options = {}) {
        return this.namedBuffers(options).map(([, b]) => b);
    }
    namedMembers(get, options) {
        const removeDuplicate = options.removeDuplicate !== false;
        const mods = options.recurse === false ? [[options.prefix ?? '', this]] : this.namedModules({ prefix: options.prefix, removeDuplicate });
        const memo = new Set();
        const out = [];
        for (const [prefix, mod] of mods) {
            for (const [name, v] of get(mod)) {
                if (v === null || (removeDuplicate && memo.has(v)))
                    continue;
                memo.add(v);
                out.push([prefix ? `${prefix}.${name}` : name, v]);
            }
        }
        return out;
    }
    // ---- modes and transforms ----
    /** Sets training mode on this module and every descendant (`train(false)` is `eval()`). */
    train(mode = true) {
        if (typeof mode !== 'boolean')
            throw new TypeError(`train(mode): expected a boolean but received ${describe(mode)}`);
        // Written and walked on the object behind the Proxy: a boolean registers nothing, and V8
        // takes its slow generic path for every write and read through a Proxy.
        const self = this._target;
        self.training = mode;
        for (const child of self.children())
            child.train(mode);
        return this;
    }
    /** Sets evaluation mode (dropout off, batch norm uses running statistics). */
    eval() {
        return this.train(false);
    }
    /** Calls `fn` on every descendant (children first), then on this module. */
    apply(fn) {
        for (const child of this.children())
            child.apply(fn);
        fn(this);
        return this;
    }
    /** Sets `requiresGrad` on every parameter (to freeze: `requiresGrad_(false)`). */
    requiresGrad_(requiresGrad = true) {
        for (const p of this.parameters())
            p.requiresGrad_(requiresGrad);
        return this;
    }
    /** Clears the gradients of every parameter: to null (default) or, with `setToNone: false`, to zeros. */
    zeroGrad(options = {}) {
        const setToNone = options.setToNone ?? true;
        for (const p of this.parameters()) {
            const g = p.grad;
            if (g === null)
                continue;
            if (setToNone)
                p.grad = null;
            else
                noGrad(() => g.zero_());
            g.dispose();
        }
    }
    /**
     * Moves and/or casts parameters and buffers in place (PyTorch's `module.to`): `to('cuda:0')`,
     * `to('float64')`, `to({ device, dtype })`. A dtype applies to floating-point tensors only.
     * Parameter objects keep their identity, so optimizers built earlier stay valid.
     */
    to(target) {
        let device;
        let dtype;
        if (typeof target === 'string') {
            if (isDType(target))
                dtype = toDType(target, 'Module.to');
            else
                device = checkDevice(target, 'Module.to');
        }
        else if (target && typeof target === 'object') {
            device = target.device === undefined ? undefined : checkDevice(target.device, 'Module.to');
            dtype = target.dtype === undefined ? undefined : toDType(target.dtype, 'Module.to');
        }
        else {
            throw new TypeError(`Module.to: expected a device ('cpu', 'cuda:0'), a dtype or { device, dtype } but received ${describe(target)}`);
        }
        if (dtype !== undefined && !isFloatingPoint(dtype)) {
            throw new TypeError(`Module.to: nn.Module.to only accepts floating point dtypes, but got ${dtype}`);
        }
        noGrad(() => {
            for (const t of [...this.parameters(), ...this.buffers()]) {
                const d = dtype !== undefined && isFloatingPoint(t.dtype) ? dtype : undefined;
                if (d === undefined && (device === undefined || device === t.device))
                    continue;
                if (device !== undefined && device !== 'meta' && t.device === 'meta') {
                    throw new Error(`Module.to('${device}'): the ${this.constructor.name} has tensors on the meta device, which hold no data to move; use toEmpty({ device: '${device}' }) and fill them (or load a state dict first)`);
                }
                const converted = t.to({ dtype: d, device });
                replaceTensorData(t, converted);
                converted.dispose();
            }
        });
        return this;
    }
    /** `to('float32')`. */
    float() {
        return this.to('float32');
    }
    /** `to('float64')`. */
    double() {
        return this.to('float64');
    }
    /** `to('float16')`. */
    half() {
        return this.to('float16');
    }
    /** `to('cpu')`. */
    cpu() {
        return this.to('cpu');
    }
    /** `to('cuda:<index>')`. */
    cuda(index = 0) {
        return this.to(`cuda:${index}`);
    }
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
    toEmpty(options) {
        if (options === null || typeof options !== 'object') {
            throw new TypeError(`Module.toEmpty: expected { device } (e.g. { device: 'cpu' }) but received ${describe(options)}`);
        }
        const device = checkDevice(options.device, 'Module.toEmpty');
        noGrad(() => toEmpty(this, device));
        return this;
    }
    // ---- state dicts ----
    /**
     * The module's state: every parameter and persistent buffer under its dotted name, in
     * module order (`'fc1.weight'`, `'fc1.bias'`, `'bn.running_mean'`, …).
     *
     * Values are new detached tensor references sharing storage with the module's tensors
     * (they see later updates); dispose them, or call this inside `torch.scope`. With
     * `keepVars: true` the values are the Parameter and buffer objects themselves (owned by the
     * module: do not dispose them).
     */
    stateDict(options = {}) {
        const out = {};
        for (const [name, t] of this.stateEntries(options.prefix ?? '')) {
            out[name] = options.keepVars ? t : t.detach();
        }
        return out;
    }
    /** @internal `[dottedName, tensor]` for the parameters and persistent buffers. */
    stateEntries(prefix = '') {
        const out = [];
        for (const [p, mod] of this.namedModules({ prefix, removeDuplicate: false })) {
            const base = p ? `${p}.` : '';
            for (const [name, v] of mod._parameters)
                if (v)
                    out.push([base + name, v]);
            for (const [name, v] of mod._buffers)
                if (v && !mod._nonPersistentBuffers.has(name))
                    out.push([base + name, v]);
        }
        return out;
    }
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
    loadStateDict(stateDict, options = {}) {
        const load = this.prepareLoadStateDict(stateDict, options);
        load.commit();
        return { missingKeys: load.missingKeys, unexpectedKeys: load.unexpectedKeys };
    }
    /**
     * The checking half of {@link loadStateDict}: validates everything and converts the values
     * to each target's dtype and device, changing nothing; `commit()` then copies them in (and
     * cannot fail), `abort()` releases the conversions. For loads that span several objects and
     * must change all of them or none.
     *
     * @throws Error as {@link loadStateDict} does, with the module unchanged
     */
    prepareLoadStateDict(stateDict, options = {}) {
        const strict = options.strict ?? true;
        const bare = bareTensorProblem(stateDict, 'a state dict (an object of name -> Tensor)');
        if (bare)
            throw new TypeError(`loadStateDict: ${bare}`);
        if (stateDict === null || typeof stateDict !== 'object') {
            throw new TypeError(`loadStateDict: expected a state dict (an object of name -> Tensor) but received ${describe(stateDict)}`);
        }
        const entries = stateDict instanceof Map ? stateDict : new Map(Object.entries(stateDict));
        const own = this.stateEntries();
        const ownNames = new Set(own.map(([n]) => n));
        const missingKeys = [];
        const mismatches = [];
        const copies = [];
        for (const [name, target] of own) {
            const src = entries.get(name);
            if (src === undefined) {
                missingKeys.push(name);
                continue;
            }
            if (!(src instanceof Tensor) || src.isDisposed) {
                mismatches.push(`value for ${name}: expected a Tensor but received ${src instanceof Tensor ? 'a disposed Tensor' : describe(src)}`);
                continue;
            }
            const a = src.shape;
            const b = target.shape;
            if (a.length !== b.length || a.some((d, i) => d !== b[i])) {
                mismatches.push(`size mismatch for ${name}: copying a param with shape [${a.join(', ')}] from checkpoint, the shape in current model is [${b.join(', ')}].`);
                continue;
            }
            // meta into meta has nothing to copy (PyTorch's copy_ is a no-op there): the target stays on meta
            if (src.device === 'meta' && target.device === 'meta')
                continue;
            copies.push([target, src]);
        }
        const unexpectedKeys = [...entries.keys()].filter((k) => !ownNames.has(k));
        const errors = [];
        if (strict) {
            if (missingKeys.length)
                errors.push(`Missing key(s) in state_dict: ${missingKeys.map((k) => `"${k}"`).join(', ')}.`);
            if (unexpectedKeys.length)
                errors.push(`Unexpected key(s) in state_dict: ${unexpectedKeys.map((k) => `"${k}"`).join(', ')}.`);
        }
        errors.push(...mismatches);
        if (errors.length) {
            throw new Error(`Error(s) in loading state_dict for ${this.constructor.name}:\n\t${errors.join('\n\t')}`);
        }
        // Conversions happen now, so that a value that cannot become the target's dtype or device
        // fails before anything is copied; a value that already matches is copied as it is.
        const converted = [];
        const ready = [];
        const assigned = [];
        try {
            noGrad(() => {
                for (const [target, src] of copies) {
                    if (target.device === 'meta') {
                        if (src.dtype === target.dtype)
                            assigned.push([target, src]);
                        else {
                            const c = src.to({ dtype: target.dtype }).keep();
                            converted.push(c);
                            assigned.push([target, c]);
                        }
                    }
                    else if (src.dtype === target.dtype && src.device === target.device)
                        ready.push([target, src]);
                    else {
                        const c = src.to({ dtype: target.dtype, device: target.device }).keep();
                        converted.push(c);
                        ready.push([target, c]);
                    }
                }
            });
        }
        catch (err) {
            for (const c of converted)
                c.dispose();
            throw new Error(`Error(s) in loading state_dict for ${this.constructor.name}:\n\t${err.message}`, { cause: err });
        }
        const release = () => {
            for (const c of converted.splice(0))
                c.dispose();
        };
        return {
            missingKeys,
            unexpectedKeys,
            commit: () => {
                noGrad(() => {
                    for (const [target, src] of ready)
                        target.copy_(src);
                    for (const [target, src] of assigned)
                        replaceTensorData(target, src);
                });
                release();
            },
            abort: release,
        };
    }
    // ---- lifetime ----
    /** Releases every parameter and buffer of this module and its descendants. The module is unusable afterwards. */
    dispose() {
        for (const t of [...this.parameters(), ...this.buffers()])
            t.dispose();
    }
    // ---- printing ----
    /** Extra text between the parentheses of this module's line in `toString()` (override in subclasses). */
    extraRepr() {
        return '';
    }
    /** A tree like PyTorch's repr: `Net(\n  (fc1): Linear(inFeatures=784, outFeatures=128, bias=true)\n)`. */
    toString() {
        const lines = [];
        const extra = this.extraRepr();
        if (extra)
            lines.push(...extra.split('\n'));
        for (const [name, child] of this._modules) {
            const text = child === null ? 'null' : child.toString();
            lines.push(`(${name}): ${text.split('\n').join('\n  ')}`);
        }
        const name = this.constructor.name;
        if (lines.length === 0)
            return `${name}()`;
        if (lines.length === 1 && this._modules.size === 0 && !extra.includes('\n'))
            return `${name}(${extra})`;
        return `${name}(\n  ${lines.join('\n  ')}\n)`;
    }
    [Symbol.for('nodejs.util.inspect.custom')]() {
        return this.toString();
    }
}
let nextHookId = 0;
function addHook(map, hook) {
    if (typeof hook !== 'function')
        throw new TypeError(`Expected a hook function but received ${describe(hook)}`);
    const id = nextHookId++;
    map.set(id, hook);
    return { remove: () => void map.delete(id) };
}
function checkName(mod, name, fn) {
    if (typeof name !== 'string' || name === '' || name.includes('.')) {
        throw new TypeError(`${fn}: the name must be a non-empty string without '.', but received ${describe(name)}`);
    }
    const registered = mod._parameters.has(name) || mod._buffers.has(name) || mod._modules.has(name);
    if (!registered && name in mod && Object.getOwnPropertyDescriptor(mod, name)?.value !== undefined) {
        throw new Error(`${fn}: attribute '${name}' already exists on ${mod.constructor.name}`);
    }
}
/**
 * Forgets `name` as a parameter, buffer and child module, except in `keep`: a name registered
 * again as the same kind keeps its place in the order (as assigning to an existing key of
 * PyTorch's OrderedDict does), so replacing a Sequential's layer or a Linear by its
 * tensor-parallel part leaves `parameters()` and `stateDict()` in their order.
 */
function removeName(mod, name, keep) {
    if (keep !== '_parameters')
        mod._parameters.delete(name);
    if (keep !== '_buffers')
        mod._buffers.delete(name);
    mod._nonPersistentBuffers.delete(name);
    if (keep !== '_modules')
        mod._modules.delete(name);
}
/** Defines an own data property without the registration trap. */
function setRaw(mod, name, value) {
    Object.defineProperty(mod._target, name, { value, enumerable: true, writable: true, configurable: true });
}
/** Registers what is assigned to a field: Parameters and Modules by type, tensors into registered buffers. */
const moduleTraps = {
    defineProperty(target, key, desc) {
        if (typeof key === 'string' && 'value' in desc) {
            const value = desc.value;
            if (value instanceof Parameter) {
                removeName(target, key, '_parameters');
                noteModuleTensor(value);
                target._parameters.set(key, value);
            }
            else if (value instanceof Module) {
                removeName(target, key, '_modules');
                target._modules.set(key, value);
            }
            else if (target._parameters.has(key)) {
                if (value !== null) {
                    throw new TypeError(`cannot assign ${describe(value)} as parameter '${key}' of ${target.constructor.name} (a Parameter or null is required); ` +
                        `wrap it with new nn.Parameter(t), or change its values with ${key}.copy_(t) under torch.noGrad`);
                }
                target._parameters.set(key, null);
            }
            else if (target._buffers.has(key)) {
                if (value !== null && !(value instanceof Tensor)) {
                    throw new TypeError(`cannot assign ${describe(value)} as buffer '${key}' of ${target.constructor.name} (a Tensor or null is required)`);
                }
                value?.keep();
                noteModuleTensor(value);
                target._buffers.set(key, value);
            }
            else if (target._modules.has(key)) {
                if (value !== null) {
                    throw new TypeError(`cannot assign ${describe(value)} as child module '${key}' of ${target.constructor.name} (a Module or null is required)`);
                }
                target._modules.set(key, null);
            }
        }
        return Reflect.defineProperty(target, key, desc);
    },
    deleteProperty(target, key) {
        if (typeof key === 'string')
            removeName(target, key);
        return Reflect.deleteProperty(target, key);
    },
};
function missingInput(module) {
    const name = module.constructor.name;
    throw new TypeError(`${name}.call(): the input is missing (got undefined); ${name}.forward takes ${module.forward.length} ` +
        `argument${module.forward.length === 1 ? '' : 's'}: pass the input, e.g. model.call(x)`);
}
//# sourceMappingURL=module.js.map