import { extname } from 'node:path';

import type { Module } from '../torch/nn/module.js';
import { load, safetensors } from '../torch/serialize/index.js';
import { Tensor } from '../torch/tensor.js';
import { disposeTree } from './tree.js';

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
export function readPretrained(path: string, options: Pick<PretrainedOptions, 'keyMap'> = {}): Record<string, Tensor> {
  let state: Record<string, Tensor>;
  const ext = extname(path).toLowerCase();
  try {
    state = ext === '.safetensors' ? safetensors.load(path) : stateDictOf(load(path));
    if (options.keyMap) state = renameKeys(state, options.keyMap);
  } catch (err) {
    const reason = (err as Error).message.replace(/^(torch\.load|safetensors\.load): cannot (load|read) '.*?': /s, '');
    throw new Error(`Cannot read pretrained weights from '${path}': ${reason}`);
  }
  return state;
}

/**
 * Loads a state dict into a module. With `strict` (the default) any missing, unexpected or
 * mis-shaped key is an error listing all of them and nothing is loaded; otherwise every
 * key that matches by name and shape is loaded and the rest is reported.
 */
export function loadPretrainedWeights(module: Module, state: Record<string, Tensor>, path: string, options: PretrainedOptions = {}): PretrainedReport {
  const strict = options.strict ?? true;
  const own = new Map(module.stateEntries());
  const loadable: Record<string, Tensor> = {};
  const missingKeys: string[] = [];
  const mismatchedKeys: MismatchedKey[] = [];
  for (const [key, target] of own) {
    const src = state[key];
    if (src === undefined) missingKeys.push(key);
    else if (!sameShape(src.shape, target.shape)) mismatchedKeys.push({ key, saved: [...src.shape], expected: [...target.shape] });
    else loadable[key] = src;
  }
  const unexpectedKeys = Object.keys(state).filter((k) => !own.has(k));
  const report: PretrainedReport = { path, loadedKeys: Object.keys(loadable), missingKeys, unexpectedKeys, mismatchedKeys };
  if (strict && (missingKeys.length || unexpectedKeys.length || mismatchedKeys.length)) {
    throw new Error(`Cannot load pretrained weights from '${path}' strictly:\n${describeReport(report)}\nLoad with { strict: false } to load the matching keys and skip the rest, or map names with keyMap (e.g. { 'module.': '' }).`);
  }
  module.loadStateDict(loadable, { strict: false });
  return report;
}

/** Reads weights from a file and loads them into a module (see {@link readPretrained}, {@link loadPretrainedWeights}). */
export function loadPretrained(module: Module, path: string, options: PretrainedOptions = {}): PretrainedReport {
  const state = readPretrained(path, options);
  try {
    return loadPretrainedWeights(module, state, path, options);
  } finally {
    disposeTree(state);
  }
}

/** The report as indented lines, for logs and errors. */
export function describeReport(report: PretrainedReport): string {
  const lines: string[] = [];
  const list = (keys: string[]) => (keys.length > 8 ? `${keys.slice(0, 8).join(', ')}, … (${keys.length} in all)` : keys.join(', '));
  if (report.missingKeys.length) lines.push(`  missing (in the model, not in the file): ${list(report.missingKeys)}`);
  if (report.unexpectedKeys.length) lines.push(`  unexpected (in the file, not in the model): ${list(report.unexpectedKeys)}`);
  if (report.mismatchedKeys.length) {
    lines.push(`  mis-shaped: ${list(report.mismatchedKeys.map((m) => `${m.key} [${m.saved.join(', ')}] in the file, [${m.expected.join(', ')}] in the model`))}`);
  }
  if (lines.length === 0) lines.push(`  all ${report.loadedKeys.length} keys matched`);
  return lines.join('\n');
}

function stateDictOf(value: unknown): Record<string, Tensor> {
  const isDict = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Tensor);
  let state: unknown = value;
  if (isDict(value) && !allTensors(value)) {
    const key = ['model', 'state_dict', 'model_state_dict'].find((k) => isDict(value[k]));
    if (key === undefined && Array.isArray(value.components) && !value.components.includes('model')) {
      const components = value.components.join(', ');
      disposeTree(value);
      throw new Error(`it is a runner checkpoint saved without model weights (components: ${components}; see checkpoint.components), so it has no weights to load`);
    }
    if (key === undefined) {
      disposeTree(value);
      throw new Error(
        `it holds a dict with keys ${Object.keys(value).slice(0, 8).join(', ')}, neither a state dict (names to tensors) nor a checkpoint with a 'model' or 'state_dict' entry`,
      );
    }
    state = value[key];
    for (const [k, v] of Object.entries(value)) if (k !== key) disposeTree(v);
  }
  if (!isDict(state) || !allTensors(state)) {
    const bad = isDict(state) ? Object.entries(state).find(([, v]) => !(v instanceof Tensor))?.[0] : undefined;
    disposeTree(value);
    throw new Error(bad !== undefined ? `its state dict entry '${bad}' is not a tensor` : `it holds no state dict (names to tensors)`);
  }
  return state as Record<string, Tensor>;
}

function allTensors(dict: Record<string, unknown>): boolean {
  return Object.values(dict).every((v) => v instanceof Tensor);
}

/** Renames the keys of `state` by `map` (see {@link KeyMap}); dropped tensors are disposed. */
export function renameKeys(state: Record<string, Tensor>, map: KeyMap): Record<string, Tensor> {
  const rename =
    typeof map === 'function'
      ? map
      : (key: string): string => {
          const prefix = Object.keys(map)
            .filter((p) => key.startsWith(p))
            .sort((a, b) => b.length - a.length)[0];
          return prefix === undefined ? key : map[prefix] + key.slice(prefix.length);
        };
  const out: Record<string, Tensor> = {};
  for (const [key, t] of Object.entries(state)) {
    const next = rename(key);
    if (next === null) t.dispose();
    else if (next in out) {
      disposeTree(out);
      t.dispose();
      throw new Error(`keyMap maps two keys to '${next}'`);
    } else out[next] = t;
  }
  return out;
}

function sameShape(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}
