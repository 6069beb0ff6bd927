import { noGrad } from '../../torch/autograd.js';
import { full } from '../../torch/creation.js';
import { callOp } from '../../torch/ops.js';
import { scope } from '../../torch/scope.js';
/**
 * Dynamic loss scaling for float16 training (PyTorch's `torch.cuda.amp.GradScaler`): the
 * loss is multiplied by `scale` before backward so small gradients survive float16; at the
 * optimizer step the gradients are unscaled and checked in one fused kernel
 * (`_amp_foreach_non_finite_check_and_unscale_`); a step with an overflow is skipped and the
 * scale backs off, and after `growthInterval` clean steps it grows (`_amp_update_scale_`).
 * The scale lives on the gradients' device, so no step waits for the host.
 */
export class GradScaler {
    device;
    growthFactor;
    backoffFactor;
    growthInterval;
    scaleT;
    growthTracker;
    constructor(device, options = {}) {
        this.device = device;
        this.growthFactor = options.growthFactor ?? 2;
        this.backoffFactor = options.backoffFactor ?? 0.5;
        this.growthInterval = options.growthInterval ?? 2000;
        this.scaleT = full([], options.initScale ?? 65536, { dtype: 'float32', device }).keep();
        this.growthTracker = full([], 0, { dtype: 'int32', device }).keep();
    }
    /** The current scale. */
    get scale() {
        return this.scaleT.item();
    }
    /** `loss × scale`, to call backward on. */
    scaleLoss(loss) {
        return loss.mul(this.scaleT);
    }
    /**
     * Unscales `grads` in place, also dividing by `divisor` (the accumulation divisor), and
     * returns whether any of them is non-finite.
     */
    unscale(grads, divisor) {
        return scope(() => noGrad(() => {
            const foundInf = full([], 0, { dtype: 'float32', device: this.device });
            const invScale = this.scaleT.mul(divisor).reciprocal();
            if (grads.length > 0)
                callOp('aten::_amp_foreach_non_finite_check_and_unscale_', [grads, foundInf, invScale]);
            this.lastFoundInf?.dispose();
            this.lastFoundInf = foundInf.clone().keep();
            return foundInf.item() > 0;
        }));
    }
    lastFoundInf;
    /** Updates the scale from the latest {@link unscale}'s overflow flag. */
    update() {
        if (!this.lastFoundInf)
            return;
        scope(() => noGrad(() => {
            callOp('aten::_amp_update_scale_', [this.scaleT, this.growthTracker, this.lastFoundInf, this.growthFactor, this.backoffFactor, this.growthInterval]);
        }));
    }
    /** PyTorch's layout: `scale`, `growth_factor`, `backoff_factor`, `growth_interval`, `_growth_tracker`. */
    stateDict() {
        return {
            scale: this.scale,
            growth_factor: this.growthFactor,
            backoff_factor: this.backoffFactor,
            growth_interval: this.growthInterval,
            _growth_tracker: this.growthTracker.item(),
        };
    }
    loadStateDict(state) {
        if (typeof state?.scale !== 'number')
            throw new TypeError('GradScaler.loadStateDict: expected an object with a numeric scale');
        noGrad(() => {
            this.scaleT.fill_(state.scale);
            this.growthTracker.fill_(state._growth_tracker ?? 0);
        });
    }
    dispose() {
        this.scaleT.dispose();
        this.growthTracker.dispose();
        this.lastFoundInf?.dispose();
    }
}
//# sourceMappingURL=grad-scaler.js.map