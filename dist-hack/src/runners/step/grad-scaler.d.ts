import type { Stateful } from '../../checkpoints/stateful.js';
import type { Tensor } from '../../torch/tensor.js';
/** Options of {@link GradScaler} (PyTorch's names and defaults). */
export interface GradScalerOptions {
    initScale?: number;
    growthFactor?: number;
    backoffFactor?: number;
    growthInterval?: number;
}
/**
 * Dynamic loss scaling for float16 training (PyTorch's `torch.cuda.amp.GradScaler`): the
 * loss is multiplied by `scale` before backward so small gradients survive float16; at the
 * optimizer step the gradients are unscaled and checked in one fused kernel
 * (`_amp_foreach_non_finite_check_and_unscale_`); a step with an overflow is skipped and the
 * scale backs off, and after `growthInterval` clean steps it grows (`_amp_update_scale_`).
 * The scale lives on the gradients' device, so no step waits for the host.
 */
export declare class GradScaler implements Stateful {
    readonly device: string;
    readonly growthFactor: number;
    readonly backoffFactor: number;
    readonly growthInterval: number;
    protected scaleT: Tensor;
    private growthTracker;
    constructor(device: string, options?: GradScalerOptions);
    /** The current scale. */
    get scale(): number;
    /** `loss × scale`, to call backward on. */
    scaleLoss(loss: Tensor): Tensor;
    /**
     * Unscales `grads` in place, also dividing by `divisor` (the accumulation divisor), and
     * returns whether any of them is non-finite.
     */
    unscale(grads: Tensor[], divisor: number): boolean;
    protected lastFoundInf: Tensor | undefined;
    /** Updates the scale from the latest {@link unscale}'s overflow flag. */
    update(): void;
    /** PyTorch's layout: `scale`, `growth_factor`, `backoff_factor`, `growth_interval`, `_growth_tracker`. */
    stateDict(): Record<string, number>;
    loadStateDict(state: Record<string, number>): void;
    dispose(): void;
}
