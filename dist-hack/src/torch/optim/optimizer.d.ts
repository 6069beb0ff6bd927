import type { PreparedLoad } from '../prepared-load.js';
import { Tensor } from '../tensor.js';
import { type OptionRules } from './options.js';
import { type StateValue } from './state.js';
/** Options every optimizer has. */
export interface BaseOptions {
    /** Learning rate. */
    lr: number;
}
/**
 * One parameter group: its tensors and its options (camelCase names). Options are mutable:
 * schedulers set `lr` (and `initialLr`, `momentum`, `betas`, ...), and a change takes effect at
 * the next `step()`.
 */
export type ParamGroup<O extends BaseOptions = BaseOptions> = O & {
    params: Tensor[];
    /** The lr a scheduler started from (PyTorch's `initial_lr`), set by the first scheduler attached. */
    initialLr?: number;
    [option: string]: unknown;
};
/** A parameter group as given to a constructor: tensors plus any options that differ from the defaults. */
export type ParamGroupInput<O extends BaseOptions = BaseOptions> = Partial<O> & {
    params: Iterable<Tensor> | Tensor;
    [option: string]: unknown;
};
/** What optimizers accept: tensors (`model.parameters()`), or parameter groups. */
export type ParamsInput<O extends BaseOptions = BaseOptions> = Iterable<Tensor> | Iterable<ParamGroupInput<O>>;
/** Per-parameter state, with PyTorch's key names (`step`, `exp_avg`, `momentum_buffer`, ...). */
export type ParamState = Record<string, StateValue>;
/**
 * An optimizer state dict in PyTorch's layout: `state` maps the integer index of a parameter
 * (counted across groups in order) to its state; each of `param_groups` holds the group's options
 * under PyTorch's snake_case names and `params`, the indices of its parameters. `state` is a Map so
 * that its keys stay integers when pickled (PyTorch's `load_state_dict` matches integer keys).
 */
export interface OptimizerStateDict {
    state: Map<number, ParamState>;
    param_groups: Array<{
        params: number[];
        [option: string]: unknown;
    }>;
}
/**
 * The base of every optimizer (PyTorch's `torch.optim.Optimizer`): parameter groups with
 * per-group options, per-parameter state, `zeroGrad`, and state dicts in PyTorch's layout.
 *
 * Memory: state tensors are kept (no `torch.scope` frees them) and owned by the optimizer; they
 * are released when replaced by `loadStateDict` or by `dispose()`. Every temporary made by a step
 * is released before `step()` returns.
 */
export declare abstract class Optimizer<O extends BaseOptions = BaseOptions> {
    /** The default options, filled into every group that does not set them. */
    readonly defaults: O;
    /** The parameter groups; their options may be changed between steps. */
    readonly paramGroups: ParamGroup<O>[];
    /** Per-parameter state, keyed by the parameter tensor. */
    readonly state: Map<Tensor, ParamState>;
    /** How many times `step()` ran. */
    stepCount: number;
    /** During {@link stepParameters}: the parameters it updates. */
    private stepping;
    protected constructor(params: ParamsInput<O>, defaults: O);
    /** Adds a parameter group (for example layers unfrozen during fine-tuning). */
    addParamGroup(group: ParamGroupInput<O>): void;
    /** The rules every option of this optimizer follows (see {@link checkOptions}). */
    protected optionRules(): OptionRules;
    /** Throws a clear error when a group's options are invalid. */
    protected validateGroup(group: ParamGroup<O>, index: number): void;
    /**
     * Clears the gradients of all optimized tensors: sets them to null (the default, as in
     * PyTorch 2), or with `setToNone: false` zeroes them in place.
     */
    zeroGrad(options?: {
        setToNone?: boolean;
    }): void;
    /**
     * Performs one update. With `closure` (a function that recomputes the loss, calling
     * `backward()`), runs it first with gradients enabled and returns its result.
     */
    step<T = unknown>(closure?: () => T): T | undefined;
    /**
     * Whether {@link stepParameters} may take a step a few parameters at a time: each
     * parameter's update reads only that parameter, its gradient and its own state. True for
     * SGD, Adam, AdamW, Adagrad and RMSprop, unless a subclass replaces their `step` or update.
     */
    get stepsByParameter(): boolean;
    /** Whether `update()` changes each parameter from that parameter, its gradient and its own state only. */
    protected updatesByParameter(): boolean;
    /**
     * This step's update of `params` only. Called for disjoint parts that together hold every
     * optimized tensor, it changes them as one {@link step} does, bit for bit; `last` marks the
     * last part, which counts the step.
     *
     * @throws Error when the optimizer cannot step by parameter ({@link stepsByParameter})
     */
    stepParameters(params: ReadonlySet<Tensor>, last: boolean): void;
    /** The update itself, run under `noGrad` inside a scope that frees its temporaries. */
    protected abstract update(): void;
    /** The tensors of `group` that have a gradient, with their gradients (new references, owned by the step's scope). */
    protected withGrads(group: ParamGroup<O>): {
        params: Tensor[];
        grads: Tensor[];
    };
    /** The group's parameters that have a gradient, without reading the gradients. */
    protected paramsWithGrad(group: ParamGroup<O>): Tensor[];
    /** The state of `p`, created empty on first use. */
    protected stateOf(p: Tensor): ParamState;
    /**
     * The optimizer's state in PyTorch's layout (see {@link OptimizerStateDict}). Tensors in it are
     * the live state tensors, not copies: do not dispose them, and clone them if they must outlive
     * later steps unchanged (checkpoint writers serialize them right away).
     */
    stateDict(): OptimizerStateDict;
    /**
     * Restores state from {@link stateDict} output, or from a PyTorch optimizer's `state_dict()`
     * loaded from a checkpoint (integer or numeric-string state keys). Tensors are copied (floating
     * ones cast to their parameter's dtype and device, except `step`); group options are replaced
     * by the saved ones, and the groups keep their current tensors. Everything is checked before
     * anything changes: when it throws, the optimizer is as it was.
     */
    loadStateDict(stateDict: OptimizerStateDict | {
        state: Record<string, ParamState> | Map<number, ParamState>;
        param_groups: unknown[];
    }): void;
    /**
     * The checking half of {@link loadStateDict}: validates the groups and their options, and
     * copies the state tensors, changing nothing; `commit()` then installs them (and cannot
     * fail), `abort()` releases them.
     */
    prepareLoadStateDict(stateDict: OptimizerStateDict | {
        state: Record<string, ParamState> | Map<number, ParamState>;
        param_groups: unknown[];
    }): PreparedLoad;
    /** Called after `loadStateDict` (PyTorch's `__setstate__`): upgrade older state layouts here. */
    protected afterLoad(): void;
    /** Releases every state tensor; the optimizer starts from empty state if used again. */
    dispose(): void;
}
/** A number >= 0: the rule of learning rates, decays, momenta and epsilons. */
export declare const NON_NEGATIVE: {
    readonly type: "number";
    readonly min: 0;
};
/** Options every optimizer shares the rules of. */
export declare const COMMON_RULES: {
    readonly lr: {
        readonly type: "number";
        readonly min: 0;
    };
    readonly maximize: {
        readonly type: "boolean";
    };
    readonly foreach: {
        readonly type: "boolean";
        readonly nullable: true;
    };
    readonly differentiable: {
        readonly type: "boolean";
    };
};
/**
 * The gradients a multi-tensor step works with (PyTorch 1.13's `_multi_tensor_*`): negated when
 * `maximize`, then plus `weightDecay · param` (the L2 term) when `weightDecay` is not 0. The
 * inputs are not changed; new tensors are temporaries of the step.
 */
export declare function effectiveGrads(params: Tensor[], grads: Tensor[], maximize: boolean, weightDecay: number): Tensor[];
