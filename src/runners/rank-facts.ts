import { canonicalKeys } from '../config/keys.js';
import type { RunnerConfig } from '../config/index.js';
import { modelFacts } from '../distributed/rank-agreement.js';
import type { Module } from '../torch/nn/index.js';

/**
 * What every rank of a data-parallel run must have in common, as `kind name` → value text:
 * each key of the canonical config (keys that only say how or where a rank runs, such as
 * logging, paths, checkpoint policy and loader workers, are not in it and may differ), and
 * the name, dtype and shape of every parameter and buffer.
 */
export function rankFacts(config: RunnerConfig, model: Module): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const [key, value] of canonicalKeys(config)) facts[`config ${key}`] = JSON.stringify(value) ?? 'unset';
  return { ...facts, ...modelFacts(model) };
}
