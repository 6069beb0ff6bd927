import type { Tensor } from '../tensor.js';
import type { Module } from './module.js';
/** Notes that `t`, about to become a parameter or buffer, may be a meta tensor (so calls start checking). */
export declare function noteModuleTensor(t: Tensor | null): void;
/**
 * Throws when one of `module`'s own parameters or buffers is still on the meta device. Only
 * checks once some module tensor was ever made on meta, so other programs pay nothing.
 */
export declare function checkNotMeta(module: Module): void;
/**
 * Gives every parameter and buffer of `module` (and its descendants) new, uninitialised
 * storage of the same shape, dtype and strides on `device`, keeping the Parameter and buffer
 * objects (see {@link Module.toEmpty}).
 */
export declare function toEmpty(module: Module, device: string): void;
