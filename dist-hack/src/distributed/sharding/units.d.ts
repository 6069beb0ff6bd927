import { type Module } from '../../torch/nn/index.js';
import type { ParamPartition } from './partition.js';
/**
 * Which modules are units: called with each module's qualified name and the module (never
 * the root, which is always a unit). Default ({@link defaultUnitPolicy}): the model's direct
 * children, and the children of a direct child that is a container (`ModuleList`,
 * `Sequential`, `ModuleDict`: a transformer's blocks one by one).
 */
export type UnitPolicy = (name: string, module: Module) => boolean;
/** One unit: its module and the partitions of the parameters it owns, in model order. */
export interface UnitSpec {
    /** The module's qualified name ('' for the root). */
    readonly name: string;
    readonly module: Module;
    readonly partitions: readonly ParamPartition[];
}
/** The default units of `model` (see {@link UnitPolicy}). */
export declare function defaultUnitPolicy(model: Module): UnitPolicy;
/**
 * Splits `partitions` (the model's trainable parameters, by qualified name) into units:
 * each parameter goes to the deepest selected module whose name prefixes it, or to the root.
 * A parameter registered under several names (a head tied to the token embedding) goes to the
 * deepest module that prefixes every one of them, as FSDP requires of shared parameters: the
 * unit of one of its modules would free it before the other ran.
 * Units are returned in the order their first parameter appears (forward order for models
 * that register modules in the order they run); units without parameters are dropped.
 */
export declare function buildUnits(model: Module, partitions: readonly ParamPartition[], policy?: UnitPolicy): UnitSpec[];
