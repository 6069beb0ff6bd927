import type { Module } from '../../torch/nn/index.js';
/**
 * Wraps the forward of each selected module of `model` in activation checkpointing:
 * `true` selects the units ZeRO stage 3 uses (the model's direct children, and the children of
 * a direct child that is a `ModuleList`, `Sequential` or `ModuleDict`: a transformer's blocks);
 * a list names the modules by qualified name. Returns the names wrapped.
 *
 * @throws Error naming a listed module the model does not have
 */
export declare function applyActivationCheckpointing(model: Module, selection: boolean | readonly string[]): string[];
