import type { ParallelStrategy } from '../../distributed/strategy.js';
import type { FlopsSettings } from './telemetry.js';
/**
 * The FLOP/s settings of a `train()` call: the runner's FLOPs per token, divided over the
 * ranks that split one data replica's work (world size ÷ data-domain size: tensor × pipeline
 * × context), and the configured peak.
 *
 * @throws RangeError when `perToken` is not a finite number > 0.
 */
export declare function runFlops(perToken: number | undefined, strategy: Pick<ParallelStrategy, 'worldSize' | 'roles'>, peakFlops: number | undefined, warn: (text: string) => void): FlopsSettings | undefined;
