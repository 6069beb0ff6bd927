import type { DType } from '../torch/dtype.js';
import type { Module } from '../torch/nn/index.js';
import { Tensor } from '../torch/tensor.js';
import type { Topology } from './topology/topology.js';
/** A model that declares which of its parameters are one weight (each group's names must name one tensor). */
export interface TiedParametersProvider {
    /** Groups of parameter names, each naming one tensor (`[['tokens.weight', 'head.weight']]`). */
    tiedParameters(): readonly (readonly string[])[];
}
/** Every name of each parameter registered under several, first name first, in the model's order. */
export declare function tiedParameterNames(model: Module): string[][];
/** Each later name of a tied parameter, mapped to its first name. */
export declare function parameterAliases(model: Module): Map<string, string>;
/**
 * Checks the ties the model declares (`tiedParameters()`): each group's names must name one
 * tensor of the model, so that training updates them as one weight.
 *
 * @throws Error naming the names that are not one tensor (a tie broken by `parallelize`, say), or a name the model lacks
 */
export declare function checkDeclaredTies(model: Module, when: string): void;
/** A state dict without the later names of tied parameters (each tied weight once, under its first name). */
export declare function withoutAliases<T>(sd: Record<string, T>, aliases: ReadonlyMap<string, string>): Record<string, T>;
/** A loaded state dict with each missing later name of a tied parameter given its first name's value. */
export declare function withAliases<T>(sd: Record<string, T> | Map<string, T>, aliases: ReadonlyMap<string, string>): Record<string, T> | Map<string, T>;
/**
 * The weights that several pipeline stages hold, found from the stages themselves: every
 * stage reports which of the model's multiply-named parameters its local parts hold (one
 * reduction over the pipeline group). After each backward the gradients of every copy are
 * summed over the stages ({@link allReduce}), so the copies take the same step and stay equal.
 */
export declare class CrossStageTies {
    private readonly ties;
    private readonly stage;
    private constructor();
    /** No ties (no pipeline, or none across stages). */
    static readonly none: CrossStageTies;
    /**
     * Finds the cross-stage ties of `model` whose local parts are `local`. Collective over the
     * pipeline group.
     *
     * @throws Error when the stages disagree about the model's tied parameters
     */
    static find(model: Module, local: Module, topology: Topology): Promise<CrossStageTies>;
    /** Whether any weight is held by several stages. */
    get any(): boolean;
    /** The first name and holding stages of each cross-stage tie (for messages and logs). */
    describe(): string;
    /** Whether `param` is a cross-stage tied weight that another stage writes and counts (this stage holds a copy). */
    isCopy(param: Tensor): boolean;
    /**
     * Sums the gradient of every copy of each tied weight over the pipeline group, in place:
     * `gradOf(param)` gives the gradient this rank steps for it (the whole gradient, or its shard),
     * `shapeOf(param)` its shape and dtype on every rank (stages that hold no copy send zeros).
     * Collective over the pipeline group; every stage calls it after its backward, before the
     * gradient is clipped or stepped.
     */
    allReduce(topology: Topology, gradOf: (param: Tensor) => Tensor | null | undefined, shapeOf: (param: Tensor) => {
        shape: number[];
        dtype: DType;
    }): Promise<void>;
}
