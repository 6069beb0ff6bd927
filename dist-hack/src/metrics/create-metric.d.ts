import type { Metric } from './metric.js';
/** The names {@link createMetric} knows; `top{k}` stands for any positive k. */
export declare const METRIC_NAMES: readonly string[];
/**
 * A metric by name: `accuracy`, `top1` … `top10` (any `top{k}`), `f1` (binary for a binary
 * output, else macro), `f1_macro`, `f1_micro`, `mse`, `mae`. An unknown name throws an error
 * that suggests the closest known one.
 */
export declare function createMetric(name: string): Metric;
