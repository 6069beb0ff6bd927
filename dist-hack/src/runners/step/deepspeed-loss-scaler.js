import { noGrad } from '../../torch/autograd.js';
import { GradScaler } from './grad-scaler.js';
/**
 * DeepSpeed's fp16 loss scaling (runtime/fp16/loss_scaler.py): a static scale when
 * `lossScale` > 0, else `DynamicLossScaler`: it starts at 2^`initialScalePower`; an overflow
 * skips the step and, once `hysteresis` overflows have used up the tolerance, halves the scale
 * (never below `minLossScale`; an overflow at the minimum stops the run, as DeepSpeed's does);
 * every `lossScaleWindow` steps after the last overflow the scale doubles and the tolerance
 * is restored (after every clean step with `consecutiveHysteresis`). Unscaling and the overflow
 * check are {@link GradScaler}'s; only the update rule is DeepSpeed's.
 */
export class DeepSpeedLossScaler extends GradScaler {
    options;
    curScale;
    curIter = 0;
    lastOverflowIter = -1;
    curHysteresis;
    constructor(device, options) {
        const initial = options.lossScale > 0 ? options.lossScale : 2 ** options.initialScalePower;
        super(device, { initScale: initial, growthFactor: 2, backoffFactor: 0.5, growthInterval: options.lossScaleWindow });
        this.options = options;
        this.curScale = initial;
        this.curHysteresis = options.hysteresis;
    }
    /** Whether the scale is static (`fp16.loss_scale` > 0). */
    get isStatic() {
        return this.options.lossScale > 0;
    }
    /** Updates the scale from the latest unscale's overflow flag. */
    update() {
        if (!this.lastFoundInf)
            return;
        this.updateWith(this.lastFoundInf.item() > 0);
    }
    /**
     * DeepSpeed's `update_scale(overflow)`.
     * @throws Error on an overflow at the minimum scale with the tolerance used up
     */
    updateWith(overflow) {
        if (this.isStatic)
            return;
        const o = this.options;
        if (overflow) {
            if (o.hysteresis === 1 || this.curHysteresis === 1) {
                if (this.curScale === o.minLossScale) {
                    throw new Error(`fp16: the loss scale is already at its minimum (${o.minLossScale}, fp16.min_loss_scale) and the gradients still overflow; DeepSpeed stops the run here too. Lower the lr, or train in bf16`);
                }
                this.curScale = Math.max(this.curScale / 2, o.minLossScale);
            }
            else {
                this.curHysteresis -= 1;
            }
            this.lastOverflowIter = this.curIter;
        }
        else {
            if (o.consecutiveHysteresis)
                this.curHysteresis = o.hysteresis;
            if ((this.curIter - this.lastOverflowIter) % o.lossScaleWindow === 0) {
                if (!o.consecutiveHysteresis)
                    this.curHysteresis = o.hysteresis;
                this.curScale *= 2;
            }
        }
        this.curIter += 1;
        noGrad(() => this.scaleT.fill_(this.curScale));
    }
    /** The current scale, kept on the host. */
    get scale() {
        return this.curScale;
    }
    /** DeepSpeed's fields (`cur_scale`, `cur_iter`, `last_overflow_iter`, `cur_hysteresis`) beside `scale`. */
    stateDict() {
        return { scale: this.curScale, cur_scale: this.curScale, cur_iter: this.curIter, last_overflow_iter: this.lastOverflowIter, cur_hysteresis: this.curHysteresis };
    }
    loadStateDict(state) {
        super.loadStateDict(state);
        this.curScale = state.cur_scale ?? state.scale;
        this.curIter = state.cur_iter ?? 0;
        this.lastOverflowIter = state.last_overflow_iter ?? -1;
        this.curHysteresis = state.cur_hysteresis ?? this.options.hysteresis;
    }
}
//# sourceMappingURL=deepspeed-loss-scaler.js.map