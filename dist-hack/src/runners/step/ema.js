import { noGrad } from '../../torch/autograd.js';
import { isFloatingPoint } from '../../torch/dtype.js';
import { foreach } from '../../torch/optim/foreach.js';
import { scope } from '../../torch/scope.js';
import { Tensor } from '../../torch/tensor.js';
/**
 * An exponential moving average of a model's weights (parameters and persistent buffers):
 * after optimizer step `s`, every `interval` steps, `avg = decay · avg + (1 − decay) · w` for
 * floating-point tensors (integer buffers are copied). During the first `warmup` steps the
 * average copies the weights. Its state dict has the model's state-dict keys, so it loads
 * into the model (or a copy of it) as weights.
 */
export class ModelEma {
    model;
    decay;
    interval;
    warmup;
    names;
    shadow;
    source;
    averaged;
    constructor(model, config) {
        this.model = model;
        this.decay = config.decay;
        this.interval = config.interval;
        this.warmup = config.warmup;
        const entries = model.stateEntries();
        this.names = entries.map(([n]) => n);
        this.source = entries.map(([, t]) => t);
        this.shadow = cloneKept(this.source);
        this.averaged = this.source.map((t) => isFloatingPoint(t.dtype));
    }
    /** Folds the model's current weights into the average after optimizer step `globalStep` (1-based). */
    update(globalStep) {
        if (globalStep <= this.warmup) {
            this.copyFromModel();
            return;
        }
        if (globalStep % this.interval !== 0)
            return;
        scope(() => noGrad(() => {
            const avg = [];
            const cur = [];
            this.shadow.forEach((s, i) => {
                if (this.averaged[i]) {
                    avg.push(s);
                    cur.push(this.source[i]);
                }
                else
                    s.copy_(this.source[i]);
            });
            if (avg.length === 0)
                return;
            foreach.mulScalar_(avg, this.decay);
            foreach.addList_(avg, cur, 1 - this.decay);
        }));
    }
    copyFromModel() {
        noGrad(() => this.shadow.forEach((s, i) => s.copy_(this.source[i])));
    }
    /**
     * Runs `fn` with the averaged weights in the model, then puts the trained weights back
     * (also when `fn` throws).
     */
    async withAveragedWeights(fn) {
        const backup = cloneKept(this.source);
        try {
            noGrad(() => this.source.forEach((t, i) => t.copy_(this.shadow[i])));
            return await fn();
        }
        finally {
            noGrad(() => this.source.forEach((t, i) => t.copy_(backup[i])));
            for (const b of backup)
                b.dispose();
        }
    }
    /** The averaged weights under the model's state-dict keys (the tensors themselves). */
    stateDict() {
        const out = {};
        this.names.forEach((n, i) => {
            out[n] = this.shadow[i];
        });
        return out;
    }
    /**
     * Copies averaged weights saved by {@link stateDict} (or a model state dict) in.
     *
     * @throws Error naming missing keys or mismatched shapes
     */
    loadStateDict(state) {
        const get = (n) => (state instanceof Map ? state.get(n) : state?.[n]);
        const missing = this.names.filter((n) => !(get(n) instanceof Tensor));
        if (missing.length > 0)
            throw new Error(`ModelEma.loadStateDict: missing keys ${missing.join(', ')}; was the EMA saved for another model?`);
        // Every shape is checked before anything is copied, so a bad entry changes nothing.
        this.names.forEach((n, i) => {
            const t = get(n);
            const s = this.shadow[i];
            if (t.shape.join() !== s.shape.join()) {
                throw new Error(`ModelEma.loadStateDict: ${n} has shape [${t.shape.join(', ')}] in the state but [${s.shape.join(', ')}] in the model`);
            }
        });
        noGrad(() => this.names.forEach((n, i) => this.shadow[i].copy_(get(n))));
    }
    /** Releases the averaged copies. */
    dispose() {
        for (const s of this.shadow)
            s.dispose();
    }
}
/** Kept copies of `tensors`; the scope frees the intermediate detached views. */
function cloneKept(tensors) {
    return scope(() => noGrad(() => tensors.map((t) => t.detach().clone().keep())));
}
//# sourceMappingURL=ema.js.map