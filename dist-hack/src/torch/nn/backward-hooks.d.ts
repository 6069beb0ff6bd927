import { Tensor } from '../tensor.js';
import type { Module } from './module.js';
/**
 * Runs during backward with the gradients of the module's tensor inputs and outputs (null where
 * there is none); returning an array replaces `gradInput`. The tensors are valid during the call.
 */
export type FullBackwardHook = (module: Module, gradInput: (Tensor | null)[], gradOutput: (Tensor | null)[]) => (Tensor | null)[] | void;
/** Runs during backward with the gradients of the module's outputs; returning an array replaces them. */
export type FullBackwardPreHook = (module: Module, gradOutput: (Tensor | null)[]) => (Tensor | null)[] | void;
/** @internal Module.call with full backward hooks or pre-hooks registered. */
export declare function callWithBackwardHooks(module: Module, hooks: FullBackwardHook[], preHooks: FullBackwardPreHook[], args: unknown[], forward: (args: unknown[]) => unknown): unknown;
