import type { Module } from '../../torch/nn/index.js';
/**
 * Gives a model with parameters or buffers on the meta device uninitialised storage on
 * `device` (`toEmpty`), before the strategy and the optimizer see it.
 *
 * @returns whether the model had meta tensors (its values are then garbage until loaded)
 */
export declare function materializeMetaModel(model: Module, device: string): boolean;
/** The error of a meta-built model that setup found nothing to load into. */
export declare function metaModelNotLoaded(runner: string): Error;
