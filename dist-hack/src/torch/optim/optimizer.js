import { native } from '../native.js';
import { bareTensorProblem } from '../bare-tensor.js';
import { enableGrad, noGrad } from '../autograd.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
import { foreach } from './foreach.js';
import { checkGroupOptions } from './options.js';
import { copyState, disposeState, toCamel, toSnake } from './state.js';
function isTensorIterable(v) {
    return v !== null && typeof v === 'object' && typeof v[Symbol.iterator] === 'function';
}
function describeValue(v) {
    if (v === null)
        return 'null';
    if (v instanceof Tensor)
        return 'Tensor';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
/**
 * The base of every optimizer (PyTorch's `torch.optim.Optimizer`): parameter groups with
 * per-group options, per-parameter state, `zeroGrad`, and state dicts in PyTorch's layout.
 *
 * Memory: state tensors are kept (no `torch.scope` frees them) and owned by the optimizer; they
 * are released when replaced by `loadStateDict` or by `dispose()`. Every temporary made by a step
 * is released before `step()` returns.
 */
export class Optimizer {
    /** The default options, filled into every group that does not set them. */
    defaults;
    /** The parameter groups; their options may be changed between steps. */
    paramGroups = [];
    /** Per-parameter state, keyed by the parameter tensor. */
    state = new Map();
    /** How many times `step()` ran. */
    stepCount = 0;
    /** During {@link stepParameters}: the parameters it updates. */
    stepping = null;
    constructor(params, defaults) {
        this.defaults = defaults;
        if (params instanceof Tensor) {
            throw new TypeError(`${this.constructor.name}: params must be an iterable of Tensors or of parameter groups, but received a single Tensor; wrap it in an array: [tensor]`);
        }
        if (!isTensorIterable(params)) {
            throw new TypeError(`${this.constructor.name}: params must be an iterable of Tensors or of parameter groups ({ params, lr?, ... }), but received ${describeValue(params)}`);
        }
        const list = [...params];
        if (list.length === 0)
            throw new Error(`${this.constructor.name}: got an empty parameter list`);
        const groups = (list[0] instanceof Tensor ? [{ params: list }] : list);
        for (const g of groups)
            this.addParamGroup(g);
    }
    /** Adds a parameter group (for example layers unfrozen during fine-tuning). */
    addParamGroup(group) {
        const name = this.constructor.name;
        if (group === null || typeof group !== 'object' || group instanceof Tensor || !('params' in group)) {
            throw new TypeError(`${name}: a parameter group must be an object { params: Tensor[], ...options } but received ${describeValue(group)}`);
        }
        const raw = group.params;
        const params = raw instanceof Tensor ? [raw] : isTensorIterable(raw) ? [...raw] : null;
        if (!params)
            throw new TypeError(`${name}: params of a parameter group must be an iterable of Tensors but received ${describeValue(raw)}`);
        params.forEach((p, i) => {
            if (!(p instanceof Tensor)) {
                throw new TypeError(`${name}: can only optimize Tensors, but params[${i}] of group ${this.paramGroups.length} is ${describeValue(p)}`);
            }
            if (p.isDisposed)
                throw new Error(`${name}: params[${i}] of group ${this.paramGroups.length} was already disposed`);
            if (!p.isLeaf) {
                throw new Error(`${name}: can't optimize a non-leaf Tensor (params[${i}] of group ${this.paramGroups.length}); pass the leaf (for example a Parameter), or call detach().requiresGrad_() on it`);
            }
        });
        if (new Set(params).size !== params.length) {
            throw new Error(`${name}: parameter group ${this.paramGroups.length} contains the same tensor more than once`);
        }
        for (const g of this.paramGroups) {
            if (g.params.some((p) => params.includes(p)))
                throw new Error(`${name}: some parameters appear in more than one parameter group`);
        }
        const out = { params };
        for (const [k, v] of Object.entries(group))
            if (k !== 'params')
                out[k] = Array.isArray(v) ? [...v] : v;
        for (const [k, v] of Object.entries(this.defaults)) {
            if (!(k in out))
                out[k] = Array.isArray(v) ? [...v] : v;
        }
        this.validateGroup(out, this.paramGroups.length);
        this.paramGroups.push(out);
    }
    /** The rules every option of this optimizer follows (see {@link checkOptions}). */
    optionRules() {
        return { lr: NON_NEGATIVE };
    }
    /** Throws a clear error when a group's options are invalid. */
    validateGroup(group, index) {
        checkGroupOptions(this.constructor.name, group, this.optionRules(), index);
    }
    /**
     * Clears the gradients of all optimized tensors: sets them to null (the default, as in
     * PyTorch 2), or with `setToNone: false` zeroes them in place.
     */
    zeroGrad(options = {}) {
        const setToNone = options.setToNone ?? true;
        if (setToNone) {
            for (const g of this.paramGroups)
                for (const p of g.params)
                    p.grad = null;
            return;
        }
        scope(() => {
            const grads = [];
            for (const g of this.paramGroups) {
                for (const p of g.params) {
                    const grad = p.grad;
                    if (grad)
                        grads.push(grad);
                }
            }
            if (grads.length)
                noGrad(() => foreach.zero_(grads));
        });
    }
    /**
     * Performs one update. With `closure` (a function that recomputes the loss, calling
     * `backward()`), runs it first with gradients enabled and returns its result.
     */
    step(closure) {
        let loss;
        if (closure)
            loss = enableGrad(closure);
        noGrad(() => scope(() => this.update()));
        this.stepCount++;
        return loss;
    }
    /**
     * Whether {@link stepParameters} may take a step a few parameters at a time: each
     * parameter's update reads only that parameter, its gradient and its own state. True for
     * SGD, Adam, AdamW, Adagrad and RMSprop, unless a subclass replaces their `step` or update.
     */
    get stepsByParameter() {
        return this.step === Optimizer.prototype.step && this.updatesByParameter();
    }
    /** Whether `update()` changes each parameter from that parameter, its gradient and its own state only. */
    updatesByParameter() {
        return false;
    }
    /**
     * This step's update of `params` only. Called for disjoint parts that together hold every
     * optimized tensor, it changes them as one {@link step} does, bit for bit; `last` marks the
     * last part, which counts the step.
     *
     * @throws Error when the optimizer cannot step by parameter ({@link stepsByParameter})
     */
    stepParameters(params, last) {
        if (!this.stepsByParameter)
            throw new Error(`${this.constructor.name}: this optimizer cannot step a few parameters at a time; call step()`);
        this.stepping = params;
        try {
            noGrad(() => scope(() => this.update()));
        }
        finally {
            this.stepping = null;
        }
        if (last)
            this.stepCount++;
    }
    /** The tensors of `group` that have a gradient, with their gradients (new references, owned by the step's scope). */
    withGrads(group) {
        const params = [];
        const grads = [];
        for (const p of group.params) {
            if (this.stepping && !this.stepping.has(p))
                continue;
            const g = p.grad;
            if (g) {
                params.push(p);
                grads.push(g);
            }
        }
        return { params, grads };
    }
    /** The group's parameters that have a gradient, without reading the gradients. */
    paramsWithGrad(group) {
        return group.params.filter((p) => (!this.stepping || this.stepping.has(p)) && native.hasGrad(p._h));
    }
    /** The state of `p`, created empty on first use. */
    stateOf(p) {
        let s = this.state.get(p);
        if (!s) {
            s = {};
            this.state.set(p, s);
        }
        return s;
    }
    /**
     * The optimizer's state in PyTorch's layout (see {@link OptimizerStateDict}). Tensors in it are
     * the live state tensors, not copies: do not dispose them, and clone them if they must outlive
     * later steps unchanged (checkpoint writers serialize them right away).
     */
    stateDict() {
        const index = new Map();
        let next = 0;
        const paramGroups = this.paramGroups.map((g) => {
            const packed = {};
            for (const [k, v] of Object.entries(g)) {
                if (k === 'params')
                    continue;
                packed[toSnake(k)] = Array.isArray(v) ? [...v] : v;
            }
            packed.params = g.params.map((p) => {
                let i = index.get(p);
                if (i === undefined)
                    index.set(p, (i = next++));
                return i;
            });
            return packed;
        });
        const state = new Map();
        for (const [p, s] of this.state) {
            const i = index.get(p);
            if (i !== undefined)
                state.set(i, { ...s });
        }
        return { state, param_groups: paramGroups };
    }
    /**
     * Restores state from {@link stateDict} output, or from a PyTorch optimizer's `state_dict()`
     * loaded from a checkpoint (integer or numeric-string state keys). Tensors are copied (floating
     * ones cast to their parameter's dtype and device, except `step`); group options are replaced
     * by the saved ones, and the groups keep their current tensors. Everything is checked before
     * anything changes: when it throws, the optimizer is as it was.
     */
    loadStateDict(stateDict) {
        this.prepareLoadStateDict(stateDict).commit();
    }
    /**
     * The checking half of {@link loadStateDict}: validates the groups and their options, and
     * copies the state tensors, changing nothing; `commit()` then installs them (and cannot
     * fail), `abort()` releases them.
     */
    prepareLoadStateDict(stateDict) {
        const name = this.constructor.name;
        const bare = bareTensorProblem(stateDict, 'an optimizer state dict { state, param_groups }');
        if (bare)
            throw new TypeError(`${name}.loadStateDict: ${bare}`);
        if (!stateDict || typeof stateDict !== 'object' || !('state' in stateDict) || !('param_groups' in stateDict)) {
            throw new TypeError(`${name}.loadStateDict: expected an object { state, param_groups } (from stateDict()) but received ${describeValue(stateDict)}`);
        }
        const saved = stateDict.param_groups;
        if (!Array.isArray(saved) || saved.length !== this.paramGroups.length) {
            throw new Error(`${name}.loadStateDict: the state dict has ${Array.isArray(saved) ? saved.length : 'no'} parameter groups but this optimizer has ${this.paramGroups.length}`);
        }
        const idMap = new Map();
        saved.forEach((sg, gi) => {
            if (sg === null || typeof sg !== 'object' || Array.isArray(sg)) {
                throw new TypeError(`${name}.loadStateDict: parameter group ${gi} of the state dict is ${describeValue(sg)}, not an object of options and params`);
            }
            const ids = sg.params;
            const current = this.paramGroups[gi].params;
            if (!Array.isArray(ids) || ids.length !== current.length) {
                throw new Error(`${name}.loadStateDict: parameter group ${gi} of the state dict has ${Array.isArray(ids) ? ids.length : 'no'} parameters but this optimizer's group has ${current.length}`);
            }
            ids.forEach((id, k) => idMap.set(Number(id), current[k]));
        });
        // The groups as they will be, checked by the same rules as a constructor's groups.
        const groups = saved.map((sg, gi) => {
            const group = { params: this.paramGroups[gi].params };
            for (const [k, v] of Object.entries(sg))
                if (k !== 'params')
                    group[toCamel(k)] = Array.isArray(v) ? [...v] : v;
            for (const [k, v] of Object.entries(this.defaults))
                if (!(k in group))
                    group[k] = Array.isArray(v) ? [...v] : v;
            try {
                this.validateGroup(group, gi);
            }
            catch (err) {
                throw new Error(`${name}.loadStateDict: the saved options are invalid: ${err.message}`, { cause: err });
            }
            return group;
        });
        const entries = stateDict.state instanceof Map
            ? [...stateDict.state.entries()].map(([k, v]) => [Number(k), v])
            : Object.entries(stateDict.state ?? {}).map(([k, v]) => [Number(k), v]);
        const next = new Map();
        try {
            for (const [id, value] of entries) {
                const p = idMap.get(id);
                if (!p)
                    throw new Error(`${name}.loadStateDict: state key ${id} names no parameter (the groups hold indices ${[...idMap.keys()].join(', ')})`);
                next.set(p, copyState(value, (t, key) => castStateTensor(p, t, key)));
            }
        }
        catch (err) {
            for (const s of next.values())
                disposeState(s);
            throw err;
        }
        return {
            commit: () => {
                for (const s of this.state.values())
                    disposeState(s);
                this.state.clear();
                for (const [p, s] of next)
                    this.state.set(p, s);
                groups.forEach((next, gi) => {
                    const group = this.paramGroups[gi];
                    for (const k of Object.keys(group))
                        if (k !== 'params')
                            delete group[k];
                    for (const [k, v] of Object.entries(next))
                        if (k !== 'params')
                            group[k] = v;
                });
                this.afterLoad();
            },
            abort: () => {
                for (const s of next.values())
                    disposeState(s);
                next.clear();
            },
        };
    }
    /** Called after `loadStateDict` (PyTorch's `__setstate__`): upgrade older state layouts here. */
    afterLoad() { }
    /** Releases every state tensor; the optimizer starts from empty state if used again. */
    dispose() {
        for (const s of this.state.values())
            disposeState(s);
        this.state.clear();
    }
}
function castStateTensor(param, t, key) {
    if (key === 'step')
        return t.detach().clone();
    const floating = /^(float|bfloat)/.test(param.dtype);
    return t.to({ dtype: floating ? param.dtype : t.dtype, device: param.device, copy: true });
}
/** A number >= 0: the rule of learning rates, decays, momenta and epsilons. */
export const NON_NEGATIVE = { type: 'number', min: 0 };
/** Options every optimizer shares the rules of. */
export const COMMON_RULES = {
    lr: NON_NEGATIVE,
    maximize: { type: 'boolean' },
    foreach: { type: 'boolean', nullable: true },
    differentiable: { type: 'boolean' },
};
/**
 * The gradients a multi-tensor step works with (PyTorch 1.13's `_multi_tensor_*`): negated when
 * `maximize`, then plus `weightDecay · param` (the L2 term) when `weightDecay` is not 0. The
 * inputs are not changed; new tensors are temporaries of the step.
 */
export function effectiveGrads(params, grads, maximize, weightDecay) {
    if (maximize)
        grads = foreach.neg(grads);
    if (weightDecay !== 0)
        grads = foreach.addList(grads, params, weightDecay);
    return grads;
}
//# sourceMappingURL=optimizer.js.map