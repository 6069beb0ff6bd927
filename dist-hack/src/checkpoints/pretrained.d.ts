import type { Module } from '../torch/nn/module.js';
import { Tensor } from '../torch/tensor.js';
/**
 * Renames keys by prefix: `{ 'module.': '' }` strips DataParallel's `module.`,
 * `{ 'backbone.': 'encoder.' }` moves a sub-tree. The longest matching prefix applies.
 * A function receives each key and returns the new key, or null to drop it.
 */
export type KeyMap = Record<string, string> | ((key: string) => string | null);
/** Options of {@link readPretrained} and {@link loadPretrainedWeights}. */
export interface PretrainedOptions {
    /** Fail unless the keys and shapes match exactly (default true). */
    strict?: boolean;
    /** Renames keys before matching (see {@link KeyMap}). */
    keyMap?: KeyMap;
}
/** A key whose tensor has another shape than the model's. */
export interface MismatchedKey {
    key: string;
    /** Shape in the file. */
    saved: number[];
    /** Shape in the model. */
    expected: number[];
}
/** What loading pretrained weights found. */
export interface PretrainedReport {
    /** The file read. */
    path: string;
    /** Keys loaded into the model. */
    loadedKeys: string[];
    /** Model keys the file does not have (left as initialised). */
    missingKeys: string[];
    /** File keys the model does not have (ignored). */
    unexpectedKeys: string[];
    /** Keys present in both with different shapes (left as initialised). */
    mismatchedKeys: MismatchedKey[];
}
/**
 * Reads model weights from a file: a `.safetensors` file, or a torch.save archive holding a
 * bare state dict, a runner checkpoint (its `model` is taken), or a dict with a
 * `state_dict` / `model_state_dict` entry. Keys are renamed by `keyMap`. The tensors are
 * owned by the caller.
 *
 * @throws Error naming the file when it cannot be read or holds no state dict
 */
export declare function readPretrained(path: string, options?: Pick<PretrainedOptions, 'keyMap'>): Record<string, Tensor>;
/**
 * Loads a state dict into a module. With `strict` (the default) any missing, unexpected or
 * mis-shaped key is an error listing all of them and nothing is loaded; otherwise every
 * key that matches by name and shape is loaded and the rest is reported.
 */
export declare function loadPretrainedWeights(module: Module, state: Record<string, Tensor>, path: string, options?: PretrainedOptions): PretrainedReport;
/** Reads weights from a file and loads them into a module (see {@link readPretrained}, {@link loadPretrainedWeights}). */
export declare function loadPretrained(module: Module, path: string, options?: PretrainedOptions): PretrainedReport;
/** The report as indented lines, for logs and errors. */
export declare function describeReport(report: PretrainedReport): string;
/** Renames the keys of `state` by `map` (see {@link KeyMap}); dropped tensors are disposed. */
export declare function renameKeys(state: Record<string, Tensor>, map: KeyMap): Record<string, Tensor>;
