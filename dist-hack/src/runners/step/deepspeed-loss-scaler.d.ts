import type { DeepSpeedConfig } from '../../config/index.js';
import { GradScaler } from './grad-scaler.js';
/** `deepspeed.lossScale`: the ds_config's fp16 loss-scale keys. */
export type DeepSpeedLossScale = NonNullable<DeepSpeedConfig['lossScale']>;
/**
 * DeepSpeed's fp16 loss scaling (runtime/fp16/loss_scaler.py): a static scale when
 * `lossScale` > 0, else `DynamicLossScaler`: it starts at 2^`initialScalePower`; an overflow
 * skips the step and, once `hysteresis` overflows have used up the tolerance, halves the scale
 * (never below `minLossScale`; an overflow at the minimum stops the run, as DeepSpeed's does);
 * every `lossScaleWindow` steps after the last overflow the scale doubles and the tolerance
 * is restored (after every clean step with `consecutiveHysteresis`). Unscaling and the overflow
 * check are {@link GradScaler}'s; only the update rule is DeepSpeed's.
 */
export declare class DeepSpeedLossScaler extends GradScaler {
    readonly options: DeepSpeedLossScale;
    private curScale;
    private curIter;
    private lastOverflowIter;
    private curHysteresis;
    constructor(device: string, options: DeepSpeedLossScale);
    /** Whether the scale is static (`fp16.loss_scale` > 0). */
    get isStatic(): boolean;
    /** Updates the scale from the latest unscale's overflow flag. */
    update(): void;
    /**
     * DeepSpeed's `update_scale(overflow)`.
     * @throws Error on an overflow at the minimum scale with the tolerance used up
     */
    updateWith(overflow: boolean): void;
    /** The current scale, kept on the host. */
    get scale(): number;
    /** DeepSpeed's fields (`cur_scale`, `cur_iter`, `last_overflow_iter`, `cur_hysteresis`) beside `scale`. */
    stateDict(): Record<string, number>;
    loadStateDict(state: Record<string, number>): void;
}
